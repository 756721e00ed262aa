#include "model/level/camera_track.h"

#include <algorithm>
#include <cmath>
#include <string_view>
#include <unordered_map>

#include "core/prefetched.h"

namespace sw {

namespace {
// The camera path of a tile as a polyline: entry, intermediate points, exit.
// The tile's camera path, entry, intermediate points, exit, read in place: the runtime
// asks for a spot every tick and must not allocate.
std::size_t pathPointCount(const TileDef* def) { return 2 + (def ? def->cameraPoints.size() : 0); }

Vec2 pathPoint(const TileDef* def, std::size_t i) {
  if (i == 0) return entryOf(def);
  if (def && i <= def->cameraPoints.size()) return def->cameraPoints[i - 1];
  return exitOf(def);
}

std::int64_t subUnits(double length) {
  if (!std::isfinite(length)) return 0;
  return std::llround(length * double(kSubUnitsPerUnit));
}
}  // namespace

std::int64_t CameraTrack::pathLength(const TileDef* def) {
  const std::size_t count = pathPointCount(def);
  std::int64_t total = 0;
  for (std::size_t i = 1; i < count; ++i) total += subUnits((pathPoint(def, i) - pathPoint(def, i - 1)).length());
  return std::max<std::int64_t>(total, 1);
}

Vec2 CameraTrack::pointOnPath(const TileDef* def, std::int64_t distance) {
  const std::size_t count = pathPointCount(def);
  std::int64_t start = 0;
  for (std::size_t i = 1; i < count; ++i) {
    const Vec2 a = pathPoint(def, i - 1), b = pathPoint(def, i);
    std::int64_t length = subUnits((b - a).length());
    if (distance < start + length || i + 1 == count) {
      if (length <= 0) return b;
      double t = std::clamp(double(distance - start) / double(length), 0.0, 1.0);
      return a + (b - a) * t;
    }
    start += length;
  }
  return pathPoint(def, count - 1);
}

std::vector<TrackLoop> chainLoops(const Level& level, std::vector<LoopProblem>* problems) {
  std::vector<const Loop*> loopObjects;
  for (const auto& object : prefetched(level.objects))
    if (const auto* loop = objectCast<const Loop*>(object.get())) loopObjects.push_back(loop);
  // Most levels have no loop: the index of 5,000 link names is not built for them.
  if (loopObjects.empty()) return {};
  std::unordered_map<std::string_view, std::size_t> indexOf;
  for (std::size_t i = 0; i < level.chain.size(); ++i) indexOf.emplace(level.chain[i]->name, i);
  std::string current;
  auto report = [&](const std::string& message, const char* field = "") {
    if (problems) problems->push_back({current, message, field});
  };
  std::vector<std::pair<TrackLoop, std::string>> found;
  for (const Loop* loop : loopObjects) {
    current = loop->name;
    auto first = indexOf.find(loop->first), last = indexOf.find(loop->last);
    if (first == indexOf.end()) {
      report("loop '" + loop->name + "': first tile '" + loop->first + "' is not in the chain", "first");
      continue;
    }
    if (last == indexOf.end()) {
      report("loop '" + loop->name + "': last tile '" + loop->last + "' is not in the chain", "last");
      continue;
    }
    if (first->second > last->second) {
      report("loop '" + loop->name + "': first tile '" + loop->first + "' comes after last tile '" + loop->last + "'");
      continue;
    }
    const auto* trigger = sw::objectCast<const Trigger*>(level.findByName(loop->untilTrigger));
    if (loop->untilTrigger.empty())
      report("loop '" + loop->name + "' names no trigger to end it, so it would never end", "untilTrigger");
    else if (!trigger)
      report("loop '" + loop->name + "': until-trigger '" + loop->untilTrigger +
                 "' is not a trigger of this level",
             "untilTrigger");
    found.push_back({TrackLoop{first->second, last->second, std::max<std::int64_t>(loop->previewRepeats, 1)}, loop->name});
  }
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first.first < b.first.first; });
  std::vector<TrackLoop> loops;
  std::string previous;
  for (const auto& [loop, name] : found) {
    if (!loops.empty() && loop.first <= loops.back().last) {
      current = name;
      report("loop '" + name + "' overlaps loop '" + previous + "'");
      continue;
    }
    loops.push_back(loop);
    previous = name;
  }
  return loops;
}

CameraTrack::CameraTrack(const Project& project, const Level& level)
    : links_(layoutChain(project, level)), loops_(chainLoops(level)), speed_(std::max<std::int64_t>(level.scrollSpeed, 1)) {
  std::vector<std::int64_t> lengths(links_.size());
  for (std::size_t i = 0; i < links_.size(); ++i) lengths[i] = pathLength(links_[i].def);
  std::size_t nextLoop = 0;
  for (std::size_t i = 0; i < links_.size();) {
    if (nextLoop < loops_.size() && loops_[nextLoop].first == i) {
      const TrackLoop& loop = loops_[nextLoop++];
      for (std::int64_t pass = 0; pass < loop.passes; ++pass)
        for (std::size_t j = loop.first; j <= loop.last; ++j) {
          segments_.push_back({j, pass, total_, lengths[j]});
          total_ += lengths[j];
        }
      i = loop.last + 1;
    } else {
      segments_.push_back({i, 0, total_, lengths[i]});
      total_ += lengths[i];
      ++i;
    }
  }
}

std::int64_t CameraTrack::lengthInTicks() const { return (total_ + speed_ - 1) / speed_; }

std::optional<std::int64_t> fixedChainEnd(const Project& project, const Level& level) {
  if (level.chain.empty() || !chainLoops(level).empty()) return std::nullopt;
  return CameraTrack(project, level).lengthInTicks();
}

CameraSpot CameraTrack::at(std::int64_t tick) const {
  CameraSpot spot;
  if (segments_.empty()) {
    spot.finished = true;
    return spot;
  }
  std::int64_t travelled = std::max<std::int64_t>(tick, 0) * speed_;
  if (travelled >= total_) {
    spot.finished = true;
    travelled = total_;
  }
  auto it = std::upper_bound(segments_.begin(), segments_.end(), travelled,
                             [](std::int64_t d, const Segment& s) { return d < s.start; });
  const Segment& segment = *std::prev(it);
  spot.link = segment.link;
  spot.pass = segment.pass;
  spot.distance = travelled - segment.start;
  spot.local = pointOnPath(links_[segment.link].def, spot.distance);
  spot.absolute = links_[segment.link].origin + spot.local;
  return spot;
}

std::int64_t CameraTrack::firstTickIn(std::size_t link) const {
  for (const auto& s : segments_)
    if (s.link == link) return (s.start + speed_ - 1) / speed_;
  return 0;
}

Vec2 relativeOrigin(const Project& project, const Level& level, std::size_t from, std::size_t to) {
  Vec2 offset{0, 0};
  if (from == to || from >= level.chain.size() || to >= level.chain.size()) return offset;
  auto def = [&](std::size_t i) { return project.findTileDef(level.chain[i]->tile); };
  if (from < to) {
    for (std::size_t i = from; i < to; ++i) offset += chainStep(def(i), def(i + 1));
  } else {
    for (std::size_t i = to; i < from; ++i) offset = offset - chainStep(def(i), def(i + 1));
  }
  return offset;
}

}  // namespace sw
