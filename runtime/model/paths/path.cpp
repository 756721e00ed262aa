#include "model/paths/path.h"

#include <algorithm>

namespace sw {

const char* toString(Path::PointKind kind) {
  switch (kind) {
    case Path::PointKind::Corner: return "corner";
    case Path::PointKind::Smooth: return "smooth";
    case Path::PointKind::Symmetric: return "symmetric";
  }
  return "corner";
}

std::optional<Path::PointKind> pointKindFromString(const std::string& name) {
  if (name == "corner") return Path::PointKind::Corner;
  if (name == "smooth") return Path::PointKind::Smooth;
  if (name == "symmetric") return Path::PointKind::Symmetric;
  return std::nullopt;
}

const TypeDescription& Path::describeType() {
  static const TypeDescription d =
      TypeBuilder<Path>("Path")
          .field("name", &Path::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this path in the level; spawns refer to it")
          .field("curve", &Path::curve).label("Curve").category("Path")
          .enumNames({"bezier", "catmullRom"})
          .tooltip("Bezier: segments shaped by each point's handles. Catmull-Rom: a smooth curve through the points")
          .field("closed", &Path::closed).label("Closed").category("Path")
          .tooltip("Join the last point back to the first; objects on a closed path go round and round")
          .field("points", &Path::points).label("Points").category("Path")
          .tooltip("Control points in the play plane (relative to the attached tile when there is one)")
          .computed("handlesIn", ValueKind::PointList, [](const Path& p) { return Value(p.listed(p.handlesIn)); },
                    [](Path& p, const Value& v) { p.handlesIn = std::get<std::vector<Vec2>>(v); })
          .label("Handles In").category("Path")
          .tooltip("Bezier handle before each point, as an offset from the point")
          .computed("handlesOut", ValueKind::PointList, [](const Path& p) { return Value(p.listed(p.handlesOut)); },
                    [](Path& p, const Value& v) { p.handlesOut = std::get<std::vector<Vec2>>(v); })
          .label("Handles Out").category("Path")
          .tooltip("Bezier handle after each point, as an offset from the point")
          .computed("pointKinds", ValueKind::StringList, [](const Path& p) { return Value(p.listedKinds()); },
                    [](Path& p, const Value& v) { p.pointKinds = std::get<std::vector<std::string>>(v); })
          .label("Point Kinds").category("Path")
          .tooltip("Per point: corner (free handles), smooth (collinear handles) or symmetric (mirrored handles)")
          .field("attachedTile", &Path::attachedTile, ValueKind::ObjectRef).references("TileInstance").label("Attached Tile").category("Path")
          .tooltip("Chain link whose origin the points are relative to, so the path moves with the chain; "
                   "empty: absolute level coordinates")
          .field("color", &Path::color).label("Colour").category("Appearance")
          .build();
  return d;
}

std::vector<Vec2> Path::listed(const std::vector<Vec2>& handles) const {
  std::vector<Vec2> out(handles.begin(), handles.begin() + std::ptrdiff_t(std::min(handles.size(), points.size())));
  out.resize(points.size());
  return out;
}

std::vector<std::string> Path::listedKinds() const {
  std::vector<std::string> out(points.size());
  for (std::size_t i = 0; i < points.size(); ++i) out[i] = toString(pointKind(i));
  return out;
}

std::vector<FieldProblem> Path::fieldProblems() const {
  std::vector<FieldProblem> problems;
  const std::string count = std::to_string(points.size());
  auto sameLength = [&](const char* key, std::size_t size) {
    if (size != points.size())
      problems.push_back({key, std::string(key) + " has " + std::to_string(size) + " entries but the path has " +
                                   count + " points (one entry per point)"});
  };
  sameLength("handlesIn", handlesIn.size());
  sameLength("handlesOut", handlesOut.size());
  sameLength("pointKinds", pointKinds.size());
  for (std::size_t i = 0; i < pointKinds.size(); ++i)
    if (!pointKindFromString(pointKinds[i]))
      problems.push_back({"pointKinds", "point kind " + std::to_string(i) + " is '" + pointKinds[i] +
                                            "'; expected corner, smooth or symmetric"});
  return problems;
}

std::vector<Path::Node> Path::nodes() const {
  std::vector<Node> out(points.size());
  for (std::size_t i = 0; i < points.size(); ++i) {
    out[i].position = points[i];
    if (i < handlesIn.size()) out[i].handleIn = handlesIn[i];
    if (i < handlesOut.size()) out[i].handleOut = handlesOut[i];
    out[i].kind = pointKind(i);
  }
  return out;
}

void Path::setNodes(const std::vector<Node>& nodes) {
  points.resize(nodes.size());
  handlesIn.resize(nodes.size());
  handlesOut.resize(nodes.size());
  pointKinds.resize(nodes.size());
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    points[i] = nodes[i].position;
    handlesIn[i] = nodes[i].handleIn;
    handlesOut[i] = nodes[i].handleOut;
    pointKinds[i] = toString(nodes[i].kind);
  }
}

void Path::insertNode(std::size_t index, const Node& node) {
  auto all = nodes();
  all.insert(all.begin() + std::ptrdiff_t(std::min(index, all.size())), node);
  setNodes(all);
}

void Path::removeNode(std::size_t index) {
  auto all = nodes();
  if (index >= all.size()) return;
  all.erase(all.begin() + std::ptrdiff_t(index));
  setNodes(all);
}

Path::PointKind Path::pointKind(std::size_t i) const {
  if (i >= pointKinds.size()) return PointKind::Corner;
  return pointKindFromString(pointKinds[i]).value_or(PointKind::Corner);
}

void Path::setPointKind(std::size_t i, PointKind kind) {
  if (pointKinds.size() <= i) pointKinds.resize(i + 1, toString(PointKind::Corner));
  pointKinds[i] = toString(kind);
}

std::size_t Path::segmentCount() const {
  if (points.size() < 2) return 0;
  return closed ? points.size() : points.size() - 1;
}

}  // namespace sw
