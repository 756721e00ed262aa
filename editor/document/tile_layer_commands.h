#pragma once
// Undoable edits of a chain link's tile layers (TileInstance::tileLayers, model/tile_layer.h):
// a drag or a deletion of placed tiles (paint, erase and fill strokes use the sparser
// TileStrokeCommand, tile_stroke_command.h).
// Each gesture is ONE undo step: the painting tools push one command per mouse move with
// the same merge serial (Document::newMergeSerial) and they merge.
//
// A layer may hold a million placed tiles, so a command does not keep whole copies of it:
// it keeps the changed span only (the tiles between the first and the last index that
// differ, before and after; appending a stamp keeps just the new tiles). The layer's
// name, depth and palette are small and kept whole. Views hear of the change through
// Document::tileLayersChanged(link), which does not relayout the chain.
#include <QUndoCommand>

#include "document/edit_subject.h"
#include "document/merge_ids.h"
#include <cstddef>
#include <string>
#include <vector>

#include "model/level.h"
#include "model/tile_layer.h"

namespace sw::editor {

class Document;

class EditTileLayerCommand : public QUndoCommand {
 public:
  // Replaces layer `layerIndex` of chain link `link` by `after`. When `layerIndex` equals
  // the link's layer count the layer is created (and undo removes it again).
  EditTileLayerCommand(Document* document, sw::Level* level, ObjectId link, int layerIndex, sw::TileLayer after,
                       int mergeSerial = 0);

  void redo() override;
  void undo() override;
  int id() const override { return mergeSerial_ ? kMergeEditTileLayer : -1; }
  bool mergeWith(const QUndoCommand* other) override;

  // False when the edit changes nothing (the tool then does not push it).
  bool changesSomething() const;
  ObjectId link() const { return link_; }
  int layerIndex() const { return layerIndex_; }

 private:
  struct Header {
    std::string name;
    double z = 0;
    std::vector<sw::TileRef> palette;
    bool operator==(const Header&) const = default;
  };
  static Header headerOf(const sw::TileLayer& layer) { return {layer.name, layer.z, layer.palette}; }
  sw::TileInstance* instance() const;
  void apply(bool forward);
  // The tiles before this command from the tiles after it.
  void unapplyTiles(sw::TileList& tiles) const;
  void diff(const sw::TileList& before, const sw::TileList& after);

  Document* document_;
  sw::Level* level_;
  ObjectId link_;
  int layerIndex_;
  bool creates_ = false;
  Header before_, after_;
  std::size_t prefix_ = 0;                      // tiles kept at the front
  std::vector<sw::PlacedTile> oldSpan_, newSpan_;  // what replaces what after them
  int mergeSerial_;
};

// Edits of a link's list of layers (the Tile Layers dock): add, remove, reorder, rename,
// depth. Each is one undo step. A layer may hold a million tiles, so none of these copies
// tiles: a removed layer is moved into the command and moved back on undo.

// Inserts `layer` at `index` of the link's layers; undo takes it out again. With
// `remove` the other way round: redo takes layer `index` out, undo puts it back.
class InsertTileLayerCommand : public QUndoCommand {
 public:
  InsertTileLayerCommand(Document* document, sw::Level* level, ObjectId link, int index, sw::TileLayer layer);
  static InsertTileLayerCommand* remove(Document* document, sw::Level* level, ObjectId link, int index);
  void redo() override;
  void undo() override;

 private:
  InsertTileLayerCommand(Document* document, sw::Level* level, ObjectId link, int index);
  void insert();
  void take();

  Document* document_;
  sw::Level* level_;
  ObjectId link_;
  int index_;
  bool removes_ = false;
  sw::TileLayer held_;  // the layer while it is out of the model
};

// Moves layer `from` to position `to` (drawing order: later layers draw over earlier ones).
class MoveTileLayerCommand : public QUndoCommand {
 public:
  MoveTileLayerCommand(Document* document, sw::Level* level, ObjectId link, int from, int to);
  void redo() override;
  void undo() override;

 private:
  void move(int from, int to);

  Document* document_;
  sw::Level* level_;
  ObjectId link_;
  int from_, to_;
};

// Layer `index` of chain link `link` as the one property command edits it (its name and
// depth, set_property_command.h): found by place, since layers are values in their link's
// list; an edit tells the views of that link's tile layers.
EditSubject tileLayerSubject(Document* document, sw::Level* level, ObjectId link, int index);

}  // namespace sw::editor
