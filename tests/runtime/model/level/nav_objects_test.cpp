// NavNode and NavLink as level objects: registered kinds, byte-identical JSON round trip,
// grip appended to the actions without moving the saved names, refusal of bad actions and
// negative costs on load, references that follow renames, and
// the validation messages for broken pathing graphs.
#include <QtTest>
#include <cmath>
#include <limits>

#include "model/level/nav_objects.h"
#include "model/references/object_references.h"
#include "model/io/project_io.h"
#include "model/level/spawn.h"
#include "model/validate/validate_nav.h"

using namespace sw;

namespace {
NavNode& addNode(Level& level, const std::string& name, Vec2 position, const std::string& passableWhen = {}) {
  auto node = std::make_unique<NavNode>();
  node->name = name;
  node->id = newObjectId();
  node->position = position;
  node->passableWhen = passableWhen;
  NavNode& ref = *node;
  level.objects.push_back(std::move(node));
  return ref;
}

NavLink& addLink(Level& level, const std::string& name, const std::string& from, const std::string& to) {
  auto link = std::make_unique<NavLink>();
  link->name = name;
  link->id = newObjectId();
  link->from = from;
  link->to = to;
  NavLink& ref = *link;
  level.objects.push_back(std::move(link));
  return ref;
}

Errors loadErrors(const std::string& objectJson) {
  const std::string text = "{\"formatVersion\": 1, \"name\": \"L\", \"chain\": [], \"objects\": [\n"
                           "{\"kind\": \"NavNode\", \"name\": \"a\"},\n" +
                           objectJson + "]}\n";
  Level level;
  Errors errors;
  if (readLevelText(text, "levels/bad.json", level, errors)) errors.clear();
  return errors;
}

bool mentions(const Error& e, const std::string& text) { return e.message.find(text) != std::string::npos; }
}  // namespace

class NavObjectsTest : public QObject {
  Q_OBJECT
 private slots:
  void kindsAreRegistered() {
    const auto& kinds = freeObjectKinds();
    QVERIFY(std::find(kinds.begin(), kinds.end(), "NavNode") != kinds.end());
    QVERIFY(std::find(kinds.begin(), kinds.end(), "NavLink") != kinds.end());
    QCOMPARE(createFreeObject("NavNode")->kind(), std::string("NavNode"));
    QCOMPARE(createFreeObject("NavLink")->kind(), std::string("NavLink"));
    const auto object = createFreeObject("NavLink");  // kept: a pointer into the temporary would dangle
    QVERIFY(dynamic_cast<const NavLink*>(object.get()));
  }

  void roundTripIsByteIdentical() {
    Level level;
    level.name = "nav";
    auto door = std::make_unique<Trigger>();
    door->name = "door";
    level.objects.push_back(std::move(door));
    NavNode& a = addNode(level, "ledge", {2.5, 3});
    a.color = {1, 2, 3, 255};
    NavNode& b = addNode(level, "gate", {6, -1}, "door.fired");
    b.attachedTo = "door";
    NavLink& link = addLink(level, "ledge_gate", "ledge", "gate");
    link.forwardAction = NavLink::Action::Fall;
    link.forwardCost = 2.5;
    link.backwardAction = NavLink::Action::None;
    link.backwardCost = 0;
    const std::string text = levelText(level);
    QVERIFY(text.find("\"forwardAction\": \"fall\"") != std::string::npos);
    QVERIFY(text.find("\"backwardAction\": \"none\"") != std::string::npos);
    QVERIFY(text.find("\"passableWhen\": \"door.fired\"") != std::string::npos);

    Level back;
    Errors errors;
    QVERIFY(readLevelText(text, "levels/nav.json", back, errors));
    QCOMPARE(levelText(back), text);
    const auto* gate = dynamic_cast<const NavNode*>(back.findByName("gate"));
    QVERIFY(gate);
    QCOMPARE(gate->attachedTo, std::string("door"));
    QVERIFY(gate->isConditional());
    const auto* backLink = dynamic_cast<const NavLink*>(back.findByName("ledge_gate"));
    QVERIFY(backLink);
    QCOMPARE(int(backLink->forwardAction), int(NavLink::Action::Fall));
    QCOMPARE(backLink->forwardCost, 2.5);
    QCOMPARE(int(backLink->backwardAction), int(NavLink::Action::None));
  }

  void gripIsAppendedAndOldNamesStay() {
    // Grip came after none: the saved names of the first five did not move.
    const char* names[] = {"walk", "jump", "fall", "climb", "none", "grip"};
    for (int i = 0; i < 6; ++i) QCOMPARE(std::string(NavLink::actionName(NavLink::Action(i))), std::string(names[i]));
    Level level;
    addNode(level, "floor", {0, 0});
    addNode(level, "ledge", {1, 4});
    NavLink& link = addLink(level, "up", "floor", "ledge");
    link.forwardAction = NavLink::Action::Grip;
    link.backwardAction = NavLink::Action::Fall;
    const std::string text = levelText(level);
    QVERIFY(text.find("\"forwardAction\": \"grip\"") != std::string::npos);
    Level back;
    Errors errors;
    QVERIFY(readLevelText(text, "levels/nav.json", back, errors));
    const auto* backLink = dynamic_cast<const NavLink*>(back.findByName("up"));
    QVERIFY(backLink);
    QCOMPARE(int(backLink->forwardAction), int(NavLink::Action::Grip));
    QCOMPARE(int(backLink->backwardAction), int(NavLink::Action::Fall));
    QCOMPARE(levelText(back), text);
  }

  void conditionalPassage() {
    QVERIFY(!isConditionalPassage(""));
    QVERIFY(!isConditionalPassage("  true "));
    QVERIFY(!isConditionalPassage("1"));
    QVERIFY(isConditionalPassage("door.fired"));
    QVERIFY(isConditionalPassage("false"));
  }

  void badValuesAreRefusedOnLoadWithTheirPlace() {
    Errors errors = loadErrors("{\"kind\": \"NavLink\", \"name\": \"l\", \"forwardAction\": \"swim\"}");
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].file, std::string("levels/bad.json"));
    QVERIFY2(errors[0].where.find("/objects/1/forwardAction") != std::string::npos, errors[0].where.c_str());

    errors = loadErrors("{\"kind\": \"NavLink\", \"name\": \"l\", \"backwardCost\": -3}");
    QCOMPARE(errors.size(), std::size_t(1));
    QVERIFY2(errors[0].where.find("/objects/1/backwardCost") != std::string::npos, errors[0].where.c_str());
  }

  void renamingANodeRewritesLinksAndAttachments() {
    Level level;
    addNode(level, "a", {0, 0});
    NavNode& door = addNode(level, "b", {1, 0}, "a.fired");
    door.attachedTo = "a";
    NavLink& link = addLink(level, "ab", "a", "b");
    const std::unordered_map<std::string, std::string> renames{{"a", "start"}};
    Value v;
    QVERIFY(remapReferences(link, *link.description().find("from"), renames, v));
    QCOMPARE(std::get<std::string>(v), std::string("start"));
    QVERIFY(!remapReferences(link, *link.description().find("to"), renames, v));
    QVERIFY(remapReferences(door, *door.description().find("attachedTo"), renames, v));
    QCOMPARE(std::get<std::string>(v), std::string("start"));
    QVERIFY(remapReferences(door, *door.description().find("passableWhen"), renames, v));
    QCOMPARE(std::get<std::string>(v), std::string("start.fired"));
  }

  void goodGraphValidates() {
    Level level;
    auto sw = std::make_unique<Trigger>();
    sw->name = "switch";
    level.objects.push_back(std::move(sw));
    addNode(level, "a", {0, 0});
    NavNode& door = addNode(level, "door", {4, 0}, "switch.fired or tick > 600");
    door.attachedTo = "switch";
    addLink(level, "l", "a", "door");
    Errors errors;
    validateNavGraph(level, "levels/l.json", errors);
    QVERIFY2(errors.empty(), errors.empty() ? "" : errors[0].message.c_str());
  }

  void brokenGraphsAreReported() {
    Level level;
    auto marker = std::make_unique<Marker>();
    marker->name = "sign";
    level.objects.push_back(std::move(marker));                              // 0
    addNode(level, "a", {0, 0});                                             // 1
    NavNode& lost = addNode(level, "lost", {1, 0}, "ghost.fired");           // 2
    lost.attachedTo = "nowhere";
    addNode(level, "syntax", {2, 0}, "tick >");                              // 3
    addLink(level, "missing", "a", "b");                                     // 4
    addLink(level, "self", "a", "a");                                        // 5
    NavLink& costs = addLink(level, "costs", "a", "lost");                   // 6
    costs.forwardCost = -1;
    costs.backwardCost = std::numeric_limits<double>::quiet_NaN();
    addLink(level, "marker", "a", "sign");                                   // 7
    Errors errors;
    validateNavGraph(level, "levels/l.json", errors);
    std::string all;
    for (const Error& e : errors) all += e.toString() + "\n";
    QCOMPARE(errors.size(), std::size_t(8));
    QCOMPARE(errors[0].file, std::string("levels/l.json"));
    QCOMPARE(errors[0].where, std::string("/objects/2/attachedTo"));
    QVERIFY2(mentions(errors[0], "'nowhere', which does not exist"), all.c_str());
    QCOMPARE(errors[1].where, std::string("/objects/2/passableWhen"));
    QVERIFY2(mentions(errors[1], "'ghost'"), all.c_str());
    QCOMPARE(errors[2].where, std::string("/objects/3/passableWhen"));
    QVERIFY2(mentions(errors[2], "column"), all.c_str());
    QCOMPARE(errors[3].where, std::string("/objects/4/to"));
    QVERIFY2(mentions(errors[3], "joins 'b', which does not exist"), all.c_str());
    QCOMPARE(errors[4].where, std::string("/objects/5/to"));
    QVERIFY2(mentions(errors[4], "to itself"), all.c_str());
    QCOMPARE(errors[5].where, std::string("/objects/6/forwardCost"));
    QVERIFY2(mentions(errors[5], "is negative"), all.c_str());
    QCOMPARE(errors[6].where, std::string("/objects/6/backwardCost"));
    QVERIFY2(mentions(errors[6], "not a number"), all.c_str());
    QCOMPARE(errors[7].where, std::string("/objects/7/to"));
    QVERIFY2(mentions(errors[7], "a Marker, not a NavNode"), all.c_str());
  }
};

QTEST_APPLESS_MAIN(NavObjectsTest)
#include "nav_objects_test.moc"
