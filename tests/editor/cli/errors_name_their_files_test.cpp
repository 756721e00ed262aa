// Every error names the file at fault (#17): for each kind of file a user has (project,
// level, tileset, graph, snippet, input recording, TMX map, TSX tileset, XML strips, mesh),
// break it in a few ways (cut short, emptied, garbage) and run the command that reads it.
// The message must carry the broken file's own name, not only the file that refers to it
// ("project.json: /tilesets/0: ..." alone sends the user to the wrong file).
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <functional>

#include "support/cli_runner.h"
#include "support/demo_copy.h"

using sw::test::runCliInProcess;

namespace {

constexpr char kGarbage[] = "\x01\x02<not {this] format\n";

// The ways a file gets broken: cut short at a third and at two thirds (a crashed save, a
// bad copy), emptied, and overwritten with bytes of no format.
QList<QPair<QString, QByteArray>> breakages(const QByteArray& good) {
  return {{QStringLiteral("cut at 1/3"), good.left(good.size() / 3)},
          {QStringLiteral("cut at 2/3"), good.left(good.size() * 2 / 3)},
          {QStringLiteral("empty"), QByteArray()},
          {QStringLiteral("garbage"), QByteArray(kGarbage, sizeof kGarbage - 1)}};
}

QByteArray readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
  f.write(bytes);
}

}  // namespace

class ErrorsNameTheirFilesTest : public QObject {
  Q_OBJECT

  QTemporaryDir scratch_;

  // Copies `source` (a folder) fresh, breaks `file` in it each way, runs `args` (with
  // %1 standing for the copy's folder) and checks the command fails naming the file.
  // `cutsAreValid`: a format where a file cut short at a line end is still a valid, smaller
  // file (OBJ), so only the empty and garbage versions must fail.
  void check(const QString& source, const QString& file, const QStringList& args, bool cutsAreValid = false) {
    const QByteArray good = readAll(QDir(source).filePath(file));
    QVERIFY2(!good.isEmpty(), qPrintable(source + "/" + file));
    const QString name = QFileInfo(file).fileName();
    int n = 0;
    for (const auto& [how, bytes] : breakages(good)) {
      if (cutsAreValid && how.startsWith(QStringLiteral("cut"))) continue;
      const QString copy = scratch_.filePath(QStringLiteral("%1-%2").arg(name).arg(n++));
      sw::test::copyFolder(source, copy);
      writeAll(QDir(copy).filePath(file), bytes);
      QStringList filled;
      for (const QString& a : args) filled << QString(a).replace(QStringLiteral("%1"), copy);
      const auto run = runCliInProcess(filled);
      const QString said = run.out + run.err;
      QVERIFY2(run.code != 0, qPrintable(QStringLiteral("%1 %2 was accepted").arg(file, how)));
      QVERIFY2(said.contains(name),
               qPrintable(QStringLiteral("%1 %2: the message does not name it:\n%3").arg(file, how, said)));
    }
  }

  QString demo() const { return QStringLiteral(SW_SOURCE_DIR "/projects/demo"); }
  QString tiled() const { return QStringLiteral(SW_SOURCE_DIR "/tests/fixtures/tiled"); }
  QString strips() const { return QStringLiteral(SW_SOURCE_DIR "/tests/fixtures/xml_strips"); }

 private slots:
  void initTestCase() { QVERIFY(scratch_.isValid()); }

  void projectLevelAndTilesetFiles() {
    for (const char* file : {"project.json", "levels/stage_1.json", "tilesets/demo_tiles.tileset.json"})
      check(demo(), QString::fromLatin1(file), {QStringLiteral("validate"), QStringLiteral("%1")});
  }

  void graphFiles() {
    check(demo(), QStringLiteral("graphs/bricks.graph.json"),
          {QStringLiteral("graph-codegen"), QStringLiteral("%1/graphs/bricks.graph.json")});
  }

  void snippetFiles() {
    // A project's own snippet folder, next to a graph that uses the library.
    const QString source = scratch_.filePath(QStringLiteral("snippet-source"));
    sw::test::copyFolder(demo(), source);
    QVERIFY(QDir(source).mkpath(QStringLiteral("snippets")));
    QVERIFY(QFile::copy(QStringLiteral(SW_SOURCE_DIR "/resources/snippets/checker.snippet"),
                        QDir(source).filePath(QStringLiteral("snippets/mine.snippet"))));
    check(source, QStringLiteral("snippets/mine.snippet"),
          {QStringLiteral("graph-codegen"), QStringLiteral("%1/graphs/bricks.graph.json"), QStringLiteral("--snippets"),
           QStringLiteral("%1/snippets")});
  }

  void inputRecordings() {
    const QString source = scratch_.filePath(QStringLiteral("inputs-source"));
    sw::test::copyFolder(demo(), source);
    writeAll(QDir(source).filePath(QStringLiteral("bug.inputs")),
             "scrollwork-inputs 1\nseed 42\nplayers 2\nticks 120\n0 -\n30 right+fire up\n95 18\n");
    check(source, QStringLiteral("bug.inputs"),
          {QStringLiteral("run"), QStringLiteral("%1"), QStringLiteral("--inputs"), QStringLiteral("%1/bug.inputs")});
  }

  void tiledMapsAndTilesets() {
    // The map itself, then the external tileset the map names.
    const QString into = scratch_.filePath(QStringLiteral("tmx-into"));
    sw::test::copyFolder(demo(), into);
    check(tiled(), QStringLiteral("map_csv.tmx"),
          {QStringLiteral("import-tmx"), QStringLiteral("%1/map_csv.tmx"), QStringLiteral("--into"), into});
    check(tiled(), QStringLiteral("terrain.tsx"),
          {QStringLiteral("import-tmx"), QStringLiteral("%1/map_csv.tmx"), QStringLiteral("--into"), into});
    check(tiled(), QStringLiteral("terrain.tsx"),
          {QStringLiteral("import-tileset"), QStringLiteral("%1/terrain.tsx"), QStringLiteral("--into"), into});
  }

  void xmlStrips() {
    const QString into = scratch_.filePath(QStringLiteral("strips-into"));
    sw::test::copyFolder(demo(), into);
    check(strips(), QStringLiteral("strips.xml"),
          {QStringLiteral("import-tileset"), QStringLiteral("%1/strips.xml"), QStringLiteral("--into"), into});
  }

  void meshes() {
    const QString into = scratch_.filePath(QStringLiteral("mesh-into"));
    sw::test::copyFolder(demo(), into);
    check(demo(), QStringLiteral("meshes/gate.obj"),
          {QStringLiteral("import-mesh"), QStringLiteral("%1/meshes/gate.obj"), QStringLiteral("--into"), into,
           QStringLiteral("--name"), QStringLiteral("broken")},
          true);
  }
};

QTEST_GUILESS_MAIN(ErrorsNameTheirFilesTest)
#include "errors_name_their_files_test.moc"
