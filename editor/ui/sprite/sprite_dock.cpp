#include "ui/sprite/sprite_dock.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>
#include <algorithm>

#include "document/document.h"
#include "document/message_log.h"
#include "document/stores/tile_image_cache.h"
#include "document/stores/tileset_store.h"
#include "ui/sprite/sprite_edits.h"
#include "ui/sprite/sprite_frame_view.h"

namespace sw::editor {

namespace {
constexpr int kThumbnail = 40;

// "walk_0" -> "walk": a group made of a strip's tiles is named after them.
std::string groupBaseName(const std::string& tileName) {
  std::string base = tileName;
  while (!base.empty() &&
         (std::isdigit(static_cast<unsigned char>(base.back())) || base.back() == '_' || base.back() == '-'))
    base.pop_back();
  return base.empty() ? std::string("frames") : base;
}
}  // namespace

SpriteDock::SpriteDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Sprite"), parent), document_(document) {
  setObjectName(QStringLiteral("spriteDock"));
  auto* body = new QWidget(this);

  tilesets_ = new QComboBox(body);
  tilesets_->setObjectName(QStringLiteral("spriteTilesetCombo"));
  tilesets_->setToolTip(tr("The tileset used as a sprite sheet"));

  auto* tools = new QToolBar(body);
  tools->setObjectName(QStringLiteral("spriteToolBar"));
  tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
  auto* toolGroup = new QActionGroup(this);
  const struct {
    QString text, tip;
    const char* name;
  } toolSpecs[3] = {
      {tr("Origin"), tr("Drag the cross: where the feet are, so frames of any size line up"), "originTool"},
      {tr("Hit"),
       tr("Drag a box of the hit shape (what attacks hit); drag its points, Delete removes the picked one"),
       "hitTool"},
      {tr("Attack"),
       tr("Drag a box of the attack shape (what this frame hits); drag its points, Delete removes the picked "
          "one"),
       "attackTool"},
  };
  for (int i = 0; i < 3; ++i) {
    tools_[i] = tools->addAction(toolSpecs[i].text);
    tools_[i]->setObjectName(QLatin1String(toolSpecs[i].name));
    tools_[i]->setToolTip(toolSpecs[i].tip);
    tools_[i]->setCheckable(true);
    toolGroup->addAction(tools_[i]);
  }
  tools_[0]->setChecked(true);
  tools->addSeparator();
  onion_ = tools->addAction(tr("Onion Skin"));
  onion_->setObjectName(QStringLiteral("onionSkin"));
  onion_->setCheckable(true);
  onion_->setToolTip(tr("Show the frame before this one faintly behind it"));

  // Groups: a list with its buttons.
  groups_ = new QListWidget(body);
  groups_->setObjectName(QStringLiteral("frameGroupList"));
  groups_->setToolTip(tr("The tileset's frame groups: what animations play. Double-click to rename."));
  groups_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
  groups_->setMinimumHeight(40);  // the dock tabs with others in a 768-pixel-high window
  auto* groupTools = new QToolBar(body);
  groupTools->setToolButtonStyle(Qt::ToolButtonTextOnly);
  newGroup_ = groupTools->addAction(tr("New"));
  newGroup_->setObjectName(QStringLiteral("newFrameGroup"));
  newGroup_->setToolTip(tr("New Group: the tiles picked in the Tileset dock, in the tileset's order"));
  deleteGroup_ = groupTools->addAction(tr("Delete"));
  deleteGroup_->setObjectName(QStringLiteral("deleteFrameGroup"));
  deleteGroup_->setToolTip(tr("Delete Group (its tiles stay in the tileset)"));

  // The frames of the group: a strip with its buttons.
  strip_ = new QListWidget(body);
  strip_->setObjectName(QStringLiteral("frameStrip"));
  // List mode laid out left to right: in icon mode a drag only moves the picture about,
  // while a list's internal move reorders its rows (rowsMoved below).
  strip_->setViewMode(QListView::ListMode);
  strip_->setFlow(QListView::LeftToRight);
  strip_->setWrapping(false);
  strip_->setDragDropMode(QAbstractItemView::InternalMove);
  strip_->setDefaultDropAction(Qt::MoveAction);
  strip_->setIconSize(QSize(kThumbnail, kThumbnail));
  strip_->setFixedHeight(kThumbnail + 34);  // the icon, its number and a scroll bar
  strip_->setToolTip(tr("The group's frames in the order they play; drag to reorder"));
  auto* frameTools = new QToolBar(body);
  frameTools->setToolButtonStyle(Qt::ToolButtonTextOnly);
  moveLeft_ = frameTools->addAction(QStringLiteral("◀"));
  moveLeft_->setObjectName(QStringLiteral("moveFrameLeft"));
  moveLeft_->setToolTip(tr("Play this frame earlier"));
  moveRight_ = frameTools->addAction(QStringLiteral("▶"));
  moveRight_->setObjectName(QStringLiteral("moveFrameRight"));
  moveRight_->setToolTip(tr("Play this frame later"));
  addPicked_ = frameTools->addAction(tr("Add"));
  addPicked_->setObjectName(QStringLiteral("addPickedFrames"));
  addPicked_->setToolTip(tr("Add Picked: append the tiles picked in the Tileset dock to the group"));
  removeFrame_ = frameTools->addAction(tr("Remove"));
  removeFrame_->setObjectName(QStringLiteral("removeFrame"));
  removeFrame_->setToolTip(tr("Remove Frame: take it out of the group (the tile stays in the tileset)"));

  view_ = new sprite::SpriteFrameView(document, body);

  auto* left = new QWidget(body);
  auto* leftLayout = new QVBoxLayout(left);
  leftLayout->setContentsMargins(0, 0, 0, 0);
  leftLayout->addWidget(new QLabel(tr("Frame groups"), left));
  leftLayout->addWidget(groups_, 1);
  leftLayout->addWidget(groupTools);
  auto* right = new QWidget(body);
  auto* rightLayout = new QVBoxLayout(right);
  rightLayout->setContentsMargins(0, 0, 0, 0);
  rightLayout->addWidget(view_, 1);
  rightLayout->addWidget(strip_);
  rightLayout->addWidget(frameTools);
  auto* split = new QSplitter(Qt::Horizontal, body);
  split->addWidget(left);
  split->addWidget(right);
  split->setStretchFactor(0, 0);
  split->setStretchFactor(1, 1);
  split->setSizes({140, 360});

  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->setSpacing(4);
  layout->addWidget(tilesets_);
  layout->addWidget(tools);
  layout->addWidget(split, 1);
  setWidget(body);

  connect(tilesets_, &QComboBox::currentIndexChanged, this, &SpriteDock::rebuildGroups);
  connect(groups_, &QListWidget::currentRowChanged, this, [this] {
    if (!rebuilding_) rebuildStrip();
  });
  connect(groups_, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
    if (rebuilding_) return;
    QString why;
    if (!sprite::renameFrameGroup(document_, tilesetIndex(), groups_->row(item), item->text().toStdString(),
                                  &why)) {
      if (!why.isEmpty())
        document_->log()->add(LogEntry::Severity::Warning, tr("Frame group not renamed: %1").arg(why));
      rebuildGroups();  // back to the name it has
    }
  });
  connect(strip_, &QListWidget::currentRowChanged, this, [this] {
    if (!rebuilding_) showFrame();
  });
  // A frame dragged along the strip: the list moved its item already; the command reorders
  // the group, and the rebuild it causes runs after the drop has finished.
  connect(strip_->model(), &QAbstractItemModel::rowsMoved, this,
          [this](const QModelIndex&, int start, int, const QModelIndex&, int row) {
            if (rebuilding_) return;
            const int to = row > start ? row - 1 : row;
            QTimer::singleShot(0, this, [this, start, to] {
              if (!sprite::moveFrame(document_, tilesetIndex(), currentGroup(), start, to))
                return rebuildStrip();
              setCurrentFrame(to);
            });
          });
  connect(newGroup_, &QAction::triggered, this, &SpriteDock::newGroupFromPicked);
  connect(deleteGroup_, &QAction::triggered, this, &SpriteDock::deleteCurrentGroup);
  connect(addPicked_, &QAction::triggered, this, &SpriteDock::addPickedToGroup);
  connect(removeFrame_, &QAction::triggered, this, &SpriteDock::removeCurrentFrame);
  connect(moveLeft_, &QAction::triggered, this, [this] { moveCurrentFrame(-1); });
  connect(moveRight_, &QAction::triggered, this, [this] { moveCurrentFrame(+1); });
  for (int i = 0; i < 3; ++i)
    connect(tools_[i], &QAction::triggered, this,
            [this, i] { view_->setTool(sprite::SpriteFrameView::Tool(i)); });
  connect(onion_, &QAction::toggled, view_, &sprite::SpriteFrameView::setOnionSkin);

  TilesetStore* store = document_->tilesets();
  connect(store, &TilesetStore::tilesetsReset, this, &SpriteDock::rebuildTilesets);
  connect(store, &TilesetStore::tilesetChanged, this, [this] {
    // A rename of the shown tileset shows in the list; its groups may have changed too.
    const int keep = tilesets_->currentIndex();
    const QString name = tilesetName();
    if (keep >= 0 && !document_->tilesets()->find(name.toStdString())) return rebuildTilesets();
    rebuildGroups();
  });
  connect(store, &TilesetStore::imagesChanged, this, &SpriteDock::rebuildStrip);
  connect(store, &TilesetStore::selectedTilesChanged, this, [this] {
    const bool picked = !pickedTiles().empty();
    newGroup_->setEnabled(picked);
    addPicked_->setEnabled(picked && currentGroup() >= 0);
  });
  rebuildTilesets();
}

QAction* SpriteDock::toolAction(int tool) const { return tool >= 0 && tool < 3 ? tools_[tool] : nullptr; }

QString SpriteDock::tilesetName() const { return tilesets_->currentData().toString(); }
int SpriteDock::tilesetIndex() const { return document_->tilesets()->indexOf(tilesetName().toStdString()); }
int SpriteDock::currentGroup() const { return groups_->currentRow(); }
int SpriteDock::currentFrame() const { return strip_->currentRow(); }
void SpriteDock::setCurrentGroup(int group) { groups_->setCurrentRow(group); }
void SpriteDock::setCurrentFrame(int frame) { strip_->setCurrentRow(frame); }

void SpriteDock::showTileset(const QString& name) {
  const int at = tilesets_->findData(name);
  if (at >= 0) tilesets_->setCurrentIndex(at);
}

void SpriteDock::rebuildTilesets() {
  TilesetStore* store = document_->tilesets();
  const QString keep = tilesetName();
  {
    const QSignalBlocker quiet(tilesets_);
    tilesets_->clear();
    for (int i = 0; i < store->count(); ++i)
      if (const sw::Tileset* t = store->tileset(i))
        tilesets_->addItem(QString::fromStdString(t->name), QString::fromStdString(t->name));
    // Keep the shown one; else the first that has frame groups; else the first.
    int choose = tilesets_->findData(keep);
    for (int i = 0; choose < 0 && i < tilesets_->count(); ++i)
      if (const sw::Tileset* t = store->find(tilesets_->itemData(i).toString().toStdString());
          t && !t->frameGroups.empty())
        choose = i;
    tilesets_->setCurrentIndex(choose >= 0 ? choose : (tilesets_->count() ? 0 : -1));
  }
  rebuildGroups();
}

void SpriteDock::rebuildGroups() {
  const sw::Tileset* tileset = document_->tilesets()->find(tilesetName().toStdString());
  const int keep = groups_->currentRow();
  rebuilding_ = true;
  {
    const QSignalBlocker quiet(groups_);
    groups_->clear();
    if (tileset)
      for (const sw::FrameGroup& group : tileset->frameGroups) {
        auto* item = new QListWidgetItem(QString::fromStdString(group.name), groups_);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        item->setToolTip(tr("%n frame(s)", nullptr, int(group.frames.size())));
      }
    groups_->setCurrentRow(std::min(std::max(keep, 0), groups_->count() - 1));
  }
  rebuilding_ = false;
  deleteGroup_->setEnabled(groups_->count() > 0);
  newGroup_->setEnabled(!pickedTiles().empty());
  rebuildStrip();
}

void SpriteDock::rebuildStrip() {
  TilesetStore* store = document_->tilesets();
  const sw::Tileset* tileset = store->find(tilesetName().toStdString());
  const int group = currentGroup();
  const sw::FrameGroup* frames = tileset && group >= 0 && group < int(tileset->frameGroups.size())
                                     ? &tileset->frameGroups[std::size_t(group)]
                                     : nullptr;
  const int keep = strip_->currentRow();
  rebuilding_ = true;
  {
    const QSignalBlocker quiet(strip_);
    strip_->clear();
    if (frames)
      for (std::size_t i = 0; i < frames->frames.size(); ++i) {
        const std::string& name = frames->frames[i];
        auto* item = new QListWidgetItem(QString::number(i), strip_);
        item->setToolTip(QString::fromStdString(name));
        item->setFlags(item->flags() & ~Qt::ItemIsDropEnabled);  // dropped between frames, never onto one
        const sw::TilesetTile* tile = tileset->findTile(name);
        if (!tile) {
          item->setText(tr("%1 (missing)").arg(QString::fromStdString(name)));
          continue;
        }
        const QImage image = store->images()->image(store->imagePath(*tileset, tile->image));
        if (!image.isNull())
          item->setIcon(QPixmap::fromImage(
              image.copy(int(tile->x), int(tile->y), int(tile->width), int(tile->height))
                  .scaled(kThumbnail, kThumbnail, Qt::KeepAspectRatio, Qt::FastTransformation)));
      }
    strip_->setCurrentRow(strip_->count() ? std::min(std::max(keep, 0), strip_->count() - 1) : -1);
  }
  rebuilding_ = false;
  const bool any = strip_->count() > 0;
  removeFrame_->setEnabled(any);
  moveLeft_->setEnabled(any);
  moveRight_->setEnabled(any);
  addPicked_->setEnabled(frames && !pickedTiles().empty());
  showFrame();
}

void SpriteDock::showFrame() {
  const sw::Tileset* tileset = document_->tilesets()->find(tilesetName().toStdString());
  const int group = currentGroup(), frame = currentFrame();
  if (!tileset || group < 0 || group >= int(tileset->frameGroups.size()))
    return view_->setFrame(tilesetName(), {});
  const auto& frames = tileset->frameGroups[std::size_t(group)].frames;
  if (frame < 0 || frame >= int(frames.size())) return view_->setFrame(tilesetName(), {});
  // The onion skin is the frame played before: in a loop, the last one before the first.
  const std::string& before = frames[std::size_t((frame + int(frames.size()) - 1) % int(frames.size()))];
  view_->setFrame(tilesetName(), QString::fromStdString(frames[std::size_t(frame)]),
                  frames.size() > 1 ? QString::fromStdString(before) : QString());
}

std::vector<std::string> SpriteDock::pickedTiles() const {
  TilesetStore* store = document_->tilesets();
  const sw::Tileset* tileset = store->find(tilesetName().toStdString());
  if (!tileset || store->selectedTileset() != tilesetName()) return {};
  std::vector<std::size_t> indices;
  for (const QString& name : store->selectedTiles())
    if (const auto at = tileset->tileIndex(name.toStdString())) indices.push_back(*at);
  std::sort(indices.begin(), indices.end());
  indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
  std::vector<std::string> names;
  for (std::size_t i : indices) names.push_back(tileset->tiles[i].name);
  return names;
}

bool SpriteDock::newGroupFromPicked() {
  const sw::Tileset* tileset = document_->tilesets()->find(tilesetName().toStdString());
  std::vector<std::string> frames = pickedTiles();
  if (!tileset || frames.empty()) return false;
  const std::string name = sprite::freeGroupName(*tileset, groupBaseName(frames.front()));
  const int added = int(tileset->frameGroups.size());
  if (!sprite::addFrameGroup(document_, tilesetIndex(), name, std::move(frames))) return false;
  setCurrentGroup(added);
  setCurrentFrame(0);
  return true;
}

bool SpriteDock::deleteCurrentGroup() {
  return sprite::removeFrameGroup(document_, tilesetIndex(), currentGroup());
}

bool SpriteDock::addPickedToGroup() {
  const sw::Tileset* tileset = document_->tilesets()->find(tilesetName().toStdString());
  const int group = currentGroup();
  if (!tileset || group < 0 || group >= int(tileset->frameGroups.size())) return false;
  std::vector<std::string> frames = tileset->frameGroups[std::size_t(group)].frames;
  const std::vector<std::string> picked = pickedTiles();
  if (picked.empty()) return false;
  frames.insert(frames.end(), picked.begin(), picked.end());
  return sprite::setGroupFrames(
      document_, tilesetIndex(), group, std::move(frames),
      tr("Add Frames to %1").arg(QString::fromStdString(tileset->frameGroups[std::size_t(group)].name)));
}

bool SpriteDock::removeCurrentFrame() {
  const sw::Tileset* tileset = document_->tilesets()->find(tilesetName().toStdString());
  const int group = currentGroup(), frame = currentFrame();
  if (!tileset || group < 0 || group >= int(tileset->frameGroups.size())) return false;
  std::vector<std::string> frames = tileset->frameGroups[std::size_t(group)].frames;
  if (frame < 0 || frame >= int(frames.size())) return false;
  frames.erase(frames.begin() + frame);
  return sprite::setGroupFrames(
      document_, tilesetIndex(), group, std::move(frames),
      tr("Remove Frame from %1").arg(QString::fromStdString(tileset->frameGroups[std::size_t(group)].name)));
}

bool SpriteDock::moveCurrentFrame(int by) {
  const int from = currentFrame();
  if (!sprite::moveFrame(document_, tilesetIndex(), currentGroup(), from, from + by)) return false;
  setCurrentFrame(from + by);
  return true;
}

}  // namespace sw::editor
