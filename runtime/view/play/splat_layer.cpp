// A splat image shown in the play plane (splat_layer.h).
#include "view/play/splat_layer.h"

#include <QtQuick3D/QQuick3DObject>
#include <QtQuick3D/QQuick3DTextureData>
#include <algorithm>
#include <cmath>

#include "view/level_view.h"
#include "view/play/effect_renderer.h"
#include "view/play/scene_kit.h"
#include "view/scene_items.h"

namespace sw::play {

namespace {
// The camera follows the run's screen after the scene is drawn (play_view.cpp), so the
// quad covers a little more than the view showed: the frame's scroll must not bare an edge.
constexpr double kSplatMargin = 0.02;
}  // namespace

SplatLayer::SplatLayer(SceneKit& kit, float z, double resolution, SplatImage::Order order)
    : kit_(kit), z_(z), resolution_(resolution), order_(order) {}

SplatLayer::~SplatLayer() {
  batch_.destroy();
  delete quad_.data();
}

bool SplatLayer::begin() {
  started_ = drawing_ = false;
  sw::ui::LevelView* view = kit_.view();
  if (failed_ || !view || !kit_.sceneRoot()) return false;
  const sw::ui::CameraController& camera = view->camera();
  const QSizeF size = camera.viewportSize();
  if (size.width() < 1 || size.height() < 1) return false;
  QRectF area;
  for (QPointF corner : {QPointF(0, 0), QPointF(size.width(), 0), QPointF(0, size.height()),
                         QPointF(size.width(), size.height())}) {
    QVector3D hit;
    if (!camera.pointOnPlane(corner, z_, &hit)) return false;
    const QRectF point(QPointF(hit.x(), hit.y()), QSizeF(1e-6, 1e-6));
    area = area.isNull() ? point : area.united(point);
  }
  if (!(area.width() > 1e-3) || !(area.height() > 1e-3) || !std::isfinite(area.width()) || !std::isfinite(area.height()))
    return false;
  area_ = area.adjusted(-area.width() * kSplatMargin, -area.height() * kSplatMargin, area.width() * kSplatMargin,
                        area.height() * kSplatMargin);
  // The view's own pixels (device pixels on a high-density screen) times the resolution.
  const double scale = (1 + 2 * kSplatMargin) * resolution_ * std::max(1.0, view->devicePixelRatioF());
  pixels_ = QSize(std::max(1, int(std::ceil(size.width() * scale))), std::max(1, int(std::ceil(size.height() * scale))));
  started_ = true;
  return true;
}

SplatImage& SplatLayer::canvas() {
  if (started_ && !drawing_) {
    image_.reset(pixels_.width(), pixels_.height(), area_.left(), area_.bottom(), area_.right(), area_.top(), order_);
    drawing_ = true;
  }
  return image_;
}

void SplatLayer::finish() {
  sw::ui::SceneItems* items = kit_.view() ? kit_.view()->sceneItems() : nullptr;
  QQuick3DObject* parent = kit_.sceneRoot();
  const bool any = drawing_ && image_.shapes() > 0;
  started_ = drawing_ = false;
  shown_ = false;
  if (!items || !parent) return;
  if (!any) {
    if (batch_.instancing) sw::ui::showSpriteBatch(*items, parent, quad_, batch_, {});
    return;
  }
  if (!batch_.material && !failed_) {
    // Premultiplied: the image already holds colour times alpha.
    batch_.material = items->createFromQml(parent, particleMaterialQml(QStringLiteral("One"), QStringLiteral("OneMinusSrcAlpha"),
                                                                        QStringLiteral("splat.frag")));
    QObject* input = batch_.material ? batch_.material->property("atlas").value<QObject*>() : nullptr;
    auto* texture = input ? qobject_cast<QQuick3DObject*>(input->property("texture").value<QObject*>()) : nullptr;
    if (!texture) {
      failed_ = true;
      return;
    }
    batch_.texture = new QQuick3DTextureData();
    batch_.texture->setParent(parent);
    batch_.texture->setParentItem(parent);
    batch_.texture->setFormat(QQuick3DTextureData::RGBA8);
    batch_.texture->setHasTransparency(true);
    texture->setProperty("textureData", QVariant::fromValue(batch_.texture.data()));
    batch_.instancing = new sw::ui::TileSpriteInstancing();
    batch_.instancing->setParent(parent);
    batch_.instancing->setParentItem(parent);
    quad_ = new sw::ui::SpriteQuadGeometry();
    quad_->setParent(parent);
    quad_->setParentItem(parent);
  }
  if (failed_ || !batch_.texture) return;
  batch_.texture->setSize(QSize(image_.width(), image_.height()));
  batch_.texture->setTextureData(
      QByteArray(reinterpret_cast<const char*>(image_.pixels()), qsizetype(image_.byteCount())));
  // The unit quad (centred by the shader) stretched over the image's area, the whole image
  // sampled (texel centres fall on pixel centres).
  const double left = image_.left(), top = image_.top();
  const double width = image_.unitsPerPixelX() * image_.width(), height = image_.unitsPerPixelY() * image_.height();
  QQuick3DInstancing::InstanceTableEntry entry;
  entry.row0 = QVector4D(float(width), 0, 0, float(left + width / 2));
  entry.row1 = QVector4D(0, float(height), 0, float(top - height / 2));
  entry.row2 = QVector4D(0, 0, 1, z_);
  entry.color = QVector4D(1, 1, 1, 1);
  entry.instanceData = QVector4D(0, 0, 1, 1);
  sw::ui::showSpriteBatch(*items, parent, quad_, batch_, {entry});
  shown_ = true;
}

}  // namespace sw::play
