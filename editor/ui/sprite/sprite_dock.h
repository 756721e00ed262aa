#pragma once
// The Sprite dock: a tileset seen as a creature's sprite sheet (issue 40). One frame group
// at a time (Tileset::frameGroups: the runs of frames animations play): the groups listed
// (New: a group of the tiles picked in the Tileset dock, named after them; double-click
// renames; Delete), the group's frames as a strip (drag to reorder, or the arrows;
// Remove; Add appends the tiles picked in the Tileset dock), and the selected
// frame big (sprite_frame_view.h) with its origin, hit shape and attack shape, the frame
// before it as an onion skin when asked. Every edit is one undo step (sprite_edits.h).
//
// Object names for tests and tools: the dock "spriteDock", "spriteTilesetCombo",
// "frameGroupList", "frameStrip", "spriteFrameView", the actions "newFrameGroup",
// "deleteFrameGroup", "addPickedFrames", "removeFrame", "moveFrameLeft", "moveFrameRight",
// "originTool", "hitTool", "attackTool", "onionSkin".
#include <QDockWidget>

class QAction;
class QComboBox;
class QListWidget;

namespace sw::editor {

class Document;

namespace sprite {
class SpriteFrameView;
}

class SpriteDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit SpriteDock(Document* document, QWidget* parent = nullptr);

  sprite::SpriteFrameView* frameView() const { return view_; }
  QListWidget* groupList() const { return groups_; }
  QListWidget* frameStrip() const { return strip_; }
  QComboBox* tilesetCombo() const { return tilesets_; }
  QAction* toolAction(int tool) const;  // sprite::SpriteFrameView::Tool as int
  QAction* onionSkinAction() const { return onion_; }

  void showTileset(const QString& name);
  QString tilesetName() const;
  // The group shown (index in Tileset::frameGroups, -1: none) and its frame shown.
  int currentGroup() const;
  void setCurrentGroup(int group);
  int currentFrame() const;
  void setCurrentFrame(int frame);

  // The edits of the buttons, for tests and menus; each one undo step.
  bool newGroupFromPicked();
  bool deleteCurrentGroup();
  bool addPickedToGroup();
  bool removeCurrentFrame();
  bool moveCurrentFrame(int by);  // -1 left, +1 right

 private:
  void rebuildTilesets();
  void rebuildGroups();  // the shown tileset changed: groups and strip again, keeping places
  void rebuildStrip();
  void showFrame();
  std::vector<std::string> pickedTiles() const;  // of the shown tileset, in its tile order
  int tilesetIndex() const;

  Document* document_;
  QComboBox* tilesets_;
  QListWidget* groups_;
  QListWidget* strip_;
  sprite::SpriteFrameView* view_;
  QAction* newGroup_;
  QAction* deleteGroup_;
  QAction* addPicked_;
  QAction* removeFrame_;
  QAction* moveLeft_;
  QAction* moveRight_;
  QAction* tools_[3];
  QAction* onion_;
  bool rebuilding_ = false;
};

}  // namespace sw::editor
