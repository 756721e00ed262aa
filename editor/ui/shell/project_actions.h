#pragma once
// The File menu: new (from a template), open (a folder or its project.json), open recent,
// open demo, save (asking where when the project has no folder), save as, close, the
// imports and broken references, export game; and what the editor opens on start. The main window owns
// one and forwards openProject/save/saveAs to it.
#include <QObject>
#include <QString>

class QAction;
class QMainWindow;
class QMenu;

namespace sw::editor {

class Document;
class WindowShell;

class ProjectActions : public QObject {
  Q_OBJECT
 public:
  ProjectActions(WindowShell& shell, Document* document);

  // Adds the File menu's actions to `file`.
  void populate(QMenu* file);

  QAction* newAction() const { return new_; }
  QAction* openAction() const { return open_; }
  QAction* saveAction() const { return save_; }

  // Opens a project folder or project.json; reports problems in the Log and a message box.
  bool openProject(const QString& path);
  bool save();
  bool saveAs(const QString& folder = {});
  // Exports the saved project's game into `folder` (model/io/game_export.h), asking for the
  // folder when none is given; success and every problem go to the Log and the status bar.
  bool exportGame(const QString& folder = {});
  // Makes a project from a template in `folder` (new or empty) and opens it.
  bool createProject(const QString& folder, const QString& templateId, const QString& name);
  // Asks with the New Project dialog, then creates; false when cancelled or refused.
  bool newProjectInteractively();
  bool openInteractively();
  bool openDemo();            // the shooter demo
  bool openPlatformerDemo();
  // Back to an untitled project and the start page (after asking about unsaved changes).
  bool closeProject();

  // Start-up: `path` when given, else the last project when the setting says so and it
  // still exists, else the start page.
  void openAtStart(const QString& path);

 private:
  bool openDemoNamed(const QString& name);
  void rebuildRecentMenu();
  void showError(const QString& title, const QString& text, const QString& details = {});

  WindowShell& shell_;
  QMainWindow* window_;
  Document* document_;
  QAction* new_ = nullptr;
  QAction* open_ = nullptr;
  QAction* save_ = nullptr;
  QMenu* recentMenu_ = nullptr;
};

}  // namespace sw::editor
