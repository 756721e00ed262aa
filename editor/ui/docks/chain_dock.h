#pragma once
// The Chain dock beside the viewport: a palette of tile definitions and the chain strip
// (one thumbnail per chain link, in order). Drag from the palette to insert, drag in
// the strip to reorder; the context menu removes, duplicates, replaces and makes loops.
#include <QDockWidget>

class QListView;
class QListWidget;

namespace sw::editor {

class ChainStripModel;
class Document;

class ChainDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit ChainDock(Document* document, QWidget* parent = nullptr);

  QListView* strip() const { return strip_; }
  QListWidget* palette() const { return palette_; }
  ChainStripModel* model() const { return model_; }

  // Makes the selected, contiguous chain links a loop until `triggerName` fires; a new
  // Trigger of that name is added in the same step when the level has none.
  bool makeLoopFromSelection(const QString& triggerName, QString* why = nullptr);

 private:
  void rebuildPalette();
  void pullSelection();
  void pushSelection();
  void showContextMenu(const QPoint& at);

  Document* document_;
  ChainStripModel* model_;
  QListWidget* palette_;
  QListView* strip_;
  bool syncing_ = false;
};

}  // namespace sw::editor
