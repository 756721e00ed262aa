// Export a game (model/io/game_export.h, scrollwork-cli export-game): the exported folder
// holds only what the game uses, its player plays a recording to the same hash as a headless
// run of the project, a damaged archive is refused by name, and an export that is refused
// leaves nothing behind.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "support/program_run.h"

#include "core/game_archive.h"
#include "model/io/game_export.h"
#include "support/demo_copy.h"

namespace {

const QString kExportBin = QStringLiteral(SW_BINARY_DIR "/bin");

using ExportRun = sw::test::ProgramRun;
ExportRun runExported(const QString& program, const QStringList& arguments, const QString& dataHome) {
  return sw::test::runProgram(program, arguments, dataHome);
}

QString exportHashIn(const QString& text, const QString& pattern) {
  const auto match = QRegularExpression(pattern).match(text);
  return match.hasMatch() ? match.captured(1) : QString("none in: ") + text;
}

sw::GameExport exportTo(const QString& project, const QString& out, bool replace = false) {
  sw::GameExportOptions options;
  options.project = project.toStdString();
  options.out = out.toStdString();
  options.player = (kExportBin + "/scrollwork-player").toStdString();
  options.snippets = SW_SOURCE_DIR "/resources/snippets";
  options.replace = replace;
  return sw::exportGame(options);
}

QString errorsText(const sw::GameExport& exported) {
  QString text;
  for (const sw::Error& e : exported.errors) text += QString::fromStdString(e.toString()) + '\n';
  return text;
}

// Hidden staging or set-aside folders an export left beside `out`.
QStringList leftovers(const QString& out) {
  const QFileInfo info(out);
  return QDir(info.path()).entryList({"." + info.fileName() + ".*"}, QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot);
}

void writeExportFile(const QString& file, const QByteArray& bytes) {
  QDir().mkpath(QFileInfo(file).path());
  QFile f(file);
  QVERIFY(f.open(QIODevice::WriteOnly));
  f.write(bytes);
}

}  // namespace

class GameExportTest : public QObject {
  Q_OBJECT
 private slots:
  void packsOnlyWhatTheGameUses() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    QFile::copy(demo + "/sounds/hit1.wav", demo + "/sounds/unused.wav");
    QFile::copy(demo + "/meshes/gate.obj", demo + "/meshes/unused.obj");
    writeExportFile(demo + "/notes.txt", "editor-side notes");
    const QString out = dir.filePath("game");
    const sw::GameExport exported = exportTo(demo, out);
    QVERIFY2(exported.ok(), qPrintable(errorsText(exported)));

    auto read = sw::readGameArchive((out + "/game.swpak").toStdString());
    QVERIFY2(read, read ? "" : read.error().toString().c_str());
    QStringList packed;
    for (const sw::GameArchiveEntry& entry : *read) packed << QString::fromStdString(entry.path);
    for (const QString& needed : {"project.json", "game.json", "levels/stage_1.json", "tilesets/demo_tiles.tileset.json",
                                  "tilesets/demo_tiles/ground.png", "meshes/ship.obj", "meshes/materials.mtl",
                                  "graphs/corridor.graph.json", "sounds/theme.wav", "sounds/hit1.wav"})
      QVERIFY2(packed.contains(needed), qPrintable(needed + QString(" missing from: ") + packed.join(' ')));
    // The demo's plain bricks graph is in the project but paints nothing: it stays out.
    QVERIFY2(!packed.contains("graphs/bricks.graph.json"), qPrintable(packed.join(' ')));
    for (const QString& file : packed) {
      QVERIFY2(!file.startsWith("tests/") && !file.startsWith("tools/"), qPrintable(file));
      QVERIFY2(!file.contains("unused") && file != "notes.txt", qPrintable(file));
    }
    QCOMPARE(packed.size(), int(exported.files.size()));

    QVERIFY(QFileInfo(out + "/bin/scrollwork-player").isExecutable());
    QVERIFY(QFileInfo(out + "/run.sh").isExecutable());
    QVERIFY(QFileInfo::exists(out + "/share/scrollwork/snippets"));
    QFile readme(out + "/README.txt");
    QVERIFY(readme.open(QIODevice::ReadOnly));
    const QByteArray text = readme.readAll();
    QVERIFY(text.contains("libsdl2-mixer-2.0-0") && text.contains("libqt6quick3d6") && text.contains("libassimp5"));
    QVERIFY(leftovers(out).isEmpty());
  }

  // The exported player, given the folder, replays a demo recording to the hash a headless
  // run of the project itself reaches (scrollwork-cli run, the simulation Play uses).
  void exportedGamePlaysARecordingToTheProjectsHash() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    const QString out = dir.filePath("game");
    const sw::GameExport exported = exportTo(demo, out);
    QVERIFY2(exported.ok(), qPrintable(errorsText(exported)));
    const QString inputs = demo + "/tests/one_player.inputs";
    const ExportRun headless =
        runExported(kExportBin + "/scrollwork-cli", {"run", demo, "--inputs", inputs, "--ticks", "400"}, dir.filePath("data"));
    QVERIFY2(headless.exitCode == 0, qPrintable(headless.err));
    const ExportRun played = runExported(out + "/bin/scrollwork-player",
                                  {out, "--windowed", "--mute", "--speed", "4", "--inputs", inputs, "--quit-after-ticks", "400"},
                                  dir.filePath("data"));
    QVERIFY2(played.exitCode == 0, qPrintable(played.err));
    QCOMPARE(exportHashIn(played.out, "state hash ([0-9a-f]{16})"), exportHashIn(headless.out, "hash: ([0-9a-f]{16})"));
  }

  void damagedArchiveIsRefusedWithItsName() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    const QString out = dir.filePath("game");
    QVERIFY2(exportTo(demo, out).ok(), "export");
    const QString archive = out + "/game.swpak";
    QFile file(archive);
    QVERIFY(file.open(QIODevice::ReadWrite));
    file.seek(file.size() - 1000);
    const char flipped = char(file.peek(1).at(0) ^ 0x5a);
    file.write(&flipped, 1);
    file.close();
    for (const QString& given : {out, archive}) {
      const ExportRun run = runExported(out + "/bin/scrollwork-player", {given, "--windowed", "--quit-after-ticks", "5"},
                                 dir.filePath("data"));
      QCOMPARE(run.exitCode, 1);
      QVERIFY2(run.err.contains(archive + ": damaged game archive: checksum mismatch in entry '"), qPrintable(run.err));
    }
  }

  void refusesAFolderInUseUnlessReplacing() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    const QString out = dir.filePath("game");
    writeExportFile(out + "/mine.txt", "somebody's file");
    sw::GameExport refused = exportTo(demo, out);
    QVERIFY(!refused.ok());
    QVERIFY2(errorsText(refused).contains("not empty"), qPrintable(errorsText(refused)));
    QVERIFY(QFileInfo::exists(out + "/mine.txt"));
    QVERIFY(leftovers(out).isEmpty());

    const sw::GameExport replaced = exportTo(demo, out, true);
    QVERIFY2(replaced.ok(), qPrintable(errorsText(replaced)));
    QVERIFY(!QFileInfo::exists(out + "/mine.txt"));
    QVERIFY(QFileInfo::exists(out + "/game.swpak"));
    QVERIFY(leftovers(out).isEmpty());

    // An empty folder is fine to export into.
    QVERIFY(QDir().mkpath(dir.filePath("empty")));
    QVERIFY2(exportTo(demo, dir.filePath("empty")).ok(), "empty folder");
    // Inside the project folder is not (the next export would pack the last).
    QVERIFY(!exportTo(demo, demo + "/export").ok());
  }

  // Bad input: a project that fails validation is refused with its problems (file and
  // place), by the command line too, and nothing is written.
  void invalidProjectIsRefusedWithItsProblems() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    QFile project(demo + "/project.json");
    QVERIFY(project.open(QIODevice::ReadOnly));
    QByteArray text = project.readAll();
    project.close();
    QVERIFY(text.contains("\"meshes/corridor.obj\""));
    text.replace("\"meshes/corridor.obj\"", "\"meshes/gone.obj\"");
    writeExportFile(demo + "/project.json", text);
    const QString out = dir.filePath("game");
    const sw::GameExport refused = exportTo(demo, out);
    QVERIFY(!refused.ok());
    QVERIFY2(errorsText(refused).contains(QRegularExpression("project\\.json: /tileDefs/\\d+/mesh: .*gone\\.obj")),
             qPrintable(errorsText(refused)));
    QVERIFY(!QFileInfo::exists(out));
    QVERIFY(leftovers(out).isEmpty());

    const ExportRun cli = runExported(kExportBin + "/scrollwork-cli", {"export-game", demo, "--out", out}, dir.filePath("data"));
    QCOMPARE(cli.exitCode, 1);
    QVERIFY2(cli.err.contains(QRegularExpression("project\\.json: /tileDefs/\\d+/mesh: .*gone\\.obj")), qPrintable(cli.err));
    QVERIFY2(cli.err.contains("the game was not exported"), qPrintable(cli.err));
    QVERIFY(!QFileInfo::exists(out));
  }

  // A game naming a file outside the project folder cannot keep that path in its archive:
  // refused with the place that names it, rather than packed under a made-up name.
  void assetOutsideTheFolderIsRefused() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    QVERIFY(QFile::copy(demo + "/meshes/corridor.obj", dir.filePath("shared.obj")));
    QFile project(demo + "/project.json");
    QVERIFY(project.open(QIODevice::ReadOnly));
    QByteArray text = project.readAll();
    project.close();
    text.replace("\"meshes/corridor.obj\"", "\"../shared.obj\"");
    writeExportFile(demo + "/project.json", text);
    const sw::GameExport refused = exportTo(demo, dir.filePath("game"));
    QVERIFY(!refused.ok());
    QVERIFY2(errorsText(refused).contains(QRegularExpression("project\\.json: TileDef '[a-z_]+' mesh: '\\.\\./shared\\.obj' is outside the project folder")),
             qPrintable(errorsText(refused)));
    QVERIFY(!QFileInfo::exists(dir.filePath("game")));
  }

  void commandLineExportsAndListsWhatItPacked() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    const QString out = dir.filePath("game");
    const ExportRun cli = runExported(kExportBin + "/scrollwork-cli", {"export-game", demo, "--out", out}, dir.filePath("data"));
    QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
    QVERIFY2(cli.out.contains("packed: levels/stage_1.json") && cli.out.contains("exported: " + out), qPrintable(cli.out));
    QVERIFY(QFileInfo::exists(out + "/game.swpak"));
  }
};

QTEST_MAIN(GameExportTest)
#include "game_export_test.moc"
