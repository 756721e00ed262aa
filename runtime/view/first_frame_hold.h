#pragma once
// Keeps a Qt Quick window's 3D view out of the window's first frame.
//
// Qt's threaded render loop holds the UI thread while it draws a window's first frame (its
// exposure, QSGThreadedRenderLoop). A View3D in that frame makes the UI thread wait for
// every material's shaders: Qt Quick 3D generates and bakes them, then Mesa's llvmpipe
// compiles them (220 ms of opening the big level on a software rasteriser, and as much for
// the graph preview's lit sphere). So the first frame draws the window's colour alone and
// the view is shown once that frame is on screen: its own first frame costs the same, but
// on the render thread, while the UI thread answers input. Only the first frame: the
// shaders are made once per window.
#include <QObject>
#include <QPointer>

class QQuickItem;
class QQuickWindow;

namespace sw::ui {

class FirstFrameHold : public QObject {
  Q_OBJECT
 public:
  // Hides `view` (an item of `window`) until the window's first frame is on screen;
  // nothing is held when `view` is null.
  FirstFrameHold(QQuickWindow* window, QQuickItem* view, QObject* parent = nullptr);

  bool isReleased() const { return released_; }
  // Shows the view now (a picture asked for before the first frame has it in it).
  void release();

 signals:
  // The view joined the picture.
  void released();

 private:
  QPointer<QQuickItem> view_;
  bool released_ = true;
};

}  // namespace sw::ui
