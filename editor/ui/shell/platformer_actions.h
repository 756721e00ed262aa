#pragma once
// Edit > Add Platformer Object: the platformer's level objects (platform_geometry.h,
// puzzle_objects.h), each added as one undo step at the middle of the viewport (where the
// user is looking; a new project's level shows its origin there), selected. A new
// character start names the project's first character, so it plays at once; a new monster
// names the project's first monster type, and when there is none a default "skeleton" type
// is made in the same undo step (a monster of no type cannot play).
//
// Object names: "addGeometryAction", "addCharacterStartAction", "addMonsterAction", "addDoorAction",
// "addSwitchAction", "addCrateAction", "addBarrierAction", "addCheckpointAction",
// "addGoalAction"; the submenu made by addMenuTo: "addPlatformerObjectMenu".
#include <QList>
#include <QObject>
#include <QString>

class QAction;
class QMenu;

namespace sw::ui {
class LevelViewport;
}

namespace sw::editor {

class Document;

class PlatformerActions : public QObject {
  Q_OBJECT
 public:
  PlatformerActions(Document* document, sw::ui::LevelViewport* viewport, QObject* parent);
  QAction* addGeometryAction() const { return addGeometry_; }
  QAction* addCharacterStartAction() const { return addCharacterStart_; }
  QAction* addMonsterAction() const { return addMonster_; }
  // Every add action, in menu order (geometry, starts and monsters first, then the puzzle pieces).
  const QList<QAction*>& actions() const { return actions_; }
  // The submenu "Add Platformer Object" of `menu`, holding actions().
  QMenu* addMenuTo(QMenu* menu) const;

 private:
  // `baseName`: the new object's name before it is made free ("start", "start_2" ...).
  void add(const char* kind, const char* baseName, const QString& text);
  QAction* makeAdd(const QString& menuText, const char* objectName, const QString& tip, const char* kind,
                   const char* baseName, const QString& undoText);

  Document* document_;
  sw::ui::LevelViewport* viewport_;
  QAction* addGeometry_;
  QAction* addCharacterStart_;
  QAction* addMonster_;
  QList<QAction*> actions_;
};

}  // namespace sw::editor
