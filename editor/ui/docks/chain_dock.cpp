#include "ui/docks/chain_dock.h"

#include <QInputDialog>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QSplitter>
#include <QStyledItemDelegate>

#include <QApplication>
#include <QDragEnterEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>
#include <functional>

#include "core/prefetched.h"
#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "model/project/asset_kind.h"
#include "ui/docks/asset_actions.h"
#include "ui/docks/chain_strip_model.h"
#include "ui/shell/empty_hint.h"
#include "ui/shell/window_layouts.h"

namespace sw::editor {

namespace {
const QColor kLoopColors[] = {QColor(240, 170, 40), QColor(90, 200, 120), QColor(200, 110, 230), QColor(80, 170, 240)};

// Paints the loop a link belongs to as a coloured band under its thumbnail, with the
// loop's name on its first link.
class ChainItemDelegate : public QStyledItemDelegate {
 public:
  using QStyledItemDelegate::QStyledItemDelegate;
  void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override {
    QStyledItemDelegate::paint(painter, option, index);
    QVariant loop = index.data(ChainStripModel::LoopIndexRole);
    if (!loop.isValid()) return;
    QColor color = kLoopColors[loop.toInt() % 4];
    int edge = index.data(ChainStripModel::LoopEdgeRole).toInt();
    QRect band(option.rect.left() + ((edge & 1) ? 4 : 0), option.rect.bottom() - 4,
               option.rect.width() - ((edge & 1) ? 4 : 0) - ((edge & 2) ? 4 : 0), 4);
    painter->fillRect(band, color);
    if (edge & 1) {
      painter->setPen(color);
      QFont small = option.font;
      small.setPointSizeF(small.pointSizeF() * 0.85);
      painter->setFont(small);
      painter->drawText(option.rect.adjusted(4, 2, -2, 0), Qt::AlignLeft | Qt::AlignTop,
                        QStringLiteral("\u27F2 ") + index.data(ChainStripModel::LoopNameRole).toString());
    }
  }
};

class PaletteList : public QListWidget {
 public:
  using QListWidget::QListWidget;
  // Mesh files dropped from the Project dock (or a file manager): paths, absolute.
  std::function<void(const QStringList&)> meshesDropped;

 protected:
  QStringList mimeTypes() const override { return {QString::fromLatin1(kTileDefsMimeType)}; }
  QMimeData* mimeData(const QList<QListWidgetItem*>& items) const override {
    QStringList names;
    for (auto* item : items) names << item->text();
    auto* mime = new QMimeData;
    mime->setData(QString::fromLatin1(kTileDefsMimeType), names.join(QLatin1Char('\n')).toUtf8());
    return mime;
  }
  // The palette is drag-only for its own items; it takes mesh files only.
  static QStringList meshes(const QMimeData* data) {
    QStringList paths;
    for (const QUrl& url : data->urls())
      if (url.isLocalFile() && sw::assetKindOf(url.toLocalFile().toStdString()) == "mesh") paths << url.toLocalFile();
    return paths;
  }
  void dragEnterEvent(QDragEnterEvent* event) override {
    if (meshes(event->mimeData()).isEmpty()) return event->ignore();
    event->setDropAction(Qt::CopyAction);
    event->accept();
  }
  void dragMoveEvent(QDragMoveEvent* event) override {
    if (meshes(event->mimeData()).isEmpty()) return event->ignore();
    event->setDropAction(Qt::CopyAction);
    event->accept();
  }
  void dropEvent(QDropEvent* event) override {
    const QStringList paths = meshes(event->mimeData());
    if (paths.isEmpty() || !meshesDropped) return event->ignore();
    event->setDropAction(Qt::CopyAction);
    event->accept();
    meshesDropped(paths);
  }
};
}  // namespace

ChainDock::ChainDock(Document* document, QWidget* parent) : QDockWidget(tr("Chain"), parent), document_(document) {
  setObjectName(QStringLiteral("chainDock"));
  auto* splitter = new QSplitter(Qt::Horizontal, this);

  auto* paletteBox = new QWidget(splitter);
  auto* paletteList = new PaletteList(paletteBox);
  palette_ = paletteList;
  palette_->setObjectName(QStringLiteral("tilePalette"));
  palette_->setViewMode(QListView::IconMode);
  palette_->setIconSize(QSize(72, 45));
  palette_->setGridSize(QSize(90, 70));
  palette_->setMovement(QListView::Static);
  palette_->setDragEnabled(true);
  palette_->setDragDropMode(QAbstractItemView::DragOnly);
  palette_->setAcceptDrops(true);  // mesh files: see PaletteList
  palette_->viewport()->setAcceptDrops(true);
  palette_->setSelectionMode(QAbstractItemView::ExtendedSelection);
  palette_->setContextMenuPolicy(Qt::CustomContextMenu);
  palette_->setToolTip(tr("Tile definitions: drag into the chain strip; double-click to edit in the Tile Editor; "
                          "drop a mesh here to make one"));
  paletteList->meshesDropped = [this](const QStringList& paths) {
    for (const QString& path : paths) newTileDefFromMesh(document_, path, this);
  };
  addTileDef_ = new QToolButton(paletteBox);
  addTileDef_->setObjectName(QStringLiteral("addTileDefButton"));
  // A plain "+": the styles' stock icons have no "add" that reads as one.
  addTileDef_->setIcon(QIcon::fromTheme(QStringLiteral("list-add")));
  addTileDef_->setText(QStringLiteral("+"));
  addTileDef_->setToolButtonStyle(addTileDef_->icon().isNull() ? Qt::ToolButtonTextOnly : Qt::ToolButtonIconOnly);
  QFont bold = addTileDef_->font();
  bold.setBold(true);
  addTileDef_->setFont(bold);
  addTileDef_->setToolTip(tr("New tile definition from a mesh (or none)"));
  addTileDef_->setAutoRaise(true);
  connect(addTileDef_, &QToolButton::clicked, this, [this] { newTileDefAsking(document_, this); });
  auto* paletteTitle = new QLabel(tr("Tiles"), paletteBox);
  auto* paletteBar = new QHBoxLayout;
  paletteBar->setContentsMargins(2, 0, 2, 0);
  paletteBar->addWidget(paletteTitle, 1);
  paletteBar->addWidget(addTileDef_);
  auto* paletteLayout = new QVBoxLayout(paletteBox);
  paletteLayout->setContentsMargins(0, 0, 0, 0);
  paletteLayout->setSpacing(0);
  paletteLayout->addLayout(paletteBar);
  paletteLayout->addWidget(palette_, 1);

  model_ = new ChainStripModel(document, this);
  strip_ = new QListView(splitter);
  strip_->setObjectName(QStringLiteral("chainStrip"));
  strip_->setModel(model_);
  strip_->setItemDelegate(new ChainItemDelegate(strip_));
  strip_->setViewMode(QListView::IconMode);
  strip_->setFlow(QListView::LeftToRight);
  strip_->setWrapping(false);
  strip_->setIconSize(QSize(96, 60));
  strip_->setGridSize(QSize(112, 92));
  strip_->setMovement(QListView::Snap);
  strip_->setUniformItemSizes(true);
  strip_->setSelectionMode(QAbstractItemView::ExtendedSelection);
  strip_->setDragDropMode(QAbstractItemView::DragDrop);
  strip_->setDefaultDropAction(Qt::MoveAction);
  strip_->setDropIndicatorShown(true);
  strip_->setContextMenuPolicy(Qt::CustomContextMenu);
  splitter->setStretchFactor(0, 1);
  splitter->setStretchFactor(1, 4);
  setWidget(splitter);
  EmptyHint::install(palette_, tr("No tile definitions yet: press + or drop a mesh from the Project dock here"));
  EmptyHint::install(strip_, tr("Drag tiles from the palette here to build the level's chain."));

  // Picking a definition in the palette shows it in the property grid for editing.
  connect(palette_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
    document_->setCurrentTileDef(document_->project().findTileDef(item->text().toStdString()));
  });
  // Double-click edits the definition in the main window's Tile Editor; without one
  // (the dock on its own) it appends the tile as before.
  connect(palette_, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem* item) {
    auto* tileEditor = window()->findChild<QDockWidget*>(QStringLiteral("tileEditorDock"));
    if (!tileEditor) return void(model_->insertTiles({item->text()}, -1));
    document_->setCurrentTileDef(document_->project().findTileDef(item->text().toStdString()));
    WindowLayouts::showTileEditor(this);  // at a size to work in (#45 friction 6)
  });
  connect(strip_, &QListView::customContextMenuRequested, this, &ChainDock::showContextMenu);
  connect(palette_, &QListWidget::customContextMenuRequested, this, [this](const QPoint& at) {
    QMenu* menu = paletteMenuFor(palette_->itemAt(at));
    menu->exec(palette_->viewport()->mapToGlobal(at));
    menu->deleteLater();
  });
  connect(document_, &Document::projectReset, this, &ChainDock::rebuildPalette);
  connect(document_, &Document::tileDefsChanged, this, &ChainDock::rebuildPalette);
  connect(document_->selection(), &Selection::changed, this, &ChainDock::pullSelection);
  connect(model_, &QAbstractItemModel::modelReset, this, &ChainDock::pullSelection);
  connect(strip_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ChainDock::pushSelection);
  rebuildPalette();
}

QMenu* ChainDock::paletteMenuFor(QListWidgetItem* item) {
  auto* menu = new QMenu(this);
  QAction* add = menu->addAction(tr("New Tile Definition..."), this, [this] { newTileDefAsking(document_, this); });
  add->setObjectName(QStringLiteral("newTileDefAction"));
  if (item) {
    const QString name = item->text();
    QAction* append = menu->addAction(tr("Append to Chain"), this, [this, name] { model_->insertTiles({name}, -1); });
    append->setObjectName(QStringLiteral("appendTileAction"));
    append->setEnabled(document_->level() != nullptr);
    menu->addSeparator();
    addAssetActions(menu, document_, {AssetType::TileDef, name}, this);
  }
  return menu;
}

void ChainDock::rebuildPalette() {
  palette_->clear();
  for (const auto& def : document_->project().tileDefs) {
    auto* item = new QListWidgetItem(model_->iconFor(def->name), QString::fromStdString(def->name), palette_);
    item->setToolTip(QString::fromStdString(def->mesh));
  }
}

void ChainDock::pullSelection() {
  if (syncing_) return;
  syncing_ = true;
  // One walk along the chain, selected runs as one range each: looking up every selected
  // id in the chain was links x selection (5,000 x 25,000 on a select-all of a big level).
  QItemSelection wanted;
  const QSet<ObjectId>& selected = document_->selection()->ids();
  QModelIndex first;
  if (const auto* level = document_->editableLevel(); level && !selected.isEmpty()) {
    const int rows = int(level->chain.size());
    for (int row = 0; row < rows;) {
      if (!selected.contains(level->chain[std::size_t(row)]->id)) {
        ++row;
        continue;
      }
      int end = row;
      while (end + 1 < rows && selected.contains(level->chain[std::size_t(end + 1)]->id)) ++end;
      wanted.select(model_->index(row, 0), model_->index(end, 0));
      if (!first.isValid()) first = model_->index(row, 0);
      row = end + 1;
    }
  }
  strip_->selectionModel()->select(wanted, QItemSelectionModel::ClearAndSelect);
  if (first.isValid()) strip_->scrollTo(first);
  syncing_ = false;
}

void ChainDock::pushSelection() {
  if (syncing_) return;
  syncing_ = true;
  // Selecting in the strip replaces the chain part of the selection, keeps free objects.
  QSet<ObjectId> ids = document_->selection()->ids();
  if (auto* level = document_->level())
    for (const auto& link : sw::prefetched(level->chain)) ids.remove(link->id);
  for (const QModelIndex& i : strip_->selectionModel()->selectedIndexes())
    ids.insert(ObjectId(i.data(ChainStripModel::ObjectIdRole).value<quint64>()));
  document_->selection()->set(ids);
  syncing_ = false;
}

bool ChainDock::makeLoopFromSelection(const QString& triggerName, QString* why) {
  auto* level = document_->editableLevel();
  auto fail = [&](const QString& message) {
    if (why) *why = message;
    return false;
  };
  if (!level) return fail(tr("No level is open."));
  int first = -1, last = -1;
  for (int i = 0; i < int(level->chain.size()); ++i)
    if (document_->selection()->contains(level->chain[std::size_t(i)]->id)) {
      if (first < 0) first = i;
      else if (last + 1 != i) return fail(tr("Select a contiguous range of chain tiles."));
      last = i;
    }
  if (first < 0) return fail(tr("Select the chain tiles that should repeat."));
  const std::string trigger = triggerName.trimmed().toStdString();
  if (trigger.empty()) return fail(tr("Name the trigger that ends the loop."));
  std::vector<NewObject> objects;
  auto* existing = level->findByName(trigger);
  if (existing && !sw::objectCast<sw::Trigger*>(existing))
    return fail(tr("\"%1\" is not a trigger.").arg(triggerName));
  if (!existing)
    objects.push_back({"Trigger", trigger, {}, [](sw::LevelObject& o) {
                         static_cast<sw::Trigger&>(o).activation = sw::Trigger::Activation::Condition;
                       }});
  const std::string firstName = level->chain[std::size_t(first)]->name, lastName = level->chain[std::size_t(last)]->name;
  objects.push_back({"Loop", "loop", {}, [=](sw::LevelObject& o) {
                       auto& loop = static_cast<sw::Loop&>(o);
                       loop.first = firstName;
                       loop.last = lastName;
                       loop.untilTrigger = trigger;
                     }});
  document_->undoStack()->push(makeAddObjects(document_, level, std::move(objects), tr("Make Loop")));
  return true;
}

void ChainDock::showContextMenu(const QPoint& at) {
  auto* level = document_->editableLevel();
  if (!level) return;
  QVector<ObjectId> selected;
  for (const auto& link : sw::prefetched(level->chain))
    if (document_->selection()->contains(link->id)) selected.push_back(link->id);
  QMenu menu(this);
  QAction* remove = menu.addAction(tr("Remove"));
  QAction* duplicate = menu.addAction(tr("Duplicate"));
  QMenu* replace = menu.addMenu(tr("Replace With"));
  for (const auto& def : document_->project().tileDefs) {
    QString name = QString::fromStdString(def->name);
    connect(replace->addAction(model_->iconFor(def->name), name), &QAction::triggered, this, [this, name, selected] {
      document_->undoStack()->push(new SetPropertyCommand(document_, document_->editableLevel(), selected, "tile",
                                                          {sw::Value(name.toStdString())}));
    });
  }
  menu.addSeparator();
  QAction* makeLoop = menu.addAction(tr("Make Loop..."));
  for (QAction* a : {remove, duplicate, makeLoop}) a->setEnabled(!selected.isEmpty());
  replace->setEnabled(!selected.isEmpty());
  QAction* chosen = menu.exec(strip_->viewport()->mapToGlobal(at));
  if (chosen == remove) {
    document_->undoStack()->push(new RemoveObjectsCommand(document_, level, selected));
  } else if (chosen == duplicate) {
    document_->undoStack()->push(makeDuplicateCommand(document_, level, selected, {0, 0}));
  } else if (chosen == makeLoop) {
    QStringList triggers;
    for (const auto& o : sw::prefetched(level->objects))
      if (sw::objectCast<sw::Trigger*>(o.get())) triggers << QString::fromStdString(o->name);
    bool ok = false;
    QString name = QInputDialog::getItem(this, tr("Make Loop"), tr("Repeat until this trigger fires:"),
                                         triggers.isEmpty() ? QStringList{QStringLiteral("loop_end")} : triggers, 0,
                                         true, &ok);
    QString why;
    if (ok && !makeLoopFromSelection(name, &why)) QMessageBox::warning(this, tr("Make Loop"), why);
  }
}

}  // namespace sw::editor
