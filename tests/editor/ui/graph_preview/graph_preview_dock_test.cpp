// The Material Preview dock against a real Document and GraphStore (needs a real GL
// context: xvfb-run): it follows the graph open in the editor, shows an edit after the
// short pause, puts shader errors on the store's nodes as "shader" problems and takes
// them away when another graph is shown, and offers the current tile's mesh.
#include "ui/graph_preview/graph_preview_dock.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "document/document.h"
#include "document/commands/graph_commands.h"
#include "document/stores/graph_store.h"
#include "document/commands/property_edits.h"
#include "model/project/project.h"
#include "support/demo_copy.h"
#include "ui/graph_preview/graph_preview_widget.h"
#include "support/test_files.h"

using sw::ui::GraphPreviewDock;
using sw::ui::GraphPreviewWidget;

namespace {

constexpr int kCompileTimeoutMs = 60000;
const QString kBricks = QStringLiteral("graphs/bricks.graph.json");
const QString kBroken = QStringLiteral("graphs/broken.graph.json");

const char* kBrokenSnippet = R"(Name: Broken
Func: Broken
Category: Test
Input: Position, var="position"
Output: Result, var="result"
%%
    result = vec4(notDeclaredAnywhere);
)";

const char* kBrokenGraph = R"({
  "formatVersion": 1,
  "kind": "texture",
  "nodes": [
    {"id": 1, "type": "Brick", "position": [0.0, 0.0]},
    {"id": 2, "type": "Broken", "position": [200.0, 0.0]},
    {"id": 3, "type": "@output", "position": [400.0, 0.0]}
  ],
  "connections": [{"from": [1, "brickOut"], "to": [2, "position"]}, {"from": [2, "result"], "to": [3, "colour"]}],
  "comments": []
}
)";

using sw::test::writeFile;

}  // namespace

class GraphPreviewDockTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::unique_ptr<sw::editor::Document> document_;
  std::unique_ptr<GraphPreviewDock> dock_;

  sw::editor::GraphStore* store() { return document_->graphs(); }
  GraphPreviewWidget* preview() { return dock_->preview(); }

 private slots:
  void initTestCase() {
    const QString demo = sw::test::copyDemo(dir_);
    QVERIFY(writeFile(demo + "/snippets/broken.snippet", kBrokenSnippet));
    QVERIFY(writeFile(demo + "/" + kBroken, kBrokenGraph));
    document_ = std::make_unique<sw::editor::Document>();
    const sw::Errors errors = document_->open(demo);
    QVERIFY2(errors.empty(), errors.empty() ? "" : errors.front().toString().c_str());
    dock_ = std::make_unique<GraphPreviewDock>(document_.get());
    dock_->resize(320, 380);
    dock_->show();
    QVERIFY(QTest::qWaitForWindowExposed(dock_.get()));
    QCOMPARE(preview()->state(), GraphPreviewWidget::State::Empty);
  }

  void cleanupTestCase() {
    dock_.reset();
    document_.reset();
  }

  void followsTheOpenGraph() {
    QSignalSpy compiled(preview(), &GraphPreviewWidget::compiled);
    store()->setCurrentFile(kBricks);
    QVERIFY(compiled.wait(kCompileTimeoutMs));
    QVERIFY2(compiled.first().first().toBool(), qPrintable(preview()->statusText()));
    QVERIFY(store()->nodeProblems(kBricks).isEmpty());
  }

  void anEditShowsAfterThePause() {
    store()->setCurrentFile(kBricks);
    QTRY_COMPARE_WITH_TIMEOUT(preview()->state(), GraphPreviewWidget::State::Ready, kCompileTimeoutMs);
    const QImage before = preview()->grabImage();
    QElapsedTimer clock;
    clock.start();
    // Bigger bricks (node 2 of the demo graph): a value edit, no new shader.
    const int compiles = preview()->compileCount();
    document_->undoStack()->push(sw::editor::makeSetProperty(document_.get(), {store()->nodeSubject(kBricks, 2)}, "brickSize",
                                                             {sw::Value(sw::Vec2{1.5, 0.75})}, 0, nullptr));
    QTRY_VERIFY_WITH_TIMEOUT(preview()->grabImage() != before, 5000);
    qInfo("edit shown after %lld ms", static_cast<long long>(clock.elapsed()));
    QCOMPARE(preview()->compileCount(), compiles);
    // Undo is an edit too.
    const QImage edited = preview()->grabImage();
    document_->undoStack()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(preview()->grabImage() != edited, 5000);
  }

  void shaderErrorsGoToTheStore() {
    QSignalSpy compiled(preview(), &GraphPreviewWidget::compiled);
    store()->setCurrentFile(kBroken);
    QVERIFY(compiled.wait(kCompileTimeoutMs));
    QCOMPARE(compiled.first().first().toBool(), false);
    const auto problems = store()->nodeProblems(kBroken);
    QVERIFY2(problems.contains(2), qPrintable(QStringList(problems.values()).join(" | ")));
    QVERIFY(problems[2].contains("notDeclaredAnywhere"));
    QVERIFY(!problems.contains(1));

    // Another graph shown: the broken graph's shader problems go (nobody compiles it now).
    compiled.clear();
    store()->setCurrentFile(kBricks);
    QVERIFY(compiled.wait(kCompileTimeoutMs));
    QVERIFY(store()->nodeProblems(kBroken).isEmpty());
  }

  void noGraphShowsWhy() {
    store()->setCurrentFile(QString());
    QCOMPARE(preview()->state(), GraphPreviewWidget::State::Empty);
    QVERIFY(!preview()->statusText().isEmpty());
  }

  void tileMeshShapeUsesTheCurrentTile() {
    sw::TileDef* def = document_->project().findTileDef("corridor");
    QVERIFY(def);
    document_->setCurrentTileDef(def);
    QVERIFY(preview()->meshFile().endsWith("meshes/corridor.obj"));
    preview()->setShape(GraphPreviewWidget::Shape::Mesh);
    QTRY_VERIFY_WITH_TIMEOUT(!preview()->isMeshLoading(), 15000);
  }

  // The mesh shown last comes back at once when nothing and then the same tile is shown
  // (a delete and its undo); a mesh file changed since is read again.
  void lastMeshKeptWhileItsFileIsUnchanged() {
    store()->setCurrentFile(kBricks);  // a graph shown: its scene holds the mesh
    QTRY_COMPARE_WITH_TIMEOUT(preview()->state(), GraphPreviewWidget::State::Ready, kCompileTimeoutMs);
    sw::TileDef* def = document_->project().findTileDef("corridor");
    QVERIFY(def);
    document_->setCurrentTileDef(def);
    preview()->setShape(GraphPreviewWidget::Shape::Mesh);
    QTRY_VERIFY_WITH_TIMEOUT(!preview()->isMeshLoading(), 15000);
    const QString file = preview()->meshFile();
    preview()->setMeshFile(QString());
    preview()->setMeshFile(file);
    QVERIFY(!preview()->isMeshLoading());  // shown again without reading it
    preview()->setMeshFile(QString());
    {
      QFile mesh(file);  // the file changes (a reimport writes it again)
      QVERIFY(mesh.open(QIODevice::Append));
      mesh.write("\n# touched\n");
    }
    preview()->setMeshFile(file);
    QVERIFY(preview()->isMeshLoading());  // read again
    QTRY_VERIFY_WITH_TIMEOUT(!preview()->isMeshLoading(), 15000);
  }
};

SW_TEST_OWN_MAIN(int argc, char** argv) {
  QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
  QApplication app(argc, argv);
  GraphPreviewDockTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "graph_preview_dock_test.moc"
