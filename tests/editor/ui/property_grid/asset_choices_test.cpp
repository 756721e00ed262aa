// What the grid's asset chooser lists (ui/property_grid/references.h): files of the kind in
// the asset folders, tile definitions by name, and for a Material the project's texture
// graphs, which live in graphs/ (outside the asset folders) and may not be saved yet.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "model/project/project.h"
#include "model/project/project_graph.h"
#include "ui/property_grid/references.h"

using sw::editor::grid::assetChoices;

class AssetChoicesTest : public QObject {
  Q_OBJECT
 private slots:
  void materialsListTheProjectsGraphs() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath("meshes"));
    QFile mesh(dir.filePath("meshes/ship.obj"));
    QVERIFY(mesh.open(QIODevice::WriteOnly));
    mesh.close();
    sw::Project project;
    project.directory = dir.path().toStdString();
    project.assetFolders = {"meshes"};
    project.graphs.push_back(std::make_unique<sw::ProjectGraph>("graphs/stone.graph.json"));
    project.graphs.push_back(std::make_unique<sw::ProjectGraph>("graphs/hull.graph.json"));
    QCOMPARE(assetChoices(project, "graph"), QStringList({"graphs/hull.graph.json", "graphs/stone.graph.json"}));
    QCOMPARE(assetChoices(project, "mesh"), QStringList({"meshes/ship.obj"}));
    // Sounds: in the asset folders, and in sounds/ even before it is listed as one.
    QVERIFY(QDir(dir.path()).mkpath("sounds"));
    QFile wav(dir.filePath("sounds/boom.wav"));
    QVERIFY(wav.open(QIODevice::WriteOnly));
    wav.close();
    QCOMPARE(assetChoices(project, "sound"), QStringList({"sounds/boom.wav"}));
    project.directory.clear();  // a project not saved yet still lists its graphs
    QCOMPARE(assetChoices(project, "graph").size(), 2);
  }
};

QTEST_GUILESS_MAIN(AssetChoicesTest)
#include "asset_choices_test.moc"
