#pragma once

namespace sw::ui {

// Makes the viewport's geometry types usable from QML as `import Scrollwork 1.0`
// (MeshGeometry, OverlayGeometry). Safe to call more than once; SceneHost calls it.
void registerViewportQmlTypes();

}  // namespace sw::ui
