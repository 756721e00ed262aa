// Light as a level object (model/level/light.h): a registered kind with a byte-identical
// JSON round trip; impossible values (negative range, NaN, a cone past 180) refused on load
// naming the file and the place; flicker that stays in range, follows its seed and changes
// smoothly; and a light attached to a chain link placed relative to that link's tile.
#include "model/level/light.h"

#include <QtTest>
#include <cmath>

#include "model/io/project_io.h"
#include "model/level/level.h"
#include "model/project/project.h"

using namespace sw;

namespace {

Errors lightLoadErrors(const std::string& objectJson) {
  const std::string text = "{\"formatVersion\": 1, \"name\": \"L\", \"chain\": [], \"objects\": [\n" + objectJson + "]}\n";
  Level level;
  Errors errors;
  if (readLevelText(text, "levels/bad.json", level, errors)) errors.clear();
  return errors;
}

}  // namespace

class LightTest : public QObject {
  Q_OBJECT
 private slots:
  void aLightRoundTripsByteForByte() {
    QCOMPARE(createFreeObject("Light")->kind(), std::string("Light"));
    Level level;
    level.name = "L";
    auto light = std::make_unique<Light>();
    light->name = "lamp";
    light->id = newObjectId();
    light->shape = Light::Shape::Spot;
    light->position = {3, -2};
    light->color = {10, 200, 30, 255};
    light->intensity = -0.5;
    light->range = 7.5;
    light->direction = -90;
    light->cone = 40;
    light->flicker = 0.3;
    light->seed = 42;
    level.objects.push_back(std::move(light));
    const std::string text = levelText(level);
    QVERIFY(text.find("\"shape\": \"spot\"") != std::string::npos);
    Level back;
    Errors errors;
    QVERIFY(readLevelText(text, "levels/l.json", back, errors));
    QCOMPARE(levelText(back), text);
    const auto* read = dynamic_cast<const Light*>(back.objects.at(0).get());
    QVERIFY(read);
    QCOMPARE(read->cone, 40.0);
    QCOMPARE(read->intensity, -0.5);
  }

  void impossibleValuesAreRefusedWithFileAndPlace() {
    const Errors negative = lightLoadErrors(R"({"kind": "Light", "name": "a", "range": -1})");
    QVERIFY(!negative.empty());
    QCOMPARE(negative[0].file, std::string("levels/bad.json"));
    QVERIFY2(negative[0].where.find("/objects/0") != std::string::npos, negative[0].where.c_str());
    QVERIFY2(negative[0].message.find("range") != std::string::npos || negative[0].where.find("range") != std::string::npos,
             negative[0].message.c_str());
    QVERIFY(!lightLoadErrors(R"({"kind": "Light", "name": "a", "cone": 270})").empty());
    QVERIFY(!lightLoadErrors(R"({"kind": "Light", "name": "a", "flicker": 2})").empty());
    QVERIFY(!lightLoadErrors(R"({"kind": "Light", "name": "a", "position": [1, "x"]})").empty());
    // In code, NaN (loading cannot even spell it) is a field problem the editor shows.
    Light nan;
    nan.intensity = std::nan("");
    nan.length = -3;
    QCOMPARE(nan.fieldProblems().size(), std::size_t(2));
  }

  void flickerStaysInRangeFollowsItsSeedAndIsSmooth() {
    QCOMPARE(flickerFactor(0, 8, 1, 3.2), 1.0);
    double low = 1, high = 0;
    bool differs = false;
    for (int i = 0; i < 600; ++i) {
      const double t = i / 60.0;
      const double f = flickerFactor(0.6, 8, 7, t);
      QVERIFY(f >= 0.4 - 1e-12 && f <= 1.0);
      low = std::min(low, f), high = std::max(high, f);
      QCOMPARE(f, flickerFactor(0.6, 8, 7, t));  // the same seed: the same flicker
      differs = differs || f != flickerFactor(0.6, 8, 8, t);
      // Smooth: a 60th of a second moves it by much less than its whole swing.
      QVERIFY(std::abs(f - flickerFactor(0.6, 8, 7, t + 1 / 60.0)) < 0.3);
    }
    QVERIFY(differs);
    QVERIFY(high - low > 0.2);  // it does flicker
    QCOMPARE(flickerFactor(1.0, 8, 7, std::nan("")), 1.0);
  }

  void anAttachedLightSitsOnItsTile() {
    Project project;
    auto tile = std::make_unique<TileDef>();
    tile->name = "t";
    project.tileDefs.push_back(std::move(tile));
    Level level;
    for (const char* name : {"a", "b", "c"}) {
      auto link = std::make_unique<TileInstance>();
      link->name = name;
      link->tile = "t";
      level.chain.push_back(std::move(link));
    }
    Light light;
    light.position = {2, 1};
    QCOMPARE(lightPosition(project, level, light), (Vec2{2, 1}));
    light.attachedTile = "c";
    const Vec2 p = lightPosition(project, level, light);
    QVERIFY2(p.x > 2 + 32, std::to_string(p.x).c_str());  // two tiles along
    QCOMPARE(p.y, 1.0);
    light.attachedTile = "gone";  // a missing link: as if unattached (validation names it)
    QCOMPARE(lightPosition(project, level, light), (Vec2{2, 1}));
  }
};

QTEST_GUILESS_MAIN(LightTest)
#include "light_test.moc"
