#pragma once
// The graph editor's view: pan with the middle mouse button or Space + drag, zoom with the
// wheel around the cursor, rubber-band selection on the background. Keys (taken before
// the main window's shortcuts while the view has focus): Delete, Ctrl+C, Ctrl+X, Ctrl+V,
// Ctrl+A, Tab (the search popup at the cursor). Object name "graphView".
#include <QGraphicsView>
#include <QPointer>

#include "ui/graph/node_search_popup.h"

namespace sw::editor {

class GraphScene;

class GraphView : public QGraphicsView {
  Q_OBJECT
 public:
  explicit GraphView(GraphScene* scene, QWidget* parent = nullptr);

  // The open search popup, or nullptr.
  NodeSearchPopup* searchPopup() const { return popup_; }
  // Opens the search popup for a node at `scenePos`.
  void openSearch(QPointF scenePos);
  // Shows every node.
  void frameAll();
  // Frames every node now if the view is on screen, and again whenever it is shown or
  // resized until the user zooms or pans: a graph opened while its dock is hidden or
  // still being laid out would otherwise be framed for a few pixels and open tiny.
  void requestFrame();
  double zoom() const { return transform().m11(); }

 signals:
  void statusMessage(const QString& text);

 protected:
  bool event(QEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void keyReleaseEvent(QKeyEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void drawBackground(QPainter* painter, const QRectF& rect) override;
  void resizeEvent(QResizeEvent* event) override;
  void showEvent(QShowEvent* event) override;

 private:
  QPointF cursorScenePos() const;
  void frameIfAsked();
  GraphScene* scene_;
  QPointer<NodeSearchPopup> popup_;
  bool spaceHeld_ = false;
  bool panning_ = false;
  bool autoFrame_ = false;  // see requestFrame
  QPoint panLast_;
};

}  // namespace sw::editor
