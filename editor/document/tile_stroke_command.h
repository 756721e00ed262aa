#pragma once
// One paint, erase or fill stroke on a tile layer as ONE undo step that keeps only what
// the stroke changed: the tiles it removed (with their indices in the layer before the
// stroke) and the tiles it appended, plus the palette before and after (small). The tool
// pushes one command per mouse move with the gesture's merge serial; merging folds the
// new step into the stroke's net change, so neither a step nor its undo ever copies or
// compares the whole layer (a 1024 x 1024 layer holds a million tiles).
//
// A step removes tiles by their index in the layer as it is now (ascending) and appends
// tiles at its end; redo and undo apply the net change with TileList::eraseIndices and
// insertIndices, which touch only the chunks that hold those tiles.
#include <QUndoCommand>
#include <string>
#include <vector>

#include "document/merge_ids.h"
#include "model/level.h"
#include "model/tile_layer.h"

namespace sw::editor {

class Document;

class TileStrokeCommand : public QUndoCommand {
 public:
  struct Step {
    std::vector<std::size_t> erase;     // ascending indices into the layer as it is now
    std::vector<sw::PlacedTile> append; // added at the end, after the erase
    std::vector<sw::TileRef> palette;   // the layer's palette after the step
  };
  // With `layerIndex` equal to the link's layer count the step creates the layer (named
  // `newLayerName`, depth 0) and undo removes it again.
  TileStrokeCommand(Document* document, sw::Level* level, ObjectId link, int layerIndex, Step step, int mergeSerial,
                    std::string newLayerName = {});

  void redo() override;
  void undo() override;
  int id() const override { return mergeSerial_ ? kMergeTileStroke : -1; }
  bool mergeWith(const QUndoCommand* other) override;

  bool changesSomething() const;
  std::size_t removedCount() const { return removed_.size(); }

 private:
  sw::TileLayer* layer() const;

  Document* document_;
  sw::Level* level_;
  ObjectId link_;
  int layerIndex_;
  int mergeSerial_;
  bool creates_ = false;
  std::string newLayerName_;
  // The net change against the layer before the stroke.
  std::vector<std::size_t> removedAt_;  // ascending indices in the layer before the stroke
  std::vector<sw::PlacedTile> removed_;  // the tiles that were there
  std::vector<sw::PlacedTile> appended_;
  std::vector<sw::TileRef> paletteBefore_, paletteAfter_;
  std::size_t sizeBefore_ = 0;  // tiles in the layer before the stroke
};

}  // namespace sw::editor
