#include "ui/dialogs/save_project_dialog.h"

#include <QFileInfo>
#include <QMessageBox>

namespace sw::editor {

SaveProjectDialog::SaveProjectDialog(QWidget* parent, const QString& suggestedFolder)
    : QFileDialog(parent, tr("Save Project Into Folder")) {
  setObjectName(QStringLiteral("saveProjectDialog"));
  setOption(QFileDialog::DontUseNativeDialog);  // our accept() must run
  setAcceptMode(QFileDialog::AcceptSave);
  setFileMode(QFileDialog::AnyFile);
  setOption(QFileDialog::ShowDirsOnly);
  setOption(QFileDialog::DontConfirmOverwrite);  // an existing folder is asked about below
  setNameFilter(tr("Folders"));
  setLabelText(QFileDialog::FileName, tr("Project folder:"));
  setLabelText(QFileDialog::Accept, tr("Save"));
  resize(820, 520);
  const QFileInfo suggested(suggestedFolder);
  setDirectory(suggested.absolutePath());
  selectFile(suggested.fileName());
}

QString SaveProjectDialog::getFolder(QWidget* parent, const QString& suggestedFolder) {
  SaveProjectDialog dialog(parent, suggestedFolder);
  return dialog.exec() == QDialog::Accepted ? dialog.chosenFolder() : QString();
}

void SaveProjectDialog::accept() {
  const QStringList picked = selectedFiles();
  if (picked.isEmpty()) return;
  const QFileInfo target(picked.first());
  if (target.exists() && !target.isDir()) {
    QMessageBox::warning(this, windowTitle(), tr("%1 is a file, not a folder.").arg(target.filePath()));
    return;
  }
  if (target.isDir() && QFileInfo::exists(target.filePath() + QStringLiteral("/project.json")) &&
      QMessageBox::question(
          this, windowTitle(),
          tr("%1 already holds a project. Replace its project files?").arg(target.filePath())) !=
          QMessageBox::Yes)
    return;
  chosen_ = target.absoluteFilePath();  // a folder that does not exist yet is made by the save
  QDialog::accept();
}

}  // namespace sw::editor
