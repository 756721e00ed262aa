#pragma once
// Help > How To: the README's "How to" section (and what follows it), rendered from the
// copy built into the program, so it matches this version and needs no network.
#include <QDialog>

class QTextBrowser;

namespace sw::editor {

class ManualDialog : public QDialog {
  Q_OBJECT
 public:
  explicit ManualDialog(QWidget* parent = nullptr);
  QTextBrowser* browser() const { return browser_; }

  // The markdown shown: the README from "## How to" on (all of it if that heading is gone).
  static QString howToMarkdown();

 private:
  QTextBrowser* browser_;
};

}  // namespace sw::editor
