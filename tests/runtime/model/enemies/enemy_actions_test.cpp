// Action, condition and transition lines parse into typed values, or say what is wrong.
#include "model/enemies/enemy_actions.h"

#include <QtTest>

using namespace sw;

namespace {
bool contains(const std::string& text, const std::string& words) {
  return text.find(words) != std::string::npos;
}
}  // namespace

class EnemyActionsTest : public QObject {
  Q_OBJECT
 private slots:
  void everyActionInTheTableParses() {
    for (const auto& spec : actionTable()) {
      std::string line = spec.name;
      for (auto type : spec.arguments) {
        switch (type) {
          case ArgumentType::Number:
            line += " 1.5";
            break;
          case ArgumentType::Ticks:
            line += " 3";
            break;
          case ArgumentType::Name:
            line += " alarm";
            break;
          case ArgumentType::Weapon:
            line += " ring";
            break;
          case ArgumentType::State:
            line += " attack";
            break;
          case ArgumentType::Pattern:
            line += " ring";
            break;
          case ArgumentType::Part:
            line += " hatch_left";
            break;
          case ArgumentType::Phase:
            line += " rage";
            break;
          case ArgumentType::Easing:
            line += " inOut";
            break;
        }
      }
      auto parsed = parseAction(line);
      QVERIFY2(parsed, (line + ": " + parsed.error).c_str());
      QCOMPARE(parsed.value->kind, spec.kind);
      QCOMPARE(findActionSpec(spec.name), &spec);
      QCOMPARE(actionSpec(spec.kind).name, spec.name);
      QVERIFY(std::string(spec.description).size() > 10);
    }
  }

  void argumentsAreTyped() {
    auto move = parseAction("  moveTo\t-4.5 +2 ");
    QVERIFY(move);
    QCOMPARE(move.value->kind, ActionKind::MoveTo);
    QCOMPARE(move.value->x, -4.5);
    QCOMPARE(move.value->y, 2.0);
    auto sleep = parseAction("sleep 30");
    QCOMPARE(sleep.value->ticks, std::int64_t(30));
    auto weapon = parseAction("setWeapon spread");
    QCOMPARE(weapon.value->weapon, EnemyWeapon::Spread);
    auto go = parseAction("goto flee");
    QCOMPARE(go.value->kind, ActionKind::Goto);
    QCOMPARE(go.value->name, std::string("flee"));
    QCOMPARE(go.value->state, -1);  // resolved by compileBehaviour
    QCOMPARE(parseAction("emit boss_down").value->name, std::string("boss_down"));
    QCOMPARE(parseAction("setSpeed 0.25").value->x, 0.25);
  }

  void badActionsSayWhatIsWrong() {
    auto unknown = parseAction("fier");
    QVERIFY(!unknown);
    QVERIFY2(contains(unknown.error, "unknown action 'fier'"), unknown.error.c_str());
    QVERIFY2(contains(unknown.error, "startFiring"), unknown.error.c_str());  // lists what is known

    auto count = parseAction("setSpeed 1 2");
    QVERIFY(!count);
    QVERIFY2(contains(count.error, "setSpeed takes 1 argument (setSpeed V), found 2"), count.error.c_str());
    auto none = parseAction("moveTo 3");
    QVERIFY2(contains(none.error, "moveTo takes 2 to 4 arguments (moveTo X Y [N [EASE]]), found 1"), none.error.c_str());
    auto extra = parseAction("die now");
    QVERIFY2(contains(extra.error, "die takes 0 arguments"), extra.error.c_str());

    auto number = parseAction("setSpeed fast");
    QVERIFY2(contains(number.error, "setSpeed: 'fast' is not a number"), number.error.c_str());
    QVERIFY(!parseAction("moveTo 1 2x"));
    QVERIFY(!parseAction("moveTo nan 2"));
    QVERIFY(!parseAction("moveTo inf 2"));
    auto negative = parseAction("setSpeed -1");
    QVERIFY2(contains(negative.error, "must not be negative"), negative.error.c_str());

    auto ticks = parseAction("sleep 2.5");
    QVERIFY2(contains(ticks.error, "sleep: '2.5' is not a whole number of ticks"), ticks.error.c_str());
    QVERIFY(!parseAction("sleep -1"));
    auto weapon = parseAction("setWeapon laser");
    QVERIFY2(contains(weapon.error, "'laser' is not a weapon"), weapon.error.c_str());
    auto empty = parseAction("   ");
    QVERIFY2(contains(empty.error, "empty action line"), empty.error.c_str());
  }

  void conditionsParse() {
    auto after = parseCondition("after 120");
    QVERIFY(after);
    QCOMPARE(after.value->kind, ConditionKind::After);
    QCOMPARE(after.value->ticks, std::int64_t(120));
    for (const char* text : {"health < 3", "health<3", " health <3 "}) {
      auto health = parseCondition(text);
      QVERIFY2(health, text);
      QCOMPARE(health.value->kind, ConditionKind::HealthBelow);
      QCOMPARE(health.value->value, 3.0);
    }
    QCOMPARE(parseCondition("pathEnd").value->kind, ConditionKind::PathEnd);
    auto within = parseCondition("playerWithin 4.5");
    QCOMPARE(within.value->kind, ConditionKind::PlayerWithin);
    QCOMPARE(within.value->value, 4.5);
    auto trigger = parseCondition("trigger gate_open");
    QCOMPARE(trigger.value->kind, ConditionKind::Trigger);
    QCOMPARE(trigger.value->name, std::string("gate_open"));
    QCOMPARE(parseCondition("flag angry").value->kind, ConditionKind::Flag);
    QCOMPARE(parseCondition("always").value->kind, ConditionKind::Always);
  }

  void badConditionsSayWhatIsWrong() {
    auto unknown = parseCondition("sometimes");
    QVERIFY2(contains(unknown.error, "unknown condition 'sometimes'"), unknown.error.c_str());
    QVERIFY2(contains(unknown.error, "health < N"), unknown.error.c_str());
    auto below = parseCondition("health below 3");
    QVERIFY2(contains(below.error, "write 'health < N'"), below.error.c_str());
    auto after = parseCondition("after soon");
    QVERIFY2(contains(after.error, "after: 'soon' is not a whole number of ticks"), after.error.c_str());
    auto count = parseCondition("pathEnd now");
    QVERIFY2(contains(count.error, "pathEnd: expected 0 arguments, found 1"), count.error.c_str());
    auto distance = parseCondition("playerWithin -2");
    QVERIFY2(contains(distance.error, "is not a distance"), distance.error.c_str());
    QVERIFY(!parseCondition("trigger"));
    QVERIFY(!parseCondition("health < x"));
  }

  void transitionsParse() {
    auto t = parseTransition("health < 2 -> flee");
    QVERIFY(t);
    QCOMPARE(t.value->condition.kind, ConditionKind::HealthBelow);
    QCOMPARE(t.value->target, std::string("flee"));
    QCOMPARE(parseTransition("always->idle").value->target, std::string("idle"));

    auto noArrow = parseTransition("after 3 attack");
    QVERIFY2(contains(noArrow.error, "expected 'condition -> state'"), noArrow.error.c_str());
    auto noTarget = parseTransition("after 3 -> ");
    QVERIFY2(contains(noTarget.error, "missing target state"), noTarget.error.c_str());
    auto twoTargets = parseTransition("after 3 -> a b");
    QVERIFY2(contains(twoTargets.error, "one state name"), twoTargets.error.c_str());
    auto noCondition = parseTransition(" -> a");
    QVERIFY2(contains(noCondition.error, "missing condition"), noCondition.error.c_str());
    auto badCondition = parseTransition("after x -> a");
    QVERIFY2(contains(badCondition.error, "after: 'x'"), badCondition.error.c_str());
    QVERIFY(!parseTransition("after 1 -> a -> b"));
  }

  void linesAreDescribedForMessages() {
    QCOMPARE(describeLine("drone", "attack", StateList::Tick, 1, "sleep x"),
             std::string("enemy 'drone', state 'attack', tick line 2 ('sleep x')"));
    QCOMPARE(describeLine("drone", "idle", StateList::Transitions, 0, "x"),
             std::string("enemy 'drone', state 'idle', transition line 1 ('x')"));
  }
};

QTEST_APPLESS_MAIN(EnemyActionsTest)
#include "enemy_actions_test.moc"
