#include "ui/docks/enemy_types_dock.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QStyle>
#include <QToolBar>
#include <QVBoxLayout>

#include "document/commands/enemy_part_commands.h"
#include "document/commands/enemy_type_commands.h"
#include "document/commands/property_edits.h"
#include "document/document.h"
#include "document/qt_strings.h"
#include "model/validate/validate_effects.h"
#include "model/validate/validate_enemies.h"
#include "ui/docks/asset_actions.h"
#include "ui/docks/enemy_types_tree.h"
#include "ui/shell/empty_hint.h"
#include "ui/shell/named_action.h"
#include "ui/shell/own_keys.h"
#include "ui/shell/standard_icons.h"

namespace sw::editor {

namespace {
enum ProblemRole { PartIndexRole = Qt::UserRole + 1, StateIndexRole };
using Kind = EnemyTypesTree::Kind;
}  // namespace

EnemyTypesDock::EnemyTypesDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Enemy Types"), parent), document_(document) {
  setObjectName(QStringLiteral("enemyTypesDock"));

  auto makeAction = [this](const QString& text, const char* name, QStyle::StandardPixmap icon, const QString& tip) {
    return toolAction(this, text, name, icon, tip);
  };
  addType_ = makeAction(tr("Add Enemy Type"), "addEnemyTypeAction", QStyle::SP_FileDialogNewFolder,
                        tr("Add a new enemy type to the project"));
  duplicateType_ = makeAction(tr("Duplicate"), "duplicateEnemyTypeAction", QStyle::SP_FileDialogContentsView,
                              tr("Copy the selected enemy type with all its states"));
  removeType_ = makeAction(tr("Remove Enemy Type"), "removeEnemyTypeAction", QStyle::SP_TrashIcon,
                           tr("Remove the selected enemy type (the spawns that use it are listed first)"));
  addState_ =
      makeAction(tr("Add State"), "addStateAction", QStyle::SP_FileIcon,
                 tr("Add a behaviour state to the selected enemy type or part (in the selected state's "
                    "machine)"));
  removeState_ = makeAction(tr("Remove State"), "removeStateAction", QStyle::SP_DialogDiscardButton,
                            tr("Remove the selected state"));
  moveUp_ = makeAction(tr("Move State Up"), "moveStateUpAction", QStyle::SP_ArrowUp,
                       tr("Move the state up (the first state is the initial one)"));
  moveDown_ = makeAction(tr("Move State Down"), "moveStateDownAction", QStyle::SP_ArrowDown,
                         tr("Move the state down"));
  addPart_ = makeAction(tr("Add Part"), "addPartAction", QStyle::SP_DirIcon,
                        tr("Hang a new part on the selected part, or on the body"));
  removePart_ = makeAction(tr("Remove Part"), "removePartAction", QStyle::SP_DialogCancelButton,
                           tr("Remove the selected parts with every part hanging below them"));
  rename_ = makeAction(tr("Rename"), "renameEnemyAction", QStyle::SP_FileDialogDetailedView,
                       tr("Rename the selected enemy type, state or part (F2); references follow"));
  rename_->setShortcut(QKeySequence(Qt::Key_F2));
  rename_->setShortcutContext(Qt::WidgetShortcut);  // the tree renames in place (keepKeys below)

  auto* toolbar = new QToolBar(this);
  toolbar->setIconSize(QSize(16, 16));
  toolbar->addAction(addType_);
  toolbar->addAction(duplicateType_);
  toolbar->addAction(removeType_);
  toolbar->addSeparator();
  toolbar->addAction(addState_);
  toolbar->addAction(removeState_);
  toolbar->addAction(moveUp_);
  toolbar->addAction(moveDown_);
  toolbar->addSeparator();
  toolbar->addAction(addPart_);
  toolbar->addAction(removePart_);

  tree_ = new EnemyTypesTree(this);
  tree_->setContextMenuPolicy(Qt::ActionsContextMenu);
  auto separator = [this] {
    auto* s = new QAction(this);
    s->setSeparator(true);
    return s;
  };
  tree_->addActions({addType_, duplicateType_, removeType_, separator(), addState_, removeState_, moveUp_,
                     moveDown_, separator(), addPart_, removePart_, separator(), rename_});
  // F2 renames in place here; elsewhere the Edit menu's Rename acts on the focused type.
  keepKeys(tree_, {QKeySequence(Qt::Key_F2)});

  problems_ = new QListWidget(this);
  problems_->setObjectName(QStringLiteral("enemyProblems"));
  problems_->setWordWrap(true);
  problems_->setToolTip(
      tr("Problems of the selected enemy type; double-click one to select its state or part"));

  status_ = new QLabel(this);
  status_->setObjectName(QStringLiteral("enemyTypesStatus"));
  status_->setWordWrap(true);
  status_->setContentsMargins(6, 3, 6, 3);
  status_->hide();

  auto* splitter = new QSplitter(Qt::Vertical, this);
  splitter->addWidget(tree_);
  splitter->addWidget(problems_);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 1);
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  layout->addWidget(toolbar);
  layout->addWidget(status_);
  layout->addWidget(splitter, 1);
  setWidget(body);
  EmptyHint::install(tree_,
                     tr("No enemy types yet. Add Enemy Type (above) makes one; its states fire, move and turn."));

  rebuildTimer_.setSingleShot(true);
  rebuildTimer_.setInterval(0);
  connect(&rebuildTimer_, &QTimer::timeout, this, &EnemyTypesDock::rebuildNow);
  // A new project: rebuild at once, so no item keeps pointing into the old one.
  connect(document_, &Document::projectReset, this, &EnemyTypesDock::rebuildNow);
  connect(document_, &Document::enemyTypesChanged, this, &EnemyTypesDock::scheduleRebuild);
  connect(document_, &Document::saved, this, &EnemyTypesDock::scheduleRebuild);  // mesh files may now resolve
  connect(document_, &Document::currentEnemyTypeChanged, this, [this] {
    showStatus({});
    showCurrent();
    showProblems();
    updateActions();
  });
  connect(tree_, &QTreeWidget::itemSelectionChanged, this, &EnemyTypesDock::pickFromTree);
  connect(tree_, &QTreeWidget::currentItemChanged, this, &EnemyTypesDock::pickFromTree);
  // A click on the already current item after another part of the editor took the
  // grid (an object selected) makes it current again.
  connect(tree_, &QTreeWidget::itemClicked, this, &EnemyTypesDock::pickFromTree);
  connect(tree_, &QTreeWidget::itemChanged, this, &EnemyTypesDock::onItemRenamed);
  connect(tree_, &EnemyTypesTree::partsDropped, this,
          [this](sw::EnemyType* type, const std::vector<const sw::EnemyPart*>& parts,
                 const sw::EnemyPart* target, PartDrop where) {
            QString why;
            if (QUndoCommand* command = makeDropParts(document_, type, parts, target, where, &why)) {
              push(command);
            } else if (!why.isEmpty()) {
              showStatus(tr("Drop refused: %1").arg(why));
              document_->log()->add(LogEntry::Severity::Warning, tr("Drop refused: %1").arg(why));
            }
          });
  connect(problems_, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem* item) {
    sw::EnemyType* type = document_->editable(document_->currentEnemyType());
    if (!type) return;
    const int part = item->data(PartIndexRole).toInt();
    const int state = item->data(StateIndexRole).toInt();
    sw::EnemyPart* owner =
        part >= 0 && part < int(type->parts.size()) ? type->parts[std::size_t(part)].get() : nullptr;
    if (part >= 0 && !owner) return;
    const auto& states = owner ? owner->states : type->states;
    if (state >= 0 && state < int(states.size()))
      document_->setCurrentEnemyType(type, states[std::size_t(state)].get());
    else if (owner)
      document_->setCurrentEnemyParts(type, {owner});
  });

  connect(addType_, &QAction::triggered, this, [this] { push(makeNewEnemyType(document_)); });
  connect(duplicateType_, &QAction::triggered, this, [this] {
    if (auto* type = document_->editable(document_->currentEnemyType())) push(makeDuplicateEnemyType(document_, type));
  });
  // Spawns that use the type are listed first (asset_actions.h), so none breaks unseen.
  connect(removeType_, &QAction::triggered, this, [this] {
    if (auto* type = document_->currentEnemyType())
      removeAssetAsking(document_, {AssetType::EnemyType, qs(type->name)}, this);
  });
  connect(addState_, &QAction::triggered, this, [this] {
    sw::EnemyType* type = document_->editable(document_->currentEnemyType());
    if (!type) return;
    const sw::EnemyState* state = document_->currentEnemyState();
    push(makeNewOwnedState(document_, type, pickedOwner(),
                           state ? state->machine : std::string(sw::kMainMachine)));
  });
  connect(removeState_, &QAction::triggered, this, [this] {
    if (auto* state = document_->editable(document_->currentEnemyState()))
      push(makeRemoveEnemyState(document_, document_->editable(document_->currentEnemyType()), state));
  });
  connect(addPart_, &QAction::triggered, this, [this] {
    if (auto* type = document_->editable(document_->currentEnemyType()))
      push(makeNewPart(document_, type, pickedOwner()));
  });
  connect(removePart_, &QAction::triggered, this, [this] {
    if (auto* type = document_->editable(document_->currentEnemyType()))
      push(makeRemoveParts(document_, type, document_->currentEnemyParts()));
  });
  auto move = [this](int delta) {
    if (auto* state = document_->editable(document_->currentEnemyState()))
      push(makeMoveEnemyState(document_, document_->editable(document_->currentEnemyType()), state, delta));
  };
  connect(moveUp_, &QAction::triggered, this, [move] { move(-1); });
  connect(moveDown_, &QAction::triggered, this, [move] { move(+1); });
  connect(rename_, &QAction::triggered, this, [this] {
    if (auto* item = tree_->currentItem()) tree_->editItem(item);
  });

  rebuildNow();
}

void EnemyTypesDock::scheduleRebuild() {
  if (!rebuildTimer_.isActive()) rebuildTimer_.start();
}

QTreeWidgetItem* EnemyTypesDock::itemFor(const sw::EnemyType* type, const sw::EnemyState* state) const {
  return tree_->itemFor(type, state);
}

QTreeWidgetItem* EnemyTypesDock::itemForPart(const sw::EnemyPart* part) const {
  return tree_->itemForPart(part);
}

void EnemyTypesDock::rebuildNow() {
  rebuildTimer_.stop();
  updating_ = true;
  // Problems per item from the same check as File > Check Project.
  sw::Errors errors;
  sw::validateEnemyTypes(document_->project(), document_->projectFile().toStdString(), errors);
  tree_->fill(document_->project(), errors);
  updating_ = false;
  showCurrent();
  showProblems();
  updateActions();
}

void EnemyTypesDock::showCurrent() {
  const sw::EnemyType* type = document_->currentEnemyType();
  QList<QTreeWidgetItem*> wanted;
  if (type && !document_->currentEnemyParts().empty()) {
    for (const sw::EnemyPart* part : document_->currentEnemyParts())
      if (QTreeWidgetItem* item = tree_->itemForPart(part)) wanted << item;
  } else if (QTreeWidgetItem* item = type ? tree_->itemFor(type, document_->currentEnemyState()) : nullptr) {
    wanted << item;
  }
  QList<QTreeWidgetItem*> selected = tree_->selectedItems();
  auto byPlace = [this](QTreeWidgetItem* a, QTreeWidgetItem* b) {
    return tree_->indexFromItem(a) < tree_->indexFromItem(b);
  };
  std::sort(selected.begin(), selected.end(), byPlace);
  std::sort(wanted.begin(), wanted.end(), byPlace);
  if (selected == wanted &&
      (wanted.isEmpty() ? !tree_->currentItem() : wanted.contains(tree_->currentItem())))
    return;
  updating_ = true;
  if (wanted.isEmpty()) {
    tree_->setCurrentItem(nullptr);
    tree_->clearSelection();
  } else {
    // The current item first (it clears the selection), then the other picked parts.
    QTreeWidgetItem* current = wanted.contains(tree_->currentItem()) ? tree_->currentItem() : wanted.front();
    tree_->setCurrentItem(current);
    for (QTreeWidgetItem* item : wanted) item->setSelected(true);
    tree_->scrollToItem(current);
  }
  updating_ = false;
}

void EnemyTypesDock::pickFromTree() {
  if (updating_) return;
  QTreeWidgetItem* current = tree_->currentItem();
  const QList<QTreeWidgetItem*> selected = tree_->selectedItems();
  if (!current && selected.isEmpty()) return;
  sw::EnemyType* type = EnemyTypesTree::typeOf(current ? current : selected.front());
  // Parts alone (of one type) are picked together; anything else picks the current item.
  std::vector<const sw::EnemyPart*> parts;
  bool onlyParts = !selected.isEmpty();
  for (QTreeWidgetItem* item : selected) {
    onlyParts =
        onlyParts && EnemyTypesTree::kindOf(item) == Kind::Part && EnemyTypesTree::typeOf(item) == type;
    if (onlyParts) parts.push_back(EnemyTypesTree::partOf(item));
  }
  auto listIndex = [type](const sw::EnemyPart* p) {
    return std::find_if(type->parts.begin(), type->parts.end(),
                        [p](const auto& own) { return own.get() == p; }) -
           type->parts.begin();
  };
  std::sort(parts.begin(), parts.end(),
            [&](const sw::EnemyPart* a, const sw::EnemyPart* b) { return listIndex(a) < listIndex(b); });
  if (onlyParts) {
    document_->setCurrentEnemyParts(type, std::move(parts));
    return;
  }
  if (!current || !current->isSelected()) return;
  switch (EnemyTypesTree::kindOf(current)) {
    case Kind::Part:
      document_->setCurrentEnemyParts(type, {EnemyTypesTree::partOf(current)});
      break;
    case Kind::State:
      document_->setCurrentEnemyType(type, EnemyTypesTree::stateOf(current));
      break;
    case Kind::Type:
      document_->setCurrentEnemyType(type);
      break;
    default:
      break;  // machine and "Parts" items are headings
  }
}

void EnemyTypesDock::onItemRenamed(QTreeWidgetItem* item) {
  if (updating_) return;
  sw::EnemyType* type = EnemyTypesTree::typeOf(item);
  if (!type) return;
  const Kind kind = EnemyTypesTree::kindOf(item);
  sw::EnemyState* state = kind == Kind::State ? EnemyTypesTree::stateOf(item) : nullptr;
  sw::EnemyPart* part = kind == Kind::Part ? EnemyTypesTree::partOf(item) : nullptr;
  if (kind != Kind::Type && !state && !part) return;
  const std::string name = item->text(0).trimmed().toStdString();
  if (name == (state ? state->name : part ? part->name : type->name)) return;
  QString why;
  QUndoCommand* command = part    ? makeRenamePart(document_, type, part, name, &why)
                          : state ? makeRename(document_, state, QString::fromStdString(name), &why)
                                  : makeRename(document_, type, QString::fromStdString(name), &why);
  if (command) {
    document_->undoStack()->push(command);
  } else {
    document_->log()->add(LogEntry::Severity::Warning, tr("Rename refused: %1").arg(why));
    scheduleRebuild();  // puts the old name back in the item
  }
}

void EnemyTypesDock::showStatus(const QString& text) {
  status_->setText(text);
  status_->setVisible(!text.isEmpty());
}

void EnemyTypesDock::showProblems() {
  problems_->clear();
  sw::EnemyType* type = document_->editable(document_->currentEnemyType());
  if (!type) return;
  const auto& types = document_->project().enemyTypes;
  int index = 0;
  while (index < int(types.size()) && types[std::size_t(index)].get() != type) ++index;
  if (index == int(types.size())) return;
  sw::Errors errors;
  sw::validateEnemyTypes(document_->project(), document_->projectFile().toStdString(), errors);
  // Its effect names too (validate_effects.h): the rows of the other assets are filtered out below.
  sw::validateEffects(document_->project(), document_->projectFile().toStdString(), {}, errors);
  const std::string prefix = "/enemyTypes/" + std::to_string(index);
  const QIcon warning = standardIcon(QStyle::SP_MessageBoxWarning);
  for (const auto& e : errors) {
    if (e.where != prefix && e.where.rfind(prefix + "/", 0) != 0) continue;
    auto* item = new QListWidgetItem(warning, qs(e.message), problems_);
    const EnemyTypesTree::Place place = EnemyTypesTree::placeOf(e.where);
    item->setData(PartIndexRole, place.part);
    item->setData(StateIndexRole, place.state);
    item->setToolTip(qs(e.where));
  }
  if (problems_->count() == 0) {
    auto* item = new QListWidgetItem(tr("No problems in %1").arg(qs(type->name)), problems_);
    item->setData(PartIndexRole, -1);
    item->setData(StateIndexRole, -1);
    item->setFlags(Qt::ItemIsEnabled);
  }
}

sw::EnemyPart* EnemyTypesDock::pickedOwner() const {
  const sw::EnemyType* type = document_->currentEnemyType();
  if (!type) return nullptr;
  if (!document_->currentEnemyParts().empty())
    return document_->editable(document_->currentEnemyParts().front());
  return document_->currentEnemyState() ? stateOwner(*type, document_->currentEnemyState()) : nullptr;
}

void EnemyTypesDock::updateActions() {
  sw::EnemyType* type = document_->editable(document_->currentEnemyType());
  sw::EnemyState* state = document_->editable(document_->currentEnemyState());
  duplicateType_->setEnabled(type);
  removeType_->setEnabled(type);
  addState_->setEnabled(type);
  removeState_->setEnabled(state);
  addPart_->setEnabled(type);
  removePart_->setEnabled(type && !document_->currentEnemyParts().empty());
  rename_->setEnabled(type);
  // A state moves within its owner's list (the body's or its part's).
  const sw::EnemyPart* owner = state ? stateOwner(*type, state) : nullptr;
  const auto* states = owner ? &owner->states : type ? &type->states : nullptr;
  const int index = state ? int(std::find_if(states->begin(), states->end(),
                                             [state](const auto& s) { return s.get() == state; }) -
                                states->begin())
                          : -1;
  moveUp_->setEnabled(state && index > 0);
  moveDown_->setEnabled(state && index + 1 < int(states->size()));
}

void EnemyTypesDock::push(QUndoCommand* command) {
  if (command) document_->undoStack()->push(command);
}

}  // namespace sw::editor
