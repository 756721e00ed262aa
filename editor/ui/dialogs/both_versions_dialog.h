#pragma once
// Two versions of one project file side by side: the one on disk now (changed outside the
// editor) and the editor's own (with unsaved changes), both in canonical JSON so only real
// differences show, and the lines that differ highlighted. The user picks one.
#include <QDialog>
#include <QString>
#include <QVector>

class QPlainTextEdit;

namespace sw::editor {

// Which lines of `a` and of `b` are not part of a longest common run of lines (trimmed
// of a common head and tail first; beyond a size limit the middle counts as different,
// so a huge file never stalls the dialog).
void differingLines(const QStringList& a, const QStringList& b, QVector<bool>& aDiffers, QVector<bool>& bDiffers);

class BothVersionsDialog : public QDialog {
  Q_OBJECT
 public:
  enum class Pick { Disk, Mine };
  // objectName "bothVersionsDialog"; the text views are "diskText" and "mineText", the
  // buttons "useDiskButton" and "keepMineButton".
  BothVersionsDialog(const QString& file, const QString& diskText, const QString& mineText, QWidget* parent = nullptr);

  int differingLineCount() const { return differing_; }

 signals:
  void picked(sw::editor::BothVersionsDialog::Pick pick);

 private:
  QPlainTextEdit* disk_;
  QPlainTextEdit* mine_;
  int differing_ = 0;
};

}  // namespace sw::editor
