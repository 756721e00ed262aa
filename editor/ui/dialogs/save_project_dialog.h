#pragma once
// Where to save a project that has no folder yet (or one that cannot be written, like an
// installed demo): the user types a folder name that need not exist yet (Save makes it), or
// picks an existing folder. A plain folder dialog accepts existing folders only.
#include <QFileDialog>

namespace sw::editor {

class SaveProjectDialog : public QFileDialog {
  Q_OBJECT
 public:
  SaveProjectDialog(QWidget* parent, const QString& suggestedFolder);

  QString chosenFolder() const { return chosen_; }
  // Asks with the dialog; empty when cancelled.
  static QString getFolder(QWidget* parent, const QString& suggestedFolder);

  void accept() override;

 private:
  QString chosen_;
};

}  // namespace sw::editor
