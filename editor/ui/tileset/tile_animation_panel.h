#pragma once
// The Tileset dock's animation panel: the animation of the first picked tile (Tiled's frames:
// tiles of the same tileset, each shown for a number of milliseconds), with a preview that
// plays it and its frames to edit. Every change is one undo step (tile_animation_edits.h):
// "Animate Picked" makes the picked tiles the frames of the first one; a frame's tile and
// duration are edited in its row (a duration when the spin box is left or Enter pressed);
// frames are added (a copy of the selected one), removed and moved; "Remove Animation".
// The preview's timer runs only while the panel shows an animation of two frames or more.
//
// Object names: "tileAnimationPanel", "tileAnimationTitle", "tileAnimationPreview",
// "tileAnimationFrames" (a QTableWidget: a QComboBox and a QSpinBox per row), the buttons
// "animatePickedTiles", "addAnimationFrame", "removeAnimationFrame", "moveAnimationFrameUp",
// "moveAnimationFrameDown", "removeTileAnimation".
#include <QElapsedTimer>
#include <QWidget>
#include <optional>
#include <string>

#include "model/tiles/tileset.h"

class QLabel;
class QTableWidget;
class QTimer;
class QToolButton;

namespace sw::editor {
class Document;
}

namespace sw::editor::tileset {

class TileAnimationPanel : public QWidget {
  Q_OBJECT
 public:
  explicit TileAnimationPanel(Document* document, QWidget* parent = nullptr);

  // The tile whose animation is shown ("" none) and the frame the preview shows.
  QString subjectTile() const { return QString::fromStdString(tile_); }
  int previewFrame() const { return previewFrame_; }
  bool previewRunning() const;
  QTableWidget* frameTable() const { return frames_; }

 protected:
  void showEvent(QShowEvent* event) override;
  void hideEvent(QHideEvent* event) override;

 private:
  void refresh();  // the picked tiles or the tileset changed
  const sw::Tileset* tileset() const;
  std::optional<sw::TileAnimation> animation() const;
  // Puts `edited` in place of the shown animation as one undo step.
  void apply(std::optional<sw::TileAnimation> edited, const QString& text);
  void showPreview();
  int selectedFrame() const;

  Document* document_;
  int tilesetIndex_ = -1;
  std::string tile_;
  QLabel* title_;
  QLabel* preview_;
  QTableWidget* frames_;
  QToolButton *animate_, *add_, *remove_, *up_, *down_, *removeAll_;
  QTimer* previewTimer_;
  QElapsedTimer clock_;
  int previewFrame_ = -1;
};

}  // namespace sw::editor::tileset
