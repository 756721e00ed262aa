#include "ui/docks/tile_layers_dock.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTableWidget>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include "document/document.h"
#include "document/commands/property_edits.h"
#include "document/commands/tile_layer_commands.h"
#include "model/level/level.h"
#include "ui/tools/tile_paint_tool.h"
#include "ui/shell/standard_icons.h"

namespace sw::editor {
namespace {

enum Column { NameColumn, DepthColumn, TilesColumn };

}  // namespace

TileLayersDock::TileLayersDock(Document* document, TilePaintTool* tool, QWidget* parent)
    : QDockWidget(tr("Tile Layers"), parent), document_(document), tool_(tool) {
  setObjectName(QStringLiteral("tileLayersDock"));
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(4, 4, 4, 4);

  hint_ = new QLabel(tr("Select a chain tile to see its tile layers"), body);
  hint_->setObjectName(QStringLiteral("tileLayersHint"));
  hint_->setWordWrap(true);
  hint_->setEnabled(false);  // greyed, like an empty view's placeholder
  title_ = new QLabel(body);
  title_->setObjectName(QStringLiteral("tileLayersTitle"));

  table_ = new QTableWidget(0, 3, body);
  table_->setObjectName(QStringLiteral("tileLayersTable"));
  table_->setHorizontalHeaderLabels({tr("Name"), tr("Depth"), tr("Tiles")});
  table_->horizontalHeaderItem(DepthColumn)
      ->setToolTip(tr("Distance behind the play plane in units (negative: in front of it)"));
  table_->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
  table_->horizontalHeader()->setSectionResizeMode(DepthColumn, QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setSectionResizeMode(TilesColumn, QHeaderView::ResizeToContents);
  table_->verticalHeader()->hide();
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
  table_->setToolTip(
      tr("Layers in drawing order: a later layer draws over an earlier one at the same depth. "
         "The layer in bold is where Paint, Erase, Fill and Select work."));

  auto makeButton = [&](const QString& tip, const char* name, QStyle::StandardPixmap icon) {
    auto* button = new QToolButton(body);
    button->setObjectName(QLatin1String(name));
    button->setToolTip(tip);
    button->setIcon(standardIcon(icon));
    return button;
  };
  add_ = makeButton(tr("Add a tile layer to this chain tile"), "addTileLayerButton",
                    QStyle::SP_FileDialogNewFolder);
  remove_ = makeButton(tr("Remove the current tile layer and its tiles"), "removeTileLayerButton",
                       QStyle::SP_TrashIcon);
  up_ = makeButton(tr("Move the current tile layer up (drawn earlier)"), "moveTileLayerUpButton",
                   QStyle::SP_ArrowUp);
  down_ = makeButton(tr("Move the current tile layer down (drawn later, on top)"), "moveTileLayerDownButton",
                     QStyle::SP_ArrowDown);
  auto* buttons = new QHBoxLayout();
  for (QToolButton* button : {add_, remove_, up_, down_}) buttons->addWidget(button);
  buttons->addStretch(1);

  messageLabel_ = new QLabel(body);
  messageLabel_->setObjectName(QStringLiteral("tileLayersMessage"));
  messageLabel_->setWordWrap(true);
  messageLabel_->setStyleSheet(QStringLiteral("color: #c0392b"));
  messageLabel_->hide();

  layout->addWidget(hint_);
  layout->addWidget(title_);
  layout->addWidget(table_, 1);
  layout->addLayout(buttons);
  layout->addWidget(messageLabel_);
  setWidget(body);

  connect(add_, &QToolButton::clicked, this, [this] { addLayer(); });
  connect(remove_, &QToolButton::clicked, this, [this] { removeLayer(); });
  connect(up_, &QToolButton::clicked, this, [this] { moveLayer(-1); });
  connect(down_, &QToolButton::clicked, this, [this] { moveLayer(+1); });
  connect(table_, &QTableWidget::itemChanged, this, &TileLayersDock::itemEdited);
  connect(table_, &QTableWidget::currentCellChanged, this, [this](int row, int, int previousRow, int) {
    // Later: picking rebuilds the table, which must not happen inside its own signal.
    if (!updating_ && row >= 0 && row != previousRow)
      QMetaObject::invokeMethod(
          this, [this, row] { pickLayer(row); }, Qt::QueuedConnection);
  });

  connect(document_->selection(), &Selection::changed, this, &TileLayersDock::refresh);
  connect(document_, &Document::tileLayersChanged, this, [this](sw::ObjectId link) {
    lastChanged_ = link;
    refresh();
  });
  connect(document_, &Document::structureChanged, this, &TileLayersDock::refresh);
  connect(document_, &Document::objectsChanged, this, &TileLayersDock::refresh);  // a renamed link
  auto forget = [this] {
    lastChanged_ = 0;
    refresh();
  };
  connect(document_, &Document::projectReset, this, forget);
  connect(document_, &Document::levelSwitched, this, forget);
  refresh();
}

sw::TileInstance* TileLayersDock::linkInstance() const {
  const sw::Level* level = document_->level();
  return level && link_ ? sw::objectCast<sw::TileInstance*>(level->findById(link_)) : nullptr;
}

sw::ObjectId TileLayersDock::chooseLink() const {
  const sw::Level* level = document_->level();
  if (!level) return 0;
  const QSet<sw::ObjectId>& selected = document_->selection()->ids();
  if (selected.size() == 1 && sw::objectCast<const sw::TileInstance*>(level->findById(*selected.begin())))
    return *selected.begin();
  if (lastChanged_ && sw::objectCast<const sw::TileInstance*>(level->findById(lastChanged_)))
    return lastChanged_;
  return 0;
}

int TileLayersDock::currentLayer() const {
  const sw::TileInstance* link = linkInstance();
  if (!link || link->tileLayers.empty()) return -1;
  // As the paint tools choose: the layer of that name, else the first.
  const std::string name = (tool_ ? tool_->layerName() : current_).toStdString();
  for (std::size_t i = 0; i < link->tileLayers.size(); ++i)
    if (link->tileLayers[i].name == name) return int(i);
  return 0;
}

void TileLayersDock::refresh() {
  const sw::ObjectId chosen = chooseLink();
  if (chosen != link_) clearMessage();
  link_ = chosen;
  const sw::TileInstance* link = linkInstance();
  updating_ = true;
  hint_->setVisible(!link);
  title_->setVisible(link);
  table_->setEnabled(link);
  table_->setRowCount(0);
  if (link) {
    title_->setText(link->tileLayers.empty()
                        ? tr("Chain tile \"%1\" has no tile layers yet: paint, or add one.")
                              .arg(QString::fromStdString(link->name))
                        : tr("Layers of chain tile \"%1\"").arg(QString::fromStdString(link->name)));
    const int current = currentLayer();
    table_->setRowCount(int(link->tileLayers.size()));
    for (int row = 0; row < table_->rowCount(); ++row) {
      const sw::TileLayer& layer = link->tileLayers[std::size_t(row)];
      auto* name = new QTableWidgetItem(QString::fromStdString(layer.name));
      auto* depth = new QTableWidgetItem();
      depth->setData(Qt::EditRole, layer.z);
      depth->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      auto* tiles = new QTableWidgetItem(QString::number(layer.tiles.size()));
      tiles->setFlags(tiles->flags() & ~Qt::ItemIsEditable);
      tiles->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      if (row == current) {
        QFont bold = name->font();
        bold.setBold(true);
        for (QTableWidgetItem* item : {name, depth, tiles}) item->setFont(bold);
        name->setToolTip(tr("Current layer: the paint tools work here"));
      }
      table_->setItem(row, NameColumn, name);
      table_->setItem(row, DepthColumn, depth);
      table_->setItem(row, TilesColumn, tiles);
    }
    if (current >= 0) table_->setCurrentCell(current, NameColumn);
  }
  const int current = link ? currentLayer() : -1;
  const int count = link ? int(link->tileLayers.size()) : 0;
  add_->setEnabled(link);
  remove_->setEnabled(current >= 0);
  up_->setEnabled(current > 0);
  down_->setEnabled(current >= 0 && current + 1 < count);
  updating_ = false;
}

void TileLayersDock::refuse(const QString& text) {
  lastMessage_ = text;
  messageLabel_->setText(text);
  messageLabel_->show();
  emit message(text);
}

void TileLayersDock::clearMessage() {
  lastMessage_.clear();
  messageLabel_->hide();
}

QString TileLayersDock::freeName(const sw::TileInstance& link) const {
  auto taken = [&](const std::string& name) {
    for (const auto& layer : link.tileLayers)
      if (layer.name == name) return true;
    return false;
  };
  // The first layer takes the paint tools' name, so painting goes there at once.
  const QString preferred = tool_ ? tool_->layerName() : QStringLiteral("tiles");
  if (link.tileLayers.empty() && !preferred.isEmpty() && !taken(preferred.toStdString())) return preferred;
  for (int n = int(link.tileLayers.size()) + 1;; ++n) {
    const QString name = tr("layer %1").arg(n);
    if (!taken(name.toStdString())) return name;
  }
}

bool TileLayersDock::addLayer() {
  sw::TileInstance* link = linkInstance();
  if (!link) return false;
  clearMessage();
  sw::TileLayer layer;
  const QString name = freeName(*link);
  layer.name = name.toStdString();
  const int index = int(link->tileLayers.size());
  auto* command = new InsertTileLayerCommand(document_, document_->editableLevel(), link_, index, std::move(layer));
  command->setText(tr("Add Tile Layer \"%1\"").arg(name));
  if (tool_) tool_->setLayerName(name);
  current_ = name;
  document_->undoStack()->push(command);
  return true;
}

bool TileLayersDock::removeLayer() {
  sw::TileInstance* link = linkInstance();
  const int index = currentLayer();
  if (!link || index < 0) return false;
  clearMessage();
  const QString name = QString::fromStdString(link->tileLayers[std::size_t(index)].name);
  // Tile indices of a selection in this link would point into another layer now.
  if (tool_ && tool_->selectedLink() == link_) tool_->setSelection(0, -1, {});
  auto* command = InsertTileLayerCommand::remove(document_, document_->editableLevel(), link_, index);
  command->setText(tr("Remove Tile Layer \"%1\"").arg(name));
  document_->undoStack()->push(command);
  return true;
}

bool TileLayersDock::moveLayer(int delta) {
  sw::TileInstance* link = linkInstance();
  const int index = currentLayer();
  if (!link || index < 0) return false;
  const int to = index + delta;
  if (delta == 0 || to < 0 || to >= int(link->tileLayers.size())) return false;
  clearMessage();
  const QString name = QString::fromStdString(link->tileLayers[std::size_t(index)].name);
  // The moved layer stays current: the tools follow it by name.
  if (tool_) {
    if (tool_->selectedLink() == link_) tool_->setSelection(0, -1, {});
    tool_->setLayerName(name);
  }
  current_ = name;
  auto* command = new MoveTileLayerCommand(document_, document_->editableLevel(), link_, index, to);
  command->setText(delta < 0 ? tr("Move Tile Layer \"%1\" Up").arg(name)
                             : tr("Move Tile Layer \"%1\" Down").arg(name));
  document_->undoStack()->push(command);
  return true;
}

bool TileLayersDock::renameLayer(int index, const QString& name) {
  sw::TileInstance* link = linkInstance();
  if (!link || index < 0 || std::size_t(index) >= link->tileLayers.size()) return false;
  const QString trimmed = name.trimmed();
  const sw::TileLayer& layer = link->tileLayers[std::size_t(index)];
  if (trimmed.toStdString() == layer.name) return false;
  if (trimmed.isEmpty()) {
    refuse(tr("A tile layer needs a name."));
    return false;
  }
  for (std::size_t i = 0; i < link->tileLayers.size(); ++i)
    if (int(i) != index && link->tileLayers[i].name == trimmed.toStdString()) {
      refuse(tr("Chain tile \"%1\" already has a tile layer named \"%2\"; pick another name.")
                 .arg(QString::fromStdString(link->name), trimmed));
      return false;
    }
  clearMessage();
  const QString old = QString::fromStdString(layer.name);
  // Renaming the current layer keeps it current.
  if (index == currentLayer()) {
    if (tool_) tool_->setLayerName(trimmed);
    current_ = trimmed;
  }
  QString why;
  QUndoCommand* command =
      makeRename(document_, tileLayerSubject(document_, document_->editableLevel(), link_, index), trimmed, &why);
  if (!command) {
    if (!why.isEmpty()) refuse(why);
    return false;
  }
  command->setText(tr("Rename Tile Layer \"%1\" to \"%2\"").arg(old, trimmed));
  document_->undoStack()->push(command);
  return true;
}

bool TileLayersDock::setLayerDepth(int index, double z) {
  sw::TileInstance* link = linkInstance();
  if (!link || index < 0 || std::size_t(index) >= link->tileLayers.size()) return false;
  const sw::TileLayer& layer = link->tileLayers[std::size_t(index)];
  if (layer.z == z) return false;
  clearMessage();
  QString why;
  QUndoCommand* command = makeSetProperty(document_, {tileLayerSubject(document_, document_->editableLevel(), link_, index)},
                                          "z", {sw::Value(z)}, 0, &why);
  if (!command) {
    if (!why.isEmpty()) refuse(why);
    return false;
  }
  command->setText(tr("Set Depth of Tile Layer \"%1\"").arg(QString::fromStdString(layer.name)));
  document_->undoStack()->push(command);
  return true;
}

void TileLayersDock::pickLayer(int index) {
  const sw::TileInstance* link = linkInstance();
  if (!link || index < 0 || std::size_t(index) >= link->tileLayers.size()) return;
  const QString name = QString::fromStdString(link->tileLayers[std::size_t(index)].name);
  if (tool_) {
    // The tile selection belongs to the layer it was made in.
    if (tool_->selectedLink() == link_ && tool_->selectedLayer() != index) tool_->setSelection(0, -1, {});
    tool_->setLayerName(name);
  }
  current_ = name;
  refresh();
}

void TileLayersDock::itemEdited(QTableWidgetItem* item) {
  if (updating_ || !item) return;
  const int row = item->row(), column = item->column();
  const QVariant value = item->data(Qt::EditRole);
  // Later: the edit rebuilds the table, which must not happen inside its own signal.
  QMetaObject::invokeMethod(
      this,
      [this, row, column, value] {
        bool done = false;
        if (column == NameColumn) {
          done = renameLayer(row, value.toString());
        } else if (column == DepthColumn) {
          bool ok = false;
          const double z = value.toDouble(&ok);
          done = ok && setLayerDepth(row, z);
        }
        if (!done) refresh();  // a refused edit shows the old value again
      },
      Qt::QueuedConnection);
}

}  // namespace sw::editor
