#pragma once
// The player's window: a level view (view/level_view.h) showing one PlaySession with its HUD. Esc
// quits, P or Pause pauses, F10 steps one tick while paused. The run's problems are
// printed on stderr with the file and entity they name.
// A free (platformer) level saves the run at each checkpoint (sim/platformer/saved_game.h) in
// the player's own data folder, never in the project (a shipped game's folder may be read
// only): DATA/saves/PROJECT/LEVEL.save.json, LEVEL being the level file's base name.
#include <QWidget>
#include <memory>

#include "model/project/project.h"
#include "sim/replay/input_recording.h"

namespace sw::ui {
class LevelView;
}

namespace sw::play {

class PlaySession;
class PlayView;
class PlayInput;
class PadRumble;

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

 protected:
  void closeEvent(QCloseEvent* event) override;

 private:
  std::unique_ptr<sw::Project> project_;
  int levelIndex_;
  sw::ui::LevelView* viewport_;
  PlaySession* session_;
  PlayInput* input_;
  PadRumble* rumble_ = nullptr;
  PlayView* view_;
};

}  // namespace sw::play
