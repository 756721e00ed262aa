// Pattern commands by path: finding them, their JSON pointers (as validation names them),
// the command tree's edits (insert, remove, move, branches), and the described row the
// property grid edits (per-op properties, expressions compiled as they are written).
#include <QtTest>

#include "model/patterns/bullet_pattern_json.h"
#include "model/patterns/pattern_command_path.h"
#include "model/patterns/pattern_command_row.h"

using namespace sw;

namespace {

const char* kTreePattern = R"({
  "name": "tree",
  "notes": "",
  "parameters": [{"name": "n", "default": 5}],
  "actions": [
    {"wait": 1},
    {"repeat": {"times": 3, "actions": [{"fire": {"aim": 0, "speed": 0.2, "kind": "small"}}, {"wait": 2}]}},
    {"parallel": [[{"wait": 3}], [{"action": [{"wait": 4}]}]]},
    {"fire": {"aim": 0, "speed": 0.1, "kind": "small", "actions": [{"vanish": {}}]}}
  ]
})";

BulletPattern readTree() {
  BulletPattern p;
  Errors errors;
  if (!readPatternText(kTreePattern, "tree.json", "", p, errors)) qFatal("%s", errors.front().message.c_str());
  return p;
}

// The waits' tick counts in pattern order: a compact picture of the structure.
std::string waits(const BulletPattern& p) {
  std::string out;
  for (const CommandPath& path : allCommandPaths(p)) {
    const PatternCommand* c = findCommand(p, path);
    out += c->op == PatternOp::Wait ? c->count.text : std::string(toString(c->op)).substr(0, 1);
  }
  return out;
}

}  // namespace

class PatternCommandPathTest : public QObject {
  Q_OBJECT
 private slots:
  void pathsFindCommandsAndNameTheirPointers() {
    const BulletPattern p = readTree();
    QCOMPARE(waits(p), std::string("1rf2p3a4fv"));
    const CommandPath secondWait{{1, -1}, {1, -1}};
    QCOMPARE(findCommand(p, secondWait)->count.text, std::string("2"));
    QCOMPARE(pointerOf(p, secondWait), std::string("/actions/1/repeat/actions/1"));
    const CommandPath innerWait{{2, -1}, {0, 1}, {0, -1}};
    QCOMPARE(findCommand(p, innerWait)->count.text, std::string("4"));
    QCOMPARE(pointerOf(p, innerWait), std::string("/actions/2/parallel/1/0/action/0"));
    QCOMPARE(pointerOf(p, {{3, -1}, {0, -1}}), std::string("/actions/3/fire/actions/0"));
    // Paths that lead nowhere: past an end, into a wait, into a missing branch.
    QVERIFY(!findCommand(p, {{9, -1}}));
    QVERIFY(!findCommand(p, {{0, -1}, {0, -1}}));
    QVERIFY(!findCommand(p, {{2, -1}, {0, 5}}));
    QVERIFY(!findCommand(p, {}));
    QCOMPARE(pointerOf(p, {{9, -1}}), std::string());
    // The pointers are those validation reports: every command's pointer is one forEachCommand visits.
    std::vector<std::string> visited;
    forEachCommand(p.actions, "/actions", 0, [&](const PatternCommand&, const std::string& at, int) { visited.push_back(at); });
    const auto paths = allCommandPaths(p);
    QCOMPARE(paths.size(), visited.size());
    for (std::size_t i = 0; i < paths.size(); ++i) QCOMPARE(pointerOf(p, paths[i]), visited[i]);
  }

  void insertAndRemoveKeepTheRest() {
    BulletPattern p = readTree();
    QVERIFY(insertCommands(p, {{{1, -1}}, -1}, 1, {defaultCommand(PatternOp::Wait)}));
    QCOMPARE(waits(p), std::string("1rf102p3a4fv"));
    QVERIFY(insertCommands(p, {}, 99, {defaultCommand(PatternOp::Vanish)}));  // clamped to the end
    QCOMPARE(waits(p), std::string("1rf102p3a4fvv"));
    QVERIFY(!insertCommands(p, {{{0, -1}}, -1}, 0, {defaultCommand(PatternOp::Wait)}));  // a wait holds nothing
    // A path inside a removed one is covered by it; the others go in one step.
    QVERIFY(removeCommands(p, {{{1, -1}, {0, -1}}, {{1, -1}}, {{0, -1}}, {{4, -1}}}));
    QCOMPARE(waits(p), std::string("p3a4fv"));
    const BulletPattern before = p;
    QVERIFY(!removeCommands(p, {{{0, -1}}, {{7, -1}}}));  // one is not there: nothing changes
    QCOMPARE(patternText(p), patternText(before));
  }

  void moveKeepsOrderAndRefusesMovingIntoItself() {
    BulletPattern p = readTree();
    std::vector<CommandPath> moved;
    // The first wait and the repeat's wait, into the parallel's first branch at its start.
    QVERIFY(moveCommands(p, {{{1, -1}, {1, -1}}, {{0, -1}}}, {{{2, -1}}, 0}, 0, &moved));
    QCOMPARE(waits(p), std::string("rfp123a4fv"));
    QCOMPARE(moved.size(), std::size_t(2));
    QCOMPARE(findCommand(p, moved[0])->count.text, std::string("1"));
    QCOMPARE(findCommand(p, moved[1])->count.text, std::string("2"));
    // Down within one list: the index counts before the move.
    BulletPattern q = readTree();
    QVERIFY(moveCommands(q, {{{0, -1}}}, {}, 3, &moved));
    QCOMPARE(waits(q), std::string("rf2p3a41fv"));
    QCOMPARE(moved.front(), (CommandPath{{2, -1}}));
    // Into its own list or below itself: refused, unchanged.
    const BulletPattern before = q;
    QVERIFY(!moveCommands(q, {{{0, -1}}}, {{{0, -1}}, -1}, 0));
    QVERIFY(!moveCommands(q, {{{1, -1}}}, {{{1, -1}, {0, 1}}, -1}, 0));
    QCOMPARE(patternText(q), patternText(before));
  }

  void branchesAreAddedAndTheLastOneStays() {
    BulletPattern p = readTree();
    const CommandPath parallel{{2, -1}};
    QVERIFY(addBranch(p, parallel));
    QCOMPARE(findCommand(p, parallel)->branches.size(), std::size_t(3));
    QVERIFY(!addBranch(p, {{0, -1}}));
    QVERIFY(removeBranch(p, parallel, 0));
    QVERIFY(removeBranch(p, parallel, 0));
    QVERIFY(!removeBranch(p, parallel, 0));  // a parallel keeps one branch
    QCOMPARE(findCommand(p, parallel)->branches.size(), std::size_t(1));
  }

  void defaultCommandsRunAsTheyAre() {
    for (int op = 0; op <= int(PatternOp::Call); ++op) {
      const PatternCommand c = defaultCommand(PatternOp(op));
      QVERIFY(!c.count.code.steps.empty());
      QVERIFY(!c.direction.code.steps.empty());
    }
    QCOMPARE(defaultCommand(PatternOp::Repeat).actions.size(), std::size_t(2));
    QCOMPARE(defaultCommand(PatternOp::Parallel).branches.size(), std::size_t(2));
    // Written and read back, a default command is the same command.
    BulletPattern p;
    p.name = "d";
    for (int op = 0; op < int(PatternOp::Call); ++op) p.actions.push_back(defaultCommand(PatternOp(op)));
    BulletPattern back;
    Errors errors;
    QVERIFY(readPatternText(patternText(p), "d.json", "", back, errors));
    QCOMPARE(patternText(back), patternText(p));
  }

  void theRowHasEachOpsFieldsAndCompilesWhatIsWritten() {
    BulletPattern p = readTree();
    PatternCommandRow row;
    row.bind(findCommand(p, {{0, -1}}), p.parameterNames());
    const TypeDescription& wait = row.description();
    QVERIFY(wait.find("ticks"));
    QVERIFY(!wait.find("direction"));
    QVERIFY(wait.find("command")->readOnly);
    wait.find("ticks")->set(row, Value(std::string("$n * 2")));
    const PatternCommand& c = *findCommand(p, {{0, -1}});
    QCOMPARE(c.count.text, std::string("$n * 2"));
    double params[] = {7};
    PatternExprEnv env;
    env.params = params;
    env.paramCount = 1;
    QCOMPARE(evaluate(c.count.code, env), 14.0);  // compiled against the pattern's parameter

    row.bind(findCommand(p, {{3, -1}}), p.parameterNames());
    const TypeDescription& fire = row.description();
    QVERIFY(fire.find("direction") && fire.find("speedMode") && fire.find("bulletKind"));
    QCOMPARE(fire.find("bulletKind")->refersTo, std::string("BulletKind"));
    QVERIFY(!fire.find("ticks"));
    // Edits must parse; names the pattern lacks are left to its validation.
    QVERIFY(fire.find("speed")->checkEdit(Value(std::string("0.1 +"))).has_value());
    QVERIFY(!fire.find("speed")->checkEdit(Value(std::string("$other * 2"))).has_value());
    QVERIFY(PatternCommandRow::describeOp(PatternOp::Repeat).find("endless"));
    QVERIFY(PatternCommandRow::describeOp(PatternOp::Call).find("args")->checkEdit(
        Value(std::vector<std::string>{"1", "2 *"})).has_value());
  }
};

QTEST_GUILESS_MAIN(PatternCommandPathTest)
#include "pattern_command_path_test.moc"
