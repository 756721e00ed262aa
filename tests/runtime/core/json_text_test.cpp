#include <QtTest>

#include "core/json_text.h"

using namespace sw;

class JsonTextTest : public QObject {
  Q_OBJECT
 private slots:
  void canonicalTextKeepsKeyOrderAndPutsShortArraysOnOneLine() {
    Json doc = Json::object();
    doc["zeta"] = 1;
    doc["alpha"] = Json::array({1.5, 2});
    doc["nested"] = Json{{"b", true}, {"a", "x"}};
    const std::string expected =
        "{\n"
        "  \"zeta\": 1,\n"
        "  \"alpha\": [1.5, 2],\n"
        "  \"nested\": {\"b\": true, \"a\": \"x\"}\n"
        "}\n";
    QCOMPARE(toCanonicalText(doc), expected);
    // Read back and written again: the same bytes.
    Errors errors;
    Json again;
    QVERIFY(parseJsonText(expected, again, JsonReader{"a.json", &errors}));
    QCOMPARE(toCanonicalText(again), expected);
  }

  void syntaxErrorNamesFileLineAndColumn() {
    Errors errors;
    Json out;
    QVERIFY(!parseJsonText("{\n  \"a\": 1,\n  oops\n}\n", out, JsonReader{"levels/x.json", &errors}));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].file, std::string("levels/x.json"));
    QCOMPARE(errors[0].where, std::string("line 3, column 3"));
  }

  void emptyTextIsReportedAsEmpty() {
    Errors errors;
    Json out;
    QVERIFY(!parseJsonText("  \n", out, JsonReader{"a.json", &errors}));
    QCOMPARE(errors.at(0).message, std::string("the file is empty"));
  }

  void pointerChildEscapesSlashAndTilde() {
    QCOMPARE(pointerChild("/tiles", "a/b~c"), std::string("/tiles/a~1b~0c"));
    QCOMPARE(pointerChild("", std::size_t(3)), std::string("/3"));
  }
};

QTEST_APPLESS_MAIN(JsonTextTest)
#include "json_text_test.moc"
