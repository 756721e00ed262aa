// A file changed outside the editor is read back as ONE undoable step (reload_commands.h):
// undo gives back exactly what the editor held; objects that keep their name keep their id
// (and so stay selected); a broken file is refused with its name and place.
#include <QStandardPaths>
#include <QtTest>

#include "document/document.h"
#include "document/document_files.h"
#include "document/commands/graph_commands.h"
#include "document/commands/reload_commands.h"
#include "editor/ui/tileset/tileset_fixture.h"
#include "graph/graph_json.h"
#include "model/io/project_io.h"
#include "support/outside_edit.h"

using namespace sw;
using namespace sw::editor;

class ReloadCommandsTest : public QObject {
  Q_OBJECT

  // Reads `path` from disk into the document as the UI does; false when refused.
  static bool reload(Document& d, const QString& path, Errors* errorsOut = nullptr) {
    const auto file = documentFile(d, path);
    if (!file) return false;
    Errors errors;
    auto command = makeReloadCommand(d, *file, test::readBytes(path), errors);
    if (errorsOut) *errorsOut = errors;
    if (!command) return false;
    d.undoStack()->push(command.release());
    return true;
  }

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void levelReloadIsOneUndoableStepAndKeepsTheSelection() {
    QTemporaryDir dir;
    Document d;
    QVERIFY(test::openShooter(d, dir));
    const QString path = test::levelPath(d);
    const std::string before = levelText(*d.level());
    QVERIFY(d.level()->objects.size() >= 2);
    const ObjectId kept = d.level()->objects[0]->id;
    const std::string keptName = d.level()->objects[0]->name;
    const std::string goneName = d.level()->objects[1]->name;
    d.selection()->set({kept, d.level()->objects[1]->id});

    // A teammate moves one object and deletes another.
    const std::string theirs = test::levelTextWith(d, [&](Level& l) {
      l.findByName(keptName)->name = keptName;  // same name: same object
      if (auto* m = dynamic_cast<Marker*>(l.findByName(keptName))) m->position = {1.25, 2.5};
      l.objects.erase(l.objects.begin() + 1);
    });
    QVERIFY(test::writeInPlace(path, theirs));
    const int steps = d.undoStack()->count();
    QVERIFY(reload(d, path));
    QCOMPARE(d.undoStack()->count(), steps + 1);
    QCOMPARE(levelText(*d.level()), theirs);
    QVERIFY(!d.level()->findByName(goneName));
    QCOMPARE(d.level()->findByName(keptName)->id, kept);
    QCOMPARE(d.selection()->ids(), QSet<ObjectId>{kept});  // the survivor stays selected

    d.undoStack()->undo();
    QCOMPARE(levelText(*d.level()), before);
    QVERIFY(d.level()->findByName(goneName));
    d.undoStack()->redo();
    QCOMPARE(levelText(*d.level()), theirs);
  }

  void undoOfReloadGivesBackUnsavedEdits() {
    QTemporaryDir dir;
    Document d;
    QVERIFY(test::openShooter(d, dir));
    const QString path = test::levelPath(d);
    const std::string theirs = test::levelTextWith(d, [](Level& l) { l.seed = 777; });
    d.editableLevel()->scrollSpeed = 321;  // stands for an unsaved edit (commands do this)
    const std::string mine = levelText(*d.level());
    QVERIFY(test::writeInPlace(path, theirs));
    QVERIFY(reload(d, path));
    QCOMPARE(d.level()->seed, std::int64_t(777));
    d.undoStack()->undo();
    QCOMPARE(levelText(*d.level()), mine);
  }

  void projectReloadSwapsSettingsAndLevelList() {
    QTemporaryDir dir;
    Document d;
    QVERIFY(test::openShooter(d, dir));
    const QString projectPath = d.projectFile();
    const std::string before = projectText(d.project());
    const sw::Level* held = d.level();

    // Outside: the project is renamed and lists a second level, written first.
    Project theirs(d.project());
    theirs.name = "Renamed outside";
    auto extra = std::make_unique<Level>();
    extra->name = "Bonus";
    extra->file = "levels/bonus.json";
    QVERIFY(test::writeInPlace(QDir(QString::fromStdString(d.project().directory)).filePath("levels/bonus.json"),
                               levelText(*extra)));
    theirs.levels.push_back(std::move(extra));
    QVERIFY(test::writeInPlace(projectPath, projectText(theirs)));

    QVERIFY(reload(d, projectPath));
    QCOMPARE(d.project().name, std::string("Renamed outside"));
    QCOMPARE(d.project().levels.size(), std::size_t(2));
    QCOMPARE(d.project().levels[0].get(), held);  // the level held stays the same object
    QCOMPARE(d.project().levels[1]->name, std::string("Bonus"));
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
    QCOMPARE(d.project().levels.size(), std::size_t(1));
    d.undoStack()->redo();
    QCOMPARE(d.project().levels.size(), std::size_t(2));
  }

  void tilesetReloadIsOneUndoableStep() {
    QTemporaryDir dir;
    const QString folder = test::writeTilesetProject(dir, false);
    Document d;
    QVERIFY(d.open(folder).empty());
    const QString path = QDir(folder).filePath("tilesets/blocks.tileset.json");
    const std::string before = tilesetText(*d.tilesets()->tileset(0));
    Tileset theirs = *d.tilesets()->tileset(0);
    theirs.pixelsPerUnit = 64;
    theirs.tiles.pop_back();
    QVERIFY(test::writeInPlace(path, tilesetText(theirs)));
    QVERIFY(reload(d, path));
    QCOMPARE(tilesetText(*d.tilesets()->tileset(0)), tilesetText(theirs));
    d.undoStack()->undo();
    QCOMPARE(tilesetText(*d.tilesets()->tileset(0)), before);
  }

  void openGraphReloadIsOneUndoableStepAndAnUnopenedOneNeedsNone() {
    QTemporaryDir dir;
    Document d;
    QVERIFY(test::openShooter(d, dir));
    QString file;
    QUndoCommand* create = makeCreateGraphCommand(d.graphs(), "bricks", "texture", nullptr, &file);
    QVERIFY(create);
    d.undoStack()->push(create);
    QVERIFY(bool(d.save()));
    const QString path = QDir(QString::fromStdString(d.project().directory)).filePath(file);
    const std::string before = graph::writeGraph(*d.graphs()->graph(file));
    graph::Graph theirs = *d.graphs()->graph(file);
    graph::CommentBox note;
    note.text = "changed by a teammate";
    QVERIFY(theirs.addComment(note) != 0);
    QVERIFY(test::writeInPlace(path, graph::writeGraph(theirs)));
    QVERIFY(reload(d, path));
    QCOMPARE(graph::writeGraph(*d.graphs()->graph(file)), graph::writeGraph(theirs));
    d.undoStack()->undo();
    QCOMPARE(graph::writeGraph(*d.graphs()->graph(file)), before);

    // A graph never opened holds nothing in the editor: nothing to replace.
    Document fresh;
    QVERIFY(fresh.open(QString::fromStdString(d.project().directory)).empty());
    QVERIFY(!fresh.graphs()->loadedGraph(file));
    Errors errors;
    QVERIFY(!makeReloadCommand(fresh, *documentFile(fresh, path), test::readBytes(path), errors));
    QVERIFY(errors.empty());
  }

  void brokenFileIsRefusedWithItsNameAndPlace() {
    QTemporaryDir dir;
    Document d;
    QVERIFY(test::openShooter(d, dir));
    const QString path = test::levelPath(d);
    const std::string before = levelText(*d.level());
    QVERIFY(test::writeInPlace(path, "{\n  \"name\": \"Level 1\",\n  \"chain\": [ \n"));
    Errors errors;
    QVERIFY(!reload(d, path, &errors));
    QVERIFY(!errors.empty());
    QVERIFY2(QString::fromStdString(errors.front().file).endsWith(QString::fromStdString(d.level()->file)),
             errors.front().toString().c_str());
    QVERIFY(QString::fromStdString(errors.front().where).startsWith("line "));
    QCOMPARE(levelText(*d.level()), before);  // the editor's version stays
  }
};

QTEST_GUILESS_MAIN(ReloadCommandsTest)
#include "reload_commands_test.moc"
