#include "ui/shell/window_layouts.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QEvent>
#include <QLayout>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <algorithm>
#include <vector>

namespace sw::editor {

namespace {

const char* const kStateKey = "mainWindow/state";
const char* const kLayoutKey = "mainWindow/layout";

// Every dock a layout arranges, by object name.
const char* const kDocks[] = {"projectDock",    "enemyTypesDock",   "tilesetDock", "outlinerDock",
                              "propertiesDock", "tileLayersDock",   "undoDock",    "navRouteDock",
                              "tileEditorDock", "graphPreviewDock", "chainDock",   "spawnTimelineDock",
                              "graphDock",      "logDock",          "gameRulesDock", "patternsDock",
                              "spriteDock",     "animationsDock", "effectsDock",   "bossPreviewDock", "behaviourDock"};

// The narrowest a dock's content may become (see apply).
const int kContentMinimumWidth = 180;

int clampInt(double value, int low, int high) { return std::clamp(int(value), low, std::max(low, high)); }

// One area of a layout: groups of tabbed docks stacked along the area (top to bottom at
// the sides, left to right at the bottom), each with its share of the area's length.
struct Group {
  std::vector<const char*> tabs;  // the first is the tab in front
  int share = 1;
};

}  // namespace

WindowLayouts::WindowLayouts(QMainWindow* window) : QObject(window), window_(window) {
  setObjectName(QStringLiteral("windowLayouts"));
}

QString WindowLayouts::name(Layout layout) {
  switch (layout) {
    case Layout::LevelDesign:
      return tr("Level Design");
    case Layout::PlayTesting:
      return tr("Play Testing");
    case Layout::Graphs:
      return tr("Graphs");
    case Layout::Tiles:
      return tr("Tiles");
  }
  return {};
}

QList<WindowLayouts::Layout> WindowLayouts::all() {
  return {Layout::LevelDesign, Layout::PlayTesting, Layout::Graphs, Layout::Tiles};
}

QDockWidget* WindowLayouts::dock(const char* name) const {
  return window_->findChild<QDockWidget*>(QLatin1String(name), Qt::FindDirectChildrenOnly);
}

QMenu* WindowLayouts::addMenu() {
  auto* menu = new QMenu(tr("&Window"), window_);
  menu->setObjectName(QStringLiteral("windowMenu"));
  QMenu* layouts = menu->addMenu(tr("&Layouts"));
  layouts->setObjectName(QStringLiteral("layoutsMenu"));
  auto* group = new QActionGroup(menu);
  int n = 1;
  for (Layout layout : all()) {
    QAction* action = layouts->addAction(name(layout));
    action->setObjectName(QStringLiteral("layoutAction_%1").arg(n++));
    action->setCheckable(true);
    action->setData(int(layout));
    group->addAction(action);
    connect(action, &QAction::triggered, this, [this, layout] { apply(layout); });
  }
  connect(menu, &QMenu::aboutToShow, this, [this, group] {
    for (QAction* action : group->actions()) action->setChecked(action->data().toInt() == int(current_));
  });
  QAction* reset = menu->addAction(tr("&Reset Layout"));
  reset->setObjectName(QStringLiteral("resetLayoutAction"));
  reset->setToolTip(tr("Put every dock of the current layout back in its place and size"));
  connect(reset, &QAction::triggered, this, &WindowLayouts::reset);
  // Window comes before Help, the conventional last menu.
  const auto menus = window_->menuBar()->actions();
  window_->menuBar()->insertMenu(menus.isEmpty() ? nullptr : menus.last(), menu);
  return menu;
}

void WindowLayouts::apply(Layout layout) {
  current_ = layout;
  QMainWindow* w = window_;
  appliedAt_ = w->size();
  const int width = w->width(), height = w->height();
  // The status bar is there from the start: its first message must not shrink every dock.
  w->statusBar();
  // The side columns run the full height: Properties gets room for many rows.
  w->setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
  w->setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
  w->setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
  w->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
  // Tabs under their docks (the dock in front shows its title above): one label each.
  w->setTabPosition(Qt::AllDockWidgetAreas, QTabWidget::South);

  for (const char* name : kDocks)
    if (QDockWidget* d = dock(name)) {
      d->setFloating(false);
      w->removeDockWidget(d);
      // What a dock shows must not widen its column: a long label that comes with a
      // selection (the Tile Layers title) would push the whole column sideways. Content
      // gets an explicit minimum width, which layouts take over its size hint.
      if (QWidget* content = d->widget(); content && content->minimumWidth() == 0)
        content->setMinimumWidth(std::min(content->minimumSizeHint().width(), kContentMinimumWidth));
    }

  int left = clampInt(width * 0.19, 230, 330);
  int right = clampInt(width * 0.25, 320, 440);
  int bottom = clampInt(height * 0.28, 180, 320);
  std::vector<Group> leftGroups, rightGroups, bottomGroups;
  std::vector<const char*> hidden;  // placed (so showing them finds a place), then hidden
  switch (layout) {
    case Layout::LevelDesign:
      leftGroups = {{{"outlinerDock"}, 11}, {{"projectDock", "enemyTypesDock", "tilesetDock"}, 9}};
      rightGroups = {{{"propertiesDock", "tileLayersDock", "gameRulesDock", "bossPreviewDock"}, 13},
                     {{"undoDock", "navRouteDock", "tileEditorDock", "graphPreviewDock", "spriteDock"}, 7}};
      bottomGroups = {{{"chainDock", "spawnTimelineDock", "graphDock", "patternsDock", "animationsDock", "effectsDock", "behaviourDock"}, 13}, {{"logDock"}, 7}};
      hidden = {"tileEditorDock", "graphPreviewDock", "graphDock", "gameRulesDock", "spriteDock", "animationsDock", "effectsDock", "bossPreviewDock", "behaviourDock"};
      break;
    case Layout::PlayTesting:
      left = clampInt(width * 0.16, 210, 300);
      right = clampInt(width * 0.22, 300, 400);
      bottom = clampInt(height * 0.24, 170, 280);
      leftGroups = {{{"outlinerDock", "projectDock", "enemyTypesDock", "tilesetDock"}, 1}};
      rightGroups = {{{"propertiesDock", "tileLayersDock", "tileEditorDock", "graphPreviewDock", "bossPreviewDock", "gameRulesDock", "spriteDock"}, 13},
                     {{"undoDock", "navRouteDock"}, 7}};
      bottomGroups = {{{"spawnTimelineDock", "chainDock", "graphDock", "patternsDock", "animationsDock", "effectsDock", "behaviourDock"}, 12}, {{"logDock"}, 8}};
      hidden = {"projectDock",      "enemyTypesDock", "tilesetDock", "tileLayersDock", "tileEditorDock",
                "graphPreviewDock", "navRouteDock",   "chainDock",   "graphDock",      "gameRulesDock", "spriteDock", "animationsDock", "effectsDock", "bossPreviewDock", "behaviourDock"};
      break;
    case Layout::Graphs:
      bottom = clampInt(height * 0.5, 260, 600);
      leftGroups = {{{"projectDock", "outlinerDock", "enemyTypesDock", "tilesetDock"}, 1}};
      rightGroups = {{{"propertiesDock", "tileLayersDock", "tileEditorDock", "gameRulesDock", "bossPreviewDock"}, 12},
                     {{"graphPreviewDock", "undoDock", "navRouteDock", "spriteDock"}, 8}};
      bottomGroups = {{{"graphDock", "chainDock", "spawnTimelineDock", "patternsDock", "animationsDock", "effectsDock", "behaviourDock"}, 15}, {{"logDock"}, 5}};
      hidden = {"enemyTypesDock", "tilesetDock", "tileLayersDock",   "tileEditorDock",
                "navRouteDock",   "chainDock",   "spawnTimelineDock", "gameRulesDock", "patternsDock", "spriteDock", "animationsDock", "effectsDock", "bossPreviewDock", "behaviourDock"};
      break;
    case Layout::Tiles:
      right = clampInt(width * 0.36, 420, 720);
      bottom = clampInt(height * 0.27, 180, 300);
      leftGroups = {{{"projectDock", "tilesetDock", "outlinerDock", "enemyTypesDock"}, 1}};
      // The chain's palette gets the whole bottom row; the Log waits behind a tab.
      rightGroups = {{{"tileEditorDock", "graphPreviewDock", "bossPreviewDock", "spriteDock"}, 12},
                     {{"propertiesDock", "tileLayersDock", "logDock", "undoDock", "navRouteDock", "gameRulesDock"}, 8}};
      bottomGroups = {{{"chainDock", "spawnTimelineDock", "graphDock", "patternsDock", "animationsDock", "effectsDock", "behaviourDock"}, 1}};
      hidden = {"outlinerDock", "enemyTypesDock",    "graphPreviewDock", "undoDock",
                "navRouteDock", "spawnTimelineDock", "graphDock",        "gameRulesDock", "patternsDock", "spriteDock", "animationsDock", "effectsDock", "bossPreviewDock", "behaviourDock"};
      break;
  }

  // Places the groups of one area; returns the front dock of each group. The fronts are
  // split first and tabbed after: splitting next to a dock that already has tabs would
  // only add another tab (QDockAreaLayoutInfo::split inserts into the tab group).
  auto place = [&](Qt::DockWidgetArea area, const std::vector<Group>& groups) {
    std::vector<QDockWidget*> fronts;
    const Qt::Orientation along = area == Qt::BottomDockWidgetArea ? Qt::Horizontal : Qt::Vertical;
    std::vector<std::pair<QDockWidget*, const Group*>> placed;
    for (const Group& group : groups) {
      QDockWidget* front = nullptr;
      for (const char* name : group.tabs)
        if ((front = dock(name))) break;
      if (!front) continue;
      if (fronts.empty())
        w->addDockWidget(area, front, along);
      else
        w->splitDockWidget(fronts.back(), front, along);
      front->show();
      fronts.push_back(front);
      placed.emplace_back(front, &group);
    }
    for (const auto& [front, group] : placed)
      for (const char* name : group->tabs)
        if (QDockWidget* d = dock(name); d && d != front) {
          w->tabifyDockWidget(front, d);
          d->show();
        }
    return fronts;
  };
  const auto leftFronts = place(Qt::LeftDockWidgetArea, leftGroups);
  const auto rightFronts = place(Qt::RightDockWidgetArea, rightGroups);
  const auto bottomFronts = place(Qt::BottomDockWidgetArea, bottomGroups);
  for (const char* name : hidden)
    if (QDockWidget* d = dock(name)) d->hide();
  // The first visible dock of each group in front.
  for (const auto* groups : {&leftGroups, &rightGroups, &bottomGroups})
    for (const Group& group : *groups)
      for (const char* name : group.tabs)
        if (QDockWidget* d = dock(name); d && !d->isHidden()) {
          d->raise();
          break;
        }

  // Sizes: the columns and the bottom row, then the share of each group in its area.
  auto shares = [&](const std::vector<QDockWidget*>& fronts, const std::vector<Group>& groups, int length,
                    Qt::Orientation orientation) {
    if (fronts.size() < 2) return;
    QList<QDockWidget*> docks;
    QList<int> sizes;
    int total = 0;
    for (const Group& g : groups) total += g.share;
    for (std::size_t i = 0; i < fronts.size() && i < groups.size(); ++i) {
      docks << fronts[i];
      sizes << length * groups[i].share / std::max(1, total);
    }
    w->resizeDocks(docks, sizes, orientation);
  };
  if (!leftFronts.empty()) w->resizeDocks({leftFronts.front()}, {left}, Qt::Horizontal);
  if (!rightFronts.empty()) w->resizeDocks({rightFronts.front()}, {right}, Qt::Horizontal);
  if (!bottomFronts.empty()) w->resizeDocks({bottomFronts.front()}, {bottom}, Qt::Vertical);
  shares(leftFronts, leftGroups, height, Qt::Vertical);
  shares(rightFronts, rightGroups, height, Qt::Vertical);
  shares(bottomFronts, bottomGroups, width - left - right, Qt::Horizontal);
}

bool WindowLayouts::showWithRoom(QDockWidget* d, QSize usable, Layout roomy) {
  if (!d) return false;
  d->show();
  d->raise();
  // Sizes settle when the layout runs: a dock never shown before still has the size of a
  // new widget (640 x 480) until the window's layout places it.
  if (QLayout* layout = window_->layout()) {
    layout->invalidate();
    layout->activate();
  }
  // Floating, the user chose its size; otherwise the room its place gives (or the window
  // cannot give more: a Tiles layout already shown stays).
  if (d->isFloating() || current_ == roomy) return false;
  if (d->width() >= usable.width() && d->height() >= usable.height()) return false;
  const Layout before = current_;
  apply(roomy);
  d->show();
  d->raise();
  if (QLayout* layout = window_->layout()) {
    layout->invalidate();
    layout->activate();
  }
  window_->statusBar()->showMessage(
      tr("Switched to the %1 layout to give the %2 room; Window > Layouts > %3 goes back")
          .arg(name(roomy), d->windowTitle().section(QLatin1Char(':'), 0, 0), name(before)),
      8000);
  return true;
}

void WindowLayouts::showTileEditor(QWidget* inWindow) {
  QWidget* top = inWindow ? inWindow->window() : nullptr;
  auto* layouts = top ? top->findChild<WindowLayouts*>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
  auto* d = top ? top->findChild<QDockWidget*>(QStringLiteral("tileEditorDock")) : nullptr;
  if (!d) return;
  if (!layouts) {
    d->show();
    d->raise();
    return;
  }
  layouts->showWithRoom(d, kUsableTileEditor, Layout::Tiles);
}

void WindowLayouts::restore(const QSettings& settings) {
  const int saved = settings.value(QLatin1String(kLayoutKey), int(Layout::LevelDesign)).toInt();
  current_ = saved >= 0 && saved < int(all().size()) ? Layout(saved) : Layout::LevelDesign;
  const QByteArray state = settings.value(QLatin1String(kStateKey)).toByteArray();
  // A state from another version (older editors saved version 0) is not restored.
  if (state.isEmpty() || !window_->restoreState(state, kStateVersion)) {
    apply(current_);
    // The window gets its real size when shown (a saved geometry, a maximised window):
    // fit the layout to it then.
    fitWhenShown_ = true;
  } else {
    // Restored into a window not yet shown, the docks' sizes are fitted to whatever size the
    // hidden window has then, and a restart brought the Outliner back 123 px wide instead
    // of 259 (issue #45). Restored again once the window is shown at its own size, they
    // come back as they were saved.
    restoreWhenShown_ = state;
  }
  window_->installEventFilter(this);
}

bool WindowLayouts::eventFilter(QObject* watched, QEvent* event) {
  if (watched == window_ && event->type() == QEvent::Show) {
    window_->removeEventFilter(this);
    if (fitWhenShown_ && window_->size() != appliedAt_) apply(current_);
    fitWhenShown_ = false;
    if (!restoreWhenShown_.isEmpty()) window_->restoreState(restoreWhenShown_, kStateVersion);
    restoreWhenShown_.clear();
  }
  return QObject::eventFilter(watched, event);
}

void WindowLayouts::save(QSettings& settings) const {
  settings.setValue(QLatin1String(kStateKey), window_->saveState(kStateVersion));
  settings.setValue(QLatin1String(kLayoutKey), int(current_));
}

}  // namespace sw::editor
