#pragma once
// The editor's main window: the level viewport in the centre, docks around it, file
// and edit actions. It owns the Document and wires views to it; it holds no model state.
#include <QMainWindow>
#include <QMessageBox>
#include <functional>

#include "ui/shell/window_shell.h"

class QMenu;
class QAction;
class QStackedWidget;

namespace sw::ui {
class LevelViewport;
class MeshLibrary;
}

namespace sw::editor {

class Document;
class ChainDock;
class EditActions;
class LevelScrubber;
class LogDock;
class OutlinerDock;
class ProjectDock;
class ProjectActions;
class PropertyGrid;
class StartPage;

class MainWindow : public QMainWindow, public WindowShell {
  Q_OBJECT
 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  Document* document() const { return document_; }
  sw::ui::LevelViewport* viewport() const { return viewport_; }
  LevelScrubber* scrubber() const { return scrubber_; }

  // File menu work (ui/shell/project_actions.h). Opens a project folder or project.json; reports
  // problems in the Log and a message box.
  bool openProject(const QString& path);
  bool save();
  bool saveAs(const QString& folder = {});

  // The start page (ui/shell/start_page.h) replaces the viewport in the centre until a project is
  // made, opened or changed. openAtStart: the given project, else the last one (a setting),
  // else the start page.
  void openAtStart(const QString& path = {});
  void showStartPage() override;
  bool isStartPageShown() const;
  StartPage* startPage() const { return startPage_; }

  // Asked when unsaved changes would be lost. Tests replace it to answer without a dialog.
  std::function<QMessageBox::StandardButton()> unsavedChangesPrompt;
  // True when it is fine to drop the current project (saved, discarded or unchanged).
  bool maybeSave() override;
  // WindowShell (window_shell.h).
  QMainWindow* window() override { return this; }
  sw::ui::MeshLibrary* meshLibrary() override;

 protected:
  void closeEvent(QCloseEvent* event) override;

 private:
  void createActions();
  void createDocks();
  void connectStartPage();
  void updateTitle();
  void attachTileArt();
  void addMarker();
  void appendTile(const QString& tileName);
  void addTrigger();
  void rebuildAppendTileMenu();

  Document* document_;
  sw::ui::LevelViewport* viewport_;
  ProjectDock* projectDock_ = nullptr;
  OutlinerDock* outlinerDock_ = nullptr;
  PropertyGrid* propertyGrid_ = nullptr;
  LogDock* logDock_ = nullptr;
  ChainDock* chainDock_ = nullptr;
  LevelScrubber* scrubber_ = nullptr;
  ProjectActions* projectActions_ = nullptr;
  QStackedWidget* centre_ = nullptr;
  StartPage* startPage_ = nullptr;
  QMenu* appendTileMenu_ = nullptr;
  QMenu* viewMenu_ = nullptr;
  QMenu* playMenu_ = nullptr;
  QAction* orthoAction_ = nullptr;
  EditActions* editActions_ = nullptr;
};

}  // namespace sw::editor
