#pragma once
// Autosave and recovery in the main window: runs the Autosaver (document/recovery/autosaver.h) at
// the interval of the setting `recovery/autosaveSeconds` (default 60) and whenever the
// window loses focus (0 turns both off); on start, and when a project is opened later,
// offers the recovery copies that editor sessions which did not exit cleanly left behind
// ("Recover Unsaved Changes", dialogs/recovery_dialog.h).
//
// Recover opens the copy as an unsaved document on top of the project's files (nothing
// on disk changes until Save), writes this session's own copy of it at once, and only
// then deletes the old one, so a second crash loses nothing either.
#include <QObject>

class QMainWindow;
#include <QString>
#include <functional>
#include <vector>

#include "document/recovery/recovery_store.h"
#include "ui/dialogs/recovery_dialog.h"

namespace sw::editor {

class Autosaver;
class Document;
class WindowShell;

class RecoveryController : public QObject {
  Q_OBJECT
 public:
  static constexpr const char* kIntervalKey = "recovery/autosaveSeconds";

  RecoveryController(WindowShell& shell, Document* document, RecoveryStore store = RecoveryStore());

  Autosaver* autosaver() const { return autosaver_; }

  // What the user picked in the dialog; tests replace it to answer without one.
  struct Answer {
    RecoveryDialog::Choice choice = RecoveryDialog::Choice::Later;
    int index = -1;
  };
  std::function<Answer(const std::vector<RecoveryCopy>&)> prompt;

  // Start-up: offers every copy left by a session that is gone, and from now on the
  // copies of each project as it is opened.
  void offerAtStart();
  // Offers the copies of this project (none: nothing happens). True when one was recovered.
  bool offerFor(const QString& projectFile);
  // Opens the copy as an unsaved document (after asking about the current unsaved
  // changes). A copy that cannot be opened is reported with its files and offered for
  // discarding. True when the document now holds it.
  bool recover(const RecoveryCopy& copy);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  bool offer(std::vector<RecoveryCopy> copies);
  std::vector<RecoveryCopy> offerable(std::vector<RecoveryCopy> copies) const;

  WindowShell& shell_;
  QMainWindow* window_;
  Document* document_;
  Autosaver* autosaver_;
  bool armed_ = false;  // offerAtStart ran: opening a project offers its copies
  bool busy_ = false;   // a dialog or a recovery is under way
  int resets_ = 0;      // projects opened (projectReset), to tell whether a recovery got in
};

}  // namespace sw::editor
