#include <QtTest>

#include "core/atomic_file.h"
#include "document/commands/commands.h"
#include "document/document.h"
#include "model/io/format.h"
#include "model/io/project_io.h"
#include "support/sample_project.h"

using namespace sw;
using namespace sw::editor;

namespace {
template <class Kind>
std::unique_ptr<Kind> named(const char* name) {
  auto object = std::make_unique<Kind>();
  object->name = name;
  object->id = newObjectId();
  return object;
}
}  // namespace

class DocumentTest : public QObject {
  Q_OBJECT
 private slots:
  void newProjectHasOneLevelAndIsClean() {
    Document d;
    QVERIFY(d.editableLevel());
    QVERIFY(!d.hasFolder());
    QVERIFY(!d.isModified());
    QVERIFY(!d.save().ok());  // no folder yet: Save As is needed
  }

  void openSaveAndModifiedState() {
    QTemporaryDir dir;
    auto project = test::sampleProject();
    project->directory = dir.path().toStdString();
    QVERIFY(saveProject(*project).ok());

    Document d;
    QSignalSpy reset(&d, &Document::projectReset);
    QVERIFY(d.open(dir.path()).empty());
    QCOMPARE(reset.count(), 1);
    QCOMPARE(d.editableLevel()->name, std::string("Stage 1"));
    QSignalSpy modified(&d, &Document::modifiedChanged);
    auto* marker = d.editableLevel()->findByName("boss_start");
    d.undoStack()->push(new SetPropertyCommand(&d, d.editableLevel(), {marker->id}, "note", {Value(std::string("x"))}));
    QVERIFY(d.isModified());
    QVERIFY(modified.count() >= 1 && modified.last().at(0).toBool());
    QVERIFY(d.save().ok());
    QVERIFY(!d.isModified());
    QVERIFY(readWholeFile(dir.filePath("levels/stage_1.json").toStdString())->find("\"note\": \"x\"") !=
            std::string::npos);
  }

  void openingAnOlderFormatWarnsThatSavingUpgradesIt() {
    QTemporaryDir dir;
    auto project = test::sampleProject();
    project->directory = dir.path().toStdString();
    QVERIFY(saveProject(*project).ok());
    auto upgradeWarnings = [](Document& d) {
      int n = 0;
      for (const auto& e : d.log()->entries())
        n += e.severity == LogEntry::Severity::Warning && e.message.contains("saving upgrades it to format");
      return n;
    };
    {
      Document current;
      QVERIFY(current.open(dir.path()).empty());
      QCOMPARE(current.project().formatVersionRead, kFormatVersion);
      QCOMPARE(upgradeWarnings(current), 0);
    }
    // The same project as the build before format 3 wrote it.
    const std::string file = dir.filePath("project.json").toStdString();
    std::string text = *readWholeFile(file);
    const std::string now = "\"formatVersion\": " + std::to_string(kFormatVersion);
    QVERIFY(text.find(now) != std::string::npos);
    text.replace(text.find(now), now.size(), "\"formatVersion\": 2");
    QVERIFY(writeFileAtomically(file, text).ok());
    Document older;
    QVERIFY(older.open(dir.path()).empty());
    QCOMPARE(older.project().formatVersionRead, 2);
    QCOMPARE(upgradeWarnings(older), 1);
    const auto entries = older.log()->entries();
    const auto warning = *std::find_if(entries.begin(), entries.end(),
                                       [](const LogEntry& e) { return e.message.contains("saving upgrades it to format"); });
    QVERIFY(warning.file.endsWith("project.json"));
    QVERIFY2(warning.message.contains("File format 2:") && warning.message.contains(QStringLiteral("format %1").arg(kFormatVersion)),
             qPrintable(warning.message));
    // Saved: the file is at the current format, and opening it again warns no more.
    auto* marker = older.editableLevel()->findByName("boss_start");
    older.undoStack()->push(
        new SetPropertyCommand(&older, older.editableLevel(), {marker->id}, "note", {Value(std::string("x"))}));
    QVERIFY(older.save().ok());
    QVERIFY(readWholeFile(file)->find(now) != std::string::npos);
    Document again;
    QVERIFY(again.open(dir.path()).empty());
    QCOMPARE(upgradeWarnings(again), 0);
  }

  void failedOpenKeepsTheCurrentProject() {
    QTemporaryDir dir;
    QVERIFY(writeFileAtomically(dir.filePath("project.json").toStdString(), "{ not json").ok());
    Document d;
    d.editableLevel()->name = "mine";
    auto errors = d.open(dir.path());
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(d.editableLevel()->name, std::string("mine"));
    QVERIFY(!d.log()->entries().isEmpty());
    QVERIFY(d.log()->entries().last().file.endsWith("project.json"));
  }

  void onlyChainLinksLoopsAndTheLevelTouchTheChain() {
    Document d;
    auto* level = d.editableLevel();
    auto link = named<TileInstance>("t");
    auto marker = named<Marker>("m");
    auto loop = named<Loop>("l");
    const ObjectId linkId = link->id, markerId = marker->id, loopId = loop->id;
    level->chain.push_back(std::move(link));
    level->objects.push_back(std::move(marker));
    level->objects.push_back(std::move(loop));
    QVERIFY(!d.touchesChain({markerId}));
    QVERIFY(d.touchesChain({markerId, linkId}));
    QVERIFY(d.touchesChain({loopId}));
    QVERIFY(d.touchesChain({}));  // the level itself (scroll speed)

    // chainChanged: with the changes that touch the chain, not with free objects coming
    // and going or being edited.
    QSignalSpy chain(&d, &Document::chainChanged);
    d.notifyStructureChanged();  // first one seen: the chain views hear of it
    QCOMPARE(chain.count(), 1);
    d.undoStack()->push(new RemoveObjectsCommand(&d, level, {markerId}));
    d.undoStack()->undo();
    d.undoStack()->push(new SetPropertyCommand(&d, level, {markerId}, "note", {Value(std::string("x"))}));
    QCOMPARE(chain.count(), 1);
    d.undoStack()->push(new SetPropertyCommand(&d, level, {loopId}, "previewRepeats", {Value(std::int64_t(3))}));
    QCOMPARE(chain.count(), 2);
    d.undoStack()->push(new RemoveObjectsCommand(&d, level, {loopId}));
    QCOMPARE(chain.count(), 3);
    d.undoStack()->undo();
    QCOMPARE(chain.count(), 4);
    d.undoStack()->push(new RemoveObjectsCommand(&d, level, {linkId}));
    QCOMPARE(chain.count(), 5);
    d.undoStack()->undo();
    QCOMPARE(chain.count(), 6);
  }

  void listenersLearnWhichPropertiesChanged() {
    Document d;
    auto* level = d.editableLevel();
    auto marker = named<Marker>("m");
    const ObjectId id = marker->id;
    level->objects.push_back(std::move(marker));
    std::vector<std::pair<bool, bool>> heard;  // (may touch position, may touch name)
    connect(&d, &Document::objectsChanged, this, [&] {
      heard.push_back({d.changeMayTouch({"position"}), d.changeMayTouch({"name", "tile"})});
    });
    d.undoStack()->push(new SetPropertyCommand(&d, level, {id}, "position", {Value(Vec2{3, 4})}));
    d.undoStack()->undo();
    d.undoStack()->push(new SetPropertyCommand(&d, level, {id}, "name", {Value(std::string("n"))}));
    d.notifyObjectsChanged({id});  // not a property edit: anything may have changed
    QCOMPARE(heard.size(), std::size_t(4));
    QVERIFY(heard[0].first && !heard[0].second);
    QVERIFY(heard[1].first && !heard[1].second);
    QVERIFY(!heard[2].first && heard[2].second);
    QVERIFY(heard[3].first && heard[3].second);
    QVERIFY(d.changeMayTouch({"position"}));  // outside a report: unknown, so yes
  }

  void saveAsCopiesAssetsAlong() {
    QTemporaryDir from, to;
    auto project = test::sampleProject();
    project->assetFolders = {"meshes"};
    project->directory = from.path().toStdString();
    QVERIFY(saveProject(*project).ok());
    QVERIFY(writeFileAtomically(from.filePath("meshes/floor.obj").toStdString(), "v 0 0 0\n").ok());
    Document d;
    QVERIFY(d.open(from.path()).empty());
    QVERIFY(d.saveAs(to.filePath("copy")).ok());
    QVERIFY(QFile::exists(to.filePath("copy/project.json")));
    QVERIFY(QFile::exists(to.filePath("copy/levels/stage_1.json")));
    QVERIFY(QFile::exists(to.filePath("copy/meshes/floor.obj")));
    QCOMPARE(d.projectFile(), QDir(to.filePath("copy")).filePath("project.json"));
  }

  void openingABrokenReferenceWarnsButOpens() {
    QTemporaryDir dir;
    auto project = test::sampleProject();
    project->directory = dir.path().toStdString();
    QVERIFY(saveProject(*project).ok());  // meshes/floor.obj does not exist
    Document d;
    QVERIFY(d.open(dir.path()).empty());
    bool warned = false;
    for (const auto& e : d.log()->entries())
      warned = warned || (e.severity == LogEntry::Severity::Warning && e.where == "/tileDefs/0/mesh");
    QVERIFY(warned);
  }

  // Check Project reports what validate finds, with file and place, in the log.
  void checkProjectReportsSpawnProblems() {
    Document d;
    d.newProject();
    // A new project's level has no chain yet: Play would scroll over nothing, forever.
    QCOMPARE(d.checkProject(), 1);
    bool emptyChain = false;
    for (const auto& e : d.log()->entries())
      emptyChain = emptyChain || (e.severity == LogEntry::Severity::Warning && e.where == "/chain" &&
                                  e.message.contains("no chain links"));
    QVERIFY(emptyChain);
    auto spawn = createFreeObject("Spawn");
    spawn->name = "lost";
    spawn->description().find("enemyType")->set(*spawn, Value(std::string("nobody")));
    spawn->description().find("path")->set(*spawn, Value(std::string("nowhere")));
    std::vector<std::unique_ptr<LevelObject>> objects;
    objects.push_back(std::move(spawn));
    d.undoStack()->push(new AddObjectsCommand(&d, d.editableLevel(), std::move(objects)));
    d.log()->clear();
    QVERIFY(d.checkProject() >= 3);
    int named = 0;
    for (const auto& e : d.log()->entries())
      if (e.severity == LogEntry::Severity::Error && e.where.startsWith("/objects/0/")) ++named;
    QVERIFY2(named >= 2, "each problem names its place");
    d.undoStack()->undo();
    QCOMPARE(d.checkProject(), 1);
  }
};

QTEST_GUILESS_MAIN(DocumentTest)
#include "document_test.moc"
