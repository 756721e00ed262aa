#include "ui/patterns/pattern_commands_view.h"

#include <QAction>
#include <QDropEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>
#include <functional>

#include "document/commands/pattern_commands.h"
#include "document/document.h"
#include "document/qt_strings.h"
#include "model/project/project.h"
#include "ui/patterns/pattern_command_focus.h"
#include "ui/patterns/pattern_command_summary.h"
#include "ui/shell/named_action.h"

namespace sw::editor {

namespace {

constexpr int kPathRole = Qt::UserRole;        // QVariantList: index, branch, index, branch ...
constexpr int kBranchRowRole = Qt::UserRole + 1;  // true on "branch N" rows

QVariantList encode(const sw::CommandPath& path) {
  QVariantList out;
  for (const auto& step : path) out << step.index << step.branch;
  return out;
}

sw::CommandPath decode(const QVariant& value) {
  const QVariantList list = value.toList();
  sw::CommandPath path;
  for (int i = 0; i + 1 < list.size(); i += 2) path.push_back({list[i].toInt(), list[i + 1].toInt()});
  return path;
}

QString keyOf(const QVariant& value) {
  QStringList parts;
  for (const QVariant& v : value.toList()) parts << v.toString();
  return parts.join(QLatin1Char(','));
}

// A branch row's list: its parallel's path, then (-1, branch).
sw::CommandList branchList(const sw::CommandPath& rowPath) {
  sw::CommandList list;
  list.owner.assign(rowPath.begin(), rowPath.end() - 1);
  list.branch = rowPath.back().branch;
  return list;
}

bool isBranchRow(const QTreeWidgetItem* item) { return item && item->data(0, kBranchRowRole).toBool(); }

}  // namespace

// The tree: drops are moves of the picked commands, made by the view as one edit of the
// pattern once the drag is over (the tree is rebuilt from the pattern, never moved by Qt).
class PatternCommandTree : public QTreeWidget {
 public:
  std::function<void(QTreeWidgetItem*, PatternCommandsView::DropAt)> dropped;
  using QTreeWidget::QTreeWidget;

 protected:
  void dropEvent(QDropEvent* event) override {
    if (event->source() != this) {
      event->ignore();
      return;
    }
    QTreeWidgetItem* target = itemAt(event->position().toPoint());
    using At = PatternCommandsView::DropAt;
    At position = At::Viewport;
    if (target) {
      switch (dropIndicatorPosition()) {
        case AboveItem: position = At::Above; break;
        case BelowItem: position = At::Below; break;
        case OnItem: position = At::On; break;
        default: target = nullptr; break;
      }
    }
    event->setDropAction(Qt::IgnoreAction);  // Qt must not move or remove rows itself
    event->accept();
    stopAutoScroll();
    setState(NoState);
    viewport()->update();
    const QVariant where = target ? target->data(0, kPathRole) : QVariant();
    const bool branchRow = isBranchRow(target);
    // After the drag's own event loop: the edit rebuilds the tree, deleting the items.
    QMetaObject::invokeMethod(
        this,
        [this, where, branchRow, position, hadTarget = target != nullptr] {
          QTreeWidgetItem* item = nullptr;
          if (hadTarget) {
            for (QTreeWidgetItemIterator it(this); *it && !item; ++it)
              if ((*it)->data(0, kPathRole) == where && isBranchRow(*it) == branchRow) item = *it;
            if (!item) return;
          }
          if (dropped) dropped(item, position);
        },
        Qt::QueuedConnection);
  }
};

PatternCommandsView::PatternCommandsView(Document* document, QWidget* parent)
    : QWidget(parent), document_(document) {
  setObjectName(QStringLiteral("patternCommands"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);

  auto* bar = new QToolBar(this);
  bar->setIconSize(QSize(16, 16));
  addButton_ = new QToolButton(bar);
  addButton_->setObjectName(QStringLiteral("addCommandButton"));
  addButton_->setText(tr("Add"));
  addButton_->setIcon(style()->standardIcon(QStyle::SP_FileDialogNewFolder));
  addButton_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  addButton_->setPopupMode(QToolButton::InstantPopup);
  addButton_->setToolTip(tr("Add a command after the current one (into the current branch when a branch is current)"));
  auto* menu = new QMenu(addButton_);
  for (int op = 0; op <= int(sw::PatternOp::Call); ++op) {
    const auto kind = sw::PatternOp(op);
    QAction* action = menu->addAction(commandTitle(kind));
    action->setObjectName(QStringLiteral("addCommand_") + qs(sw::toString(kind)));
    connect(action, &QAction::triggered, this, [this, kind] { add(kind); });
    addActions_.push_back(action);
  }
  addButton_->setMenu(menu);
  bar->addWidget(addButton_);
  addBranch_ = toolAction(this, tr("Add Branch"), "addBranchAction", QStyle::SP_FileDialogListView,
                          tr("Add a branch to the current parallel (it runs alongside the others)"));
  remove_ = toolAction(this, tr("Remove"), "removeCommandAction", QStyle::SP_TrashIcon,
                       tr("Remove the picked commands, or the picked branches (Delete)"));
  up_ = toolAction(this, tr("Move Up"), "moveCommandUpAction", QStyle::SP_ArrowUp,
                   tr("Move the picked commands up in their list (Ctrl+Up); drag rows to move them anywhere"));
  down_ = toolAction(this, tr("Move Down"), "moveCommandDownAction", QStyle::SP_ArrowDown,
                     tr("Move the picked commands down in their list (Ctrl+Down)"));
  up_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Up));
  down_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Down));
  for (QAction* a : {up_, down_}) a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
  bar->addActions({addBranch_, remove_, up_, down_});
  addActions({up_, down_});
  layout->addWidget(bar);

  note_ = new QLabel(this);
  note_->setObjectName(QStringLiteral("patternCommandsNote"));
  note_->setWordWrap(true);
  note_->setText(tr("The text has changes with problems that are not applied; this is the pattern as it is in the "
                    "project. Fix or undo them in the Text tab to edit here."));
  note_->setStyleSheet(QStringLiteral("color: #b03020"));
  note_->hide();
  layout->addWidget(note_);

  tree_ = new PatternCommandTree(this);
  tree_->setObjectName(QStringLiteral("patternCommandTree"));
  tree_->setColumnCount(2);
  tree_->setHeaderLabels({tr("Command"), tr("Values")});
  tree_->setHeaderHidden(true);  // a row reads "wait  10 ticks"; the header's room shows one more command
  tree_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
  tree_->header()->setStretchLastSection(true);
  tree_->setSelectionMode(QAbstractItemView::ExtendedSelection);
  tree_->setDragDropMode(QAbstractItemView::DragDrop);
  tree_->setDefaultDropAction(Qt::MoveAction);
  tree_->setDragEnabled(true);
  tree_->setAcceptDrops(true);
  tree_->setDropIndicatorShown(true);
  tree_->setUniformRowHeights(true);
  tree_->dropped = [this](QTreeWidgetItem* target, DropAt position) {
    if (auto place = dropPlace(target, position)) moveTo(place->first, place->second);
  };
  layout->addWidget(tree_, 1);

  editFocus_ = document_->focus();
  PatternCommandFocus::Hooks hooks;
  hooks.pattern = [this] { return shown_; };
  hooks.picked = [this] { return picked_; };
  hooks.lost = [this] {
    updating_ = true;
    tree_->clearSelection();
    picked_.clear();
    pickedBranches_.clear();
    updating_ = false;
    updateActions();
  };
  hooks.pick = [this](std::vector<sw::CommandPath> paths) { picked_ = std::move(paths); };
  focus_ = std::make_unique<PatternCommandFocus>(document_, std::move(hooks));

  connect(tree_, &QTreeWidget::itemSelectionChanged, this, &PatternCommandsView::selectionChanged);
  // A click on a picked row after another part of the editor took the focus.
  connect(tree_, &QTreeWidget::itemClicked, this, [this] {
    if (!picked_.empty()) document_->focus()->take(focus_.get());
  });
  connect(tree_, &QTreeWidget::itemCollapsed, this,
          [this](QTreeWidgetItem* item) { if (!updating_) collapsed_.insert(keyOf(item->data(0, kPathRole)) + (isBranchRow(item) ? "b" : "")); });
  connect(tree_, &QTreeWidget::itemExpanded, this,
          [this](QTreeWidgetItem* item) { if (!updating_) collapsed_.remove(keyOf(item->data(0, kPathRole)) + (isBranchRow(item) ? "b" : "")); });
  connect(addBranch_, &QAction::triggered, this, &PatternCommandsView::addBranch);
  connect(remove_, &QAction::triggered, this, &PatternCommandsView::removePicked);
  connect(up_, &QAction::triggered, this, [this] { movePicked(-1); });
  connect(down_, &QAction::triggered, this, [this] { movePicked(1); });
  updateActions();
}

PatternCommandsView::~PatternCommandsView() {
  if (editFocus_) editFocus_->release(focus_.get());  // the document may be gone already
}

QTreeWidget* PatternCommandsView::tree() const { return tree_; }

int PatternCommandsView::patternIndex() const {
  const auto& patterns = document_->project().patterns;
  for (std::size_t i = 0; i < patterns.size(); ++i)
    if (patterns[i]->name == shown_) return int(i);
  return -1;
}

void PatternCommandsView::showPattern(const std::string& name) {
  if (name != shown_) {
    picked_.clear();
    pickedBranches_.clear();
    collapsed_.clear();
    problems_.clear();
    shown_ = name;
  }
  rebuild();
}

void PatternCommandsView::setProblems(const std::vector<std::pair<std::string, QString>>& problems) {
  problems_ = problems;
  rebuild();
}

void PatternCommandsView::setTextPending(bool pending) {
  if (pending == textPending_) return;
  textPending_ = pending;
  note_->setVisible(pending);
  updateActions();
}

QTreeWidgetItem* PatternCommandsView::commandItem(const sw::PatternCommand& command, const sw::CommandPath& path) {
  auto* item = new QTreeWidgetItem({commandTitle(command.op), commandSummary(command)});
  item->setData(0, kPathRole, encode(path));
  Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled;
  if (sw::holdsActions(command.op)) flags |= Qt::ItemIsDropEnabled;
  item->setFlags(flags);
  item->setToolTip(1, item->text(1));
  return item;
}

void PatternCommandsView::fill(QTreeWidgetItem* parent, const std::vector<sw::PatternCommand>& list,
                               const sw::CommandList& at) {
  for (std::size_t i = 0; i < list.size(); ++i) {
    const sw::PatternCommand& c = list[i];
    const sw::CommandPath path = sw::pathIn(at, int(i));
    QTreeWidgetItem* item = commandItem(c, path);
    parent ? parent->addChild(item) : tree_->addTopLevelItem(item);
    if (sw::holdsActions(c.op)) fill(item, c.actions, {path, -1});
    for (std::size_t b = 0; b < c.branches.size(); ++b) {
      auto* branch = new QTreeWidgetItem({tr("branch %1").arg(b + 1), tr("%n command(s)", nullptr, int(c.branches[b].size()))});
      sw::CommandPath rowPath = path;
      rowPath.push_back({-1, int(b)});
      branch->setData(0, kPathRole, encode(rowPath));
      branch->setData(0, kBranchRowRole, true);
      branch->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDropEnabled);
      QFont italic = branch->font(0);
      italic.setItalic(true);
      branch->setFont(0, italic);
      item->addChild(branch);
      fill(branch, c.branches[b], {path, int(b)});
    }
  }
}

void PatternCommandsView::rebuild() {
  updating_ = true;
  tree_->clear();
  const int index = patternIndex();
  const sw::BulletPattern* pattern = index < 0 ? nullptr : document_->project().patterns[std::size_t(index)].get();
  if (pattern) {
    fill(nullptr, pattern->actions, {});
    // Problems mark the deepest row whose pointer starts the problem's pointer.
    std::vector<std::pair<std::string, QTreeWidgetItem*>> rows;
    for (QTreeWidgetItemIterator it(tree_); *it; ++it)
      if (!isBranchRow(*it)) rows.push_back({sw::pointerOf(*pattern, decode((*it)->data(0, kPathRole))), *it});
    for (const auto& [where, message] : problems_) {
      QTreeWidgetItem* best = nullptr;
      std::size_t bestLength = 0;
      for (const auto& [pointer, item] : rows)
        if (!pointer.empty() && where.rfind(pointer, 0) == 0 &&
            (where.size() == pointer.size() || where[pointer.size()] == '/') && pointer.size() > bestLength) {
          best = item;
          bestLength = pointer.size();
        }
      if (!best) continue;
      const QString tip = best->data(1, Qt::UserRole).toString();
      best->setData(1, Qt::UserRole, tip.isEmpty() ? message : tip + QLatin1Char('\n') + message);
      for (int column = 0; column < 2; ++column) {
        best->setForeground(column, QColor(200, 40, 40));
        best->setToolTip(column, best->data(1, Qt::UserRole).toString());
      }
    }
  }
  // Open everything but what the user folded; pick again what still exists.
  std::vector<sw::CommandPath> kept;
  std::vector<sw::CommandList> keptBranches;
  for (QTreeWidgetItemIterator it(tree_); *it; ++it) {
    QTreeWidgetItem* item = *it;
    const QVariant data = item->data(0, kPathRole);
    const bool branch = isBranchRow(item);
    item->setExpanded(!collapsed_.contains(keyOf(data) + (branch ? "b" : "")));
    const sw::CommandPath path = decode(data);
    const bool picked = branch ? std::find(pickedBranches_.begin(), pickedBranches_.end(), branchList(path)) !=
                                     pickedBranches_.end()
                               : std::find(picked_.begin(), picked_.end(), path) != picked_.end();
    if (!picked) continue;
    item->setSelected(true);
    if (!tree_->currentItem() || tree_->currentItem() == item) tree_->setCurrentItem(item, 0, QItemSelectionModel::NoUpdate);
    branch ? keptBranches.push_back(branchList(path)) : kept.push_back(path);
  }
  picked_ = std::move(kept);
  pickedBranches_ = std::move(keptBranches);
  tree_->setEnabled(pattern != nullptr);
  updating_ = false;
  updateActions();
  if (document_->focus()->holds(focus_.get())) {
    if (picked_.empty()) document_->focus()->release(focus_.get());
    else document_->focus()->ownerChanged(focus_.get());
  }
}

void PatternCommandsView::pick(const std::vector<sw::CommandPath>& paths) {
  updating_ = true;
  tree_->clearSelection();
  QTreeWidgetItem* first = nullptr;
  for (QTreeWidgetItemIterator it(tree_); *it; ++it)
    if (!isBranchRow(*it) && std::find(paths.begin(), paths.end(), decode((*it)->data(0, kPathRole))) != paths.end()) {
      (*it)->setSelected(true);
      if (!first) first = *it;
    }
  if (first) tree_->setCurrentItem(first, 0, QItemSelectionModel::NoUpdate);
  updating_ = false;
  selectionChanged();
}

void PatternCommandsView::selectionChanged() {
  if (updating_) return;
  picked_.clear();
  pickedBranches_.clear();
  for (QTreeWidgetItemIterator it(tree_, QTreeWidgetItemIterator::Selected); *it; ++it) {
    const sw::CommandPath path = decode((*it)->data(0, kPathRole));
    isBranchRow(*it) ? pickedBranches_.push_back(branchList(path)) : picked_.push_back(path);
  }
  std::sort(picked_.begin(), picked_.end());
  updateActions();
  if (!picked_.empty()) document_->focus()->take(focus_.get());
  else document_->focus()->release(focus_.get());
}

std::optional<sw::CommandPath> PatternCommandsView::currentParallel() const {
  QTreeWidgetItem* item = tree_->currentItem();
  if (!item || !item->isSelected()) return std::nullopt;
  const sw::CommandPath path = decode(item->data(0, kPathRole));
  if (isBranchRow(item)) return branchList(path).owner;
  const sw::BulletPattern* pattern = document_->project().findPattern(shown_);
  const sw::PatternCommand* c = pattern ? sw::findCommand(*pattern, path) : nullptr;
  if (c && c->op == sw::PatternOp::Parallel) return path;
  return std::nullopt;
}

void PatternCommandsView::updateActions() {
  const bool editable = patternIndex() >= 0 && !textPending_;
  addButton_->setEnabled(editable);
  addBranch_->setEnabled(editable && currentParallel().has_value());
  remove_->setEnabled(editable && (!picked_.empty() || !pickedBranches_.empty()));
  // Up and down move commands of one list by one place.
  bool oneList = !picked_.empty();
  for (const auto& p : picked_) oneList = oneList && sw::listOf(p) == sw::listOf(picked_.front());
  up_->setEnabled(editable && oneList && picked_.front().back().index > 0);
  bool lastInList = true;
  if (oneList)
    if (const sw::BulletPattern* pattern = document_->project().findPattern(shown_))
      if (const auto* list = sw::findList(*pattern, sw::listOf(picked_.back())))
        lastInList = picked_.back().back().index + 1 >= int(list->size());
  down_->setEnabled(editable && oneList && !lastInList);
  tree_->setDragEnabled(editable);
}

bool PatternCommandsView::edit(const QString& text, const std::function<bool(sw::BulletPattern&)>& change,
                               std::vector<sw::CommandPath> pickAfter) {
  const int index = patternIndex();
  if (index < 0 || textPending_) return false;
  QUndoCommand* command = makeEditPatternCommands(document_, std::size_t(index), text, change);
  if (!command) return false;
  picked_ = std::move(pickAfter);
  pickedBranches_.clear();
  document_->undoStack()->push(command);  // the patterns' change rebuilds the tree
  pick(picked_);
  return true;
}

void PatternCommandsView::add(sw::PatternOp op) {
  // After the current command in its list; into the current branch at its end; else at
  // the end of the pattern.
  sw::CommandList list;
  int at = INT_MAX;
  if (QTreeWidgetItem* item = tree_->currentItem(); item && item->isSelected()) {
    const sw::CommandPath path = decode(item->data(0, kPathRole));
    if (isBranchRow(item)) {
      list = branchList(path);
    } else {
      list = sw::listOf(path);
      at = path.back().index + 1;
    }
  }
  const sw::BulletPattern* pattern = document_->project().findPattern(shown_);
  const auto* target = pattern ? sw::findList(*pattern, list) : nullptr;
  if (!target) return;
  at = std::min(at, int(target->size()));
  edit(tr("Add %1 command").arg(commandTitle(op)),
       [&](sw::BulletPattern& p) { return sw::insertCommands(p, list, at, {sw::defaultCommand(op)}); },
       {sw::pathIn(list, at)});
}

void PatternCommandsView::addBranch() {
  const auto parallel = currentParallel();
  if (!parallel) return;
  edit(tr("Add branch"), [&](sw::BulletPattern& p) { return sw::addBranch(p, *parallel); }, picked_);
}

void PatternCommandsView::removePicked() {
  if (!picked_.empty()) {
    QString why;
    if (QUndoCommand* command = focus_->removeCommand(&why)) {
      const auto pickAfter = picked_;
      document_->undoStack()->push(command);
      pick(pickAfter);
    }
    return;
  }
  if (pickedBranches_.empty()) return;
  auto branches = pickedBranches_;
  // Last first, so the branch numbers not yet removed still hold.
  std::sort(branches.begin(), branches.end(),
            [](const sw::CommandList& a, const sw::CommandList& b) {
              return a.owner != b.owner ? a.owner < b.owner : a.branch > b.branch;
            });
  edit(tr("Remove %n branch(es)", nullptr, int(branches.size())),
       [&](sw::BulletPattern& p) {
         for (const auto& b : branches)
           if (!sw::removeBranch(p, b.owner, b.branch)) return false;
         return true;
       },
       {});
}

void PatternCommandsView::movePicked(int by) {
  if (picked_.empty()) return;
  const sw::CommandList list = sw::listOf(picked_.front());
  const int first = picked_.front().back().index, last = picked_.back().back().index;
  moveTo(list, by < 0 ? first - 1 : last + 2);
}

bool PatternCommandsView::moveTo(const sw::CommandList& list, int index) {
  if (picked_.empty()) return false;
  const auto sources = picked_;
  std::vector<sw::CommandPath> moved;
  sw::BulletPattern probe = *document_->project().patterns[std::size_t(std::max(0, patternIndex()))];
  if (patternIndex() < 0 || !sw::moveCommands(probe, sources, list, index, &moved)) return false;
  return edit(tr("Move %n pattern command(s)", nullptr, int(sources.size())),
              [&](sw::BulletPattern& p) { return sw::moveCommands(p, sources, list, index); }, moved);
}

std::optional<std::pair<sw::CommandList, int>> PatternCommandsView::dropPlace(
    QTreeWidgetItem* target, DropAt position) const {
  const sw::BulletPattern* pattern = document_->project().findPattern(shown_);
  if (!pattern) return std::nullopt;
  if (!target || position == DropAt::Viewport) return std::make_pair(sw::CommandList{}, int(pattern->actions.size()));
  const sw::CommandPath path = decode(target->data(0, kPathRole));
  if (isBranchRow(target)) {
    const sw::CommandList list = branchList(path);
    const auto* commands = sw::findList(*pattern, list);
    if (!commands) return std::nullopt;
    // Above a branch row: the start of that branch; on or below it: its end.
    return std::make_pair(list, position == DropAt::Above ? 0 : int(commands->size()));
  }
  const sw::PatternCommand* command = sw::findCommand(*pattern, path);
  if (!command) return std::nullopt;
  const sw::CommandList list = sw::listOf(path);
  switch (position) {
    case DropAt::Above: return std::make_pair(list, path.back().index);
    case DropAt::Below: return std::make_pair(list, path.back().index + 1);
    case DropAt::On:
      if (sw::holdsActions(command->op)) return std::make_pair(sw::CommandList{path, -1}, int(command->actions.size()));
      return std::make_pair(list, path.back().index + 1);
    default: return std::nullopt;
  }
}

}  // namespace sw::editor
