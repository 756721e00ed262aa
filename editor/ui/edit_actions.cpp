// The Edit menu: selection gestures on the level's objects, and copy, cut, delete,
// duplicate and rename on the edit focus (document/edit_focus.h) whatever it holds.
#include "ui/edit_actions.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>

#include "document/clipboard.h"
#include "document/commands.h"
#include "document/document.h"
#include "document/edit_focus.h"
#include "document/object_edits.h"
#include "ui/dialogs/asset_uses_dialog.h"

namespace sw::editor {

EditActions::EditActions(Document* document, QWidget* window) : QObject(window), window_(window), document_(document) {
  auto make = [this](const QString& text, const char* name, QKeySequence shortcut) {
    auto* action = new QAction(text, window_);
    action->setObjectName(QLatin1String(name));
    action->setShortcut(shortcut);
    action->setShortcutContext(Qt::WindowShortcut);
    window_->addAction(action);
    return action;
  };
  selectAll = make(tr("Select &All"), "selectAllAction", QKeySequence::SelectAll);
  selectNone = make(tr("Select &None"), "selectNoneAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
  invertSelection = make(tr("&Invert Selection"), "invertSelectionAction", QKeySequence(Qt::CTRL | Qt::Key_I));
  cut = make(tr("Cu&t"), "cutAction", QKeySequence::Cut);
  copy = make(tr("&Copy"), "copyAction", QKeySequence::Copy);
  paste = make(tr("&Paste"), "pasteAction", QKeySequence::Paste);
  pasteInPlace = make(tr("Paste in P&lace"), "pasteInPlaceAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
  duplicate = make(tr("D&uplicate"), "duplicateAction", QKeySequence(Qt::CTRL | Qt::Key_D));
  remove = make(tr("&Delete"), "deleteAction", QKeySequence::Delete);
  rename = make(tr("Re&name..."), "renameAction", QKeySequence(Qt::Key_F2));

  connect(selectAll, &QAction::triggered, this, [this] { document_->selection()->set(document_->objectIds()); });
  connect(selectNone, &QAction::triggered, this, [this] { document_->selection()->clear(); });
  connect(invertSelection, &QAction::triggered, this, [this] {
    QSet<ObjectId> inverted = document_->objectIds();
    for (ObjectId id : document_->selection()->ids()) inverted.remove(id);
    document_->selection()->set(inverted);
  });
  connect(copy, &QAction::triggered, this, &EditActions::copyToClipboard);
  connect(cut, &QAction::triggered, this, [this] {
    if (!document_->focus()->can(EditVerb::Copy)) return;
    copyToClipboard();
    removeFocused(tr("Cut"));
  });
  connect(paste, &QAction::triggered, this, [this] { pasteFromClipboard(false); });
  connect(pasteInPlace, &QAction::triggered, this, [this] { pasteFromClipboard(true); });
  connect(duplicate, &QAction::triggered, this, [this] {
    FocusOwner* owner = document_->focus()->owner();
    if (!owner || !owner->can(EditVerb::Duplicate)) return;
    QString why;
    QUndoCommand* command = owner->duplicateCommand({gridStep, -gridStep}, &why);
    pushOrExplain(command, why, tr("Duplicate"));
  });
  connect(remove, &QAction::triggered, this, [this] { removeFocused({}); });
  connect(rename, &QAction::triggered, this, &EditActions::renameFocused);

  connect(document_->selection(), &Selection::changed, this, &EditActions::updateEnabled);
  connect(document_->focus(), &EditFocus::changed, this, &EditActions::updateEnabled);
  // The same focus may become renamable or not (a state's type removed, a name now read-only).
  connect(document_->undoStack(), &QUndoStack::indexChanged, this, &EditActions::updateEnabled);
  connect(document_, &Document::projectReset, this, &EditActions::updateEnabled);
  connect(document_, &Document::levelSwitched, this, &EditActions::updateEnabled);
  updateEnabled();
}

void EditActions::addTo(QMenu* menu) {
  menu->addAction(cut);
  menu->addAction(copy);
  menu->addAction(paste);
  menu->addAction(pasteInPlace);
  menu->addAction(duplicate);
  menu->addAction(remove);
  menu->addAction(rename);
  menu->addSeparator();
  menu->addAction(selectAll);
  menu->addAction(selectNone);
  menu->addAction(invertSelection);
}

void EditActions::updateEnabled() {
  const EditFocus* focus = document_->focus();
  copy->setEnabled(focus->can(EditVerb::Copy));
  cut->setEnabled(focus->can(EditVerb::Copy) && focus->can(EditVerb::Remove));
  duplicate->setEnabled(focus->can(EditVerb::Duplicate));
  remove->setEnabled(focus->can(EditVerb::Remove));
  rename->setEnabled(focus->can(EditVerb::Rename));
  const bool level = document_->level() != nullptr;
  for (QAction* a : {paste, pasteInPlace, selectAll, selectNone, invertSelection}) a->setEnabled(level);
}

void EditActions::copyToClipboard() {
  FocusOwner* owner = document_->focus()->owner();
  if (!owner || !owner->can(EditVerb::Copy)) return;
  if (QMimeData* data = owner->copyData()) QApplication::clipboard()->setMimeData(data);
}

void EditActions::removeFocused(const QString& cutText) {
  FocusOwner* owner = document_->focus()->owner();
  if (!owner || !owner->can(EditVerb::Remove)) return;
  // What something uses is listed first, so nothing breaks unseen.
  const QStringList uses = owner->usesBeforeRemove();
  if (!uses.isEmpty()) {
    AssetUsesDialog dialog(document_->focus()->title(), uses, window_);
    if (dialog.exec() != QDialog::Accepted) return;
  }
  QString why;
  QUndoCommand* command = owner->removeCommand(&why);
  if (command && !cutText.isEmpty()) command->setText(tr("%1: %2").arg(cutText, command->text()));
  pushOrExplain(command, why, cutText.isEmpty() ? tr("Delete") : cutText);
}

void EditActions::pushOrExplain(QUndoCommand* command, const QString& why, const QString& title) {
  if (command) {
    document_->undoStack()->push(command);
    return;
  }
  if (why.isEmpty()) return;
  document_->log()->add(LogEntry::Severity::Warning, tr("%1 refused: %2").arg(title, why));
  if (window_->isVisible() && !QApplication::platformName().contains(QLatin1String("offscreen")))
    QMessageBox::warning(window_, title, why);
}

void EditActions::pasteFromClipboard(bool inPlace) {
  auto* level = document_->editableLevel();
  if (!level) return;
  auto text = bundleTextFrom(QApplication::clipboard()->mimeData());
  sw::ObjectBundle bundle;
  sw::Errors errors;
  if (!text || !sw::readBundleText(*text, bundle, errors)) {
    QString detail = errors.empty() ? tr("The clipboard is empty.")
                                    : QString::fromStdString(errors.front().toString());
    document_->log()->add(LogEntry::Severity::Warning, tr("Nothing to paste: %1").arg(detail), tr("clipboard"));
    if (window_->isVisible() && !QApplication::platformName().contains(QLatin1String("offscreen")))
      QMessageBox::information(window_, tr("Paste"),
                               tr("The clipboard holds no Scrollwork objects.\n\n%1").arg(detail));
    return;
  }
  // Chain links go after the last selected chain link, else at the end of the chain.
  int chainIndex = -1;
  for (std::size_t i = 0; i < level->chain.size(); ++i)
    if (document_->selection()->contains(level->chain[i]->id)) chainIndex = int(i) + 1;
  std::optional<sw::Vec2> cursor;
  if (!inPlace && cursorPosition) cursor = cursorPosition();
  if (auto* command = makePasteCommand(document_, level, std::move(bundle), cursor, chainIndex,
                                       inPlace ? tr("Paste in Place") : tr("Paste")))
    document_->undoStack()->push(command);
}

void EditActions::nudge(int dx, int dy) {
  auto ids = orderedSelection(document_);
  if (ids.isEmpty() || !document_->level()) return;
  if (auto* command = makeMoveCommand(document_, document_->editableLevel(), ids, {dx * gridStep, dy * gridStep}))
    document_->undoStack()->push(command);
}

void EditActions::renameFocused() {
  const EditFocus* focus = document_->focus();
  if (!focus->can(EditVerb::Rename)) return;
  const QString current = focus->nameToRename();
  bool ok = false;
  QString name = QInputDialog::getText(window_, tr("Rename"), tr("New name:"), QLineEdit::Normal, current, &ok);
  if (!ok) return;
  QString why;
  if (auto* command = focus->renameCommand(name, &why)) document_->undoStack()->push(command);
  else if (name.trimmed() != current) QMessageBox::warning(window_, tr("Rename"), why);
}

}  // namespace sw::editor
