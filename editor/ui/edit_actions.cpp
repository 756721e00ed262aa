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
#include "document/object_edits.h"

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
    copyToClipboard();
    auto ids = orderedSelection(document_);
    if (ids.isEmpty()) return;
    auto* command = new RemoveObjectsCommand(document_, document_->editableLevel(), ids);
    command->setText(tr("Cut %n object(s)", nullptr, int(ids.size())));
    document_->undoStack()->push(command);
  });
  connect(paste, &QAction::triggered, this, [this] { pasteFromClipboard(false); });
  connect(pasteInPlace, &QAction::triggered, this, [this] { pasteFromClipboard(true); });
  connect(duplicate, &QAction::triggered, this, [this] {
    auto ids = orderedSelection(document_);
    if (ids.isEmpty() || !document_->level()) return;
    document_->undoStack()->push(makeDuplicateCommand(document_, document_->editableLevel(), ids, {gridStep, -gridStep}));
  });
  connect(remove, &QAction::triggered, this, [this] {
    auto ids = orderedSelection(document_);
    if (!ids.isEmpty()) document_->undoStack()->push(new RemoveObjectsCommand(document_, document_->editableLevel(), ids));
  });
  connect(rename, &QAction::triggered, this, &EditActions::renameSelected);

  connect(document_->selection(), &Selection::changed, this, &EditActions::updateEnabled);
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
  const bool any = !document_->selection()->isEmpty();
  for (QAction* a : {cut, copy, duplicate, remove}) a->setEnabled(any);
  rename->setEnabled(document_->selection()->size() == 1);
  const bool level = document_->level() != nullptr;
  for (QAction* a : {paste, pasteInPlace, selectAll, selectNone, invertSelection}) a->setEnabled(level);
}

void EditActions::copyToClipboard() {
  auto* level = document_->editableLevel();
  if (!level) return;
  std::vector<const sw::LevelObject*> objects;
  for (ObjectId id : orderedSelection(document_)) objects.push_back(level->findById(id));
  if (objects.empty()) return;
  QApplication::clipboard()->setMimeData(mimeDataForBundle(sw::bundleText(objects)));
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

void EditActions::renameSelected() {
  auto* level = document_->editableLevel();
  if (!level || document_->selection()->size() != 1) return;
  ObjectId id = *document_->selection()->ids().begin();
  auto* object = level->findById(id);
  if (!object) return;
  bool ok = false;
  QString name = QInputDialog::getText(window_, tr("Rename"), tr("New name:"), QLineEdit::Normal,
                                       QString::fromStdString(object->name), &ok);
  if (!ok) return;
  QString why;
  if (auto* command = makeRenameCommand(document_, level, id, name, &why)) document_->undoStack()->push(command);
  else if (name.trimmed() != QString::fromStdString(object->name)) QMessageBox::warning(window_, tr("Rename"), why);
}

}  // namespace sw::editor
