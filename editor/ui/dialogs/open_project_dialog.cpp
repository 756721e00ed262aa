#include "ui/dialogs/open_project_dialog.h"

#include <QFileInfo>

#include "model/io/project_io.h"

namespace sw::editor {

namespace {
bool holdsProject(const QString& folder) {
  return QFileInfo(folder).isDir() &&
         QFileInfo::exists(folder + QLatin1Char('/') + QLatin1String(sw::kProjectFileName));
}
}  // namespace

OpenProjectDialog::OpenProjectDialog(QWidget* parent, const QString& directory)
    : QFileDialog(parent, tr("Open Project"), directory) {
  setObjectName(QStringLiteral("openProjectDialog"));
  // Our accept() must run, which a platform's own dialog would bypass.
  setOption(QFileDialog::DontUseNativeDialog);
  setFileMode(QFileDialog::ExistingFile);
  setAcceptMode(QFileDialog::AcceptOpen);
  setNameFilters({tr("Scrollwork project (project.json)"), tr("All files (*)")});
  setLabelText(QFileDialog::FileName, tr("Project folder or project.json:"));
  resize(820, 520);
}

QString OpenProjectDialog::getProjectPath(QWidget* parent, const QString& directory) {
  OpenProjectDialog dialog(parent, directory);
  return dialog.exec() == QDialog::Accepted ? dialog.chosenPath() : QString();
}

void OpenProjectDialog::accept() {
  const QStringList picked = selectedFiles();
  const QString path = picked.isEmpty() ? QString() : picked.first();
  if (holdsProject(path)) {
    chosen_ = QFileInfo(path).absoluteFilePath();
    QDialog::accept();  // a project folder: open it rather than step into it
    return;
  }
  QFileDialog::accept();  // a file is taken; another folder is stepped into
  if (result() == QDialog::Accepted && !selectedFiles().isEmpty()) chosen_ = selectedFiles().first();
}

}  // namespace sw::editor
