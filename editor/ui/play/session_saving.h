#pragma once
// Play > Save Session as Test...: the current (or last) Play session becomes a replay
// regression test of the project (sim/replay/replay_run.h): its recording, the ticks it ran
// and the hash a headless replay of it reaches, plus a hash trail, written to
// PROJECT/tests/NAME.inputs, NAME.expect.json and NAME.trail. Check Project and
// `scrollwork-cli test` then run it. The name is asked for; an existing test is replaced
// only after the user says so. The run being saved pauses while the dialogs are open.
#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QWidget;

namespace sw::editor {
class Document;
}

namespace sw::play {

class PlaySession;

class SessionTestSaver : public QObject {
  Q_OBJECT
 public:
  SessionTestSaver(PlaySession* session, sw::editor::Document* document, QWidget* window);

  QAction* action() const { return action_; }  // objectName "saveSessionAsTestAction"

  // Asks for a name (dialog objectName "saveSessionAsTestDialog") and saves.
  void saveAsked();
  // Saves the session as test `name`; asks before replacing one (message box objectName
  // "replaceTestBox"). False when nothing was saved (the reason is in the status bar / Log).
  bool save(const QString& name);

 private:
  void updateAction();
  void status(const QString& text);

  PlaySession* session_;
  // A QPointer: the window may destroy the document before the Play controller stops the
  // session, whose last stateChanged still reaches updateAction().
  QPointer<sw::editor::Document> document_;
  QWidget* window_;
  QAction* action_;
};

}  // namespace sw::play
