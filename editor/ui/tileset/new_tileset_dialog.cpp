#include "ui/tileset/new_tileset_dialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>

#include "model/tiles/tileset.h"

namespace sw::editor {

namespace {
QSpinBox* pixels(QWidget* parent, const char* name, int value, int minimum) {
  auto* spin = new QSpinBox(parent);
  spin->setObjectName(QLatin1String(name));
  spin->setRange(minimum, 4096);
  spin->setValue(value);
  spin->setSuffix(QStringLiteral(" px"));
  return spin;
}
}  // namespace

NewTilesetDialog::NewTilesetDialog(const QString& image, QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("newTilesetDialog"));
  setWindowTitle(tr("New Tileset from Image"));
  auto* form = new QFormLayout;

  image_ = new QLineEdit(this);
  image_->setObjectName(QStringLiteral("tilesetImageEdit"));
  auto* browse = new QToolButton(this);
  browse->setObjectName(QStringLiteral("tilesetBrowseButton"));
  browse->setText(QStringLiteral("\u2026"));
  browse->setToolTip(tr("Pick the atlas image"));
  auto* imageRow = new QHBoxLayout;
  imageRow->addWidget(image_, 1);
  imageRow->addWidget(browse);
  form->addRow(tr("Image:"), imageRow);

  name_ = new QLineEdit(this);
  name_->setObjectName(QStringLiteral("tilesetNameEdit"));
  form->addRow(tr("Name:"), name_);
  width_ = pixels(this, "tileWidthSpin", 32, 1);
  height_ = pixels(this, "tileHeightSpin", 32, 1);
  margin_ = pixels(this, "tileMarginSpin", 0, 0);
  spacing_ = pixels(this, "tileSpacingSpin", 0, 0);
  width_->setToolTip(tr("Width of one tile in the image"));
  height_->setToolTip(tr("Height of one tile in the image"));
  margin_->setToolTip(tr("Pixels around the image that hold no tiles"));
  spacing_->setToolTip(tr("Pixels between two neighbouring tiles"));
  form->addRow(tr("Tile width:"), width_);
  form->addRow(tr("Tile height:"), height_);
  form->addRow(tr("Margin:"), margin_);
  form->addRow(tr("Spacing:"), spacing_);
  pixelsPerUnit_ = new QDoubleSpinBox(this);
  pixelsPerUnit_->setObjectName(QStringLiteral("pixelsPerUnitSpin"));
  pixelsPerUnit_->setRange(0.01, 100000);
  pixelsPerUnit_->setValue(32);
  pixelsPerUnit_->setToolTip(
      tr("Image pixels per level unit: a 32 px tile at 32 is one unit wide (follows the "
         "tile width until you change it)"));
  form->addRow(tr("Pixels per unit:"), pixelsPerUnit_);

  count_ = new QLabel(this);
  count_->setObjectName(QStringLiteral("tileCountLabel"));
  preview_ = new QLabel(this);
  preview_->setObjectName(QStringLiteral("tilesetPreview"));
  preview_->setMinimumSize(320, 200);
  preview_->setAlignment(Qt::AlignCenter);
  preview_->setFrameShape(QFrame::StyledPanel);

  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons_->button(QDialogButtonBox::Ok)->setText(tr("Create Tileset"));
  connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* layout = new QHBoxLayout;
  layout->addLayout(form);
  auto* right = new QVBoxLayout;
  right->addWidget(preview_, 1);
  right->addWidget(count_);
  layout->addLayout(right, 1);
  auto* outer = new QVBoxLayout(this);
  outer->addLayout(layout, 1);
  outer->addWidget(buttons_);

  connect(browse, &QToolButton::clicked, this, [this] {
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Tileset Image"), image_->text(),
                                     tr("Images (*.png *.jpg *.jpeg *.bmp *.gif *.webp);;All files (*)"));
    if (!file.isEmpty()) setImageFile(file);
  });
  connect(image_, &QLineEdit::textEdited, this, [this](const QString& file) { setImageFile(file); });
  connect(image_, &QLineEdit::textChanged, this, &NewTilesetDialog::update);
  // One tile is one level unit until the user says otherwise.
  connect(width_, &QSpinBox::valueChanged, this, [this](int width) {
    if (!unitsEdited_) pixelsPerUnit_->setValue(width);
  });
  connect(pixelsPerUnit_, &QDoubleSpinBox::valueChanged, this,
          [this] { unitsEdited_ = unitsEdited_ || pixelsPerUnit_->hasFocus(); });
  connect(name_, &QLineEdit::textEdited, this, [this] {
    nameEdited_ = true;
    update();
  });
  for (QSpinBox* spin : {width_, height_, margin_, spacing_})
    connect(spin, &QSpinBox::valueChanged, this, &NewTilesetDialog::update);
  setImageFile(image);
  update();
}

QString NewTilesetDialog::imageFile() const { return image_->text().trimmed(); }

TilesetCut NewTilesetDialog::cut() const {
  return {name_->text().trimmed(), width_->value(),   height_->value(),
          margin_->value(),        spacing_->value(), pixelsPerUnit_->value()};
}

void NewTilesetDialog::setImageFile(const QString& file) {
  if (image_->text() != file) image_->setText(file);
  if (!nameEdited_ && !file.isEmpty()) name_->setText(QFileInfo(file).completeBaseName());
}

void NewTilesetDialog::update() {
  const QString file = imageFile();
  if (file != loaded_) {
    loaded_ = file;
    picture_ = file.isEmpty() ? QImage() : QImageReader(file).read();
  }
  tileCount_ = 0;
  QString status;
  if (picture_.isNull()) {
    status = file.isEmpty() ? tr("Pick an image.") : tr("%1 cannot be read as an image.").arg(file);
    preview_->setPixmap({});
    preview_->setText(status);
  } else {
    const TilesetCut c = cut();
    sw::TileStrip strip;
    strip.tileWidth = c.tileWidth;
    strip.tileHeight = c.tileHeight;
    strip.border = {c.margin, c.margin, c.margin, c.margin};
    strip.margin = {0, 0, c.spacing, c.spacing};
    auto tiles = sw::cutStrip(strip, picture_.width(), picture_.height(), c.pixelsPerUnit);
    QImage shown = picture_.convertToFormat(QImage::Format_ARGB32);
    if (tiles) {
      tileCount_ = int(tiles->size());
      QPainter painter(&shown);
      painter.setPen(QPen(QColor(255, 60, 200, 200), 0));
      for (const auto& t : *tiles)
        painter.drawRect(QRect(int(t.x), int(t.y), int(t.width) - 1, int(t.height) - 1));
      status = tr("%n tile(s) of %1 x %2 px from a %3 x %4 image", nullptr, tileCount_)
                   .arg(c.tileWidth)
                   .arg(c.tileHeight)
                   .arg(picture_.width())
                   .arg(picture_.height());
    } else {
      status = QString::fromStdString(tiles.error().message);
    }
    preview_->setPixmap(QPixmap::fromImage(shown.scaled(
        preview_->size(), Qt::KeepAspectRatio,
        shown.width() < preview_->width() / 2 ? Qt::FastTransformation : Qt::SmoothTransformation)));
  }
  count_->setText(status);
  buttons_->button(QDialogButtonBox::Ok)->setEnabled(tileCount_ > 0 && !name_->text().trimmed().isEmpty());
}

}  // namespace sw::editor
