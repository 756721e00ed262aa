#pragma once
// What the window plumbing (the File menu's ProjectActions, the RecoveryController) asks of
// the window it works in, so neither reaches back into MainWindow: the window itself (for
// dialogs, the status line and finding its docks), whether unsaved changes may go, the start
// page, and the mesh library the views share. MainWindow implements it.
#include <QMainWindow>

namespace sw::ui {
class MeshLibrary;
}

namespace sw::editor {

class WindowShell {
 public:
  virtual ~WindowShell() = default;
  virtual QMainWindow* window() = 0;
  // True when it is fine to drop the current project (saved, discarded or unchanged).
  virtual bool maybeSave() = 0;
  virtual void showStartPage() = 0;
  // The views' meshes, to reload what an import replaced or a relink found; may be null.
  virtual sw::ui::MeshLibrary* meshLibrary() = 0;
};

}  // namespace sw::editor
