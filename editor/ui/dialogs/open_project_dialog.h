#pragma once
// File > Open Project: a file dialog that takes either a project folder or its
// project.json. Picking a folder that holds a project.json and pressing Open opens it
// (a plain file dialog would step into it); any other folder is stepped into as usual.
#include <QFileDialog>

namespace sw::editor {

class OpenProjectDialog : public QFileDialog {
  Q_OBJECT
 public:
  explicit OpenProjectDialog(QWidget* parent = nullptr, const QString& directory = {});

  // The folder or project.json picked, after exec() returned Accepted.
  QString chosenPath() const { return chosen_; }

  // Asks with the dialog; empty when cancelled.
  static QString getProjectPath(QWidget* parent, const QString& directory = {});

  void accept() override;

 private:
  QString chosen_;
};

}  // namespace sw::editor
