#include "view/play/platformer_renderer.h"

#include <algorithm>

#include "model/level/level.h"
#include "model/platformer/platform_geometry.h"
#include "model/platformer/puzzle_objects.h"
#include "model/platformer/sprite_frames.h"
#include "model/project/project.h"
#include "model/tiles/tileset.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/geometry_system.h"
#include "sim/platformer/grappling_hook.h"
#include "sim/platformer/melee.h"
#include "sim/platformer/monster_system.h"
#include "sim/platformer/puzzle_system.h"
#include "sim/platformer/spark_system.h"
#include "sim/runtime_level.h"
#include "view/creature_sprites.h"
#include "view/level_view.h"
#include "view/overlay_geometry.h"
#include "view/play/route_overlay.h"
#include "view/qt_color.h"
#include "view/scene_items.h"

namespace sw::play {

using sw::ui::OverlayGeometry;

namespace {
constexpr float kGeometryZ = 0.02f;
constexpr float kMarkZ = 0.04f;
constexpr float kCharacterZ = 0.06f;
constexpr float kMonsterZ = 0.055f;       // behind the characters: a fight reads who is who
constexpr std::int64_t kFlashTicks = 30;  // a catch-up ring's life (half a second)
constexpr float kRouteZ = 0.08f;          // over the creatures: whose route it is stays readable

void addBox(OverlayGeometry& g, sw::Vec2 lo, sw::Vec2 hi, sw::Vec2 origin, float z, const QColor& color) {
  const QVector3D a = at(lo, origin, z), b = at({hi.x, lo.y}, origin, z), c = at(hi, origin, z),
                  d = at({lo.x, hi.y}, origin, z);
  g.addTriangle(a, b, c, color);
  g.addTriangle(a, c, d, color);
}

// The colour an owner of the world is drawn in: its level object's.
QColor colorOf(const sw::Level* level, const std::string& name) {
  const sw::LevelObject* o = level ? level->findByName(name) : nullptr;
  if (const auto* g = sw::objectCast<const sw::PlatformGeometry*>(o)) return sw::toQColor(g->color);
  if (const auto* d = sw::objectCast<const sw::Door*>(o)) return sw::toQColor(d->color);
  if (const auto* c = sw::objectCast<const sw::Crate*>(o)) return sw::toQColor(c->color);
  if (const auto* b = sw::objectCast<const sw::Barrier*>(o)) return sw::toQColor(b->color);
  return QColor(150, 160, 175);
}

// A swing's reach (melee.h attackBox) as a lighter, see-through box ahead of the body (on the
// translucent layer `glow`), more solid and outlined bright during the frames that hurt.
// `hurts` as the creature's looks say (a swing its attack animation drives hurts in that
// animation's active frames, creature_looks.h).
void addSwing(OverlayGeometry& glow, OverlayGeometry& lines, const sw::CharacterBody& body,
              const sw::MeleeAttack& attack, bool hurts, double width, sw::Vec2 o, float z, const QColor& color) {
  if (body.swingTick < 0) return;
  const sw::Box box = sw::attackBox(body, attack, width);
  addBox(glow, box.min, box.max, o, z, sw::ui::forTranslucentLayer(color.lighter(150), hurts ? 0.6 : 0.25));
  lines.addPolyline({at(box.min, o, z), at({box.max.x, box.min.y}, o, z), at(box.max, o, z),
                     at({box.min.x, box.max.y}, o, z)},
                    hurts ? QColor(255, 250, 220) : color.lighter(130), true);
}

// Health pips above a head.
void addPips(OverlayGeometry& fills, sw::Vec2 head, std::int64_t health, std::int64_t maxHealth, sw::Vec2 o,
             float z) {
  for (std::int64_t i = 0; i < maxHealth && i < 20; ++i) {
    const sw::Vec2 c = head + sw::Vec2{(double(i) - double(maxHealth - 1) * 0.5) * 0.22, 0.25};
    addBox(fills, c - sw::Vec2{0.08, 0.08}, c + sw::Vec2{0.08, 0.08}, o, z,
           i < health ? QColor(240, 80, 80) : QColor(70, 40, 40));
  }
}
}  // namespace

PlatformerRenderer::PlatformerRenderer(SceneKit& kit)
    : fills_(kit.makeLayer(false)), lines_(kit.makeLayer(true)), glow_(kit.makeLayer(false, true)) {
  sw::ui::LevelView* view = kit.view();
  if (!view || !view->sceneItems()) return;
  sprites_ = std::make_unique<sw::ui::CreatureSprites>(*view->sceneItems(), kit.overlayParent());
  // The editor's image cache when it gave one (tile layers use it too), else the files.
  if (view->tileLayerBatches()) sprites_->setImageSource(view->tileLayerBatches()->imageSource());
}

PlatformerRenderer::~PlatformerRenderer() = default;

int PlatformerRenderer::spriteCount() const { return sprites_ ? sprites_->instances() : 0; }

bool PlatformerRenderer::drawSprite(const sw::CreatureLooks& looks, int look, const sw::CharacterBody& body,
                                    const FrameContext& frame, float z, double& top) {
  if (!sprites_ || look < 0) return false;
  const sw::Tileset* sheet = looks.sprite(look);
  const sw::TilesetTile* tile = sheet ? looks.frame(look, body.animation) : nullptr;
  if (!tile) return false;
  const std::string directory = frame.project ? frame.project->directory : std::string();
  if (!sprites_->add(*sheet, *tile, directory, body.position + frame.origin, body.facing, z)) return false;
  top = body.position.y - sw::frameOrigin(*tile).y + tile->size.y;
  return true;
}

int PlatformerRenderer::geometryVertices() const { return fills_ ? fills_->vertexCount() : 0; }

int PlatformerRenderer::lineVertices() const { return lines_ ? lines_->vertexCount() : 0; }

int PlatformerRenderer::glowVertices() const { return glow_ ? glow_->vertexCount() : 0; }

void PlatformerRenderer::drawMonsters(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  const auto* system = runtime.find<sw::MonsterSystem>();
  if (!system) return;
  const sw::Vec2 o = frame.origin;
  for (std::size_t i = 0; i < system->monsters().size(); ++i) {
    const sw::MonsterBody& monster = system->monsters()[i];
    const sw::CharacterBody& body = monster.body;
    const sw::MonsterType& type = system->type(i);
    const double hx = type.width * 0.5, h = type.height;
    const sw::Vec2 p = body.position;
    if (!p.isFinite()) continue;
    ++monsters_;
    const QColor color = sw::toQColor(type.color);
    const bool blinkOff =
        system->active(i) && body.invulnerableTicks > 0 && (frame.tick / 4) % 2;  // blinks while safe
    if (double top = p.y + h;
        !blinkOff && drawSprite(system->looks(), system->look(i), body, frame, kMonsterZ, top)) {
      if (!system->active(i)) continue;  // a defeated one shows its frame (its "dead" animation) alone
      addPips(*fills_, {p.x, std::max(top, p.y + h)}, body.health, type.maxHealth, o, kMonsterZ);
      addSwing(*glow_, *lines_, body, type, system->looks().swingHurts(system->look(i), body, type), type.width, o,
               kMonsterZ + 0.015f, color);
      continue;
    }
    if (!system->active(i)) {  // defeated: lying flat where it fell, grey
      // Dark and dull, apart from the grey floors and lever bases it lies on.
      const QColor grey = QColor::fromHsv(std::max(0, color.hsvHue()), 70, 80);
      addBox(*fills_, p - sw::Vec2{hx * 1.3, 0}, p + sw::Vec2{hx * 1.3, std::min(0.25, h * 0.3)}, o,
             kMonsterZ, grey);
      continue;
    }
    if (blinkOff) continue;
    addBox(*fills_, p - sw::Vec2{hx, 0}, p + sw::Vec2{hx, h}, o, kMonsterZ, color);
    // Its eye, as a character's, shows which way it faces; a fleeing monster's is pale.
    const sw::Vec2 eye = p + sw::Vec2{body.facing * hx * 0.45, h * 0.75};
    const double e = std::min(hx, h) * 0.2;
    addBox(*fills_, eye - sw::Vec2{e, e}, eye + sw::Vec2{e, e}, o, kMonsterZ + 0.01f,
           monster.mode == sw::MonsterMode::Flee    ? QColor(220, 220, 240)
           : monster.mode == sw::MonsterMode::Chase ? QColor(255, 230, 60)
                                                    : QColor(20, 20, 30));
    lines_->addPolyline({at(p - sw::Vec2{hx, 0}, o, kMonsterZ), at(p + sw::Vec2{hx, 0}, o, kMonsterZ),
                         at(p + sw::Vec2{hx, h}, o, kMonsterZ), at(p + sw::Vec2{-hx, h}, o, kMonsterZ)},
                        color.darker(170), true);
    addPips(*fills_, p + sw::Vec2{0, h}, body.health, type.maxHealth, o, kMonsterZ);
    addSwing(*glow_, *lines_, body, type, system->looks().swingHurts(system->look(i), body, type), type.width, o,
               kMonsterZ + 0.015f, color);
  }
}

void PlatformerRenderer::drawFlashes(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  const std::int64_t now = runtime.ticksRun();
  // Events are the last tick's only: read once per tick. (Two ticks in one frame lose the
  // first one's events; a catch-up is rare enough for that not to matter.)
  if (now < eventsSeenTick_) flashes_.clear();  // the run started again or rolled back
  if (now != eventsSeenTick_) {
    for (const sw::LevelEvent& e : runtime.events())
      if (e.kind == "follower-caught-up") flashes_.push_back({e.at, now});
    eventsSeenTick_ = now;
  }
  std::erase_if(flashes_, [now](const Flash& f) { return now - f.tick >= kFlashTicks; });
  for (const Flash& f : flashes_) {
    const double age = double(now - f.tick) / double(kFlashTicks);  // 0 .. 1
    // The lines' material is opaque: the ring fades by darkening toward the background.
    const QColor ring =
        QColor::fromRgbF(float(1 - 0.75 * age), float(1 - 0.75 * age), float(0.85 - 0.6 * age));
    const QVector3D centre = at(f.at + sw::Vec2{0, 0.8}, frame.origin, kCharacterZ + 0.02f);
    addCircle(*lines_, centre, 0.4 + 1.2 * age, ring);
    addCircle(*lines_, centre, 0.25 + 0.8 * age, ring);
  }
}

void PlatformerRenderer::update(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  if (!fills_ || !lines_ || !glow_) return;
  fills_->begin(OverlayGeometry::Kind::Triangles);
  lines_->begin(OverlayGeometry::Kind::Lines);
  glow_->begin(OverlayGeometry::Kind::Triangles);
  characters_ = 0;
  monsters_ = 0;
  routeLinks_ = 0;
  if (sprites_) sprites_->begin();
  const sw::Vec2 o = frame.origin;
  if (const auto* geometry = runtime.find<sw::GeometrySystem>()) {
    const sw::PlatformWorld& world = geometry->world();
    for (const sw::PlatformPiece& piece : world.pieces()) {
      const sw::PlatformOwner& owner = world.owners()[std::size_t(piece.owner)];
      QColor color = colorOf(frame.level, owner.name);
      if (owner.pass == sw::Pass::Up) color = color.lighter(115);
      if (owner.pass != sw::Pass::None && owner.pass != sw::Pass::Up)
        color.setAlpha(150);  // a barrier letting through
      const QVector3D a = at(piece.world[0], o, kGeometryZ);
      for (int i = 1; i + 1 < piece.corners; ++i)
        fills_->addTriangle(a, at(piece.world[std::size_t(i)], o, kGeometryZ),
                            at(piece.world[std::size_t(i + 1)], o, kGeometryZ), color);
    }
    // Outlines of whole pieces of the level (not of the triangles they were cut into).
    for (std::size_t i = 0; i < world.owners().size(); ++i) {
      const sw::PlatformOwner& owner = world.owners()[i];
      const auto* g = frame.level
                          ? sw::objectCast<const sw::PlatformGeometry*>(frame.level->findByName(owner.name))
                          : nullptr;
      if (!g) continue;
      std::vector<QVector3D> outline;
      for (const sw::Vec2& p : g->outlineAt(owner.anchor)) outline.push_back(at(p, o, kGeometryZ + 0.005f));
      lines_->addPolyline(outline, owner.pass == sw::Pass::Up ? QColor(255, 220, 120) : QColor(40, 44, 52),
                          true);
    }
  }
  if (const auto* puzzles = runtime.find<sw::PuzzleSystem>()) {
    const auto& state = puzzles->state();
    for (std::size_t i = 0; i < puzzles->switches().size(); ++i) {
      const auto& s = puzzles->switches()[i];
      const bool on = state.switches[i].on;
      if (s.plate) {  // a bar on the floor, sunk when pressed
        const double h = on ? 0.06 : 0.16;
        addBox(*fills_, s.position - sw::Vec2{s.size.x * 0.5, 0.0}, s.position + sw::Vec2{s.size.x * 0.5, h},
               o, kMarkZ, on ? QColor(120, 230, 120) : QColor(220, 200, 80));
      } else {  // a lever leaning left (off) or right (on)
        const sw::Vec2 base = s.position - sw::Vec2{0, s.size.y * 0.5};
        const sw::Vec2 tip = base + sw::Vec2{(on ? 0.4 : -0.4) * s.size.x, s.size.y * 0.8};
        lines_->addLine(at(base, o, kMarkZ), at(tip, o, kMarkZ),
                        on ? QColor(120, 230, 120) : QColor(230, 120, 90));
        addBox(*fills_, tip - sw::Vec2{0.12, 0.12}, tip + sw::Vec2{0.12, 0.12}, o, kMarkZ,
               on ? QColor(120, 230, 120) : QColor(230, 120, 90));
        addBox(*fills_, base - sw::Vec2{0.3, 0.0}, base + sw::Vec2{0.3, 0.15}, o, kMarkZ,
               QColor(90, 90, 100));
      }
    }
    for (std::size_t i = 0; i < puzzles->checkpoints().size(); ++i) {  // a flag, bright once reached
      const auto& c = puzzles->checkpoints()[i];
      const bool reached = state.checkpoints[i].reached;
      const sw::Vec2 pole = c.position - sw::Vec2{c.size.x * 0.3, 0};
      lines_->addLine(at(pole, o, kMarkZ), at(pole + sw::Vec2{0, c.size.y}, o, kMarkZ),
                      QColor(220, 220, 220));
      fills_->addTriangle(at(pole + sw::Vec2{0, c.size.y}, o, kMarkZ),
                          at(pole + sw::Vec2{0.9, c.size.y - 0.35}, o, kMarkZ),
                          at(pole + sw::Vec2{0, c.size.y - 0.7}, o, kMarkZ),
                          reached ? QColor(120, 230, 140) : QColor(120, 120, 130));
    }
    for (const auto& g : puzzles->goals()) {
      const sw::Vec2 lo = g.position - sw::Vec2{g.size.x * 0.5, 0},
                     hi = g.position + sw::Vec2{g.size.x * 0.5, g.size.y};
      lines_->addPolyline(
          {at(lo, o, kMarkZ), at({hi.x, lo.y}, o, kMarkZ), at(hi, o, kMarkZ), at({lo.x, hi.y}, o, kMarkZ)},
          QColor(255, 230, 90), true);
    }
  }
  if (const auto* sparks = runtime.find<sw::SparkSystem>())
    for (const sw::Spark& s : sparks->sparks()) {
      const double r = 0.05 + 0.07 * double(s.life) / double(sw::SparkSystem::kLifeTicks);
      addBox(*fills_, s.position - sw::Vec2{r, r}, s.position + sw::Vec2{r, r}, o, kCharacterZ + 0.02f,
             QColor(255, 240, 150));
    }
  drawMonsters(runtime, frame);
  if (const auto* characters = runtime.find<sw::CharacterSystem>()) {
    for (const sw::CharacterBody& body : characters->characters()) {
      const std::size_t index = std::size_t(body.index);
      const sw::CharacterType& type = characters->type(index);
      const double hx = type.width * 0.5, h = type.height;
      const sw::Vec2 p = body.position;
      const QColor color = sw::toQColor(type.color);
      // A backdash leaves fading ghosts where it just was (drawn even while it blinks).
      if (body.dashTicks > 0)
        for (int k = 1; k <= 2; ++k) {
          const sw::Vec2 g = p - body.velocity * (3.0 * k);
          addBox(*glow_, g - sw::Vec2{hx, 0}, g + sw::Vec2{hx, h}, o, kCharacterZ - 0.002f * float(k),
                 sw::ui::forTranslucentLayer(color, 0.45 - 0.15 * k));
        }
      if (body.invulnerableTicks > 0 && (frame.tick / 4) % 2) continue;  // blinks while safe
      const bool active = body.index == characters->active() || runtime.options().players >= 2;
      if (double top = p.y + h;
          drawSprite(characters->looks(), characters->look(index), body, frame, kCharacterZ, top)) {
        top = std::max(top, p.y + h);
        addPips(*fills_, {p.x, top}, body.health, type.maxHealth, o, kCharacterZ);
        if (active) {  // who is played: a small white wedge over the pips
          const sw::Vec2 tip{p.x, top + 0.42};
          fills_->addTriangle(at(tip, o, kCharacterZ), at(tip + sw::Vec2{0.14, 0.2}, o, kCharacterZ),
                              at(tip + sw::Vec2{-0.14, 0.2}, o, kCharacterZ), QColor(255, 255, 255));
        }
      } else {
        addBox(*fills_, p - sw::Vec2{hx, 0}, p + sw::Vec2{hx, h}, o, kCharacterZ, color);
        // The eye shows which way it faces.
        const sw::Vec2 eye = p + sw::Vec2{body.facing * hx * 0.45, h * 0.78};
        const double e = std::min(hx, h) * 0.18;
        addBox(*fills_, eye - sw::Vec2{e, e}, eye + sw::Vec2{e, e}, o, kCharacterZ + 0.01f,
               QColor(20, 20, 30));
        lines_->addPolyline(
            {at(p - sw::Vec2{hx, 0}, o, kCharacterZ), at(p + sw::Vec2{hx, 0}, o, kCharacterZ),
             at(p + sw::Vec2{hx, h}, o, kCharacterZ), at(p + sw::Vec2{-hx, h}, o, kCharacterZ)},
            active ? QColor(255, 255, 255) : color.darker(160), true);
        // Health above the head.
        addPips(*fills_, p + sw::Vec2{0, h}, body.health, type.maxHealth, o, kCharacterZ);
      }
      addSwing(*glow_, *lines_, body, type, characters->looks().swingHurts(characters->look(index), body, type),
               type.width, o, kCharacterZ + 0.015f, color);
      if (body.mode == sw::BodyMode::Swinging && runtime.find<sw::GeometrySystem>()) {
        const sw::PlatformWorld& world = runtime.find<sw::GeometrySystem>()->world();
        const sw::Vec2 hook = world.owners()[std::size_t(body.holdOwner)].anchor + body.holdOffset;
        lines_->addLine(at(sw::hookHands(body, type), o, kCharacterZ), at(hook, o, kCharacterZ),
                        QColor(230, 230, 230));
      }
      ++characters_;
    }
  }
  drawFlashes(runtime, frame);
  if (frame.overlays.route) routeLinks_ = drawRoute(*lines_, runtime, frame.route, o, kRouteZ);
  if (sprites_) sprites_->commit();
  fills_->commit();
  lines_->commit();
  glow_->commit();
}

}  // namespace sw::play
