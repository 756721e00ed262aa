#pragma once
// Named arrangements of the main window's docks (Window > Layouts): Level Design (the
// default), Play Testing, Graphs and Tiles, each with few tabs per area, tabs that read in
// full and sizes that fit the window, from 1366x768 up. Reset Layout puts the current one
// back as it was designed. Docks a layout leaves out keep a place, so showing one (View
// menu, a double-click in the palette) puts it where it belongs.
//
// The saved window state carries kStateVersion: a state saved by an older editor, whose
// docks were cramped and cut off, is not restored; the default layout is applied instead.
#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QSize>
#include <QString>

class QDockWidget;
class QMainWindow;
class QMenu;
class QSettings;

namespace sw::editor {

class WindowLayouts : public QObject {
  Q_OBJECT
 public:
  enum class Layout { LevelDesign, PlayTesting, Graphs, Tiles };
  // Raise it whenever the layouts change so old saved states are dropped.
  static constexpr int kStateVersion = 2;

  explicit WindowLayouts(QMainWindow* window);

  static QString name(Layout layout);
  static QList<Layout> all();

  // "&Window" with "Layouts" (one action per layout, then Reset Layout), added to the menu
  // bar before its last menu (Help). Actions are named "layoutAction_<n>" and
  // "resetLayoutAction".
  QMenu* addMenu();

  void apply(Layout layout);
  Layout current() const { return current_; }
  // Applies the current layout again, as designed.
  void reset() { apply(current_); }

  // Shows and raises a dock that is only of use with room (the Tile Editor: #45 friction 6).
  // Where the current layout gives it less than `usable`, the window switches to
  // `roomy`, the layout made for it, says so in the status bar and returns true.
  bool showWithRoom(QDockWidget* dock, QSize usable, Layout roomy);
  // The Tile Editor at a size to work in (the palette's and the Project dock's double-click):
  // showWithRoom with the Tiles layout. Finds the window's WindowLayouts from any widget in it.
  static void showTileEditor(QWidget* inWindow);
  static constexpr QSize kUsableTileEditor{480, 400};

  // Restores the dock state and layout saved by save(), or applies the default layout when
  // there is none or it comes from another version.
  void restore(const QSettings& settings);
  void save(QSettings& settings) const;

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  QDockWidget* dock(const char* name) const;

  QMainWindow* window_;
  Layout current_ = Layout::LevelDesign;
  QSize appliedAt_;            // the window size apply() last fitted the docks to
  bool fitWhenShown_ = false;  // a default layout made before the window had its size
  QByteArray restoreWhenShown_;  // the saved state, again once the window has its size
};

}  // namespace sw::editor
