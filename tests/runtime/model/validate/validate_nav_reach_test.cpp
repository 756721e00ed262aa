// Check Project on pathing graphs that route but mislead (model/validate/validate_nav_reach.h):
// a way no character of the project can take, a way whose action contradicts its ends, and
// nodes cut off from the rest, each a warning naming the link and direction (or the nodes),
// with the level file and the JSON pointer.
#include <QtTest>

#include "model/level/nav_objects.h"
#include "model/platformer/character_type.h"
#include "model/validate/problems.h"
#include "model/validate/validate_nav_reach.h"

using namespace sw;

namespace {

void node(Level& level, const std::string& name, Vec2 at) {
  auto n = std::make_unique<NavNode>();
  n->name = name;
  n->position = at;
  level.objects.push_back(std::move(n));
}

void link(Level& level, const std::string& name, const std::string& from, const std::string& to,
          NavLink::Action forward, NavLink::Action backward) {
  auto l = std::make_unique<NavLink>();
  l->name = name;
  l->from = from;
  l->to = to;
  l->forwardAction = forward;
  l->backwardAction = backward;
  level.objects.push_back(std::move(l));
}

using A = NavLink::Action;

// A free level for a project whose best jumper rises 3.2 (grips 4.8) and crosses ~6.3:
//  objects 0..6 the nodes, 7.. the links.
std::unique_ptr<Project> castle(Level::Kind kind = Level::Kind::Free) {
  auto project = std::make_unique<Project>();
  project->directory = "proj";
  project->characters.push_back(std::make_unique<CharacterType>(defaultCharacter("hero")));
  auto slow = std::make_unique<CharacterType>(defaultCharacter("slow"));
  slow->jumpHeight = 2;
  slow->canGrip = false;
  project->characters.push_back(std::move(slow));
  auto level = std::make_unique<Level>();
  level->name = "castle";
  level->file = "levels/castle.json";
  level->kind = kind;
  Level& l = *level;
  node(l, "floor", {0, 0});    // 0
  node(l, "shelf", {2, 3});    // 1
  node(l, "high", {3, 4.5});   // 2
  node(l, "tower", {4, 10});   // 3
  node(l, "pit", {2.5, -5});   // 4
  node(l, "far", {20, 0});     // 5
  node(l, "lonely", {50, 0});  // 6
  link(l, "up", "floor", "shelf", A::Jump, A::Fall);      // 7: fine
  link(l, "grab", "floor", "high", A::Grip, A::Fall);     // 8: fine for the hero only
  link(l, "moon", "floor", "tower", A::Jump, A::None);    // 9: no one jumps 10
  link(l, "down", "shelf", "pit", A::Climb, A::Fall);     // 10: a climb down, a fall up
  link(l, "wide", "floor", "far", A::Walk, A::Jump);      // 11: a 20-unit jump back
  project->levels.push_back(std::move(level));
  return project;
}

std::string reachProblems(const Errors& errors) {  // (not "all": a unity batch may hold another test's)
  std::string out;
  for (const Error& e : errors) out += e.toString() + "\n";
  return out;
}

const Error* at(const Errors& errors, const std::string& where) {
  for (const Error& e : errors)
    if (e.where == where) return &e;
  return nullptr;
}

bool says(const Error* e, const std::string& words) { return e && e->message.find(words) != std::string::npos; }

}  // namespace

class ValidateNavReachTest : public QObject {
  Q_OBJECT
 private slots:
  void waysNoCharacterTakesAndWaysThatMakeNoSense() {
    auto project = castle();
    Errors w;
    findNavGraphWarnings(*project, *project->levels[0], "levels/castle.json", w);
    const std::string text = reachProblems(w);
    QCOMPARE(w.size(), std::size_t(5));  // four ways and the lonely node
    QCOMPARE(w[0].file, std::string("levels/castle.json"));
    const Error* moon = at(w, "/objects/9/forwardAction");
    QVERIFY2(says(moon, "nav link 'moon': its forward way, from 'floor' to 'tower', is one no character can take"),
             text.c_str());
    QVERIFY2(says(moon, "jump 10 up and 4 across") && says(moon, "at most 3.2 up"), text.c_str());
    QVERIFY2(says(at(w, "/objects/10/forwardAction"), "from 'shelf' to 'pit', is a climb going down 8 units"),
             text.c_str());
    QVERIFY2(says(at(w, "/objects/10/backwardAction"), "from 'pit' to 'shelf', is a fall going up 8 units"),
             text.c_str());
    QVERIFY2(says(at(w, "/objects/11/backwardAction"), "its backward way, from 'far' to 'floor'"), text.c_str());
    QVERIFY(!at(w, "/objects/11/forwardAction"));  // walking is always possible
    QVERIFY(!at(w, "/objects/7/forwardAction") && !at(w, "/objects/8/forwardAction"));
    QVERIFY2(says(at(w, "/objects/6"), "nav node 'lonely' is cut off"), text.c_str());
  }

  void withoutTheHeroNoOneGrips() {
    auto project = castle();
    project->characters.erase(project->characters.begin());
    Errors w;
    findNavGraphWarnings(*project, *project->levels[0], "levels/castle.json", w);
    QVERIFY2(says(at(w, "/objects/8/forwardAction"), "no character of the project grips ledges"), reachProblems(w).c_str());
    QVERIFY(says(at(w, "/objects/7/forwardAction"), "at most 2 up"));  // the shelf is 3 up
  }

  void aScrollingLevelServesNoCharacter() {
    auto project = castle(Level::Kind::Scrolling);
    Errors w;
    findNavGraphWarnings(*project, *project->levels[0], "levels/castle.json", w);
    QVERIFY(!at(w, "/objects/9/forwardAction"));
    QVERIFY(at(w, "/objects/10/forwardAction"));  // nonsense is nonsense anywhere
    QCOMPARE(w.size(), std::size_t(3));
  }

  void islandsAreNamedPerPart() {
    auto project = castle();
    Level& l = *project->levels[0];
    node(l, "pair_a", {60, 0});                           // 12
    node(l, "pair_b", {64, 0});                           // 13
    node(l, "dead", {-5, 0});                             // 14
    link(l, "pair", "pair_a", "pair_b", A::Walk, A::Walk);
    link(l, "closed", "dead", "floor", A::None, A::None);  // joins nothing
    link(l, "ghost", "floor", "nowhere", A::Walk, A::Walk);  // an error elsewhere; skipped here
    Errors w;
    findNavGraphWarnings(*project, l, "levels/castle.json", w);
    const std::string text = reachProblems(w);
    QVERIFY2(says(at(w, "/objects/6"), "'lonely' is cut off"), text.c_str());
    QVERIFY2(says(at(w, "/objects/12"), "nav nodes 'pair_a', 'pair_b' are cut off"), text.c_str());
    QVERIFY2(says(at(w, "/objects/12"), "which holds 'floor'"), text.c_str());
    QVERIFY2(says(at(w, "/objects/14"), "nav node 'dead' is cut off"), text.c_str());
    QVERIFY(!at(w, "/objects/0"));

    // One node alone, or none, is no island.
    Level single;
    node(single, "only", {0, 0});
    Errors none;
    findNavGraphWarnings(*project, single, "levels/single.json", none);
    QVERIFY(none.empty());
  }

  void theyAreWarningsOfCheckProject() {
    auto project = castle();
    int warnings = 0;
    for (const Problem& p : projectProblems(*project))
      if (p.file == "proj/levels/castle.json" && p.where == "/objects/9/forwardAction") {
        QCOMPARE(p.severity, ProblemSeverity::Warning);
        ++warnings;
      }
    QCOMPARE(warnings, 1);
  }
};

QTEST_APPLESS_MAIN(ValidateNavReachTest)
#include "validate_nav_reach_test.moc"
