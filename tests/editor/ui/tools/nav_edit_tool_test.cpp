// The pathing graph tools without a window: Add Nav Nodes places a node per click (one undo
// step each), a drag from node to node links them (walk both ways, cost = distance, one undo
// step, no duplicates), a click on a node selects it, gestures it does not take pass on to
// the next handler, and Find Route lists steps, goes round closed doors and through doors
// assumed open, and follows edits and undo. The Route dock shows the same.
#include "ui/tools/nav_edit_tool.h"

#include <QAction>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

#include "document/commands/commands.h"
#include "document/document.h"
#include "model/level/nav_objects.h"
#include "model/io/project_io.h"
#include "ui/docks/nav_route_dock.h"
#include "ui/viewport/viewport_picking.h"
#include "view/camera_controller.h"

using namespace sw;
using namespace sw::editor;
using sw::ui::CameraController;
using sw::ui::ScreenProjector;

namespace {
// A handler that takes every press, to see what the tool passes on.
struct NavRecorder : sw::ui::ViewportGestureHandler {
  int presses = 0, moves = 0, releases = 0;
  bool press(const CameraController&, QPointF, Qt::KeyboardModifiers) override { return ++presses, true; }
  void move(const CameraController&, QPointF, Qt::KeyboardModifiers) override { ++moves; }
  void release(const CameraController&, QPointF, Qt::KeyboardModifiers) override { ++releases; }
  void cancel() override {}
  bool band(const CameraController&, const QRectF&, Qt::KeyboardModifiers) override { return false; }
  bool wantsKey(const QKeyEvent*) const override { return false; }
  bool key(QKeyEvent*) override { return false; }
};
}  // namespace

class NavEditToolTest : public QObject {
  Q_OBJECT
  std::unique_ptr<Document> doc_;
  std::unique_ptr<NavEditTool> tool_;
  NavRecorder next_;
  CameraController camera_;

  NavNode* node(const std::string& name) const { return dynamic_cast<NavNode*>(doc_->editableLevel()->findByName(name)); }
  NavNode* nodeById(ObjectId id) const { return dynamic_cast<NavNode*>(doc_->editableLevel()->findById(id)); }
  NavLink* linkById(ObjectId id) const { return dynamic_cast<NavLink*>(doc_->editableLevel()->findById(id)); }
  QPointF pixel(Vec2 p) const { return ScreenProjector(camera_)(p); }
  void click(QPointF at, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QVERIFY(tool_->press(camera_, at, modifiers));
    tool_->release(camera_, at, modifiers);
  }
  void drag(QPointF from, QPointF to) {
    QVERIFY(tool_->press(camera_, from, Qt::NoModifier));
    for (int i = 1; i <= 6; ++i) tool_->move(camera_, from + (to - from) * i / 6.0, Qt::NoModifier);
    tool_->release(camera_, to, Qt::NoModifier);
  }
  int navCount(const std::string& kind) const {
    int n = 0;
    for (const auto& o : doc_->editableLevel()->objects) n += o->kind() == kind;
    return n;
  }
  ObjectId place(Vec2 at) {
    tool_->addNodesAction()->setChecked(true);
    const int before = navCount("NavNode");
    click(pixel(at));
    tool_->addNodesAction()->setChecked(false);
    return navCount("NavNode") == before + 1 ? doc_->editableLevel()->objects.back()->id : 0;
  }
  // start (0,0) - door (4,0) - goal (8,0) on the floor; start -> roof (4,6) -> goal over the top.
  void buildCastle() {
    const ObjectId start = place({0, 0}), door = place({4, 0}), goal = place({8, 0}), roof = place({4, 6});
    QVERIFY(start && door && goal && roof);
    QVERIFY(tool_->connectNodes(start, door));
    QVERIFY(tool_->connectNodes(door, goal));
    const ObjectId up = tool_->connectNodes(start, roof), down = tool_->connectNodes(roof, goal);
    QVERIFY(up && down);
    // Jumping up costs more than walking; there is no way back up the roof.
    doc_->undoStack()->push(new SetPropertyCommand(doc_.get(), doc_->editableLevel(), {up}, "forwardAction",
                                                   {Value(std::int64_t(NavLink::Action::Jump))}));
    doc_->undoStack()->push(new SetPropertyCommand(doc_.get(), doc_->editableLevel(), {up}, "backwardAction",
                                                   {Value(std::int64_t(NavLink::Action::None))}));
    doc_->undoStack()->push(new SetPropertyCommand(doc_.get(), doc_->editableLevel(), {down}, "forwardAction",
                                                   {Value(std::int64_t(NavLink::Action::Fall))}));
    doc_->undoStack()->push(new SetPropertyCommand(doc_.get(), doc_->editableLevel(), {nodeById(door)->id}, "passableWhen",
                                                   {Value(std::string("lever.fired"))}));
  }
  QStringList routeNames() const {
    QStringList names;
    for (const auto& step : tool_->routeSteps()) names << step.name;
    return names;
  }

 private slots:
  void initTestCase() {
    camera_.setViewportSize(QSizeF(1000, 800));
    camera_.setOrthographic(true);
    camera_.setUnitsPerPixel(0.05);
    camera_.setTarget(QVector3D(4, 2, 0));
  }
  void init() {
    doc_ = std::make_unique<Document>();
    doc_->newProject();
    tool_ = std::make_unique<NavEditTool>(doc_.get(), nullptr, nullptr, &next_, nullptr);
    next_ = NavRecorder();
  }
  void cleanup() {
    tool_.reset();
    doc_.reset();
  }

  void outsideTheToolsGesturesPassOn() {
    QVERIFY(tool_->press(camera_, QPointF(500, 400), Qt::NoModifier));
    tool_->move(camera_, QPointF(520, 400), Qt::NoModifier);
    tool_->release(camera_, QPointF(520, 400), Qt::NoModifier);
    QCOMPARE(next_.presses, 1);
    QCOMPARE(next_.moves, 1);
    QCOMPARE(next_.releases, 1);
    QCOMPARE(navCount("NavNode"), 0);
  }

  void eachClickPlacesOneNodeAsOneUndoStep() {
    const std::string empty = levelText(*doc_->editableLevel());
    tool_->addNodesAction()->setChecked(true);
    click(pixel({1, 1}));
    click(pixel({5, 2}));
    QCOMPARE(next_.presses, 0);
    QCOMPARE(navCount("NavNode"), 2);
    QCOMPARE(doc_->undoStack()->count(), 2);
    const NavNode* second = nodeById(doc_->editableLevel()->objects.back()->id);
    QVERIFY(std::abs(second->position.x - 5) < 0.06 && std::abs(second->position.y - 2) < 0.06);
    QVERIFY(node("nav") && node("nav_2"));
    QCOMPARE(doc_->selection()->ids(), QSet<ObjectId>{second->id});  // the new node is selected
    doc_->undoStack()->undo();
    QCOMPARE(navCount("NavNode"), 1);
    doc_->undoStack()->undo();
    QCOMPARE(levelText(*doc_->editableLevel()), empty);
    // Esc leaves the mode.
    QKeyEvent esc(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
    QVERIFY(tool_->wantsKey(&esc));
    QVERIFY(tool_->key(&esc));
    QVERIFY(!tool_->addNodesAction()->isChecked());
  }

  void dragFromNodeToNodeLinksThem() {
    const ObjectId a = place({0, 0}), b = place({3, 4});
    tool_->addNodesAction()->setChecked(true);
    const int steps = doc_->undoStack()->count();
    drag(pixel({0, 0}), pixel({3, 4}));
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    QCOMPARE(navCount("NavNode"), 2);  // no node placed by the drag
    QCOMPARE(navCount("NavLink"), 1);
    const NavLink* link = linkById(doc_->editableLevel()->objects.back()->id);
    QCOMPARE(link->from, nodeById(a)->name);
    QCOMPARE(link->to, nodeById(b)->name);
    QCOMPARE(int(link->forwardAction), int(NavLink::Action::Walk));
    QCOMPARE(int(link->backwardAction), int(NavLink::Action::Walk));
    QCOMPARE(link->forwardCost, 5.0);
    QCOMPARE(link->backwardCost, 5.0);
    QVERIFY(!tool_->display().pendingLink);
    // The same two nodes, either way round, are not linked twice; nor a node to itself.
    drag(pixel({3, 4}), pixel({0, 0}));
    QString why;
    QCOMPARE(tool_->connectNodes(a, a, &why), ObjectId(0));
    QVERIFY(why.contains("itself"));
    QCOMPARE(navCount("NavLink"), 1);
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    // A drag ending on empty space links nothing; a click on a node selects it.
    drag(pixel({0, 0}), pixel({8, -3}));
    QCOMPARE(navCount("NavLink"), 1);
    click(pixel({0, 0}));
    QCOMPARE(doc_->selection()->ids(), QSet<ObjectId>{a});
    click(pixel({3, 4}), Qt::ShiftModifier);
    QCOMPARE(doc_->selection()->ids(), (QSet<ObjectId>{a, b}));
    doc_->undoStack()->undo();
    QCOMPARE(navCount("NavLink"), 0);
  }

  // Deleting a node takes its links along in the same undo step; undo brings all back.
  void deletingANodeRemovesItsLinks() {
    buildCastle();
    QCOMPARE(navCount("NavLink"), 4);
    const NavNode* door = node("nav_2");
    QVERIFY(door);
    const std::string before = sw::levelText(*doc_->editableLevel());
    const int steps = doc_->undoStack()->count();
    doc_->undoStack()->push(new RemoveObjectsCommand(doc_.get(), doc_->editableLevel(), {door->id}));
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    QCOMPARE(doc_->undoStack()->text(steps), QString("Delete nav_2"));
    QCOMPARE(navCount("NavNode"), 3);
    QCOMPARE(navCount("NavLink"), 2);  // start-roof and roof-goal stay
    for (const auto& o : doc_->editableLevel()->objects)
      if (const auto* l = dynamic_cast<const NavLink*>(o.get())) QVERIFY(l->from != "nav_2" && l->to != "nav_2");
    doc_->undoStack()->undo();
    QCOMPARE(sw::levelText(*doc_->editableLevel()), before);
  }

  void findRouteGoesRoundClosedDoorsAndThroughOpenOnes() {
    buildCastle();
    const ObjectId start = node("nav")->id, goal = node("nav_3")->id;
    // Two nodes selected + F8.
    doc_->selection()->set({start, goal});
    QSignalSpy changed(tool_.get(), &NavEditTool::routeChanged);
    tool_->findRouteAction()->trigger();
    QVERIFY(changed.count() >= 1);
    QVERIFY(tool_->routeFound());
    QCOMPARE(tool_->doors(), QStringList{"nav_2"});
    QCOMPARE(routeNames(), (QStringList{"nav", "nav_4", "nav_3"}));  // over the roof: the door is shut
    QCOMPARE(int(tool_->routeSteps()[0].action), int(graph::NavAction::Jump));
    QCOMPARE(int(tool_->routeSteps()[1].action), int(graph::NavAction::Fall));
    QCOMPARE(int(tool_->routeSteps()[2].action), int(graph::NavAction::None));
    QCOMPARE(tool_->display().route.size(), std::size_t(3));
    // The way back cannot climb the roof, and the door is shut: no route.
    tool_->setRouteEnds(goal, start);
    QVERIFY(!tool_->routeFound());
    QVERIFY(tool_->routeSteps().empty());
    // Assume the door open: along the floor, both ways.
    tool_->setAssumedOpen({"nav_2"});
    QVERIFY(tool_->routeFound());
    QCOMPARE(routeNames(), (QStringList{"nav_3", "nav_2", "nav"}));
    QCOMPARE(tool_->routeCost(), 8.0);
    QCOMPARE(tool_->routeSteps()[0].cost, 4.0);
    // Edits are followed: unlinking the door's floor makes the route vanish; undo brings it back.
    NavLink* floor = nullptr;
    for (const auto& o : doc_->editableLevel()->objects)
      if (auto* l = dynamic_cast<NavLink*>(o.get()); l && l->from == "nav_2" && l->to == "nav_3") floor = l;
    QVERIFY(floor);
    doc_->undoStack()->push(new RemoveObjectsCommand(doc_.get(), doc_->editableLevel(), {floor->id}));
    QVERIFY(!tool_->routeFound());
    doc_->undoStack()->undo();
    QVERIFY(tool_->routeFound());
  }

  void findRouteByClickingStartAndGoal() {
    buildCastle();
    doc_->selection()->clear();
    tool_->findRouteAction()->trigger();
    QCOMPARE(tool_->picking(), NavEditTool::Picking::Start);
    click(pixel({12, 9}));  // not a node: still waiting
    QCOMPARE(tool_->picking(), NavEditTool::Picking::Start);
    click(pixel({0, 0}));
    QCOMPARE(tool_->picking(), NavEditTool::Picking::Goal);
    QCOMPARE(tool_->routeStart(), node("nav")->id);
    click(pixel({8, 0}));
    QCOMPARE(tool_->picking(), NavEditTool::Picking::None);
    QCOMPARE(routeNames(), (QStringList{"nav", "nav_4", "nav_3"}));
    QCOMPARE(navCount("NavNode"), 4);  // picking placed nothing
    QCOMPARE(next_.presses, 0);
  }

  void theRouteDockListsStepsAndDoors() {
    buildCastle();
    NavRouteDock dock(doc_.get(), tool_.get());
    tool_->setRouteEnds(node("nav")->id, node("nav_3")->id);
    QCOMPARE(dock.steps()->topLevelItemCount(), 3);
    QCOMPARE(dock.steps()->topLevelItem(0)->text(1), QString("nav"));
    QCOMPARE(dock.steps()->topLevelItem(0)->text(2), QString("jump"));
    QVERIFY(dock.summary()->text().contains("cost"));
    QCOMPARE(dock.doors()->count(), 1);
    QCOMPARE(dock.doors()->item(0)->checkState(), Qt::Unchecked);
    dock.doors()->item(0)->setCheckState(Qt::Checked);  // assume the door open
    QCOMPARE(tool_->assumedOpen(), QSet<QString>{"nav_2"});
    QCOMPARE(dock.steps()->topLevelItemCount(), 3);
    QCOMPARE(dock.steps()->topLevelItem(1)->text(1), QString("nav_2"));
    QCOMPARE(dock.steps()->topLevelItem(0)->text(2), QString("walk"));
  }
};

QTEST_MAIN(NavEditToolTest)
#include "nav_edit_tool_test.moc"
