#pragma once
// The editor's main window: the level viewport in the centre, docks around it, file
// and edit actions. It owns the Document and wires views to it; it holds no model state.
#include <QMainWindow>
#include <QMessageBox>
#include <functional>

class QMenu;
class QAction;

namespace sw::ui {
class LevelViewport;
}

namespace sw::editor {

class Document;
class ChainDock;
class EditActions;
class LevelScrubber;
class LogDock;
class OutlinerDock;
class ProjectDock;
class PropertyGrid;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  Document* document() const { return document_; }
  sw::ui::LevelViewport* viewport() const { return viewport_; }
  LevelScrubber* scrubber() const { return scrubber_; }

  // Opens a project folder or project.json; reports problems in the Log and a message box.
  bool openProject(const QString& path);
  bool save();
  bool saveAs(const QString& folder = {});

  // Asked when unsaved changes would be lost. Tests replace it to answer without a dialog.
  std::function<QMessageBox::StandardButton()> unsavedChangesPrompt;
  // True when it is fine to drop the current project (saved, discarded or unchanged).
  bool maybeSave();

 protected:
  void closeEvent(QCloseEvent* event) override;

 private:
  void createActions();
  void createDocks();
  void updateTitle();
  void rebuildRecentMenu();
  void attachTileArt();
  void showErrors(const QString& title, const QString& what);
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
  QMenu* recentMenu_ = nullptr;
  QMenu* appendTileMenu_ = nullptr;
  QMenu* viewMenu_ = nullptr;
  QAction* orthoAction_ = nullptr;
  EditActions* editActions_ = nullptr;
};

}  // namespace sw::editor
