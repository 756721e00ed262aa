#pragma once
// Where the camera is at a given tick: it moves along the chain's camera path (each
// tile's entry, intermediate points, exit) at the level's integer scroll speed. All
// progress is integer sub-units, so a tick reached by stepping and the same tick
// reached by jumping land on the same spot, in the editor's scrubber and in Play.
//
// Positions are origin-relative: a CameraSpot says which chain link the camera is in
// and where inside that tile (tile-local coordinates). Long levels never accumulate
// a large absolute coordinate; `absolute` exists only for the editor's display.
#include <cstdint>
#include <optional>
#include <vector>

#include "model/tiles/tile_chain.h"

namespace sw {

inline constexpr std::int64_t kSubUnitsPerUnit = 1000;

struct CameraSpot {
  std::size_t link = 0;          // index into the level's chain
  std::int64_t pass = 0;         // which pass through the loop the link belongs to (0 outside loops)
  std::int64_t distance = 0;     // sub-units travelled inside this tile
  Vec2 local;                    // camera point in the tile's own coordinates
  Vec2 absolute;                 // camera point in the editor's absolute layout
  bool finished = false;         // past the end of the chain
};

// A loop as the track uses it: chain indices of the range and how often it plays.
struct TrackLoop {
  std::size_t first = 0, last = 0;
  std::int64_t passes = 1;
};

class CameraTrack {
 public:
  // Loops come from the level's Loop objects (their previewRepeats); invalid ones
  // (missing or reversed links, overlaps) are ignored here and reported by validation.
  CameraTrack(const Project& project, const Level& level);

  std::int64_t speed() const { return speed_; }
  std::int64_t totalLength() const { return total_; }   // sub-units, loops unrolled
  std::int64_t lengthInTicks() const;                  // ticks until the camera reaches the end

  CameraSpot at(std::int64_t tick) const;
  // First tick at which the camera is inside chain link `link` (its first pass).
  std::int64_t firstTickIn(std::size_t link) const;

  // Length of a tile's camera path (entry, points, exit) in sub-units, at least 1.
  static std::int64_t pathLength(const TileDef* def);
  // Point on a tile's camera path at `distance` sub-units from its entry (tile-local).
  static Vec2 pointOnPath(const TileDef* def, std::int64_t distance);

  const std::vector<TrackLoop>& loops() const { return loops_; }

 private:
  struct Segment {             // one pass through one chain link
    std::size_t link;
    std::int64_t pass;
    std::int64_t start;        // cumulative sub-units at its entry
    std::int64_t length;
  };
  std::vector<ChainLink> links_;
  std::vector<Segment> segments_;
  std::vector<TrackLoop> loops_;
  std::int64_t speed_ = 1;
  std::int64_t total_ = 0;
};

// Loops of a level as chain index ranges, and problems with them (for validation):
// each problem names the Loop object it concerns.
struct LoopProblem {
  std::string loop;
  std::string message;
  std::string field;  // the Loop's property at fault ("first", "last", "untilTrigger"), or "" for the loop
};
std::vector<TrackLoop> chainLoops(const Level& level, std::vector<LoopProblem>* problems = nullptr);

// The tick at which the camera reaches the end of the chain, when the level has a fixed
// end: chain links and no loops (a loop repeated until a trigger fires has none). What
// Check Project and the spawn timeline both call "the chain's end".
std::optional<std::int64_t> fixedChainEnd(const Project& project, const Level& level);

// Origin of chain link `to` relative to the origin of link `from`, summing only the
// steps between them: the error depends on how far apart they are, never on where in
// a long level they sit. This is how the runtime places visible neighbours.
Vec2 relativeOrigin(const Project& project, const Level& level, std::size_t from, std::size_t to);

}  // namespace sw
