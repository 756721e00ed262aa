#pragma once
// The Chain dock beside the viewport: a palette of tile definitions and the chain strip
// (one thumbnail per chain link, in order). Drag from the palette to insert, drag in
// the strip to reorder; the context menu removes, duplicates, replaces and makes loops.
// New tile definitions come from the palette's "+" button ("addTileDefButton", asks for a
// mesh or none), its context menu, or a mesh file dropped on it (from the Project dock).
#include <QDockWidget>

class QListView;
class QListWidget;
class QListWidgetItem;
class QMenu;
class QToolButton;

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
  QToolButton* addTileDefButton() const { return addTileDef_; }
  // The palette's context menu for `item` (nullptr: empty space), owned by the caller.
  QMenu* paletteMenuFor(QListWidgetItem* item);

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
  QToolButton* addTileDef_;
  bool syncing_ = false;
};

}  // namespace sw::editor
