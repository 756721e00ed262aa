#pragma once
// Edit > Add Geometry and Add Character Start: the platformer's level objects
// (platform_geometry.h), each added as one undo step at the middle of the viewport (where
// the user is looking; a new project's level shows its origin there), selected. A new
// character start names the project's first character, so it plays at once.
//
// Object names: "addGeometryAction", "addCharacterStartAction".
#include <QObject>
#include <QString>

class QAction;

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

 private:
  // `baseName`: the new object's name before it is made free ("start", "start_2" ...).
  void add(const char* kind, const char* baseName, const QString& text);

  Document* document_;
  sw::ui::LevelViewport* viewport_;
  QAction* addGeometry_;
  QAction* addCharacterStart_;
};

}  // namespace sw::editor
