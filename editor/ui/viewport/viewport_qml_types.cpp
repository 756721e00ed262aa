#include "ui/viewport/viewport_qml_types.h"

#include <QtQml/qqml.h>

#include <mutex>

#include "ui/viewport/mesh_geometry.h"
#include "ui/viewport/overlay_geometry.h"

namespace sw::ui {

void registerViewportQmlTypes() {
  static std::once_flag once;
  std::call_once(once, [] {
    qmlRegisterType<MeshGeometry>("Scrollwork", 1, 0, "MeshGeometry");
    qmlRegisterType<OverlayGeometry>("Scrollwork", 1, 0, "OverlayGeometry");
  });
}

}  // namespace sw::ui
