// An enemy type's parts as a tree (runtime/model/enemies/enemy_part_tree.h): parents,
// the order poses are computed in, subtrees; and what is wrong with a tree or a part,
// reported with a JSON pointer relative to the type: cycles, missing or self parents,
// duplicate and empty names, machines naming a missing part, impossible beam and launcher
// numbers (also refused when read from project.json), NaN in a pose, a weak-point fight
// without weak points.
#include "model/enemies/enemy_part_tree.h"

#include <QtTest>
#include <cmath>
#include <limits>

#include "model/enemies/enemy_behaviour.h"
#include "support/model_errors.h"

using namespace sw;

namespace {

EnemyPart& part(EnemyType& type, const std::string& name, const std::string& parent = "") {
  auto p = std::make_unique<EnemyPart>();
  p->name = name;
  p->parent = parent;
  type.parts.push_back(std::move(p));
  return *type.parts.back();
}

EnemyState& state(std::vector<std::unique_ptr<EnemyState>>& states, const std::string& name,
                  std::vector<std::string> begin, std::vector<std::string> transitions = {}) {
  auto s = std::make_unique<EnemyState>();
  s->name = name;
  s->begin = std::move(begin);
  s->transitions = std::move(transitions);
  states.push_back(std::move(s));
  return *states.back();
}

std::vector<BehaviourProblem> treeProblems(const EnemyType& type) {
  std::vector<BehaviourProblem> problems;
  partTreeProblems(type, &problems);
  return problems;
}

std::string dump(const std::vector<BehaviourProblem>& problems) {
  std::string s;
  for (const auto& p : problems) s += p.pointer + ": " + p.message + (p.fatal ? "" : " (not fatal)") + "\n";
  return s;
}

// The problem at `pointer`, fatal, whose message says `words`.
bool says(const std::vector<BehaviourProblem>& problems, const std::string& pointer,
          const std::string& words) {
  for (const auto& p : problems)
    if (p.pointer == pointer && p.fatal && p.message.find(words) != std::string::npos) return true;
  return false;
}

std::string partsJson(const std::string& parts) {
  return R"({"formatVersion": 1, "name": "P", "enemyTypes": [{"name": "boss", "parts": [)" + parts + "]}]}";
}

}  // namespace

class EnemyPartTreeTest : public QObject {
  Q_OBJECT
 private slots:
  // Listed children first: hand (on arm), arm, eye, finger (on hand). Poses go parents first,
  // list order among equals; arm's subtree is arm, hand, finger.
  void parentsOrderAndSubtrees() {
    EnemyType type;
    type.name = "boss";
    part(type, "hand", "arm");
    part(type, "arm");
    part(type, "eye");
    part(type, "finger", "hand");
    QCOMPARE(partParents(type), (std::vector<int>{1, kBodyParent, kBodyParent, 0}));
    QCOMPARE(partOrder(type), (std::vector<int>{1, 2, 0, 3}));
    QCOMPARE(partSubtree(type, 1), (std::vector<int>{1, 0, 3}));
    QCOMPARE(partSubtree(type, 0), (std::vector<int>{0, 3}));
    QCOMPARE(partSubtree(type, 2), (std::vector<int>{2}));
    QVERIFY(hangsBelow(type, 3, 1));
    QVERIFY(hangsBelow(type, 3, 0));
    QVERIFY(!hangsBelow(type, 2, 1));
    QVERIFY(!hangsBelow(type, 1, 1));
    QVERIFY(!hangsBelow(type, 1, 3));
    std::vector<BehaviourProblem> problems;
    checkBehaviours(type, &problems);
    QVERIFY2(problems.empty(), dump(problems).c_str());
  }

  // a and b hang on each other: both are reported, and neither (nor c below them) is posed.
  void aCycleIsReportedAndLeftOut() {
    EnemyType type;
    type.name = "boss";
    part(type, "a", "b");
    part(type, "b", "a");
    part(type, "c", "a");
    part(type, "d");
    QCOMPARE(partOrder(type), std::vector<int>{3});
    QCOMPARE(partSubtree(type, 3), std::vector<int>{3});
    const auto problems = treeProblems(type);
    QVERIFY2(says(problems, "/parts/0/parent",
                  "enemy 'boss': part 'a' is on a cycle of parents (it hangs, through 'b', below itself)"),
             dump(problems).c_str());
    QVERIFY2(says(problems, "/parts/1/parent",
                  "part 'b' is on a cycle of parents (it hangs, through 'a', below itself)"),
             dump(problems).c_str());
    QCOMPARE(problems.size(), std::size_t(2));
  }

  void missingAndSelfParents() {
    EnemyType type;
    type.name = "boss";
    part(type, "x", "ghost");
    part(type, "y", "y");
    part(type, "z", "x");
    QCOMPARE(partParents(type), (std::vector<int>{kMissingParent, kMissingParent, 0}));
    QVERIFY(partOrder(type).empty());
    const auto problems = treeProblems(type);
    QVERIFY2(
        says(problems, "/parts/0/parent", "enemy 'boss': part 'x' hangs on 'ghost', which is no part of it"),
        dump(problems).c_str());
    QVERIFY2(says(problems, "/parts/1/parent", "part 'y' names itself as its parent"),
             dump(problems).c_str());
    QCOMPARE(problems.size(), std::size_t(2));
  }

  void duplicateAndEmptyNames() {
    EnemyType type;
    type.name = "boss";
    part(type, "gun");
    part(type, "gun");
    part(type, "");
    const auto problems = treeProblems(type);
    QVERIFY2(says(problems, "/parts/1/name", "duplicate part name 'gun' (also part 1)"),
             dump(problems).c_str());
    QVERIFY2(says(problems, "/parts/2/name", "part 3 has no name"), dump(problems).c_str());
    QCOMPARE(problems.size(), std::size_t(2));
  }

  // The body's and a part's machines naming parts the type has not: each line reported where
  // it stands, naming the owner, state and line.
  void machinesNamingAMissingPart() {
    EnemyType type;
    type.name = "boss";
    state(type.states, "idle", {"open nothing"}, {"destroyed nobody -> idle", "partHealth gun < 3 -> idle"});
    EnemyPart& gun = part(type, "gun");
    state(gun.states, "aim", {"close lid 5"}, {"partHealth lid < 2 -> aim"});
    std::vector<BehaviourProblem> problems;
    checkBehaviours(type, &problems);
    QVERIFY2(says(problems, "/states/0/begin/0",
                  "enemy 'boss', state 'idle', begin line 1 ('open nothing'): no part named 'nothing' in "
                  "this enemy type"),
             dump(problems).c_str());
    QVERIFY2(says(problems, "/states/0/transitions/0", "no part named 'nobody'"), dump(problems).c_str());
    QVERIFY2(says(problems, "/parts/0/states/0/begin/0",
                  "enemy 'boss', part 'gun', state 'aim', begin line 1 ('close lid 5'): no part named 'lid'"),
             dump(problems).c_str());
    QVERIFY2(says(problems, "/parts/0/states/0/transitions/0", "no part named 'lid'"),
             dump(problems).c_str());
    QCOMPARE(problems.size(), std::size_t(4));  // `partHealth gun` names a part that is there
  }

  // Beam and launcher numbers no beam or launcher can have, each reported at its own field.
  void impossibleWeaponryIsReportedAtItsField() {
    EnemyType type;
    type.name = "boss";
    EnemyPart& eye = part(type, "eye");
    eye.beam = true;
    eye.beamDurationTicks = 0;
    EnemyPart& pod = part(type, "pod");
    pod.beam = true;  // a sound beam
    pod.launcher = true;
    pod.missileSpeed = 0;
    EnemyPart& fin = part(type, "fin");
    fin.launcher = true;
    fin.missileTurnRate = std::numeric_limits<double>::quiet_NaN();
    type.beam = true;
    type.beamWarningTicks = -1;
    const auto problems = treeProblems(type);
    QVERIFY2(
        says(problems, "/parts/0/beamDurationTicks", "part 'eye': its beam's duration must be above 0 ticks"),
        dump(problems).c_str());
    QVERIFY2(says(problems, "/parts/1/missileSpeed", "part 'pod': its missiles need a speed"),
             dump(problems).c_str());
    QVERIFY2(says(problems, "/parts/2/missileTurnRate",
                  "part 'fin': its missiles' turn rate must not be negative"),
             dump(problems).c_str());
    QVERIFY2(says(problems, "/beamWarningTicks",
                  "enemy 'boss': its beam's warning and charge must not be negative"),
             dump(problems).c_str());
    QCOMPARE(problems.size(), std::size_t(4));
    // Numbers only matter for what the owner has: no beam, no beam problem.
    eye.beam = false;
    QCOMPARE(treeProblems(type).size(), std::size_t(3));
  }

  // project.json cannot carry them at all: read, they are refused with file and pointer.
  void impossibleWeaponryIsRefusedWhenRead() {
    Errors errors =
        test::projectErrors(partsJson(R"({"name": "eye", "beam": true, "beamDurationTicks": -5})"));
    QVERIFY2(test::mentions(errors, "/enemyTypes/0/parts/0/beamDurationTicks", "below the minimum"),
             test::dump(errors).c_str());
    QCOMPARE(errors.front().file, std::string("project.json"));
    errors = test::projectErrors(partsJson(R"({"name": "eye"}, {"name": "pod", "launchIntervalTicks": 0})"));
    QVERIFY2(test::mentions(errors, "/enemyTypes/0/parts/1/launchIntervalTicks", "below the minimum"),
             test::dump(errors).c_str());
    errors = test::projectErrors(partsJson(R"({"name": "eye", "offset": [1, "x"]})"));
    QVERIFY2(test::mentions(errors, "/enemyTypes/0/parts/0/offset/1", "expected a number"),
             test::dump(errors).c_str());
    errors = test::projectErrors(partsJson(R"({"name": "eye", "states": [{"name": "a", "machine": 3}]})"));
    QVERIFY2(!errors.empty() && errors.front().where.rfind("/enemyTypes/0/parts/0/states/0/machine", 0) == 0,
             test::dump(errors).c_str());
    // Sound numbers read back as written.
    Project back;
    std::vector<std::string> levels;
    QVERIFY2(
        readProjectText(partsJson(R"({"name": "eye", "parent": "", "beam": true, "beamDurationTicks": 7})"),
                        "project.json", back, levels, errors),
        test::dump(errors).c_str());
    QCOMPARE(back.enemyTypes[0]->parts[0]->beamDurationTicks, std::int64_t(7));
  }

  void aPoseWithNaNIsReported() {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (int which = 0; which < 4; ++which) {
      EnemyType type;
      type.name = "boss";
      EnemyPart& p = part(type, "arm");
      if (which == 0) p.offset.x = nan;
      if (which == 1) p.rotation = nan;
      if (which == 2) p.openOffset.y = std::numeric_limits<double>::infinity();
      if (which == 3) p.openRotation = nan;
      const auto problems = treeProblems(type);
      QVERIFY2(says(problems, "/parts/0/offset", "part 'arm': its pose is not a finite number"),
               dump(problems).c_str());
      QCOMPARE(problems.size(), std::size_t(1));
    }
    EnemyType type;
    type.name = "boss";
    part(type, "arm").spheres = {{0, 0, 0}};
    QVERIFY(says(treeProblems(type), "/parts/0/spheres",
                 "a collision sphere needs finite numbers and a radius above 0"));
  }

  void aWeakPointFightNeedsWeakPoints() {
    EnemyType type;
    type.name = "boss";
    type.defeat = EnemyDefeat::WeakPoints;
    part(type, "shell");
    auto problems = treeProblems(type);
    QVERIFY2(says(problems, "/defeat",
                  "enemy 'boss': it is defeated when every weak point is gone, but no part is a weak point"),
             dump(problems).c_str());
    type.parts[0]->weakPoint = true;
    problems = treeProblems(type);
    QVERIFY2(problems.empty(), dump(problems).c_str());
    type.defeat = EnemyDefeat::Core;
    type.parts[0]->weakPoint = false;
    QVERIFY(treeProblems(type).empty());
  }
};

QTEST_APPLESS_MAIN(EnemyPartTreeTest)
#include "enemy_part_tree_test.moc"
