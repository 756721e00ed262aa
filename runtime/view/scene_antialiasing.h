#pragma once
// Which antialiasing the Qt Quick 3D views use (LevelScene.qml reads it from its root).
//
// MSAA makes the rasteriser shade and resolve four samples a pixel in each of the two
// views. A GPU does that for free; Mesa's software rasterisers (llvmpipe, softpipe: what
// Qt falls back to in virtual machines, remote desktops and CI) spend most of a frame on
// it (half of a 1600 x 900 frame of the demo under llvmpipe). So on software the views
// draw without antialiasing: edges of art and overlay lines show their pixel steps.
// Not progressive AA: in Qt 6.4 it keeps showing its refined old picture after an
// overlay's geometry changes (viewport_antialiasing_test caught a moved marker staying
// where it was).
//
// SW_VIEWPORT_AA=msaa|off overrides the choice (comparisons, odd drivers).
#include <QString>

namespace sw::ui {

enum class SceneAntialiasing { Msaa, Off };

// The OpenGL renderer string (GL_RENDERER), read once from a throwaway context; empty
// when there is no OpenGL.
QString glRendererName();
// A software rasteriser: llvmpipe, softpipe, swrast, SwiftShader and the like.
bool isSoftwareRenderer(const QString& renderer);
// The choice for this process (SW_VIEWPORT_AA, else by the renderer), decided once.
SceneAntialiasing sceneAntialiasing();
QString sceneAntialiasingName();

}  // namespace sw::ui
