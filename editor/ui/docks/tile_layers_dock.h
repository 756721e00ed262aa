#pragma once
// The Tile Layers dock (issue #7: tile layers on chain tiles): the layers of one chain
// link, with their depth and tile count, and the buttons to add, remove and reorder them;
// names and depths are edited in place. Every change is one undoable command
// (tile_layer_commands.h). Names are unique per link: a clash is refused with a message.
//
// Which link: the selected one when exactly one chain link is selected, else the link
// whose layers changed last (the one the paint tools just painted on); with neither it
// shows a hint. Picking a layer makes it the paint tools' current layer
// (TilePaintTool::setLayerName); the current layer is shown in bold.
#include <QDockWidget>
#include <QString>

#include "model/level/level_object.h"

class QLabel;
class QTableWidget;
class QTableWidgetItem;
class QToolButton;

namespace sw {
class TileInstance;
}

namespace sw::editor {

class Document;
class TilePaintTool;

class TileLayersDock : public QDockWidget {
  Q_OBJECT
 public:
  // `tool` may be nullptr (then picking a layer only marks it here).
  TileLayersDock(Document* document, TilePaintTool* tool, QWidget* parent = nullptr);  // "tileLayersDock"

  // The chain link whose layers are listed; 0: none (the hint shows).
  sw::ObjectId link() const { return link_; }
  // Index of the current layer in the listed link (the paint tools' layer); -1: none.
  int currentLayer() const;

  // What the buttons and in-place edits do; also for tests. Each is one undo step;
  // false when refused or impossible (the reason is shown in the dock and sent as message()).
  bool addLayer();            // appended, becomes current
  bool removeLayer();         // the current layer
  bool moveLayer(int delta);  // the current layer, -1: up (drawn earlier), +1: down
  bool renameLayer(int index, const QString& name);
  bool setLayerDepth(int index, double z);
  void pickLayer(int index);  // makes it the paint tools' layer
  QString lastMessage() const { return lastMessage_; }

 signals:
  void message(const QString& text);

 private:
  sw::TileInstance* linkInstance() const;
  sw::ObjectId chooseLink() const;
  void refresh();
  void refuse(const QString& text);
  void clearMessage();
  void itemEdited(QTableWidgetItem* item);
  QString freeName(const sw::TileInstance& link) const;

  Document* document_;
  TilePaintTool* tool_;
  sw::ObjectId link_ = 0;
  sw::ObjectId lastChanged_ = 0;  // link whose layers changed last (painted on)
  QString current_;               // the current layer's name when there is no tool
  QString lastMessage_;
  bool updating_ = false;
  QLabel* hint_;
  QLabel* title_;
  QLabel* messageLabel_;
  QTableWidget* table_;
  QToolButton *add_, *remove_, *up_, *down_;
};

}  // namespace sw::editor
