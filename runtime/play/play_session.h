#pragma once
// One run of a level: Play in the editor or scrollwork-player. The session builds a
// RuntimeLevel from its own COPY of the project (so nothing it does can reach the
// document), then drives it from a precise timer: real time times the speed (0.25x..4x)
// accumulates, and every whole tick's worth runs one sim tick with the current input,
// through the simulation's one tick runner (sim/tick_runner.h), which also records it.
// Pause stops the clock, Step runs exactly one tick while paused, Stop ends the run.
// Problems the simulation reports (errors() growing) are passed on one by one, with the
// entity they name, and Play goes on: a broken enemy never takes the editor down.
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>

#include "core/error.h"
#include "sim/input.h"
#include "sim/play_options.h"
#include "sim/replay/input_recording.h"

namespace sw {
class Project;
class Level;
class RuntimeLevel;
class TickRunner;
class PresentationJournal;
struct PlayOptions;
}  // namespace sw

namespace sw::play {

class PlaySession : public QObject {
  Q_OBJECT
 public:
  enum class State { Stopped, Running, Paused };
  Q_ENUM(State)

  // Speeds the UI offers; setSpeed() clamps to [first, last].
  static constexpr double kSpeeds[] = {0.25, 0.5, 1.0, 2.0, 4.0};
  // At most this many ticks per timer event: a slow frame never snowballs into a longer one.
  static constexpr int kMaxTicksPerFrame = 8;

  explicit PlaySession(QObject* parent = nullptr);
  ~PlaySession() override;

  // The options Play uses for a level: its seed, the project folder for mesh collision,
  // `players` ships. "Play from here" (fromTick > 0) follows the scrubber's loop preview
  // and keeps the ships safe until it arrives.
  static sw::PlayOptions optionsFor(const sw::Project& project, const sw::Level& level, int players,
                                    std::int64_t fromTick = 0);

  // Copies the project, builds level `levelIndex` of the copy and, for fromTick > 0,
  // fast-forwards there with no input (exactly as a headless run of the same options).
  // Starts Running (or Paused when `paused`). On build errors nothing runs: false, and
  // buildFailed() carries every problem. Notes of a successful build arrive in buildNotes().
  // `withRunSettings` false (network co-op): no testing aids and the level's rank, whatever
  // Play's toggles say, so both sides run the same game.
  bool start(const sw::Project& project, int levelIndex, int players = 1, std::int64_t fromTick = 0,
             bool paused = false, bool withRunSettings = true);
  // Plays `recording` back: its seed, players and "from" start, and its inputs instead of
  // the input source; pauses when it reaches the recording's last tick.
  bool startReplay(const sw::Project& project, int levelIndex, const sw::InputRecording& recording,
                   bool paused = false);
  bool isReplay() const { return replay_.has_value(); }
  // What the players pressed in the current or last session (kept after stop()), with its
  // seed, level, players, start and length: save it to hand a run over
  // (sw::saveInputRecording). Empty (no length) before the first session.
  sw::InputRecording recording() const;
  void stop();
  void pause();
  void resume();
  void togglePause();
  // One tick while paused (starts nothing when stopped).
  void step();
  void setSpeed(double speed);
  double speed() const { return speed_; }

  // Run settings (Play's testing aids and rank slider). They are settings of the run, never
  // inputs: start() uses them and writes them into the recording. Switching the aids while a
  // run plays changes it from its next tick and the recording notes the tick (`TICK set`),
  // so its replay switches at the same tick; nothing restarts. A replay plays its own
  // recording's aids and a co-op run none: the switch then waits for the next start().
  // The rank shapes a run from its first tick: a new rank applies at the next start().
  void setAids(bool godMode, bool infiniteLives);
  void setRank(double rank);  // 0..1, negative: the level's own
  // Whether start() runs the whole game from the level on (PlayOptions::wholeGame: results
  // screens, the next levels of the game's order) or the level alone. Kept from run to run;
  // a replay plays as its recording says (`game on`).
  void setWholeGame(bool on) { wholeGame_ = on; }
  bool wholeGame() const { return wholeGame_; }
  bool godMode() const { return godMode_; }
  bool infiniteLives() const { return infiniteLives_; }
  double rank() const { return rank_; }

  // Whether the run measures each system's time per tick (RuntimeLevel::setTiming): for the
  // HUD's time graph. Kept from run to run.
  void setTiming(bool on);
  bool timing() const { return timing_; }

  State state() const { return state_; }
  bool isActive() const { return state_ != State::Stopped; }
  // The run, while active (nullptr when stopped).
  const sw::RuntimeLevel* runtime() const { return runtime_.get(); }
  // What the presentation (sounds, effects, rumble) should start and stop for the ticks of the
  // last advanced(): taken() of it (present/presentation_journal.h). A run's first frame
  // holds nothing from a "Play from here" fast-forward.
  const sw::PresentationJournal& presentation() const { return *journal_; }
  // The run's copy of the level running now (paths for the overlay), while active: in a whole
  // game the level the run has moved on to (levelChanged() says when).
  const sw::Level* level() const { return level_; }
  const sw::Project* project() const { return project_.get(); }

  // Where the input of each tick comes from (keyboard in the UI; nothing in tests).
  void setInputSource(std::function<sw::TickInput()> source) { input_ = std::move(source); }
  // Who runs each due tick instead of the session (network co-op, view/play/net_play.h):
  // given the level and this tick's input, it runs the tick, or returns false to wait
  // (then no more ticks run this frame). Cleared by stop().
  // A co-op run's recording is the driver's (both players' confirmed inputs, its
  // RollbackSession::recording()), not what this session's runner saw: recording() asks it
  // while it drives, and keeps its last answer when the driver goes (stop(), cleared).
  using TickDriver = std::function<bool(sw::RuntimeLevel& level, const sw::TickInput& input)>;
  using RecordingSource = std::function<sw::InputRecording()>;
  void setTickDriver(TickDriver driver, RecordingSource recording = {});
  // Ticks the run may still take before stopping itself (scrollwork-player --quit-after-ticks).
  void setTickLimit(std::optional<std::int64_t> ticks) { tickLimit_ = ticks; }

  // Platformers' saved games (sim/platformer/saved_game.h): reaching a checkpoint writes the
  // run's progress to this file (atomically; empty: nowhere), then gameSaved(). A replay
  // writes nothing.
  void setSavedGameFile(const std::string& path) { savedGameFile_ = path; }
  const std::string& savedGameFile() const { return savedGameFile_; }
  // The next start() continues from this point instead of the level's start (once).
  void setContinueFrom(const sw::ContinuePoint& point) { continueFrom_ = point; }
  // Whether the current (or last) run continued from a saved game. Its recording() then does
  // not replay it: the recording format carries no continue point, so a replay would start
  // at the level's start instead.
  bool continued() const { return continued_; }
  // The saved game at `path` as a point to continue `level` from. Refused, with an error
  // naming the file and the place, when it is missing, damaged, foreign, of another level or
  // at a checkpoint the level no longer has (the run would not build).
  static sw::Result<sw::ContinuePoint> continuePointFor(const std::string& path, const sw::Level& level);

 signals:
  void stateChanged(sw::play::PlaySession::State state);
  // After one or more ticks ran (once per timer event or step): time to redraw, and to present
  // what those ticks started or a rollback withdrew (presentation().taken()).
  void advanced();
  void runtimeError(const sw::Error& error);
  void buildFailed(const sw::Errors& errors);
  void buildNotes(const sw::Errors& notes);
  void tickLimitReached();
  // A whole game moved on to another level (level() is that level now); before advanced().
  void levelChanged();
  // A checkpoint saved the run to `path`.
  void gameSaved(const QString& path);
  // The run is about to end (stop(), or the session is being destroyed): the level and
  // its runtime are still there, for whoever must finish with them first (network co-op
  // says goodbye with the tick it left at). stateChanged(Stopped) follows, except on
  // destruction.
  void stopping();

 private:
  bool begin(const sw::Project& project, int levelIndex, const sw::PlayOptions& options, std::int64_t fromTick,
             bool paused);
  bool aidsApplyLive() const { return runtime_ && !replay_ && !driver_ && runSettingsInRun_; }
  void onTimer();
  void emitAdvanced();
  void runTicks(int count);
  void reportNewErrors();
  void saveAtCheckpoint(const sw::RuntimeLevel& level);
  void setState(State state);

  std::unique_ptr<sw::Project> project_;
  const sw::Level* level_ = nullptr;
  std::unique_ptr<sw::RuntimeLevel> runtime_;  // held by pointer: its header is not for Qt code
  std::unique_ptr<sw::TickRunner> runner_;     // runs runtime_'s ticks, recording into recording_
  // Hears every tick runtime_ runs, re-simulated ones too; taken before each advanced().
  std::unique_ptr<sw::PresentationJournal> journal_;
  std::function<sw::TickInput()> input_;
  TickDriver driver_;
  RecordingSource driverRecording_;
  std::optional<std::int64_t> tickLimit_;
  QTimer timer_;
  QElapsedTimer clock_;
  double accumulatedMs_ = 0;
  double speed_ = 1.0;
  double tickMs_ = 1000.0 / 60.0;
  std::size_t reportedErrors_ = 0;
  sw::InputRecording recording_;
  std::int64_t recordedTicks_ = 0;
  std::optional<sw::InputRecording> replay_;
  bool godMode_ = false, infiniteLives_ = false;
  double rank_ = -1;
  bool wholeGame_ = false;
  bool runSettingsInRun_ = true;  // false: a co-op start
  bool timing_ = false;
  std::string savedGameFile_;
  sw::ContinuePoint continueFrom_;
  bool continued_ = false;
  State state_ = State::Stopped;
};

}  // namespace sw::play
