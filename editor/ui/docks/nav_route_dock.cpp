#include "ui/docks/nav_route_dock.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPixmap>
#include <QPushButton>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "document/document.h"
#include "model/level/nav_objects.h"
#include "model/level/level_nav_graph.h"
#include "ui/tools/nav_edit_tool.h"
#include "ui/viewport/nav_overlays.h"

namespace sw::editor {
namespace {

QString actionText(sw::graph::NavAction action) {
  switch (action) {
    case sw::graph::NavAction::Walk: return NavRouteDock::tr("walk");
    case sw::graph::NavAction::Jump: return NavRouteDock::tr("jump");
    case sw::graph::NavAction::Fall: return NavRouteDock::tr("fall");
    case sw::graph::NavAction::Climb: return NavRouteDock::tr("climb");
    case sw::graph::NavAction::Grip: return NavRouteDock::tr("grip");
    case sw::graph::NavAction::None: return NavRouteDock::tr("arrive");
  }
  return {};
}

// The actions a route can take, in the legend's order.
constexpr sw::NavLink::Action kShownActions[] = {sw::NavLink::Action::Walk, sw::NavLink::Action::Jump,
                                                 sw::NavLink::Action::Fall, sw::NavLink::Action::Climb,
                                                 sw::NavLink::Action::Grip};

sw::NavLink::Action modelAction(sw::graph::NavAction action) {
  for (auto a : kShownActions)
    if (sw::toNavAction(a) == action) return a;
  return sw::NavLink::Action::None;
}

QPixmap swatch(const QColor& color) {
  QPixmap p(10, 10);
  p.fill(color);
  return p;
}

}  // namespace

NavRouteDock::NavRouteDock(Document* document, NavEditTool* tool, QWidget* parent)
    : QDockWidget(tr("Route"), parent), document_(document), tool_(tool) {
  setObjectName(QStringLiteral("navRouteDock"));
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(4, 4, 4, 4);

  auto* buttons = new QHBoxLayout();
  auto* find = new QToolButton(body);
  find->setDefaultAction(tool_->findRouteAction());
  find->setToolButtonStyle(Qt::ToolButtonTextOnly);
  auto* clear = new QPushButton(tr("Clear"), body);
  clear->setObjectName(QStringLiteral("navRouteClear"));
  connect(clear, &QPushButton::clicked, tool_, &NavEditTool::clearRoute);
  buttons->addWidget(find);
  buttons->addWidget(clear);
  buttons->addStretch(1);
  layout->addLayout(buttons);

  summary_ = new QLabel(body);
  summary_->setObjectName(QStringLiteral("navRouteSummary"));
  summary_->setWordWrap(true);
  layout->addWidget(summary_);

  steps_ = new QTreeWidget(body);
  steps_->setObjectName(QStringLiteral("navRouteSteps"));
  steps_->setHeaderLabels({tr("#"), tr("Node"), tr("Action"), tr("Cost")});
  steps_->setRootIsDecorated(false);
  steps_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
  connect(steps_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
    const auto id = item->data(0, Qt::UserRole).toULongLong();
    if (id) document_->selection()->set({sw::ObjectId(id)});
  });
  layout->addWidget(steps_, 2);

  auto* doorsLabel = new QLabel(tr("Doors: assume open"), body);
  doorsLabel->setToolTip(tr("Nodes with a Passable When condition. Unchecked doors are closed for the query"));
  layout->addWidget(doorsLabel);
  doors_ = new QListWidget(body);
  doors_->setObjectName(QStringLiteral("navRouteDoors"));
  connect(doors_, &QListWidget::itemChanged, this, &NavRouteDock::doorToggled);
  layout->addWidget(doors_, 1);

  QString legend;
  for (auto a : kShownActions)
    legend += QStringLiteral("<span style=\"color:%1\">&#9654; %2</span>&nbsp;&nbsp;")
                  .arg(sw::ui::navActionColor(a).name(), actionText(sw::toNavAction(a)));
  auto* legendLabel = new QLabel(legend, body);
  legendLabel->setObjectName(QStringLiteral("navRouteLegend"));
  legendLabel->setToolTip(tr("Arrows per direction of a link: walk one head, jump two, fall a head with a bar, "
                             "climb a hollow head, grip two hollow heads; no arrow: that way is closed"));
  layout->addWidget(legendLabel);
  setWidget(body);

  connect(tool_, &NavEditTool::routeChanged, this, &NavRouteDock::rebuild);
  connect(document_, &Document::structureChanged, this, &NavRouteDock::rebuild);
  connect(document_, &Document::objectsChanged, this, &NavRouteDock::rebuild);
  connect(document_, &Document::projectReset, this, &NavRouteDock::rebuild);
  connect(document_, &Document::levelSwitched, this, &NavRouteDock::rebuild);
  rebuild();
}

void NavRouteDock::rebuild() {
  filling_ = true;
  const sw::Level* level = document_->level();
  auto nameOf = [level](sw::ObjectId id) {
    const sw::LevelObject* o = level && id ? level->findById(id) : nullptr;
    return o ? QString::fromStdString(o->name) : QString();
  };
  const auto& steps = tool_->routeSteps();
  if (tool_->routeStart() && tool_->routeGoal()) {
    summary_->setText(tool_->routeFound()
                          ? tr("%1 to %2: %n step(s), cost %3", nullptr, int(steps.size()) - 1)
                                .arg(nameOf(tool_->routeStart()), nameOf(tool_->routeGoal()))
                                .arg(tool_->routeCost(), 0, 'g', 6)
                          : tr("No route from %1 to %2 with these doors")
                                .arg(nameOf(tool_->routeStart()), nameOf(tool_->routeGoal())));
  } else if (tool_->routeStart()) {
    summary_->setText(tr("From %1: click the goal node").arg(nameOf(tool_->routeStart())));
  } else {
    summary_->setText(tr("Select two nav nodes and press F8, or press F8 and click a start and a goal"));
  }
  steps_->clear();
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const NavEditTool::Step& step = steps[i];
    auto* item = new QTreeWidgetItem(steps_);
    item->setText(0, QString::number(i + 1));
    item->setText(1, step.name);
    item->setText(2, actionText(step.action));
    if (step.action != sw::graph::NavAction::None) {
      item->setText(3, QString::number(step.cost, 'g', 6));
      item->setIcon(2, QIcon(swatch(sw::ui::navActionColor(modelAction(step.action)))));
    }
    item->setData(0, Qt::UserRole, QVariant::fromValue<qulonglong>(step.node));
  }
  // The doors, keeping what is checked; a door that left the level leaves the set.
  QSet<QString> open;
  doors_->clear();
  for (const QString& name : tool_->doors()) {
    auto* item = new QListWidgetItem(name, doors_);
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    const bool isOpen = tool_->assumedOpen().contains(name);
    item->setCheckState(isOpen ? Qt::Checked : Qt::Unchecked);
    if (isOpen) open.insert(name);
    if (const auto* node = level ? sw::objectCast<const sw::NavNode*>(level->findByName(name.toStdString())) : nullptr)
      item->setToolTip(tr("Passable when: %1").arg(QString::fromStdString(node->passableWhen)));
  }
  filling_ = false;
  if (open != tool_->assumedOpen()) tool_->setAssumedOpen(open);  // re-enters rebuild via routeChanged
}

void NavRouteDock::doorToggled() {
  if (filling_) return;
  QSet<QString> open;
  for (int i = 0; i < doors_->count(); ++i)
    if (doors_->item(i)->checkState() == Qt::Checked) open.insert(doors_->item(i)->text());
  tool_->setAssumedOpen(open);
}

}  // namespace sw::editor
