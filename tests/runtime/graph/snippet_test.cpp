// The snippet format: the example of DOMAIN.md, defaults, each parse error with its line,
// the shipped library, and a project folder overriding a library snippet by name.
#include <QTemporaryDir>
#include <QTest>
#include <fstream>

#include "graph/snippet.h"
#include "graph/snippet_library.h"

using namespace sw::graph;

class SnippetTest : public QObject {
  Q_OBJECT
 private slots:
  void parsesTheDomainExample() {
    const std::string text =
        "Name: Brick\n"
        "Func: Brick\n"
        "Category: Basis Functions\n"
        "Input: Position, var=\"position\"\n"
        "Output: Result, var=\"brickOut\"\n"
        "Output: Brick ID, var=\"brickId\"\n"
        "Property: Brick Size, var=\"brickSize\", type=\"float2\", description=\"Width and height of one brick\", "
        "default=\"3,1\"\n"
        "Property: Brick Percent, var=\"brickPct\", type=\"float\", description=\"Share of brick vs mortar\", "
        "default=\"0.9\"\n"
        "%%\n"
        "    brickOut = position;\n"
        "    brickId = vec4(brickPct);\n";
    auto s = parseSnippet(text, "brick.snippet");
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().toString().c_str());
    QCOMPARE(s->name, std::string("Brick"));
    QCOMPARE(s->func, std::string("Brick"));
    QCOMPARE(s->category, std::string("Basis Functions"));
    QCOMPARE(s->inputs.size(), std::size_t(1));
    QCOMPARE(s->inputs[0].var, std::string("position"));
    QCOMPARE(s->outputs.size(), std::size_t(2));
    QCOMPARE(s->outputs[1].name, std::string("Brick ID"));
    QCOMPARE(s->properties.size(), std::size_t(2));
    QVERIFY(s->properties[0].type == ParamType::Float2);
    QCOMPARE(s->properties[0].description, std::string("Width and height of one brick"));
    QCOMPARE(s->properties[0].defaultValue.v[0], 3.0);
    QCOMPARE(s->properties[0].defaultValue.v[1], 1.0);
    QCOMPARE(glslLiteral(s->properties[0].defaultValue), std::string("vec2(3.0, 1.0)"));
    QCOMPARE(glslLiteral(s->properties[1].defaultValue), std::string("0.9"));
    QCOMPARE(s->code, std::string("    brickOut = position;\n    brickId = vec4(brickPct);"));
    QCOMPARE(s->codeFirstLine, 10);
  }

  void parsesEveryPropertyTypeAndInputDefaults() {
    const std::string text =
        "Name: All\nFunc: All\n"
        "Input: A, var=\"a\", default=\"0.5\"\n"
        "Input: B, var=\"b\", default=\"1,2\"\n"
        "Input: C, var=\"c\", default=\"texcoord\"\n"
        "Output: R, var=\"r\"\n"
        "Property: F4, var=\"f4\", type=\"float4\", default=\"1, 0.5, 0.25, 1\"\n"
        "Property: I, var=\"i\", type=\"int\", default=\"-3\"\n"
        "Property: B, var=\"flag\", type=\"bool\", default=\"true\"\n"
        "Property: M, var=\"metric\", type=\"enum\", options=\"Euclidean|Manhattan\", default=\"Manhattan\"\n"
        "Property: F3, var=\"f3\", type=\"float3\"\n"
        "%%\n";
    auto s = parseSnippet(text, "all.snippet");
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().toString().c_str());
    QCOMPARE(s->inputs[0].defaultExpr, std::string("vec4(0.5)"));
    QCOMPARE(s->inputs[1].defaultExpr, std::string("vec4(1.0, 2.0, 0.0, 1.0)"));
    QCOMPARE(s->inputs[2].defaultExpr, std::string("texcoord"));
    QCOMPARE(glslLiteral(s->properties[0].defaultValue), std::string("vec4(1.0, 0.5, 0.25, 1.0)"));
    QCOMPARE(glslLiteral(s->properties[1].defaultValue), std::string("-3"));
    QCOMPARE(glslLiteral(s->properties[2].defaultValue), std::string("true"));
    QCOMPARE(glslLiteral(s->properties[3].defaultValue), std::string("1"));
    QCOMPARE(s->properties[3].enumNames, (std::vector<std::string>{"Euclidean", "Manhattan"}));
    QCOMPARE(glslLiteral(s->properties[4].defaultValue), std::string("vec3(0.0, 0.0, 0.0)"));
    QCOMPARE(std::string(glslType(ParamType::Enum)), std::string("int"));
    QVERIFY(s->code.empty());
  }

  void reportsErrorsWithTheirLine_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    const QString head = "Name: X\nFunc: X\nOutput: R, var=\"r\"\n";  // lines 1-3
    QTest::newRow("no separator") << head << 4 << "no line '%%'";
    QTest::newRow("no colon") << head + "Input position\n%%\n" << 4 << "expected 'Key: value'";
    QTest::newRow("unknown key") << head + "Colour: red\n%%\n" << 4 << "unknown header line 'Colour:'";
    QTest::newRow("twice") << head + "Name: Y\n%%\n" << 4 << "'Name:' is given twice (first on line 1)";
    QTest::newRow("bad func") << "Name: X\nFunc: 3d\n%%\n" << 2 << "not a GLSL function name";
    QTest::newRow("reserved name") << "Name: @output\n%%\n" << 1 << "may not start with '@'";
    QTest::newRow("no var") << head + "Input: A\n%%\n" << 4 << "missing var=";
    QTest::newRow("unquoted") << head + "Input: A, var=a\n%%\n" << 4 << "must be in double quotes";
    QTest::newRow("unclosed") << head + "Input: A, var=\"a\n%%\n" << 4 << "no closing quote";
    QTest::newRow("reserved var") << head + "Input: A, var=\"input\"\n%%\n" << 4 << "reserved";
    QTest::newRow("qt keyword var") << head + "Input: A, var=\"BASE_COLOR\"\n%%\n" << 4 << "reserved";
    QTest::newRow("duplicate var") << head + "Input: A, var=\"r\"\n%%\n" << 4 << "used twice";
    QTest::newRow("unknown attr") << head + "Input: A, var=\"a\", colour=\"red\"\n%%\n" << 4 << "unknown attribute 'colour'";
    QTest::newRow("no type") << head + "Property: P, var=\"p\"\n%%\n" << 4 << "needs type=";
    QTest::newRow("bad type") << head + "Property: P, var=\"p\", type=\"double\"\n%%\n" << 4 << "unknown type \"double\"";
    QTest::newRow("bad default") << head + "\n# comment\nProperty: P, var=\"p\", type=\"float2\", default=\"3\"\n%%\n"
                                 << 6 << "expected 2 numbers";
    QTest::newRow("not a number") << head + "Property: P, var=\"p\", type=\"float\", default=\"big\"\n%%\n" << 4
                                  << "is not a number";
    QTest::newRow("enum no options") << head + "Property: P, var=\"p\", type=\"enum\"\n%%\n" << 4 << "needs options=";
    QTest::newRow("enum bad default") << head + "Property: P, var=\"p\", type=\"enum\", options=\"A|B\", default=\"C\"\n%%\n"
                                      << 4 << "expected one of A, B";
    QTest::newRow("bad input default") << head + "Input: A, var=\"a\", default=\"normal\"\n%%\n" << 4 << "not a number";
    QTest::newRow("no name") << "Func: X\nOutput: R, var=\"r\"\n%%\n" << 3 << "no 'Name:' line";
    QTest::newRow("no output") << "Name: X\nFunc: X\nInput: A, var=\"a\"\n%%\ncode\n" << 4 << "no 'Output:' line";
  }
  void reportsErrorsWithTheirLine() {
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(QString, message);
    auto s = parseSnippet(text.toStdString(), "bad.snippet");
    QVERIFY(!s.ok());
    QCOMPARE(QString::fromStdString(s.error().file), QString("bad.snippet"));
    QCOMPARE(QString::fromStdString(s.error().where), QString("line %1").arg(line));
    QVERIFY2(QString::fromStdString(s.error().message).contains(message), s.error().message.c_str());
  }

  void loadsTheShippedLibrary() {
    SnippetLibrary library;
    sw::Errors errors;
    library.loadDirectory(SW_SOURCE_DIR "/resources/snippets", errors);
    for (const auto& e : errors) qWarning("%s", e.toString().c_str());
    QVERIFY(errors.empty());
    QVERIFY(library.size() >= 15);
    for (const char* name : {"Constant", "Scale", "Add", "Multiply", "Lerp", "Brick", "Checker", "Gradient",
                             "Perlin Noise", "Worley Noise", "fBm", "Solid Noise", "Worley fBm"})
      QVERIFY2(library.find(name), name);
    const Snippet* worley = library.find("Worley Noise");
    QCOMPARE(worley->outputs.size(), std::size_t(3));
    bool hasMetric = false;
    for (const auto& p : worley->properties)
      hasMetric = hasMetric || (p.type == ParamType::Enum && p.enumNames == std::vector<std::string>{"Euclidean", "Manhattan"});
    QVERIFY(hasMetric);
    // The brick's row offset: an input whose default is today's half-brick bond.
    const Snippet* brick = library.find("Brick");
    QCOMPARE(brick->inputs.size(), std::size_t(2));
    QCOMPARE(brick->inputs[1].var, std::string("rowOffset"));
    QCOMPARE(brick->inputs[1].defaultExpr, std::string("vec4(0.5)"));
    QCOMPARE(library.find("Worley fBm")->outputs.size(), std::size_t(2));
    // The add-node menu lists snippets, then the built-ins.
    auto types = library.types();
    QCOMPARE(types.size(), library.size() + 2);
    QCOMPARE(types.back(), std::string(kOutputNodeType));
  }

  void projectSnippetsOverrideTheLibraryAndBadFilesAreReported() {
    QTemporaryDir dir;
    auto write = [&](const char* name, const std::string& text) {
      std::ofstream(dir.filePath(name).toStdString()) << text;
    };
    write("my_brick.snippet", "Name: Brick\nFunc: MyBrick\nOutput: R, var=\"r\"\n%%\n    r = vec4(1.0);\n");
    write("broken.snippet", "Name: Broken\nFunc: Broken\n");
    write("notes.txt", "not a snippet");
    SnippetLibrary library;
    sw::Errors errors;
    library.loadDirectory(SW_SOURCE_DIR "/resources/snippets", errors);
    const std::size_t shipped = library.size();
    library.loadDirectory(dir.path().toStdString(), errors);
    QCOMPARE(library.size(), shipped);  // Brick replaced, Broken skipped
    QCOMPARE(library.find("Brick")->func, std::string("MyBrick"));
    QCOMPARE(errors.size(), std::size_t(1));
    QVERIFY(QString::fromStdString(errors[0].file).endsWith("broken.snippet"));
    QCOMPARE(errors[0].where, std::string("line 3"));

    errors.clear();
    library.loadDirectory(dir.filePath("missing").toStdString(), errors);
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].message, std::string("snippet folder not found"));
  }

  void findsTheLibraryFolder() {
    auto dir = findLibrarySnippetDirectory(SW_BINARY_DIR "/bin");
    QVERIFY(dir.has_value());
    QVERIFY(QFile::exists(QString::fromStdString(*dir) + "/brick.snippet"));
  }
};

QTEST_APPLESS_MAIN(SnippetTest)
#include "snippet_test.moc"
