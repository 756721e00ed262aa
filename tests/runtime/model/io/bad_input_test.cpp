// Every kind of bad input gives an error that names the file and the place, and never
// a half-loaded project.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "core/atomic_file.h"
#include "model/io/project_io.h"
#include "support/sample_project.h"
#include "support/model_errors.h"

using namespace sw;
using sw::test::dump;
using sw::test::mentions;
using sw::test::projectErrors;


namespace {
Errors levelErrors(const std::string& text) {
  Level level;
  Errors errors;
  bool ok = readLevelText(text, "levels/bad.json", level, errors);
  if (ok) errors.clear();
  return errors;
}

}  // namespace

class BadInputTest : public QObject {
  Q_OBJECT
 private slots:
  void invalidJsonNamesLineAndColumn() {
    auto errors = levelErrors("{\n  \"formatVersion\": 1,\n  \"name\": tru\n}\n");
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].file, std::string("levels/bad.json"));
    QVERIFY2(errors[0].where.rfind("line 3, column", 0) == 0, errors[0].where.c_str());
    QVERIFY(errors[0].message.find("invalid JSON") != std::string::npos);
  }

  void truncatedFileSaysSo() {
    auto project = test::sampleProject();
    std::string text = levelText(*project->levels[0]);
    auto errors = levelErrors(text.substr(0, text.size() / 2));
    QCOMPARE(errors.size(), std::size_t(1));
    QVERIFY2(errors[0].message.find("truncated") != std::string::npos, dump(errors).c_str());
  }

  void emptyFile() {
    auto errors = levelErrors("  \n");
    QCOMPARE(errors.size(), std::size_t(1));
    QVERIFY(errors[0].message.find("empty") != std::string::npos);
  }

  void wrongTypesNameTheJsonPointer() {
    auto errors = levelErrors(R"({"formatVersion": 1, "name": 7, "seed": "x",
        "chain": [{"name": "a", "tile": "floor"}, {"name": "b", "tile": 3}],
        "objects": [{"kind": "Marker", "name": "m", "position": [1, "2"], "color": "red"}]})");
    QVERIFY2(mentions(errors, "/name", "expected a string, found an integer"), dump(errors).c_str());
    QVERIFY2(mentions(errors, "/seed", "expected an integer"), dump(errors).c_str());
    QVERIFY2(mentions(errors, "/chain/1/tile", "expected a string"), dump(errors).c_str());
    QVERIFY2(mentions(errors, "/objects/0/position/1", "expected a number"), dump(errors).c_str());
    QVERIFY2(mentions(errors, "/objects/0/color", "colour"), dump(errors).c_str());
  }

  void missingRequiredFields() {
    auto errors = levelErrors(R"({"formatVersion": 1, "chain": [{"name": "a"}]})");
    QVERIFY2(mentions(errors, "/", "missing required field 'name'"), dump(errors).c_str());
    QVERIFY2(mentions(errors, "/chain/0", "missing required field 'tile'"), dump(errors).c_str());
    auto noVersion = levelErrors(R"({"name": "x"})");
    QVERIFY(mentions(noVersion, "/", "formatVersion"));
  }

  void duplicateNames() {
    auto errors = levelErrors(R"({"formatVersion": 1, "name": "L",
        "chain": [{"name": "a", "tile": "floor"}],
        "objects": [{"kind": "Marker", "name": "a"}]})");
    QVERIFY2(mentions(errors, "/objects/0/name", "duplicate name 'a'"), dump(errors).c_str());
    auto tiles = projectErrors(R"({"formatVersion": 1, "name": "P",
        "tileDefs": [{"name": "floor"}, {"name": "floor"}]})");
    QVERIFY2(mentions(tiles, "/tileDefs/1/name", "duplicate name 'floor'"), dump(tiles).c_str());
  }

  void newerFormatVersionIsRefused() {
    auto errors = projectErrors(R"({"formatVersion": 99, "name": "P"})");
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].where, std::string("/formatVersion"));
    QVERIFY(errors[0].message.find("newer") != std::string::npos);
  }

  void impossibleValuesAreRefused() {
    auto errors = projectErrors(R"({"formatVersion": 1, "name": "P", "tickRate": 0,
        "tileDefs": [{"name": "t", "cameraExit": [3, 0], "cameraEntry": [0, 1, 2]}]})");
    QVERIFY2(mentions(errors, "/tickRate", "minimum"), dump(errors).c_str());
    QVERIFY2(mentions(errors, "/tileDefs/0/cameraEntry", "expected 2 numbers"), dump(errors).c_str());
    // 1e400 overflows a double: it must be refused, not slip in as infinity.
    auto overflow = projectErrors(R"({"formatVersion": 1, "name": "P", "screenExtent": [1e400, 18]})");
    QCOMPARE(overflow.size(), std::size_t(1));
    QVERIFY2(overflow[0].message.find("overflow") != std::string::npos, dump(overflow).c_str());
  }

  void unknownFieldsAndKinds() {
    auto errors = levelErrors(R"({"formatVersion": 1, "name": "L", "colour": 3,
        "objects": [{"kind": "Dragon", "name": "d"}]})");
    QVERIFY2(mentions(errors, "/colour", "unknown field"), dump(errors).c_str());
    QVERIFY2(mentions(errors, "/objects/0/kind", "unknown object kind 'Dragon'"), dump(errors).c_str());
  }

  void missingFilesOnDisk() {
    QTemporaryDir dir;
    auto none = loadProject(dir.path().toStdString());
    QVERIFY(!none.project);
    QCOMPARE(none.errors.size(), std::size_t(1));
    QVERIFY(none.errors[0].file.find("project.json") != std::string::npos);

    auto project = test::sampleProject();
    project->directory = dir.path().toStdString();
    QVERIFY(saveProject(*project).ok());
    QVERIFY(QFile::remove(dir.filePath("levels/stage_1.json")));
    auto load = loadProject(dir.path().toStdString());
    QVERIFY(!load.project);
    QVERIFY2(mentions(load.errors, "/levels/0", "levels/stage_1.json"), dump(load.errors).c_str());
  }

  void badLevelFileNamesThatFile() {
    QTemporaryDir dir;
    auto project = test::sampleProject();
    project->directory = dir.path().toStdString();
    QVERIFY(saveProject(*project).ok());
    QVERIFY(writeFileAtomically(dir.filePath("levels/stage_1.json").toStdString(), "{\"formatVersion\": 1,").ok());
    auto load = loadProject(dir.path().toStdString());
    QVERIFY(!load.project);
    QCOMPARE(load.errors.size(), std::size_t(1));
    QVERIFY(load.errors[0].file.find("levels/stage_1.json") != std::string::npos);
  }
};

QTEST_APPLESS_MAIN(BadInputTest)
#include "bad_input_test.moc"
