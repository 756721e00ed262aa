#pragma once
// The level's lights drawn over its art (DOMAIN.md, "Look": many coloured point lights and
// the ship's black light), in the editor's viewport and in Play. A light pre-pass in spirit:
// each light is one instanced quad whose shader works out how much light reaches each point
// of the play plane, and the blending applies it to what the art drew there:
//   lights:   colour = art * (1 + light)        (sourceBlend DstColor, destination One)
//   darkness: colour = art * (1 - darkness)     (sourceBlend Zero, destination 1 - source)
// Two Models in all, however many lights (no per-light draw call, no limit of 15 lights as
// Qt Quick 3D's own lights have). The art keeps its two directional lights underneath.
#include <QPointer>
#include <vector>

#include "core/math.h"
#include "model/level/light.h"

class QQuick3DObject;

namespace sw {
class Project;
class Level;
}  // namespace sw

namespace sw::ui {

class SceneItems;
class LightInstancing;
class LightQuad;

// One light as drawn: in the editor's layout, intensity already flickered.
struct LightShape {
  Vec2 at;
  double z = 0;  // the plane it lies on (only where it is drawn: it lights all depths)
  Light::Shape shape = Light::Shape::Point;
  Color color;
  double intensity = 1;  // negative: darkens
  double range = 6;
  double direction = 0;  // degrees
  double cone = 60;
  double length = 0;
  double hole = 0;  // units around it (its segment) left unlit: the ship under its black light
};

// The level's Light objects as drawn at `seconds` (flicker), in layout coordinates.
void appendLevelLights(std::vector<LightShape>& out, const Project& project, const Level& level, double seconds);

class LightLayer {
 public:
  LightLayer(SceneItems& items, QQuick3DObject* parent);
  ~LightLayer();
  LightLayer(const LightLayer&) = delete;
  LightLayer& operator=(const LightLayer&) = delete;

  bool isValid() const { return valid_; }
  // Replaces what is drawn (an empty list draws nothing).
  void show(const std::vector<LightShape>& lights);
  void setVisible(bool on);
  int count() const { return count_; }

 private:
  struct Batch {
    QPointer<QQuick3DObject> material, model;
    QPointer<LightInstancing> instancing;  // parented to the scene: it may go with it
  };
  void fill(Batch& batch, const std::vector<LightShape>& lights, bool darkening);

  SceneItems& items_;
  QPointer<QQuick3DObject> parent_;
  QPointer<LightQuad> quad_;
  Batch lights_, darkness_;
  bool valid_ = false;
  bool visible_ = true;
  int count_ = 0;
};

}  // namespace sw::ui
