#pragma once
// Edit > Add Light: point, spot and line lights (model/level/light.h) and the black light (a
// line light that darkens), each added as one undo step at the middle of the viewport,
// selected (so its reach shows at once). The light of a shooter level is attached to the
// chain link under it, so it stays on that tile when the chain changes.
//
// Object names: "addPointLightAction", "addSpotLightAction", "addLineLightAction",
// "addBlackLightAction"; the submenu made by addMenuTo: "addLightMenu".
#include <QList>
#include <QObject>
#include <QString>

#include "model/level/light.h"

class QAction;
class QMenu;

namespace sw::ui {
class LevelViewport;
}

namespace sw::editor {

class Document;

class LightActions : public QObject {
  Q_OBJECT
 public:
  LightActions(Document* document, sw::ui::LevelViewport* viewport, QObject* parent);
  const QList<QAction*>& actions() const { return actions_; }
  QMenu* addMenuTo(QMenu* menu) const;

 private:
  void add(sw::Light::Shape shape, bool darkens, const QString& text);

  Document* document_;
  sw::ui::LevelViewport* viewport_;
  QList<QAction*> actions_;
};

}  // namespace sw::editor
