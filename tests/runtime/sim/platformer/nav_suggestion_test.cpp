// Suggest Pathing Graph (sim/platformer/nav_suggestion.h) on a small level built by hand:
//
//                                   W (wall, top at 12)
//                                   |
//                         C ledge   |
//                       [19..23]@4  |
//   A [0..10]@0   gap   B [13..23]@0|  E [24..30]@0
//
// A jump crosses the 3-unit gap, the ledge is 4 up: above the hero's 3.2 jump but within its
// grip (the jump plus its 1.6 height), and the wall keeps E apart from A, B and C.
#include <QtTest>
#include <cmath>
#include <set>

#include "model/platformer/character_abilities.h"
#include "sim/platformer/jump_arc.h"
#include "sim/platformer/nav_suggestion.h"
#include "platformer_fixture.h"

using namespace sw;

namespace {

struct Layout : test::Room {
  Layout() {
    level->objects.clear();  // the Room's floor: this level has its own
    box("floorA", {0, -1}, {10, 0});
    box("floorB", {13, -1}, {23, 0});
    box("ledgeC", {19, 0}, {23, 4});
    box("wallW", {23, -1}, {24, 12});
    box("floorE", {24, -1}, {30, 0});
  }
};

// The suggested node within `tolerance` of `at`, or "".
std::string nodeNear(const NavSuggestion& s, Vec2 at, double tolerance = 0.3) {
  for (const NavNode& n : s.nodes)
    if ((n.position - at).length() <= tolerance) return n.name;
  return {};
}

const NavNode* node(const NavSuggestion& s, const std::string& name) {
  for (const NavNode& n : s.nodes)
    if (n.name == name) return &n;
  return nullptr;
}

// How the link between the two nodes goes from `from` to `to` (None without a link).
NavLink::Action way(const NavSuggestion& s, const std::string& from, const std::string& to) {
  for (const NavLink& l : s.links) {
    if (l.from == from && l.to == to) return l.forwardAction;
    if (l.from == to && l.to == from) return l.backwardAction;
  }
  return NavLink::Action::None;
}

// The nodes standing on y == height between x0 and x1.
std::vector<std::string> nodesOn(const NavSuggestion& s, double x0, double x1, double height) {
  std::vector<std::string> out;
  for (const NavNode& n : s.nodes)
    if (n.position.x >= x0 - 0.3 && n.position.x <= x1 + 0.3 && std::abs(n.position.y - height) < 1e-6)
      out.push_back(n.name);
  return out;
}

bool linked(const NavSuggestion& s, const std::vector<std::string>& one, const std::vector<std::string>& other) {
  for (const NavLink& l : s.links)
    for (const auto& a : one)
      for (const auto& b : other)
        if ((l.from == a && l.to == b) || (l.from == b && l.to == a)) return true;
  return false;
}

}  // namespace

class NavSuggestionTest : public QObject {
  Q_OBJECT
 private slots:
  void theHeroJumpsTheGapGripsTheLedgeAndStaysOutOfTheWall() {
    Layout room;
    const NavSuggestion s = suggestNavGraph(room.project, *room.level, room.hero());
    QVERIFY2(s.problem.empty(), s.problem.c_str());

    // A: its two ends and two between, about 4 units apart along its 10, walked both ways.
    const std::vector<std::string> a = nodesOn(s, 0, 10, 0);
    QCOMPARE(a.size(), std::size_t(4));
    for (std::size_t i = 0; i + 1 < a.size(); ++i) {
      QCOMPARE(int(way(s, a[i], a[i + 1])), int(NavLink::Action::Walk));
      QCOMPARE(int(way(s, a[i + 1], a[i])), int(NavLink::Action::Walk));
    }
    const std::string aEnd = nodeNear(s, {10, 0}), bStart = nodeNear(s, {13, 0});
    QVERIFY(!aEnd.empty() && !bStart.empty());
    QCOMPARE(int(way(s, aEnd, bStart)), int(NavLink::Action::Jump));
    QCOMPARE(int(way(s, bStart, aEnd)), int(NavLink::Action::Jump));

    // B stops where the ledge's face stops the body (half its width before x = 19).
    const std::string bEnd = nodeNear(s, {18.6, 0}, 0.2);
    const std::string cStart = nodeNear(s, {19, 4});
    QVERIFY2(!bEnd.empty() && !cStart.empty(), "the foot of the ledge and its top have nodes");
    QVERIFY(nodesOn(s, 19.1, 22.9, 0).empty());  // nobody stands inside the ledge
    QCOMPARE(int(way(s, bEnd, cStart)), int(NavLink::Action::Grip));
    QCOMPARE(int(way(s, cStart, bEnd)), int(NavLink::Action::Fall));

    // E is behind the wall: no link joins it to A, B or C.
    const std::vector<std::string> e = nodesOn(s, 24, 30, 0);
    QVERIFY(!e.empty());
    std::vector<std::string> west = nodesOn(s, 0, 23, 0);
    for (const auto& c : nodesOn(s, 19, 23, 4)) west.push_back(c);
    QVERIFY(!linked(s, e, west));

    // Every link names suggested nodes, with a cost for each way it can be taken.
    for (const NavLink& l : s.links) {
      QVERIFY(node(s, l.from) && node(s, l.to));
      QVERIFY(l.forwardAction != NavLink::Action::None || l.backwardAction != NavLink::Action::None);
      if (l.forwardAction != NavLink::Action::None) QVERIFY(l.forwardCost > 0);
      if (l.backwardAction != NavLink::Action::None) QVERIFY(l.backwardCost > 0);
    }
  }

  void aCreatureThatCannotGripGetsNoWayUp() {
    Layout room;
    CharacterType& stubby = room.hero();
    stubby.jumpHeight = 1;
    stubby.canGrip = false;
    const NavSuggestion s = suggestNavGraph(room.project, *room.level, stubby);
    const std::string bEnd = nodeNear(s, {18.6, 0}, 0.2), cStart = nodeNear(s, {19, 4});
    QVERIFY(!bEnd.empty() && !cStart.empty());
    QCOMPARE(int(way(s, bEnd, cStart)), int(NavLink::Action::None));
    QCOMPARE(int(way(s, cStart, bEnd)), int(NavLink::Action::Fall));  // down it still gets
    // Its lower jump still crosses the 3-unit gap (it reaches 3.5).
    QVERIFY(abilitiesOf(stubby).jumpDistance > 3);
    QCOMPARE(int(way(s, nodeNear(s, {10, 0}), nodeNear(s, {13, 0}))), int(NavLink::Action::Jump));
  }

  void namesAreFreeAndTheSuggestionRepeats() {
    Layout room;
    room.start("nav_2", {100, 100});  // names taken by other objects
    room.path("nav_link_1", {{100, 100}, {101, 100}});
    const NavSuggestion s = suggestNavGraph(room.project, *room.level, room.hero());
    QVERIFY(!s.nodes.empty() && !s.links.empty());
    QCOMPARE(s.nodes[0].name, std::string("nav_1"));
    QCOMPARE(s.nodes[1].name, std::string("nav_3"));
    QCOMPARE(s.links[0].name, std::string("nav_link_2"));
    std::set<std::string> names;
    for (const NavNode& n : s.nodes) QVERIFY(names.insert(n.name).second);
    for (const NavLink& l : s.links) QVERIFY(names.insert(l.name).second);
    QVERIFY(!names.count("nav_2"));
    QVERIFY(!names.count("nav_link_1"));

    const NavSuggestion again = suggestNavGraph(room.project, *room.level, room.hero());
    QCOMPARE(again.nodes.size(), s.nodes.size());
    QCOMPARE(again.links.size(), s.links.size());
    for (std::size_t i = 0; i < s.nodes.size(); ++i) {
      QCOMPARE(again.nodes[i].name, s.nodes[i].name);
      QVERIFY(again.nodes[i].position == s.nodes[i].position);
    }
    for (std::size_t i = 0; i < s.links.size(); ++i) {
      QCOMPARE(again.links[i].from, s.links[i].from);
      QCOMPARE(again.links[i].to, s.links[i].to);
      QCOMPARE(int(again.links[i].forwardAction), int(s.links[i].forwardAction));
    }
  }

  void nobodyStandsUnderTheThinEndOfASlope() {
    // A ramp resting on floor A: its low end is thinner than the step height, yet the feet
    // there are on the ramp, not on the floor under it.
    Layout room;
    PlatformGeometry& ramp = room.add<PlatformGeometry>("ramp");
    ramp.shape = PlatformGeometry::Shape::Triangle;
    ramp.anchor = {2, 0};
    ramp.points = {{0, 0}, {6, 0}, {6, 2}};
    const NavSuggestion s = suggestNavGraph(room.project, *room.level, room.hero());
    for (const NavNode& n : s.nodes)
      if (n.position.x > 2 && n.position.x < 8)
        QVERIFY2(n.position.y > (n.position.x - 2) / 3 - 0.01,
                 (n.name + " stands at " + std::to_string(n.position.x) + ", " + std::to_string(n.position.y)).c_str());
    QVERIFY(!nodeNear(s, {8, 2}, 0.5).empty() || !nodeNear(s, {7.75, 1.9}, 0.5).empty());
  }

  void movingPlatformsAndTriggersGetNoNodes() {
    Layout room;
    PlatformGeometry& lift = room.box("lift", {40, 5}, {44, 6});
    room.path("up", {{42, 5.5}, {42, 15}});
    lift.path = "up";
    PlatformGeometry& zone = room.box("zone", {50, 5}, {54, 6});
    zone.surface = PlatformGeometry::Surface::Trigger;
    const NavSuggestion s = suggestNavGraph(room.project, *room.level, room.hero());
    QVERIFY(nodesOn(s, 40, 44, 6).empty());
    QVERIFY(nodesOn(s, 50, 54, 6).empty());
  }

  void nothingForACharacterThatCannotPlayOrAnEmptyLevel() {
    Layout room;
    room.hero().gravity = 0;
    NavSuggestion s = suggestNavGraph(room.project, *room.level, room.hero());
    QVERIFY(s.nodes.empty());
    QVERIFY(s.problem.find("cannot play") != std::string::npos);
    Layout empty;
    empty.level->objects.clear();
    s = suggestNavGraph(empty.project, *empty.level, empty.hero());
    QVERIFY(s.nodes.empty());
    QVERIFY(s.problem.find("no ground") != std::string::npos);
  }

  void theControllersJumpGoesAtLeastAsFarAsTheAbilitiesSay() {
    // abilitiesOf errs short (no apex hang, no air control): a jump it promises is made.
    test::Room room;  // a floor from -50 to 50
    const JumpArc arc = jumpArc(room.project, *room.level, "hero", {0, 0}, 1);
    QVERIFY(arc.landed);
    const double distance = arc.feet.back().x - arc.feet.front().x;
    const double promised = abilitiesOf(room.hero()).jumpDistance;
    QVERIFY2(distance >= promised, (std::to_string(distance) + " < " + std::to_string(promised)).c_str());
    QVERIFY(distance < promised * 1.5);  // and not wildly short either
  }
};

QTEST_APPLESS_MAIN(NavSuggestionTest)
#include "nav_suggestion_test.moc"
