// scrollwork-cli: every command in-process, and the real binary against hostile input.
#include <QDirIterator>
#include <QProcess>
#include <QtTest>

#include "support/cli_runner.h"
#include "support/demo_copy.h"
#include "cli/cli_commands.h"
#include "core/atomic_file.h"
#include "model/io/project_io.h"
#include "support/sample_project.h"

using namespace sw;

namespace {
using Run = test::CliRun;
Run runBinaryBriefly(const QStringList& args) { return test::runCliBinary(args, 30000); }

using sw::test::copyDemo;

}  // namespace

class CliTest : public QObject {
  Q_OBJECT
 private slots:
  void demoValidatesCleanly() {
    auto r = test::runCliInProcess({"validate", SW_SOURCE_DIR "/projects/demo"});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    QVERIFY(r.out.isEmpty());
  }

  void resaveOfTheDemoIsByteIdentical() {
    QTemporaryDir dir;
    QString demo = copyDemo(dir);
    auto r = test::runCliInProcess({"resave", demo});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QDirIterator it(demo, QDir::Files, QDirIterator::Subdirectories);
    int compared = 0;
    while (it.hasNext()) {
      QString copy = it.next();
      QString original = QStringLiteral(SW_SOURCE_DIR "/projects/demo/") + QDir(demo).relativeFilePath(copy);
      QVERIFY2(QFile::exists(original), qPrintable("resave wrote a new file: " + copy));
      QCOMPARE(readWholeFile(copy.toStdString()).value(), readWholeFile(original.toStdString()).value());
      ++compared;
    }
    QVERIFY(compared >= 8);
  }

  void infoCountsEverything() {
    auto r = test::runCliInProcess({"info", SW_SOURCE_DIR "/projects/demo"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("levels: 2\n"));  // Stage 1 and Stage 2 (the second: the warden's level)
    QVERIFY(r.out.contains("tile_definitions: 6\n"));
    QVERIFY(r.out.contains(QRegularExpression("tile_instances: \\d+\n")));
    QVERIFY(r.out.contains("objects.Marker: 3\n"));
    QVERIFY(r.out.contains("objects.Trigger: 2\n"));
    QVERIFY(r.out.contains("objects.Loop: 2\n"));
    QVERIFY(r.out.contains("tile_instances: 30\n"));
    QVERIFY(r.out.contains("objects.Path: 10\n"));
    QVERIFY(r.out.contains("objects.Spawn: 20\n"));
    QVERIFY(r.out.contains("objects.NavNode: 5\n"));
    QVERIFY(r.out.contains("objects.NavLink: 5\n"));
    QVERIFY(r.out.contains("enemy_types: 5\n"));
    QVERIFY(r.out.contains("assets.mesh: 15\n"));
    QVERIFY(r.out.contains("assets.sound: 17\n"));  // tools/generate_sounds.py
    QVERIFY(r.out.contains("sound_cues: 12\n"));
    for (const QString& line : r.out.split('\n', Qt::SkipEmptyParts))
      QVERIFY2(line.contains(QRegularExpression("^[a-zA-Z_.]+: .+$")), qPrintable(line));
  }

  void validateReportsEachProblemOnItsOwnLine() {
    QTemporaryDir dir;
    auto project = test::sampleProject();
    project->directory = dir.path().toStdString();
    project->levels[0]->chain[0]->tile = "nonexistent";
    QVERIFY(saveProject(*project).ok());
    auto r = test::runCliInProcess({"validate", dir.path()});
    QCOMPARE(r.code, 1);
    QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);  // missing mesh file + unknown tile definition
    QVERIFY(lines.filter("/chain/0/tile: ").size() == 1);
    QVERIFY(lines.filter("/tileDefs/0/mesh: ").size() == 1);
    QVERIFY(lines.filter(QRegularExpression("^.+stage_1\\.json: /chain/0/tile: .+$")).size() == 1);
  }

  // Warnings (what loads but silently does nothing) are printed, marked, and do not fail.
  void warningsArePrintedButDoNotFailValidation() {
    QTemporaryDir dir;
    auto project = test::sampleProject();
    project->directory = dir.path().toStdString();
    project->tileDefs[0]->mesh.clear();
    project->levels[0]->chain.clear();
    QVERIFY(saveProject(*project).ok());
    auto r = test::runCliInProcess({"validate", dir.path()});
    QCOMPARE(r.code, 0);
    QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines[0].contains(
                 QRegularExpression("stage_1\\.json: /chain: warning: level 'Stage 1' has no chain links")),
             qPrintable(lines[0]));

    project->tileDefs[0]->mesh = "meshes/gone.obj";  // now an error as well
    QVERIFY(saveProject(*project).ok());
    r = test::runCliInProcess({"validate", dir.path()});
    QCOMPARE(r.code, 1);
    lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY(lines[0].contains("/tileDefs/0/mesh: "));  // errors first
    QVERIFY(lines[1].contains("/chain: warning: "));
  }

  void usageErrorsExitWithOne() {
    QCOMPARE(test::runCliInProcess({}).code, 1);
    QCOMPARE(test::runCliInProcess({"frobnicate", "x"}).code, 1);
    QCOMPARE(test::runCliInProcess({"validate"}).code, 1);
    QCOMPARE(test::runCliInProcess({"validate", "a", "b"}).code, 1);
    QCOMPARE(test::runCliInProcess({"--help"}).code, 0);
    auto missing = test::runCliInProcess({"info", "/nonexistent/project"});
    QCOMPARE(missing.code, 1);
    QVERIFY(missing.err.contains("/nonexistent/project/project.json"));
  }

  // The real binary: version, and no input makes it crash.
  void binaryNeverCrashes() {
    auto version = runBinaryBriefly({"--version"});
    QCOMPARE(version.code, 0);
    QVERIFY(version.out.startsWith("scrollwork-cli "));

    QTemporaryDir dir;
    QByteArray garbage;
    for (int i = 0; i < 4096; ++i) garbage.append(char((i * 7919) % 256));
    QVERIFY(writeFileAtomically(dir.filePath("project.json").toStdString(), garbage.toStdString()).ok());
    for (const char* command : {"validate", "resave", "info"}) {
      auto r = runBinaryBriefly({command, dir.path()});
      QCOMPARE(r.code, 1);
      QVERIFY(r.err.contains("project.json") || r.out.contains("project.json"));
    }
    auto notAFolder = runBinaryBriefly({"info", QStringLiteral(SW_SOURCE_DIR "/README.md")});
    QCOMPARE(notAFolder.code, 1);
    QCOMPARE(runBinaryBriefly({"resave", ""}).code, 1);
  }
};

QTEST_GUILESS_MAIN(CliTest)
#include "cli_test.moc"
