#pragma once
// The Material Preview dock (issue #8): the texture graph open in the graph editor
// (GraphStore::currentFile) as a material on a sphere, a cube or the current tile's mesh.
// Edits arrive through GraphStore::graphChanged and are shown after a short pause (one
// rebuild per burst of edits, well within a second); shader compile errors go back to
// the store as the "shader" problems of their nodes, which the graph editor shows.
#include <QDockWidget>

class QTimer;

namespace sw::editor {
class Document;
}

namespace sw::ui {

class GraphPreviewWidget;

class GraphPreviewDock : public QDockWidget {
  Q_OBJECT
 public:
  static constexpr int kDebounceMs = 300;

  explicit GraphPreviewDock(sw::editor::Document* document, QWidget* parent = nullptr);  // "graphPreviewDock"

  GraphPreviewWidget* preview() const { return preview_; }
  // Rebuilds now (tests; the dock calls it after the pause).
  void updatePreview();

 private:
  void scheduleUpdate();
  void updateMesh();
  void reportProblems();

  sw::editor::Document* document_;
  GraphPreviewWidget* preview_ = nullptr;
  QTimer* debounce_ = nullptr;
  QString shownFile_;  // the file whose problems were last reported
};

}  // namespace sw::ui
