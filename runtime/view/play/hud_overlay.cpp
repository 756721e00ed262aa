#include "view/play/hud_overlay.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "sim/runtime_level.h"
#include "sim/systems/effects/effect_system.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/weapons/weapon_system.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/crate_system.h"
#include "sim/platformer/monster_system.h"
#include "sim/platformer/spark_system.h"
#include "view/play/hud_budget.h"
#include "view/play/hud_meters.h"

namespace sw::play {
namespace {

constexpr int kBarHeight = 34;    // one player's band, at least (it grows with the text: meters are as tall as it)
constexpr int kMeterWidth = 110;
constexpr int kPad = 10;

// A player's band: both meters, each as tall as the text, with a little air.
int bandHeight(const QFontMetrics& fm) { return std::max(kBarHeight, hudMetersHeight(fm.height()) + 6); }

// The weapon type's name as the designer wrote it; the built-in two keep their translated names.
QString weaponName(const sw::RuntimeLevel& runtime, int index) {
  const sw::WeaponSystem* weapons = runtime.find<sw::WeaponSystem>();
  if (!weapons || index < 0 || index >= weapons->count()) return {};
  const std::string& name = weapons->weapon(index).name;
  if (name == "shot") return HudOverlay::tr("Shot");
  if (name == "spread") return HudOverlay::tr("Spread");
  return QString::fromStdString(name);
}

// A small ship silhouette for each life.
void drawLife(QPainter& painter, QPointF at, bool mirrored, const QColor& color) {
  const double d = mirrored ? -1 : 1;
  QPainterPath ship;
  ship.moveTo(at + QPointF(7 * d, 0));
  ship.lineTo(at + QPointF(-6 * d, -5));
  ship.lineTo(at + QPointF(-3 * d, 0));
  ship.lineTo(at + QPointF(-6 * d, 5));
  ship.closeSubpath();
  painter.fillPath(ship, color);
}

}  // namespace

HudState HudState::from(const sw::RuntimeLevel& runtime) {
  HudState s;
  const sw::GameRules& rules = runtime.options().rules;
  const sw::PlayerSystem* players = runtime.find<sw::PlayerSystem>();
  for (const sw::Player& p : players ? players->players() : std::vector<sw::Player>{}) {
    HudPlayer h;
    h.name = QString::fromStdString(players->name(p.index));
    h.lives = p.lives;
    h.score = p.score;
    h.multiplier = p.multiplier;
    h.charge = rules.chargeMax > 0 ? double(p.weaponCharge) / double(rules.chargeMax) : 0;
    h.second = rules.secondMax > 0 ? double(p.secondCharge) / double(rules.secondMax) : 0;
    h.power = p.powerTicks > 0 && rules.powerUpTicks > 0 ? double(p.powerTicks) / double(rules.powerUpTicks) : 0;
    h.weapon = weaponName(runtime, p.weapon);
    if (h.power > 0) h.weapon += QStringLiteral(" +");
    h.alive = p.alive;
    h.out = p.out;
    s.players.push_back(h);
  }
  s.tick = runtime.ticksRun();
  // The pools' budget (hud_budget.cpp), of the systems the level's kind has.
  if (const auto* characters = runtime.find<sw::CharacterSystem>()) {
    s.platformer = true;
    const auto& all = characters->characters();
    for (const sw::CharacterBody& c : all)
      if (c.index == characters->active() || (runtime.options().players >= 2 && c.index < 2))
        s.characters.push_back({QString::fromStdString(characters->type(std::size_t(c.index)).name), c.health,
                                characters->type(std::size_t(c.index)).maxHealth});
  }
  if (const auto* crates = runtime.find<sw::CrateSystem>()) s.crates = crates->crates().size();
  if (const auto* monsters = runtime.find<sw::MonsterSystem>()) {
    s.monsters = monsters->monsters().size();
    for (std::size_t i = 0; i < s.monsters; ++i) s.monstersAlive += monsters->active(i) ? 1 : 0;
  }
  if (const auto* sparks = runtime.find<sw::SparkSystem>()) s.sparks = sparks->sparks().size();
  if (const auto* enemies = runtime.find<sw::EnemySystem>()) {
    s.enemies = enemies->enemies().size();
    s.enemyCapacity = enemies->capacity();
  }
  if (const auto* weapons = runtime.find<sw::WeaponSystem>()) {
    s.playerBullets = weapons->bullets().size();
    s.playerBulletCapacity = weapons->bulletCapacity();
  }
  if (const auto* enemyBullets = runtime.find<sw::EnemyBulletSystem>()) {
    s.enemyBullets = enemyBullets->bullets().size();
    s.enemyBulletCapacity = enemyBullets->bullets().capacity();
  }
  if (const auto* effects = runtime.find<sw::EffectSystem>()) {
    s.particles = effects->particles().size();
    s.particleCapacity = effects->capacity();
  }
  const sw::PlayOptions::AidChange aids = runtime.aidsAt(runtime.ticksRun());
  s.godMode = aids.godMode;
  s.infiniteLives = aids.infiniteLives;
  s.rank = runtime.options().rank;
  s.errors = runtime.errors().size();
  s.bosses = hudBosses(runtime);
  s.results = HudResults::from(runtime);
  return s;
}

HudOverlay::HudOverlay(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("hudOverlay"));
  setAttribute(Qt::WA_TransparentForMouseEvents);
  setAttribute(Qt::WA_NoSystemBackground);
  setFocusPolicy(Qt::NoFocus);
}

void HudOverlay::setState(const HudState& state) {
  state_ = state;
  update();
  emit changed();
}

void HudOverlay::setLayout(Layout layout) {
  if (layout == layout_) return;
  layout_ = layout;
  update();
  emit changed();
}

void HudOverlay::setCountersVisible(bool on) {
  counters_ = on;
  update();
  emit changed();
}

void HudOverlay::setPlayersVisible(bool on) {
  players_ = on;
  update();
  emit changed();
}

QString HudOverlay::countersText() const {
  if (state_.platformer) {  // what a platformer's tester reads: who plays, their health, the props, monsters left
    QString text = tr("tick %1").arg(state_.tick);
    for (const HudState::Character& c : state_.characters)
      text += tr("   %1 %2/%3").arg(c.name).arg(c.health).arg(c.maxHealth);
    text += tr("   crates %1   sparks %2").arg(state_.crates).arg(state_.sparks);
    if (state_.monsters > 0) text += tr("   monsters %1/%2").arg(state_.monstersAlive).arg(state_.monsters);
    text += tr("   %1x").arg(state_.speed);
    if (state_.errors) text += tr("   errors %1").arg(state_.errors);
    if (state_.paused) text += tr("   PAUSED");
    return text;
  }
  QString text = tr("tick %1   enemies %2   bullets %3 / %4   particles %5   %6x")
                     .arg(state_.tick)
                     .arg(state_.enemies)
                     .arg(state_.playerBullets)
                     .arg(state_.enemyBullets)
                     .arg(state_.particles)
                     .arg(state_.speed);
  if (state_.errors) text += tr("   errors %1").arg(state_.errors);
  if (state_.paused) text += tr("   PAUSED");
  return text;
}

QString HudOverlay::budgetText() const { return hudBudgetText(state_); }

QString HudOverlay::aidsText() const { return hudAidsText(state_); }

void HudOverlay::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  paintHud(painter, size());
}

void HudOverlay::paintHud(QPainter& painter, QSize size) const {
  painter.setRenderHint(QPainter::Antialiasing);
  QFont font = painter.font();
  font.setBold(true);
  painter.setFont(font);
  paintedMeters_.clear();
  const int band = bandHeight(painter.fontMetrics());
  if (players_) {
    const int w = size.width();
    for (std::size_t i = 0; i < state_.players.size() && i < 2; ++i) {
      QRect rect;
      bool mirrored = false;
      if (layout_ == Layout::Default) {
        // P1 along the top, P2 along the bottom reading from the right.
        mirrored = i == 1;
        rect = i == 0 ? QRect(0, 0, w, band) : QRect(0, size.height() - band, w, band);
      } else {
        // Classic: both on top, each in its own half.
        mirrored = i == 1;
        rect = i == 0 ? QRect(0, 0, w / 2, band) : QRect(w / 2, 0, w - w / 2, band);
      }
      paintPlayerBar(painter, state_.players[i], rect, mirrored);
    }
  }
  if (!state_.bosses.empty()) {
    const int top = players_ && !state_.players.empty() ? band + kPad : kPad;
    paintHudBosses(painter, QRect(0, top, size.width(), size.height() / 3), state_.bosses);
  }
  if (counters_) {
    font.setBold(false);
    painter.setFont(font);
    const QString text = countersText();
    const int bottomBand = (players_ && layout_ == Layout::Default && state_.players.size() > 1) ? band : 0;
    QRect box(kPad, size.height() - bottomBand - 26, painter.fontMetrics().horizontalAdvance(text) + 12, 20);
    // A platformer has no player bars along the top, and its characters stand on the floor
    // at the bottom: the counters and graphs go to the top-left corner instead.
    if (state_.platformer) box.moveTop(kPad + hudSystemTimesHeight(state_.systems) + 6 + (aidsText().isEmpty() ? 0 : 22));
    painter.fillRect(box, QColor(0, 0, 0, 150));
    painter.setPen(QColor(200, 230, 255));
    painter.drawText(box, Qt::AlignCenter, text);
    const int budget = paintHudBudget(painter, kPad, box.top() - 2, state_);
    paintHudSystemTimes(painter, kPad, box.top() - 4 - budget, state_.systems);
  }
  paintHudResults(painter, QRect(QPoint(0, 0), size), state_.results);
}

void HudOverlay::paintPlayerBar(QPainter& painter, const HudPlayer& player, QRect band, bool mirrored) const {
  painter.fillRect(band, QColor(0, 0, 0, 110));
  const QColor accent = mirrored ? QColor(255, 170, 90) : QColor(110, 200, 255);
  const QFontMetrics fm = painter.fontMetrics();
  const int cy = band.center().y();
  const QString name = player.out ? tr("%1 (out)").arg(player.name) : player.name;
  const int livesShown = std::min(player.lives, 6);
  const QString score = QStringLiteral("%1").arg(player.score, 8, 10, QLatin1Char('0')) +
                        (player.multiplier > 1 ? QStringLiteral("  x%1").arg(player.multiplier) : QString());
  // Two players side by side (Classic) in a narrow view: the gaps and then the meters give
  // way, so one player's items never run into the other's half.
  const int items = fm.horizontalAdvance(name) + std::max(1, livesShown) * 18 + fm.horizontalAdvance(score) +
                    fm.horizontalAdvance(player.weapon);
  int gap = 2 * kPad, meterWidth = kMeterWidth;
  const int spare = band.width() - kPad - items - meterWidth;  // what is left for the four gaps
  if (spare < 4 * gap) gap = std::max(kPad / 2, spare / 4);
  if (spare < 4 * gap) meterWidth = std::max(kMeterWidth / 3, meterWidth - (4 * gap - spare));
  // Items laid out from the player's own edge: name, lives, score, charge, second charge.
  int x = mirrored ? band.right() - kPad : band.left() + kPad;
  const auto take = [&](int width) {
    const int left = mirrored ? x - width : x;
    x = mirrored ? x - width - gap : x + width + gap;
    return QRect(left, band.top(), width, band.height());
  };
  const Qt::Alignment align = Qt::AlignVCenter | (mirrored ? Qt::AlignRight : Qt::AlignLeft);

  painter.setPen(player.alive ? accent : accent.darker(170));
  painter.drawText(take(fm.horizontalAdvance(name)), align, name);

  const QRect livesBox = take(std::max(1, livesShown) * 18);
  for (int i = 0; i < livesShown; ++i) {
    const double px = mirrored ? livesBox.right() - 9 - i * 18 : livesBox.left() + 9 + i * 18;
    drawLife(painter, QPointF(px, cy), mirrored, accent);
  }
  if (player.lives > livesShown) {
    painter.setPen(Qt::white);
    painter.drawText(livesBox, align, QStringLiteral("x%1").arg(player.lives));
  }

  painter.setPen(Qt::white);
  painter.drawText(take(fm.horizontalAdvance(score)), align, score);

  painter.setPen(QColor(220, 220, 220));
  const QRect weaponBox = take(fm.horizontalAdvance(player.weapon));
  painter.drawText(weaponBox, align, player.weapon);

  // The second meter on top, the charge below it filling from the bottom; each as tall as the text.
  const QRect meterBox = take(meterWidth);
  // Powered up: the charge was spent; its meter shows the power-up's time left instead.
  const bool powered = player.power > 0;
  const double charge = powered ? player.power : player.charge;
  const HudMeterGeometry meters =
      hudMeterGeometry(meterBox.left(), cy, meterWidth, fm.height(), charge, player.second, mirrored);
  paintHudMeters(painter, meters, charge, player.second, powered);
  paintedMeters_.push_back(meters);
}

}  // namespace sw::play
