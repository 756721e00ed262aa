// A new described type gets the whole edit path from its property table alone: the one
// property command (N objects, one undo step, merges, byte-identical undo), the checks,
// renames that rewrite its references, reference lists and choosers. `Beacon` below is a
// type this test invents; nothing in editor/ or runtime/ knows it.
#include <QtTest>

#include "document/document.h"
#include "document/commands/property_edits.h"
#include "document/commands/set_property_command.h"
#include "model/io/project_io.h"
#include "model/references/references.h"
#include "model/paths/path.h"
#include "support/sample_project.h"

using namespace sw;
using namespace sw::editor;

namespace {
class Beacon final : public LevelObject {
 public:
  Vec2 position;
  std::string escort;  // an enemy type of the project
  std::string watch;   // a path of the same level
  std::int64_t power = 1;

  static const TypeDescription& describeType() {
    static const TypeDescription d = TypeBuilder<Beacon>("Beacon")
                                         .field("name", &Beacon::name).required().nameRule(NameRule::Identifier)
                                         .field("position", &Beacon::position)
                                         .field("escort", &Beacon::escort, ValueKind::ObjectRef).references("EnemyType")
                                         .field("watch", &Beacon::watch, ValueKind::ObjectRef).references("Path")
                                         .field("power", &Beacon::power).range(0, 10, 1)
                                         .build();
    return d;
  }
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<Beacon>(*this); }
};

struct DescribedFixture {
  QTemporaryDir dir;
  Document document;
  DescribedFixture() {
    registerFreeObjectKind("Beacon", [] { return std::make_unique<Beacon>(); });
    auto project = test::sampleProject();
    auto drone = std::make_unique<EnemyType>();
    drone->name = "drone";
    project->enemyTypes.push_back(std::move(drone));
    for (const auto& level : {"Stage 1", "Stage 2"}) {
      Level* l = project->findLevel(level);
      if (!l) {
        project->levels.push_back(std::make_unique<Level>());
        l = project->levels.back().get();
        l->name = level;
        l->file = "levels/stage_2.json";
      }
      auto path = std::make_unique<Path>();
      path->name = "swoop";
      l->objects.push_back(std::move(path));
      for (const char* name : {"north", "south"}) {
        auto beacon = std::make_unique<Beacon>();
        beacon->name = name;
        beacon->escort = "drone";
        beacon->watch = "swoop";
        l->objects.push_back(std::move(beacon));
      }
    }
    project->directory = dir.path().toStdString();
    const Status saved = saveProject(*project);
    QVERIFY2(saved.ok(), saved.ok() ? "" : saved.error().toString().c_str());
    QVERIFY(document.open(dir.path()).empty());
  }
  Beacon& beacon(const char* name, int level = 0) {
    return *dynamic_cast<Beacon*>(document.editableProject().levels[std::size_t(level)]->findByName(name));
  }
  std::string text() { return projectText(document.project()) + levelText(*document.project().levels[1]); }
};
}  // namespace

class DescribedTypeTest : public QObject {
  Q_OBJECT
 private slots:
  void filesReadTheNewKind() {
    DescribedFixture f;
    QCOMPARE(f.beacon("north").escort, std::string("drone"));
    QCOMPARE(f.beacon("south", 1).watch, std::string("swoop"));
  }

  void oneCommandSetsAPropertyOnMany() {
    DescribedFixture f;
    const std::string before = levelText(*f.document.editableLevel());
    QString why;
    QUndoCommand* command =
        makeSetProperty(&f.document, {&f.beacon("north"), &f.beacon("south")}, "power", {Value(std::int64_t(7))}, 0, &why);
    QVERIFY2(command, qPrintable(why));
    QVERIFY(dynamic_cast<SetPropertyCommand*>(command));
    f.document.undoStack()->push(command);
    QCOMPARE(f.document.undoStack()->count(), 1);
    QCOMPARE(f.beacon("north").power, std::int64_t(7));
    QCOMPARE(f.beacon("south").power, std::int64_t(7));
    f.document.undoStack()->undo();
    QCOMPARE(levelText(*f.document.editableLevel()), before);
  }

  void checksComeFromTheTable() {
    DescribedFixture f;
    QString why;
    QVERIFY(!makeSetProperty(&f.document, {&f.beacon("north")}, "power", {Value(std::int64_t(11))}, 0, &why));
    QVERIFY2(why.contains("maximum"), qPrintable(why));
    QVERIFY(!makeSetProperty(&f.document, {&f.beacon("north")}, "name", {Value(std::string("south"))}, 0, &why));
    QVERIFY2(why.contains("already used"), qPrintable(why));
    QVERIFY(!makeSetProperty(&f.document, {&f.beacon("north")}, "name", {Value(std::string("9lives"))}, 0, &why));
    QVERIFY(!why.isEmpty());
    QCOMPARE(f.document.undoStack()->count(), 0);
  }

  void aGestureMergesIntoOneStep() {
    DescribedFixture f;
    const int serial = f.document.newMergeSerial();
    for (double x : {1.0, 2.0, 3.0})
      f.document.undoStack()->push(
          makeSetProperty(&f.document, {&f.beacon("north")}, "position", {Value(Vec2{x, 0})}, serial, nullptr));
    QCOMPARE(f.document.undoStack()->count(), 1);
    // Dragged back to where it started: no step at all.
    f.document.undoStack()->push(
        makeSetProperty(&f.document, {&f.beacon("north")}, "position", {Value(Vec2{0, 0})}, serial, nullptr));
    QCOMPARE(f.document.undoStack()->count(), 0);
  }

  void renamingAnEnemyTypeRewritesTheNewKindsReferencesEverywhere() {
    DescribedFixture f;
    const std::string before = f.text();
    QString why;
    EnemyType* drone = f.document.editableProject().findEnemyType("drone");
    f.document.undoStack()->push(makeSetProperty(&f.document, {drone}, "name", {Value(std::string("wasp"))}, 0, &why));
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QCOMPARE(f.document.undoStack()->count(), 1);
    QCOMPARE(f.beacon("north").escort, std::string("wasp"));
    QCOMPARE(f.beacon("south", 1).escort, std::string("wasp"));
    f.document.undoStack()->undo();
    QCOMPARE(f.text(), before);
  }

  void renamingAPathStaysInItsLevel() {
    DescribedFixture f;
    QString why;
    auto* path = f.document.editableLevel()->findByName("swoop");
    f.document.undoStack()->push(makeRename(&f.document, path, "dive", &why));
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QCOMPARE(f.beacon("north").watch, std::string("dive"));
    QCOMPARE(f.beacon("south", 1).watch, std::string("swoop"));  // another level's path
    // The renamed object is what the step shows, not the objects whose references followed.
    QCOMPARE(f.document.selection()->ids(), QSet<ObjectId>{path->id});
  }

  void referencesAreListedAndOffered() {
    DescribedFixture f;
    Project& project = f.document.editableProject();
    EnemyType* drone = project.findEnemyType("drone");
    QCOMPARE(referrersOf(project, *drone).size(), std::size_t(4));
    const Property* escort = Beacon::describeType().find("escort");
    QCOMPARE(referenceCandidates(project, f.beacon("north"), *escort), std::vector<std::string>{"drone"});
    const Property* watch = Beacon::describeType().find("watch");
    QCOMPARE(referenceCandidates(project, f.beacon("north"), *watch), std::vector<std::string>{"swoop"});
    f.beacon("north").watch = "nowhere";
    QVERIFY(isBrokenReference(project, f.beacon("north"), *watch));
    QVERIFY(!isBrokenReference(project, f.beacon("south"), *watch));
  }
};

QTEST_MAIN(DescribedTypeTest)
#include "described_type_test.moc"
