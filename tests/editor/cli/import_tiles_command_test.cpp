// scrollwork-cli import-tileset and import-tmx on a copy of the demo project, in process:
// what lands where, resave is byte-identical afterwards, and a failed import leaves every
// file of the project exactly as it was.
#include <QCryptographicHash>
#include <QDirIterator>
#include <QTemporaryDir>
#include <QtTest>

#include "cli/cli_commands.h"
#include "model/io/project_io.h"
#include "model/tiles/tileset.h"
#include "support/demo_copy.h"
#include "support/cli_runner.h"

namespace {
const QString kTiled = QStringLiteral(SW_SOURCE_DIR "/tests/fixtures/tiled/");
const QString kStrips = QStringLiteral(SW_SOURCE_DIR "/tests/fixtures/xml_strips/");

using Run = sw::test::CliRun;

// Relative path -> SHA-1 of every file under `root`.
QMap<QString, QByteArray> checksums(const QString& root) {
  QMap<QString, QByteArray> sums;
  QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    const QString path = it.next();
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    sums[QDir(root).relativeFilePath(path)] = QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha1);
  }
  return sums;
}
}  // namespace

class ImportTilesCommandTest : public QObject {
  Q_OBJECT

 private slots:
  void importsStripsTileset() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    auto r = sw::test::runCliInProcess({"import-tileset", kStrips + "strips.xml", "--into", demo});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains("imported: tilesets/strips.tileset.json"));
    QVERIFY(r.out.contains("tiles: 9"));
    QVERIFY(QFile::exists(demo + "/tilesets/strips/columns.png"));
    auto load = sw::loadProject(demo.toStdString());
    QVERIFY(load.project);
    QCOMPARE(load.project->tilesets.back()->file, std::string("tilesets/strips.tileset.json"));  // after the demo's own
    auto t = sw::loadTilesetFile(demo.toStdString() + "/tilesets/strips.tileset.json");
    QVERIFY(t.ok());
    QCOMPARE(t->images[0].path, std::string("tilesets/strips/columns.png"));
    QVERIFY(t->findTile("prison_column_wood_4"));
    // Resave changes nothing; a second import of the same name fails and changes nothing.
    const auto before = checksums(demo);
    QCOMPARE(sw::test::runCliInProcess({"resave", demo}).code, 0);
    QCOMPARE(checksums(demo), before);
    auto again = sw::test::runCliInProcess({"import-tileset", kStrips + "strips.xml", "--into", demo});
    QCOMPARE(again.code, 1);
    QVERIFY(again.err.contains("already has a tileset named 'strips'"));
    QCOMPARE(checksums(demo), before);
  }

  void importsTmxIntoNewLevel() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    auto r = sw::test::runCliInProcess({"import-tmx", kTiled + "map_zlib.tmx", "--into", demo, "--level", "tiled map"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("placed_tiles: 10") && r.out.contains("objects: 3") && r.out.contains("tilesets: 2"),
             qPrintable(r.out));
    auto load = sw::loadProject(demo.toStdString());
    QVERIFY(load.project);
    auto* level = load.project->findLevel("tiled map");
    QVERIFY(level);
    QCOMPARE(level->chain.size(), std::size_t(1));  // 4 units wide: one 32-unit backdrop link
    const auto& layer = level->chain[0]->tileLayers.at(0);
    QCOMPARE(layer.name, std::string("ground"));
    QCOMPARE(layer.tiles.size(), std::size_t(10));
    // Cell (1, 0) is terrain tile_1 flipped horizontally, its lower-left at x 1, y 1.5 - 1.
    QCOMPARE(layer.refOf(layer.tiles[1]).tile, std::string("tile_1"));
    QCOMPARE(int(layer.tiles[1].flips), 1);
    QCOMPARE(layer.tiles[1].position, (sw::Vec2{1, 0.5}));
    // The tree (16 x 32 px) is one unit wide, two high.
    QCOMPARE(layer.tiles[3].size, (sw::Vec2{1, 2}));
    std::map<std::string, int> kinds;
    for (const auto& o : level->objects) ++kinds[o->kind()];
    QCOMPARE(kinds["Trigger"], 1);
    QCOMPARE(kinds["Marker"], 2);
    QVERIFY(level->findByName("boss_zone"));
    QVERIFY(level->findByName("zones_3"));
    QCOMPARE(load.project->tilesets.size(), sw::loadProject(SW_SOURCE_DIR "/projects/demo").project->tilesets.size() + 2);
    QVERIFY(QFile::exists(demo + "/tilesets/props/rock.png"));

    const auto before = checksums(demo);
    QCOMPARE(sw::test::runCliInProcess({"resave", demo}).code, 0);
    QCOMPARE(checksums(demo), before);
    QCOMPARE(sw::test::runCliInProcess({"validate", demo}).code, 0);

    // The same map again onto the existing level: tilesets reused, layer renamed.
    auto second = sw::test::runCliInProcess({"import-tmx", kTiled + "map_csv.tmx", "--into", demo, "--level", "tiled map"});
    QVERIFY2(second.code == 0, qPrintable(second.err));
    auto reload = sw::loadProject(demo.toStdString());
    QCOMPARE(reload.project->tilesets.size(), load.project->tilesets.size());
    QCOMPARE(reload.project->findLevel("tiled map")->chain[0]->tileLayers.at(1).name, std::string("ground_2"));
  }

  void spreadsAWideMapOverTheChain() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    // 1 px per unit: the 4-cell map is 64 units wide, two of the 32-unit backdrop links.
    auto r = sw::test::runCliInProcess({"import-tmx", kTiled + "map_gzip.tmx", "--into", demo, "--level", "wide", "--pixels-per-unit", "1"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    auto load = sw::loadProject(demo.toStdString());
    auto* level = load.project->findLevel("wide");
    QCOMPARE(level->chain.size(), std::size_t(2));
    // Row 0's cell 2 is empty: the first tile on link 2 is cell 3, 48 units in, 16 into the link.
    QCOMPARE(level->chain[1]->tileLayers.at(0).tiles[0].position.x, 16.0);
  }

  void corruptImportsLeaveProjectUntouched_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("file");
    for (const char* f : {"truncated.tmx", "bad_base64.tmx", "bad_zlib.tmx", "unknown_gid.tmx", "missing_image.tmx"})
      QTest::newRow(f) << "import-tmx" << kTiled + "corrupt/" + f;
    QTest::newRow("missing_image.tsx") << "import-tileset" << kTiled + "corrupt/missing_image.tsx";
  }
  void corruptImportsLeaveProjectUntouched() {
    QFETCH(QString, command);
    QFETCH(QString, file);
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    const auto before = checksums(demo);
    auto r = sw::test::runCliInProcess({command, file, "--into", demo});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QFileInfo(file).completeBaseName()), qPrintable(r.err));
    QVERIFY2(r.err.contains("line ") || r.err.contains("cell ("), qPrintable(r.err));
    QCOMPARE(checksums(demo), before);
  }

  void usageMentionsBoth() {
    QVERIFY(sw::cli::usage().contains("import-tileset FILE --into PROJECT"));
    QVERIFY(sw::cli::usage().contains("import-tmx FILE --into PROJECT [--level NAME]"));
    QCOMPARE(sw::test::runCliInProcess({"import-tmx", kTiled + "map_csv.tmx"}).code, 1);
  }
};

QTEST_GUILESS_MAIN(ImportTilesCommandTest)
#include "import_tiles_command_test.moc"
