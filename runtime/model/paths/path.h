#pragma once
// A Path: a curve through control points that enemies and moving objects follow at
// constant speed along the arc (see DOMAIN.md, "Paths"). This is the design-time
// object; the geometry (cubic segments, arc length, motion) is in path_curve.h and
// path_motion.h, editing helpers in path_edit.h.
//
// The four lists `points`, `handlesIn`, `handlesOut` and `pointKinds` describe control
// point i at entry i, so they have the same length:
//  - loading refuses a file where they differ (fieldProblems), naming the list;
//  - code that adds or removes points goes through nodes()/setNodes() (or insertNode /
//    removeNode), which keep them in step;
//  - should they differ in memory anyway (the property grid can add an item to `points`
//    alone), every reader treats a missing handle as (0, 0) and a missing or unknown kind
//    as corner, and the handle and kind properties read back (and save) exactly one entry
//    per point, so a saved file is always consistent. Undo stays exact because setting
//    `points` never rewrites the other lists.
#include <optional>
#include <string>
#include <vector>

#include "model/level/level_object.h"

namespace sw {

class Path final : public LevelObject {
 public:
  // Bezier: cubic segments from each point and its handles. CatmullRom: a smooth curve
  // through the points (centripetal, see path_curve.h); handles are kept but unused.
  enum class Curve { Bezier, CatmullRom };
  // How the two handles of a point relate while editing (path_edit.h):
  // Corner: independent. Smooth: collinear, own lengths. Symmetric: collinear, same length.
  enum class PointKind { Corner, Smooth, Symmetric };

  Curve curve = Curve::Bezier;
  bool closed = false;                  // a closing segment joins the last point to the first
  std::vector<Vec2> points;             // play-plane positions (relative to attachedTile's origin when set)
  std::vector<Vec2> handlesIn;          // offsets from their point: the handle before it
  std::vector<Vec2> handlesOut;         // offsets from their point: the handle after it
  std::vector<std::string> pointKinds;  // "corner" | "smooth" | "symmetric", one per point
  // Name of a chain link (TileInstance). When set, points are relative to that link's
  // origin, so the path moves with the chain; empty means absolute level coordinates.
  std::string attachedTile;
  Color color{255, 120, 60, 255};

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<Path>(*this); }
  std::vector<FieldProblem> fieldProblems() const override;

  // One control point with everything that belongs to it.
  struct Node {
    Vec2 position;
    Vec2 handleIn;   // offset from position
    Vec2 handleOut;  // offset from position
    PointKind kind = PointKind::Corner;
    friend bool operator==(const Node&, const Node&) = default;
  };
  std::vector<Node> nodes() const;                // tolerant: missing list entries read as zero / Corner
  void setNodes(const std::vector<Node>& nodes);  // writes all four lists, same length
  void insertNode(std::size_t index, const Node& node);  // index <= size
  void removeNode(std::size_t index);

  std::size_t pointCount() const { return points.size(); }
  // Kind of point i; Corner for a missing or unknown entry.
  PointKind pointKind(std::size_t i) const;
  void setPointKind(std::size_t i, PointKind kind);  // grows pointKinds if needed

  // `handles` (handlesIn or handlesOut) cut or padded with (0, 0) to one entry per point,
  // and the kind names likewise (missing or unknown: "corner"): what the properties show and save.
  std::vector<Vec2> listed(const std::vector<Vec2>& handles) const;
  std::vector<std::string> listedKinds() const;

  // Number of curve segments: points - 1 when open, points when closed (0 below 2 points).
  std::size_t segmentCount() const;
};

// "corner", "smooth", "symmetric" and back. An unknown name gives std::nullopt.
const char* toString(Path::PointKind kind);
std::optional<Path::PointKind> pointKindFromString(const std::string& name);

}  // namespace sw
