#include "ui/shell/main_window.h"

#include "view/tile_art.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoView>
#include <QVBoxLayout>

#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "document/commands/relink_references.h"
#include "document/stores/tile_image_cache.h"
#include "ui/shell/asset_watcher.h"
#include "ui/dialogs/broken_references_dialog.h"
#include "ui/docks/chain_dock.h"
#include "model/tiles/tile_animation.h"
#include "ui/shell/edit_actions.h"
#include "ui/docks/enemy_types_dock.h"
#include "ui/patterns/patterns_dock.h"
#include "ui/animation/animation_play_link.h"
#include "ui/animation/animations_dock.h"
#include "ui/effects/effects_dock.h"
#include "ui/boss_preview/boss_preview_dock.h"
#include "ui/behaviour/behaviour_dock.h"
#include "ui/behaviour/behaviour_play_link.h"
#include "ui/sprite/sprite_dock.h"
#include "ui/graph/graph_dock.h"
#include "ui/graph_preview/editor_graph_materials.h"
#include "ui/graph_preview/graph_preview_dock.h"
#include "ui/dialogs/import_mesh_dialog.h"
#include "ui/docks/level_scrubber.h"
#include "ui/docks/log_dock.h"
#include "ui/shell/named_action.h"
#include "ui/shell/light_actions.h"
#include "ui/shell/platformer_actions.h"
#include "ui/tools/nav_edit_tool.h"
#include "ui/tools/nav_suggest_action.h"
#include "ui/docks/nav_route_dock.h"
#include "ui/docks/outliner_dock.h"
#include "ui/tools/path_edit_tool.h"
#include "ui/play/play_controller.h"
#include "ui/play/coop_actions.h"
#include "ui/docks/project_dock.h"
#include "ui/property_grid/property_grid.h"
#include "ui/shell/no_project_cover.h"
#include "ui/shell/show_message_place.h"
#include "ui/shell/empty_hint.h"
#include "ui/game_rules/game_rules_dock.h"
#include "ui/shell/fit_to_screen.h"
#include "ui/shell/heap_trim.h"
#include "ui/shell/help_menu.h"
#include "ui/shell/outside_changes.h"
#include "ui/shell/project_actions.h"
#include "ui/shell/replay_tests_check.h"
#include "ui/shell/recovery_controller.h"
#include "ui/shell/start_page.h"
#include "ui/spawn_timeline/spawn_timeline_dock.h"
#include "ui/tile_editor/tile_editor_dock.h"
#include "ui/tile_editor/tile_editor_view.h"
#include "ui/docks/tile_layers_dock.h"
#include "ui/tools/tile_paint_tool.h"
#include "ui/tileset/tileset_dock.h"
#include "ui/tileset/tileset_import.h"
#include "ui/viewport/level_viewport.h"
#include "ui/shell/steady_toolbar.h"
#include "ui/shell/window_layouts.h"
#include "ui/tools/viewport_selection_tool.h"
#include "view/mesh_library.h"
#include "ui/shell/standard_icons.h"

namespace sw::editor {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), document_(new Document(this)) {
  setObjectName(QStringLiteral("mainWindow"));
  setWindowIcon(QIcon(QStringLiteral(":/icons/scrollwork.svg")));
  // The viewport with the level scrubber under it; the start page takes its place while no
  // project is open. The stack is made first so the viewport never changes parents.
  centre_ = new QStackedWidget(this);
  auto* centre = new QWidget(centre_);
  auto* centreLayout = new QVBoxLayout(centre);
  centreLayout->setContentsMargins(0, 0, 0, 0);
  centreLayout->setSpacing(0);
  viewport_ = new sw::ui::LevelViewport(centre);
  scrubber_ = new LevelScrubber(document_, centre);
  centreLayout->addWidget(viewport_, 1);
  centreLayout->addWidget(scrubber_);
  centre_->addWidget(centre);
  startPage_ = new StartPage(centre_);
  centre_->addWidget(startPage_);
  setCentralWidget(centre_);
  setDockNestingEnabled(true);

  createDocks();
  createActions();
  connectStartPage();
  // While the start page shows, no project is open: the grid says so instead of rows.
  // So does the Project dock, and the title names no project.
  // The other docks that show a project's content are covered (no_project_cover.h).
  for (const char* name : {"outlinerDock", "chainDock", "spawnTimelineDock", "enemyTypesDock", "patternsDock",
                           "tilesetDock", "tileLayersDock", "navRouteDock", "graphDock", "tileEditorDock",
                           "gameRulesDock", "graphPreviewDock", "undoDock", "spriteDock", "animationsDock", "effectsDock",
                           "bossPreviewDock", "behaviourDock"})
    NoProjectCover::install(findChild<QDockWidget*>(QLatin1String(name)));
  auto showWhetherOpen = [this] {
    propertyGrid_->setProjectOpen(!isStartPageShown());
    projectDock_->setProjectOpen(!isStartPageShown());
    NoProjectCover::setProjectOpen(this, !isStartPageShown());
    if (auto* play = findChild<sw::play::PlayController*>()) play->setProjectOpen(!isStartPageShown());
    if (playMenu_) playMenu_->menuAction()->setEnabled(!isStartPageShown());  // co-op too
    updateTitle();
  };
  connect(centre_, &QStackedWidget::currentChanged, this, showWhetherOpen);
  showWhetherOpen();

  unsavedChangesPrompt = [this] {
    return QMessageBox::warning(this, tr("Unsaved Changes"),
                                tr("The project \"%1\" has unsaved changes. Save them before closing it?")
                                    .arg(QString::fromStdString(document_->project().name)),
                                QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
  };

  auto showLevel = [this] {
    viewport_->showLevel(&document_->project(), document_->level());
    viewport_->frameAll();
    rebuildAppendTileMenu();
    updateTitle();
  };
  connect(document_, &Document::projectReset, this, showLevel);
  connect(document_, &Document::levelSwitched, this, showLevel);
  new HeapTrim(document_, this);  // freed memory back to the system after opening and edits
  sw::ui::attachGraphMaterials(viewport_, document_);  // tiles painted by texture graphs
  attachTileArt();  // tile layers of the chain links
  // One viewport rebuild per burst of changes (a command often sends several signals).
  auto* viewportRefresh = new QTimer(this);
  viewportRefresh->setSingleShot(true);
  viewportRefresh->setInterval(0);
  connect(viewportRefresh, &QTimer::timeout, viewport_, &sw::ui::LevelViewport::refresh);
  connect(document_, &Document::structureChanged, viewportRefresh, qOverload<>(&QTimer::start));
  connect(document_, &Document::objectsChanged, viewportRefresh, qOverload<>(&QTimer::start));
  connect(document_, &Document::tileDefsChanged, viewportRefresh, qOverload<>(&QTimer::start));
  // Character starts are drawn at their character's size and colour.
  connect(document_, &Document::charactersChanged, viewportRefresh, qOverload<>(&QTimer::start));
  connect(document_, &Document::monstersChanged, viewportRefresh, qOverload<>(&QTimer::start));  // likewise monsters
  connect(document_, &Document::tileDefsChanged, projectDock_, &ProjectDock::rebuild);
  // A tile definition made, renamed or deleted shows in Edit > Append Tile at once.
  connect(document_, &Document::tileDefsChanged, this, &MainWindow::rebuildAppendTileMenu);
  // The scrubber moves the screen rectangle along the camera path as Play will.
  connect(scrubber_, &LevelScrubber::spotChanged, viewport_, [this](const sw::CameraSpot& spot) {
    viewport_->setScreenCentre(spot.absolute);
    viewport_->setPreviewTick(scrubber_->tick());  // formations alive then show as ghost ships
  });
  connect(document_, &Document::objectsChanged, this, &MainWindow::updateTitle);
  connect(document_, &Document::modifiedChanged, this, &MainWindow::updateTitle);
  connect(document_, &Document::saved, this, &MainWindow::updateTitle);
  connect(viewport_, &sw::ui::LevelViewport::meshProblem, this, [this](const QString& file, const QString& message) {
    document_->log()->add(LogEntry::Severity::Warning, message, file);
  });
  // Imported meshes whose files change on disk are imported again; the viewport reloads
  // changed files (its MeshLibrary compares file times) and the Project dock redraws.
  auto* assetWatcher = new AssetWatcher(this);
  auto watchProject = [this, assetWatcher] {
    assetWatcher->setProjectDirectory(QString::fromStdString(document_->project().directory));
  };
  connect(document_, &Document::projectReset, assetWatcher, watchProject);
  connect(document_, &Document::saved, assetWatcher, watchProject);
  connect(assetWatcher, &AssetWatcher::assetsChanged, this, [this] {
    if (auto* meshes = viewport_->findChild<sw::ui::MeshLibrary*>()) meshes->reloadChanged();
    projectDock_->rebuild();
  });
  connect(assetWatcher, &AssetWatcher::reimported, this,
          [this](const QString& assetPath, const QString& fromFile, const sw::Errors& warnings) {
            document_->log()->add(LogEntry::Severity::Info,
                                  tr("Re-imported %1: its file changed on disk").arg(assetPath), fromFile);
            document_->log()->addErrors(warnings, LogEntry::Severity::Warning);
          });
  connect(assetWatcher, &AssetWatcher::reimportFailed, this,
          [this](const sw::Error& error) { document_->log()->addError(error); });
  watchProject();
  new OutsideChanges(document_, this);  // project files changed outside (ui/shell/outside_changes.h)
  connect(document_->selection(), &Selection::changed, this, [this] {
    bool any = !document_->selection()->isEmpty();
    statusBar()->showMessage(any ? tr("%n object(s) selected", nullptr, document_->selection()->size()) : QString());
  });
  showLevel();

  QSettings settings;
  auto* layouts = new WindowLayouts(this);  // Window > Layouts; arranges the docks
  layouts->addMenu();
  layouts->restore(settings);
  // Arranging the docks stacks them for a moment, and the window's layout then raises its
  // minimum height past any screen (1905 px at 1366x768); settle it before sizing the
  // window, or the size below is clamped to that. The layout refits itself when shown.
  layout()->invalidate();
  layout()->activate();
  if (!restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray()))
    resize(QSize(1600, 950).boundedTo(screen()->availableGeometry().size()));
  else
    fitToScreen(this);  // saved on a larger screen
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks() {
  // The docks are made here; WindowLayouts (window_layouts.h) arranges and sizes them.
  projectDock_ = new ProjectDock(document_, this);
  outlinerDock_ = new OutlinerDock(document_, this);
  new EnemyTypesDock(document_, this);
  new PatternsDock(document_, this);  // bullet patterns: text and live preview
  new TilesetDock(document_, this);  // the tile brush and tile properties
  new SpriteDock(document_, this);   // a tileset as a sprite sheet: frame groups, origins, shapes

  auto* properties = new QDockWidget(tr("Properties"), this);
  properties->setObjectName(QStringLiteral("propertiesDock"));
  propertyGrid_ = new PropertyGrid(document_, properties);
  properties->setWidget(propertyGrid_);

  auto* undo = new QDockWidget(tr("Undo History"), this);
  undo->setObjectName(QStringLiteral("undoDock"));
  auto* undoView = new QUndoView(document_->undoStack(), undo);
  undoView->setObjectName(QStringLiteral("undoView"));
  undoView->setEmptyLabel(tr("<opened>"));
  EmptyHint::install(undoView, tr("Every change is listed here; click one to go back to it."),
                     [this] { return document_->undoStack()->count() == 0; });
  undo->setWidget(undoView);
  new TileEditorDock(document_, this);            // the palette's double-click shows it
  new GameRulesDock(document_, this);             // Edit > Game Rules... shows it
  new sw::ui::GraphPreviewDock(document_, this);  // material of the open texture graph

  chainDock_ = new ChainDock(document_, this);
  logDock_ = new LogDock(document_->log(), this);
  connect(logDock_, &LogDock::placeActivated, this, [this](const QString& file, const QString& where) {
    statusBar()->showMessage(showMessagePlace(this, document_, file, where), 5000);
  });
  // The spawn timeline's cursor is the scrubber's tick.
  auto* timeline = new SpawnTimelineDock(document_, this);
  new GraphDock(document_, this);  // the node-graph editor
  new AnimationsDock(document_, this);  // a creature type's animations as a graph, with a preview
  new EffectsDock(document_, this);     // particle effects, with a looping preview
  new BossPreviewDock(document_, this);  // the current enemy type played alone, scrubbed by tick
  new BehaviourDock(document_, this);   // an enemy type's state machines as graphs
  // Each dock needs a place to start from; the layout moves them where they belong.
  for (auto* dock : findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
    addDockWidget(Qt::LeftDockWidgetArea, dock);
  connect(scrubber_, &LevelScrubber::spotChanged, timeline, [this, timeline] { timeline->setCurrentTick(scrubber_->tick()); });
  connect(timeline, &SpawnTimelineDock::tickRequested, scrubber_, &LevelScrubber::setTick);
}

void MainWindow::createActions() {
  auto* toolbar = addToolBar(tr("Main"));
  toolbar->setObjectName(QStringLiteral("mainToolBar"));
  toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  auto makeAction = [this](const QString& text, const char* name, const QKeySequence& shortcut = {}) {
    return namedAction(this, text, name, shortcut);
  };

  // File (ui/shell/project_actions.h)
  projectActions_ = new ProjectActions(*this, document_);
  projectActions_->populate(menuBar()->addMenu(tr("&File")));
  new RecoveryController(*this, document_);  // autosave, and recovery after a crash
  QAction* newAction = projectActions_->newAction();
  QAction* openAction = projectActions_->openAction();
  QAction* saveAction = projectActions_->saveAction();

  // Edit
  QMenu* edit = menuBar()->addMenu(tr("&Edit"));
  QAction* undo = document_->undoStack()->createUndoAction(this, tr("&Undo"));
  undo->setObjectName(QStringLiteral("undoAction"));
  undo->setShortcut(QKeySequence::Undo);
  undo->setIcon(standardIcon(QStyle::SP_ArrowBack));
  QAction* redo = document_->undoStack()->createRedoAction(this, tr("&Redo"));
  redo->setObjectName(QStringLiteral("redoAction"));
  redo->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
  redo->setIcon(standardIcon(QStyle::SP_ArrowForward));
  QAction* addMarkerAction = makeAction(tr("Add &Marker"), "addMarkerAction", QKeySequence(Qt::CTRL | Qt::Key_M));
  connect(addMarkerAction, &QAction::triggered, this, &MainWindow::addMarker);
  appendTileMenu_ = new QMenu(tr("Append &Tile"), this);
  appendTileMenu_->setObjectName(QStringLiteral("appendTileMenu"));
  QAction* addTriggerAction = makeAction(tr("Add T&rigger"), "addTriggerAction", QKeySequence(Qt::CTRL | Qt::Key_T));
  connect(addTriggerAction, &QAction::triggered, this, &MainWindow::addTrigger);
  editActions_ = new EditActions(document_, this);
  auto* pathTool = new PathEditTool(document_, viewport_, editActions_, this);  // path node tools in the viewport
  connect(pathTool, &PathEditTool::message, this, [this](const QString& text) { statusBar()->showMessage(text, 5000); });
  // Nav nodes, links and routes (ui/nav_edit_tool.h); gestures it does not take go on to the path tools.
  auto* navTool = new NavEditTool(document_, viewport_, editActions_, pathTool, this);
  connect(navTool, &NavEditTool::message, this, [this](const QString& text) { statusBar()->showMessage(text, 5000); });
  // Tile layers of chain links (ui/tile_paint_tool.h): paint, erase, fill, select; the rest goes on to the nav tool.
  auto* tileTool = new TilePaintTool(document_, viewport_, navTool, this);
  tileTool->setExclusiveWith({navTool->addNodesAction(), pathTool->addPathAction()});
  connect(tileTool, &TilePaintTool::message, this, [this](const QString& text) { statusBar()->showMessage(text, 5000); });
  // The layers of the selected chain tile (ui/tile_layers_dock.h); picking one is where the tile tools paint.
  auto* tileLayersDock = new TileLayersDock(document_, tileTool, this);
  connect(tileLayersDock, &TileLayersDock::message, this,
          [this](const QString& text) { statusBar()->showMessage(text, 5000); });
  auto* propertiesDock = findChild<QDockWidget*>(QStringLiteral("propertiesDock"));
  tabifyDockWidget(propertiesDock, tileLayersDock);
  propertiesDock->raise();
  auto* undoDock = findChild<QDockWidget*>(QStringLiteral("undoDock"));
  tabifyDockWidget(undoDock, new NavRouteDock(document_, navTool, this));
  undoDock->raise();
  edit->addAction(undo);
  edit->addAction(redo);
  edit->addSeparator();
  editActions_->addTo(edit);
  edit->addSeparator();
  edit->addAction(addMarkerAction);
  edit->addAction(addTriggerAction);
  // Free levels' geometry, starts and puzzle pieces, in one submenu: eight adds would crowd Edit.
  auto* platformer = new PlatformerActions(document_, viewport_, this);
  platformer->addMenuTo(edit);
  (new LightActions(document_, viewport_, this))->addMenuTo(edit);  // point, spot, line and black lights
  edit->addAction(pathTool->addPathAction());
  edit->addAction(navTool->addNodesAction());
  // A first pathing graph from the free level's floors and a character's jump (ui/tools/nav_suggest_action.h).
  auto* navSuggest = new NavSuggestAction(document_, this, this);
  connect(navSuggest, &NavSuggestAction::message, this, [this](const QString& text) { statusBar()->showMessage(text, 5000); });
  edit->addAction(navSuggest->action());
  edit->addSeparator();
  edit->addActions(tileTool->actions());
  edit->addMenu(appendTileMenu_);
  edit->addSeparator();
  QAction* checkProject = makeAction(tr("&Check Project"), "checkProjectAction", QKeySequence(Qt::Key_F7));
  checkProject->setToolTip(tr("Report broken references, unknown enemy types and paths, unreachable states ... in the Log"));
  // The project's replay tests run in the background and report in the Log when done.
  auto* replayCheck = new sw::ui::ReplayTestsCheck(document_->log(), this);
  connect(checkProject, &QAction::triggered, this, [this, replayCheck] {
    const int problems = document_->checkProject();
    statusBar()->showMessage(problems ? tr("%n problem(s): see the Log", nullptr, problems) : tr("No problems found"));
    if (problems) logDock_->raise();
    replayCheck->start(document_->project());
  });
  connect(replayCheck, &sw::ui::ReplayTestsCheck::finished, this, [this](int, int failed) {
    if (!failed) return;
    statusBar()->showMessage(tr("%n replay test(s) failed: see the Log", nullptr, failed));
    logDock_->show();
    logDock_->raise();
  });
  edit->addAction(checkProject);
  QAction* gameRules = makeAction(tr("Game &Rules..."), "gameRulesAction");
  gameRules->setToolTip(tr("Edit the project's game rules (game.json): ship, hit spheres, lives, meters, score, loadout"));
  auto* rulesDock = findChild<GameRulesDock*>();
  rulesDock->addSaveAction(saveAction);
  connect(gameRules, &QAction::triggered, rulesDock, &GameRulesDock::showPanel);
  edit->addAction(gameRules);

  // View
  viewMenu_ = menuBar()->addMenu(tr("&View"));
  QAction* frameAll = makeAction(tr("&Frame All"), "frameAllAction", QKeySequence(Qt::Key_Home));
  connect(frameAll, &QAction::triggered, viewport_, &sw::ui::LevelViewport::frameAll);
  orthoAction_ = makeAction(tr("&Orthographic Camera"), "orthographicAction");
  orthoAction_->setCheckable(true);
  orthoAction_->setChecked(viewport_->isOrthographic());
  connect(orthoAction_, &QAction::toggled, viewport_, &sw::ui::LevelViewport::setOrthographic);
  viewMenu_->addAction(frameAll);
  viewMenu_->addAction(orthoAction_);
  // Click / rubber-band selection, dragging and nudging in the viewport.
  QAction* snapToGrid = (new ViewportSelectionTool(document_, viewport_, editActions_, this))->snapToGridAction();
  viewMenu_->addAction(snapToGrid);
  // One Snap to Grid for the whole editor: the toolbar's is the Tile Editor's too. A
  // designer saw it on and the Tile Editor's drags ignored it (#45 friction 8).
  if (auto* tileEditor = findChild<TileEditorDock*>()) {
    QAction* tileSnap = tileEditor->view()->snapToGridAction();
    tileSnap->setChecked(snapToGrid->isChecked());
    connect(snapToGrid, &QAction::toggled, tileSnap, &QAction::setChecked);
    connect(tileSnap, &QAction::toggled, snapToGrid, &QAction::setChecked);
  }
  viewMenu_->addSeparator();
  for (auto* dock : findChildren<QDockWidget*>()) {
    viewMenu_->addAction(dock->toggleViewAction());
    // Shown from the View menu, a dock comes to the front of its tab group, not in behind.
    connect(dock->toggleViewAction(), &QAction::triggered, dock, [dock](bool on) {
      if (on) dock->raise();
    });
  }

  // Play: runs a copy of the level in the viewport (editor/ui/play).
  auto* play = new sw::play::PlayController(document_, viewport_, [this] { return scrubber_->tick(); }, this);
  QMenu* playMenu = menuBar()->addMenu(tr("&Play"));
  playMenu_ = playMenu;
  QToolBar* playBar = addToolBar(tr("Play"));
  playBar->setObjectName(QStringLiteral("playToolBar"));  // saveState() keeps toolbars by name
  play->populate(playMenu, playBar);
  if (auto* animations = findChild<AnimationsDock*>()) linkAnimationsToPlay(animations, play->session(), document_);
  if (auto* behaviours = findChild<BehaviourDock*>()) linkBehaviourToPlay(behaviours, play->session(), document_);
  (new sw::play::CoopActions(play, document_, viewport_, this))->populate(playMenu);  // network co-op

  menuBar()->addMenu(tr("&Tools"))->addAction(navTool->findRouteAction());
  populateHelpMenu(menuBar()->addMenu(tr("&Help")), this);  // how-to, shortcuts, about (ui/shell/help_menu.h)

  toolbar->addAction(newAction);
  toolbar->addAction(openAction);
  toolbar->addAction(saveAction);
  toolbar->addSeparator();
  // Fixed texts: the buttons after them must not move when the undo text changes.
  toolbar->addAction(makeSteadyUndoAction(document_->undoStack(), false, this));
  toolbar->addAction(makeSteadyUndoAction(document_->undoStack(), true, this));
  toolbar->addSeparator();
  toolbar->addAction(frameAll);
  toolbar->addAction(orthoAction_);
  toolbar->addAction(snapToGrid);
  // A toolbar's overflow button unfolds its hidden row over the central area, where the 3D
  // viewport is a native window that covers any plain widget (issue #45: Infinite Lives and
  // the rank slider could not be seen). As native windows the toolbars stack above it.
  for (QToolBar* bar : findChildren<QToolBar*>()) bar->setAttribute(Qt::WA_NativeWindow);
}

bool MainWindow::openProject(const QString& path) { return projectActions_->openProject(path); }
bool MainWindow::save() { return projectActions_->save(); }
bool MainWindow::saveAs(const QString& folder) { return projectActions_->saveAs(folder); }
void MainWindow::openAtStart(const QString& path) {
  projectActions_->openAtStart(path);
  findChild<RecoveryController*>()->offerAtStart();  // what a crashed session left
}

void MainWindow::showStartPage() {
  startPage_->refresh();
  centre_->setCurrentWidget(startPage_);
}

bool MainWindow::isStartPageShown() const { return centre_->currentWidget() == startPage_; }

void MainWindow::connectStartPage() {
  connect(startPage_, &StartPage::newProjectRequested, projectActions_, &ProjectActions::newProjectInteractively);
  connect(startPage_, &StartPage::openProjectRequested, projectActions_, &ProjectActions::openInteractively);
  connect(startPage_, &StartPage::openDemoRequested, projectActions_, &ProjectActions::openDemo);
  connect(startPage_, &StartPage::openPlatformerDemoRequested, projectActions_, &ProjectActions::openPlatformerDemo);
  connect(startPage_, &StartPage::recentProjectRequested, projectActions_, [this](const QString& file) {
    if (maybeSave()) projectActions_->openProject(file);
  });
  connect(startPage_, &StartPage::manualRequested, this, [this] { showManual(this); });
  // Any project made or opened, or any change to the untitled one, shows the level.
  auto showEditor = [this] { centre_->setCurrentIndex(0); };
  connect(document_, &Document::projectReset, this, showEditor);
  connect(document_, &Document::modifiedChanged, this, [showEditor](bool modified) {
    if (modified) showEditor();
  });
}

bool MainWindow::maybeSave() {
  if (!document_->isModified()) return true;
  switch (unsavedChangesPrompt()) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
  }
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!maybeSave()) {
    event->ignore();
    return;
  }
  QSettings settings;
  settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
  findChild<WindowLayouts*>()->save(settings);
  event->accept();
}

void MainWindow::updateTitle() {
  if (isStartPageShown()) {
    setWindowTitle(tr("Scrollwork[*]"));
    setWindowModified(false);
    return;
  }
  QString project = QString::fromStdString(document_->project().name);
  auto* level = document_->editableLevel();
  QString title = level ? tr("%1 \u2014 %2[*] \u2014 Scrollwork").arg(project, QString::fromStdString(level->name))
                        : tr("%1[*] \u2014 Scrollwork").arg(project);
  setWindowTitle(title);
  setWindowModified(document_->isModified());
}

void MainWindow::attachTileArt() {
  TilesetStore* tilesets = document_->tilesets();
  viewport_->setTileArt(
      [this, tilesets](const std::string& tileset, const std::string& tile) {
        const sw::Tileset* set = tilesets->find(tileset);
        return set ? sw::ui::tileArtOf(*set, tile, QString::fromStdString(document_->project().directory))
                   : sw::ui::TileArt{};
      },
      [tilesets](const QString& path) { return tilesets->images()->image(path); });
  connect(document_, &Document::tileLayersChanged, viewport_, &sw::ui::LevelViewport::tileLayersChanged);
  connect(tilesets, &TilesetStore::imagesChanged, viewport_, &sw::ui::LevelViewport::tileImagesChanged);
  auto reloadAll = [this] {
    viewport_->tileImagesChanged({});
    viewport_->creatureArtChanged();  // a sprite sheet's frames or images may have changed
  };
  connect(tilesets, &TilesetStore::imagesChanged, viewport_, [this] { viewport_->creatureArtChanged(); });
  connect(tilesets, &TilesetStore::tilesetChanged, viewport_, reloadAll);
  connect(tilesets, &TilesetStore::tilesetsReset, viewport_, reloadAll);
}

void MainWindow::rebuildAppendTileMenu() {
  appendTileMenu_->clear();
  for (const auto& def : document_->project().tileDefs) {
    QString name = QString::fromStdString(def->name);
    connect(appendTileMenu_->addAction(name), &QAction::triggered, this, [this, name] { appendTile(name); });
  }
  appendTileMenu_->setEnabled(!document_->project().tileDefs.empty() && document_->level());
}

void MainWindow::addMarker() {
  auto* level = document_->editableLevel();
  if (!level) return;
  document_->undoStack()->push(makeAddObjects(document_, level, {{"Marker"}}));
}

void MainWindow::addTrigger() {
  auto* level = document_->editableLevel();
  if (!level) return;
  document_->undoStack()->push(makeAddObjects(document_, level, {{"Trigger"}}));
}

void MainWindow::appendTile(const QString& tileName) {
  auto* level = document_->editableLevel();
  if (!level) return;
  const std::string tile = tileName.toStdString();
  document_->undoStack()->push(makeAddObjects(
      document_, level, {{"TileInstance", tile, {}, [tile](sw::LevelObject& o) { static_cast<sw::TileInstance&>(o).tile = tile; }}}));
}

sw::ui::MeshLibrary* MainWindow::meshLibrary() { return viewport_ ? viewport_->findChild<sw::ui::MeshLibrary*>() : nullptr; }

}  // namespace sw::editor
