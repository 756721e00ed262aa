// Path and Spawn as level objects: registered kinds, JSON round trip, refusal of
// inconsistent point lists, node helpers, and references that follow renames.
#include <QtTest>

#include "model/references/object_references.h"
#include "model/paths/path.h"
#include "model/io/project_io.h"
#include "model/level/spawn.h"
#include "support/sample_project.h"
#include "support/model_errors.h"

using namespace sw;
using sw::test::dump;


namespace {
Errors levelErrors(const std::string& text) {
  Level level;
  Errors errors;
  if (readLevelText(text, "levels/bad.json", level, errors)) errors.clear();
  return errors;
}

std::unique_ptr<Path> samplePath() {
  auto path = std::make_unique<Path>();
  path->name = "swoop";
  path->id = newObjectId();
  path->closed = true;
  path->setNodes({{{10, 2}, {-1, 0}, {1, 0}, Path::PointKind::Smooth},
                  {{14, -3.5}, {0, 0}, {0, 0}, Path::PointKind::Corner},
                  {{6, -1}, {2, 1}, {-2, -1}, Path::PointKind::Symmetric}});
  path->attachedTile = "t2";
  path->color = {10, 20, 30, 255};
  return path;
}

std::unique_ptr<Spawn> sampleSpawn() {
  auto spawn = std::make_unique<Spawn>();
  spawn->name = "wave1_left";
  spawn->id = newObjectId();
  spawn->when = Spawn::When::OnTrigger;
  spawn->tick = 240;
  spawn->trigger = "gate";
  spawn->wave = "wave1";
  spawn->enemyType = "drone";
  spawn->path = "swoop";
  spawn->startOffset = 2.5;
  spawn->position = {8, 3};
  spawn->count = 3;
  spawn->spacing = 1.25;
  spawn->delayTicks = 12;
  spawn->mirror = true;
  return spawn;
}

// A level file with one Path object whose body is `pathFields`.
std::string levelWithPath(const std::string& pathFields) {
  return "{\"formatVersion\": 1, \"name\": \"L\", \"chain\": [], \"objects\": [\n"
         "{\"kind\": \"Marker\", \"name\": \"m\"},\n"
         "{\"kind\": \"Path\", \"name\": \"p\", " +
         pathFields + "}]}\n";
}
}  // namespace

class PathObjectTest : public QObject {
  Q_OBJECT
 private slots:
  void kindsAreRegistered() {
    const auto& kinds = freeObjectKinds();
    QVERIFY(std::find(kinds.begin(), kinds.end(), "Path") != kinds.end());
    QVERIFY(std::find(kinds.begin(), kinds.end(), "Spawn") != kinds.end());
    QCOMPARE(createFreeObject("Path")->kind(), std::string("Path"));
    QCOMPARE(createFreeObject("Spawn")->kind(), std::string("Spawn"));
    // Defaults a designer can use at once: one ship, some spacing.
    // (The object is kept: a pointer into the temporary would dangle, as Clang says.)
    auto object = createFreeObject("Spawn");
    auto* spawn = dynamic_cast<Spawn*>(object.get());
    QVERIFY(spawn);
    QCOMPARE(spawn->count, std::int64_t(1));
    QVERIFY(spawn->spacing > 0);
  }

  void roundTripIsByteIdentical() {
    auto project = test::sampleProject();
    Level& level = *project->levels[0];
    level.objects.push_back(samplePath());
    level.objects.push_back(sampleSpawn());
    const std::string text = levelText(level);
    Level back;
    Errors errors;
    QVERIFY2(readLevelText(text, "stage.json", back, errors), dump(errors).c_str());
    QCOMPARE(levelText(back), text);

    auto* path = dynamic_cast<Path*>(back.findByName("swoop"));
    QVERIFY(path);
    QVERIFY(path->closed);
    QCOMPARE(path->attachedTile, std::string("t2"));
    QCOMPARE(path->pointKind(2), Path::PointKind::Symmetric);
    QVERIFY((path->handlesOut[2] == Vec2{-2, -1}));
    QVERIFY(path->nodes() == samplePath()->nodes());

    auto* spawn = dynamic_cast<Spawn*>(back.findByName("wave1_left"));
    QVERIFY(spawn);
    QCOMPARE(spawn->when, Spawn::When::OnTrigger);
    QCOMPARE(spawn->trigger, std::string("gate"));
    QCOMPARE(spawn->count, std::int64_t(3));
    QCOMPARE(spawn->spacing, 1.25);
    QCOMPARE(spawn->delayTicks, std::int64_t(12));
    QVERIFY(spawn->mirror);
    QCOMPARE(spawn->startOffset, 2.5);

    // Enum names as the file shows them.
    QVERIFY(text.find("\"when\": \"onTrigger\"") != std::string::npos);
    QVERIFY(text.find("\"curve\": \"bezier\"") != std::string::npos);
    QVERIFY(text.find("\"pointKinds\": [\"smooth\", \"corner\", \"symmetric\"]") != std::string::npos);
  }

  void missingFieldsTakeDefaults() {
    Level level;
    Errors errors;
    QVERIFY2(readLevelText("{\"formatVersion\": 1, \"name\": \"L\", \"objects\": ["
                           "{\"kind\": \"Spawn\", \"name\": \"s\"}, {\"kind\": \"Path\", \"name\": \"p\"}]}",
                           "l.json", level, errors),
             dump(errors).c_str());
    auto* spawn = dynamic_cast<Spawn*>(level.findByName("s"));
    QCOMPARE(spawn->count, std::int64_t(1));
    QCOMPARE(spawn->spacing, 1.5);
    QCOMPARE(spawn->when, Spawn::When::AtTick);
    auto* path = dynamic_cast<Path*>(level.findByName("p"));
    QCOMPARE(path->curve, Path::Curve::Bezier);
    QVERIFY(path->points.empty());
  }

  void refusesListsOfDifferentLengths() {
    auto errors = levelErrors(levelWithPath(
        "\"points\": [[0, 0], [1, 1], [2, 0]], \"handlesIn\": [[0, 0], [0, 0]], "
        "\"handlesOut\": [[0, 0], [0, 0], [0, 0]], \"pointKinds\": [\"corner\", \"corner\", \"corner\"]"));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].file, std::string("levels/bad.json"));
    QCOMPARE(errors[0].where, std::string("/objects/1/handlesIn"));
    QVERIFY2(errors[0].message.find("2 entries but the path has 3 points") != std::string::npos,
             errors[0].message.c_str());

    errors = levelErrors(levelWithPath("\"points\": [[0, 0], [1, 1]]"));  // no handles at all
    QCOMPARE(errors.size(), std::size_t(3));
    QCOMPARE(errors[2].where, std::string("/objects/1/pointKinds"));
  }

  void refusesUnknownPointKind() {
    auto errors = levelErrors(levelWithPath(
        "\"points\": [[0, 0], [1, 1]], \"handlesIn\": [[0, 0], [0, 0]], \"handlesOut\": [[0, 0], [0, 0]], "
        "\"pointKinds\": [\"corner\", \"pointy\"]"));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].where, std::string("/objects/1/pointKinds"));
    QVERIFY(errors[0].message.find("'pointy'") != std::string::npos);
  }

  void refusesBadSpawnValues() {
    auto errors = levelErrors(
        "{\"formatVersion\": 1, \"name\": \"L\", \"objects\": ["
        "{\"kind\": \"Spawn\", \"name\": \"s\", \"count\": 0, \"when\": \"sometimes\"}]}");
    QCOMPARE(errors.size(), std::size_t(2));
    QCOMPARE(errors[0].where, std::string("/objects/0/when"));
    QCOMPARE(errors[1].where, std::string("/objects/0/count"));
  }

  void nodeHelpersKeepListsInStep() {
    Path path;
    path.insertNode(0, {{1, 1}, {}, {}, Path::PointKind::Corner});
    path.insertNode(0, {{0, 0}, {}, {0.5, 0}, Path::PointKind::Smooth});
    path.insertNode(2, {{2, 0}, {-0.5, 0}, {}, Path::PointKind::Symmetric});
    QCOMPARE(path.points.size(), std::size_t(3));
    QVERIFY(path.fieldProblems().empty());
    QVERIFY((path.points[0] == Vec2{0, 0}));
    QVERIFY((path.handlesOut[0] == Vec2{0.5, 0}));
    QCOMPARE(path.pointKinds[2], std::string("symmetric"));
    path.removeNode(1);
    QCOMPARE(path.handlesIn.size(), std::size_t(2));
    QVERIFY((path.points[1] == Vec2{2, 0}));
    QCOMPARE(path.segmentCount(), std::size_t(1));
    path.closed = true;
    QCOMPARE(path.segmentCount(), std::size_t(2));
  }

  void pointAddedAloneStillSavesALoadableFile() {
    // The property grid can add an item to `points` without touching the other lists.
    auto project = test::sampleProject();
    Level& level = *project->levels[0];
    level.objects.push_back(samplePath());
    auto& path = dynamic_cast<Path&>(*level.objects.back());
    const Property& points = *path.description().find("points");
    auto list = std::get<std::vector<Vec2>>(points.get(path));
    list.push_back({20, 0});
    points.set(path, list);
    QCOMPARE(std::get<std::vector<Vec2>>(path.description().find("handlesIn")->get(path)).size(),
             std::size_t(4));
    QCOMPARE(std::get<std::vector<std::string>>(path.description().find("pointKinds")->get(path))[3],
             std::string("corner"));
    Level back;
    Errors errors;
    QVERIFY2(readLevelText(levelText(level), "stage.json", back, errors), dump(errors).c_str());
    auto* loaded = dynamic_cast<Path*>(back.findByName("swoop"));
    QCOMPARE(loaded->handlesOut.size(), std::size_t(4));
    QVERIFY((loaded->handlesOut[3] == Vec2{0, 0}));
    // Undo sets the old points back, and the other lists were never rewritten.
    list.pop_back();
    points.set(path, list);
    QVERIFY(path.nodes() == samplePath()->nodes());
  }

  void renamesRewriteTheNewReferences() {
    auto path = samplePath();
    auto spawn = sampleSpawn();
    const std::unordered_map<std::string, std::string> renames{
        {"swoop", "dive"}, {"gate", "gate_2"}, {"t2", "t9"}};
    Value v;
    QVERIFY(remapReferences(*spawn, *spawn->description().find("path"), renames, v));
    QCOMPARE(std::get<std::string>(v), std::string("dive"));
    QVERIFY(remapReferences(*spawn, *spawn->description().find("trigger"), renames, v));
    QCOMPARE(std::get<std::string>(v), std::string("gate_2"));
    QVERIFY(remapReferences(*path, *path->description().find("attachedTile"), renames, v));
    QCOMPARE(std::get<std::string>(v), std::string("t9"));
    // Names of project things, not level objects, are not rewritten.
    QVERIFY(!remapReferences(*spawn, *spawn->description().find("enemyType"), {{"drone", "x"}}, v));
  }
};

QTEST_GUILESS_MAIN(PathObjectTest)
#include "path_object_test.moc"
