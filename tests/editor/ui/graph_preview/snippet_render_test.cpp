// Compiles the material of every snippet of the shipped library in Qt Quick 3D (needs a
// real GL context: run under xvfb-run) and checks a frame shows it: no compile error
// logged, and the shape's pixels differ from the background. A deliberately broken
// snippet must fail, with its error put on its own node and nowhere else.
// SW_PREVIEW_SCREENSHOT=path.png keeps a picture of the bricks graph.
#include <QApplication>
#include <QSignalSpy>
#include <QtTest>
#include <algorithm>

#include "graph/graph_json.h"
#include "graph/snippet_library.h"
#include "ui/graph_preview/graph_preview_widget.h"
#include "ui/graph_preview/shader_compile_log.h"

using sw::graph::Graph;
using sw::graph::NodeId;
using sw::graph::SnippetLibrary;
using sw::ui::GraphPreviewWidget;

namespace {

constexpr int kRenderTimeoutMs = 60000;

int colorDistance(QColor a, QColor b) {
  return std::max(
      {std::abs(a.red() - b.red()), std::abs(a.green() - b.green()), std::abs(a.blue() - b.blue())});
}

// Share of pixels that are not the background.
double coverage(const QImage& image, QColor background) {
  if (image.isNull()) return 0;
  int differing = 0, total = 0;
  for (int y = 0; y < image.height(); y += 2)
    for (int x = 0; x < image.width(); x += 2, ++total)
      if (colorDistance(image.pixelColor(x, y), background) > 6) ++differing;
  return total ? double(differing) / total : 0;
}

// `snippet` with its first output on the graph's colour, every input and property left
// at its default.
Graph singleSnippetGraph(const SnippetLibrary& library, const std::string& snippet, NodeId* node = nullptr) {
  Graph g;
  const NodeId n = g.addNode(*g.makeNode(snippet, library, {}));
  const NodeId out = g.addNode(*g.makeNode(sw::graph::kOutputNodeType, library, {300, 0}));
  const auto* s = library.find(snippet);
  g.connect({{n, s->outputs.front().var}, {out, sw::graph::kColourPort}});
  if (node) *node = n;
  return g;
}

const char* kBrokenSnippetText = R"(Name: Broken
Func: Broken
Category: Test
Input: Position, var="position"
Output: Result, var="result"
%%
    float fine = position.x;
    result = vec4(notDeclaredAnywhere, fine, 0.0, 1.0);
)";

}  // namespace

class SnippetRenderTest : public QObject {
  Q_OBJECT

  // The shipped library and kBrokenSnippetText ("Broken"; absent when it does not parse).
  SnippetLibrary withBrokenSnippet() const {
    SnippetLibrary library = library_;
    if (auto broken = sw::graph::parseSnippet(kBrokenSnippetText, "broken.snippet"); broken.ok()) library.add(*broken);
    return library;
  }

 private slots:
  void initTestCase() {
    auto dir = sw::graph::findLibrarySnippetDirectory(QCoreApplication::applicationDirPath().toStdString());
    QVERIFY2(dir, "the shipped snippet library is not found");
    sw::Errors errors;
    library_.loadDirectory(*dir, errors);
    QVERIFY2(errors.empty(), errors.empty() ? "" : errors.front().toString().c_str());
    QVERIFY(library_.size() >= 15);
    preview_ = std::make_unique<GraphPreviewWidget>();
    preview_->resize(320, 360);
    preview_->show();
    QVERIFY(QTest::qWaitForWindowExposed(preview_.get()));
  }

  void cleanupTestCase() { preview_.reset(); }

  void everyLibrarySnippetCompilesAndDraws_data() {
    QTest::addColumn<QString>("snippet");
    for (const auto* s : library_.snippets())
      QTest::newRow(s->name.c_str()) << QString::fromStdString(s->name);
  }

  void everyLibrarySnippetCompilesAndDraws() {
    QFETCH(QString, snippet);
    const Graph graph = singleSnippetGraph(library_, snippet.toStdString());
    QSignalSpy compiled(preview_.get(), &GraphPreviewWidget::compiled);
    preview_->showGraph(graph, library_);
    QCOMPARE(preview_->state(), GraphPreviewWidget::State::Compiling);
    QVERIFY(compiled.wait(kRenderTimeoutMs));
    QVERIFY2(compiled.first().first().toBool(), qPrintable(preview_->statusText()));
    QVERIFY(preview_->problems().isEmpty());
    QCOMPARE(preview_->state(), GraphPreviewWidget::State::Ready);
    const double covered = coverage(preview_->grabImage(), preview_->clearColor());
    QVERIFY2(covered > 0.1, qPrintable(QStringLiteral("only %1 of the pixels show the shape").arg(covered)));
  }

  void brokenSnippetErrorLandsOnItsNode() {
    const SnippetLibrary library = withBrokenSnippet();
    QVERIFY(library.find("Broken"));
    Graph g;
    const NodeId brick = g.addNode(*g.makeNode("Brick", library, {}));
    const NodeId bad = g.addNode(*g.makeNode("Broken", library, {200, 0}));
    const NodeId out = g.addNode(*g.makeNode(sw::graph::kOutputNodeType, library, {400, 0}));
    QVERIFY(g.connect({{brick, "brickOut"}, {bad, "position"}}).ok());
    QVERIFY(g.connect({{bad, "result"}, {out, sw::graph::kColourPort}}).ok());

    QSignalSpy compiled(preview_.get(), &GraphPreviewWidget::compiled);
    preview_->showGraph(g, library);
    QVERIFY(compiled.wait(kRenderTimeoutMs));
    QCOMPARE(compiled.first().first().toBool(), false);
    QCOMPARE(preview_->state(), GraphPreviewWidget::State::Failed);
    const auto problems = preview_->problems();
    QVERIFY2(problems.contains(bad), qPrintable(QStringList(problems.values()).join(" | ")));
    QVERIFY(!problems.contains(brick));
    QVERIFY(!problems.contains(0));
    // The snippet's own line 8 (the second code line after "%%" on line 6).
    QVERIFY2(problems[bad].contains("notDeclaredAnywhere"), qPrintable(problems[bad]));
    QVERIFY2(problems[bad].contains("broken.snippet, line 8"), qPrintable(problems[bad]));

    // Fixed again: the problems go away.
    compiled.clear();
    preview_->showGraph(singleSnippetGraph(library_, "Checker"), library_);
    QVERIFY(compiled.wait(kRenderTimeoutMs));
    QVERIFY(compiled.first().first().toBool());
    QVERIFY(preview_->problems().isEmpty());
  }

  void brokenGraphShownBeforeTheFirstFrameFails() {
    // A new preview's first frame draws without the 3D view (first_frame_hold.h): the
    // frame that judges the shader must be one that drew the view, or a broken shader
    // shown straight away would pass as compiled.
    const SnippetLibrary library = withBrokenSnippet();
    QVERIFY(library.find("Broken"));
    Graph g;
    const NodeId bad = g.addNode(*g.makeNode("Broken", library, {}));
    const NodeId out = g.addNode(*g.makeNode(sw::graph::kOutputNodeType, library, {200, 0}));
    QVERIFY(g.connect({{bad, "result"}, {out, sw::graph::kColourPort}}).ok());
    GraphPreviewWidget fresh;
    fresh.resize(320, 360);
    fresh.show();
    QSignalSpy compiled(&fresh, &GraphPreviewWidget::compiled);
    fresh.showGraph(g, library);  // no event handled yet: no frame drawn
    QVERIFY(compiled.wait(kRenderTimeoutMs));
    QCOMPARE(compiled.first().first().toBool(), false);
    QVERIFY(fresh.problems().contains(bad));
  }

  void valueEditsUpdateWithoutCompiling() {
    NodeId node = 0;
    Graph g = singleSnippetGraph(library_, "Constant", &node);
    QVERIFY(g.node(node)->setProperty("value", {sw::graph::ParamType::Float4, {0.9, 0.1, 0.1, 1}}));
    QSignalSpy compiled(preview_.get(), &GraphPreviewWidget::compiled);
    preview_->showGraph(g, library_);
    QVERIFY(compiled.wait(kRenderTimeoutMs));
    QVERIFY(compiled.first().first().toBool());
    const int compiles = preview_->compileCount();
    const QImage red = preview_->grabImage();

    QVERIFY(g.node(node)->setProperty("value", {sw::graph::ParamType::Float4, {0.1, 0.1, 0.9, 1}}));
    preview_->showGraph(g, library_);
    QCOMPARE(preview_->compileCount(), compiles);
    QTRY_VERIFY_WITH_TIMEOUT(preview_->grabImage() != red, 5000);
    const QImage blue = preview_->grabImage();
    const QColor centre = blue.pixelColor(blue.width() / 2, blue.height() / 2);
    QVERIFY2(centre.blue() > centre.red(), qPrintable(centre.name()));
  }

  void showsTheDemoBricks() {
    auto graph = sw::graph::loadGraphFile(SW_SOURCE_DIR "/projects/demo/graphs/bricks.graph.json", library_);
    QVERIFY2(graph.ok(), graph.ok() ? "" : graph.error().toString().c_str());
    QSignalSpy compiled(preview_.get(), &GraphPreviewWidget::compiled);
    preview_->showGraph(*graph, library_);
    QVERIFY(compiled.wait(kRenderTimeoutMs));
    QVERIFY2(compiled.first().first().toBool(), qPrintable(preview_->statusText()));
    QImage image = preview_->grabImage();
    QVERIFY(coverage(image, preview_->clearColor()) > 0.1);
    // Orbiting turns the sphere: the bricks move.
    preview_->orbit(40, 0);
    QTRY_VERIFY_WITH_TIMEOUT(preview_->grabImage() != image, 5000);
    if (const QByteArray path = qgetenv("SW_PREVIEW_SCREENSHOT"); !path.isEmpty())
      preview_->grab().save(QString::fromLocal8Bit(path));
  }

 private:
  SnippetLibrary library_;
  std::unique_ptr<GraphPreviewWidget> preview_;
};

SW_TEST_OWN_MAIN(int argc, char** argv) {
  QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
  QApplication app(argc, argv);
  SnippetRenderTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "snippet_render_test.moc"
