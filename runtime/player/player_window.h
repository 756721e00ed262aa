#pragma once
// The player's window: a level view (view/level_view.h) showing one PlaySession with its HUD.
// P or Pause pauses, F10 steps one tick while paused. The run's problems are printed on
// stderr with the file and entity they name.
// Two ways to run: a scripted run (a replay, --quit-after-ticks, --level, co-op, --continue)
// starts straight into its level, Esc quits and the end of the level ends the program, as
// tests and CI need; a game (useScreens()) opens on the title screen (player_screens.h), Esc
// or the pad's Start pauses into the pause menu, and the end of a level goes to the game
// over or end screen, with the saved progress kept in DATA/progress/PROJECT.progress.json.
// A free (platformer) level saves the run at each checkpoint (sim/platformer/saved_game.h) in
// the player's own data folder, never in the project (a shipped game's folder may be read
// only): DATA/saves/PROJECT/LEVEL.save.json, LEVEL being the level file's base name.
#include <QWidget>
#include <memory>
#include <vector>

#include "model/project/project.h"
#include "sim/replay/input_recording.h"

class QStackedLayout;
class QShortcut;
class QTimer;

namespace sw::ui {
class LevelView;
}

namespace sw::play {

class PlaySession;
class PlayView;
class PlayInput;
class PadRumble;
class PlayerScreens;
struct PlayerSettings;

class PlayerWindow : public QWidget {
  Q_OBJECT
 public:
  explicit PlayerWindow(std::unique_ptr<sw::Project> project, int levelIndex, QWidget* parent = nullptr);
  ~PlayerWindow() override;

  PlaySession* session() const { return session_; }
  PadRumble* rumble() const { return rumble_; }
  PlayView* view() const { return view_; }
  // Builds and starts the run; false (and the problems on stderr) when it cannot.
  // `continueSaved`: from the level's saved game; a missing, damaged or foreign one is
  // reported on stderr (naming the file and the place) and the run starts fresh.
  bool start(int players, double speed, bool continueSaved = false);
  // Where this level's saved game lives (QStandardPaths::AppDataLocation/saves/...); empty
  // for a level that saves none (not a free level).
  QString savedGamePath() const;
  // Plays a recording back (PlaySession::startReplay: its seed, players, rank and aids).
  bool startReplay(const sw::InputRecording& recording, double speed);

  // A game with its screens: the title screen now, the levels when the player starts one
  // (`players`, `speed`). `windowed`: --windowed was given, which the Display option does
  // not override for this run. Call once, instead of start().
  void useScreens(int players, double speed, bool windowed);
  PlayerScreens* screens() const { return screens_; }
  // Where this game's saved progress lives (QStandardPaths::AppDataLocation/progress/...).
  QString progressPath() const;
  // Whether the screens show (not the level).
  bool showingScreens() const;
  // The run as the player sees it: paused into the pause menu (Esc, the pad's Start).
  void pauseToMenu();

 protected:
  void closeEvent(QCloseEvent* event) override;

 private:
  void showScreens(bool on);
  void playLevel(int levelIndex);
  void applySettings(const PlayerSettings& settings);
  void pollPads();
  qint64 score() const;

  std::unique_ptr<sw::Project> project_;
  int levelIndex_;
  sw::ui::LevelView* viewport_;
  PlaySession* session_;
  PlayInput* input_;
  PadRumble* rumble_ = nullptr;
  PlayView* view_;
  QStackedLayout* stack_ = nullptr;
  QShortcut* escape_ = nullptr;
  std::vector<QShortcut*> gameShortcuts_;  // P, Pause, F10
  PlayerScreens* screens_ = nullptr;
  QTimer* padTimer_ = nullptr;
  int players_ = 1;
  double speed_ = 1;
  bool windowed_ = false;
};

}  // namespace sw::play
