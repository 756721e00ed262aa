// validateProject reports enemy behaviour problems with project.json and a JSON pointer.
#include <QtTest>
#include <limits>

#include "model/enemies/enemy_behaviour.h"
#include "model/validate/validate.h"
#include "support/model_errors.h"

using namespace sw;
using sw::test::dump;

namespace {

EnemyState* addState(EnemyType& type, const char* name, std::vector<std::string> transitions = {},
                     std::vector<std::string> tick = {}) {
  auto s = std::make_unique<EnemyState>();
  s->name = name;
  s->transitions = std::move(transitions);
  s->tick = std::move(tick);
  type.states.push_back(std::move(s));
  return type.states.back().get();
}

Project projectWith(std::unique_ptr<EnemyType> type) {
  Project p;
  p.directory = "/tmp/sw-validate-enemies";
  p.enemyTypes.push_back(std::make_unique<EnemyType>());
  p.enemyTypes[0]->name = "fine";
  p.enemyTypes.push_back(std::move(type));
  return p;
}

std::unique_ptr<EnemyType> enemy(const char* name) {
  auto e = std::make_unique<EnemyType>();
  e->name = name;
  return e;
}

EnemyPart& addPart(EnemyType& type, const char* name, const char* parent = "") {
  auto part = std::make_unique<EnemyPart>();
  part->name = name;
  part->parent = parent;
  type.parts.push_back(std::move(part));
  return *type.parts.back();
}

bool mentions(const Errors& errors, const std::string& where, const std::string& words) {
  for (const auto& e : errors)
    if (e.file == "/tmp/sw-validate-enemies/project.json" && e.where == where &&
        e.message.find(words) != std::string::npos)
      return true;
  return false;
}

}  // namespace

class ValidateEnemiesTest : public QObject {
  Q_OBJECT
 private slots:
  void aSoundMachineHasNoProblems() {
    auto e = enemy("drone");
    addState(*e, "enter", {"after 60 -> attack"});
    addState(*e, "attack", {"health < 2 -> flee", "flag angry -> rage"}, {"fire", "setFlag angry"});
    addState(*e, "flee", {}, {"goto rage"});
    addState(*e, "rage");
    auto errors = validateProject(projectWith(std::move(e)));
    QVERIFY2(errors.empty(), dump(errors).c_str());
  }

  void noStatesIsFine() {
    auto errors = validateProject(projectWith(enemy("plain")));
    QVERIFY2(errors.empty(), dump(errors).c_str());
  }

  void unknownTargetsAreNamed() {
    auto e = enemy("drone");
    addState(*e, "enter", {"after 60 -> atack"}, {"goto nowhere"});
    auto errors = validateProject(projectWith(std::move(e)));
    QVERIFY2(
        mentions(
            errors, "/enemyTypes/1/states/0/transitions/0",
            "enemy 'drone', state 'enter', transition line 1 ('after 60 -> atack'): no state named 'atack'"),
        dump(errors).c_str());
    QVERIFY2(mentions(errors, "/enemyTypes/1/states/0/tick/0", "no state named 'nowhere'"),
             dump(errors).c_str());
  }

  void unreachableStatesAreNamed() {
    auto e = enemy("drone");
    addState(*e, "enter", {"after 60 -> attack"});
    addState(*e, "attack");
    addState(*e, "orphan", {"always -> attack"});
    // Not fatal: the machine still compiles and runs.
    std::vector<BehaviourProblem> problems;
    compileBehaviour(*e, &problems);
    QCOMPARE(problems.size(), std::size_t(1));
    QVERIFY(!hasFatal(problems));
    auto errors = validateProject(projectWith(std::move(e)));
    QCOMPARE(errors.size(), std::size_t(1));
    QVERIFY2(mentions(errors, "/enemyTypes/1/states/2/name", "state 'orphan' is never entered"),
             dump(errors).c_str());
  }

  void gotoMakesAStateReachable() {
    auto e = enemy("drone");
    addState(*e, "enter", {}, {"goto second"});
    addState(*e, "second");
    auto errors = validateProject(projectWith(std::move(e)));
    QVERIFY2(errors.empty(), dump(errors).c_str());
  }

  void badLinesNameEnemyStateAndLine() {
    auto e = enemy("drone");
    auto* s = addState(*e, "idle", {"sometimes -> idle"}, {"fire", "sleep x"});
    s->begin = {"setSpeed 1 2"};
    s->end = {"goto idle"};
    auto errors = validateProject(projectWith(std::move(e)));
    QVERIFY2(
        mentions(errors, "/enemyTypes/1/states/0/tick/1",
                 "enemy 'drone', state 'idle', tick line 2 ('sleep x'): sleep: 'x' is not a whole number"),
        dump(errors).c_str());
    QVERIFY2(mentions(errors, "/enemyTypes/1/states/0/begin/0", "setSpeed takes 1 argument"),
             dump(errors).c_str());
    QVERIFY2(mentions(errors, "/enemyTypes/1/states/0/transitions/0", "unknown condition 'sometimes'"),
             dump(errors).c_str());
    QVERIFY2(mentions(errors, "/enemyTypes/1/states/0/end/0", "goto cannot be used in End"),
             dump(errors).c_str());
  }

  void duplicateStateNames() {
    auto e = enemy("drone");
    addState(*e, "a", {"always -> b"});
    addState(*e, "b");
    addState(*e, "a");
    auto errors = validateProject(projectWith(std::move(e)));
    QVERIFY2(
        mentions(errors, "/enemyTypes/1/states/2/name", "duplicate state name 'a' (also used by state 1)"),
        dump(errors).c_str());
  }

  void collisionNeedsAShape() {
    auto e = enemy("ghost");
    e->spheres.clear();
    auto errors = validateProject(projectWith(std::move(e)));
    QVERIFY2(mentions(errors, "/enemyTypes/1/spheres", "no spheres"), dump(errors).c_str());
    auto m = enemy("rock");
    m->collision = EnemyCollision::Mesh;
    errors = validateProject(projectWith(std::move(m)));
    QVERIFY2(mentions(errors, "/enemyTypes/1/mesh", "has no mesh"), dump(errors).c_str());
    auto missing = enemy("rock");
    missing->mesh = "meshes/nope.obj";
    errors = validateProject(projectWith(std::move(missing)));
    QVERIFY2(mentions(errors, "/enemyTypes/1/mesh", "'meshes/nope.obj' does not exist"),
             dump(errors).c_str());
  }

  // A boss whose parts, weaponry and machines are sound: two body machines, parts on parts,
  // a beam, a launcher, phases.
  void aSoundBossHasNoProblems() {
    auto e = enemy("hydra");
    e->defeat = EnemyDefeat::WeakPoints;
    e->beam = true;
    auto* calm = addState(*e, "calm", {"partHealth core < 5 -> rage"});
    calm->begin = {"rotateTo 45 30 inOut", "open hatch"};
    addState(*e, "rage")->begin = {"phase rage", "fireBeam"};
    addState(*e, "load", {"after 30 -> load"})->machine = "guns";
    addPart(*e, "core").weakPoint = true;
    EnemyPart& hatch = addPart(*e, "hatch", "core");
    hatch.launcher = true;
    auto s = std::make_unique<EnemyState>();
    s->name = "wait";
    s->begin = {"moveTo 1 2 10 out", "launch 3"};
    s->transitions = {"phase rage -> wait", "destroyed core -> wait"};
    hatch.states.push_back(std::move(s));
    auto errors = validateProject(projectWith(std::move(e)));
    QVERIFY2(errors.empty(), dump(errors).c_str());
  }

  // Part tree, weaponry and part machine problems of the second enemy type: each reported by
  // validateProject with project.json and its pointer below /enemyTypes/1.
  void bossProblemsAreReportedWithTheirPointers() {
    auto e = enemy("hydra");
    e->defeat = EnemyDefeat::WeakPoints;
    addPart(*e, "a", "b");
    addPart(*e, "b", "a");
    addPart(*e, "c", "ghost");
    EnemyPart& gun = addPart(*e, "gun");
    gun.rotation = std::numeric_limits<double>::quiet_NaN();
    gun.beam = true;
    gun.beamChargeTicks = -1;
    auto s = std::make_unique<EnemyState>();
    s->name = "aim";
    s->begin = {"open lid", "moveTo 1 2", "launch"};
    s->transitions = {"destroyed nobody -> aim"};
    gun.states.push_back(std::move(s));
    addState(*e, "idle")->begin = {"moveTo 1 2 5"};
    auto errors = validateProject(projectWith(std::move(e)));
    QVERIFY2(mentions(errors, "/enemyTypes/1/parts/0/parent", "part 'a' is on a cycle of parents"),
             dump(errors).c_str());
    QVERIFY2(mentions(errors, "/enemyTypes/1/parts/1/parent", "part 'b' is on a cycle of parents"),
             dump(errors).c_str());
    QVERIFY2(
        mentions(errors, "/enemyTypes/1/parts/2/parent", "part 'c' hangs on 'ghost', which is no part of it"),
        dump(errors).c_str());
    QVERIFY2(mentions(errors, "/enemyTypes/1/parts/3/offset", "part 'gun': its pose is not a finite number"),
             dump(errors).c_str());
    QVERIFY2(
        mentions(errors, "/enemyTypes/1/parts/3/beamChargeTicks", "warning and charge must not be negative"),
        dump(errors).c_str());
    QVERIFY2(
        mentions(errors, "/enemyTypes/1/parts/3/states/0/begin/0",
                 "enemy 'hydra', part 'gun', state 'aim', begin line 1 ('open lid'): no part named 'lid'"),
        dump(errors).c_str());
    QVERIFY2(mentions(errors, "/enemyTypes/1/parts/3/states/0/begin/1", "write moveTo X Y N"),
             dump(errors).c_str());
    QVERIFY2(mentions(errors, "/enemyTypes/1/parts/3/states/0/begin/2", "has no launcher"),
             dump(errors).c_str());
    QVERIFY2(mentions(errors, "/enemyTypes/1/parts/3/states/0/transitions/0", "no part named 'nobody'"),
             dump(errors).c_str());
    QVERIFY2(mentions(errors, "/enemyTypes/1/states/0/begin/0", "the body moves at its speed"),
             dump(errors).c_str());
    QVERIFY2(mentions(errors, "/enemyTypes/1/defeat", "no part is a weak point"), dump(errors).c_str());
    QCOMPARE(errors.size(), std::size_t(11));
  }
};

QTEST_APPLESS_MAIN(ValidateEnemiesTest)
#include "validate_enemies_test.moc"
