#include "view/scene_antialiasing.h"

#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>

namespace sw::ui {

QString glRendererName() {
  static const QString name = [] {
    QOpenGLContext context;
    if (!context.create()) return QString();
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    if (!context.makeCurrent(&surface)) return QString();
    const auto* text = reinterpret_cast<const char*>(context.functions()->glGetString(GL_RENDERER));
    QString result = text ? QString::fromLatin1(text) : QString();
    context.doneCurrent();
    return result;
  }();
  return name;
}

bool isSoftwareRenderer(const QString& renderer) {
  const QString r = renderer.toLower();
  for (const char* word : {"llvmpipe", "softpipe", "swrast", "software", "swiftshader", "lavapipe"})
    if (r.contains(QLatin1String(word))) return true;
  return false;
}

SceneAntialiasing sceneAntialiasing() {
  static const SceneAntialiasing choice = [] {
    const QByteArray forced = qgetenv("SW_VIEWPORT_AA").trimmed().toLower();
    if (forced == "msaa") return SceneAntialiasing::Msaa;
    if (forced == "off" || forced == "none") return SceneAntialiasing::Off;
    return isSoftwareRenderer(glRendererName()) ? SceneAntialiasing::Off : SceneAntialiasing::Msaa;
  }();
  return choice;
}

QString sceneAntialiasingName() {
  switch (sceneAntialiasing()) {
    case SceneAntialiasing::Msaa: return QStringLiteral("msaa");
    case SceneAntialiasing::Off: return QStringLiteral("off");
  }
  return {};
}

}  // namespace sw::ui
