#include <QtTest>

#include "document/commands/commands.h"
#include "document/document.h"
#include "model/io/project_io.h"
#include "support/sample_project.h"

using namespace sw;
using namespace sw::editor;

namespace {
// A document holding the sample project, through a save/open round trip in a temp dir.
struct Fixture {
  QTemporaryDir dir;
  Document document;
  Fixture() {
    auto project = test::sampleProject();
    project->directory = dir.path().toStdString();
    saveProject(*project);
    document.open(dir.path());
  }
  Level& level() { return *document.editableLevel(); }
  ObjectId idOf(const char* name) { return level().findByName(name)->id; }
};
}  // namespace

class CommandsTest : public QObject {
  Q_OBJECT
 private slots:
  void setPropertyOnManyObjectsIsOneStep() {
    Fixture f;
    const std::string before = levelText(f.level());
    QVector<ObjectId> ids{f.idOf("t1"), f.idOf("t2"), f.idOf("t3")};
    f.document.undoStack()->push(new SetPropertyCommand(&f.document, &f.level(), ids, "tile", {Value(std::string("ramp"))}));
    QCOMPARE(f.document.undoStack()->count(), 1);
    for (auto& t : f.level().chain) QCOMPARE(t->tile, std::string("ramp"));
    QVERIFY(f.document.isModified());
    f.document.undoStack()->undo();
    QCOMPARE(levelText(f.level()), before);
    QVERIFY(!f.document.isModified());
    f.document.undoStack()->redo();
    QCOMPARE(f.level().chain[0]->tile, std::string("ramp"));
  }

  void perObjectValuesAndSignals() {
    Fixture f;
    QSignalSpy changed(&f.document, &Document::objectsChanged);
    QVector<ObjectId> ids{f.idOf("t1"), f.idOf("t3")};
    f.document.undoStack()->push(new SetPropertyCommand(&f.document, &f.level(), ids, "name",
                                                        {Value(std::string("a")), Value(std::string("b"))}));
    QCOMPARE(f.level().chain[0]->name, std::string("a"));
    QCOMPARE(f.level().chain[2]->name, std::string("b"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).value<QVector<ObjectId>>(), ids);
  }

  void dragsMergeAndReturningToTheStartIsObsolete() {
    Fixture f;
    QVector<ObjectId> ids{f.idOf("boss_start")};
    auto* stack = f.document.undoStack();
    auto position = [&] { return dynamic_cast<Marker*>(f.level().findByName("boss_start"))->position; };
    int drag = f.document.newMergeSerial();
    for (double x : {13.0, 14.0, 15.0})
      stack->push(new SetPropertyCommand(&f.document, &f.level(), ids, "position", {Value(Vec2{x, -3})}, drag));
    QCOMPARE(stack->count(), 1);
    QVERIFY((position() == Vec2{15, -3}));
    stack->undo();
    QVERIFY((position() == Vec2{12.5, -3}));
    stack->redo();
    // A second drag is its own undo step...
    int second = f.document.newMergeSerial();
    stack->push(new SetPropertyCommand(&f.document, &f.level(), ids, "position", {Value(Vec2{16, -3})}, second));
    QCOMPARE(stack->count(), 2);
    // ...and dragging back to where it started leaves nothing to undo.
    stack->push(new SetPropertyCommand(&f.document, &f.level(), ids, "position", {Value(Vec2{15, -3})}, second));
    QCOMPARE(stack->count(), 1);
    QVERIFY((position() == Vec2{15, -3}));
    stack->undo();
    QVERIFY((position() == Vec2{12.5, -3}));
  }

  void addThenUndoRestoresTheLevel() {
    Fixture f;
    const std::string before = levelText(f.level());
    std::vector<std::unique_ptr<LevelObject>> objects;
    auto tile = std::make_unique<TileInstance>();
    tile->name = "t_new";
    tile->tile = "floor";
    objects.push_back(std::move(tile));
    auto marker = std::make_unique<Marker>();
    marker->name = "m_new";
    objects.push_back(std::move(marker));
    f.document.undoStack()->push(new AddObjectsCommand(&f.document, &f.level(), std::move(objects), 1));
    QCOMPARE(f.level().chain[1]->name, std::string("t_new"));
    QCOMPARE(f.level().objects.back()->name, std::string("m_new"));
    QCOMPARE(f.document.selection()->size(), 2);
    f.document.undoStack()->undo();
    QCOMPARE(levelText(f.level()), before);
    QVERIFY(f.document.selection()->isEmpty());
    f.document.undoStack()->redo();
    QCOMPARE(f.level().chain[1]->name, std::string("t_new"));
  }

  void removeThenUndoPutsEverythingBackInPlace() {
    Fixture f;
    const std::string before = levelText(f.level());
    QVector<ObjectId> ids{f.idOf("t1"), f.idOf("t3"), f.idOf("boss_start")};
    f.document.selection()->set({ids[0], ids[1], f.idOf("t2")});
    f.document.undoStack()->push(new RemoveObjectsCommand(&f.document, &f.level(), ids));
    QCOMPARE(f.level().chain.size(), std::size_t(1));
    QCOMPARE(f.level().chain[0]->name, std::string("t2"));
    QVERIFY(f.level().objects.empty());
    // Deleted objects leave the selection; the rest stays.
    QCOMPARE(f.document.selection()->ids(), QSet<ObjectId>({f.idOf("t2")}));
    f.document.undoStack()->undo();
    QCOMPARE(levelText(f.level()), before);
    QCOMPARE(f.document.selection()->size(), 3);  // undo reselects what it restored
    f.document.undoStack()->redo();
    QCOMPARE(f.level().objectCount(), std::size_t(1));
  }
};

QTEST_GUILESS_MAIN(CommandsTest)
#include "commands_test.moc"
