#include "ui/docks/enemy_types_dock.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QListWidget>
#include <QPainter>
#include <QSplitter>
#include <QStyle>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <map>

#include "document/qt_strings.h"
#include "document/document.h"
#include "document/commands/enemy_type_commands.h"
#include "document/commands/property_edits.h"
#include "model/validate/validate_enemies.h"
#include "ui/docks/asset_actions.h"
#include "ui/shell/empty_hint.h"
#include "ui/shell/named_action.h"
#include "ui/shell/own_keys.h"
#include "ui/shell/standard_icons.h"

namespace sw::editor {

namespace {
enum ItemRole { TypeRole = Qt::UserRole + 1, StateRole };
enum ProblemRole { StateIndexRole = Qt::UserRole + 1 };


template <class T>
QVariant pointerData(T* p) {
  return QVariant::fromValue(reinterpret_cast<quintptr>(p));
}

QIcon swatch(const sw::Color& color) {
  QPixmap pixmap(14, 14);
  pixmap.fill(Qt::transparent);
  QPainter painter(&pixmap);
  painter.setPen(QColor(40, 40, 40));
  painter.setBrush(QColor(color.r, color.g, color.b));
  painter.drawRoundedRect(QRectF(1.5, 1.5, 11, 11), 3, 3);
  return QIcon(pixmap);
}

// The state index a problem's JSON pointer ("/enemyTypes/2/states/1/tick/0") is about, or -1.
int stateIndexOf(const std::string& pointer) {
  const std::string marker = "/states/";
  const auto at = pointer.find(marker);
  if (at == std::string::npos) return -1;
  return std::atoi(pointer.c_str() + at + marker.size());
}
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
  addState_ = makeAction(tr("Add State"), "addStateAction", QStyle::SP_FileIcon,
                         tr("Add a behaviour state to the selected enemy type"));
  removeState_ = makeAction(tr("Remove State"), "removeStateAction", QStyle::SP_DialogDiscardButton,
                            tr("Remove the selected state"));
  moveUp_ = makeAction(tr("Move State Up"), "moveStateUpAction", QStyle::SP_ArrowUp,
                       tr("Move the state up (the first state is the initial one)"));
  moveDown_ = makeAction(tr("Move State Down"), "moveStateDownAction", QStyle::SP_ArrowDown,
                         tr("Move the state down"));
  rename_ = makeAction(tr("Rename"), "renameEnemyAction", QStyle::SP_FileDialogDetailedView,
                       tr("Rename the selected enemy type or state (F2); references follow"));
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

  tree_ = new QTreeWidget(this);
  tree_->setObjectName(QStringLiteral("enemyTypesTree"));
  tree_->setHeaderHidden(true);
  tree_->setUniformRowHeights(true);
  tree_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
  tree_->setContextMenuPolicy(Qt::ActionsContextMenu);
  auto separator = [this] {
    auto* s = new QAction(this);
    s->setSeparator(true);
    return s;
  };
  tree_->addActions({addType_, duplicateType_, removeType_, separator(), addState_, removeState_, moveUp_,
                     moveDown_, separator(), rename_});
  // F2 renames in place here; elsewhere the Edit menu's Rename acts on the focused type.
  keepKeys(tree_, {QKeySequence(Qt::Key_F2)});

  problems_ = new QListWidget(this);
  problems_->setObjectName(QStringLiteral("enemyProblems"));
  problems_->setWordWrap(true);
  problems_->setToolTip(tr("Problems of the selected enemy type; double-click one to select its state"));

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
    showCurrent();
    showProblems();
    updateActions();
  });
  connect(tree_, &QTreeWidget::currentItemChanged, this,
          [this](QTreeWidgetItem* item) { onCurrentItemChanged(item); });
  // A click on the already current item after another part of the editor took the
  // grid (an object selected) makes it current again.
  connect(tree_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) { onCurrentItemChanged(item); });
  connect(tree_, &QTreeWidget::itemChanged, this, &EnemyTypesDock::onItemRenamed);
  connect(problems_, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem* item) {
    sw::EnemyType* type = document_->editable(document_->currentEnemyType());
    const int state = item->data(StateIndexRole).toInt();
    if (type && state >= 0 && state < int(type->states.size()))
      document_->setCurrentEnemyType(type, type->states[std::size_t(state)].get());
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
    if (auto* type = document_->editable(document_->currentEnemyType())) push(makeNewEnemyState(document_, type));
  });
  connect(removeState_, &QAction::triggered, this, [this] {
    if (auto* state = document_->editable(document_->currentEnemyState()))
      push(makeRemoveEnemyState(document_, document_->editable(document_->currentEnemyType()), state));
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

sw::EnemyType* EnemyTypesDock::typeOf(const QTreeWidgetItem* item) const {
  return item ? reinterpret_cast<sw::EnemyType*>(item->data(0, TypeRole).value<quintptr>()) : nullptr;
}

sw::EnemyState* EnemyTypesDock::stateOf(const QTreeWidgetItem* item) const {
  return item ? reinterpret_cast<sw::EnemyState*>(item->data(0, StateRole).value<quintptr>()) : nullptr;
}

QTreeWidgetItem* EnemyTypesDock::itemFor(const sw::EnemyType* type, const sw::EnemyState* state) const {
  for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
    QTreeWidgetItem* typeItem = tree_->topLevelItem(i);
    if (typeOf(typeItem) != type) continue;
    if (!state) return typeItem;
    for (int j = 0; j < typeItem->childCount(); ++j)
      if (stateOf(typeItem->child(j)) == state) return typeItem->child(j);
  }
  return nullptr;
}

void EnemyTypesDock::rebuildNow() {
  rebuildTimer_.stop();
  updating_ = true;
  // Keep what the user folded: types stay collapsed or expanded across rebuilds.
  QSet<const sw::EnemyType*> collapsed;
  for (int i = 0; i < tree_->topLevelItemCount(); ++i)
    if (!tree_->topLevelItem(i)->isExpanded()) collapsed.insert(typeOf(tree_->topLevelItem(i)));
  tree_->clear();

  // Problems per item from the same check as File > Check Project.
  sw::Errors errors;
  sw::validateEnemyTypes(document_->project(), document_->projectFile().toStdString(), errors);
  std::map<std::pair<int, int>, QStringList> problems;  // (type, state or -1) -> messages
  for (const auto& e : errors) {
    const std::string prefix = "/enemyTypes/";
    if (e.where.rfind(prefix, 0) != 0) continue;
    const int type = std::atoi(e.where.c_str() + prefix.size());
    problems[{type, stateIndexOf(e.where)}] << qs(e.message);
  }
  const QIcon warning = standardIcon(QStyle::SP_MessageBoxWarning);

  const auto& types = document_->project().enemyTypes;
  for (int t = 0; t < int(types.size()); ++t) {
    sw::EnemyType* type = types[std::size_t(t)].get();
    auto* typeItem = new QTreeWidgetItem(tree_, {qs(type->name)});
    typeItem->setData(0, TypeRole, pointerData(type));
    typeItem->setFlags(typeItem->flags() | Qt::ItemIsEditable);
    QStringList typeProblems;
    for (const auto& [key, messages] : problems)
      if (key.first == t) typeProblems << messages;
    typeItem->setIcon(0, typeProblems.isEmpty() ? swatch(type->color) : warning);
    typeItem->setToolTip(0, typeProblems.isEmpty()
                                ? tr("Enemy type %1 with %n state(s)", nullptr, int(type->states.size()))
                                      .arg(qs(type->name))
                                : typeProblems.join(QLatin1Char('\n')));
    for (int s = 0; s < int(type->states.size()); ++s) {
      sw::EnemyState* state = type->states[std::size_t(s)].get();
      auto* stateItem = new QTreeWidgetItem(typeItem, {qs(state->name)});
      stateItem->setData(0, TypeRole, pointerData(type));
      stateItem->setData(0, StateRole, pointerData(state));
      stateItem->setFlags(stateItem->flags() | Qt::ItemIsEditable);
      auto found = problems.find({t, s});
      QString tip = s == 0 ? tr("Initial state") : QString();
      if (found != problems.end()) {
        stateItem->setIcon(0, warning);
        tip += (tip.isEmpty() ? QString() : QStringLiteral("\n")) + found->second.join(QLatin1Char('\n'));
      }
      stateItem->setToolTip(0, tip);
      if (s == 0) {
        QFont bold = stateItem->font(0);
        bold.setBold(true);
        stateItem->setFont(0, bold);
      }
    }
    typeItem->setExpanded(!collapsed.contains(type));
  }
  updating_ = false;
  showCurrent();
  showProblems();
  updateActions();
}

void EnemyTypesDock::showCurrent() {
  QTreeWidgetItem* item = document_->currentEnemyType()
                              ? itemFor(document_->currentEnemyType(), document_->currentEnemyState())
                              : nullptr;
  if (item == tree_->currentItem() && (!item || item->isSelected())) return;
  updating_ = true;
  if (item) {
    tree_->setCurrentItem(item);
    tree_->scrollToItem(item);
  } else {
    tree_->setCurrentItem(nullptr);
    tree_->clearSelection();
  }
  updating_ = false;
}

void EnemyTypesDock::onCurrentItemChanged(QTreeWidgetItem* item) {
  if (updating_ || !item) return;
  document_->setCurrentEnemyType(typeOf(item), stateOf(item));
}

void EnemyTypesDock::onItemRenamed(QTreeWidgetItem* item) {
  if (updating_) return;
  sw::EnemyType* type = typeOf(item);
  sw::EnemyState* state = stateOf(item);
  if (!type) return;
  const std::string name = item->text(0).trimmed().toStdString();
  if (name == (state ? state->name : type->name)) return;
  QString why;
  QUndoCommand* command = state ? makeRename(document_, state, QString::fromStdString(name), &why)
                                : makeRename(document_, type, QString::fromStdString(name), &why);
  if (command) {
    document_->undoStack()->push(command);
  } else {
    document_->log()->add(LogEntry::Severity::Warning, tr("Rename refused: %1").arg(why));
    scheduleRebuild();  // puts the old name back in the item
  }
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
  const std::string prefix = "/enemyTypes/" + std::to_string(index);
  const QIcon warning = standardIcon(QStyle::SP_MessageBoxWarning);
  for (const auto& e : errors) {
    if (e.where != prefix && e.where.rfind(prefix + "/", 0) != 0) continue;
    auto* item = new QListWidgetItem(warning, qs(e.message), problems_);
    item->setData(StateIndexRole, stateIndexOf(e.where));
    item->setToolTip(qs(e.where));
  }
  if (problems_->count() == 0) {
    auto* item = new QListWidgetItem(tr("No problems in %1").arg(qs(type->name)), problems_);
    item->setData(StateIndexRole, -1);
    item->setFlags(Qt::ItemIsEnabled);
  }
}

void EnemyTypesDock::updateActions() {
  sw::EnemyType* type = document_->editable(document_->currentEnemyType());
  sw::EnemyState* state = document_->editable(document_->currentEnemyState());
  duplicateType_->setEnabled(type);
  removeType_->setEnabled(type);
  addState_->setEnabled(type);
  removeState_->setEnabled(state);
  rename_->setEnabled(type);
  const int index = state ? int(std::find_if(type->states.begin(), type->states.end(),
                                             [state](const auto& s) { return s.get() == state; }) -
                                type->states.begin())
                          : -1;
  moveUp_->setEnabled(state && index > 0);
  moveDown_->setEnabled(state && index + 1 < int(type->states.size()));
}

void EnemyTypesDock::push(QUndoCommand* command) {
  if (command) document_->undoStack()->push(command);
}

}  // namespace sw::editor
