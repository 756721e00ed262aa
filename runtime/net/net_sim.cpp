#include "net/net_sim.h"

#include "net/simulated_link.h"
#include "sim/tick_runner.h"

namespace sw::net {

NetSimResult runNetSim(const Project& project, const Level& level, PlayOptions options, const NetSimSetup& setup) {
  NetSimResult result;
  options.players = 2;
  Result<RuntimeLevel> a = RuntimeLevel::build(project, level, options);
  Result<RuntimeLevel> b = RuntimeLevel::build(project, level, options);
  Result<RuntimeLevel> c = RuntimeLevel::build(project, level, options);
  if (!a || !b || !c) {
    result.error = (!a ? a.error() : !b ? b.error() : c.error()).toString();
    return result;
  }
  SimulatedLink link(setup.aToB, setup.bToA);
  SessionSetup same;
  same.level = level.name;
  same.seed = options.seed;
  SessionConfig config = setup.config;
  config.endTick = setup.ticks;
  RollbackSession host(SessionRole::Host, *a, link.a(), same, config);
  RollbackSession join(SessionRole::Join, *b, link.b(), same, config);
  SimulatedLink watchLink(setup.toSpectator, setup.fromSpectator);
  SpectatorFeed feed(host, watchLink.a(), same, config.sessionId + 1);
  SpectatorSession spectator(*c, watchLink.b(), same, setup.spectatorDelay, config.timeoutMs);
  const std::int64_t maxFrames = setup.maxFrames > 0 ? setup.maxFrames : 3 * setup.ticks + 3600;
  auto over = [](const RollbackSession& s) {
    return s.state() == SessionState::Finished || s.state() == SessionState::Failed;
  };
  std::int64_t frame = 0;
  std::int64_t desyncedFrames = 0;
  std::size_t phase = 0;
  for (; frame < maxFrames; ++frame) {
    const std::uint64_t now = std::uint64_t(frame) * 1000 / 60;
    while (phase < setup.phases.size() && setup.phases[phase].fromFrame <= frame) {
      link.setConditions(setup.phases[phase].aToB, setup.phases[phase].bToA);
      ++phase;
    }
    if (setup.beforeFrame) setup.beforeFrame(frame, *a, *b);
    host.poll(now);
    join.poll(now);
    auto inputStalls = [&] {
      return host.stats().stalledFrames - host.stats().syncWaits + join.stats().stalledFrames - join.stats().syncWaits;
    };
    const std::uint64_t stalledBefore = inputStalls(), syncWaitsBefore = host.stats().syncWaits + join.stats().syncWaits;
    host.advance(now, setup.inputA);
    join.advance(now, setup.inputB);
    if (inputStalls() != stalledBefore) result.lastInputStallFrame = frame;
    if (host.stats().syncWaits + join.stats().syncWaits != syncWaitsBefore) result.lastSyncWaitFrame = frame;
    if (setup.spectator) {
      feed.poll(now);
      spectator.poll(now);
      spectator.advance(now);
    }
    const bool spectatorOver = !setup.spectator || spectator.state() == SessionState::Finished ||
                               spectator.state() == SessionState::Failed;
    const bool playersOver = over(host) && over(join);
    if (playersOver && result.frames == 0) result.frames = frame;
    if (playersOver && spectatorOver) break;
    // After a desync both sides wait for each other's details: give them a moment, then stop.
    const bool desynced = host.state() == SessionState::Desynced || join.state() == SessionState::Desynced;
    if (desynced && ++desyncedFrames > 600) break;
    if (desynced && !host.reportPath().empty() && !join.reportPath().empty() &&
        host.message().find("from tick") != std::string::npos && join.message().find("from tick") != std::string::npos)
      break;
  }
  if (result.frames == 0) result.frames = frame;
  result.seconds = double(result.frames) / 60.0;
  if (setup.spectator) {
    result.spectatorHash = c->stateHash();
    result.spectatorTicks = c->ticksRun();
    result.spectatorExtraFrames = frame - result.frames;
    result.spectatorState = spectator.state();
    result.spectatorMessage = spectator.message();
    result.spectatorStats = spectator.stats();
  }
  result.hashA = a->stateHash();
  result.hashB = b->stateHash();
  result.ticksA = a->ticksRun();
  result.ticksB = b->ticksRun();
  result.stateA = host.state();
  result.stateB = join.state();
  result.messageA = host.message();
  result.messageB = join.message();
  result.statsA = host.stats();
  result.statsB = join.stats();
  result.recordingA = host.recording();
  result.recordingB = join.recording();
  result.bytesAToB = link.a().bytesSent();
  result.bytesBToA = link.b().bytesSent();
  if (setup.runOffline) {
    Result<RuntimeLevel> offline = RuntimeLevel::build(project, level, options);
    TickRunner runner(*offline);
    runner.readFrom([&](std::int64_t t) {
      TickInput in;
      in.player[0] = std::uint8_t(setup.inputA(t) & InputAllBits);
      in.player[1] = std::uint8_t(setup.inputB(t) & InputAllBits);
      return in;
    });
    runner.run(setup.ticks);
    result.offlineHash = offline->stateHash();
  }
  return result;
}

}  // namespace sw::net
