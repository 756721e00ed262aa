#pragma once
// Play inside the editor: the Play menu and toolbar (Play F5 from the start, Play from
// Here Ctrl+F5, Pause/Resume F6, Step F10, Stop Shift+F5, speed 0.25x..4x, overlay
// toggles (the selected creature's route among them), HUD layout, one or two players, Configure Keys...), wired to one PlaySession
// shown in the level viewport. Play runs on a copy of the project: the document, its
// undo stack and its selection are never touched. Runtime errors and build problems go
// to the Log with the file and the entity they name; build errors stop Play.
#include <QObject>
#include <QPointer>
#include <cstdint>
#include <functional>

#include "play/play_input.h"
#include "play/play_session.h"
#include "view/play/play_view.h"

class QAction;
class QActionGroup;
class QComboBox;
class QMainWindow;
class QMenu;
class QToolBar;

namespace sw::ui {
class LevelViewport;
}
namespace sw::editor {
class Document;
}

namespace sw::play {

class SessionTestSaver;
class SavedGameActions;
class PlayAids;
class PadRumble;
class PlaySound;
class SoundActions;

class PlayController : public QObject {
  Q_OBJECT
 public:
  // `scrubberTick` answers the level scrubber's tick (Play from Here without a selected tile).
  PlayController(sw::editor::Document* document, sw::ui::LevelViewport* viewport,
                 std::function<std::int64_t()> scrubberTick, QMainWindow* window);  // objectName "playController"
  ~PlayController() override;

  // Adds the actions to a menu and a toolbar.
  void populate(QMenu* menu, QToolBar* toolbar);

  PlaySession* session() const { return session_; }
  PlayView* view() const { return view_; }
  PlayInput* input() const { return input_; }
  PadRumble* rumble() const { return rumble_; }  // pads shaking on hits and deaths
  PlayAids* aids() const { return aids_; }  // god mode, infinite lives, rank (play_aids.h)
  SavedGameActions* savedGames() const { return savedGames_; }
  PlaySound* sound() const { return sound_; }             // the run's cues and music (play/play_sound.h)
  SoundActions* soundActions() const { return soundActions_; }  // Play > Sound

  // Where Play from Here starts: the first tick the camera is in the selected chain tile
  // (the first selected in chain order), else the scrubber's tick.
  std::int64_t playFromHereTick() const;

  // Beside the start page no project is open: nothing to play or replay (F5 does nothing).
  void setProjectOpen(bool open);

  bool play();                           // from the start
  bool playFrom(std::int64_t tick);      // deterministic fast-forward, then Play
  // Play > Play from Here: playFrom(playFromHereTick()); in a free level, from the selected
  // checkpoint (the recording keeps it, so the run replays alike).
  bool playFromHere();
  void stop();
  // The last session's inputs to a file (sim/input_recording.h), and a file played back.
  bool saveRecording(const QString& path);
  bool replay(const QString& path);

 private:
  void updateActions();
  void saveOverlays();
  void applyOverlays();
  // The selected Monster or CharacterStart is the creature whose route Play shows.
  void updateRouteSubject();
  void configureKeys();
  bool startAt(std::int64_t tick);
  void status(const QString& text, int ms = 0);

  sw::editor::Document* document_;
  QPointer<sw::ui::LevelViewport> viewport_;
  std::function<std::int64_t()> scrubberTick_;
  QMainWindow* window_;
  PlaySession* session_;
  PlayInput* input_;
  PadRumble* rumble_ = nullptr;
  bool padProblemLogged_ = false;
  PlayView* view_;
  QPointer<QWidget> focusBeforePlay_;  // where the keys went before Play took them

  bool projectOpen_ = true;
  QAction* playAction_ = nullptr;
  QAction* playHereAction_ = nullptr;
  QAction* pauseAction_ = nullptr;
  QAction* stepAction_ = nullptr;
  QAction* stopAction_ = nullptr;
  QAction* collisionAction_ = nullptr;
  QAction* pathsAction_ = nullptr;
  QAction* spawnsAction_ = nullptr;
  QAction* countersAction_ = nullptr;
  QAction* routeAction_ = nullptr;
  QActionGroup* hudLayoutGroup_ = nullptr;  // override of the game rules' HUD layout (or not)
  QAction* twoPlayersAction_ = nullptr;
  QAction* wholeGameAction_ = nullptr;  // Play runs the game from the level on (PlaySession::setWholeGame)
  QAction* keysAction_ = nullptr;
  QAction* saveRecordingAction_ = nullptr;
  QAction* replayAction_ = nullptr;
  SessionTestSaver* testSaver_ = nullptr;
  SavedGameActions* savedGames_ = nullptr;  // saves at checkpoints, Continue (saved_game_actions.h)
  PlayAids* aids_ = nullptr;
  PlaySound* sound_ = nullptr;
  SoundActions* soundActions_ = nullptr;  // Save Session as Test... (session_saving.h)
  QActionGroup* speedGroup_ = nullptr;
  QComboBox* speedBox_ = nullptr;
};

}  // namespace sw::play
