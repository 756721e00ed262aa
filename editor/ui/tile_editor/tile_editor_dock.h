#pragma once
// The Tile Editor dock: a toolbar (Draw Polygon, Snap to Grid, Delete, Frame) over a
// TileEditorView showing the tile definition being edited. Its title names the tile.
#include <QDockWidget>

namespace sw::editor {

class Document;
class TileEditorView;

class TileEditorDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit TileEditorDock(Document* document, QWidget* parent = nullptr);  // objectName "tileEditorDock"

  TileEditorView* view() const { return view_; }

 private:
  void updateTitle();

  Document* document_;
  TileEditorView* view_;
};

}  // namespace sw::editor
