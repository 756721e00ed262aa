#pragma once
// The lights of a running level (view/light_layer.h): the level's Light objects, flickering
// with the run's clock (the same every replay); the glow each enemy type or part carries;
// and on each ship its light and its black light (game rules). One LightLayer draws them all.
#include <memory>
#include <vector>

#include "view/light_layer.h"
#include "view/play/scene_kit.h"

namespace sw {
class RuntimeLevel;
class EnemyType;
}  // namespace sw

namespace sw::play {

class LightRenderer {
 public:
  LightRenderer(sw::ui::SceneItems& items, QQuick3DObject* parent);
  void update(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  int count() const { return layer_.count(); }

 private:
  void addEnemies(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  void addShips(const sw::RuntimeLevel& runtime, const FrameContext& frame);

  sw::ui::LightLayer layer_;
  std::vector<sw::ui::LightShape> shapes_;
  // The project's enemy type of each of the run's types (by index), found once per project.
  const sw::Project* typesOf_ = nullptr;
  std::vector<const sw::EnemyType*> types_;
};

}  // namespace sw::play
