// Effects compiled for playing (effect_library.h).
#include "present/effects/effect_library.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "model/level/level.h"
#include "model/level/object_cast.h"
#include "model/platformer/puzzle_objects.h"
#include "model/project/project.h"

namespace sw {

namespace {

FixedCurve fixedCurve(const Curve& c) {
  FixedCurve f;
  for (const Vec2& k : c.keys) {
    if (f.count == FixedCurve::kMaxKeys) break;
    f.t[std::size_t(f.count)] = float(k.x);
    f.v[std::size_t(f.count++)] = float(k.y);
  }
  return f;
}

}  // namespace

EffectLibrary EffectLibrary::build(const Project& project, const Level* level) {
  EffectLibrary lib;
  const double rate = double(std::max<std::int64_t>(project.tickRate, 1));
  constexpr double kRadians = std::numbers::pi / 180.0;
  for (const auto& e : project.effects) lib.byName_.emplace_back(e->name, int(lib.byName_.size()));
  std::stable_sort(lib.byName_.begin(), lib.byName_.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& e : project.effects) {
    CompiledEffect ce{e->name, int(lib.emitters_.size()), int(e->emitters.size())};
    for (const auto& em : e->emitters) {
      CompiledEmitter c;
      c.mode = em->mode;
      c.shape = em->shape;
      c.look = em->look;
      c.blend = em->blend;
      c.count = int(std::clamp<std::int64_t>(em->count, 0, 100000));
      c.perTick = float(std::max(em->rate, 0.0) / rate);
      c.durationTicks = float(std::max(em->duration, 0.0) * rate);
      c.size = em->size;
      c.speedMin = float(em->speedMin / rate);
      c.speedMax = float(std::max(em->speedMax, em->speedMin) / rate);
      c.angle = float(em->angle * kRadians);
      c.spread = float(em->spread * kRadians);
      c.lifeMin = float(std::max<std::int64_t>(em->lifeMin, 1));
      c.lifeMax = float(std::max<std::int64_t>(em->lifeMax, em->lifeMin));
      c.gravity = em->gravity * (1.0 / (rate * rate));
      c.keep = float(std::clamp(1.0 - em->drag / rate, 0.0, 1.0));
      c.collide = em->collide;
      c.bounce = float(em->bounce);
      c.particleSize = float(em->particleSize);
      c.rotationMin = float(em->rotationMin);
      c.rotationMax = float(em->rotationMax);
      c.spinMin = float(em->spinMin / rate);
      c.spinMax = float(em->spinMax / rate);
      c.color = em->color;
      c.sizeCurve = fixedCurve(em->sizeCurve);
      c.alphaCurve = fixedCurve(em->alphaCurve);
      c.hasColorCurve = !em->colorCurve.keys.empty();
      for (const ColorCurve::Key& k : em->colorCurve.keys) {
        if (c.red.count == FixedCurve::kMaxKeys) break;
        const std::size_t i = std::size_t(c.red.count);
        for (FixedCurve* f : {&c.red, &c.green, &c.blue, &c.colorAlpha}) f->t[i] = float(k.t);
        c.red.v[i] = k.color.r / 255.0f;
        c.green.v[i] = k.color.g / 255.0f;
        c.blue.v[i] = k.color.b / 255.0f;
        c.colorAlpha.v[i] = k.color.a / 255.0f;
        for (FixedCurve* f : {&c.red, &c.green, &c.blue, &c.colorAlpha}) ++f->count;
      }
      c.onBirth = em->onBirth.empty() ? -1 : lib.find(em->onBirth);
      c.onDeath = em->onDeath.empty() ? -1 : lib.find(em->onDeath);
      if (em->look == Emitter::Look::Sprite) {
        if (const Tileset* atlas = project.findTileset(em->tileset)) {
          std::vector<const TilesetTile*> frames;
          if (const FrameGroup* g = atlas->findFrameGroup(em->frames)) {
            for (const std::string& name : g->frames)
              if (const TilesetTile* t = atlas->findTile(name)) frames.push_back(t);
          } else if (const TilesetTile* t = atlas->findTile(em->frames)) {
            frames.push_back(t);
          }
          c.firstSprite = int(lib.sprites_.size());
          for (const TilesetTile* t : frames) {
            const std::string image = t->image >= 0 && std::size_t(t->image) < atlas->images.size()
                                          ? atlas->images[std::size_t(t->image)].path
                                          : std::string();
            lib.sprites_.push_back({image, int(t->x), int(t->y), int(t->width), int(t->height)});
          }
          c.spriteCount = int(frames.size());
          if (c.spriteCount == 0) c.firstSprite = -1;
        }
        c.framesPerTick = float(std::max(em->fps, 0.0) / rate);
      }
      lib.emitters_.push_back(c);
    }
    lib.effects_.push_back(std::move(ce));
  }
  auto effect = [&](const std::string& name) { return name.empty() ? -1 : lib.find(name); };
  for (const auto& t : project.enemyTypes) {
    lib.enemyTypes_.push_back({t->name, {effect(t->hitEffect), effect(t->deathEffect), effect(t->muzzleEffect)}});
    for (const auto& p : t->parts)
      lib.parts_.push_back(
          {t->name + '\n' + p->name, {effect(p->hitEffect), effect(p->deathEffect), effect(p->muzzleEffect)}});
  }
  for (const auto& w : project.weapons) lib.weapons_.push_back({w->name, {effect(w->muzzleEffect), effect(w->impactEffect), -1}});
  if (level)
    for (const auto& o : level->objects)
      if (const auto* b = objectCast<const Barrier*>(o.get()))
        lib.barriers_.push_back({b->name, {effect(b->barrierEffect), -1, -1}});
  auto byName = [](const Named& a, const Named& b) { return a.name < b.name; };
  for (auto* table : {&lib.enemyTypes_, &lib.parts_, &lib.weapons_, &lib.barriers_})
    std::stable_sort(table->begin(), table->end(), byName);
  lib.playerDeath_ = effect(project.rules.playerDeathEffect);
  lib.playerRespawn_ = effect(project.rules.playerRespawnEffect);
  lib.missileLaunch_ = effect(project.rules.missileLaunchEffect);
  lib.missileBurst_ = effect(project.rules.missileBurstEffect);
  return lib;
}

int EffectLibrary::find(std::string_view name) const {
  const auto it = std::lower_bound(byName_.begin(), byName_.end(), name,
                                   [](const std::pair<std::string, int>& a, std::string_view n) { return a.first < n; });
  return it != byName_.end() && it->first == name ? it->second : -1;
}

int EffectLibrary::lookup(const std::vector<Named>& table, std::string_view name, int slot) {
  const auto it = std::lower_bound(table.begin(), table.end(), name,
                                   [](const Named& a, std::string_view n) { return std::string_view(a.name) < n; });
  return it != table.end() && it->name == name ? it->effects[std::size_t(slot)] : -1;
}

int EffectLibrary::effectFor(const PresentedEvent& e) const {
  // The key of a part: "type\npart", made in a fixed buffer (no allocation per event).
  auto partEffect = [&](int slot) {
    char key[256];
    if (e.subject.size() + e.part.size() + 1 > sizeof key) return -1;
    std::copy(e.subject.begin(), e.subject.end(), key);
    key[e.subject.size()] = '\n';
    std::copy(e.part.begin(), e.part.end(), key + e.subject.size() + 1);
    return lookup(parts_, std::string_view(key, e.subject.size() + e.part.size() + 1), slot);
  };
  const std::string_view k = e.kind;
  if (k == "shot") return lookup(weapons_, e.subject, 0);
  if (k == "bullet-impact") return lookup(weapons_, e.subject, 1);
  if (k == "enemy-hit") return lookup(enemyTypes_, e.subject, 0);
  if (k == "enemy-killed") return lookup(enemyTypes_, e.subject, 1);
  if (k == "enemy-fired") return e.part.empty() ? lookup(enemyTypes_, e.subject, 2) : partEffect(2);
  if (k == "part-hit") return partEffect(0);
  if (k == "part-destroyed") return partEffect(1);
  if (k == "player-killed") return playerDeath_;
  if (k == "player-respawned") return playerRespawn_;
  if (k == "missile-launched") return missileLaunch_;
  if (k == "missile-burst") return missileBurst_;
  if (k == "barrier-changed") return lookup(barriers_, e.subject, 0);
  return -1;
}

}  // namespace sw
