// Check Project reports trigger conditions the way Play compiles them.
#include <QtTest>

#include "model/level/spawn.h"
#include "model/validate/validate_triggers.h"

using namespace sw;

namespace {
Trigger& addTrigger(Level& level, const std::string& name, const std::string& condition) {
  auto t = std::make_unique<Trigger>();
  t->name = name;
  t->activation = Trigger::Activation::Condition;
  t->condition = condition;
  Trigger& ref = *t;
  level.objects.push_back(std::move(t));
  return ref;
}
}  // namespace

class ValidateTriggersTest : public QObject {
  Q_OBJECT
 private slots:
  void goodConditionsPass() {
    Level level;
    auto boss = std::make_unique<Spawn>();
    boss->name = "boss";
    boss->wave = "w1";
    level.objects.push_back(std::move(boss));
    addTrigger(level, "a", "boss.health <= 0 and w1.cleared");
    addTrigger(level, "b", "a.fired or tick > 600 or score >= 1000");
    Errors errors;
    validateTriggers(level, "levels/l.json", errors);
    QVERIFY2(errors.empty(), errors.empty() ? "" : errors[0].message.c_str());
  }

  void unknownNamesEmptyConditionsAndBadSyntaxAreReported() {
    Level level;
    addTrigger(level, "ghosts", "ghost.health < 3");
    addTrigger(level, "empty", "  ");
    addTrigger(level, "syntax", "tick >");
    addTrigger(level, "member", "tick.fired");
    Trigger& enters = addTrigger(level, "enters", "");
    enters.activation = Trigger::Activation::PlayerEnters;  // needs no condition
    Errors errors;
    validateTriggers(level, "levels/l.json", errors);
    QCOMPARE(errors.size(), std::size_t(4));
    QCOMPARE(errors[0].file, std::string("levels/l.json"));
    QCOMPARE(errors[0].where, std::string("/objects/0/condition"));
    QVERIFY(errors[0].message.find("'ghost'") != std::string::npos);
    QVERIFY(errors[1].message.find("needs a condition") != std::string::npos);
    QVERIFY(errors[2].message.find("column") != std::string::npos);
    QCOMPARE(errors[3].where, std::string("/objects/3/condition"));
  }
};

QTEST_APPLESS_MAIN(ValidateTriggersTest)
#include "validate_triggers_test.moc"
