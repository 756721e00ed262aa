// The project's texture graphs (model/project/project_graph.h) and its tilesets as the project
// holds them (project_io.h): read with the project (tilesets) or listed for a first use
// (graphs); a save writes only those changed, a save into another folder writes all and
// copies the files of those not read, and the files of removed graphs go with the next
// save into their folder.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "core/atomic_file.h"
#include "graph/graph_json.h"
#include "model/io/project_io.h"
#include "support/sample_project.h"

using namespace sw;

namespace {

void write(const QString& path, const std::string& bytes) {
  QDir().mkpath(QFileInfo(path).path());
  QVERIFY(writeFileAtomically(path.toStdString(), bytes).ok());
}

std::vector<std::string> filesOf(const std::vector<FileWrite>& writes, const std::string& folder) {
  std::vector<std::string> out;
  for (const FileWrite& w : writes)
    out.push_back(
        QDir(QString::fromStdString(folder)).relativeFilePath(QString::fromStdString(w.path)).toStdString());
  return out;
}

bool has(const std::vector<std::string>& files, const std::string& file) {
  return std::find(files.begin(), files.end(), file) != files.end();
}

}  // namespace

class ProjectGraphTest : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;
  QString folder_;

  // A project on disk: a tileset that reads, one that does not, and three graph files (one
  // hidden, one a link out of the folder) besides a file that is not a graph.
  void writeProject() {
    folder_ = dir_.filePath("proj");
    auto project = test::sampleProject();
    project->directory = folder_.toStdString();
    for (const char* file : {"tilesets/forest.tileset.json", "tilesets/broken.tileset.json"}) {
      project->tilesets.push_back(std::make_unique<Tileset>());
      project->tilesets.back()->file = file;
    }
    QVERIFY(saveProject(*project).ok());
    Tileset forest;
    forest.name = "forest";
    forest.images = {{"tilesets/forest/a.png", 32, 32}};
    write(folder_ + "/tilesets/forest.tileset.json", tilesetText(forest));
    write(folder_ + "/tilesets/broken.tileset.json", "{ not json");
    const std::string graph = graph::writeGraph(graph::Graph("texture", true));
    write(folder_ + "/graphs/walls.graph.json", graph);
    write(folder_ + "/graphs/bricks.graph.json", "{ hand written }");  // read on first use only
    write(folder_ + "/graphs/.backup.graph.json", graph);
    write(folder_ + "/graphs/notes.txt", "not a graph");
    write(dir_.filePath("elsewhere.graph.json"), graph);
    QVERIFY(QFile::link(dir_.filePath("elsewhere.graph.json"), folder_ + "/graphs/stolen.graph.json"));
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    writeProject();
  }

  void loadReadsTilesetsAndListsGraphs() {
    auto load = loadProject(folder_.toStdString());
    QVERIFY(load.project);
    const Project& p = *load.project;
    QCOMPARE(p.tilesets.size(), std::size_t(2));
    QVERIFY(p.tilesets[0]->readable());
    QCOMPARE(p.tilesets[0]->name, std::string("forest"));
    QCOMPARE(p.tilesets[0]->file, std::string("tilesets/forest.tileset.json"));
    QVERIFY(!p.tilesets[1]->readable());  // listed still, with why
    QCOMPARE(p.tilesets[1]->file, std::string("tilesets/broken.tileset.json"));
    QVERIFY2(p.tilesets[1]->readError->file.find("broken.tileset.json") != std::string::npos,
             p.tilesets[1]->readError->toString().c_str());
    QCOMPARE(p.findTileset("forest"), p.tilesets[0].get());

    QCOMPARE(p.graphs.size(), std::size_t(2));  // sorted; the hidden one and the link left out
    QCOMPARE(p.graphs[0]->file, std::string("graphs/bricks.graph.json"));
    QCOMPARE(p.graphs[1]->file, std::string("graphs/walls.graph.json"));
    QVERIFY(!p.graphs[0]->readTried && !p.graphs[0]->graph);
    QCOMPARE(load.leftOut.size(), std::size_t(1));
    QVERIFY2(load.leftOut[0].file.find("stolen.graph.json") != std::string::npos,
             load.leftOut[0].toString().c_str());
    QVERIFY(load.leftOut[0].message.find("outside the project folder") != std::string::npos);
    QCOMPARE(p.assetsFolder, p.directory);
  }

  // Nothing changed, nothing of the assets is written: files nobody edited keep their
  // bytes (bricks.graph.json is not even canonical) and their dates.
  void aSaveWritesOnlyTheChangedAssets() {
    auto load = loadProject(folder_.toStdString());
    Project& p = *load.project;
    auto files = projectFiles(p);
    QVERIFY(files.ok());
    QCOMPARE(filesOf(*files, p.directory),
             (std::vector<std::string>{"levels/stage_1.json", "game.json", "project.json"}));

    p.tilesets[0]->pixelsPerUnit = 16;
    p.tilesets[0]->unsaved = true;
    auto walls = std::make_unique<ProjectGraph>("graphs/new.graph.json");
    walls->graph = std::make_unique<graph::Graph>("texture", true);
    walls->readTried = walls->unsaved = true;
    putGraph(p, std::move(walls));
    QCOMPARE(p.graphs[1]->file, std::string("graphs/new.graph.json"));  // in file order
    files = projectFiles(p);
    QCOMPARE(filesOf(*files, p.directory),
             (std::vector<std::string>{"graphs/new.graph.json", "tilesets/forest.tileset.json",
                                       "levels/stage_1.json", "game.json", "project.json"}));
    markSaved(p);
    QVERIFY(!p.tilesets[0]->unsaved && !p.graphs[1]->unsaved);
    QCOMPARE(filesOf(*projectFiles(p), p.directory).size(), std::size_t(3));
  }

  // Save As: every asset goes along; those not read (or unreadable) as their bytes.
  void aSaveIntoAnotherFolderTakesEveryAsset() {
    auto load = loadProject(folder_.toStdString());
    Project& p = *load.project;
    const QString target = dir_.filePath("copy");
    p.directory = target.toStdString();
    auto files = projectFiles(p);
    QVERIFY(files.ok());
    const auto names = filesOf(*files, p.directory);
    for (const char* file : {"graphs/bricks.graph.json", "graphs/walls.graph.json",
                             "tilesets/forest.tileset.json", "tilesets/broken.tileset.json", "project.json"})
      QVERIFY2(has(names, file), file);
    for (const FileWrite& w : *files) {
      if (w.path.find("bricks.graph.json") != std::string::npos)
        QCOMPARE(w.bytes, std::string("{ hand written }"));
      if (w.path.find("broken.tileset.json") != std::string::npos)
        QCOMPARE(w.bytes, std::string("{ not json"));
    }
    QVERIFY(saveProject(p).ok());
    markSaved(p);
    QCOMPARE(p.assetsFolder, target.toStdString());
    QCOMPARE(filesOf(*projectFiles(p), p.directory).size(), std::size_t(3));  // nothing unsaved now
  }

  // A removed graph's file goes with the next save into its folder, not with a Save As,
  // and not when the graph came back before the save.
  void removedGraphsAreDeletedByTheNextSave() {
    QTemporaryDir scratch;
    auto source = loadProject(folder_.toStdString());
    source.project->directory = scratch.path().toStdString();
    QVERIFY(saveProject(*source.project).ok());  // a copy to delete from
    auto load = loadProject(scratch.path().toStdString());
    Project& p = *load.project;
    QCOMPARE(p.graphs.size(), std::size_t(2));
    auto bricks = takeGraph(p, "graphs/bricks.graph.json");
    QVERIFY(bricks);
    QVERIFY(!takeGraph(p, "graphs/bricks.graph.json"));
    QCOMPARE(p.removedGraphFiles, std::vector<std::string>{"graphs/bricks.graph.json"});
    QVERIFY(takeGraph(p, "graphs/walls.graph.json"));
    putGraph(p, std::make_unique<ProjectGraph>("graphs/walls.graph.json"));  // back again
    QCOMPARE(p.removedGraphFiles, std::vector<std::string>{"graphs/bricks.graph.json"});

    Project elsewhere(p);  // Save As leaves the old folder as it was
    elsewhere.directory = QDir(scratch.path()).filePath("other").toStdString();
    markSaved(elsewhere);
    QVERIFY(QFile::exists(scratch.filePath("graphs/bricks.graph.json")));

    markSaved(p);
    QVERIFY(!QFile::exists(scratch.filePath("graphs/bricks.graph.json")));
    QVERIFY(QFile::exists(scratch.filePath("graphs/walls.graph.json")));
    QVERIFY(p.removedGraphFiles.empty());
  }

  void copiesOfAProjectOwnTheirAssets() {
    auto load = loadProject(folder_.toStdString());
    Project& p = *load.project;
    p.graphs[0]->graph = std::make_unique<graph::Graph>("texture", true);
    const Project copy(p);
    QCOMPARE(copy.tilesets.size(), p.tilesets.size());
    QVERIFY(copy.tilesets[0].get() != p.tilesets[0].get());
    QCOMPARE(*copy.tilesets[0], *p.tilesets[0]);
    QVERIFY(copy.tilesets[1]->readError.has_value());
    QVERIFY(copy.graphs[0]->graph && copy.graphs[0]->graph.get() != p.graphs[0]->graph.get());
  }
};

QTEST_GUILESS_MAIN(ProjectGraphTest)
#include "project_graph_test.moc"
