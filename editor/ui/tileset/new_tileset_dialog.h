#pragma once
// File > New Tileset from Image (and the Project dock's menus): pick an image, name the
// tileset and say how to cut it: tile width and height, margin around the image, spacing
// between tiles (Tiled's terms), pixels per level unit. The preview draws the cut over the
// image and counts the tiles, so a wrong size shows before anything is made.
//
// Object names for tests: "newTilesetDialog", "tilesetImageEdit", "tilesetBrowseButton",
// "tilesetNameEdit", "tileWidthSpin", "tileHeightSpin", "tileMarginSpin",
// "tileSpacingSpin", "pixelsPerUnitSpin", "tileCountLabel", "tilesetPreview".
#include <QDialog>
#include <QImage>

#include "document/commands/asset_commands.h"

class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace sw::editor {

class NewTilesetDialog : public QDialog {
  Q_OBJECT
 public:
  explicit NewTilesetDialog(const QString& image = {}, QWidget* parent = nullptr);

  QString imageFile() const;
  TilesetCut cut() const;
  int tileCount() const { return tileCount_; }
  void setImageFile(const QString& file);

 private:
  void update();

  QLineEdit* image_;
  QLineEdit* name_;
  QSpinBox *width_, *height_, *margin_, *spacing_;
  QDoubleSpinBox* pixelsPerUnit_;
  QLabel* count_;
  QLabel* preview_;
  QDialogButtonBox* buttons_;
  QImage picture_;
  QString loaded_;
  bool nameEdited_ = false;
  bool unitsEdited_ = false;  // pixels per unit set by the user, no longer following the tile width
  int tileCount_ = 0;
};

}  // namespace sw::editor
