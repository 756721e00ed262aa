// Sound as project data (issue 42, "Sound and music"): sound cues in project.json, event
// sounds in game.json, level music keys, each written only when set; event rows and their
// most specific match; validation naming the file and the place of every bad cue, row or
// music file.
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>

#include "model/io/project_io.h"
#include "model/project/asset_kind.h"
#include "model/project/game_rules_json.h"
#include "model/sound/event_sounds.h"
#include "model/validate/validate.h"
#include "support/model_errors.h"

using namespace sw;
using sw::test::dump;

namespace {

void writeFile(const std::string& path, const std::string& bytes) {
  std::filesystem::create_directories(std::filesystem::path(path).parent_path());
  std::ofstream out(path, std::ios::binary);
  out << bytes;
}

// A 16-bit mono WAV header with `samples` zero samples: enough for the header check.
std::string tinyWav(int samples = 8) {
  auto u32 = [](std::uint32_t v) { return std::string{char(v), char(v >> 8), char(v >> 16), char(v >> 24)}; };
  auto u16 = [](std::uint16_t v) { return std::string{char(v), char(v >> 8)}; };
  const std::uint32_t data = std::uint32_t(samples) * 2;
  return "RIFF" + u32(36 + data) + "WAVE" + "fmt " + u32(16) + u16(1) + u16(1) + u32(22050) + u32(44100) + u16(2) +
         u16(16) + "data" + u32(data) + std::string(data, '\0');
}

bool says(const Errors& errors, const std::string& fileEnd, const std::string& where, const std::string& words) {
  for (const auto& e : errors)
    if (e.where == where && e.message.find(words) != std::string::npos && e.file.size() >= fileEnd.size() &&
        e.file.compare(e.file.size() - fileEnd.size(), fileEnd.size(), fileEnd) == 0)
      return true;
  return false;
}

}  // namespace

class SoundModelTest : public QObject {
  Q_OBJECT

 private slots:
  void cuesRoundTripAndAreOmittedWhenNone() {
    Project p;
    const std::string plain = projectText(p);
    QVERIFY(plain.find("soundCues") == std::string::npos);
    auto cue = std::make_unique<SoundCue>();
    cue->name = "boom";
    cue->files = {"sounds/boom1.wav", "sounds/boom2.wav"};
    cue->volumeMin = 0.5;
    cue->pitchMin = 0.8;
    cue->pitchMax = 1.25;
    cue->voices = 3;
    p.soundCues.push_back(std::move(cue));
    const std::string text = projectText(p);
    QVERIFY(text.find("\"soundCues\"") != std::string::npos);
    Project back;
    std::vector<std::string> levels;
    Errors errors;
    QVERIFY2(readProjectText(text, "project.json", back, levels, errors), dump(errors).c_str());
    QCOMPARE(back.soundCues.size(), std::size_t(1));
    const SoundCue* read = back.findSoundCue("boom");
    QVERIFY(read);
    QCOMPARE(read->files, (std::vector<std::string>{"sounds/boom1.wav", "sounds/boom2.wav"}));
    QCOMPARE(read->volumeMin, 0.5);
    QCOMPARE(read->pitchMax, 1.25);
    QCOMPARE(read->voices, std::int64_t(3));
    QCOMPARE(projectText(back), text);
    // A copy of the project copies its cues (Play runs on a copy).
    Project copy = back;
    QVERIFY(copy.findSoundCue("boom") && copy.findSoundCue("boom") != read);
  }

  void aDuplicateCueNameIsRefusedWithItsPlace() {
    const Errors errors = test::projectErrors(
        R"({"formatVersion": 4, "name": "x", "tileDefs": [], "levels": [],
            "soundCues": [{"name": "a", "files": ["a.wav"]}, {"name": "a", "files": ["b.wav"]}]})");
    QVERIFY2(test::mentions(errors, "/soundCues/1/name", "duplicate sound cue name 'a'"), dump(errors).c_str());
  }

  void levelMusicIsWrittenOnlyWhenSet() {
    Level level;
    level.name = "one";
    QVERIFY(levelText(level).find("music") == std::string::npos);
    QVERIFY(levelText(level).find("Music") == std::string::npos);
    level.music = "music/theme.ogg";
    level.musicLoopStart = 1.5;
    level.bossMusic = "music/boss.ogg";
    level.bossMusicLoopEnd = 12;
    const std::string text = levelText(level);
    QVERIFY(text.find("\"music\"") != std::string::npos);
    QVERIFY(text.find("musicLoopEnd") == std::string::npos);  // still 0: the file's end
    Level back;
    Errors errors;
    QVERIFY2(readLevelText(text, "one.json", back, errors), dump(errors).c_str());
    QCOMPARE(back.music, level.music);
    QCOMPARE(back.musicLoopStart, 1.5);
    QCOMPARE(back.bossMusic, level.bossMusic);
    QCOMPARE(back.bossMusicLoopEnd, 12.0);
    QCOMPARE(Level(back).bossMusic, level.bossMusic);  // copies keep it
  }

  void eventSoundsAreOmittedWhenNoneAndRoundTrip() {
    GameRulesAsset rules;
    QVERIFY(gameRulesText(rules).find("eventSounds") == std::string::npos);
    rules.eventSounds = {"shot -> laser", "enemy-killed dreadnought -> big-boom"};
    GameRulesAsset back;
    Errors errors;
    QVERIFY2(readGameRulesText(gameRulesText(rules), "game.json", back, errors), dump(errors).c_str());
    QCOMPARE(back.eventSounds, rules.eventSounds);
  }

  void theMostSpecificRowWins() {
    EventSoundTable table({"enemy-killed -> pop", "enemy-killed dreadnought -> big-boom", "shot spread -> spray",
                           "shot -> laser", "shot -> never-first"});
    QCOMPARE(*table.cueFor("enemy-killed", "drone"), std::string("pop"));
    QCOMPARE(*table.cueFor("enemy-killed", "dreadnought"), std::string("big-boom"));
    QCOMPARE(*table.cueFor("enemy-killed", ""), std::string("pop"));
    QCOMPARE(*table.cueFor("shot", "spread"), std::string("spray"));
    QCOMPARE(*table.cueFor("shot", "shot"), std::string("laser"));
    QVERIFY(!table.cueFor("player-killed", ""));
    QVERIFY(!parseEventSound("shot laser").row);
    QVERIFY(!parseEventSound("shot a b -> c").row);
    QVERIFY(!parseEventSound("-> c").row);
    QCOMPARE(*renameCueInRow("shot spread -> spray", "spray", "fan"), std::string("shot spread -> fan"));
    QVERIFY(!renameCueInRow("shot -> laser", "spray", "fan"));
  }

  void soundFilesAreAssetsOfKindSound() {
    QCOMPARE(assetKindOf("sounds/a.WAV"), std::string("sound"));
    QCOMPARE(assetKindOf("music/theme.ogg"), std::string("sound"));
    QCOMPARE(assetKindOf("x.flac"), std::string("sound"));
    QCOMPARE(assetKindOf("x.mp3"), std::string("sound"));
  }

  void validationNamesTheFileAndPlace() {
    QTemporaryDir dir;
    const std::string root = dir.path().toStdString();
    writeFile(root + "/sounds/good.wav", tinyWav());
    writeFile(root + "/sounds/corrupt.wav", "this is not a sound at all");
    writeFile(root + "/sounds/headless.wav", tinyWav().substr(0, 12) + "LIST" + std::string(4, '\0'));  // no fmt, no data
    Project p;
    p.directory = root;
    auto cue = [&](std::string name, std::vector<std::string> files) {
      auto c = std::make_unique<SoundCue>();
      c->name = std::move(name);
      c->files = std::move(files);
      p.soundCues.push_back(std::move(c));
      return p.soundCues.back().get();
    };
    cue("fine", {"sounds/good.wav"});
    cue("lost", {"sounds/good.wav", "sounds/missing.wav"});
    cue("broken", {"sounds/corrupt.wav"});
    cue("empty", {});
    SoundCue* odd = cue("odd", {"sounds/good.wav"});
    odd->volumeMax = std::nan("");
    odd->pitchMin = 9;
    odd->voices = 0;
    cue("headless", {"sounds/headless.wav"});
    cue("elsewhere", {root + "/sounds/good.wav"});  // a good file, but named outside the project
    p.rules.eventSounds = {"shot -> fine", "enemy-killed -> nowhere", "what is this"};
    auto level = std::make_unique<Level>();
    level->name = "one";
    level->file = "levels/one.json";
    level->music = "music/theme.ogg";
    level->musicLoopStart = 5;
    level->musicLoopEnd = 2;
    p.levels.push_back(std::move(level));

    const Errors errors = otherProjectErrors(p);
    const std::string all = dump(errors);
    QVERIFY2(says(errors, "project.json", "/soundCues/1/files/1", "'sounds/missing.wav': the file does not exist"),
             all.c_str());
    QVERIFY2(says(errors, "project.json", "/soundCues/2/files/0", "not a WAV, Ogg, FLAC or MP3"), all.c_str());
    QVERIFY2(says(errors, "project.json", "/soundCues/3/files", "sound cue 'empty': it has no sound file"), all.c_str());
    QVERIFY2(says(errors, "project.json", "/soundCues/5/files/0", "WAV file without a format chunk"), all.c_str());
    QVERIFY2(says(errors, "project.json", "/soundCues/6/files/0", "outside the project folder"), all.c_str());
    QVERIFY2(says(errors, "project.json", "/soundCues/4/volumeMax", "not a number"), all.c_str());
    QVERIFY2(says(errors, "project.json", "/soundCues/4/pitchMin", "outside"), all.c_str());
    QVERIFY2(says(errors, "project.json", "/soundCues/4/voices", "at least one voice"), all.c_str());
    QVERIFY2(says(errors, "game.json", "/eventSounds/1", "sound cue 'nowhere', which does not exist"), all.c_str());
    QVERIFY2(says(errors, "game.json", "/eventSounds/2", "expected 'EVENT [SUBJECT] -> CUE'"), all.c_str());
    QVERIFY2(says(errors, "levels/one.json", "/music", "'music/theme.ogg': the file does not exist"), all.c_str());
    QVERIFY2(says(errors, "levels/one.json", "/musicLoopEnd", "the loop ends before it starts"), all.c_str());
    for (const auto& e : errors) QVERIFY2(e.where.rfind("/soundCues/0", 0) != 0, all.c_str());  // the fine cue is fine
    QVERIFY2(!says(errors, "game.json", "/eventSounds/0", ""), all.c_str());
  }
};

QTEST_GUILESS_MAIN(SoundModelTest)
#include "sound_model_test.moc"
