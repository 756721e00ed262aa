// TileDef::material in project files and validation: omitted when empty (existing
// projects keep their bytes), read back when set, and a missing graph file reported
// with the file and place.
#include <QTemporaryDir>
#include <QtTest>

#include "model/project/project.h"
#include "model/io/project_io.h"
#include "model/validate/validate.h"

class TileMaterialModelTest : public QObject {
  Q_OBJECT

  static std::unique_ptr<sw::Project> project(const std::string& material) {
    auto p = std::make_unique<sw::Project>();
    auto def = std::make_unique<sw::TileDef>();
    def->name = "wall";
    def->material = material;
    p->tileDefs.push_back(std::move(def));
    return p;
  }

 private slots:
  void emptyMaterialIsNotWritten() {
    const std::string text = sw::projectText(*project(""));
    QVERIFY(text.find("\"material\"") == std::string::npos);
    QVERIFY(text.find("\"mesh\"") != std::string::npos);
  }

  void materialRoundTrips() {
    const std::string text = sw::projectText(*project("graphs/bricks.graph.json"));
    QVERIFY(text.find("\"material\": \"graphs/bricks.graph.json\"") != std::string::npos);
    // Right after the mesh, in the description's order.
    QVERIFY(text.find("\"mesh\"") < text.find("\"material\""));
    sw::Project back;
    std::vector<std::string> levels;
    sw::Errors errors;
    QVERIFY(sw::readProjectText(text, "project.json", back, levels, errors));
    QCOMPARE(back.tileDefs.size(), std::size_t(1));
    QCOMPARE(back.tileDefs.front()->material, std::string("graphs/bricks.graph.json"));
    QCOMPARE(sw::projectText(back), text);
  }

  void missingGraphIsReported() {
    QTemporaryDir dir;
    auto p = project("graphs/nowhere.graph.json");
    p->directory = dir.path().toStdString();
    const sw::Errors errors = sw::validateProject(*p);
    const auto it = std::find_if(errors.begin(), errors.end(),
                                 [](const sw::Error& e) { return e.where == "/tileDefs/0/material"; });
    QVERIFY(it != errors.end());
    QVERIFY(it->message.find("graphs/nowhere.graph.json") != std::string::npos);
    QVERIFY(it->file.find("project.json") != std::string::npos);

    QDir().mkpath(dir.filePath("graphs"));
    QFile f(dir.filePath("graphs/nowhere.graph.json"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    for (const auto& e : sw::validateProject(*p)) QVERIFY(e.where != "/tileDefs/0/material");
  }
};

QTEST_APPLESS_MAIN(TileMaterialModelTest)
#include "tile_material_model_test.moc"
