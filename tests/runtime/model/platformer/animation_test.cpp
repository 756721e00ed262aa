// Animation lines (model/platformer/animation.h): parsing into the structure, canonical text
// back, and every kind of problem with its line and column.
#include <QtTest>

#include "model/platformer/animation.h"
#include "model/tiles/tileset.h"

using namespace sw;

namespace {

std::string all(const std::vector<AnimationProblem>& problems) {
  std::string out;
  for (const auto& p : problems) out += "line " + std::to_string(p.line) + ", " + p.describe() + "\n";
  return out;
}

bool has(const std::vector<AnimationProblem>& problems, int line, int column, const std::string& words) {
  for (const auto& p : problems)
    if (p.line == line && p.column == column && p.message.find(words) != std::string::npos) return true;
  return false;
}

// Column (1-based) of `needle` in `text`.
int col(const std::string& text, const std::string& needle, std::size_t from = 0) {
  return int(text.find(needle, from)) + 1;
}

Tileset knightSheet() {
  Tileset t;
  t.name = "knight";
  for (const char* n : {"w0", "w1", "w2", "idle0", "slash0", "slash1"}) {
    TilesetTile tile;
    tile.name = n;
    t.tiles.push_back(tile);
  }
  t.frameGroups = {{"walk", {"w0", "w1", "w2"}}, {"idle", {"idle0"}}, {"slash", {"slash0", "slash1"}}, {"none", {}}};
  return t;
}

}  // namespace

class AnimationTest : public QObject {
  Q_OBJECT

 private slots:
  void signalsHaveNames() {
    QCOMPARE(std::string(signalName(CreatureSignal::AttackLanded)), std::string("attackLanded"));
    QCOMPARE(std::string(signalName(CreatureSignal::Facing)), std::string("facing"));
    for (int i = 0; i < kSignalCount; ++i) QCOMPARE(int(*findSignal(signalName(CreatureSignal(i)))), i);
    QVERIFY(!findSignal("tick"));
  }

  void parsesAFullLine() {
    AnimationProblem problem;
    const std::string text =
        "walk: loop walk every 5; if !moving -> idle;if speed > 0.2 && grounded -> run ; on 1 footstep; on 3 footstep";
    auto line = parseAnimationLine(text, &problem);
    QVERIFY2(line, problem.describe().c_str());
    QCOMPARE(line->name, std::string("walk"));
    QCOMPARE(int(line->play), int(AnimationTemplate::Loop));
    QCOMPARE(line->group, std::string("walk"));
    QCOMPARE(line->ticksPerFrame, std::int64_t(5));
    QVERIFY(line->next.empty());
    QCOMPARE(line->switches.size(), std::size_t(2));
    QCOMPARE(line->switches[0].condition, std::string("!moving"));
    QCOMPARE(line->switches[0].target, std::string("idle"));
    QCOMPARE(line->switches[1].condition, std::string("speed > 0.2 && grounded"));
    QCOMPARE(line->switches[1].conditionColumn, col(text, "speed"));
    QCOMPARE(line->switches[1].targetColumn, col(text, "run"));
    QCOMPARE(line->events.size(), std::size_t(2));
    QCOMPARE(line->events[1].frame, std::int64_t(3));
    QCOMPARE(line->events[1].name, std::string("footstep"));
    QCOMPARE(line->groupColumn, 12);
    // Canonical text: one space after each ';', clauses in order, and it parses back the same.
    const std::string canonical = animationLineText(*line);
    QCOMPARE(canonical, std::string("walk: loop walk every 5; if !moving -> idle; if speed > 0.2 && grounded -> run; "
                                    "on 1 footstep; on 3 footstep"));
    QVERIFY(*parseAnimationLine(canonical, &problem) == *line);
  }

  void canonicalTextLeavesOutDefaults() {
    AnimationLine line;
    line.name = "attack";
    line.group = "slash";
    line.next = "idle";
    line.events = {{1, "attackActive", 0}};
    QCOMPARE(animationLineText(line), std::string("attack: once slash; then idle; on 1 attackActive"));
    AnimationProblem problem;
    auto back = parseAnimationLine("  attack :once   slash ;then idle;on 1 attackActive  ", &problem);
    QVERIFY2(back, problem.describe().c_str());
    QVERIFY(*back == line);
    QCOMPARE(back->ticksPerFrame, kDefaultTicksPerFrame);
  }

  void syntaxErrorsHaveColumns() {
    struct Case {
      std::string text;
      std::string at;  // the text the column points at
      std::string words;
    };
    const std::vector<Case> cases = {
        {"walk loop walk", "loop", "expected ':'"},
        {"2walk: loop walk", "2walk", "animation's name"},
        {"walk: spin walk", "spin", "unknown template 'spin'"},
        {"walk: loop", "", "expected a frame group"},
        {"walk: loop walk every 0", "0", "ticks each frame"},
        {"walk: loop walk every x", "x", "ticks each frame"},
        {"walk: loop walk fast", "fast", "every N"},
        {"walk: loop walk; jump idle", "jump", "unknown clause 'jump'"},
        {"walk: loop walk; if moving idle", "if", "-> TARGET"},
        {"walk: loop walk; if -> idle", "if", "expected a condition"},
        {"walk: loop walk; if moving -> ", "", "after '->'"},
        {"walk: loop walk; if moving -> idle now", "now", "unexpected text"},
        {"walk: once walk; then a; then b", "then b", "a second 'then'"},
        {"walk: loop walk; on x footstep", "x", "frame number"},
        {"walk: loop walk; on 1", "", "event's name"},
        {"walk: loop walk;", "", "expected then, if or on"},
    };
    for (const Case& c : cases) {
      AnimationProblem problem;
      QVERIFY2(!parseAnimationLine(c.text, &problem), c.text.c_str());
      const int expected = c.at.empty() ? int(c.text.size()) + 1 : col(c.text, c.at);
      QVERIFY2(problem.message.find(c.words) != std::string::npos, (c.text + " -> " + problem.message).c_str());
      QVERIFY2(problem.column == expected || (c.at.empty() && problem.column >= int(c.text.rfind(';')) + 1),
               (c.text + " -> " + problem.describe()).c_str());
    }
    AnimationProblem blank;
    QVERIFY(!parseAnimationLine("   ", &blank));
    QVERIFY(blank.message.find("empty line") != std::string::npos);
  }

  void goodLinesHaveNoProblems() {
    const Tileset sheet = knightSheet();
    const std::vector<std::string> lines = {
        "idle: loop idle; if moving -> walk; if attacking -> attack",
        "walk: pingpong walk every 4; if !moving -> idle; on 0 footstep; on 2 footstep",
        "attack: once slash every 3; then idle; on 1 attackActive",
        "dead: hold slash",
    };
    QVERIFY2(animationProblems(lines, &sheet).empty(), all(animationProblems(lines, &sheet)).c_str());
    QVERIFY(animationProblems(lines, nullptr).empty());
    QCOMPARE(parseAnimationLines(lines).size(), lines.size());
  }

  void structureProblemsNameLineAndColumn() {
    const Tileset sheet = knightSheet();
    const std::vector<std::string> lines = {
        "idle: loop idle; if moving -> wlk",                     // 0: unknown target
        "walk: loop walk; if sped > 1 -> idle",                  // 1: unknown signal
        "idle: hold idle",                                       // 2: duplicate
        "dead: hold slash; then idle",                           // 3: hold then
        "attack: once swing; then rest",                         // 4: unknown group, unknown next
        "jump: once walk; on 3 land; if moving.x -> idle",      // 5: frame past the group, member
        "fall: loop none; if (grounded -> idle",                 // 6: empty group, bad expression
        "oops: loop walk; garbage",                              // 7: syntax
    };
    const auto problems = animationProblems(lines, &sheet);
    const std::string text = all(problems);
    QVERIFY2(has(problems, 0, col(lines[0], "wlk"), "no animation named 'wlk'"), text.c_str());
    QVERIFY2(has(problems, 1, col(lines[1], "sped"), "'sped' is not a signal"), text.c_str());
    QVERIFY2(has(problems, 2, 1, "a second animation named 'idle'"), text.c_str());
    QVERIFY2(has(problems, 3, col(lines[3], "idle"), "'hold' never ends"), text.c_str());
    QVERIFY2(has(problems, 4, col(lines[4], "swing"), "no frame group 'swing'"), text.c_str());
    QVERIFY2(has(problems, 4, col(lines[4], "rest"), "no animation named 'rest'"), text.c_str());
    QVERIFY2(has(problems, 5, col(lines[5], "3"), "past the last of 'walk' (3 frames"), text.c_str());
    QVERIFY2(has(problems, 5, col(lines[5], "moving.x"), "no members"), text.c_str());
    QVERIFY2(has(problems, 6, col(lines[6], "none"), "has no frames"), text.c_str());
    QVERIFY2(has(problems, 6, col(lines[6], " ->"), "expected ')'"), text.c_str());
    QVERIFY2(has(problems, 7, col(lines[7], "garbage"), "unknown clause"), text.c_str());
    // In line order.
    for (std::size_t i = 1; i < problems.size(); ++i) QVERIFY(problems[i - 1].line <= problems[i].line);
    // Without a sheet, groups are not checked.
    const auto noSheet = animationProblems(lines, nullptr);
    QVERIFY(!has(noSheet, 4, col(lines[4], "swing"), "no frame group"));
    QVERIFY(has(noSheet, 4, col(lines[4], "rest"), "no animation named"));
  }

  void handOversThatNeverShowAFrameAreCycles() {
    const std::vector<std::string> lines = {
        "a: loop walk; if true -> b",
        "b: loop walk; if moving -> c; if 1 > 0 -> a",  // the first can fail, the second never does
        "c: loop walk",
        "d: loop walk; if true -> d",                    // to itself: the animator ignores it
    };
    auto problems = animationProblems(lines, nullptr);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems[0].line, 0);
    QVERIFY2(problems[0].message.find("a -> b -> a") != std::string::npos, problems[0].message.c_str());

    // An empty group's `once` passes straight on to what it chains to.
    const Tileset sheet = knightSheet();
    const std::vector<std::string> chained = {"x: once none; then y", "y: loop idle; if true -> x"};
    problems = animationProblems(chained, &sheet);
    QVERIFY(has(problems, 0, 1, "never show a frame"));
    // Conditions that can be false are no cycle: a -> b -> a only while the signals say so.
    QVERIFY(animationProblems({"a: loop walk; if moving -> b", "b: loop walk; if !moving -> a"}, nullptr).empty());
    QCOMPARE(constantCondition("1 > 0").value_or(-1), 1.0);
    QVERIFY(!constantCondition("grounded"));
  }
};

QTEST_APPLESS_MAIN(AnimationTest)
#include "animation_test.moc"
