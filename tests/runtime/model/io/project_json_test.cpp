#include <QTemporaryDir>
#include <QtTest>

#include "core/atomic_file.h"
#include "model/io/format.h"
#include "model/io/project_io.h"
#include "model/project/project_templates.h"
#include "support/sample_project.h"

using namespace sw;

class ProjectJsonTest : public QObject {
  Q_OBJECT
 private slots:
  void levelRoundTripIsByteIdentical() {
    auto project = test::sampleProject();
    std::string text = levelText(*project->levels[0]);
    Level back;
    Errors errors;
    QVERIFY(readLevelText(text, "stage.json", back, errors));
    QVERIFY(errors.empty());
    QCOMPARE(levelText(back), text);
    QCOMPARE(back.chain.size(), std::size_t(3));
    QCOMPARE(back.chain[1]->tile, std::string("ramp"));
    auto* marker = dynamic_cast<Marker*>(back.findByName("boss_start"));
    QVERIFY(marker);
    QVERIFY((marker->position == Vec2{12.5, -3}));
    QCOMPARE(marker->note, std::string("Boss enters here.\nKeep the ceiling clear."));
    QCOMPARE(back.seed, std::int64_t(42));
  }

  void projectRoundTripIsByteIdentical() {
    auto project = test::sampleProject();
    std::string text = projectText(*project);
    Project back;
    std::vector<std::string> levelFiles;
    Errors errors;
    QVERIFY(readProjectText(text, "project.json", back, levelFiles, errors));
    QCOMPARE(levelFiles, std::vector<std::string>{"levels/stage_1.json"});
    QCOMPARE(back.tileDefs.size(), std::size_t(2));
    QVERIFY((back.tileDefs[1]->cameraPoints == std::vector<Vec2>{{16, 2}}));
    QVERIFY((back.tileDefs[0]->collision[0][2] == Vec2{4, -7}));
    back.levels.push_back(std::make_unique<Level>(*project->levels[0]));
    QCOMPARE(projectText(back), text);
  }

  void textIsCanonicalAndDiffFriendly() {
    auto project = test::sampleProject();
    std::string text = projectText(*project);
    // Key order follows the property table, formatVersion first; short arrays stay on one line.
    QVERIFY(text.rfind("{\n  \"formatVersion\": " + std::to_string(kFormatVersion) + ",\n  \"name\": \"Sample\",\n", 0) == 0);
    QVERIFY(text.find("\"cameraEntry\": [0.0, 1.0]") != std::string::npos);
    QVERIFY(text.find("\"screenExtent\": [32.0, 18.0]") != std::string::npos);
    QVERIFY(text.back() == '\n');
    QVERIFY(text.find("\"tickRate\"") < text.find("\"tileDefs\""));
  }

  void saveAndLoadFromDiskTwiceGivesSameBytes() {
    QTemporaryDir dir;
    auto project = test::sampleProject();
    project->directory = dir.path().toStdString();
    QVERIFY(saveProject(*project).ok());
    auto first = readWholeFile(dir.filePath("project.json").toStdString());
    auto firstLevel = readWholeFile(dir.filePath("levels/stage_1.json").toStdString());
    QVERIFY(first.ok() && firstLevel.ok());

    auto loaded = loadProject(dir.path().toStdString());
    QVERIFY2(loaded.project, loaded.errors.empty() ? "" : loaded.errors[0].toString().c_str());
    QCOMPARE(loaded.project->levels.size(), std::size_t(1));
    QCOMPARE(loaded.project->levels[0]->file, std::string("levels/stage_1.json"));
    QVERIFY(saveProject(*loaded.project).ok());
    QCOMPARE(readWholeFile(dir.filePath("project.json").toStdString()).value(), first.value());
    QCOMPARE(readWholeFile(dir.filePath("levels/stage_1.json").toStdString()).value(), firstLevel.value());
    // Loading by the project.json path works too.
    QVERIFY(loadProject(dir.filePath("project.json").toStdString()).project);
  }

  void missingOptionalFieldsTakeTheirDefaults() {
    Project p;
    std::vector<std::string> levels;
    Errors errors;
    QVERIFY(readProjectText(R"({"formatVersion": 1, "name": "Minimal"})", "p.json", p, levels, errors));
    QCOMPARE(p.tickRate, std::int64_t(60));
    QVERIFY((p.screenExtent == Vec2{32, 18}));
    QVERIFY(levels.empty());
  }

  // Format 3 -> 4: a version 3 level is a scrolling level and reads as one; written again it
  // says version 4 and nothing else changes (scrolling levels write no free camera keys). A
  // free level and a project with characters and platformer objects go round whole.
  void version3FilesReadAsScrollingLevels() {
    const std::string v3 = R"({"formatVersion": 3, "name": "Old", "seed": 7, "scrollSpeed": 100, "rank": 0.5,
                               "chain": [], "objects": []})";
    Level old;
    Errors errors;
    QVERIFY(readLevelText(v3, "levels/old.json", old, errors));
    QVERIFY(errors.empty());
    QCOMPARE(old.kind, Level::Kind::Scrolling);
    const std::string again = levelText(old);
    QVERIFY(again.find("\"formatVersion\": 4") != std::string::npos);
    QVERIFY(again.find("kind") == std::string::npos);
    QVERIFY(again.find("bounds") == std::string::npos);

    Result<TemplateContent> content = makeTemplateContent("platformer", "Room");
    QVERIFY(content);
    const Level& room = *content->project->levels.front();
    const std::string text = levelText(room);
    QVERIFY(text.find("\"kind\": \"free\"") != std::string::npos);
    Level back;
    QVERIFY2(readLevelText(text, "levels/room_1.json", back, errors), errors.empty() ? "" : errors.front().toString().c_str());
    QCOMPARE(back.kind, Level::Kind::Free);
    QCOMPARE(levelText(back), text);
    const std::string project = projectText(*content->project);
    Project readBack;
    std::vector<std::string> files;
    QVERIFY(readProjectText(project, "project.json", readBack, files, errors));
    QCOMPARE(readBack.characters.size(), std::size_t(2));
    QVERIFY(readBack.findCharacterType("grappler")->hasHook);
    back.file = room.file;
    readBack.levels.push_back(std::make_unique<Level>(back));
    QCOMPARE(projectText(readBack), project);
  }

  // A character's sprite and animations are saved only when set: projects without keep their bytes.
  void characterSpriteAndAnimationsOnlyWhenSet() {
    Project p;
    p.characters.push_back(std::make_unique<CharacterType>(defaultCharacter("hero")));
    p.characters.push_back(std::make_unique<CharacterType>(defaultCharacter("knight")));
    p.characters[1]->sprite = "knight_sheet";
    p.characters[1]->animations = {"idle: loop idle; if moving -> walk", "walk: loop walk; if !moving -> idle"};
    const std::string text = projectText(p);
    QCOMPARE(QString::fromStdString(text).count("\"sprite\""), 1);
    QCOMPARE(QString::fromStdString(text).count("\"animations\""), 1);
    Project back;
    std::vector<std::string> files;
    Errors errors;
    QVERIFY(readProjectText(text, "project.json", back, files, errors));
    QVERIFY(back.characters[0]->sprite.empty() && back.characters[0]->animations.empty());
    QCOMPARE(back.characters[1]->sprite, std::string("knight_sheet"));
    QCOMPARE(back.characters[1]->animations, p.characters[1]->animations);
    QCOMPARE(projectText(back), text);
  }

  void copiesAreDeep() {
    auto project = test::sampleProject();
    Project copy(*project);
    copy.levels[0]->chain[0]->name = "changed";
    QCOMPARE(project->levels[0]->chain[0]->name, std::string("t1"));
    QCOMPARE(levelText(*copy.levels[0]).size() > 0, true);
    // A copy is the whole level (Play runs on one): every property, the free level's too.
    Result<TemplateContent> room = makeTemplateContent("platformer", "Room");
    QVERIFY(room);
    const Project copied(*room->project);
    QCOMPARE(levelText(*copied.levels[0]), levelText(*room->project->levels[0]));
    QCOMPARE(copied.levels[0]->kind, Level::Kind::Free);
    QCOMPARE(projectText(copied), projectText(*room->project));
  }

  void uniqueNamesGetNumberedSuffixes() {
    auto project = test::sampleProject();
    const Level& level = *project->levels[0];
    QCOMPARE(level.uniqueName("fresh"), std::string("fresh"));
    QCOMPARE(level.uniqueName("t1"), std::string("t1_2"));
    QCOMPARE(level.uniqueName("boss_start"), std::string("boss_start_2"));
  }
};

QTEST_APPLESS_MAIN(ProjectJsonTest)
#include "project_json_test.moc"
