// Bullet patterns: the expression language, the JSON of patterns and bullet kinds
// (round trip byte for byte), and finding a JSON pointer's line for the editor.
#include <QtTest>

#include "model/patterns/bullet_pattern_json.h"
#include "model/patterns/pattern_expr.h"
#include "model/project/project.h"
#include "model/io/project_io.h"

using namespace sw;

namespace {

double eval(const char* text, double rank = 0.5, std::vector<double> params = {}, std::vector<std::string> names = {}) {
  auto parsed = parsePatternExpr(text, names);
  if (!parsed) qFatal("%s: %s", text, parsed.error.c_str());
  PatternExprEnv env;
  env.rank = rank;
  env.params = params.data();
  env.paramCount = params.size();
  return evaluate(parsed.code, env);
}

const char* kPattern = R"({
  "name": "fan",
  "notes": "",
  "parameters": [{"name": "n", "default": 5}],
  "actions": [
    {"fire": {"aim": "-10 * ($n - 1) / 2", "speed": 0.2, "kind": "small"}},
    {"repeat": {"times": "$n - 1", "actions": [{"fire": {"sequence": 10, "speedSequence": 0.01}}]}},
    {"wait": "30 - 20 * $rank"},
    {"parallel": [[{"wait": 1}], [{"action": [{"vanish": {}}]}]]},
    {"fire": {"absolute": 90, "speed": 0.1, "kind": "missile", "actions": [
      {"homing": {"turnRate": 2, "ticks": 0}},
      {"changeDirection": {"relative": 45, "ticks": 10}},
      {"changeSpeed": {"speedRelative": 0.1, "ticks": 10}},
      {"accel": {"x": 0, "y": -0.01, "ticks": 20}},
      {"call": {"pattern": "other", "args": [3, "$n"]}}
    ]}},
    {"repeat": {"times": "forever", "actions": [{"wait": 10}]}}
  ]
}
)";

}  // namespace

class BulletPatternTest : public QObject {
  Q_OBJECT
 private slots:
  void expressionsFollowPrecedenceAndParameters() {
    QCOMPARE(eval("1 + 2 * 3"), 7.0);
    QCOMPARE(eval("(1 + 2) * 3"), 9.0);
    QCOMPARE(eval("-2 - -3"), 1.0);
    QCOMPARE(eval("360 / 8"), 45.0);
    QCOMPARE(eval("10 * $rank", 0.25), 2.5);
    QCOMPARE(eval("$1 + $n * 2", 0.5, {3}, {"n"}), 9.0);
    QCOMPARE(eval("1 / 0"), 0.0);  // never infinity in a running game
    QCOMPARE(eval(".5e1"), 5.0);
  }

  void badExpressionsNameTheColumn() {
    auto unknown = parsePatternExpr("2 * $count", {"n"});
    QVERIFY(!unknown);
    QVERIFY2(unknown.error.find("column 5") != std::string::npos, unknown.error.c_str());
    QVERIFY2(unknown.error.find("$count") != std::string::npos, unknown.error.c_str());
    for (const char* bad : {"", "1 +", "(1", "1 2", "abc", "$", "1e999", "nan"})
      QVERIFY2(!parsePatternExpr(bad, {}), bad);
    const std::string deep(200, '(');
    QVERIFY(!parsePatternExpr(deep + "1" + std::string(200, ')'), {}));
    QVERIFY(!parsePatternExpr(std::string(300, '1'), {}));
  }

  void boundsCoverRankAndRand() {
    auto code = parsePatternExpr("10 + 20 * $rank - $rand", {}).code;
    const PatternInterval b = bounds(code, {});
    QCOMPARE(b.lo, 9.0);
    QCOMPARE(b.hi, 30.0);
    auto div = parsePatternExpr("1 / ($rank - 0.5)", {}).code;
    QVERIFY(!std::isfinite(bounds(div, {}).hi));
  }

  void patternTextRoundTripsByteForByte() {
    BulletPattern p;
    Errors errors;
    QVERIFY(readPatternText(kPattern, "p.json", "", p, errors));
    QVERIFY(errors.empty());
    QCOMPARE(p.actions.size(), std::size_t(6));
    QCOMPARE(p.actions[1].op, PatternOp::Repeat);
    QCOMPARE(p.actions[1].actions[0].directionMode, DirectionMode::Sequence);
    QCOMPARE(p.actions[1].actions[0].speedMode, SpeedMode::Sequence);
    QCOMPARE(p.actions[3].branches.size(), std::size_t(2));
    QVERIFY(p.actions[5].endless);
    QCOMPARE(p.actions[4].actions[4].args.size(), std::size_t(2));
    const std::string text = patternText(p);
    BulletPattern again;
    QVERIFY(readPatternText(text, "p.json", "", again, errors));
    QCOMPARE(patternText(again), text);
    QVERIFY(again.actions == p.actions);
  }

  void projectKeepsKindsAndPatternsInOrder() {
    Project project;
    project.name = "p";
    project.bulletKinds = defaultBulletKinds();
    auto pattern = std::make_unique<BulletPattern>();
    Errors errors;
    QVERIFY(readPatternText(kPattern, "p.json", "", *pattern, errors));
    project.patterns.push_back(std::move(pattern));
    auto type = std::make_unique<EnemyType>();
    type->name = "drone";
    type->pattern = "fan";
    project.enemyTypes.push_back(std::move(type));
    const std::string text = projectText(project);
    QVERIFY(text.find("\"enemyTypes\"") < text.find("\"bulletKinds\""));
    QVERIFY(text.find("\"bulletKinds\"") < text.find("\"patterns\""));
    Project back;
    std::vector<std::string> levels;
    QVERIFY(readProjectText(text, "project.json", back, levels, errors));
    QCOMPARE(back.patterns.size(), std::size_t(1));
    QCOMPARE(back.bulletKinds.size(), std::size_t(5));
    QCOMPARE(back.findEnemyType("drone")->pattern, std::string("fan"));
    QCOMPARE(projectText(back), text);
  }

  void structuralProblemsNameThePointer() {
    auto problem = [](const std::string& actions) {
      BulletPattern p;
      Errors errors;
      readPatternText("{\"name\": \"x\", \"actions\": " + actions + "}", "f.json", "/patterns/2", p, errors);
      return errors.empty() ? Error{} : errors.front();
    };
    QCOMPARE(problem(R"([{"shoot": {}}])").where, std::string("/patterns/2/actions/0"));
    QCOMPARE(problem(R"([{"wait": 1}, {"fire": {"aim": 1, "absolute": 2}}])").where,
             std::string("/patterns/2/actions/1/fire"));
    QCOMPARE(problem(R"([{"fire": {"speeed": 1}}])").where, std::string("/patterns/2/actions/0/fire/speeed"));
    QVERIFY(problem(R"([{"wait": 1e999}])").message.find("overflow") != std::string::npos);  // refused by the parser
    QCOMPARE(problem(R"([{"repeat": {"times": 2}}])").where, std::string("/patterns/2/actions/0/repeat"));
    std::string deep = "[{\"wait\": 1}]";
    for (int i = 0; i < 40; ++i) deep = "[{\"action\": " + deep + "}]";
    QVERIFY(problem(deep).message.find("deeper") != std::string::npos);
    QVERIFY(problem("[" + std::string(10, '[')).where.rfind("line 1, column", 0) == 0);  // syntax: line and column
  }

  void pointersFindTheirLines() {
    const std::string text = kPattern;
    QCOMPARE(lineOfPointer(text, "/name"), 2);
    QCOMPARE(lineOfPointer(text, "/actions/1/repeat/times"), 7);
    QCOMPARE(lineOfPointer(text, "/actions/4/fire/actions/3/accel/y"), 14);
    QCOMPARE(lineOfPointer(text, "/actions/9"), 0);
    QCOMPARE(lineOfPointer("{\"a\": [", "/a/0"), 0);
  }
};

QTEST_GUILESS_MAIN(BulletPatternTest)
#include "bullet_pattern_test.moc"
