#include "play/play_session.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <cmath>
#include <exception>

#include "model/level/level.h"
#include "model/level/object_cast.h"
#include "model/platformer/puzzle_objects.h"
#include "model/project/project.h"
#include "model/validate/validate_presentation.h"
#include "present/presentation_journal.h"
#include "sim/platformer/saved_game.h"
#include "sim/runtime_level.h"
#include "sim/tick_runner.h"

namespace sw::play {

PlaySession::PlaySession(QObject* parent) : QObject(parent) {
  timer_.setTimerType(Qt::PreciseTimer);
  connect(&timer_, &QTimer::timeout, this, &PlaySession::onTimer);
  journal_ = std::make_unique<sw::PresentationJournal>();
}

// Whoever drives or watches the run hears of its end while the level still exists.
PlaySession::~PlaySession() {
  if (runtime_) Q_EMIT stopping();
}

sw::PlayOptions PlaySession::optionsFor(const sw::Project& project, const sw::Level& level, int players,
                                        std::int64_t fromTick) {
  sw::PlayOptions options;
  options.seed = std::uint64_t(level.seed);
  options.players = std::clamp(players, 1, sw::kMaxPlayers);
  options.projectDir = project.directory;
  if (fromTick > 0) {
    options.loopsFollowPreview = true;
    options.invulnerableUntilTick = fromTick;
  }
  return options;
}

bool PlaySession::start(const sw::Project& project, int levelIndex, int players, std::int64_t fromTick,
                        bool paused, bool withRunSettings) {
  stop();
  replay_.reset();
  if (levelIndex < 0 || levelIndex >= int(project.levels.size())) {
    Q_EMIT buildFailed({sw::Error{project.directory, {}, "the project has no level to play"}});
    return false;
  }
  const sw::Level& level = *project.levels[std::size_t(levelIndex)];
  sw::PlayOptions options = optionsFor(project, level, players, fromTick);
  runSettingsInRun_ = withRunSettings;
  if (withRunSettings) {
    options.godMode = godMode_;
    options.infiniteLives = infiniteLives_;
    options.rank = rank_;
  }
  options.wholeGame = wholeGame_;
  options.continueFrom = std::exchange(continueFrom_, sw::ContinuePoint{});
  continued_ = !options.continueFrom.checkpoint.empty();
  return begin(project, levelIndex, options, fromTick, paused);
}

void PlaySession::setAids(bool godMode, bool infiniteLives) {
  godMode_ = godMode;
  infiniteLives_ = infiniteLives;
  if (!aidsApplyLive()) return;
  runtime_->setAids(godMode, infiniteLives);
  recording_.aidChanges = runtime_->options().aidChanges;
  emitAdvanced();  // the HUD shows the aids at once, even while paused
}

void PlaySession::setTiming(bool on) {
  timing_ = on;
  if (runtime_) runtime_->setTiming(on);
}

void PlaySession::setRank(double rank) { rank_ = rank < 0 ? -1 : std::min(rank, 1.0); }

bool PlaySession::startReplay(const sw::Project& project, int levelIndex, const sw::InputRecording& recording,
                              bool paused) {
  stop();
  if (levelIndex < 0 || levelIndex >= int(project.levels.size())) {
    Q_EMIT buildFailed({sw::Error{project.directory, {}, "the project has no level to play"}});
    return false;
  }
  runSettingsInRun_ = true;
  const sw::Level& level = *project.levels[std::size_t(levelIndex)];
  sw::PlayOptions options = optionsFor(project, level, recording.players, recording.from.value_or(0));
  sw::applyRecording(recording, options);
  replay_ = recording;
  continued_ = false;
  if (begin(project, levelIndex, options, recording.from.value_or(0), paused)) return true;
  replay_.reset();
  return false;
}

void PlaySession::setTickDriver(TickDriver driver, RecordingSource recording) {
  if (driverRecording_) {  // the co-op run's inputs outlive its driver
    recording_ = driverRecording_();
    recordedTicks_ = recording_.length.value_or(0);
  }
  driver_ = std::move(driver);
  driverRecording_ = std::move(recording);
}

sw::InputRecording PlaySession::recording() const {
  if (driverRecording_) return driverRecording_();
  sw::InputRecording r = recording_;
  if (recordedTicks_ > 0 || r.seed) r.length = recordedTicks_;
  return r;
}

bool PlaySession::begin(const sw::Project& project, int levelIndex, const sw::PlayOptions& options,
                        std::int64_t fromTick, bool paused) {
  if (levelIndex < 0 || levelIndex >= int(project.levels.size())) {
    Q_EMIT buildFailed({sw::Error{project.directory, {}, "the project has no level to play"}});
    return false;
  }
  // Our own copy: the document may be edited (or the level deleted) while this runs.
  project_ = std::make_unique<sw::Project>(project);
  level_ = project_->levels[std::size_t(levelIndex)].get();
  tickMs_ = 1000.0 / double(std::max<std::int64_t>(1, project_->tickRate));

  sw::Errors problems;
  auto built = sw::RuntimeLevel::build(*project_, *level_, options, &problems);
  if (!built) {
    if (problems.empty()) problems.push_back(built.error());
    project_.reset();
    level_ = nullptr;
    Q_EMIT buildFailed(problems);
    return false;
  }
  // An unknown effect or cue, a broken sound file: the run goes on without it, and the Log
  // says so once, now.
  for (sw::Error& e : sw::presentationProblems(*project_, *level_)) problems.push_back(std::move(e));
  if (!problems.empty()) Q_EMIT buildNotes(problems);
  runtime_ = std::make_unique<sw::RuntimeLevel>(std::move(built.value()));
  runtime_->setTiming(timing_);
  journal_->reset();
  runtime_->setTickListener(journal_.get());
  reportedErrors_ = 0;
  recording_ = sw::InputRecording{};
  recording_.seed = options.seed;
  recording_.level = level_->name;
  recording_.players = options.players;
  if (fromTick > 0) recording_.from = fromTick;
  if (options.rank >= 0) recording_.rank = options.rank;
  recording_.godMode = options.godMode;
  recording_.infiniteLives = options.infiniteLives;
  recording_.aidChanges = options.aidChanges;
  recording_.continueFrom = options.continueFrom;  // a continued run replays from where it began
  recording_.wholeGame = options.wholeGame;
  recordedTicks_ = 0;
  runner_ = std::make_unique<sw::TickRunner>(*runtime_);
  runner_->recordInto(recording_);
  if (replay_)
    runner_->replay(*replay_);
  else
    runner_->readFrom([this](std::int64_t) { return input_ ? input_() : sw::TickInput{}; });
  if (!replay_) runner_->afterEachTick([this](const sw::RuntimeLevel& level) { saveAtCheckpoint(level); });
  if (fromTick > 0) {
    // The same ticks a headless run takes, so "Play from here" lands where the scrubber shows:
    // nobody presses anything on the way.
    try {
      for (std::int64_t t = 0; t < fromTick; ++t) runner_->step(sw::TickInput{});
    } catch (const std::exception& e) {
      Q_EMIT runtimeError(sw::Error{level_->file, level_->name, std::string("the simulation failed: ") + e.what()});
    }
    reportNewErrors();
    recordedTicks_ = runtime_->ticksRun();
    journal_->take();  // the way there is not presented
  }
  accumulatedMs_ = 0;
  clock_.start();
  if (paused) {
    setState(State::Paused);
  } else {
    timer_.start(int(std::floor(tickMs_)));
    setState(State::Running);
  }
  emitAdvanced();
  return true;
}

void PlaySession::saveAtCheckpoint(const sw::RuntimeLevel& level) {
  if (savedGameFile_.empty()) return;
  for (const sw::LevelEvent& e : level.events()) {
    if (e.kind != "checkpoint-reached") continue;
    // The saves folder is made on the first save, not when Play starts: a level with no
    // checkpoint leaves no empty folder behind. A failure shows as the write's error.
    QDir().mkpath(QFileInfo(QString::fromStdString(savedGameFile_)).absolutePath());
    if (sw::Status written = sw::writeSavedGame(savedGameFile_, sw::savedGameOf(level)); !written)
      Q_EMIT runtimeError(written.error());
    else
      Q_EMIT gameSaved(QString::fromStdString(savedGameFile_));
    return;
  }
}

sw::Result<sw::ContinuePoint> PlaySession::continuePointFor(const std::string& path, const sw::Level& level) {
  sw::Result<sw::SavedGame> game = sw::readSavedGame(path);
  if (!game) return game.error();
  if (game->level != level.name)
    return sw::Error{path, "/level",
                     "a saved game of level " + sw::quotedName(game->level) + ", not of " + sw::quotedName(level.name)};
  const bool known = std::any_of(level.objects.begin(), level.objects.end(), [&](const auto& object) {
    const auto* checkpoint = sw::objectCast<const sw::Checkpoint*>(object.get());
    return checkpoint && checkpoint->name == game->point.checkpoint;
  });
  if (!known)
    return sw::Error{path, "/checkpoint",
                     "checkpoint " + sw::quotedName(game->point.checkpoint) + " is not in level " +
                         sw::quotedName(level.name)};
  return game->point;
}

void PlaySession::stop() {
  timer_.stop();
  setTickDriver(nullptr);
  if (state_ == State::Stopped && !runtime_) return;
  if (runtime_) Q_EMIT stopping();
  runner_.reset();
  runtime_.reset();
  level_ = nullptr;
  project_.reset();
  setState(State::Stopped);
}

void PlaySession::pause() {
  if (state_ != State::Running) return;
  timer_.stop();
  setState(State::Paused);
}

void PlaySession::resume() {
  if (state_ != State::Paused) return;
  accumulatedMs_ = 0;
  clock_.restart();
  timer_.start(int(std::floor(tickMs_)));
  setState(State::Running);
}

void PlaySession::togglePause() {
  if (state_ == State::Running)
    pause();
  else
    resume();
}

void PlaySession::step() {
  if (state_ == State::Running) pause();
  if (state_ != State::Paused) return;
  runTicks(1);
  emitAdvanced();
}

void PlaySession::setSpeed(double speed) {
  speed_ = std::clamp(speed, kSpeeds[0], kSpeeds[std::size(kSpeeds) - 1]);
}

void PlaySession::emitAdvanced() {
  // A whole game that moved on shows the level it runs now.
  if (runtime_ && level_ && runtime_->level().name != level_->name) {
    if (const sw::Level* now = project_->findLevel(runtime_->level().name)) {
      level_ = now;
      Q_EMIT levelChanged();
    }
  }
  journal_->take();
  Q_EMIT advanced();
}

void PlaySession::onTimer() {
  if (state_ != State::Running || !runtime_) return;
  accumulatedMs_ += double(clock_.restart()) * speed_;
  int due = int(accumulatedMs_ / tickMs_);
  if (due <= 0) return;
  accumulatedMs_ -= due * tickMs_;
  if (due > kMaxTicksPerFrame) {
    due = kMaxTicksPerFrame;
    accumulatedMs_ = 0;  // fall behind rather than spiral
  }
  runTicks(due);
  if (runtime_) emitAdvanced();
}

void PlaySession::runTicks(int count) {
  for (int i = 0; i < count && runtime_; ++i) {
    if (tickLimit_ && runtime_->ticksRun() >= *tickLimit_) {
      pause();
      Q_EMIT tickLimitReached();
      return;
    }
    const std::int64_t tick = runtime_->ticksRun();
    if (replay_ && replay_->length && tick >= *replay_->length) {
      pause();  // the recording ends here: hold still where the tester stopped
      return;
    }
    const sw::TickInput input = runtime_->present(runner_->inputAt(tick));
    if (driver_) {  // network co-op: the driver runs the tick (through its session's runner) when the other side allows
      if (!driver_(*runtime_, input)) break;
      reportNewErrors();
      continue;
    }
    recordedTicks_ = tick + 1;
    bool ok = true;
    try {
      ok = runner_->step(input);
    } catch (const std::exception& e) {
      // Not expected of the simulation; if it happens the run pauses and the editor stays.
      Q_EMIT runtimeError(sw::Error{level_ ? level_->file : std::string(), level_ ? level_->name : std::string(),
                                  std::string("the simulation failed: ") + e.what()});
      pause();
      return;
    }
    if (!ok) reportNewErrors();
  }
  reportNewErrors();
}

void PlaySession::reportNewErrors() {
  if (!runtime_) return;
  const sw::Errors& errors = runtime_->errors();
  while (reportedErrors_ < errors.size()) Q_EMIT runtimeError(errors[reportedErrors_++]);
}

void PlaySession::setState(State state) {
  if (state_ == state) return;
  state_ = state;
  Q_EMIT stateChanged(state);
}

}  // namespace sw::play
