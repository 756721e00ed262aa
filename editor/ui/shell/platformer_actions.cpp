#include "ui/shell/platformer_actions.h"

#include <QAction>
#include <cmath>
#include <string>

#include "document/commands/commands.h"
#include "document/commands/object_edits.h"
#include "document/document.h"
#include "model/platformer/platform_geometry.h"
#include "ui/shell/named_action.h"
#include "ui/viewport/level_viewport.h"

namespace sw::editor {

PlatformerActions::PlatformerActions(Document* document, sw::ui::LevelViewport* viewport, QObject* parent)
    : QObject(parent), document_(document), viewport_(viewport) {
  addGeometry_ = namedAction(parent, tr("Add &Geometry"), "addGeometryAction");
  addGeometry_->setToolTip(
      tr("A platform: solid, one-way or a trigger area; give it a path to make it move"));
  connect(addGeometry_, &QAction::triggered, this,
          [this] { add("Geometry", "geometry", tr("Add geometry")); });
  addCharacterStart_ = namedAction(parent, tr("Add &Character Start"), "addCharacterStartAction");
  addCharacterStart_->setToolTip(
      tr("Where a character enters the level; the first start plays when Play begins"));
  connect(addCharacterStart_, &QAction::triggered, this,
          [this] { add("CharacterStart", "start", tr("Add character start")); });
}

void PlatformerActions::add(const char* kind, const char* baseName, const QString& text) {
  sw::Level* level = document_->editableLevel();
  if (!level) return;
  NewObject object{kind, baseName, {}, {}};
  if (viewport_)
    if (const auto centre = viewport_->playPlanePoint(QRectF(viewport_->rect()).center()))
      object.at = sw::Vec2{std::round(centre->x), std::round(centre->y)};  // whole units: easy to line up
  if (object.kind == "CharacterStart" && !document_->project().characters.empty()) {
    const std::string character = document_->project().characters.front()->name;
    object.setUp = [character](sw::LevelObject& o) {
      static_cast<sw::CharacterStart&>(o).character = character;
    };
  }
  if (auto* command = makeAddObjects(document_, level, {std::move(object)}, text))
    document_->undoStack()->push(command);
}

}  // namespace sw::editor
