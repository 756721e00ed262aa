#pragma once
// Saved games in the editor's Play (sim/platformer/saved_game.h). Playing a free level saves
// the run at each checkpoint to PROJECT/saves/LEVEL.save.json (LEVEL: the level file's base
// name), so a designer can test the second half of a level without replaying the first, and
// the status bar says "Saved at checkpoint ...". Play > Continue from Saved Game starts Play
// at that checkpoint with the saved levers and doors. A save that is damaged, foreign, of
// another level or at a checkpoint the level no longer has is refused: the Log names the file
// and the place, and Play starts fresh from the start (a tester still gets to play).
// A project without a folder yet saves nothing, and Play says so once.
#include <QObject>
#include <QPointer>
#include <QString>
#include <functional>

class QAction;
class QMainWindow;

namespace sw::editor {
class Document;
}

namespace sw::play {

class PlaySession;

class SavedGameActions : public QObject {
  Q_OBJECT
 public:
  // `startPlay` starts Play from the level's start (PlayController's F5), true when it runs.
  SavedGameActions(PlaySession* session, sw::editor::Document* document, QMainWindow* window,
                   std::function<bool()> startPlay, QObject* parent);

  QAction* continueAction() const { return continueAction_; }  // objectName "continueSavedGameAction"

  // Where the current level's saved game lives; empty when it has none (not a free level, or
  // the project has no folder yet).
  static QString savedGamePath(const sw::editor::Document& document);

  // Before each Play start: points the session at the level's saved game (or nowhere). Returns
  // a note for the status bar the first time a free level of a folderless project plays.
  QString prepareRun();
  // Play > Continue from Saved Game. True when Play runs (continued, or fresh after a refusal).
  bool continueSavedGame();
  // Whether Play could start now (no run, a project open): the action also needs a save file.
  void setCanStart(bool canStart);
  void updateAction();

 private:
  void status(const QString& text, int ms);

  PlaySession* session_;
  QPointer<sw::editor::Document> document_;  // may go first when the window closes during Play
  QMainWindow* window_;
  std::function<bool()> startPlay_;
  QAction* continueAction_;
  bool canStart_ = false;
  bool toldNoFolder_ = false;  // once per project: the note would nag at every F5
};

}  // namespace sw::play
