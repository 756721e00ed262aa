// HudOverlay (runtime/view/play/hud_overlay.h): the Default layout puts player 1 along the
// top and player 2 along the bottom, mirrored (reading from the right); Classic puts both
// on top; meters fill with the charge; the counters line says what runs.
#include "view/play/hud_overlay.h"
#include "view/play/hud_budget.h"
#include "view/play/hud_meters.h"

#include <cmath>

#include <QImage>
#include <QPainter>
#include <QtTest>

#include "runtime/sim/platformer/platformer_fixture.h"

#include "model/project/project_templates.h"
#include "sim/runtime_level.h"

#include "model/project/project.h"
#include "model/io/project_io.h"
#include "sim/runtime_level.h"
#include "view/play/hud_system_times.h"
#include "support/runtime_level_test_access.h"
#include "support/shooter_parts.h"

using sw::play::HudOverlay;
using sw::play::HudPlayer;
using sw::play::HudPool;
using sw::play::HudState;

namespace {

constexpr QSize kSize(1200, 600);

HudState twoPlayers() {
  HudState s;
  HudPlayer p1;
  p1.name = "Ada";
  p1.lives = 3;
  p1.score = 1200;
  p1.charge = 1.0;
  p1.second = 0.5;
  p1.weapon = "Shot";
  HudPlayer p2 = p1;
  p2.name = "Bo";
  p2.lives = 2;
  p2.charge = 0.25;
  p2.second = 0;
  s.players = {p1, p2};
  s.tick = 1234;
  s.enemies = 7;
  return s;
}

QImage paint(const HudState& state, HudOverlay::Layout layout, bool counters = false) {
  HudOverlay hud;
  hud.setState(state);
  hud.setLayout(layout);
  hud.setCountersVisible(counters);
  QImage image(kSize, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  QPainter painter(&image);
  hud.paintHud(painter, kSize);
  return image;
}

// How many pixels in `rect` are drawn (not transparent) and how far right the drawn ones reach.
int drawnPixels(const QImage& image, const QRect& rect) {
  int n = 0;
  for (int y = rect.top(); y <= rect.bottom(); ++y)
    for (int x = rect.left(); x <= rect.right(); ++x) n += qAlpha(image.pixel(x, y)) > 0;
  return n;
}

// Pixels of the name colours: player 1 blue, player 2 orange.
int accentPixels(const QImage& image, const QRect& rect, bool orange) {
  int n = 0;
  for (int y = rect.top(); y <= rect.bottom(); ++y)
    for (int x = rect.left(); x <= rect.right(); ++x) {
      const QColor c = QColor::fromRgba(image.pixel(x, y));
      if (c.alpha() < 200) continue;
      if (orange ? (c.red() > 200 && c.blue() < 130) : (c.blue() > 200 && c.red() < 150)) ++n;
    }
  return n;
}

}  // namespace

class HudOverlayTest : public QObject {
  Q_OBJECT
 private slots:
  void defaultLayoutTopAndBottomMirrored() {
    const QImage image = paint(twoPlayers(), HudOverlay::Layout::Default);
    const int w = kSize.width(), h = kSize.height();
    const QRect topLeft(0, 0, 150, 34), topRight(w - 150, 0, 150, 34);
    const QRect bottomLeft(0, h - 34, 150, 34), bottomRight(w - 150, h - 34, 150, 34);
    // Player 1 starts at the top-left, player 2 at the bottom-right.
    QVERIFY(accentPixels(image, topLeft, false) > 20);
    QCOMPARE(accentPixels(image, topRight, false), 0);
    QVERIFY(accentPixels(image, bottomRight, true) > 20);
    QCOMPARE(accentPixels(image, bottomLeft, true), 0);
    // Nothing in the middle of the screen.
    QCOMPARE(drawnPixels(image, QRect(0, 60, w, h - 120)), 0);
  }

  // A whole game's results screen: the view dimmed all over, a panel in the middle with each
  // player's row in its colour; nothing of it while the level plays.
  void theResultsScreenDimsTheViewAndShowsThePlayersRows() {
    HudState state = twoPlayers();
    state.results.shown = true;
    state.results.level = "Stage 1";
    state.results.next = "Stage 2";
    state.results.seconds = 160;
    state.results.secondsLeft = 4;
    state.results.players = {{"Ada", 28900, 28900, 34, 3, false}, {"Bo", 1200, 5300, 4, 0, true}};
    const QImage image = paint(state, HudOverlay::Layout::Default);
    const int w = kSize.width(), h = kSize.height();
    // Dimmed everywhere, even far from the panel.
    QVERIFY(qAlpha(image.pixel(w / 2, 60)) >= 140);
    QVERIFY(qAlpha(image.pixel(5, h / 2)) >= 140);
    // Each player's row: blue for player 1, orange for player 2, in the middle of the screen.
    const QRect middle(w / 4, h / 4, w / 2, h / 2);
    QVERIFY(accentPixels(image, middle, false) > 20);
    QVERIFY(accentPixels(image, middle, true) > 20);
    state.results = sw::play::HudResults{};
    QCOMPARE(drawnPixels(paint(state, HudOverlay::Layout::Default), QRect(0, 60, w, h - 120)), 0);
  }

  void classicLayoutBothOnTop() {
    const QImage image = paint(twoPlayers(), HudOverlay::Layout::Classic);
    const int w = kSize.width(), h = kSize.height();
    QVERIFY(accentPixels(image, QRect(0, 0, 150, 34), false) > 20);
    QVERIFY(accentPixels(image, QRect(w - 150, 0, 150, 34), true) > 20);
    QCOMPARE(drawnPixels(image, QRect(0, h - 60, w, 60)), 0);
  }

  void onePlayerLeavesTheBottomFree() {
    HudState s = twoPlayers();
    s.players.pop_back();
    const QImage image = paint(s, HudOverlay::Layout::Default);
    QCOMPARE(drawnPixels(image, QRect(0, kSize.height() - 40, kSize.width(), 40)), 0);
  }

  void metersShowTheCharge() {
    HudState empty = twoPlayers(), full = twoPlayers();
    empty.players.resize(1);
    full.players.resize(1);
    empty.players[0].charge = 0;
    full.players[0].charge = 1;
    const QImage a = paint(empty, HudOverlay::Layout::Default), b = paint(full, HudOverlay::Layout::Default);
    // The green of the charge meter appears only when charged.
    auto green = [](const QImage& image) {
      int n = 0;
      for (int y = 0; y < 60; ++y)
        for (int x = 0; x < image.width(); ++x) {
          const QColor c = QColor::fromRgba(image.pixel(x, y));
          n += c.green() > 200 && c.red() < 180 && c.blue() < 200;
        }
      return n;
    };
    QCOMPARE(green(a), 0);
    QVERIFY(green(b) > 100);
  }

  // As the original drew them: the second meter on top, the charge below it filling from the
  // bottom up, each bar as tall as the text, bright along the middle and dark at the edges.
  void metersAsTheOriginalDrewThem() {
    HudState s = twoPlayers();
    s.players[0].charge = 0.25;
    s.players[0].second = 0.5;
    s.players[1].charge = 0.75;
    s.players[1].second = 0.5;
    HudOverlay hud;
    hud.setState(s);
    hud.setCountersVisible(false);
    QImage image(kSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    QFont bold = painter.font();
    bold.setBold(true);
    const int textHeight = QFontMetrics(bold).height();
    hud.paintHud(painter, kSize);
    painter.end();
    if (qEnvironmentVariableIsSet("HUD_METERS_SHOT")) {  // a picture to look at, on a dark ground
      QImage shot(image.size(), QImage::Format_ARGB32_Premultiplied);
      shot.fill(QColor(40, 40, 56));
      QPainter(&shot).drawImage(0, 0, image);
      shot.save(qEnvironmentVariable("HUD_METERS_SHOT"));
    }
    QCOMPARE(int(hud.paintedMeters().size()), 2);
    const auto& p1 = hud.paintedMeters()[0];
    const auto& p2 = hud.paintedMeters()[1];
    for (const auto* m : {&p1, &p2}) {
      QCOMPARE(m->charge.height(), textHeight);  // bars as tall as the text
      QCOMPARE(m->second.height(), textHeight);
      QVERIFY(m->charge.top() > m->second.bottom());  // the charge below the second meter
      QCOMPARE(m->charge.left(), m->second.left());
      // The charge's filled part sits on the bar's bottom and spans its width.
      QCOMPARE(m->chargeFill.bottom(), m->charge.bottom() - 1);
      QCOMPARE(m->chargeFill.width(), m->charge.width() - 2);
    }
    // More charge: the same bottom, a higher top.
    QVERIFY(p2.chargeFill.height() > p1.chargeFill.height());
    QVERIFY(p2.chargeFill.top() - p2.charge.top() < p1.chargeFill.top() - p1.charge.top());
    QCOMPARE(p1.chargeFill.height(), int(std::lround(0.25 * (textHeight - 2))));
    // The second meter fills from each player's own edge.
    QCOMPARE(p1.secondFill.left(), p1.second.left() + 1);
    QCOMPARE(p2.secondFill.right(), p2.second.right() - 1);
    QCOMPARE(p1.secondFill.width(), int(std::lround(0.5 * (p1.second.width() - 2))));

    // Bright centre, dark edges: across the (half-filled) second meter's height.
    const int x = p1.secondFill.center().x();
    const QColor centre = QColor::fromRgba(image.pixel(x, p1.second.center().y()));
    const QColor edge = QColor::fromRgba(image.pixel(x, p1.secondFill.top()));
    QVERIFY2(centre.lightness() > edge.lightness() + 40,
             qPrintable(QStringLiteral("%1 vs %2").arg(centre.name(), edge.name())));
    // Player 1's band along the top holds both meters: nothing drawn between the bands.
    QCOMPARE(drawnPixels(image, QRect(0, p1.charge.bottom() + 8, kSize.width(), p2.second.top() - p1.charge.bottom() - 16)), 0);
  }

  // Classic in the editor's narrow Play view (about 750 pixels): each player keeps to their
  // own half, the meters never overlap.
  void classicInANarrowViewKeepsEachPlayerInTheirHalf() {
    for (const int width : {760, 600}) {
      HudOverlay hud;
      hud.setState(twoPlayers());
      hud.setLayout(HudOverlay::Layout::Classic);
      hud.setCountersVisible(false);
      QImage image(QSize(width, 400), QImage::Format_ARGB32_Premultiplied);
      image.fill(Qt::transparent);
      QPainter painter(&image);
      hud.paintHud(painter, image.size());
      painter.end();
      QCOMPARE(int(hud.paintedMeters().size()), 2);
      const auto& p1 = hud.paintedMeters()[0];
      const auto& p2 = hud.paintedMeters()[1];
      QVERIFY2(p1.second.right() < width / 2, qPrintable(QString::number(width)));
      QVERIFY2(p2.second.left() >= width / 2, qPrintable(QString::number(width)));
      QVERIFY(p1.second.width() >= 30 && p2.second.width() >= 30);
    }
  }

  void meterGeometryRefusesNonsense() {
    const auto empty = sw::play::hudMeterGeometry(0, 20, 100, 16, std::nan(""), -3, false);
    QVERIFY(empty.chargeFill.isEmpty());
    QVERIFY(empty.secondFill.isEmpty());
    const auto full = sw::play::hudMeterGeometry(0, 20, 100, 16, 7, 1, true);
    QCOMPARE(full.chargeFill, full.charge.adjusted(1, 1, -1, -1));
    QCOMPARE(full.secondFill, full.second.adjusted(1, 1, -1, -1));
  }

  void countersSayTickAndEntities() {
    HudOverlay hud;
    HudState s = twoPlayers();
    s.paused = true;
    hud.setState(s);
    QVERIFY(hud.countersText().contains("tick 1234"));
    QVERIFY(hud.countersText().contains("enemies 7"));
    QVERIFY(hud.countersText().contains("PAUSED"));
    const QImage with = paint(s, HudOverlay::Layout::Classic, true);
    const QImage without = paint(s, HudOverlay::Layout::Classic, false);
    const QRect lowerLeft(0, kSize.height() - 40, 400, 40);
    QVERIFY(drawnPixels(with, lowerLeft) > 100);
    QCOMPARE(drawnPixels(without, lowerLeft), 0);
  }

  void stateFromARun() {
    sw::ProjectLoad load = sw::loadProject(std::string(SW_SOURCE_DIR) + "/projects/demo");
    QVERIFY(load.project);
    sw::PlayOptions options;
    options.players = 2;
    auto rt = sw::RuntimeLevel::build(*load.project, *load.project->levels[0], options);
    QVERIFY(rt.ok());
    QVERIFY(rt->run(700));
    const HudState s = HudState::from(*rt);
    QCOMPARE(s.tick, std::int64_t(700));
    QCOMPARE(s.enemies, enemiesOf(*rt).size());
    QCOMPARE(s.players.size(), playersOf(*rt).size());
    for (std::size_t i = 0; i < s.players.size(); ++i) {
      QCOMPARE(s.players[i].name, QString::fromStdString(rt->get<sw::PlayerSystem>().name(int(i))));
      QCOMPARE(s.players[i].lives, playersOf(*rt)[i].lives);
      QVERIFY(s.players[i].charge >= 0 && s.players[i].charge <= 1);
    }
    // The pool budget reads the run's pools; no aid is on and the rank is the level's.
    QCOMPARE(s.enemyBulletCapacity, enemyBulletCapacityOf(*rt));
    QCOMPARE(s.enemyBullets, enemyBulletCountOf(*rt));
    QCOMPARE(s.particleCapacity, options.particleCapacity);
    QCOMPARE(s.enemyCapacity, enemyCapacityOf(*rt));
    QVERIFY(!s.godMode && !s.infiniteLives);
    QVERIFY(sw::play::hudAidsText(s).isEmpty());
    rt->setAids(true, true);  // from the next tick: the HUD says so at once
    const HudState aided = HudState::from(*rt);
    QVERIFY(aided.godMode && aided.infiniteLives);
    QCOMPARE(sw::play::hudAidsText(aided), QString("GOD MODE   INFINITE LIVES"));
  }

  // A power-up spends the charge: its meter shows the time left instead, in violet, filling
  // from the bottom as the charge does, and the weapon's name is marked.
  void aPowerUpShowsItsTimeOnTheChargeMeter() {
    HudState s = twoPlayers();
    s.players.resize(1);
    s.players[0].charge = 0;
    s.players[0].power = 0.5;
    HudOverlay hud;
    hud.setState(s);
    QImage image(kSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    hud.paintHud(painter, kSize);
    painter.end();
    const auto& meters = hud.paintedMeters()[0];
    const int inner = meters.charge.height() - 2;
    QCOMPARE(meters.chargeFill.height(), int(std::lround(0.5 * inner)));
    const QColor middle = QColor::fromRgba(image.pixel(meters.chargeFill.center()));
    QVERIFY2(middle.blue() > 150 && middle.red() > 120 && middle.green() < 140, qPrintable(middle.name()));

    sw::ProjectLoad load = sw::loadProject(std::string(SW_SOURCE_DIR) + "/projects/demo");
    QVERIFY(load.project);
    auto rt = sw::RuntimeLevel::build(*load.project, *load.project->levels[0], sw::PlayOptions{});
    QVERIFY(rt.ok());
    QVERIFY(rt->run(2));
    const std::int64_t full = rt->options().rules.chargeMax, ticks = rt->options().rules.powerUpTicks;
    sw::RuntimeLevelTestAccess::players(*rt)[0].weaponCharge = full;
    sw::TickInput second;
    second.player = {sw::InputSecond, 0};
    rt->tick(second);
    rt->tick(sw::TickInput{});
    const HudState from = HudState::from(*rt);
    QCOMPARE(from.players[0].power, double(ticks - 1) / double(ticks));
    QVERIFY2(from.players[0].weapon.endsWith(" +"), qPrintable(from.players[0].weapon));
    QCOMPARE(from.players[0].charge, 0.0);
  }

  // Pools are orange from 75% full and red when full, in the text's level and on screen.
  void budgetLineColoursPoolsByFill_data() {
    QTest::addColumn<int>("live");
    QTest::addColumn<int>("level");
    QTest::newRow("empty") << 0 << int(HudPool::Level::Normal);
    QTest::newRow("just under 75%") << 74 << int(HudPool::Level::Normal);
    QTest::newRow("75%") << 75 << int(HudPool::Level::Warning);
    QTest::newRow("99%") << 99 << int(HudPool::Level::Warning);
    QTest::newRow("full") << 100 << int(HudPool::Level::Full);
  }
  void budgetLineColoursPoolsByFill() {
    QFETCH(int, live);
    QFETCH(int, level);
    HudState s = twoPlayers();
    s.enemyBullets = std::size_t(live);
    s.enemyBulletCapacity = 100;
    s.enemies = 1;
    s.enemyCapacity = 40;
    s.particleCapacity = 2048;
    s.playerBulletCapacity = 512;
    const std::vector<HudPool> pools = sw::play::hudPools(s);
    QCOMPARE(pools.size(), std::size_t(4));
    QCOMPARE(pools[1].text(), QString("enemy bullets %1/100").arg(live));
    QCOMPARE(int(pools[1].level()), level);
    QCOMPARE(int(pools[0].level()), int(HudPool::Level::Normal));
    HudOverlay hud;
    hud.setState(s);
    QVERIFY2(hud.budgetText().contains(QString("enemies 1/40   enemy bullets %1/100   player shots 0/512").arg(live)),
             qPrintable(hud.budgetText()));
    // On screen: the budget line sits above the counters and shows the level's colour.
    const QImage image = paint(s, HudOverlay::Layout::Classic, true);
    const QRect line(0, kSize.height() - 60, 700, 34);
    const QColor want = sw::play::hudPoolColor(HudPool::Level(level));
    int matching = 0, orange = 0, red = 0;
    for (int y = line.top(); y <= line.bottom(); ++y)
      for (int x = line.left(); x <= line.right(); ++x) {
        const QColor c = QColor::fromRgba(image.pixel(x, y));
        matching += c == want;
        orange += c == sw::play::hudPoolColor(HudPool::Level::Warning);
        red += c == sw::play::hudPoolColor(HudPool::Level::Full);
      }
    QVERIFY(matching > 10);
    QCOMPARE(orange > 0, level == int(HudPool::Level::Warning));
    QCOMPARE(red > 0, level == int(HudPool::Level::Full));
  }

  // With timing on, each system's time per tick: one row per system of the level, named as the
  // system is, drawn above the counters; nothing is measured, or drawn, with timing off.
  void systemTimesFromATimedRun() {
    sw::ProjectLoad load = sw::loadProject(std::string(SW_SOURCE_DIR) + "/projects/demo");
    QVERIFY(load.project);
    auto rt = sw::RuntimeLevel::build(*load.project, *load.project->levels[0], sw::PlayOptions{});
    QVERIFY(rt.ok());
    sw::play::SystemTimeHistory history;
    rt->run(10);
    history.sample(*rt);
    QVERIFY(history.rows().empty());  // timing off: nothing to show
    rt->setTiming(true);
    for (int i = 0; i < 30; ++i) {
      rt->tick();
      history.sample(*rt);
      history.sample(*rt);  // a frame without a new tick adds nothing
    }
    const std::vector<sw::play::HudSystemTime> rows = history.rows();
    QCOMPARE(rows.size(), rt->systems().size());
    double total = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
      QCOMPARE(rows[i].name, QString::fromStdString(rt->systems()[i]->name()));
      QCOMPARE(rows[i].micros.size(), std::size_t(30));
      for (float v : rows[i].micros) total += v;
    }
    QVERIFY(total > 0);
    const QStringList texts = sw::play::hudSystemTimeTexts(rows);
    QVERIFY2(texts.join(' ').contains(QRegularExpression("^camera \\d+ us")), qPrintable(texts.join(' ')));
    HudState s = twoPlayers();
    s.systems = rows;
    const QImage with = paint(s, HudOverlay::Layout::Classic, true);
    s.systems.clear();
    const QImage without = paint(s, HudOverlay::Layout::Classic, true);
    const QRect graphArea(0, kSize.height() - 120 - 14 * int(rows.size()), 400, 14 * int(rows.size()));
    QVERIFY(drawnPixels(with, graphArea) > 200);
    QCOMPARE(drawnPixels(without, graphArea), 0);
  }

  void aidsLineOnlyWhenAnAidIsOn() {
    HudState s = twoPlayers();
    s.enemyCapacity = 40;  // a shooter's pools: the budget line, with the aids above it
    s.enemyBulletCapacity = 100;
    QVERIFY(sw::play::hudAidsText(s).isEmpty());
    s.rank = 0.5;
    QCOMPARE(sw::play::hudAidsText(s), QString("rank 0.50"));
    s.godMode = true;
    QCOMPARE(sw::play::hudAidsText(s), QString("GOD MODE   rank 0.50"));
    const QImage with = paint(s, HudOverlay::Layout::Classic, true);
    s.godMode = false;
    s.rank = -1;
    const QImage without = paint(s, HudOverlay::Layout::Classic, true);
    const QRect aidsRow(0, kSize.height() - 90, 400, 26);
    QVERIFY(drawnPixels(with, aidsRow) > 100);
    QCOMPARE(drawnPixels(without, aidsRow), 0);
  }

  // A platformer's counters name the active character with its health, and the crates and
  // sparks; after a switch, the other character.
  void platformerCountersNameTheActiveCharacter() {
    sw::Result<sw::TemplateContent> content = sw::makeTemplateContent("platformer", "Room");
    QVERIFY(content);
    sw::Result<sw::RuntimeLevel> rt =
        sw::RuntimeLevel::build(*content->project, *content->project->levels.front(), sw::PlayOptions{});
    QVERIFY(rt);
    HudState s = HudState::from(*rt);
    QVERIFY(s.platformer);
    QVERIFY(sw::play::hudPools(s).empty());
    HudOverlay hud;
    hud.setState(s);
    QVERIFY2(hud.countersText().startsWith("tick 0   runner 5/5   crates 1   sparks 0"), qPrintable(hud.countersText()));
    sw::TickInput in;
    in.player[0] = sw::InputSwitchWeapon;
    rt->tick(in);
    hud.setState(HudState::from(*rt));
    QVERIFY2(hud.countersText().contains("grappler 5/5"), qPrintable(hud.countersText()));
  }

  // Monsters left show beside the props, only in a level that has monsters.
  void platformerCountersCountMonstersLeft() {
    HudState s;
    s.platformer = true;
    HudOverlay hud;
    hud.setState(s);
    QVERIFY2(!hud.countersText().contains("monsters"), qPrintable(hud.countersText()));
    s.monsters = 3;
    s.monstersAlive = 2;
    hud.setState(s);
    QVERIFY2(hud.countersText().contains("sparks 0   monsters 2/3   1x"), qPrintable(hud.countersText()));
    // Read from a run: two placed, both standing.
    sw::test::Room room;
    room.start("hero_start", {0, 0});
    room.monsterType("slime");
    room.monster("slime_1", "slime", {6, 0});
    room.monster("slime_2", "slime", {-6, 0});
    sw::Result<sw::RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    const HudState read = HudState::from(*rt);
    QCOMPARE(read.monsters, std::size_t(2));
    QCOMPARE(read.monstersAlive, std::size_t(2));
  }

  // A level kind without the shooter's pools (a platformer) shows no budget line; the aids
  // still show, where the budget line would be.
  void noPoolsNoBudgetLine() {
    HudState s = twoPlayers();
    QVERIFY(sw::play::hudPools(s).empty());
    const QImage none = paint(s, HudOverlay::Layout::Classic, true);
    const QRect budgetRow(0, kSize.height() - 60, 700, 30);
    s.godMode = true;
    const QImage aids = paint(s, HudOverlay::Layout::Classic, true);
    QVERIFY(drawnPixels(aids, budgetRow) > drawnPixels(none, budgetRow) + 100);
  }
};

QTEST_MAIN(HudOverlayTest)
#include "hud_overlay_test.moc"
