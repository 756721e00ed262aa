// Document::save writes project.json, level files, graphs and tilesets in one
// FileTransaction: a failure anywhere leaves every file on disk as it was.
#include <QDirIterator>
#include <QStandardPaths>
#include <QtTest>
#include <cerrno>
#include <map>

#include "core/atomic_file.h"
#include "core/file_transaction.h"
#include "document/document.h"
#include "document/commands/graph_commands.h"
#include "document/commands/tileset_commands.h"
#include "editor/ui/tileset/tileset_fixture.h"
#include "support/demo_copy.h"
#include "support/file_faults.h"
#include "support/small_disk.h"

using namespace sw;
using namespace sw::editor;

using sw::test::copyFolder;
using sw::test::FaultOn;
using sw::test::snapshot;

namespace {

std::string fileIn(const QString& folder, const char* relative) {
  return QDir(folder).filePath(relative).toStdString();
}

const char* kGraph = "graphs/bricks.graph.json";
const char* kTileset = "tilesets/blocks.tileset.json";
const char* kLevel = "levels/stage_1.json";

}  // namespace

class DocumentSaveTest : public QObject {
  Q_OBJECT

  // Opens the project in `folder` and changes a graph, a tileset, the level and the project, so a save
  // writes (in this order) the graph, the tileset, the level file and project.json.
  // `extraTiles` makes the tileset file that much bigger.
  bool openAndChangeEverything(Document& d, const QString& folder, int extraTiles = 0) {
    if (!d.open(folder).empty()) return false;
    QString created;
    QUndoCommand* create = makeCreateGraphCommand(d.graphs(), "bricks", "texture", nullptr, &created);
    if (!create) return false;
    d.undoStack()->push(create);  // written by the save, with everything else
    const auto* graph = d.graphs()->graph(created);
    if (!graph || graph->nodes().empty()) return false;
    d.undoStack()->push(new MoveGraphItemsCommand(d.graphs(), created, {{graph->nodes().front().id, {7.5, 9.25}}}));

    Tileset blocks = *d.tilesets()->tileset(0);
    blocks.pixelsPerUnit = 16.5;
    for (int i = 0; i < extraTiles; ++i) {
      TilesetTile tile = blocks.tiles.front();
      tile.name = "extra_" + std::to_string(i);
      blocks.tiles.push_back(tile);
    }
    d.undoStack()->push(new ReplaceTilesetCommand(&d, 0, blocks, "edit"));

    auto* marker = dynamic_cast<Marker*>(d.editableLevel()->findByName("boss_start"));
    if (!marker) return false;
    // Straight into the model: only the level file's and project.json's bytes matter here.
    marker->note = "changed";
    d.editableProject().name = "Renamed";
    return d.isModified();
  }

  void verifyEverythingSaved(const QString& folder) {
    QVERIFY(readWholeFile(fileIn(folder, kGraph))->find("[7.5, 9.25]") != std::string::npos);
    QVERIFY(readWholeFile(fileIn(folder, kTileset))->find("\"pixelsPerUnit\": 16.5") != std::string::npos);
    QVERIFY(readWholeFile(fileIn(folder, kLevel))->find("\"note\": \"changed\"") != std::string::npos);
    QVERIFY(readWholeFile(fileIn(folder, "project.json"))->find("\"Renamed\"") != std::string::npos);
  }

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
  void cleanup() { FileTransaction::setFaultForTesting({}); }

  void saveWritesGraphTilesetAndLevelTogether() {
    QTemporaryDir dir;
    const QString folder = test::writeTilesetProject(dir, false);
    Document d;
    QVERIFY(openAndChangeEverything(d, folder));
    QVERIFY(d.save().ok());
    QVERIFY(!d.isModified());
    verifyEverythingSaved(folder);
    QCOMPARE(QDir(folder).entryList({"*.saving", "*.before-save"}, QDir::Files), QStringList());
  }

  // The disk refuses the tileset, the second of four files: the graph's new bytes were
  // already written beside it. Nothing may change, and the stores must still know their
  // changes are unsaved, so a second save writes everything.
  void failedWriteInTheMiddleChangesNoFile() {
    QTemporaryDir dir;
    const QString folder = test::writeTilesetProject(dir, false);
    Document d;
    QVERIFY(openAndChangeEverything(d, folder));
    const auto before = snapshot(folder);
    {
      FaultOn full(FileTransaction::Step::WriteTemporary, fileIn(folder, kTileset), ENOSPC);
      auto status = d.save();
      QVERIFY(!status.ok());
      QCOMPARE(status.error().file, fileIn(folder, kTileset));
      QVERIFY2(status.error().message.find("No space left on device") != std::string::npos,
               status.error().message.c_str());
    }
    QCOMPARE(snapshot(folder), before);
    QVERIFY(d.isModified());
    QVERIFY(d.log()->entries().last().file.endsWith(kTileset));

    QVERIFY(d.save().ok());
    verifyEverythingSaved(folder);
  }

  // project.json, the last file, cannot be replaced: the three before it come back.
  void failedReplaceOfProjectFilePutsEveryFileBack() {
    QTemporaryDir dir;
    const QString folder = test::writeTilesetProject(dir, false);
    Document d;
    QVERIFY(openAndChangeEverything(d, folder));
    const auto before = snapshot(folder);
    {
      FaultOn refused(FileTransaction::Step::Replace, fileIn(folder, "project.json"), EACCES);
      auto status = d.save();
      QVERIFY(!status.ok());
      QCOMPARE(status.error().file, fileIn(folder, "project.json"));
    }
    QCOMPARE(snapshot(folder), before);
    QVERIFY(d.save().ok());
    verifyEverythingSaved(folder);
  }

  void failedSaveAsLeavesTheNewFolderEmpty() {
    QTemporaryDir dir;
    const QString folder = test::writeTilesetProject(dir, false);
    Document d;
    QVERIFY(openAndChangeEverything(d, folder));
    const QString elsewhere = dir.filePath("elsewhere");
    {
      FaultOn full(FileTransaction::Step::WriteTemporary, fileIn(elsewhere, kLevel), ENOSPC);
      auto status = d.saveAs(elsewhere);
      QVERIFY(!status.ok());
      QCOMPARE(status.error().file, fileIn(elsewhere, kLevel));
    }
    QVERIFY(!QFileInfo::exists(elsewhere));
    QCOMPARE(d.projectFile(), QDir(folder).filePath("project.json"));
    QVERIFY(d.saveAs(elsewhere).ok());
    verifyEverythingSaved(elsewhere);
  }

  void unwritableFolderChangesNoFile() {
    if (geteuid() == 0) QSKIP("root ignores folder permissions");
    QTemporaryDir dir;
    const QString folder = test::writeTilesetProject(dir, false);
    Document d;
    QVERIFY(openAndChangeEverything(d, folder));
    const auto before = snapshot(folder);
    const QString levels = QDir(folder).filePath("levels");
    QFile::setPermissions(levels, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    auto status = d.save();
    QFile::setPermissions(levels, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QVERIFY(!status.ok());
    QCOMPARE(status.error().file, fileIn(folder, kLevel));
    QCOMPARE(snapshot(folder), before);
  }

  // A real full disk: the graph still fits, the grown tileset does not.
  void fullDiskChangesNoFile() {
    QTemporaryDir dir;
    const QString source = test::writeTilesetProject(dir, false);
    const QString folder = dir.filePath("disk");
    test::SmallDisk disk(folder, "1m");
    if (!disk.isMounted()) QSKIP(qPrintable(disk.why()));
    copyFolder(source, folder);
    Document d;
    QVERIFY(openAndChangeEverything(d, folder, 600));
    QVERIFY(disk.fillLeaving(16 * 1024));
    const auto before = snapshot(folder);
    auto status = d.save();
    QVERIFY(!status.ok());
    QCOMPARE(status.error().file, fileIn(folder, kTileset));
    QVERIFY2(status.error().message.find("No space left on device") != std::string::npos,
             status.error().message.c_str());
    QCOMPARE(snapshot(folder), before);
    QVERIFY(d.isModified());
  }
};

QTEST_GUILESS_MAIN(DocumentSaveTest)
#include "document_save_test.moc"
