// The editor's main window as the recovery crash test drives it in a child process (the
// same MainWindow, Autosaver wiring, settings and start-up path as bin/scrollwork; only
// the edits and the dialog's answer come from here, as a person would give them):
//   recovery_crash_child edit PROJECT N     opens PROJECT, makes N edits, prints
//                                           "AUTOSAVED <folder>" after each autosave and
//                                           runs until killed
//   recovery_crash_child recover PROJECT    starts as the editor does (openAtStart), answers
//                                           Recover to the first offered copy, saves, exits
//   recovery_crash_child normal PROJECT N   the same edits, saved normally
// Settings and recovery copies go where XDG_CONFIG_HOME / XDG_DATA_HOME point.
#include <QApplication>
#include <cstdio>

#include "document/recovery/autosaver.h"
#include "document/document.h"
#include "support/recovery_edits.h"
#include "ui/shell/main_window.h"
#include "ui/shell/recovery_controller.h"

using namespace sw::editor;

int main(int argc, char** argv) {
  QApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("Scrollwork"));
  QApplication::setApplicationName(QStringLiteral("Scrollwork"));
  const QStringList args = app.arguments();
  if (args.size() < 3) return 2;
  const QString mode = args[1], project = args[2];
  const int edits = args.value(3).toInt();

  MainWindow window;
  auto* recovery = window.findChild<RecoveryController*>();
  if (!recovery) return 3;
  window.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
  int offered = 0;
  recovery->prompt = [&offered](const std::vector<RecoveryCopy>& copies) {
    offered = int(copies.size());
    for (const RecoveryCopy& c : copies)
      std::printf("OFFERED %s %s\n", qPrintable(c.manifest.projectName),
                  qPrintable(RecoveryDialog::summary(c.manifest)));
    return RecoveryController::Answer{RecoveryDialog::Choice::Recover, 0};
  };
  QObject::connect(recovery->autosaver(), &Autosaver::written, [](const QString& folder) {
    std::printf("AUTOSAVED %s\n", qPrintable(folder));
    std::fflush(stdout);
  });
  window.show();

  if (mode == QLatin1String("edit")) {
    if (!window.openProject(project) || !sw::test::applyRecoveryEdits(*window.document(), edits)) return 4;
    std::printf("EDITED %d\n", window.document()->undoStack()->count());
    std::fflush(stdout);
    return app.exec();  // until killed
  }
  if (mode == QLatin1String("recover")) {
    window.openAtStart(project);
    Document* d = window.document();
    std::printf("RECOVERED offered=%d modified=%d windowModified=%d\n", offered, int(d->isModified()),
                int(window.isWindowModified()));
    if (!offered || !d->isModified() || !d->save().ok()) return 5;
    std::fflush(stdout);
    return 0;  // a clean exit: the window's destructor removes this session's copy
  }
  if (mode == QLatin1String("normal")) {
    if (!window.openProject(project) || !sw::test::applyRecoveryEdits(*window.document(), edits)) return 4;
    return window.document()->save().ok() ? 0 : 6;
  }
  return 2;
}
