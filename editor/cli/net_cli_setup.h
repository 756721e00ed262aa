#pragma once
// What the network commands share: loading the project, level, recordings and options the
// way `run` does, and reading the network-condition options.
#include <QString>
#include <functional>
#include <memory>
#include <optional>

#include "cli/cli_options.h"
#include "model/project_io.h"
#include "net/net_conditions.h"
#include "net/rollback_session.h"
#include "sim/replay/input_recording.h"

namespace sw::cli {

struct NetGame {
  std::unique_ptr<Project> project;
  const Level* level = nullptr;
  PlayOptions play;
  std::int64_t ticks = 0;
};

// Loads PROJECT, picks the level (--level, else `recording`'s, else the only one), the seed
// (--seed, else the recording's, else the level's) and --ticks (else the recording's length,
// else `defaultTicks`; 0: required). False with `error` set.
bool loadNetGame(const ParsedOptions& options, const InputRecording* recording, std::int64_t defaultTicks,
                 NetGame& game, QString& error);
// --inputs-like option: the recording, or nullopt when not given; false on a bad file.
bool loadRecordingOption(const ParsedOptions& options, const QString& name, std::optional<InputRecording>& recording,
                         QString& error);
// One side's bits per tick from a recording: column `player` of a two-player recording,
// else its P1 column.
net::RollbackSession::InputSource sideInputs(const InputRecording& recording, int player);
// Seeded bits that change every few ticks, for sessions without recordings.
net::RollbackSession::InputSource randomSideInputs(std::uint64_t seed);
// --latency, --jitter (ms), --loss, --duplicate, --reorder (0..1), --net-seed.
bool readConditions(const ParsedOptions& options, net::NetConditions& conditions, QString& error);
// --input-delay, --rollback-limit, --timeout-ms, --report-dir.
bool readSessionConfig(const ParsedOptions& options, net::SessionConfig& config, QString& error);
QString hexHash(std::uint64_t hash);

}  // namespace sw::cli
