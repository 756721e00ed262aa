// RollbackSession::writeReport: the desync report a peer writes about its own state when the
// hash checks differ. Written twice at most: when this peer sees the mismatch (its own
// side), and again when the other side's per-tick hashes and entity digests arrive (the
// first differing tick and the entities that differ). Next to it, the merged inputs of every
// confirmed tick as a recording, so `scrollwork-cli run --inputs` replays the session.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "net/rollback_session.h"
#include "net/state_digest.h"
#include "sim/replay/input_recording.h"

namespace sw::net {

namespace {
std::string hex(std::uint64_t v) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(v));
  return text;
}
}  // namespace

void RollbackSession::writeReport() {
  const Check& c = checks_[std::size_t(desyncTick_ / config_.hashInterval) % checks_.size()];
  const std::string side = role_ == SessionRole::Host ? "host" : "join";
  const std::filesystem::path base =
      std::filesystem::path(config_.reportDir) / ("desync-" + side + "-tick" + std::to_string(desyncTick_));
  std::ostringstream o;
  o << "Scrollwork desync report\n";
  o << "side: " << (role_ == SessionRole::Host ? "host (player 1)" : "joined (player 2)") << '\n';
  o << "level: " << setup_.level << "\nseed: " << setup_.seed << "\nproject content: " << hex(setup_.projectHash) << '\n';
  o << "hash check at tick " << desyncTick_ << ": this side " << hex(c.hash) << ", other side "
    << hex(remoteChecks_.count(desyncTick_) ? remoteChecks_.at(desyncTick_) : 0) << '\n';
  std::int64_t firstBad = -1;
  if (haveRemoteDetail_) {
    for (std::size_t i = 0; i < remoteDetail_.trail.size(); ++i) {
      const std::int64_t t = std::int64_t(remoteDetail_.trailFirst) + std::int64_t(i);
      if (t + std::int64_t(trail_.size()) <= desyncTick_) continue;  // no longer in our trail
      if (trail_[std::size_t(t) % trail_.size()] != remoteDetail_.trail[i]) {
        firstBad = t;
        break;
      }
    }
    if (firstBad >= 0) o << "first differing tick: " << firstBad << '\n';
    else o << "first differing tick: not found in ticks " << remoteDetail_.trailFirst << ".." << desyncTick_ << '\n';
    std::vector<EntityDigest> mine;
    entityDigests(level_, c.state, mine);
    std::map<std::pair<int, std::uint32_t>, std::pair<const EntityDigest*, const EntityDigest*>> all;
    for (const EntityDigest& d : mine) all[{int(d.kind), d.id}].first = &d;
    for (const EntityDigest& d : remoteDetail_.entities) all[{int(d.kind), d.id}].second = &d;
    o << "entities that differ at tick " << desyncTick_ << ":\n";
    int differing = 0;
    for (const auto& [key, pair] : all) {
      if (pair.first && pair.second && pair.first->hash == pair.second->hash) continue;
      ++differing;
      const EntityDigest& d = pair.first ? *pair.first : *pair.second;
      o << "- " << entityLabel(level_, c.state, d) << ": this side " << (pair.first ? hex(pair.first->hash) : "absent")
        << ", other side " << (pair.second ? hex(pair.second->hash) : "absent") << '\n';
      if (pair.first) o << describeEntity(level_, c.state, d);
    }
    if (differing == 0) o << "(none of the digests differ)\n";
  } else {
    o << "first differing tick: waiting for the other side's hashes\n";
  }
  o << "inputs: " << base.filename().string() << ".inputs (every confirmed tick)\n";

  std::error_code ec;
  std::filesystem::create_directories(config_.reportDir, ec);
  std::ofstream(base.string() + ".txt") << o.str();
  InputRecording merged;
  merged.seed = setup_.seed;
  merged.level = setup_.level;
  merged.players = 2;
  merged.length = confirmedTicks();
  for (std::int64_t t = 0; t < confirmedTicks(); ++t) merged.record(t, confirmedInput(t));
  (void)saveInputRecording(merged, base.string() + ".inputs");
  reportPath_ = base.string() + ".txt";
  message_ = "desync: the game states differ" +
             (firstBad >= 0 ? " from tick " + std::to_string(firstBad) : " at tick " + std::to_string(desyncTick_)) +
             "; report written to " + reportPath_;
}

}  // namespace sw::net
