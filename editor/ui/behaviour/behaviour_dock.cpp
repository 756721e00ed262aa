#include "ui/behaviour/behaviour_dock.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSignalBlocker>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include "document/document.h"
#include "model/level/level.h"
#include "model/level/spawn.h"
#include "ui/behaviour/behaviour_graph_items.h"
#include "ui/behaviour/behaviour_graph_scene.h"
#include "ui/behaviour/behaviour_view.h"

namespace sw::editor {

using behaviour::MachineRef;

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
}  // namespace

BehaviourDock::BehaviourDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Behaviour"), parent), document_(document) {
  setObjectName(QStringLiteral("behaviourDock"));
  auto* body = new QWidget(this);
  typeLabel_ = new QLabel(body);
  typeLabel_->setObjectName(QStringLiteral("behaviourTypeLabel"));
  QFont bold = typeLabel_->font();
  bold.setBold(true);
  typeLabel_->setFont(bold);
  machines_ = new QComboBox(body);
  machines_->setObjectName(QStringLiteral("behaviourMachineCombo"));
  machines_->setToolTip(
      tr("The state machine shown: the body's, or one of a part's (they all run side by side)"));
  machines_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  auto* tools = new QToolBar(body);
  tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
  add_ = tools->addAction(tr("Add State"));
  add_->setObjectName(QStringLiteral("addBehaviourState"));
  add_->setToolTip(tr("A new state in this machine (the first state of a machine is its initial one)"));
  delete_ = tools->addAction(tr("Delete"));
  delete_->setObjectName(QStringLiteral("deleteBehaviourSelection"));
  delete_->setToolTip(
      tr("Delete the picked transitions and states (Delete); a state takes the lines that lead to it along"));
  arrange_ = tools->addAction(tr("Arrange"));
  arrange_->setObjectName(QStringLiteral("arrangeBehaviourGraph"));
  arrange_->setToolTip(tr("Lay the machine out afresh: columns by steps from the initial state"));
  frame_ = tools->addAction(tr("Frame All"));
  frame_->setObjectName(QStringLiteral("frameBehaviourGraph"));
  frame_->setToolTip(tr("Show the whole machine (Home)"));

  scene_ = new behaviour::BehaviourGraphScene(document, this);
  view_ = new behaviour::BehaviourView(scene_, body);
  view_->setToolTip(
      tr("Drag from a state's orange dot onto a state: a new transition. Double-click a "
         "transition to edit its condition; right-click for more."));
  problems_ = new QLabel(body);
  problems_->setObjectName(QStringLiteral("behaviourProblems"));
  problems_->setWordWrap(true);

  auto* top = new QHBoxLayout;
  top->addWidget(typeLabel_);
  top->addWidget(machines_, 1);
  top->addWidget(tools);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->setSpacing(4);
  layout->addLayout(top);
  layout->addWidget(view_, 1);
  layout->addWidget(problems_);
  setWidget(body);

  connect(machines_, &QComboBox::currentIndexChanged, this, [this] {
    scene_->setMachine(type_, machine());
    view_->requestFrame();
    showProblems();
  });
  connect(add_, &QAction::triggered, scene_, &behaviour::BehaviourGraphScene::addState);
  connect(delete_, &QAction::triggered, scene_, &behaviour::BehaviourGraphScene::deleteSelection);
  connect(frame_, &QAction::triggered, view_, &behaviour::BehaviourView::frameAll);
  connect(arrange_, &QAction::triggered, this, [this] {
    scene_->arrange();
    view_->frameAll();
  });
  connect(scene_, &behaviour::BehaviourGraphScene::statePicked, this, &BehaviourDock::onStatePicked);
  // Dialogs and menus open after the scene has finished with the mouse event.
  connect(scene_, &behaviour::BehaviourGraphScene::conditionEditRequested, this,
          &BehaviourDock::editCondition, Qt::QueuedConnection);
  connect(scene_, &behaviour::BehaviourGraphScene::contextMenuRequested, this, &BehaviourDock::showMenu,
          Qt::QueuedConnection);
  connect(scene_, &behaviour::BehaviourGraphScene::statusMessage, problems_, &QLabel::setText);
  // Shown from the View menu: in front of the docks it shares a tab group with.
  connect(toggleViewAction(), &QAction::triggered, this, [this](bool on) {
    if (on) raise();
  });

  connect(document_, &Document::projectReset, this, [this] {
    type_ = nullptr;  // the old project's types go with it
    refresh();
  });
  connect(document_, &Document::currentEnemyTypeChanged, this, &BehaviourDock::followCurrent);
  connect(document_, &Document::enemyTypesChanged, this, &BehaviourDock::refresh);
  // Any undo or redo (a part renamed, states moved): the machines and lines may differ.
  connect(document_->undoStack(), &QUndoStack::indexChanged, this, &BehaviourDock::refresh);
  connect(document_->selection(), &Selection::changed, this, &BehaviourDock::followSelection);
  refresh();
}

MachineRef BehaviourDock::machine() const {
  const int at = machines_->currentIndex();
  return at >= 0 && at < int(listed_.size()) ? listed_[std::size_t(at)] : MachineRef{};
}

void BehaviourDock::showEnemyType(const sw::EnemyType* type) {
  sw::EnemyType* own = document_->editable(type);
  if (own == type_) return;
  type_ = own;
  rebuildMachines({});
  view_->requestFrame();
}

bool BehaviourDock::showMachine(const MachineRef& machine) {
  for (std::size_t i = 0; i < listed_.size(); ++i)
    if (listed_[i] == machine) {
      machines_->setCurrentIndex(int(i));
      return true;
    }
  return false;
}

void BehaviourDock::followCurrent() {
  if (following_) return;
  const sw::EnemyType* type = document_->currentEnemyType();
  if (!type) return;  // the last type stays shown
  const sw::EnemyState* state = document_->currentEnemyState();
  if (type != type_) showEnemyType(type);
  const auto holding = behaviour::machineHolding(*type_, state);
  if (!holding) return;
  showMachine(*holding);
  scene_->sync();
  const auto& states = *behaviour::statesOf(*type_, holding->part);
  for (std::size_t i = 0; i < states.size(); ++i)
    if (states[i].get() == state) scene_->selectState(int(i));
}

void BehaviourDock::followSelection() {
  if (document_->currentEnemyType()) return;  // the Enemy Types dock's pick comes first
  const sw::Level* level = document_->level();
  if (!level) return;
  for (sw::ObjectId id : document_->selection()->ids())
    if (const auto* spawn = dynamic_cast<const sw::Spawn*>(level->findById(id)))
      for (const auto& type : document_->project().enemyTypes)
        if (type->name == spawn->enemyType) return showEnemyType(type.get());
}

void BehaviourDock::refresh() {
  bool present = false;
  for (const auto& type : document_->project().enemyTypes) present = present || type.get() == type_;
  if (!present) type_ = nullptr;
  if (!type_ && document_->currentEnemyType()) type_ = document_->editable(document_->currentEnemyType());
  rebuildMachines(machine());
}

void BehaviourDock::rebuildMachines(const MachineRef& keep) {
  std::vector<MachineRef> now = type_ ? behaviour::machinesOf(*type_) : std::vector<MachineRef>{};
  QStringList names;
  for (const MachineRef& m : now)
    names << (m.part < 0 ? tr("Body: %1").arg(qs(m.machine))
                         : tr("Part %1: %2").arg(qs(type_->parts[std::size_t(m.part)]->name), qs(m.machine)));
  QStringList shown;
  for (int i = 0; i < machines_->count(); ++i) shown << machines_->itemText(i);
  if (now != listed_ || names != shown) {
    const QSignalBlocker quiet(machines_);
    machines_->clear();
    listed_ = std::move(now);
    machines_->addItems(names);
    int at = 0;
    for (std::size_t i = 0; i < listed_.size(); ++i)
      if (listed_[i] == keep) at = int(i);
    machines_->setCurrentIndex(listed_.empty() ? -1 : at);
  }
  scene_->setMachine(type_, machine());
  typeLabel_->setText(type_ ? qs(type_->name) : QString());
  add_->setEnabled(type_);
  delete_->setEnabled(type_);
  arrange_->setEnabled(type_);
  machines_->setEnabled(type_);
  showProblems();
}

void BehaviourDock::showProblems() {
  if (!type_) {
    problems_->setText(
        tr("Pick an enemy type in the Enemy Types dock (or a spawn in the level) to see its behaviour"));
    return;
  }
  const behaviour::BehaviourGraph& graph = scene_->graph();
  int problems = 0;
  for (const auto& node : graph.nodes) problems += int(node.problems.size());
  for (const auto& wire : graph.wires) problems += int(wire.problems.size());
  if (graph.nodes.empty())
    problems_->setText(tr("No states in this machine yet: Add State (or right-click the graph) makes one"));
  else if (problems == 0)
    problems_->setText(tr("%n state(s), no problems", nullptr, int(graph.nodes.size())));
  else
    problems_->setText(
        tr("%n problem(s): shown in red on the graph (hover for the message)", nullptr, problems));
}

void BehaviourDock::onStatePicked(int source) {
  sw::EnemyState* state = scene_->stateAt(source);
  if (!type_ || !state) return;
  following_ = true;
  document_->setCurrentEnemyType(type_, state);
  following_ = false;
}

void BehaviourDock::editCondition(int from, int line) {
  const sw::EnemyState* state = scene_->stateAt(from);
  if (!state || line < 0 || line >= int(state->transitions.size())) return;
  bool ok = false;
  const QString condition = QInputDialog::getText(
      this, tr("Transition Condition"),
      tr("When does %1 change state?\nafter N, health < N, pathEnd, playerWithin R, trigger NAME, flag NAME, "
         "destroyed PART, phase NAME, always")
          .arg(qs(state->name)),
      QLineEdit::Normal,
      qs(behaviour::conditionText(state->transitions[std::size_t(line)]).value_or(std::string())), &ok);
  if (ok) scene_->setCondition(from, line, condition.toStdString());
}

void BehaviourDock::showMenu(int source, int wireFrom, int wireLine, QPoint screenPos) {
  if (!type_) return;
  QMenu menu(this);
  QAction* add = menu.addAction(tr("Add State"));
  QAction* removeState = nullptr;
  QAction* edit = nullptr;
  QAction* removeWire = nullptr;
  if (const sw::EnemyState* state = scene_->stateAt(source))
    removeState = menu.addAction(tr("Delete State %1").arg(qs(state->name)));
  if (wireFrom >= 0 && wireLine >= 0) {
    edit = menu.addAction(tr("Edit Condition..."));
    removeWire = menu.addAction(tr("Delete Transition"));
  }
  QAction* picked = menu.exec(screenPos);
  if (!picked) return;
  if (picked == add) scene_->addState();
  if (picked == removeState) scene_->removeState(source);
  if (picked == edit) editCondition(wireFrom, wireLine);
  if (picked == removeWire) scene_->removeWire(wireFrom, sw::StateList::Transitions, wireLine);
}

void BehaviourDock::showLive(const LiveBehaviour& live) {
  const behaviour::BehaviourGraph& graph = scene_->graph();
  const auto sourceNamed = [&](const std::string& name) {
    for (const auto& node : graph.nodes)
      if (!name.empty() && node.name == name) return node.source;
    return -1;
  };
  const int from = sourceNamed(live.flashFrom);
  scene_->setLive(sourceNamed(live.state), from, from >= 0 ? live.flashTransition : -1);
}

}  // namespace sw::editor
