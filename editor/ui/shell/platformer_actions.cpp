#include "ui/shell/platformer_actions.h"

#include <QAction>
#include <QMenu>
#include <QUndoStack>
#include <cmath>
#include <string>

#include "document/commands/commands.h"
#include "document/commands/monster_commands.h"
#include "document/commands/object_edits.h"
#include "document/document.h"
#include "model/platformer/monster_type.h"
#include "model/platformer/platform_geometry.h"
#include "ui/shell/named_action.h"
#include "ui/viewport/level_viewport.h"

namespace sw::editor {

PlatformerActions::PlatformerActions(Document* document, sw::ui::LevelViewport* viewport, QObject* parent)
    : QObject(parent), document_(document), viewport_(viewport) {
  addGeometry_ = makeAdd(tr("Add &Geometry"), "addGeometryAction",
                         tr("A platform: solid, one-way or a trigger area; give it a path to make it move"),
                         "Geometry", "geometry", tr("Add geometry"));
  addCharacterStart_ = makeAdd(tr("Add &Character Start"), "addCharacterStartAction",
                               tr("Where a character enters the level; the first start plays when Play begins"),
                               "CharacterStart", "start", tr("Add character start"));
  addMonster_ = makeAdd(tr("Add &Monster"), "addMonsterAction",
                        tr("A monster of the project's first monster type: it patrols, chases and attacks "
                           "characters"),
                        "Monster", "monster", tr("Add monster"));
  makeAdd(tr("Add &Door"), "addDoorAction",
          tr("A slab that slides open while its 'Opens When' expression holds (e.g. lever.on)"), "Door", "door",
          tr("Add door"));
  makeAdd(tr("Add &Switch"), "addSwitchAction",
          tr("A lever a character flips, or (Kind: plate) a pressure plate; doors and barriers read it"), "Switch",
          "lever", tr("Add switch"));
  makeAdd(tr("Add C&rate"), "addCrateAction", tr("A box that falls, is pushed and can be stood on"), "Crate",
          "crate", tr("Add crate"));
  makeAdd(tr("Add &Barrier"), "addBarrierAction",
          tr("A slab bodies pass one way, the way its 'Passable' expression says"), "Barrier", "barrier",
          tr("Add barrier"));
  makeAdd(tr("Add C&heckpoint"), "addCheckpointAction",
          tr("Reaching its area saves the run; characters come back to its feet point"), "Checkpoint",
          "checkpoint", tr("Add checkpoint"));
  makeAdd(tr("Add G&oal"), "addGoalAction", tr("Reaching its area ends the level"), "Goal", "goal",
          tr("Add goal"));
}

QAction* PlatformerActions::makeAdd(const QString& menuText, const char* objectName, const QString& tip,
                                    const char* kind, const char* baseName, const QString& undoText) {
  // Parented to the window (as the other menu actions): the tests and the key map find it there.
  QAction* action = namedAction(parent(), menuText, objectName);
  action->setToolTip(tip);
  connect(action, &QAction::triggered, this, [this, kind, baseName, undoText] { add(kind, baseName, undoText); });
  actions_.push_back(action);
  return action;
}

QMenu* PlatformerActions::addMenuTo(QMenu* menu) const {
  QMenu* sub = menu->addMenu(tr("Add Platformer &Object"));
  sub->setObjectName(QStringLiteral("addPlatformerObjectMenu"));
  sub->setToolTipsVisible(true);
  sub->addActions(actions_.mid(0, 3));
  sub->addSeparator();
  sub->addActions(actions_.mid(3));
  return sub;
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
  // A monster of no type cannot play: the project's first one, else a new "skeleton" made in
  // the same undo step (a macro: the type's list edit, then the object).
  QUndoCommand* newType = nullptr;
  if (object.kind == "Monster") {
    if (document_->project().monsters.empty()) newType = makeNewMonster(document_, "skeleton");
    const std::string monster = newType ? std::string("skeleton") : document_->project().monsters.front()->name;
    object.setUp = [monster](sw::LevelObject& o) { static_cast<sw::Monster&>(o).monster = monster; };
  }
  QUndoCommand* command = makeAddObjects(document_, level, {std::move(object)}, text);
  if (!command) {
    delete newType;
    return;
  }
  QUndoStack* stack = document_->undoStack();
  if (newType) stack->beginMacro(text);
  if (newType) stack->push(newType);
  stack->push(command);
  if (newType) stack->endMacro();
}

}  // namespace sw::editor
