// The game rules asset (game.json): canonical, byte-identical round trip in table order,
// the defaults when the file is absent (projects made before it existed), bad values
// refused with game.json and their JSON pointer, and the checks validate adds.
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>

#include "model/project/game_rules_json.h"
#include "model/io/project_io.h"
#include "model/project/game_files.h"
#include "model/validate/problems.h"
#include "model/validate/validate.h"
#include <algorithm>
#include "support/model_errors.h"

using namespace sw;
using sw::test::dump;
using sw::test::mentions;

namespace {
Errors readErrors(const std::string& text) {
  GameRulesAsset rules;
  Errors errors;
  if (readGameRulesText(text, "game.json", rules, errors)) errors.clear();
  return errors;
}

void writeFile(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

// A saved one-level project in `dir`.
void saveSmallProject(const QTemporaryDir& dir, const GameRulesAsset& rules = {}) {
  Project p;
  p.name = "Rules";
  p.directory = dir.path().toStdString();
  auto level = std::make_unique<Level>();
  level->name = "one";
  level->file = "levels/one.json";
  p.levels.push_back(std::move(level));
  p.rules = rules;
  QVERIFY(saveProject(p));
}
}  // namespace

class GameRulesTest : public QObject {
  Q_OBJECT
 private slots:
  void roundTripIsByteIdenticalInTableOrder() {
    GameRulesAsset rules;
    rules.shipSpeed = 0.5;
    rules.shipSpheres = {{0.25, 0, 0.5}, {-0.5, 0.125, 0.25}};
    rules.screenMargin = 1.5;
    rules.lives = 5;
    rules.respawnDelayTicks = 30;
    rules.invulnerableTicks = 90;
    rules.chargeMax = 40;
    rules.secondMax = 200;
    rules.secondDamage = 15;
    rules.chainTicks = 100;
    rules.multiplierMax = 4;
    rules.enemyBulletLifeTicks = 300;
    rules.explosionParticles = 12;
    rules.sparkParticles = 2;
    rules.particleLifeTicks = 30;
    rules.powerUpTicks = 300;  // written only when not default
    rules.pickupRadius = 0.8;
    rules.pickupDrift = 0.1;
    rules.loadout = {"spread", "shot"};
    rules.playerDeathEffect = "boom";  // effect names are written only when set
    rules.playerRespawnEffect = "glow";
    rules.missileLaunchEffect = "flash";
    rules.missileBurstEffect = "boom";
    rules.hudLayout = HudLayout::Classic;
    rules.shipMesh = "meshes/ship.obj";  // the ship's look and lights: written only when set
    rules.shipMaterial = "graphs/hull.graph.json";
    rules.shipLightColor = {1, 2, 3, 255};
    rules.shipLightIntensity = 0.5;
    rules.shipLightRange = 2;
    rules.blackLightIntensity = 0.4;
    rules.blackLightLength = 2;
    rules.blackLightRange = 2.5;
    rules.eventSounds = {"shot -> laser"};  // written only when set (model/sound/event_sounds.h)
    rules.levelOrder = {"Stage 2", "Stage 1"};  // the game (model/project/game_order.h): written only when set
    rules.resultsTicks = 120;
    rules.titleText = "Corridor";  // the player's screens: written only when set
    rules.titleImage = "images/title.png";
    rules.screenFont = "DejaVu Serif";
    rules.screenBackground = {1, 2, 3, 255};
    rules.screenText = {4, 5, 6, 255};
    rules.screenHighlight = {7, 8, 9, 255};
    const std::string text = gameRulesText(rules);
    GameRulesAsset back;
    Errors errors;
    QVERIFY2(readGameRulesText(text, "game.json", back, errors), dump(errors).c_str());
    QVERIFY(back == rules);
    QCOMPARE(gameRulesText(back), text);
    // formatVersion first, then the properties in the order of the description.
    std::size_t at = text.find("\"formatVersion\"");
    QVERIFY(at != std::string::npos);
    for (const auto& p : GameRulesAsset::describeType().properties()) {
      const std::size_t next = text.find("\"" + p.key + "\"");
      QVERIFY2(next != std::string::npos && next > at, p.key.c_str());
      at = next;
    }
  }

  // The HUD layout is a rule: written only when not Default (older game.json files keep
  // their bytes), read back by name, and a name it does not know is refused with its place.
  void hudLayoutIsWrittenOnlyWhenNotDefault() {
    GameRulesAsset rules;
    QVERIFY(gameRulesText(rules).find("hudLayout") == std::string::npos);
    rules.hudLayout = HudLayout::Classic;
    const std::string text = gameRulesText(rules);
    QVERIFY(text.find("\"hudLayout\": \"classic\"") != std::string::npos);
    GameRulesAsset back;
    Errors errors;
    QVERIFY(readGameRulesText(text, "game.json", back, errors));
    QVERIFY(back.hudLayout == HudLayout::Classic);
    QVERIFY(readGameRulesText("{\"formatVersion\": 1}", "game.json", back, errors));
    QVERIFY(back.hudLayout == HudLayout::Default);
    QVERIFY(mentions(readErrors("{\"formatVersion\": 1, \"hudLayout\": \"fancy\"}"), "/hudLayout", ""));
  }

  // The screens' look (title text and image, font, colours) is written only when not its
  // default, so a game.json saved before it existed keeps its bytes.
  void screensLookIsWrittenOnlyWhenNotDefault() {
    GameRulesAsset rules;
    const std::string plain = gameRulesText(rules);
    for (const char* key : {"titleText", "titleImage", "screenFont", "screenBackground", "screenText", "screenHighlight"})
      QVERIFY2(plain.find(key) == std::string::npos, key);
    rules.titleImage = "images/title.png";
    rules.screenHighlight = {10, 20, 30, 255};
    const std::string text = gameRulesText(rules);
    QVERIFY(text.find("\"titleImage\": \"images/title.png\"") != std::string::npos);
    QVERIFY(text.find("screenHighlight") != std::string::npos);
    QVERIFY(text.find("screenBackground") == std::string::npos);
    GameRulesAsset back;
    Errors errors;
    QVERIFY2(readGameRulesText(text, "game.json", back, errors), dump(errors).c_str());
    QVERIFY(back == rules);
  }

  // A title image that is not there: a warning naming game.json and /titleImage (the title
  // screen draws without it), never an error; there, no warning; and an exported game packs it.
  void aMissingTitleImageIsAWarningAndAPresentOneIsPacked() {
    QTemporaryDir dir;
    GameRulesAsset rules;
    rules.titleImage = "images/title.png";
    saveSmallProject(dir, rules);
    ProjectLoad load = loadProject(dir.path().toStdString());
    QVERIFY(load.project);
    auto warningAt = [](const Problems& problems) -> const Problem* {
      for (const auto& p : problems)
        if (p.where == "/titleImage") return &p;
      return nullptr;
    };
    const Problems all = projectProblems(*load.project);
    const Problem* missing = warningAt(all);
    QVERIFY(missing);
    QCOMPARE(missing->severity, ProblemSeverity::Warning);
    QVERIFY2(missing->file.find("game.json") != std::string::npos, missing->file.c_str());
    QVERIFY2(missing->message.find("images/title.png") != std::string::npos, missing->message.c_str());
    Errors problems;
    std::vector<std::string> files = gameFiles(*load.project, problems);
    QVERIFY(std::find(files.begin(), files.end(), "images/title.png") == files.end());

    std::filesystem::create_directories(dir.filePath("images").toStdString());
    writeFile(dir.filePath("images/title.png").toStdString(), "not really a png, but a file");
    QVERIFY(!warningAt(projectProblems(*load.project)));
    files = gameFiles(*load.project, problems);
    QVERIFY2(std::find(files.begin(), files.end(), "images/title.png") != files.end(), "the title image is packed");
    QVERIFY(problems.empty());
  }

  void missingKeysAndMissingFileMeanTheDefaults() {
    GameRulesAsset rules;
    Errors errors;
    QVERIFY(readGameRulesText("{\"formatVersion\": 1, \"lives\": 7}", "game.json", rules, errors));
    QCOMPARE(rules.lives, std::int64_t(7));
    QCOMPARE(rules.shipSpeed, GameRulesAsset().shipSpeed);

    // A project saved before game.json existed: no file, today's numbers.
    QTemporaryDir dir;
    GameRulesAsset changed;
    changed.lives = 9;
    saveSmallProject(dir, changed);
    const std::string file = dir.filePath("game.json").toStdString();
    QVERIFY(std::filesystem::exists(file));  // a save writes it
    auto loaded = loadProject(dir.path().toStdString());
    QVERIFY2(loaded.project, dump(loaded.errors).c_str());
    QCOMPARE(loaded.project->rules.lives, std::int64_t(9));
    std::filesystem::remove(file);
    loaded = loadProject(dir.path().toStdString());
    QVERIFY2(loaded.project, dump(loaded.errors).c_str());
    QVERIFY(loaded.project->rules == GameRulesAsset());
  }

  void badFileNamesGameJsonAndThePlace() {
    QTemporaryDir dir;
    saveSmallProject(dir);
    const std::string file = dir.filePath("game.json").toStdString();
    writeFile(file, "{\n  \"formatVersion\": 1,\n  \"lives\": \n}\n");
    auto loaded = loadProject(dir.path().toStdString());
    QVERIFY(!loaded.project);
    QVERIFY(!loaded.errors.empty());
    QCOMPARE(loaded.errors.front().file, file);
    QVERIFY2(loaded.errors.front().where.find("line 4") != std::string::npos, dump(loaded.errors).c_str());

    writeFile(file, "{\"formatVersion\": 1, \"lives\": 0, \"shipSpeed\": -1, \"bogus\": 1}");
    loaded = loadProject(dir.path().toStdString());
    QVERIFY(!loaded.project);
    QVERIFY2(mentions(loaded.errors, "/lives", "0"), dump(loaded.errors).c_str());
    QVERIFY2(mentions(loaded.errors, "/shipSpeed", "-1"), dump(loaded.errors).c_str());
    QVERIFY2(mentions(loaded.errors, "/bogus", "unknown"), dump(loaded.errors).c_str());
    for (const auto& e : loaded.errors) QCOMPARE(e.file, file);
  }

  void valuesRefusedOnRead() {
    QVERIFY(mentions(readErrors("{\"formatVersion\": 1, \"shipSpheres\": [[0, 0, 0]]}"), "/shipSpheres", "radius"));
    QVERIFY(mentions(readErrors("{\"formatVersion\": 1, \"shipSpheres\": [[0, 0, -1]]}"), "/shipSpheres", "radius"));
    QVERIFY(mentions(readErrors("{\"formatVersion\": 1, \"chargeMax\": 0}"), "/chargeMax", ""));
    QVERIFY(mentions(readErrors("{\"formatVersion\": 1, \"shipSpeed\": \"fast\"}"), "/shipSpeed", ""));
    QVERIFY(mentions(readErrors("{\"formatVersion\": 1, \"respawnDelayTicks\": -5}"), "/respawnDelayTicks", ""));
    QVERIFY(mentions(readErrors("{\"lives\": 3}"), "/", "formatVersion"));
    QVERIFY(readErrors("{\"formatVersion\": 1}").empty());
  }

  void validateNamesGameJsonAndThePointer() {
    GameRulesAsset rules;
    Errors errors;
    validateGameRules(rules, "p/game.json", builtinWeaponNames(), errors);
    QVERIFY2(errors.empty(), dump(errors).c_str());

    rules.shipSpheres.clear();
    rules.loadout = {"shot", "laser", "shot", " "};
    rules.shipSpeed = std::numeric_limits<double>::quiet_NaN();
    validateGameRules(rules, "p/game.json", builtinWeaponNames(), errors);
    QVERIFY2(mentions(errors, "/shipSpheres", "at least one"), dump(errors).c_str());
    QVERIFY2(mentions(errors, "/loadout/1", "no weapon named 'laser'"), dump(errors).c_str());
    QVERIFY2(mentions(errors, "/loadout/2", "twice"), dump(errors).c_str());
    QVERIFY2(mentions(errors, "/loadout/3", "blank"), dump(errors).c_str());
    QVERIFY2(mentions(errors, "/shipSpeed", "finite") || mentions(errors, "/shipSpeed", "NaN") ||
                 mentions(errors, "/shipSpeed", "nan"),
             dump(errors).c_str());
    for (const auto& e : errors) QCOMPARE(e.file, std::string("p/game.json"));

    errors.clear();
    rules = GameRulesAsset();
    rules.loadout.clear();
    rules.shipSpheres = {{0, 0, 0}};
    validateGameRules(rules, "game.json", {}, errors);
    QVERIFY2(mentions(errors, "/loadout", "at least one"), dump(errors).c_str());
    QVERIFY2(mentions(errors, "/shipSpheres", "radius"), dump(errors).c_str());
  }

  void projectValidationIncludesTheRules() {
    Project p;
    p.directory = "/tmp/somewhere";
    p.rules.loadout = {"shot", "shot"};
    p.rules.shipSpheres.clear();
    const Errors errors = otherProjectErrors(p);
    QVERIFY2(mentions(errors, "/loadout/1", "twice"), dump(errors).c_str());
    QVERIFY2(mentions(errors, "/shipSpheres", "at least one"), dump(errors).c_str());
    for (const auto& e : errors)
      if (e.where == "/shipSpheres") QCOMPARE(e.file, std::string("/tmp/somewhere/game.json"));
  }

  void editsAreCheckedByTheDescription() {
    const auto& d = GameRulesAsset::describeType();
    QVERIFY(d.find("shipSpheres")->checkEdit(Value(std::vector<Vec3>{})));
    QVERIFY(!d.find("shipSpheres")->checkEdit(Value(std::vector<Vec3>{{0, 0, 0.1}})));
    QVERIFY(d.find("loadout")->checkEdit(Value(std::vector<std::string>{"shot", "shot"})));
    QVERIFY(d.find("loadout")->checkEdit(Value(std::vector<std::string>{})));
    QVERIFY(d.find("lives")->checkEdit(Value(std::int64_t(0))));
    QVERIFY(!d.find("lives")->checkEdit(Value(std::int64_t(1))));
  }
};

QTEST_APPLESS_MAIN(GameRulesTest)
#include "game_rules_test.moc"
