#include "ui/shell/outside_changes.h"

#include <QAbstractButton>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>
#include <QWidget>

#include "document/document.h"
#include "document/document_files.h"
#include "document/outside/outside_watcher.h"
#include "document/commands/reload_commands.h"
#include "ui/dialogs/both_versions_dialog.h"

namespace sw::editor {

OutsideChanges::OutsideChanges(Document* document, QWidget* window)
    : QObject(window), document_(document), window_(window), watcher_(new OutsideWatcher(document, this)) {
  setObjectName(QStringLiteral("outsideChanges"));
  connect(watcher_, &OutsideWatcher::changed, this, &OutsideChanges::changed);
  connect(watcher_, &OutsideWatcher::deleted, this, &OutsideChanges::deleted);
  // Questions about the files of a project that is gone mean nothing any more.
  connect(document_, &Document::projectReset, this, [this] {
    for (const auto& box : std::as_const(questions_))
      if (box) box->deleteLater();
    questions_.clear();
    reportedBroken_.clear();
  });
}

QMessageBox* OutsideChanges::question(const QString& path) const { return questions_.value(QDir::cleanPath(path)); }

void OutsideChanges::changed(const QString& path) {
  const auto file = documentFile(*document_, path);
  if (!file) return;
  const auto bytes = DiskState::read(path);
  if (!bytes) return;  // gone again: the next look says so
  if (file->kind == DocumentFile::Kind::Snippet) {
    // The editor never edits snippets: there is nothing of the user's to lose.
    document_->graphs()->reloadProjectSnippets();
    document_->diskState()->remember(path, bytes, std::nullopt);
    document_->log()->info(tr("Reloaded %1 (changed on disk)").arg(file->relative));
    return;
  }
  // A version that does not read is reported once, with its file and place; the editor
  // keeps what it holds (and a save asks before overwriting it).
  sw::Errors errors;
  auto command = makeReloadCommand(*document_, *file, *bytes, errors);
  if (!errors.empty()) {
    const QByteArray hash = DiskState::hashOf(*bytes);
    if (reportedBroken_.value(path) == hash) return;
    reportedBroken_[path] = hash;
    document_->log()->add(LogEntry::Severity::Error,
                          tr("%1 changed on disk but cannot be read; the editor keeps its version").arg(file->relative),
                          path);
    document_->log()->addErrors(errors);
    return;
  }
  reportedBroken_.remove(path);
  if (document_->diskState()->hasLocalEdits(path, heldText(*document_, *file))) {
    ask(path);
    return;
  }
  push(std::move(command));
  document_->diskState()->remember(path, bytes, heldText(*document_, *file));
  document_->log()->info(tr("Reloaded %1 (changed on disk)").arg(file->relative));
}

void OutsideChanges::push(std::unique_ptr<QUndoCommand> command) {
  if (!command) return;
  // A document that matched the disk still does after a reload: it stays unmodified (and
  // undoing the reload makes it modified, since it then differs from the disk again).
  const bool wasClean = document_->undoStack()->isClean();
  document_->undoStack()->push(command.release());
  if (wasClean) document_->undoStack()->setClean();
}

bool OutsideChanges::reload(const QString& path) {
  const auto file = documentFile(*document_, path);
  if (!file) return false;
  const auto bytes = DiskState::read(path);
  if (!bytes) {
    document_->log()->add(LogEntry::Severity::Error, tr("%1 cannot be read").arg(file->relative), path);
    return false;
  }
  sw::Errors errors;
  auto command = makeReloadCommand(*document_, *file, *bytes, errors);
  if (!errors.empty()) {
    document_->log()->add(LogEntry::Severity::Error,
                          tr("%1 cannot be read; the editor keeps its version").arg(file->relative), path);
    document_->log()->addErrors(errors);
    return false;
  }
  push(std::move(command));
  document_->diskState()->remember(path, bytes, heldText(*document_, *file));
  document_->log()->info(tr("Reloaded %1 (changed on disk)").arg(file->relative));
  return true;
}

void OutsideChanges::keepMine(const QString& path) {
  document_->diskState()->keepMine(path);
  const auto file = documentFile(*document_, path);
  document_->log()->info(tr("Kept your version of %1; saving will overwrite the file on disk")
                             .arg(file ? file->relative : QDir::toNativeSeparators(path)));
}

void OutsideChanges::ask(const QString& path) {
  const QString key = QDir::cleanPath(path);
  if (QMessageBox* open = questions_.value(key)) {
    open->raise();  // the same question still stands: the newest version is read on answer
    return;
  }
  const auto file = documentFile(*document_, path);
  auto* box = new QMessageBox(QMessageBox::Question, tr("File Changed on Disk"),
                              tr("%1 changed on disk, and you have unsaved changes to it.")
                                  .arg(file ? file->relative : QDir::toNativeSeparators(path)),
                              QMessageBox::NoButton, window_);
  box->setObjectName(QStringLiteral("outsideChangeQuestion"));
  box->setInformativeText(tr("Reload drops your changes to this file. Keep Mine keeps them: the next save "
                             "overwrites the version on disk. Show Both shows the two versions side by side."));
  box->setAttribute(Qt::WA_DeleteOnClose);
  auto* reloadButton = box->addButton(tr("Reload"), QMessageBox::DestructiveRole);
  reloadButton->setObjectName(QStringLiteral("reloadButton"));
  auto* keepButton = box->addButton(tr("Keep Mine"), QMessageBox::AcceptRole);
  keepButton->setObjectName(QStringLiteral("keepMineButton"));
  auto* bothButton = box->addButton(tr("Show Both"), QMessageBox::ActionRole);
  bothButton->setObjectName(QStringLiteral("showBothButton"));
  box->setDefaultButton(qobject_cast<QPushButton*>(keepButton));
  box->setEscapeButton(keepButton);  // closing the question loses nothing
  connect(box, &QMessageBox::buttonClicked, this, [=, this](QAbstractButton* button) {
    questions_.remove(key);
    if (button == reloadButton)
      reload(key);
    else if (button == bothButton)
      showBoth(key);
    else
      keepMine(key);
  });
  questions_.insert(key, box);
  box->open();  // window-modal, does not block: the watcher keeps running
}

void OutsideChanges::showBoth(const QString& path) {
  const auto file = documentFile(*document_, path);
  if (!file) return;
  const std::string disk = DiskState::read(path).value_or(std::string());
  const std::string mine = heldText(*document_, *file).value_or(std::string());
  auto* dialog = new BothVersionsDialog(file->relative, QString::fromStdString(canonicalFileText(*document_, *file, disk)),
                                        QString::fromStdString(canonicalFileText(*document_, *file, mine)), window_);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(dialog, &BothVersionsDialog::picked, this, [this, path](BothVersionsDialog::Pick pick) {
    if (pick == BothVersionsDialog::Pick::Disk)
      reload(path);
    else
      keepMine(path);
  });
  dialog->open();
}

void OutsideChanges::deleted(const QString& path) {
  const auto file = documentFile(*document_, path);
  if (!file) return;
  const auto held = heldText(*document_, *file);
  // Nothing to write again: forget it was there, so a restored copy reads as new.
  document_->diskState()->remember(path, std::nullopt, held);
  if (!held) {
    document_->log()->add(LogEntry::Severity::Warning, tr("%1 was deleted on disk").arg(file->relative), path);
    return;
  }
  document_->log()->add(LogEntry::Severity::Warning,
                        tr("%1 was deleted on disk; the editor keeps its version, and saving writes it again")
                            .arg(file->relative),
                        path);
  document_->undoStack()->resetClean();  // unsaved now: the version on disk is gone
}

bool OutsideChanges::resolveSaveConflict() {
  const QStringList conflicts = document_->diskState()->lastConflicts();
  if (conflicts.isEmpty()) return false;
  const QString folder = QString::fromStdString(document_->project().directory);
  QStringList names;
  for (const QString& path : conflicts) names << QDir(folder).relativeFilePath(path);
  QMessageBox box(QMessageBox::Warning, tr("Files Changed on Disk"),
                  tr("%n file(s) changed on disk since the editor read them:", nullptr, int(names.size())) +
                      QStringLiteral("\n\n") + names.join(QLatin1Char('\n')),
                  QMessageBox::NoButton, window_);
  box.setObjectName(QStringLiteral("saveConflictQuestion"));
  box.setInformativeText(tr("Overwrite replaces them with your version. Reload reads them from disk instead "
                            "(your changes to them are dropped, and nothing is saved)."));
  auto* overwrite = box.addButton(tr("Overwrite"), QMessageBox::DestructiveRole);
  overwrite->setObjectName(QStringLiteral("overwriteButton"));
  auto* reloadButton = box.addButton(tr("Reload"), QMessageBox::ActionRole);
  reloadButton->setObjectName(QStringLiteral("reloadButton"));
  auto* cancel = box.addButton(QMessageBox::Cancel);
  cancel->setObjectName(QStringLiteral("cancelButton"));
  box.setDefaultButton(cancel);
  box.exec();
  if (box.clickedButton() == overwrite) {
    for (const QString& path : conflicts) document_->diskState()->keepMine(path);
    return bool(document_->save());
  }
  if (box.clickedButton() == reloadButton)
    for (const QString& path : conflicts) reload(path);
  return false;
}

}  // namespace sw::editor
