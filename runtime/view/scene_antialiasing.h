#pragma once
// Which antialiasing the Qt Quick 3D views use (LevelScene.qml reads it from its root).
//
// MSAA makes the rasteriser shade and resolve four samples a pixel in each of the two
// views. A GPU does that for free; Mesa's software rasterisers (llvmpipe, softpipe: what
// Qt falls back to in virtual machines, remote desktops and CI) spend most of a frame on
// it. So on software the views use progressive AA instead: a moving camera draws plain,
// cheap frames and, once the picture stands still, Qt Quick 3D blends a few jittered
// frames into the same smooth edges as MSAA, then stops drawing.
//
// SW_VIEWPORT_AA=msaa|progressive|off overrides the choice (comparisons, odd drivers).
#include <QString>

namespace sw::ui {

enum class SceneAntialiasing { Msaa, Progressive, Off };

// The OpenGL renderer string (GL_RENDERER), read once from a throwaway context; empty
// when there is no OpenGL.
QString glRendererName();
// A software rasteriser: llvmpipe, softpipe, swrast, SwiftShader and the like.
bool isSoftwareRenderer(const QString& renderer);
// The choice for this process (SW_VIEWPORT_AA, else by the renderer), decided once.
SceneAntialiasing sceneAntialiasing();
QString sceneAntialiasingName();

}  // namespace sw::ui
