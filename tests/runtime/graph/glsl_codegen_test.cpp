// GLSL generation: golden files for a few graphs (the snippet functions, the graph
// function in dependency order, the material wrapper), unconnected-input defaults, the
// line map back to nodes, uniforms, previews and the problems that stop generation.
// Set SW_UPDATE_GOLDEN=1 to rewrite the golden files after an intended change, then
// review the diff.
#include <QFile>
#include <QTest>

#include "graph/glsl_codegen.h"
#include "graph/graph_json.h"
#include "graph/material_template.h"

using namespace sw::graph;

namespace {
const QString kGolden = QStringLiteral(SW_SOURCE_DIR "/tests/runtime/graph/golden/");

QString readText(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}
}  // namespace

class GlslCodegenTest : public QObject {
  Q_OBJECT
  SnippetLibrary library;

  Graph load(const QString& name) {
    sw::Errors warnings;
    auto g = loadGraphFile((kGolden + name).toStdString(), library, &warnings);
    if (!g) qFatal("%s", g.error().toString().c_str());
    if (!warnings.empty()) qFatal("%s", warnings[0].toString().c_str());
    return std::move(*g);
  }

  void compareGolden(const std::string& actual, const QString& file) {
    const QString path = kGolden + file;
    if (qEnvironmentVariableIsSet("SW_UPDATE_GOLDEN")) {
      QFile f(path);
      QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
      f.write(QByteArray::fromStdString(actual));
      qInfo("wrote %s", qPrintable(path));
      return;
    }
    const QString expected = readText(path);
    QVERIFY2(!expected.isEmpty(), qPrintable("missing golden file " + path + " (run with SW_UPDATE_GOLDEN=1)"));
    if (QString::fromStdString(actual) != expected) {
      const auto a = QString::fromStdString(actual).split('\n');
      const auto e = expected.split('\n');
      for (int i = 0; i < std::max(a.size(), e.size()); ++i)
        if (a.value(i) != e.value(i))
          QFAIL(qPrintable(QString("%1 differs at line %2:\n  expected: %3\n  actual:   %4")
                               .arg(file)
                               .arg(i + 1)
                               .arg(e.value(i), a.value(i))));
    }
  }

 private slots:
  void initTestCase() {
    sw::Errors errors;
    library.loadDirectory(SW_SOURCE_DIR "/resources/snippets", errors);
    QVERIFY(errors.empty());
  }

  void bricksMatchesGolden() {
    const Graph g = load("bricks.graph.json");
    auto r = generateGlsl(g, library);
    QVERIFY(r.ok());
    compareGolden(r.shader.code, "bricks.glsl");
    // Dependency order, and the reroute is looked through (no code of its own).
    QCOMPARE(r.shader.nodeOrder, (std::vector<NodeId>{1, 2, 3, 4, 5}));
    QVERIFY(r.shader.code.find("swg_height = swg_n2_brickOut;") != std::string::npos);
    // The same graph gives the same text.
    QCOMPARE(generateGlsl(g, library).shader.code, r.shader.code);
  }

  void noiseMatchesGoldenAndSkipsUnusedNodes() {
    const Graph g = load("noise.graph.json");
    auto r = generateGlsl(g, library);
    QVERIFY(r.ok());
    compareGolden(r.shader.code, "noise.glsl");
    // The Checker (8) feeds nothing: neither its function nor a call is generated.
    QVERIFY(r.shader.code.find("Checker") == std::string::npos);
    // Unconnected inputs: Perlin's texture coordinate comes from the graph; the ramp's
    // T is wired; Multiply's defaults are 1 (but both are wired here).
    QVERIFY(r.shader.code.find("swg_PerlinNoise(swg_texcoord, 8, 0.0, swg_n4_result);") != std::string::npos);
    QVERIFY(r.shader.code.find("swg_WorleyNoise(swg_n1_result, 5, 1, 0.9, 1.0, swg_n3_f1, swg_n3_f2, swg_n3_f2MinusF1);") !=
            std::string::npos);
  }

  void materialWrapperMatchesGolden() {
    auto r = generateGlsl(load("bricks.graph.json"), library);
    QVERIFY(r.ok());
    const auto m = customMaterialShaders(r.shader);
    compareGolden(m.fragment, "bricks.frag");
    compareGolden(m.vertex, "material.vert");
    QVERIFY(m.fragment.find("void MAIN()") != std::string::npos);
    QVERIFY(m.fragment.find("BASE_COLOR = ") != std::string::npos);
    QVERIFY(m.fragment.find("NORMAL = ") != std::string::npos);
    // Spans move with the wrapper: the Brick call is still on a line naming node 2.
    const auto lines = QString::fromStdString(m.fragment).split('\n');
    bool found = false;
    for (const auto& span : m.fragmentSpans)
      if (span.nodes == std::vector<NodeId>{2} && span.snippet.empty())
        for (int l = span.firstLine; l <= span.lastLine; ++l)
          found = found || lines[l - 1].contains("swg_Brick(");
    QVERIFY(found);
  }

  void linesMapBackToNodes() {
    auto r = generateGlsl(load("bricks.graph.json"), library);
    const auto lines = QString::fromStdString(r.shader.code).split('\n');
    int checked = 0;
    for (int i = 0; i < lines.size(); ++i) {
      const int line = i + 1;
      if (lines[i].startsWith("    swg_Lerp(")) {
        QCOMPARE(r.shader.nodesAtLine(line), std::vector<NodeId>{5});
        ++checked;
      }
      if (lines[i].contains("void swg_Brick(")) {  // a function belongs to every node using it
        QCOMPARE(r.shader.nodesAtLine(line), std::vector<NodeId>{2});
        QCOMPARE(r.shader.nodesAtLine(line + 3), std::vector<NodeId>{2});  // inside its body
        ++checked;
      }
      if (lines[i].startsWith("void swg_graph")) {
        QVERIFY(r.shader.nodesAtLine(line).empty());
        ++checked;
      }
    }
    QCOMPARE(checked, 3);
  }

  void unconnectedInputsGetDefaults() {
    Graph g;
    NodeId brick = g.addNode(*g.makeNode("Brick", library, {}));
    NodeId mul = g.addNode(*g.makeNode("Multiply", library, {}));
    NodeId out = g.addNode(*g.makeNode(kOutputNodeType, library, {}));
    NodeId add = g.addNode(*g.makeNode("Add", library, {}));
    QVERIFY(g.connect({{brick, "brickOut"}, {mul, "a"}}).ok());
    QVERIFY(g.connect({{mul, "result"}, {add, "a"}}).ok());
    QVERIFY(g.connect({{add, "result"}, {out, kColourPort}}).ok());
    auto r = generateGlsl(g, library);
    QVERIFY(r.ok());
    const auto& code = r.shader.code;
    // position, and the row offset's declared default (today's half-brick bond)
    QVERIFY(code.find("swg_Brick(swg_position, vec4(0.5), vec2(3.0, 1.0), 0.9, ") != std::string::npos);
    QVERIFY(code.find("swg_Multiply(swg_n1_brickOut, vec4(1.0), ") != std::string::npos);    // declared default
    QVERIFY(code.find("swg_Add(swg_n2_result, vec4(0.0), ") != std::string::npos);            // the fallback
    QVERIFY(code.find("swg_height = vec4(0.0);") != std::string::npos);
  }

  // The brick's row offset is an input: a graph made before it existed has no wire to it and
  // no property for it, so its file keeps its bytes and its bricks their half-brick bond; a
  // wire sets the offset.
  void brickRowOffsetKeepsOldGraphsAndTakesAWire() {
    const Graph g = load("bricks.graph.json");
    QVERIFY(sw::graph::writeGraph(g).find("rowOffset") == std::string::npos);  // nothing new is written
    Graph wired;
    const NodeId brick = wired.addNode(*wired.makeNode("Brick", library, {}));
    const NodeId offset = wired.addNode(*wired.makeNode("Constant", library, {}));
    const NodeId out = wired.addNode(*wired.makeNode(kOutputNodeType, library, {}));
    QVERIFY(wired.connect({{offset, "result"}, {brick, "rowOffset"}}).ok());
    QVERIFY(wired.connect({{brick, "brickOut"}, {out, kColourPort}}).ok());
    auto r = generateGlsl(wired, library);
    QVERIFY(r.ok());
    QVERIFY(r.shader.code.find("p.x += rowOffset.x * mod(floor(p.y), 2.0);") != std::string::npos);
    QVERIFY(r.shader.code.find("swg_Brick(swg_position, swg_n2_result, ") != std::string::npos);
  }

  // Solid noise reads the object-space position (no texture coordinate: it does not stretch
  // with the UVs); Worley fBm tiles like the other 2D noises and reads the texture coordinate.
  void solidNoiseAndWorleyFbmInputs() {
    for (const char* type : {"Solid Noise", "Worley fBm"}) {
      Graph g;
      const NodeId n = g.addNode(*g.makeNode(type, library, {}));
      const NodeId out = g.addNode(*g.makeNode(kOutputNodeType, library, {}));
      QVERIFY(g.connect({{n, library.find(type)->outputs.front().var}, {out, kColourPort}}).ok());
      auto r = generateGlsl(g, library);
      QVERIFY2(r.ok(), type);
      const std::string call = std::string("swg_") + library.find(type)->func + "(";
      const std::size_t at = r.shader.code.find(call + "swg_");
      QVERIFY2(at != std::string::npos, type);
      const std::string first = r.shader.code.substr(at + call.size(), 12);
      QCOMPARE(QString::fromStdString(first),
               std::string(type) == "Solid Noise" ? QStringLiteral("swg_position") : QStringLiteral("swg_texcoord"));
    }
    // Solid noise in 3D: z changes it (a 2D noise of x and y would not).
    QVERIFY(library.find("Solid Noise")->code.find("vec3 p = position.xyz * scale;") != std::string::npos);
  }

  void propertiesAsUniformsAndPreview() {
    const Graph g = load("bricks.graph.json");
    CodegenOptions options;
    options.propertiesAsUniforms = true;
    options.preview = PortRef{2, "brickId"};
    auto r = generateGlsl(g, library, options);
    QVERIFY(r.ok());
    // Only what feeds the previewed port: Position and Brick.
    QCOMPARE(r.shader.nodeOrder, (std::vector<NodeId>{1, 2}));
    QVERIFY(r.shader.code.find("swg_colour = swg_n2_brickId;") != std::string::npos);
    QCOMPARE(r.shader.uniforms.size(), std::size_t(4));
    QCOMPARE(r.shader.uniforms[2].name, std::string("swg_u2_brickSize"));
    QVERIFY(r.shader.code.find("swg_Brick(swg_n1_result, vec4(0.5), swg_u2_brickSize, swg_u2_brickPct, ") !=
            std::string::npos);
    const std::string qml = customMaterialQml(r.shader, "file:/tmp/a.vert", "file:/tmp/a.frag");
    QVERIFY(qml.find("property vector2d swg_u2_brickSize: Qt.vector2d(0.5, 0.25)") != std::string::npos);
    QVERIFY(qml.find("fragmentShader: \"file:/tmp/a.frag\"") != std::string::npos);
  }

  void problemsNameTheNode() {
    Graph g;
    auto r = generateGlsl(g, library);
    QVERIFY(!r.ok());
    QCOMPARE(r.problems[0].message, std::string("the graph has no Output node"));

    // A snippet missing from the library, upstream of the output.
    sw::Errors warnings;
    auto loaded = readGraph(R"({"formatVersion": 1, "kind": "texture", "nodes": [
        {"id": 1, "type": "Marble"}, {"id": 2, "type": "@output"}],
        "connections": [{"from": [1, "result"], "to": [2, "colour"]}]})",
                            "marble.graph.json", library, &warnings);
    QVERIFY(loaded.ok());
    r = generateGlsl(*loaded, library);
    QCOMPARE(r.problems.size(), std::size_t(1));
    QCOMPARE(r.problems[0].node, NodeId(1));
    const auto errors = toErrors(r.problems, *loaded, "marble.graph.json");
    QCOMPARE(QString::fromStdString(errors[0].toString()),
             QString("marble.graph.json: node 1 (Marble): snippet 'Marble' is not in the library"));

    r = generateGlsl(*loaded, library, CodegenOptions{PortRef{2, "nope"}, false});
    QVERIFY(!r.ok());
  }

  void floatsAreLocaleIndependent() {
    // QCoreApplication sets the C locale from the environment; literals must not follow it.
    QCOMPARE(glslFloat(0.9), std::string("0.9"));
    QCOMPARE(glslFloat(3), std::string("3.0"));
    QCOMPARE(glslFloat(-0.0), std::string("0.0"));
    QCOMPARE(glslFloat(1e-7), std::string("1e-07"));
  }
};

QTEST_APPLESS_MAIN(GlslCodegenTest)
#include "glsl_codegen_test.moc"
