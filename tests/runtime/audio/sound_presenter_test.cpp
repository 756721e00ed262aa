// Game events to sounds (audio/sound_presenter.h): an event plays its cue once, found by the
// most specific row; an event a rollback withdrew fades its voice; a co-op session with many
// forced rollbacks plays each cue of its final timeline exactly once, and the first boss
// phase hands the music to the boss track.
#include "audio/sound_presenter.h"

#include <QTemporaryDir>
#include <QtTest>

#include "audio_test_sounds.h"
#include "net/net_sim.h"
#include "support/demo_project.h"
#include "support/lossy_coop.h"

using namespace sw;
using namespace sw::audio;

namespace presenter_test {

LevelEvent levelEvent(std::string_view kind, std::int64_t id, std::string_view subject = {}) {
  return {kind, id, {}, subject, {}};
}


// Events of the final timeline that name a cue, counted by a straight run's journal.
struct Counter final : TickListener {
  PresentationJournal journal{600};
  EventSoundTable table;
  std::int64_t withCue = 0;
  void tickRun(std::int64_t tick, const std::vector<LevelEvent>& events) override {
    journal.tickRun(tick, events);
    for (const PresentedEvent& e : journal.take().started) withCue += table.cueFor(e.kind, e.subject) ? 1 : 0;
  }
};

}  // namespace presenter_test

using namespace presenter_test;

class SoundPresenterTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    test::writeSineWav(dir_.path().toStdString() + "/long.wav", 3.0);
    test::writeSineWav(dir_.path().toStdString() + "/short.wav", 0.05, 880);
    test::useDiskAudio(dir_);
  }

  void eventsPlayTheirCueOnceAndWithdrawnOnesFade() {
    AudioEngine engine;
    QVERIFY(engine.open());
    SoundCue hum;
    hum.name = "hum";
    hum.files = {"long.wav"};
    SoundCue big = hum;
    big.name = "big";
    engine.setCues({&hum, &big}, dir_.path().toStdString());
    SoundPresenter presenter(engine);
    presenter.setEventSounds({"enemy-killed -> hum", "enemy-killed boss -> big"});
    PresentationJournal journal;
    journal.tickRun(3, {levelEvent("enemy-killed", 7, "drone"), levelEvent("enemy-killed", 8, "boss"),
                        levelEvent("player-killed", 0)});
    presenter.present(journal.take());
    QCOMPARE(presenter.played(), std::int64_t(2));
    QCOMPARE(presenter.playsByCue().at("big"), std::int64_t(1));
    QCOMPARE(engine.voicesOf("hum"), 1);
    // The tick again, identical: nothing new plays.
    journal.tickRun(3, {levelEvent("enemy-killed", 7, "drone"), levelEvent("enemy-killed", 8, "boss")});
    presenter.present(journal.take());
    QCOMPARE(presenter.played(), std::int64_t(2));
    // Corrected: the drone survived. Its voice fades (60 ms), the boss's plays on.
    journal.tickRun(3, {levelEvent("enemy-killed", 8, "boss")});
    presenter.present(journal.take());
    QCOMPARE(presenter.faded(), std::int64_t(1));
    QCOMPARE(presenter.withdrawn(), std::int64_t(1));
    QTRY_COMPARE(engine.voicesOf("hum"), 0);
    QCOMPARE(engine.voicesOf("big"), 1);
    QVERIFY(engine.stats().nonSilentSamples > 0 || engine.stats().framesMixed >= 0);
    QTRY_VERIFY(engine.stats().nonSilentSamples > 0);  // and it was heard
  }

  // The first boss phase hands the music to the boss track; a rollback that withdraws the
  // phase gives it back to the level, and the phase simulated again takes it once more.
  void theFirstBossPhaseSwitchesTheMusicUnlessARollbackWithdrawsIt() {
    AudioEngine engine;
    QVERIFY(engine.open());
    engine.setMusic({dir_.path().toStdString() + "/long.wav", 0, 0}, {dir_.path().toStdString() + "/short.wav", 0, 0});
    engine.startMusic();
    SoundPresenter presenter(engine);
    PresentationJournal journal;
    journal.tickRun(1, {levelEvent("spawn-fired", 1)});
    presenter.present(journal.take());
    QVERIFY(!engine.bossPlaying());
    journal.tickRun(2, {levelEvent("boss-phase", 4)});
    presenter.present(journal.take());
    QVERIFY(engine.bossPlaying());
    journal.tickRun(2, {});  // the rollback: tick 2 again, without the phase
    presenter.present(journal.take());
    QVERIFY(!engine.bossPlaying());
    journal.tickRun(3, {levelEvent("boss-phase", 4)});
    presenter.present(journal.take());
    QVERIFY(engine.bossPlaying());
  }

  // As presentation_journal_test's session: 150 ms and 30 % loss, hundreds of rollbacks.
  void aSessionWithForcedRollbacksPlaysEachCueOnce() {
    auto project = test::loadDemo();
    QVERIFY(project);
    const std::vector<std::string> rows{"enemy-killed -> boom", "spawn-fired -> spawn", "trigger-fired -> trigger",
                                        "shot -> shot", "enemy-hit -> hit", "player-killed -> death"};
    AudioEngine engine;
    QVERIFY(engine.open());
    std::vector<SoundCue> cues;
    for (const char* name : {"boom", "spawn", "trigger", "shot", "hit", "death"}) {
      SoundCue c;
      c.name = name;
      c.files = {"short.wav"};
      c.voices = 8;
      cues.push_back(c);
    }
    std::vector<const SoundCue*> pointers;
    for (const auto& c : cues) pointers.push_back(&c);
    engine.setCues(pointers, dir_.path().toStdString());

    const PlayOptions o = test::lossyCoopOptions(*project);
    net::NetSimSetup s = test::lossyCoopSetup(1200);
    PresentationJournal journal{600};
    SoundPresenter presenter(engine);
    presenter.setEventSounds(rows);
    s.beforeFrame = [&](std::int64_t frame, RuntimeLevel& levelA, RuntimeLevel&) {
      if (frame == 0) levelA.setTickListener(&journal);
      presenter.present(journal.take());
    };
    const net::NetSimResult r = net::runNetSim(*project, *project->levels[0], o, s);
    QVERIFY2(r.error.empty(), r.error.c_str());
    presenter.present(journal.take());
    QVERIFY2(r.statsA.rollbacks > 20, "the session must roll back often");

    Result<RuntimeLevel> offline = RuntimeLevel::build(*project, *project->levels[0], [&] {
      PlayOptions two = o;
      two.players = 2;
      return two;
    }());
    QVERIFY(offline);
    Counter straight;
    straight.table = EventSoundTable(rows);
    offline->setTickListener(&straight);
    for (std::int64_t t = 0; t < s.ticks; ++t) {
      TickInput in;
      in.player[0] = test::lossyCoopBits(1, t);
      in.player[1] = test::lossyCoopBits(2, t);
      offline->tick(in);
    }
    QCOMPARE(offline->stateHash(), r.offlineHash);
    QVERIFY(straight.withCue > 50);
    qInfo("rollbacks %lld; cue plays %lld, withdrawn %lld (faded %lld), final timeline %lld",
          (long long)r.statsA.rollbacks, (long long)presenter.played(), (long long)presenter.withdrawn(),
          (long long)presenter.faded(), (long long)straight.withCue);
    QCOMPARE(presenter.played() - presenter.withdrawn(), straight.withCue);
    QCOMPARE(engine.stats().plays, presenter.played());  // every play reached the mixer
    QTRY_VERIFY(engine.stats().nonSilentSamples > 0);
  }
};

QTEST_GUILESS_MAIN(SoundPresenterTest)
#include "sound_presenter_test.moc"
