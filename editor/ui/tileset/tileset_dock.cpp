#include "ui/tileset/tileset_dock.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSlider>
#include <QMenu>
#include <QStandardItemModel>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>
#include <set>

#include "document/qt_strings.h"
#include "document/document.h"
#include "document/stores/tileset_store.h"
#include "ui/tileset/collision_preset_menu.h"
#include "ui/tileset/tile_animation_panel.h"
#include "ui/tileset/tile_palette.h"

namespace sw::editor {

namespace {
bool tilesetHasCollision(const sw::Tileset* tileset) {
  if (tileset)
    for (const auto& tile : tileset->tiles)
      if (!tile.collision.empty()) return true;
  return false;
}
}  // namespace

TilesetDock::TilesetDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Tileset"), parent), document_(document) {
  setObjectName(QStringLiteral("tilesetDock"));
  auto* body = new QWidget(this);

  tilesets_ = new QComboBox(body);
  tilesets_->setObjectName(QStringLiteral("tilesetCombo"));
  tilesets_->setToolTip(tr("The project's tilesets"));
  filter_ = new QLineEdit(body);
  filter_->setObjectName(QStringLiteral("tileFilter"));
  filter_->setPlaceholderText(tr("Filter by name"));
  filter_->setClearButtonEnabled(true);
  types_ = new QComboBox(body);
  types_->setObjectName(QStringLiteral("tileTypeFilter"));
  types_->setToolTip(tr("Show only tiles of this type id"));
  zoom_ = new QSlider(Qt::Horizontal, body);
  zoom_->setObjectName(QStringLiteral("tileZoom"));
  zoom_->setRange(int(tileset::TilePalette::kMinZoom * 100), int(tileset::TilePalette::kMaxZoom * 100));
  zoom_->setValue(100);
  zoom_->setToolTip(tr("Zoom (Ctrl+wheel over the tiles)"));
  zoomLabel_ = new QLabel(tr("%1%").arg(100), body);
  zoomLabel_->setObjectName(QStringLiteral("tileZoomLabel"));
  zoomLabel_->setMinimumWidth(zoomLabel_->fontMetrics().horizontalAdvance(QStringLiteral("400%")) + 4);
  palette_ = new tileset::TilePalette(document, body);

  auto* tools = new QToolBar(body);
  tools->setObjectName(QStringLiteral("tilesetToolBar"));
  tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
  tools->setIconSize(QSize(16, 16));
  showCollision_ = tools->addAction(tr("Show Collision"));
  showCollision_->setObjectName(QStringLiteral("showCollision"));
  showCollision_->setCheckable(true);
  showCollision_->setToolTip(tr("Draw each tile's collision (what stops platformer characters) over it"));
  collisionButton_ = new QToolButton(tools);
  collisionButton_->setObjectName(QStringLiteral("collisionPresets"));
  collisionButton_->setText(tr("Collision"));
  collisionButton_->setToolTip(tr("Give the picked tiles ready-made collision, scaled to each tile's size"));
  collisionButton_->setPopupMode(QToolButton::InstantPopup);
  collisionButton_->setMenu(tileset::makeCollisionMenu(document, collisionButton_, [this] { showCollision_->setChecked(true); }));
  tools->addWidget(collisionButton_);
  showAnimation_ = tools->addAction(tr("Animation"));
  showAnimation_->setObjectName(QStringLiteral("showTileAnimation"));
  showAnimation_->setCheckable(true);
  showAnimation_->setToolTip(tr("Show the picked tile's animation: preview, frames and durations"));

  auto* filterRow = new QHBoxLayout;
  filterRow->addWidget(filter_, 1);
  filterRow->addWidget(types_);
  auto* zoomRow = new QHBoxLayout;
  zoomRow->addWidget(new QLabel(tr("Zoom"), body));
  zoomRow->addWidget(zoom_, 1);
  zoomRow->addWidget(zoomLabel_);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->setSpacing(4);
  layout->addWidget(tilesets_);
  layout->addLayout(filterRow);
  layout->addLayout(zoomRow);
  layout->addWidget(tools);
  layout->addWidget(palette_, 1);
  animationPanel_ = new tileset::TileAnimationPanel(document, body);
  animationPanel_->setVisible(false);
  layout->addWidget(animationPanel_);
  setWidget(body);

  connect(tilesets_, &QComboBox::currentIndexChanged, this, &TilesetDock::onTilesetChosen);
  connect(showCollision_, &QAction::toggled, palette_, &tileset::TilePalette::setShowCollision);
  connect(showAnimation_, &QAction::toggled, animationPanel_, &QWidget::setVisible);
  // A preset just applied is shown, whatever the toggle was.
  connect(palette_, &tileset::TilePalette::collisionPresetApplied, showCollision_, [this] { showCollision_->setChecked(true); });
  connect(filter_, &QLineEdit::textChanged, palette_, &tileset::TilePalette::setNameFilter);
  connect(types_, &QComboBox::currentIndexChanged, this, [this] {
    const QVariant type = types_->currentData();
    palette_->setTypeFilter(type.isValid() ? std::optional<std::int64_t>(type.toLongLong()) : std::nullopt);
  });
  connect(zoom_, &QSlider::valueChanged, this, [this](int percent) {
    zoomLabel_->setText(tr("%1%").arg(percent));
    palette_->setZoom(percent / 100.0);
  });
  connect(palette_, &tileset::TilePalette::zoomChanged, this, [this](double zoom) {
    const QSignalBlocker quiet(zoom_);
    zoom_->setValue(int(std::lround(zoom * 100)));
    zoomLabel_->setText(tr("%1%").arg(zoom_->value()));
  });

  TilesetStore* store = document_->tilesets();
  connect(store, &TilesetStore::tilesetsReset, this, [this] {
    // Another project (opened, recovered) or another list: the shown tileset's Show
    // Collision is defaulted again, even when it keeps its name.
    collisionDefaultedFor_.clear();
    rebuildTilesets();
  });
  connect(store, &TilesetStore::tilesetChanged, this, &TilesetDock::onTilesetChanged);
  rebuildTilesets();
}

void TilesetDock::showTileset(const QString& name) {
  for (int i = 0; i < tilesets_->count(); ++i)
    if (tilesets_->itemData(i).toString() == name) return tilesets_->setCurrentIndex(i);
}

void TilesetDock::rebuildTilesets() {
  TilesetStore* store = document_->tilesets();
  // Items are the store's tilesets in its order, so the shown one is kept by its index:
  // that survives a rename, and imports append.
  const int keep = tilesets_->currentIndex();
  {
    const QSignalBlocker quiet(tilesets_);
    tilesets_->clear();
    auto* model = qobject_cast<QStandardItemModel*>(tilesets_->model());
    int choose = -1;
    for (int i = 0; i < store->count(); ++i) {
      const sw::Tileset* t = store->tileset(i);
      if (t) {
        tilesets_->addItem(qs(t->name), qs(t->name));
        tilesets_->setItemData(tilesets_->count() - 1, store->fileOf(i), Qt::ToolTipRole);
        if (choose < 0 || i == keep) choose = i;
      } else {
        // Listed so the user sees it exists, but it cannot be shown.
        tilesets_->addItem(tr("%1 (cannot be read)").arg(store->fileOf(i)));
        const QString problem = store->problemOf(i);
        tilesets_->setItemData(tilesets_->count() - 1,
                               problem.isEmpty() ? tr("Not loaded: save the project into a folder first") : problem,
                               Qt::ToolTipRole);
        if (model) model->item(tilesets_->count() - 1)->setEnabled(false);
      }
    }
    tilesets_->setCurrentIndex(choose);
  }
  onTilesetChosen();
}

void TilesetDock::onTilesetChosen() {
  const QString name = tilesets_->currentData().toString();
  palette_->setTileset(name);
  if (name != collisionDefaultedFor_) {
    collisionDefaultedFor_ = name;
    showCollision_->setChecked(tilesetHasCollision(document_->tilesets()->find(name.toStdString())));
  }
  rebuildTypes();
}

void TilesetDock::rebuildTypes() {
  const sw::Tileset* t = document_->tilesets()->find(tilesets_->currentData().toString().toStdString());
  const QVariant keep = types_->currentData();
  const QSignalBlocker quiet(types_);
  types_->clear();
  types_->addItem(tr("All types"));
  std::set<std::int64_t> ids;
  if (t)
    for (const auto& tile : t->tiles) ids.insert(tile.typeId);
  for (std::int64_t id : ids) types_->addItem(tr("Type %1").arg(id), QVariant::fromValue<qlonglong>(id));
  const int at = keep.isValid() ? types_->findData(keep) : 0;
  types_->setCurrentIndex(std::max(0, at));
  const QVariant type = types_->currentData();
  palette_->setTypeFilter(type.isValid() ? std::optional<std::int64_t>(type.toLongLong()) : std::nullopt);
}

void TilesetDock::onTilesetChanged(const QString& name) {
  const QString shown = tilesets_->currentData().toString();
  const sw::Tileset* current = document_->tilesets()->tileset(tilesets_->currentIndex());
  // Another tileset changed: only its name in the list may differ.
  const bool affectsShown = name == shown || (current && qs(current->name) == name);
  if (!affectsShown) {
    for (int i = 0; i < tilesets_->count(); ++i)
      if (const sw::Tileset* t = document_->tilesets()->tileset(i); t && tilesets_->itemData(i).toString() != qs(t->name))
        return rebuildTilesets();
    return;
  }
  rebuildTilesets();  // names, tiles, type ids; lays the palette out again
}

}  // namespace sw::editor
