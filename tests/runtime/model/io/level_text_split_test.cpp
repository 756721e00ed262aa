// A level read in two parts at once (its objects' tail on a second thread) is the level
// read by one reader: the same objects, ids in file order, and for a file with problems
// the same messages at the same places. The scanner that finds where to cut finds the
// items of the top-level "objects" array whatever their strings hold, and gives up on
// anything it cannot be sure of.
#include <QtTest>
#include <string>

#include "core/json_limits.h"
#include "model/io/format.h"
#include "model/level/level.h"
#include "model/level/level_object.h"
#include "model/io/level_text_split.h"
#include "model/paths/path.h"
#include "model/io/project_io.h"
#include "model/level/spawn.h"

using namespace sw;

namespace {

// A level with a chain and every common kind of object, in a mixed order.
std::string levelOf(int groups) {
  Level level;
  level.name = "Split";
  for (int i = 0; i < 3; ++i) addNewObject<TileInstance>(level, "link_" + std::to_string(i)).tile = "corridor";
  for (int g = 0; g < groups; ++g) {
    const std::string n = std::to_string(g);
    addNewObject<Marker>(level, "marker \"" + n + "\" [x]").position = {double(g), -double(g)};
    Path& path = addNewObject<Path>(level, "path_" + n);
    path.attachedTile = "link_1";
    std::vector<Path::Node> nodes;
    for (const Vec2& p : {Vec2{0, 0}, Vec2{4, 2}, Vec2{8, -1}}) nodes.push_back({p, {}, {}, Path::PointKind::Corner});
    path.setNodes(nodes);
    Spawn& spawn = addNewObject<Spawn>(level, "spawn_" + n);
    spawn.path = path.name;
    spawn.tick = 10 * g;
    Trigger& trigger = addNewObject<Trigger>(level, "trigger_" + n);
    trigger.position = {double(g), 2};
    trigger.size = {3, 4};
  }
  return levelText(level);
}

struct Read {
  bool ok = false;
  std::string text;                // the level written again
  std::vector<ObjectId> idSteps;   // each id minus the first one's
  std::vector<std::string> errors;
};

Read summary(bool ok, const Level& level, const Errors& errors) {
  Read r;
  r.ok = ok;
  if (ok) r.text = levelText(level);
  ObjectId first = 0;
  level.forEachObject([&](const LevelObject& o) {
    if (!first) first = o.id;
    r.idSteps.push_back(o.id - first);
  });
  for (const Error& e : errors) r.errors.push_back(e.toString());
  return r;
}

Read readAlone(const std::string& text) {  // small texts: one reader
  Level level;
  Errors errors;
  const bool ok = readLevelText(text, "levels/split.json", level, errors);
  return summary(ok, level, errors);
}

Read readInTwo(const std::string& text, std::size_t first) {
  Level level;
  Errors errors;
  const bool ok = readLevelTextInTwo(text, "levels/split.json", first, level, errors);
  return summary(ok, level, errors);
}

// Callers stop at the first failure (QCOMPARE returns from here only).
void compare(const Read& a, const Read& b) {
  QCOMPARE(a.ok, b.ok);
  QCOMPARE(a.text, b.text);
  QCOMPARE(a.idSteps, b.idSteps);
  QCOMPARE(a.errors, b.errors);
}

const std::string kCurrentVersion = "\"formatVersion\": " + std::to_string(sw::kFormatVersion);

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  if (at == std::string::npos) qFatal("'%s' not in the level", from.c_str());
  return text.replace(at, from.size(), to);
}

}  // namespace

class LevelTextSplitTest : public QObject {
  Q_OBJECT
 private slots:
  void findsTheItemsWhateverTheirStringsHold() {
    const std::string text =
        "{\n  \"formatVersion\": 2,\n  \"name\": \"a ] } [ { \\\" \\\\\",\n  \"chain\": [{\"objects\": [1]}],\n"
        "  \"objects\": [ {\"kind\": \"Marker\", \"name\": \"]\\\"[\"} ,\n {\"a\": [[{}], \"}\"]}, 3, \"x\", null ]\n}\n";
    const auto layout = findObjectsArray(text);
    QVERIFY(layout);
    QCOMPARE(layout->formatVersion, std::string_view("2"));
    QCOMPARE(text[layout->open], '[');
    QCOMPARE(text[layout->close], ']');
    QCOMPARE(text.substr(layout->close), std::string("]\n}\n"));
    std::vector<std::string> items;
    for (std::size_t i = 0; i < layout->begins.size(); ++i)
      items.push_back(text.substr(layout->begins[i], layout->ends[i] - layout->begins[i]));
    QCOMPARE(items, (std::vector<std::string>{"{\"kind\": \"Marker\", \"name\": \"]\\\"[\"}",
                                              "{\"a\": [[{}], \"}\"]}", "3", "\"x\"", "null"}));

    const auto empty = findObjectsArray("{\"objects\": [ ], \"formatVersion\": 1}");
    QVERIFY(empty);
    QVERIFY(empty->begins.empty());
    QCOMPARE(empty->formatVersion, std::string_view("1"));
  }

  void givesUpOnWhatItCannotBeSureOf() {
    for (const char* text : {
             "",
             "[]",
             "{}",
             "{\"chain\": []}",                                    // no objects
             "{\"objects\": {}}",                                  // not an array
             "{\"objects\": [], \"objects\": []}",                 // twice
             "{\"formatVersion\": 1, \"formatVersion\": 2, \"objects\": []}",
             "{\"obj\\u0065cts\": [], \"objects\": [1]}",          // a key written with escapes
             "{\"objects\": [1, 2}",                               // cut short
             "{\"objects\": [1, 2]",                               // unclosed
             "{\"objects\": [1 2]}",                               // no comma
             "{\"objects\": [1,]}",                                // an empty item
             "{\"objects\": [\"unterminated]}",
             "{\"objects\": []} {}",                               // more after the object
         })
      QVERIFY2(!findObjectsArray(text), text);
    // Deeper than the parser accepts: the whole reader reports it.
    const std::string deep = "{\"objects\": [" + std::string(kMaxJsonDepth, '[') + std::string(kMaxJsonDepth, ']') + "]}";
    QVERIFY(!findObjectsArray(deep));
    const std::string justDeepEnough =
        "{\"objects\": [" + std::string(kMaxJsonDepth - 2, '[') + std::string(kMaxJsonDepth - 2, ']') + "]}";
    QVERIFY(findObjectsArray(justDeepEnough));
  }

  void tailHoldsAtMostTheBytesAsked() {
    const std::string text = "{\"objects\": [10, 200, 3000, 40000]}";
    const auto layout = findObjectsArray(text);
    QVERIFY(layout);
    // From "3000" to the end of "40000" is 11 bytes; from "200", 16.
    QCOMPARE(firstItemOfTail(*layout, 11), std::size_t(2));
    QCOMPARE(firstItemOfTail(*layout, 15), std::size_t(2));
    QCOMPARE(firstItemOfTail(*layout, 16), std::size_t(1));
    QCOMPARE(firstItemOfTail(*layout, 4), std::size_t(4));  // not even the last one
    QCOMPARE(firstItemOfTail(*layout, 1000), std::size_t(0));
  }

  void cutAnywhereGivesTheSameLevel() {
    const std::string text = levelOf(4);
    const Read alone = readAlone(text);
    QVERIFY(alone.ok);
    QCOMPARE(alone.idSteps.size(), std::size_t(3 + 16));
    for (std::size_t i = 0; i < alone.idSteps.size(); ++i) QCOMPARE(alone.idSteps[i], ObjectId(i));  // file order
    for (std::size_t first = 0; first <= 17 && !QTest::currentTestFailed(); ++first) compare(readInTwo(text, first), alone);
  }

  void aFormerFormatVersionIsMigratedInBothParts() {
    const std::string text = replaced(levelOf(3), kCurrentVersion, "\"formatVersion\": 1");
    const Read alone = readAlone(text);
    QVERIFY(alone.ok);
    for (std::size_t first : {0, 5, 11})
      if (compare(readInTwo(text, first), alone), QTest::currentTestFailed()) return;
  }

  void problemsAreReportedAsByOneReader() {
    const std::string good = levelOf(4);
    const std::vector<std::string> bad = {
        replaced(good, "\"kind\": \"Trigger\"", "\"kind\": \"Trigga\""),          // in the first trigger
        replaced(good, "\"name\": \"spawn_3\"", "\"name\": \"spawn_0\""),          // a name used twice across parts
        replaced(good, "\"name\": \"link_2\"", "\"name\": \"path_3\""),            // a link and an object
        replaced(good, "\"tick\": 30", "\"tick\": \"soon\""),                      // a wrong value near the end
        replaced(good, "\"tick\": 30", "\"tick\": 30,"),                           // invalid JSON in the tail
        replaced(good, "\"name\": \"Split\"", "\"name\": \"Split\", \"bogus\": 1"),  // in the head
        replaced(good, kCurrentVersion, "\"formatVersion\": 99"),
        replaced(good, kCurrentVersion, "\"formatVersion\": \"two\""),
    };
    for (const std::string& text : bad) {
      const Read alone = readAlone(text);
      QVERIFY(!alone.ok);
      QVERIFY(!alone.errors.empty());
      for (std::size_t first = 0; first <= 16; ++first)
        if (compare(readInTwo(text, first), alone), QTest::currentTestFailed()) return;
    }
  }

  void aBigLevelIsReadAsByOneReader() {
    // Over the size from which readLevelText cuts the file by itself.
    const std::string text = levelOf(2500);
    QVERIFY(text.size() > (std::size_t(1) << 20));
    const Read read = readAlone(text);
    QVERIFY(read.ok);
    compare(read, readInTwo(text, 10000));  // past the last item: read as one
    QCOMPARE(read.idSteps.back(), ObjectId(3 + 10000 - 1));
  }
};

QTEST_APPLESS_MAIN(LevelTextSplitTest)
#include "level_text_split_test.moc"
