#pragma once
// The player's screens and the game around the levels (issue 43, items 3 and 4): the title
// screen (Start, Continue, Options, High scores, Quit), the pause menu (Resume, Options, Quit
// to title), game over (Continue restarts the level reached with the score reset, or Quit to
// title), the end of the game (the final score, a name typed for the high scores), the
// options (HUD theme, volumes, window or full screen, keyboard and pad controls, each stored
// at once: player_settings.h, play/play_input.h, play/pad_settings.h) and the high scores.
//
// The saved progress (model/io/game_progress.h) lives here: the end of a level counts for
// the furthest level reached (Continue starts there) and the high scores. A refused progress
// file is said on stderr and on the title screen; it is kept aside when progress is next saved.
//
// The window (player_window.h) plays the levels and tells the screens when a level is over;
// the screens tell it what to play. Keys reach the MenuScreen widget directly; pad presses
// come through padPressed(), which the window's pad timer calls (and tests call too).
#include <QImage>
#include <QObject>
#include <QString>
#include <memory>

#include "gamepad/pad_bindings.h"
#include "player_settings.h"

namespace sw {
class Project;
class ProgressFile;
}  // namespace sw

namespace sw::play {

class MenuScreen;

class PlayerScreens : public QObject {
  Q_OBJECT
 public:
  enum class Page { Title, Options, Keys, Pad, HighScores, Pause, GameOver, GameEnd };
  Q_ENUM(Page)

  // `progressPath`: this game's progress file (read now). The screen widget's parent is
  // `parent` (the window puts it in its stack).
  PlayerScreens(const sw::Project& project, const QString& progressPath, QWidget* parent);
  ~PlayerScreens() override;

  MenuScreen* widget() const { return screen_; }
  Page page() const { return page_; }
  const sw::ProgressFile& progress() const { return *progress_; }
  const PlayerSettings& settings() const { return settings_; }

  // The level Continue starts (the furthest reached), or -1 when there is none.
  int continueLevel() const;

  void showTitle();
  // The run paused: the pause menu over `frame` (the paused picture).
  void showPause(const QImage& frame);
  // A level ended: the window stopped the run; `score` (all players') and the level it was;
  // `frame`: its last picture, behind the game over / end screen (null: none).
  void levelOver(bool gameOver, int levelIndex, qint64 score, const QImage& frame = {});
  // A whole game moved on to level `levelIndex` (an index into the project's levels): Continue
  // starts there from now on, if it is further on in the game's order than before.
  void noteLevelReached(int levelIndex);
  // A pad's press (Gamepads::takePress()): menu navigation, or the answer to a rebinding.
  void padPressed(const sw::gamepad::PadInput& input);

 signals:
  void playLevel(int levelIndex);  // a new game from this level (score reset)
  void resume();
  void quitToTitle();  // from the pause menu: the window ends the run
  void quit();
  void settingsChanged(const sw::play::PlayerSettings& settings);
  void bindingsChanged();  // keys or pad bindings stored anew

 private:
  enum Id {
    kStart = 1, kContinue, kOptions, kHighScores, kQuit, kResume, kQuitToTitle, kRetry, kName, kDone, kBack,
    kHud, kMaster, kEffects, kMusic, kDisplay, kKeys, kPad, kDefaults, kAction0 = 100
  };
  void show(Page page, int current = -1);
  void showOptions(int current = -1);
  void showControls(Page page, int current = -1);
  void onChosen(int id);
  void onAdjusted(int id, int delta);
  void onBack();
  void onKeyCaptured(int key);
  void adjustOption(int id, int delta);
  void recordScore();
  void saveProgress();
  QString levelName(int levelIndex) const;

  const sw::Project& project_;
  MenuScreen* screen_;
  std::unique_ptr<sw::ProgressFile> progress_;
  PlayerSettings settings_;
  Page page_ = Page::Title;
  Page optionsFrom_ = Page::Title;  // where Back from the options goes
  QImage pausedFrame_;
  QString problemLine_;  // the refused progress file, for the title screen
  // The game that ended: its score and level, until the end screen records it.
  qint64 endScore_ = 0;
  int endLevel_ = 0;
  bool endRecorded_ = false;
  int highlightedScore_ = -1;
  int capturingAction_ = -1;  // the action a key or pad input is being bound to
};

}  // namespace sw::play
