// The Animator steps without allocating (DOMAIN.md: no heap allocation while a level runs):
// switches, chains, ping-pong turns and events over many ticks of changing creatureSignals.
#include <QtTest>

#include "model/tiles/tileset.h"
#include "sim/platformer/animator.h"
#include "support/allocation_counter.h"

using namespace sw;

class AnimatorAllocationTest : public QObject {
  Q_OBJECT

 private slots:
  void stepsWithoutAllocating() {
    Tileset sheet;
    for (int i = 0; i < 6; ++i) {
      TilesetTile t;
      t.name = "f" + std::to_string(i);
      sheet.tiles.push_back(t);
    }
    sheet.frameGroups = {{"walk", {"f0", "f1", "f2"}}, {"idle", {"f3"}}, {"slash", {"f4", "f5"}}};
    const std::vector<std::string> lines = {
        "idle: loop idle; if moving -> walk; if attacking -> attack",
        "walk: pingpong walk every 2; if !moving -> idle; if attacking -> attack; on 0 footstep; on 2 footstep",
        "attack: once slash every 3; then idle; on 1 attackActive",
    };
    auto c = CompiledAnimations::compile(lines, &sheet);
    QVERIFY(c);
    AnimatorState state;
    AnimatorEvents events;
    double creatureSignals[kSignalCount] = {};
    long events_seen = 0;
    auto run = [&](int ticks) {
      for (int t = 0; t < ticks; ++t) {
        creatureSignals[int(CreatureSignal::Moving)] = (t / 17) % 2;
        creatureSignals[int(CreatureSignal::Attacking)] = t % 53 == 0;
        creatureSignals[int(CreatureSignal::Speed)] = 0.01 * (t % 20);
        events.clear();
        stepAnimator(state, *c, creatureSignals, events);
        events_seen += events.count;
        if (t % 101 == 0) playAnimation(state, *c, 2);
      }
    };
    run(200);
    sw::test::allocationCount = 0;
    sw::test::countingAllocations = true;
    run(20000);
    sw::test::countingAllocations = false;
    QCOMPARE(sw::test::allocationCount.load(), 0L);
    QVERIFY(events_seen > 100);  // it did step through frames and events
  }
};

QTEST_APPLESS_MAIN(AnimatorAllocationTest)
#include "animator_allocation_test.moc"
