#include "ui/tileset/collision_presets.h"

#include <QCoreApplication>

namespace sw::editor::tileset {

namespace {
struct CollisionPresetText {
  Q_DECLARE_TR_FUNCTIONS(TilesetDock)
};

// The preset in a 1x1 tile, counter-clockwise from the lower-left.
std::vector<sw::Vec2> presetInUnitTile(CollisionPreset preset) {
  switch (preset) {
    case CollisionPreset::FullBlock:
      return {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    case CollisionPreset::TopHalf:
      return {{0, 0.5}, {1, 0.5}, {1, 1}, {0, 1}};
    case CollisionPreset::BottomHalf:
      return {{0, 0}, {1, 0}, {1, 0.5}, {0, 0.5}};
    case CollisionPreset::SlopeUp:
      return {{0, 0}, {1, 0}, {1, 1}};
    case CollisionPreset::SlopeDown:
      return {{0, 0}, {1, 0}, {0, 1}};
    case CollisionPreset::GentleSlopeUp:
      return {{0, 0}, {1, 0}, {1, 0.5}};
    case CollisionPreset::GentleSlopeDown:
      return {{0, 0}, {1, 0}, {0, 0.5}};
    case CollisionPreset::Clear:
      break;
  }
  return {};
}
}  // namespace

QString collisionPresetLabel(CollisionPreset preset) {
  switch (preset) {
    case CollisionPreset::FullBlock:
      return CollisionPresetText::tr("Full Block");
    case CollisionPreset::TopHalf:
      return CollisionPresetText::tr("Top Half");
    case CollisionPreset::BottomHalf:
      return CollisionPresetText::tr("Bottom Half");
    case CollisionPreset::SlopeUp:
      return CollisionPresetText::tr("Slope Up");
    case CollisionPreset::SlopeDown:
      return CollisionPresetText::tr("Slope Down");
    case CollisionPreset::GentleSlopeUp:
      return CollisionPresetText::tr("Gentle Slope Up");
    case CollisionPreset::GentleSlopeDown:
      return CollisionPresetText::tr("Gentle Slope Down");
    case CollisionPreset::Clear:
      return CollisionPresetText::tr("Clear");
  }
  return {};
}

QString collisionPresetObjectName(CollisionPreset preset) {
  switch (preset) {
    case CollisionPreset::FullBlock:
      return QStringLiteral("collisionFullBlock");
    case CollisionPreset::TopHalf:
      return QStringLiteral("collisionTopHalf");
    case CollisionPreset::BottomHalf:
      return QStringLiteral("collisionBottomHalf");
    case CollisionPreset::SlopeUp:
      return QStringLiteral("collisionSlopeUp");
    case CollisionPreset::SlopeDown:
      return QStringLiteral("collisionSlopeDown");
    case CollisionPreset::GentleSlopeUp:
      return QStringLiteral("collisionGentleSlopeUp");
    case CollisionPreset::GentleSlopeDown:
      return QStringLiteral("collisionGentleSlopeDown");
    case CollisionPreset::Clear:
      return QStringLiteral("collisionClear");
  }
  return {};
}

std::vector<sw::Polygon> collisionPolygons(CollisionPreset preset, sw::Vec2 size) {
  std::vector<sw::Vec2> outline = presetInUnitTile(preset);
  if (outline.empty()) return {};
  for (sw::Vec2& p : outline) p = {p.x * size.x, p.y * size.y};
  return {std::move(outline)};
}

}  // namespace sw::editor::tileset
