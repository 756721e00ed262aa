#pragma once
// A level's "chain" and "objects" arrays to and from JSON (internal to runtime/model: includes
// nlohmann), shared by level files (project_io.cpp) and the clipboard's object bundles
// (bundleText and readBundleText of project_io.h, defined in level_objects_json.cpp).
#include <memory>
#include <string>
#include <vector>

#include "model/io/format.h"
#include "model/io/json_properties.h"
#include "model/io/level_grid_text.h"
#include "model/io/tile_layer_json.h"
#include "model/level/level.h"

namespace sw {

// One chain link or level object; `splices`: where large tile grids wait to be spliced into
// the text (tile_layer_json.h).
Json objectToJson(const LevelObject& o, bool withKind, GridSplices* splices, const LayerGrids* grids = nullptr);

// Canonical text of a document that may hold tile grids: written with their rows spliced
// in (fast, little memory), or through the DOM alone in the rare case a splice placeholder
// also occurs in the document's own strings. Both give the same bytes.
template <class MakeJson>
std::string textWithGrids(MakeJson makeJson) {
  GridSplices splices;
  std::string text = toCanonicalText(makeJson(&splices));
  if (splices.grids.empty() || spliceGridRows(text, splices)) return text;
  return toCanonicalText(makeJson(nullptr));
}

// Items of a level's "objects" array: `items` holds those from index `first` on (all of
// them, or the part readLevelTextInTwo hands a second thread, which leaves the ids to be
// given in file order once both parts are read).
bool readObjects(const Json& items, const JsonReader& r, std::size_t first, bool giveIds,
                 std::vector<std::unique_ptr<LevelObject>>& out);

// The "chain" and "objects" arrays of a level file or a clipboard bundle.
bool readChainAndObjects(const Json& j, const JsonReader& r, std::vector<std::unique_ptr<TileInstance>>& chainOut,
                         std::vector<std::unique_ptr<LevelObject>>& objectsOut);

}  // namespace sw
