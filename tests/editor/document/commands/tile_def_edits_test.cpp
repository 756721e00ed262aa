#include <QtTest>

#include "document/document.h"
#include "document/commands/property_edits.h"
#include "model/io/project_io.h"
#include "support/sample_project.h"

using namespace sw;
using namespace sw::editor;

class TileDefCommandsTest : public QObject {
  Q_OBJECT
 private slots:
  void renameFollowsEveryChainLink() {
    QTemporaryDir dir;
    auto project = test::sampleProject();
    project->directory = dir.path().toStdString();
    QVERIFY(saveProject(*project).ok());
    Document d;
    QVERIFY(d.open(dir.path()).empty());
    const std::string before = projectText(d.project()) + levelText(*d.editableLevel());
    QSignalSpy changed(&d, &Document::tileDefsChanged);
    QString why;
    auto* command = makeSetProperty(&d, {d.project().findTileDef("floor")}, "name", {Value(std::string("ground"))}, 0, &why);
    QVERIFY2(command, qPrintable(why));
    d.undoStack()->push(command);
    QCOMPARE(changed.count(), 1);
    QVERIFY(d.project().findTileDef("ground"));
    QCOMPARE(d.editableLevel()->chain[0]->tile, std::string("ground"));
    QCOMPARE(d.editableLevel()->chain[2]->tile, std::string("ground"));
    QCOMPARE(d.editableLevel()->chain[1]->tile, std::string("ramp"));
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()) + levelText(*d.editableLevel()), before);
    QVERIFY(!makeSetProperty(&d, {d.project().findTileDef("floor")}, "name", {Value(std::string("ramp"))}, 0, &why));
    QVERIFY(why.contains("already"));
  }

  void selfCrossingCollisionIsRefused() {
    Document d;
    auto def = std::make_unique<TileDef>();
    def->name = "t";
    d.editableProject().tileDefs.push_back(std::move(def));
    TileDef* t = d.project().tileDefs.back().get();
    QString why;
    std::vector<Polygon> bowTie{{{0, 0}, {4, 4}, {4, 0}, {0, 4}}};
    QVERIFY(!makeSetProperty(&d, {t}, "collision", {Value(bowTie)}, 0, &why));
    QVERIFY(why.contains("crosses itself"));
    QCOMPARE(d.undoStack()->count(), 0);
    std::vector<Polygon> concave{{{0, 0}, {6, 0}, {6, 4}, {3, 1}, {0, 4}}};
    d.undoStack()->push(makeSetProperty(&d, {t}, "collision", {Value(concave)}, 0, &why));
    QCOMPARE(t->collision.size(), std::size_t(1));
    d.undoStack()->undo();
    QVERIFY(t->collision.empty());
  }

  void draggingCameraMarkersMergesPerGesture() {
    Document d;
    auto def = std::make_unique<TileDef>();
    def->name = "t";
    d.editableProject().tileDefs.push_back(std::move(def));
    TileDef* t = d.project().tileDefs.back().get();
    int drag = d.newMergeSerial();
    for (double x : {30.0, 31.0, 33.0}) d.undoStack()->push(makeSetProperty(&d, {t}, "cameraExit", {Value(Vec2{x, 1})}, drag, nullptr));
    QCOMPARE(d.undoStack()->count(), 1);
    QVERIFY((t->cameraExit == Vec2{33, 1}));
    d.undoStack()->undo();
    QVERIFY((t->cameraExit == Vec2{32, 0}));
    QString why;
    QVERIFY(!makeSetProperty(&d, {t}, "cameraExit", {Value(Vec2{std::nan(""), 0})}, 0, &why));
  }
};

QTEST_GUILESS_MAIN(TileDefCommandsTest)
#include "tile_def_edits_test.moc"
