#include "ui/shell/light_actions.h"

#include <QAction>
#include <QMenu>
#include <QUndoStack>
#include <cmath>

#include "document/commands/object_edits.h"
#include "document/document.h"
#include "model/level/level_lookup.h"
#include "model/level/light.h"
#include "model/level/object_cast.h"
#include "model/tiles/tile_chain.h"
#include "ui/shell/named_action.h"
#include "ui/viewport/level_viewport.h"

namespace sw::editor {

LightActions::LightActions(Document* document, sw::ui::LevelViewport* viewport, QObject* parent)
    : QObject(parent), document_(document), viewport_(viewport) {
  struct Kind {
    QString menu;
    const char* objectName;
    QString tip;
    sw::Light::Shape shape;
    bool darkens;
    QString undo;
  };
  const Kind kinds[] = {
      {tr("&Point Light"), "addPointLightAction", tr("A round pool of coloured light"), sw::Light::Shape::Point,
       false, tr("Add point light")},
      {tr("&Spot Light"), "addSpotLightAction", tr("A cone of light pointing one way"), sw::Light::Shape::Spot, false,
       tr("Add spot light")},
      {tr("&Line Light"), "addLineLightAction", tr("Light around a segment: a strip lamp, a glowing edge"),
       sw::Light::Shape::Line, false, tr("Add line light")},
      {tr("&Black Light"), "addBlackLightAction",
       tr("A line light that darkens what is near it (the ship's shadow on the walls)"), sw::Light::Shape::Line, true,
       tr("Add black light")},
  };
  for (const Kind& k : kinds) {
    // Parented to the window (as the other menu actions): the tests and the key map find it there.
    QAction* action = namedAction(parent, k.menu, k.objectName);
    action->setToolTip(k.tip);
    connect(action, &QAction::triggered, this, [this, shape = k.shape, darkens = k.darkens, undo = k.undo] {
      add(shape, darkens, undo);
    });
    actions_.push_back(action);
  }
}

QMenu* LightActions::addMenuTo(QMenu* menu) const {
  QMenu* sub = menu->addMenu(tr("Add &Light"));
  sub->setObjectName(QStringLiteral("addLightMenu"));
  sub->setToolTipsVisible(true);
  sub->addActions(actions_);
  return sub;
}

void LightActions::add(sw::Light::Shape shape, bool darkens, const QString& text) {
  sw::Level* level = document_->editableLevel();
  if (!level) return;
  std::optional<sw::Vec2> at;
  if (viewport_)
    if (const auto centre = viewport_->playPlanePoint(QRectF(viewport_->rect()).center()))
      at = sw::Vec2{std::round(centre->x), std::round(centre->y)};  // whole units: easy to line up
  // Never on top of another light (a second one there could not be clicked): a step right.
  auto taken = [&](sw::Vec2 p) {
    for (const auto& o : level->objects)
      if (const auto* other = sw::objectCast<const sw::Light*>(o.get()))
        if ((sw::lightPosition(document_->project(), *level, *other) - p).length() < 0.5) return true;
    return false;
  };
  for (int step = 0; at && step < 64 && taken(*at); ++step) at->x += 2;
  // On a chain, the light belongs to the link under it (the last one starting left of it).
  std::string tile;
  sw::Vec2 position = at.value_or(sw::Vec2{});
  if (at && !level->chain.empty()) {
    const sw::LevelLookup lookup(&document_->project(), *level);
    for (std::size_t i = 0; i < level->chain.size(); ++i) {
      const std::optional<sw::Vec2> origin = lookup.linkOrigin(i);
      if (!origin || origin->x > at->x) break;
      tile = level->chain[i]->name;
      position = *at - *origin;
    }
  }
  NewObject object{"Light", darkens ? "black_light" : "light", {}, {}};
  object.setUp = [shape, darkens, tile, position](sw::LevelObject& o) {
    auto& light = static_cast<sw::Light&>(o);
    light.shape = shape;
    light.attachedTile = tile;
    light.position = position;
    if (shape == sw::Light::Shape::Spot) light.direction = -90;  // a lamp shining down
    if (darkens) {
      light.color = {255, 255, 255, 255};
      light.intensity = -0.6;
      light.range = 3;
      light.length = 2;
    }
  };
  if (QUndoCommand* command = makeAddObjects(document_, level, {std::move(object)}, text))
    document_->undoStack()->push(command);
}

}  // namespace sw::editor
