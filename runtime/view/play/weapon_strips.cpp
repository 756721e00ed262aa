#include "view/play/weapon_strips.h"

#include <QByteArray>
#include <QtQuick3D/QQuick3DTextureData>
#include <algorithm>
#include <cmath>
#include <cstring>

#include "sim/runtime_level.h"
#include "view/play/enemy_strips.h"
#include "sim/systems/camera/camera_system.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/weapons/weapon_system.h"
#include "view/qt_color.h"
#include "view/scene_items.h"

namespace sw::play {
namespace {

constexpr float kStripZ = 0.08f;  // in front of ships and bullets, behind the overlays
constexpr int kBeamSamples = 40;

float linear(int c) {
  const float v = float(c) / 255.0f;
  return v <= 0.04045f ? v / 12.92f : std::pow((v + 0.055f) / 1.055f, 2.4f);
}

// The texture: across the strip (v) a soft bell, white in the middle fading to black at
// both edges; along it (u) a faint ripple so a beam shows it flows.
QByteArray gradientPixels(int w, int h) {
  QByteArray bytes(w * h * 4, Qt::Uninitialized);
  for (int y = 0; y < h; ++y) {
    const double v = (y + 0.5) / h * 2 - 1;  // -1 .. 1 across
    const double bell = std::exp(-v * v * 4.5);
    const double core = std::exp(-v * v * 40);
    for (int x = 0; x < w; ++x) {
      const double ripple = 0.85 + 0.15 * std::cos((x + 0.5) / w * 2 * 3.14159265358979);
      const double value = std::clamp(bell * ripple * 0.8 + core * 0.6, 0.0, 1.0);
      char* px = bytes.data() + (y * w + x) * 4;
      px[0] = px[1] = px[2] = char(std::lround(value * 255));
      px[3] = char(255);
    }
  }
  return bytes;
}

// A cheap hash of (frame, index) to -1 .. 1: the jitter, the same for a frame however often
// it is drawn.
double wobble(std::uint64_t frame, std::uint64_t index) {
  std::uint64_t h = (frame * 0x9E3779B97F4A7C15ull) ^ (index * 0xC2B2AE3D27D4EB4Full);
  h ^= h >> 31;
  h *= 0xD6E8FEB86659FD93ull;
  h ^= h >> 29;
  return double(h % 20001) / 10000.0 - 1.0;
}

QColor scaled(const QColor& c, double k) {
  return QColor(int(std::clamp(c.red() * k, 0.0, 255.0)), int(std::clamp(c.green() * k, 0.0, 255.0)),
                int(std::clamp(c.blue() * k, 0.0, 255.0)));
}

}  // namespace

StripGeometry::StripGeometry(QQuick3DObject* parent) : QQuick3DGeometry(parent) {}

void StripGeometry::begin() { vertices_.clear(); }

void StripGeometry::addStrip(const std::vector<QVector3D>& points, float width, const QColor& color) {
  if (points.size() < 2 || !(width > 0)) return;
  const float rgba[4] = {linear(color.red()), linear(color.green()), linear(color.blue()), 1.0f};
  float along = 0;
  auto edge = [&](std::size_t i, float side) {
    const QVector3D prev = points[i == 0 ? 0 : i - 1];
    const QVector3D next = points[std::min(i + 1, points.size() - 1)];
    QVector3D t = next - prev;
    t.setZ(0);
    if (t.lengthSquared() <= 0) t = QVector3D(1, 0, 0);
    t.normalize();
    const QVector3D across(-t.y(), t.x(), 0);
    Vertex v;
    const QVector3D p = points[i] + across * (side * width * 0.5f);
    v.position[0] = p.x();
    v.position[1] = p.y();
    v.position[2] = kStripZ;
    v.uv[0] = along / (width * 4);
    v.uv[1] = side < 0 ? 0.0f : 1.0f;
    std::memcpy(v.color, rgba, sizeof rgba);
    return v;
  };
  for (std::size_t i = 0; i + 1 < points.size(); ++i) {
    const Vertex a0 = edge(i, -1), a1 = edge(i, 1);
    along += (points[i + 1] - points[i]).length();
    const Vertex b0 = edge(i + 1, -1), b1 = edge(i + 1, 1);
    for (const Vertex& v : {a0, b0, b1, a0, b1, a1}) vertices_.push_back(v);
  }
}

void StripGeometry::commit() {
  if (!laidOut_) {
    clear();
    setPrimitiveType(PrimitiveType::Triangles);
    setStride(int(sizeof(Vertex)));
    addAttribute(Attribute::PositionSemantic, int(offsetof(Vertex, position)), Attribute::F32Type);
    addAttribute(Attribute::TexCoord0Semantic, int(offsetof(Vertex, uv)), Attribute::F32Type);
    addAttribute(Attribute::ColorSemantic, int(offsetof(Vertex, color)), Attribute::F32Type);
    laidOut_ = true;
  }
  QByteArray bytes(qsizetype(vertices_.size() * sizeof(Vertex)), Qt::Uninitialized);
  if (!vertices_.empty()) std::memcpy(bytes.data(), vertices_.data(), std::size_t(bytes.size()));
  setVertexData(bytes);
  // Bounds on a coarse grid (as OverlayGeometry does): a change costs the renderer a frame.
  float lo[2] = {0, 0}, hi[2] = {0, 0};
  for (std::size_t i = 0; i < vertices_.size(); ++i)
    for (int k = 0; k < 2; ++k) {
      const float c = vertices_[i].position[k];
      lo[k] = i == 0 ? c : std::min(lo[k], c);
      hi[k] = i == 0 ? c : std::max(hi[k], c);
    }
  const QVector3D bmin(std::floor(lo[0] / 16) * 16, std::floor(lo[1] / 16) * 16, 0);
  const QVector3D bmax(std::ceil(hi[0] / 16) * 16, std::ceil(hi[1] / 16) * 16, 1);
  if (boundsMin() != bmin || boundsMax() != bmax) setBounds(bmin, bmax);
  update();
}

WeaponStrips::WeaponStrips(sw::ui::SceneItems& items, QQuick3DObject* parent, QList<QPointer<QQuick3DObject>>& owned) {
  texture_ = new QQuick3DTextureData();
  texture_->setParent(parent);
  texture_->setParentItem(parent);
  texture_->setSize(QSize(64, 32));
  texture_->setFormat(QQuick3DTextureData::RGBA8);
  texture_->setTextureData(gradientPixels(64, 32));
  owned.push_back(texture_.data());

  geometry_ = new StripGeometry();
  geometry_->setParent(parent);
  geometry_->setParentItem(parent);
  geometry_->begin();
  geometry_->commit();
  owned.push_back(geometry_.data());

  QQuick3DObject* material = items.createFromQml(parent,
      "import QtQuick3D\n"
      "DefaultMaterial {\n"
      "  lighting: DefaultMaterial.NoLighting\n"
      "  vertexColorsEnabled: true\n"
      "  diffuseColor: \"white\"\n"
      "  blendMode: DefaultMaterial.Screen\n"
      "  cullMode: Material.NoCulling\n"
      "  depthDrawMode: Material.NeverDepthDraw\n"
      "  diffuseMap: Texture { tilingModeHorizontal: Texture.Repeat; tilingModeVertical: Texture.ClampToEdge }\n"
      "}\n");
  if (material) {
    if (auto* map = material->property("diffuseMap").value<QObject*>())
      map->setProperty("textureData", QVariant::fromValue(texture_.data()));
    owned.push_back(material);
  }
  model_ = items.createModel(parent, geometry_);
  if (model_) {
    sw::ui::SceneItems::setMaterials(model_, {material});
    owned.push_back(model_.data());
  }
}

void WeaponStrips::update(const sw::RuntimeLevel& runtime, std::uint64_t frame) {
  if (!isValid()) return;
  const sw::WeaponSystem* weapons = runtime.find<sw::WeaponSystem>();
  if (!weapons) return;
  const std::vector<sw::Player>& players = runtime.get<sw::PlayerSystem>().players();
  const sw::Vec2 origin = runtime.get<sw::CameraSystem>().frameOrigin();
  auto at = [&](sw::Vec2 p) { return QVector3D(float(p.x + origin.x), float(p.y + origin.y), kStripZ); };
  geometry_->begin();
  // One bolt: its points placed between its ends, each nudged across by the jitter.
  auto drawBolt = [&](const sw::LightningBolt& bolt, const sw::WeaponType& w, double brightness, float width,
                      std::uint64_t salt) {
    const sw::Vec2 d = bolt.end - bolt.start;
    const double len = std::sqrt(d.x * d.x + d.y * d.y);
    const sw::Vec2 across = len > 0 ? sw::Vec2{-d.y / len, d.x / len} : sw::Vec2{0, 1};
    auto place = [&](const sw::Vec2* uv, int count, std::uint64_t path) {
      points_.clear();
      for (int i = 0; i < count; ++i) {
        const bool end = i == 0 || i == count - 1;
        const double j = end ? 0 : w.jitter * wobble(frame, salt * 1000 + path * 100 + std::uint64_t(i));
        points_.push_back(at(sw::boltPoint(bolt.start, bolt.end, uv[i]) + across * j));
      }
    };
    const QColor color = sw::toQColor(w.color);
    place(bolt.shape.main.points.data(), bolt.shape.main.count, 0);
    geometry_->addStrip(points_, width * 2.2f, scaled(color, 0.55 * brightness));  // glow
    geometry_->addStrip(points_, width * 0.7f, scaled(QColor(255, 255, 255), brightness));  // core
    for (int b = 0; b < bolt.shape.branchCount; ++b) {
      const sw::BoltBranch& branch = bolt.shape.branches[std::size_t(b)];
      place(branch.points.data(), branch.count, std::uint64_t(b) + 1);
      geometry_->addStrip(points_, width * 1.1f, scaled(color, 0.45 * brightness));
    }
  };
  for (const sw::Player& p : players) {
    if (p.weapon < 0 || p.weapon >= weapons->count()) continue;
    const sw::WeaponType& w = weapons->weaponOf(p);
    const sw::LockOnBeam& beam = weapons->beam(p.index);
    const std::array<sw::LightningBolt, 2>& bolts = weapons->bolts(p.index);
    if (beam.active) {
      points_.clear();
      for (int i = 0; i <= kBeamSamples; ++i) points_.push_back(at(sw::beamPoint(beam, beam.cut * i / kBeamSamples)));
      geometry_->addStrip(points_, float(w.width) * 2.0f, sw::toQColor(w.color));
      geometry_->addStrip(points_, float(w.width) * 0.6f, QColor(255, 255, 255));
    }
    // The newer bolt bright, the older one fading towards its reshape.
    const int newer = bolts[1].age >= 0 && bolts[1].age < bolts[0].age ? 1 : 0;
    for (int b = 0; b < 2; ++b)
      if (bolts[std::size_t(b)].age >= 0)
        drawBolt(bolts[std::size_t(b)], w, b == newer ? 1.0 : 0.5, float(w.width), std::uint64_t(p.index * 2 + b));
  }
  const sw::LightningBolt& combo = weapons->comboBolt();
  if (combo.age >= 0 && !players.empty()) {
    const sw::Player& first = players[0];
    if (first.weapon >= 0 && first.weapon < weapons->count()) {
      const sw::WeaponType& w = weapons->weaponOf(first);
      drawBolt(combo, w, 1.0, float(w.comboWidth), 7);
    }
  }
  addEnemyStrips(*geometry_, points_, runtime, frame, at);
  geometry_->commit();
  if (model_->property("visible").toBool() != (geometry_->vertexCount() > 0))
    model_->setProperty("visible", geometry_->vertexCount() > 0);
}

}  // namespace sw::play
