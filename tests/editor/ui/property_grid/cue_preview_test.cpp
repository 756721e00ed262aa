// The property grid's play button (ui/property_grid/cue_preview.h): a sound cue's rows play the
// cue, a Files item only its file, an Event Sounds row the cue it names, a level's Music row
// its track; other rows, unknown cues and rows that do not parse play nothing.
#include "ui/property_grid/cue_preview.h"

#include <QtTest>

using namespace sw;
using sw::editor::soundOfRow;

class CuePreviewTest : public QObject {
  Q_OBJECT
 private slots:
  void rowsNameTheirSound() {
    Project project;
    auto cue = std::make_unique<SoundCue>();
    cue->name = "boom";
    cue->files = {"sounds/a.wav", "sounds/b.wav"};
    project.soundCues.push_back(std::move(cue));
    const SoundCue& boom = *project.soundCues[0];

    auto whole = soundOfRow(project, &boom, QStringLiteral("volumeMin"), nullptr);
    QVERIFY(whole && whole->files.size() == 2 && whole->name == "boom");
    const Value file(std::string("sounds/b.wav"));
    auto one = soundOfRow(project, &boom, QStringLiteral("files.1"), &file);
    QVERIFY(one && one->files == std::vector<std::string>{"sounds/b.wav"});

    GameRulesAsset& rules = project.rules;
    const Value row(std::string("enemy-killed dreadnought -> boom"));
    auto named = soundOfRow(project, &rules, QStringLiteral("eventSounds.0"), &row);
    QVERIFY(named && named->name == "boom");
    const Value unknown(std::string("shot -> nowhere")), broken(std::string("shot"));
    QVERIFY(!soundOfRow(project, &rules, QStringLiteral("eventSounds.1"), &unknown));
    QVERIFY(!soundOfRow(project, &rules, QStringLiteral("eventSounds.1"), &broken));
    QVERIFY(!soundOfRow(project, &rules, QStringLiteral("lives"), nullptr));

    Level level;
    const Value music(std::string("sounds/theme.wav")), none{std::string()};
    auto track = soundOfRow(project, &level, QStringLiteral("bossMusic"), &music);
    QVERIFY(track && track->files == std::vector<std::string>{"sounds/theme.wav"});
    QVERIFY(!soundOfRow(project, &level, QStringLiteral("music"), &none));
    QVERIFY(!soundOfRow(project, &level, QStringLiteral("seed"), nullptr));
    QVERIFY(!soundOfRow(project, nullptr, QStringLiteral("music"), &music));
  }
};

QTEST_GUILESS_MAIN(CuePreviewTest)
#include "cue_preview_test.moc"
