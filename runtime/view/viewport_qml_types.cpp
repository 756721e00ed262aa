#include "view/viewport_qml_types.h"

#include <QtQml/qqml.h>

#include <mutex>

#include "view/mesh_geometry.h"
#include "view/overlay_geometry.h"

namespace sw::ui {

void registerViewportQmlTypes() {
  static std::once_flag once;
  std::call_once(once, [] {
    qmlRegisterType<MeshGeometry>("Scrollwork", 1, 0, "MeshGeometry");
    qmlRegisterType<OverlayGeometry>("Scrollwork", 1, 0, "OverlayGeometry");
  });
}

}  // namespace sw::ui
