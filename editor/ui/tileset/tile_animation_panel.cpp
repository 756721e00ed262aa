#include "ui/tileset/tile_animation_panel.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include "document/document.h"
#include "document/message_log.h"
#include "document/stores/tile_image_cache.h"
#include "document/stores/tileset_store.h"
#include "model/tiles/tile_animation.h"
#include "ui/tileset/tile_animation_edits.h"

namespace sw::editor::tileset {
namespace {
constexpr int kPreviewSize = 48;

QToolButton* panelButton(QWidget* parent, const QString& objectName, const QString& text, const QString& tip) {
  auto* button = new QToolButton(parent);
  button->setObjectName(objectName);
  button->setText(text);
  button->setToolTip(tip);
  return button;
}
}  // namespace

TileAnimationPanel::TileAnimationPanel(Document* document, QWidget* parent) : QWidget(parent), document_(document) {
  setObjectName(QStringLiteral("tileAnimationPanel"));
  title_ = new QLabel(this);
  title_->setObjectName(QStringLiteral("tileAnimationTitle"));
  title_->setWordWrap(true);
  preview_ = new QLabel(this);
  preview_->setObjectName(QStringLiteral("tileAnimationPreview"));
  preview_->setFixedSize(kPreviewSize, kPreviewSize);
  preview_->setAlignment(Qt::AlignCenter);
  preview_->setFrameShape(QFrame::StyledPanel);
  preview_->setToolTip(tr("The animation as it plays"));
  frames_ = new QTableWidget(0, 2, this);
  frames_->setObjectName(QStringLiteral("tileAnimationFrames"));
  frames_->setHorizontalHeaderLabels({tr("Frame Tile"), tr("Duration (ms)")});
  frames_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
  frames_->verticalHeader()->setVisible(false);
  frames_->setSelectionBehavior(QAbstractItemView::SelectRows);
  frames_->setSelectionMode(QAbstractItemView::SingleSelection);
  frames_->setMaximumHeight(120);
  animate_ = panelButton(this, QStringLiteral("animatePickedTiles"), tr("Animate Picked"),
                         tr("Make the picked tiles the frames of the first one's animation"));
  add_ = panelButton(this, QStringLiteral("addAnimationFrame"), tr("Add Frame"),
                     tr("Add a frame: a copy of the selected one (or the last)"));
  remove_ = panelButton(this, QStringLiteral("removeAnimationFrame"), tr("Remove Frame"), tr("Remove the selected frame"));
  up_ = panelButton(this, QStringLiteral("moveAnimationFrameUp"), tr("Up"), tr("Play the selected frame earlier"));
  down_ = panelButton(this, QStringLiteral("moveAnimationFrameDown"), tr("Down"), tr("Play the selected frame later"));
  removeAll_ = panelButton(this, QStringLiteral("removeTileAnimation"), tr("Remove Animation"),
                           tr("The tile no longer animates"));

  // Two columns: the dock is narrow beside the viewport at 1366x768, and a row of six cut
  // the labels to a few letters each.
  auto* buttons = new QGridLayout;
  buttons->setSpacing(2);
  QToolButton* const order[] = {animate_, removeAll_, add_, remove_, up_, down_};
  for (int i = 0; i < 6; ++i) {
    QToolButton* b = order[i];
    b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    buttons->addWidget(b, i / 2, i % 2);
  }
  auto* top = new QHBoxLayout;
  top->addWidget(preview_);
  top->addWidget(title_, 1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);
  layout->addLayout(top);
  layout->addWidget(frames_);
  layout->addLayout(buttons);

  previewTimer_ = new QTimer(this);
  previewTimer_->setSingleShot(true);
  connect(previewTimer_, &QTimer::timeout, this, &TileAnimationPanel::showPreview);
  clock_.start();

  const auto warn = [this](const QString& why) {
    if (!why.isEmpty()) document_->log()->add(LogEntry::Severity::Warning, tr("Animation not changed: %1").arg(why));
  };
  connect(animate_, &QToolButton::clicked, this, [this, warn] {
    QString why;
    animatePickedTiles(document_, &why);
    warn(why);
  });
  connect(add_, &QToolButton::clicked, this, [this] {
    auto a = animation();
    if (!a) return;
    const int at = selectedFrame() >= 0 ? selectedFrame() : int(a->frames.size()) - 1;
    a->frames.insert(a->frames.begin() + at + 1, a->frames[std::size_t(at)]);
    apply(a, tr("Add Animation Frame"));
    frames_->selectRow(at + 1);
  });
  connect(remove_, &QToolButton::clicked, this, [this] {
    auto a = animation();
    const int at = selectedFrame();
    if (!a || at < 0) return;
    a->frames.erase(a->frames.begin() + at);
    apply(a, tr("Remove Animation Frame"));  // the last frame gone: the animation goes
  });
  const auto move = [this](int by) {
    auto a = animation();
    const int at = selectedFrame();
    if (!a || at < 0 || at + by < 0 || at + by >= int(a->frames.size())) return;
    std::swap(a->frames[std::size_t(at)], a->frames[std::size_t(at + by)]);
    apply(a, tr("Move Animation Frame"));
    frames_->selectRow(at + by);
  };
  connect(up_, &QToolButton::clicked, this, [move] { move(-1); });
  connect(down_, &QToolButton::clicked, this, [move] { move(1); });
  connect(removeAll_, &QToolButton::clicked, this, [this] { apply(std::nullopt, tr("Remove Tile Animation")); });

  TilesetStore* store = document_->tilesets();
  connect(store, &TilesetStore::selectedTilesChanged, this, &TileAnimationPanel::refresh);
  connect(store, &TilesetStore::tilesetChanged, this, &TileAnimationPanel::refresh);
  connect(store, &TilesetStore::tilesetsReset, this, &TileAnimationPanel::refresh);
  connect(frames_, &QTableWidget::itemSelectionChanged, this, [this] {
    const int at = selectedFrame();
    const int count = frames_->rowCount();
    remove_->setEnabled(at >= 0);
    up_->setEnabled(at > 0);
    down_->setEnabled(at >= 0 && at + 1 < count);
  });
  refresh();
}

const sw::Tileset* TileAnimationPanel::tileset() const { return document_->tilesets()->tileset(tilesetIndex_); }

std::optional<sw::TileAnimation> TileAnimationPanel::animation() const {
  const sw::Tileset* t = tileset();
  const sw::TileAnimation* a = t ? sw::findTileAnimation(*t, tile_) : nullptr;
  return a ? std::optional<sw::TileAnimation>(*a) : std::nullopt;
}

int TileAnimationPanel::selectedFrame() const {
  const auto rows = frames_->selectionModel()->selectedRows();
  return rows.isEmpty() ? -1 : rows.front().row();
}

bool TileAnimationPanel::previewRunning() const { return previewTimer_->isActive(); }

void TileAnimationPanel::apply(std::optional<sw::TileAnimation> edited, const QString& text) {
  QString why;
  if (!setTileAnimation(document_, tilesetIndex_, tile_, std::move(edited), text, &why) && !why.isEmpty())
    document_->log()->add(LogEntry::Severity::Warning, tr("Animation not changed: %1").arg(why));
}

void TileAnimationPanel::refresh() {
  TilesetStore* store = document_->tilesets();
  const QStringList picked = store->selectedTiles();
  tilesetIndex_ = store->indexOf(store->selectedTileset().toStdString());
  const sw::Tileset* t = tileset();
  tile_ = t && !picked.isEmpty() && t->findTile(picked.front().toStdString()) ? picked.front().toStdString() : "";
  const auto a = animation();
  const QString tile = QString::fromStdString(tile_);
  title_->setText(tile_.empty() ? tr("Pick a tile to see its animation")
                  : a         ? tr("Animation of %1: %2 frames").arg(tile).arg(a->frames.size())
                              : picked.size() >= 2
                                  ? tr("%1 does not animate: Animate Picked makes the %2 picked tiles its frames")
                                        .arg(tile)
                                        .arg(picked.size())
                                  : tr("%1 does not animate. To animate it, drag across its frames in the "
                                       "tiles above (the first one picked animates), then Animate Picked")
                                        .arg(tile));
  animate_->setEnabled(picked.size() >= 2 && !tile_.empty());
  add_->setEnabled(bool(a));
  removeAll_->setEnabled(bool(a));

  const int keep = selectedFrame();
  frames_->setRowCount(0);
  if (a && t) {
    QStringList names;
    for (const auto& tileOf : t->tiles) names << QString::fromStdString(tileOf.name);
    frames_->setRowCount(int(a->frames.size()));
    for (std::size_t i = 0; i < a->frames.size(); ++i) {
      const int row = int(i);
      auto* combo = new QComboBox(frames_);
      combo->addItems(names);
      combo->setCurrentText(QString::fromStdString(a->frames[i].tile));
      connect(combo, &QComboBox::activated, this, [this, row, combo] {
        auto edited = animation();
        if (!edited || row >= int(edited->frames.size())) return;
        edited->frames[std::size_t(row)].tile = combo->currentText().toStdString();
        apply(edited, tr("Set Animation Frame Tile"));
      });
      frames_->setCellWidget(row, 0, combo);
      auto* spin = new QSpinBox(frames_);
      spin->setRange(1, 600000);
      spin->setSuffix(tr(" ms"));
      spin->setValue(int(std::min<std::int64_t>(a->frames[i].durationMs, 600000)));
      spin->setKeyboardTracking(false);
      connect(spin, &QSpinBox::editingFinished, this, [this, row, spin] {
        auto edited = animation();
        if (!edited || row >= int(edited->frames.size())) return;
        edited->frames[std::size_t(row)].durationMs = spin->value();
        apply(edited, tr("Set Animation Frame Duration"));
      });
      frames_->setCellWidget(row, 1, spin);
    }
    if (keep >= 0 && keep < frames_->rowCount()) frames_->selectRow(keep);
  }
  const int at = selectedFrame();
  remove_->setEnabled(at >= 0);
  up_->setEnabled(at > 0);
  down_->setEnabled(at >= 0 && at + 1 < frames_->rowCount());
  previewFrame_ = -1;
  showPreview();
}

void TileAnimationPanel::showPreview() {
  previewTimer_->stop();
  const sw::Tileset* t = tileset();
  const sw::TilesetTile* tile = t ? t->findTile(tile_) : nullptr;
  if (!tile) {
    preview_->clear();
    previewFrame_ = -1;
    return;
  }
  const auto a = animation();
  const std::int64_t now = clock_.elapsed();
  std::size_t frame = 0;
  if (a && !a->frames.empty()) {
    frame = sw::tileAnimationFrameAt(*a, now);
    if (const sw::TilesetTile* shown = t->findTile(a->frames[frame].tile)) tile = shown;
  }
  if (int(frame) != previewFrame_ || preview_->pixmap().isNull()) {
    previewFrame_ = int(frame);
    const QImage image = document_->tilesets()->images()->image(document_->tilesets()->imagePath(*t, tile->image));
    const QImage cut = image.copy(QRect(int(tile->x), int(tile->y), int(tile->width), int(tile->height)));
    preview_->setPixmap(cut.isNull() ? QPixmap()
                                     : QPixmap::fromImage(cut.scaled(kPreviewSize - 4, kPreviewSize - 4,
                                                                     Qt::KeepAspectRatio, Qt::FastTransformation)));
  }
  // Wakes for the next frame only, and only while someone can see it.
  const std::int64_t wait = a && isVisible() ? sw::tileAnimationTimeToNextFrame(*a, now) : 0;
  if (wait > 0) previewTimer_->start(int(std::min<std::int64_t>(wait, 1 << 30)));
}

void TileAnimationPanel::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  showPreview();
}

void TileAnimationPanel::hideEvent(QHideEvent* event) {
  QWidget::hideEvent(event);
  previewTimer_->stop();
}

}  // namespace sw::editor::tileset
