// validateProject refuses each kind of bad pattern with project.json and the JSON pointer
// of the bad value, and bad input never hangs (the checks themselves are bounded).
#include <QtTest>

#include "model/io/project_io.h"
#include "model/validate/validate.h"
#include "support/model_errors.h"

using namespace sw;

namespace {

const std::string kFile = "/tmp/sw-validate-patterns/project.json";

// A format-2 project with the default kinds, the given patterns and enemy types.
Errors validate(const std::string& patterns, const std::string& enemyTypes = "[]") {
  const std::string text = R"({"formatVersion": 2, "name": "p", "tileDefs": [], "enemyTypes": )" + enemyTypes +
                           R"(, "bulletKinds": [{"name": "small", "radius": 0.1}, {"name": "big", "radius": 0.5}],)" +
                           R"( "patterns": )" + patterns + R"(, "levels": []})";
  Project p;
  std::vector<std::string> levels;
  Errors errors;
  if (!readProjectText(text, kFile, p, levels, errors)) {
    for (const auto& e : errors) qWarning("%s", e.toString().c_str());
    qFatal("does not load");
  }
  p.directory = "/tmp/sw-validate-patterns";
  return validateProject(p);
}

std::string pattern(const std::string& name, const std::string& actions, const std::string& params = "[]") {
  return R"({"name": ")" + name + R"(", "parameters": )" + params + R"(, "actions": )" + actions + "}";
}

bool has(const Errors& errors, const std::string& where, const std::string& words) {
  for (const auto& e : errors)
    if (e.file == kFile && e.where == where && e.message.find(words) != std::string::npos) return true;
  return false;
}

using sw::test::dump;

#define EXPECT(errors, where, words) QVERIFY2(has(errors, where, words), dump(errors).c_str())

}  // namespace

class ValidatePatternsTest : public QObject {
  Q_OBJECT
 private slots:
  void aGoodPatternHasNoErrors() {
    const auto errors = validate("[" +
                                 pattern("ring", R"([{"repeat": {"times": "$n", "actions": [
                                   {"fire": {"sequence": "360 / $n", "kind": "big"}}]}},
                                   {"repeat": {"times": "forever", "actions": [{"wait": "10 - 5 * $rank"}]}}])",
                                         R"([{"name": "n", "default": 12}])") +
                                 "]");
    QVERIFY2(errors.empty(), dump(errors).c_str());
  }

  void endlessRepeatWithoutWait() {
    auto errors = validate("[" + pattern("spin", R"([{"repeat": {"times": "forever", "actions": [{"fire": {}}]}}])") + "]");
    EXPECT(errors, "/patterns/0/actions/0/repeat", "never waits");
    // A wait that can be 0 at rank 1 does not count; a wait in only one branch of... a
    // parallel does (the parallel lasts as long as its longest branch).
    errors = validate("[" + pattern("spin", R"([{"repeat": {"times": "forever", "actions": [{"wait": "1 - $rank"}]}}])") + "]");
    EXPECT(errors, "/patterns/0/actions/0/repeat", "never waits");
    errors = validate("[" + pattern("spin", R"([{"repeat": {"times": "forever", "actions": [{"parallel": [[{"fire": {}}], [{"wait": 2}]]}]}}])") + "]");
    QVERIFY2(errors.empty(), dump(errors).c_str());
    // A wait inside a called pattern counts.
    errors = validate("[" + pattern("pause", R"([{"wait": 5}])") + "," +
                      pattern("spin", R"([{"repeat": {"times": "forever", "actions": [{"call": {"pattern": "pause"}}]}}])") + "]");
    QVERIFY2(errors.empty(), dump(errors).c_str());
  }

  void hugeRepeats() {
    auto errors = validate("[" + pattern("many", R"([{"repeat": {"times": 20000, "actions": [{"wait": 1}]}}])") + "]");
    EXPECT(errors, "/patterns/0/actions/0/repeat/times", "at most 10000");
    errors = validate("[" + pattern("many", R"([{"repeat": {"times": 1000, "actions": [
        {"repeat": {"times": 1000, "actions": [{"fire": {}}]}}]}}])") + "]");
    EXPECT(errors, "/patterns/0/actions/0/repeat/times", "in one tick");
  }

  void negativeCounts() {
    auto errors = validate("[" + pattern("neg", R"([{"repeat": {"times": "2 - 3 * $rank", "actions": [{"wait": 1}]}},
                                                    {"wait": -1}, {"changeSpeed": {"speed": 1, "ticks": -5}}])") + "]");
    EXPECT(errors, "/patterns/0/actions/0/repeat/times", "negative");
    EXPECT(errors, "/patterns/0/actions/1/wait", "negative");
    EXPECT(errors, "/patterns/0/actions/2/changeSpeed/ticks", "negative");
  }

  void unknownKindParameterAndPattern() {
    auto errors = validate("[" + pattern("p", R"([{"fire": {"kind": "huge"}}, {"fire": {"aim": "$spread"}},
                                                  {"call": {"pattern": "nowhere"}}, {"call": {"pattern": "q", "args": [1, 2]}}])") +
                           "," + pattern("q", R"([{"wait": "$1"}])", R"([{"name": "t", "default": 1}])") + "]");
    EXPECT(errors, "/patterns/0/actions/0/fire/kind", "unknown bullet kind 'huge'");
    EXPECT(errors, "/patterns/0/actions/1/fire/aim", "unknown parameter '$spread'");
    EXPECT(errors, "/patterns/0/actions/2/call/pattern", "unknown pattern 'nowhere'");
    EXPECT(errors, "/patterns/0/actions/3/call/args", "2 arguments");
  }

  void cyclesOfCalls() {
    auto errors = validate("[" + pattern("a", R"([{"call": {"pattern": "b"}}])") + "," +
                           pattern("b", R"([{"wait": 1}, {"call": {"pattern": "a"}}])") + "," +
                           pattern("self", R"([{"action": [{"call": {"pattern": "self"}}]}])") + "]");
    EXPECT(errors, "/patterns/1/actions/1/call/pattern", "cycle");
    EXPECT(errors, "/patterns/2/actions/0/action/0/call/pattern", "cycle");
  }

  void expressionsThatDoNotParseOrCanBeInfinite() {
    auto errors = validate("[" + pattern("e", R"x([{"wait": "10 +"}, {"fire": {"speed": "1 / ($rank - 0.5)"}}])x") + "]");
    EXPECT(errors, "/patterns/0/actions/0/wait", "column");
    EXPECT(errors, "/patterns/0/actions/1/fire/speed", "infinite");
  }

  void enemyTypesNameUnknownPatterns() {
    auto errors = validate("[" + pattern("ok", R"([{"fire": {}}])") + "]",
                           R"([{"name": "drone", "pattern": "gone", "states": [
                                {"name": "attack", "begin": ["fire ok", "startFiring missing"], "tick": ["setPattern nope"]}]}])");
    EXPECT(errors, "/enemyTypes/0/pattern", "'gone'");
    EXPECT(errors, "/enemyTypes/0/states/0/begin/1", "state 'attack'");
    EXPECT(errors, "/enemyTypes/0/states/0/begin/1", "unknown pattern 'missing'");
    EXPECT(errors, "/enemyTypes/0/states/0/tick/0", "unknown pattern 'nope'");
    QVERIFY(!has(errors, "/enemyTypes/0/states/0/begin/0", "unknown pattern"));
  }

  void nanAndInfinityAreRefusedOnLoad() {
    Project p;
    std::vector<std::string> levels;
    Errors errors;
    const std::string text = R"({"formatVersion": 2, "name": "p", "tileDefs": [], "patterns": [)" +
                             pattern("n", R"([{"wait": 1e400}])") + R"(], "levels": []})";
    QVERIFY(!readProjectText(text, kFile, p, levels, errors));  // JSON itself has no NaN; overflow is refused
    QVERIFY2(!errors.empty() && errors[0].file == kFile && errors[0].message.find("1e400") != std::string::npos,
             dump(errors).c_str());
    // In an expression: "nan" and "inf" are no numbers, 1e400 is not finite.
    auto refused = validate("[" + pattern("n", R"([{"wait": "nan"}, {"fire": {"speed": "inf"}}, {"wait": "1e400"}])") + "]");
    EXPECT(refused, "/patterns/0/actions/0/wait", "unexpected 'n'");
    EXPECT(refused, "/patterns/0/actions/1/fire/speed", "unexpected 'i'");
    EXPECT(refused, "/patterns/0/actions/2/wait", "not a finite number");
  }
};

QTEST_GUILESS_MAIN(ValidatePatternsTest)
#include "validate_patterns_test.moc"
