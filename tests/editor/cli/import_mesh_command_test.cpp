// scrollwork-cli import-mesh through the real binary: what it prints, its exit status, and
// that a failed import leaves the project exactly as it was.
#include <QDirIterator>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include "support/demo_copy.h"
#include "support/cli_runner.h"
#include "support/test_files.h"

namespace {
using Run = sw::test::CliRun;

using sw::test::writeFile;

using sw::test::copyDemo;

// Every entry with its size and time: "untouched" means this does not change.
QStringList listing(const QString& root) {
  QStringList out;
  QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    it.next();
    out << QString("%1 %2 %3")
               .arg(QDir(root).relativeFilePath(it.filePath()))
               .arg(it.fileInfo().size())
               .arg(it.fileInfo().lastModified().toMSecsSinceEpoch());
  }
  out.sort();
  return out;
}

int infoCount(const QString& project, const QString& key) {
  Run r = sw::test::runCliBinary({"info", project});
  auto match = QRegularExpression("^" + QRegularExpression::escape(key) + ": (\\d+)$",
                                  QRegularExpression::MultilineOption)
                   .match(r.out);
  return match.hasMatch() ? match.captured(1).toInt() : -1;
}

const char* kCrateObj =
    "mtllib crate.mtl\nv 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nv 0 0 1\nv 1 0 1\nv 1 1 1\nv 0 1 1\n"
    "usemtl wood\nf 1 4 3 2\nf 5 6 7 8\nf 1 2 6 5\nf 4 8 7 3\nf 1 5 8 4\nf 2 3 7 6\n";
const char* kCrateMtl = "newmtl wood\nKd 0.6 0.4 0.2\nmap_Kd wood.png\n";
}  // namespace

class ImportMeshCommandTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;
  QString demo_;
  QString art_;

 private slots:
  void init() {
    static int n = 0;
    QDir(dir_.filePath("demo")).removeRecursively();
    demo_ = copyDemo(dir_);
    art_ = dir_.filePath(QString("art%1").arg(n++));
    QVERIFY(writeFile(art_ + "/crate.obj", kCrateObj));
    QVERIFY(writeFile(art_ + "/crate.mtl", kCrateMtl));
    QVERIFY(writeFile(art_ + "/wood.png", "png"));
  }

  void importsAndPrintsTheAssetPath() {
    const int meshesBefore = infoCount(demo_, "assets.mesh");
    const int imagesBefore = infoCount(demo_, "assets.image");
    QVERIFY(meshesBefore > 0);

    Run r = sw::test::runCliBinary({"import-mesh", art_ + "/crate.obj", "--into", demo_, "--scale", "2", "--up", "z"});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    QCOMPARE(r.out, QString("imported: meshes/crate/crate.obj\n"));
    QVERIFY(r.err.isEmpty());
    for (const char* file : {"crate.obj", "crate.mtl", "wood.png", "crate.import.json"})
      QVERIFY2(QFile::exists(demo_ + "/meshes/crate/" + file), file);
    QFile sidecar(demo_ + "/meshes/crate/crate.import.json");
    QVERIFY(sidecar.open(QIODevice::ReadOnly));
    const QByteArray settings = sidecar.readAll();
    QVERIFY(settings.contains("\"scale\": 2.0"));
    QVERIFY(settings.contains("\"upAxis\": \"z\""));

    // One more mesh; its texture and sidecar are parts of it, not assets of their own.
    QCOMPARE(infoCount(demo_, "assets.mesh"), meshesBefore + 1);
    QCOMPARE(infoCount(demo_, "assets.image"), imagesBefore);
    QCOMPARE(infoCount(demo_, "assets.other"), -1);  // no "other" line appears
    Run validate = sw::test::runCliBinary({"validate", demo_});
    QVERIFY2(validate.code == 0, qPrintable(validate.out + validate.err));

    // Same name again: refused, untouched; --replace and --name work.
    const QStringList before = listing(demo_);
    Run clash = sw::test::runCliBinary({"import-mesh", art_ + "/crate.obj", "--into", demo_});
    QCOMPARE(clash.code, 1);
    QVERIFY2(clash.err.contains("already exists"), qPrintable(clash.err));
    QCOMPARE(listing(demo_), before);
    QCOMPARE(sw::test::runCliBinary({"import-mesh", art_ + "/crate.obj", "--into", demo_, "--replace"}).code, 0);
    Run named =
        sw::test::runCliBinary({"import-mesh", art_ + "/crate.obj", "--into=" + demo_ + "/project.json", "--name=box_2"});
    QCOMPARE(named.code, 0);
    QCOMPARE(named.out, QString("imported: meshes/box_2/crate.obj\n"));
  }

  void missingTexturePrintsAWarningLine() {
    QVERIFY(QFile::remove(art_ + "/wood.png"));
    Run r = sw::test::runCliBinary({"import-mesh", art_ + "/crate.obj", "--into", demo_});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[0], QString("imported: meshes/crate/crate.obj"));
    QVERIFY2(lines[1].startsWith("warning: " + art_ + "/crate.obj: material 'wood': "), qPrintable(lines[1]));
    QVERIFY2(lines[1].contains("'wood.png' not found"), qPrintable(lines[1]));
  }

  void garbageFileFailsAndLeavesTheProjectUntouched_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QByteArray noise;
    for (int i = 0; i < 8192; ++i) noise.append(char((i * 7919 + i / 13) % 256));
    QTest::newRow("noise.fbx") << "noise.fbx" << noise;
    QTest::newRow("noise.glb") << "noise.glb" << QByteArray("glTF\x02\0\0\0", 8) + noise;
    QTest::newRow("noise.obj") << "noise.obj" << noise;
    QTest::newRow("broken.gltf") << "broken.gltf"
                                 << QByteArray("{\"asset\":{\"version\":\"2.0\"},\"meshes\":[{");
    QTest::newRow("text.dae") << "text.dae" << QByteArray("<COLLADA><library_geometries>");
    QTest::newRow("empty.obj") << "empty.obj" << QByteArray();
    QTest::newRow("lines.obj") << "lines.obj" << QByteArray("v 0 0 0\nv 1 0 0\nl 1 2\n");
    QTest::newRow("readme.txt") << "readme.txt" << QByteArray("hello");
  }
  void garbageFileFailsAndLeavesTheProjectUntouched() {
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    const QString file = art_ + "/" + name;
    QVERIFY(writeFile(file, bytes));
    const QStringList before = listing(demo_);
    Run r = sw::test::runCliBinary({"import-mesh", file, "--into", demo_});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith(file + ": "), qPrintable(r.err));
    QCOMPARE(r.err.count('\n'), 1);
    QCOMPARE(listing(demo_), before);
  }

  void badArgumentsExitWithOne_data() {
    QTest::addColumn<QStringList>("args");
    const QString obj = QStringLiteral("%OBJ%");
    QTest::newRow("nothing") << QStringList{};
    QTest::newRow("no project") << QStringList{obj};
    QTest::newRow("--into without value") << QStringList{obj, "--into"};
    QTest::newRow("two files") << QStringList{obj, obj, "--into", "%DEMO%"};
    QTest::newRow("unknown option") << QStringList{obj, "--into", "%DEMO%", "--frobnicate"};
    QTest::newRow("scale zero") << QStringList{obj, "--into", "%DEMO%", "--scale", "0"};
    QTest::newRow("scale nan") << QStringList{obj, "--into", "%DEMO%", "--scale=nan"};
    QTest::newRow("scale text") << QStringList{obj, "--into", "%DEMO%", "--scale", "big"};
    QTest::newRow("up x") << QStringList{obj, "--into", "%DEMO%", "--up", "x"};
    QTest::newRow("name with slash") << QStringList{obj, "--into", "%DEMO%", "--name", "../evil"};
    QTest::newRow("name empty") << QStringList{obj, "--into", "%DEMO%", "--name="};
    QTest::newRow("unknown mesh") << QStringList{obj, "--into", "%DEMO%", "--mesh", "nope"};
    QTest::newRow("project missing") << QStringList{obj, "--into", "/nonexistent/project"};
    QTest::newRow("project is a file") << QStringList{obj, "--into", SW_SOURCE_DIR "/README.md"};
    QTest::newRow("file is a folder") << QStringList{"%DEMO%", "--into", "%DEMO%"};
    QTest::newRow("file missing") << QStringList{"/nonexistent/a.obj", "--into", "%DEMO%"};
    QTest::newRow("empty file name") << QStringList{"", "--into", "%DEMO%"};
  }
  void badArgumentsExitWithOne() {
    QFETCH(QStringList, args);
    for (QString& a : args) a.replace("%OBJ%", art_ + "/crate.obj").replace("%DEMO%", demo_);
    const QStringList before = listing(demo_);
    Run r = sw::test::runCliBinary(QStringList{"import-mesh"} + args);
    QCOMPARE(r.code, 1);
    QVERIFY(!r.err.isEmpty());
    QVERIFY(r.out.isEmpty());
    QCOMPARE(listing(demo_), before);
  }

  void helpMentionsTheCommand() {
    Run r = sw::test::runCliBinary({"--help"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("import-mesh FILE --into PROJECT"));
  }
};

QTEST_GUILESS_MAIN(ImportMeshCommandTest)
#include "import_mesh_command_test.moc"
