#include "view/play/platformer_renderer.h"

#include "model/level/level.h"
#include "model/platformer/platform_geometry.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/mover_system.h"
#include "sim/runtime_level.h"
#include "view/overlay_geometry.h"
#include "view/qt_color.h"

namespace sw::play {

using sw::ui::OverlayGeometry;

namespace {
constexpr float kGeometryZ = 0.02f;
constexpr float kCharacterZ = 0.06f;
}  // namespace

PlatformerRenderer::PlatformerRenderer(SceneKit& kit) : fills_(kit.makeLayer(false)), lines_(kit.makeLayer(true)) {}

int PlatformerRenderer::geometryVertices() const { return fills_ ? fills_->vertexCount() : 0; }

void PlatformerRenderer::update(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  if (!fills_ || !lines_) return;
  fills_->begin(OverlayGeometry::Kind::Triangles);
  lines_->begin(OverlayGeometry::Kind::Lines);
  characters_ = 0;
  const auto* movers = runtime.find<sw::MoverSystem>();
  const auto* characters = runtime.find<sw::CharacterSystem>();
  if (movers && frame.level) {
    // Colours come from the level's objects, by the owners' names.
    const sw::PlatformWorld& world = movers->world();
    for (const sw::PlatformPiece& piece : world.pieces()) {
      const sw::PlatformOwner& owner = world.owners()[std::size_t(piece.owner)];
      QColor color(150, 160, 175);
      if (const auto* g = sw::objectCast<const sw::PlatformGeometry*>(frame.level->findByName(owner.name)))
        color = sw::toQColor(g->color);
      if (owner.oneWay) color = color.lighter(115);
      const QVector3D a = at(piece.world[0], frame.origin, kGeometryZ);
      for (int i = 1; i + 1 < piece.corners; ++i)
        fills_->addTriangle(a, at(piece.world[std::size_t(i)], frame.origin, kGeometryZ),
                            at(piece.world[std::size_t(i + 1)], frame.origin, kGeometryZ), color);
    }
    // Outlines of whole objects (not of the pieces they were cut into).
    for (const auto& object : frame.level->objects) {
      const auto* g = sw::objectCast<const sw::PlatformGeometry*>(object.get());
      if (!g) continue;
      const int owner = world.ownerIndex(g->name);
      const sw::Vec2 anchor = owner >= 0 ? world.owners()[std::size_t(owner)].anchor : g->anchor;
      std::vector<QVector3D> outline;
      for (const sw::Vec2& p : g->outlineAt(anchor)) outline.push_back(at(p, frame.origin, kGeometryZ + 0.005f));
      const bool trigger = g->surface == sw::PlatformGeometry::Surface::Trigger;
      if (trigger && !frame.overlays.spawns) continue;  // trigger areas show with the markers overlay
      lines_->addPolyline(outline, g->surface == sw::PlatformGeometry::Surface::OneWay ? QColor(255, 220, 120)
                                   : trigger                                            ? QColor(120, 230, 140)
                                                                                        : QColor(40, 44, 52),
                          true);
    }
  }
  if (characters) {
    for (const sw::CharacterBody& body : characters->characters()) {
      const sw::CharacterType& type = characters->type(std::size_t(body.index));
      const double hx = type.width * 0.5, h = type.height;
      const sw::Vec2 p = body.position;
      const QVector3D a = at(p + sw::Vec2{-hx, 0}, frame.origin, kCharacterZ);
      const QVector3D b = at(p + sw::Vec2{hx, 0}, frame.origin, kCharacterZ);
      const QVector3D c = at(p + sw::Vec2{hx, h}, frame.origin, kCharacterZ);
      const QVector3D d = at(p + sw::Vec2{-hx, h}, frame.origin, kCharacterZ);
      const QColor color = sw::toQColor(type.color);
      fills_->addTriangle(a, b, c, color);
      fills_->addTriangle(a, c, d, color);
      // The eye shows which way it faces.
      const sw::Vec2 eye = p + sw::Vec2{body.facing * hx * 0.45, h * 0.78};
      const double e = std::min(hx, h) * 0.18;
      fills_->addTriangle(at(eye + sw::Vec2{-e, -e}, frame.origin, kCharacterZ + 0.01f),
                          at(eye + sw::Vec2{e, -e}, frame.origin, kCharacterZ + 0.01f),
                          at(eye + sw::Vec2{0, e}, frame.origin, kCharacterZ + 0.01f), QColor(20, 20, 30));
      const bool active = body.index == characters->active() || runtime.options().players >= 2;
      lines_->addPolyline({a, b, c, d}, active ? QColor(255, 255, 255) : color.darker(160), true);
      ++characters_;
    }
  }
  fills_->commit();
  lines_->commit();
}

}  // namespace sw::play
