#include "player_window.h"

#include <QQuickView>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QShortcut>
#include <QStackedLayout>
#include <QTimer>
#include <cstdio>
#include <memory>

#include "sim/platformer/saved_game.h"
#include "sim/runtime_level.h"
#include "view/tile_art.h"
#include "view/graph_tile_materials.h"
#include "view/level_view.h"
#include "gamepad/gamepads.h"
#include "menu_input.h"
#include "menu_screen.h"
#include "play/pad_rumble.h"
#include "play/pad_settings.h"
#include "play/play_input.h"
#include "play/play_session.h"
#include "play/play_sound.h"
#include "player_screens.h"
#include "player_settings.h"
#include "view/play/hud_overlay.h"
#include "view/play/play_view.h"

namespace sw::play {
namespace {

// A name as one folder or file name: no separators, no "..", never empty.
QString pathPart(const std::string& name, const char* fallback) {
  QString part = QString::fromStdString(name);
  part.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9 _.-]")), QStringLiteral("_"));
  while (part.startsWith(QLatin1Char('.'))) part.remove(0, 1);
  return part.trimmed().isEmpty() ? QString::fromLatin1(fallback) : part;
}

}  // namespace

PlayerWindow::PlayerWindow(std::unique_ptr<sw::Project> project, int levelIndex, QWidget* parent)
    : QWidget(parent), project_(std::move(project)), levelIndex_(levelIndex) {
  setObjectName(QStringLiteral("playerWindow"));
  const sw::Level* level = project_->levels[std::size_t(levelIndex)].get();
  setWindowTitle(tr("%1 \u2014 %2 \u2014 Scrollwork Player")
                     .arg(QString::fromStdString(project_->name), QString::fromStdString(level->name)));
  viewport_ = new sw::ui::LevelView(this);
  // Texture graphs paint tiles, enemies and ships as in the editor (read from the project's
  // graphs/ folder, with the shipped snippets and the project's own).
  auto graphs = std::make_shared<sw::ui::GraphTileMaterials>();
  graphs->setProject(QString::fromStdString(project_->directory));
  viewport_->setGraphMaterialProvider([graphs](const QString& file) { return graphs->materialQml(file); });
  // Tile layers (imported from Tiled or painted) from the project's tilesets.
  viewport_->setTileArt(sw::ui::projectTileArt(*project_), sw::ui::cachedTileImages());
  stack_ = new QStackedLayout(this);
  stack_->setContentsMargins(0, 0, 0, 0);
  stack_->addWidget(viewport_);
  viewport_->showLevel(project_.get(), level);

  session_ = new PlaySession(this);
  input_ = new PlayInput(this);
  input_->watch(viewport_->quickView());
  input_->watch(this);
  session_->setInputSource([this] { return input_->takeTick(); });
  rumble_ = new PadRumble(session_, input_, this);  // pads shake on hits and deaths (play/pad_settings.h)
  view_ = new PlayView(viewport_, session_, this);
  PlayOverlays overlays;
  overlays.counters = false;  // a game, not a debugger
  view_->setOverlays(overlays);

  connect(session_, &PlaySession::runtimeError, this, [](const sw::Error& error) {
    std::fprintf(stderr, "scrollwork-player: %s\n", error.toString().c_str());
  });
  connect(session_, &PlaySession::buildNotes, this, [](const sw::Errors& notes) {
    for (const sw::Error& note : notes) std::fprintf(stderr, "scrollwork-player: note: %s\n", note.toString().c_str());
  });
  // A mesh that does not load (the ship's, an enemy's, a tile's) is drawn as its stand-in;
  // the view reports each failed load once, and the player passes it on as the editor's Log does.
  connect(viewport_, &sw::ui::LevelView::meshProblem, this, [](const QString& file, const QString& message) {
    std::fprintf(stderr, "scrollwork-player: %s: %s\n", qPrintable(QDir::toNativeSeparators(file)), qPrintable(message));
  });
  connect(session_, &PlaySession::buildFailed, this, [](const sw::Errors& errors) {
    for (const sw::Error& error : errors) std::fprintf(stderr, "scrollwork-player: %s\n", error.toString().c_str());
  });
  connect(session_, &PlaySession::gameSaved, this, [this](const QString& path) {
    const sw::RuntimeLevel* rt = session_->runtime();
    std::fprintf(stdout, "saved at checkpoint %s: %s\n",
                 rt ? sw::savedGameOf(*rt).point.checkpoint.c_str() : "?", qPrintable(QDir::toNativeSeparators(path)));
    std::fflush(stdout);
  });
  connect(session_, &PlaySession::stateChanged, this,
          [this](PlaySession::State state) { input_->setEnabled(state != PlaySession::State::Stopped); });
  // Shortcuts rather than key handlers: the view keeps the focus and the keys.
  // Esc quits a scripted run; in a game (useScreens) it pauses into the pause menu, and is
  // off while a screen shows (the screen takes Esc as Back).
  escape_ = new QShortcut(QKeySequence(Qt::Key_Escape), this);
  connect(escape_, &QShortcut::activated, this, [this] {
    if (screens_) pauseToMenu();
    else close();
  });
  for (int key : {int(Qt::Key_P), int(Qt::Key_Pause)}) {
    gameShortcuts_.push_back(new QShortcut(QKeySequence(key), this));
    connect(gameShortcuts_.back(), &QShortcut::activated, session_, &PlaySession::togglePause);
  }
  gameShortcuts_.push_back(new QShortcut(QKeySequence(Qt::Key_F10), this));
  connect(gameShortcuts_.back(), &QShortcut::activated, session_, &PlaySession::step);
  // The run is over when every player is out, the level reaches its end or (a whole game)
  // the last level's results are done.
  connect(session_, &PlaySession::levelChanged, this, [this] {
    const sw::RuntimeLevel* rt = session_->runtime();
    if (!rt) return;
    std::fprintf(stdout, "level %s at tick %lld\n", rt->level().name.c_str(), static_cast<long long>(rt->ticksRun()));
    std::fflush(stdout);
    // The game moved on: the window names the level, Continue starts here from now on.
    for (std::size_t i = 0; i < project_->levels.size(); ++i)
      if (project_->levels[i]->name == rt->level().name) {
        levelIndex_ = int(i);
        if (screens_) screens_->noteLevelReached(levelIndex_);
      }
    setWindowTitle(tr("%1 \u2014 %2 \u2014 Scrollwork Player")
                       .arg(QString::fromStdString(project_->name), QString::fromStdString(rt->level().name)));
  });
  connect(session_, &PlaySession::advanced, this, [this] {
    const sw::RuntimeLevel* rt = session_->runtime();
    if (rt && rt->runOver() && session_->state() == PlaySession::State::Running) {
      session_->pause();
      std::fprintf(stdout, "%s at tick %lld\n", rt->gameOver() ? "game over" : rt->wholeGame() ? "game complete" : "level finished",
                   static_cast<long long>(rt->ticksRun()));
      std::fflush(stdout);
      if (screens_) {  // a game: its screens go on (game over, the end), the program does not end
        const bool lost = rt->gameOver();
        const qint64 points = score();
        QMetaObject::invokeMethod(this, [this, lost, points] {
          const QImage frame = view_->grab();
          session_->stop();
          screens_->levelOver(lost, levelIndex_, points, frame);
          showScreens(true);
        }, Qt::QueuedConnection);
        return;
      }
      // Queued: a level over at once (during start(), before exec() runs) must still end the
      // program; an exit() called outside the event loop is lost and the player would hang.
      QMetaObject::invokeMethod(qApp, [] { QApplication::exit(0); }, Qt::QueuedConnection);
    }
  });
}

PlayerWindow::~PlayerWindow() {
  session_->stop();
  delete view_;  // before the viewport it draws into
  view_ = nullptr;
}

QString PlayerWindow::savedGamePath() const {
  const sw::Level& level = *project_->levels[std::size_t(levelIndex_)];
  if (level.kind != sw::Level::Kind::Free) return {};
  QString stem = QFileInfo(QString::fromStdString(level.file)).completeBaseName();
  if (stem.isEmpty()) stem = pathPart(level.name, "level");
  const QDir data(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
  return data.filePath(QStringLiteral("saves/") + pathPart(project_->name, "project") + QLatin1Char('/') + stem +
                       QStringLiteral(".save.json"));
}

bool PlayerWindow::start(int players, double speed, bool continueSaved) {
  session_->setSpeed(speed);
  const sw::Level& level = *project_->levels[std::size_t(levelIndex_)];
  const QString saves = savedGamePath();
  session_->setSavedGameFile(saves.toStdString());
  if (continueSaved) {
    // Whatever is wrong with the save, the player still gets a game: from the start.
    if (saves.isEmpty()) {
      std::fprintf(stderr, "scrollwork-player: level '%s' keeps no saved games (not a free level); starting from the start\n",
                   level.name.c_str());
    } else if (!QFileInfo::exists(saves)) {
      std::fprintf(stderr, "scrollwork-player: no saved game of level '%s' yet (%s); starting from the start\n",
                   level.name.c_str(), qPrintable(QDir::toNativeSeparators(saves)));
    } else if (sw::Result<sw::ContinuePoint> point = PlaySession::continuePointFor(saves.toStdString(), level); !point) {
      std::fprintf(stderr, "scrollwork-player: %s; starting from the start\n", point.error().toString().c_str());
    } else {
      std::fprintf(stdout, "continuing from checkpoint %s\n", point->checkpoint.c_str());
      session_->setContinueFrom(*point);
    }
  }
  if (!session_->start(*project_, levelIndex_, players)) return false;
  viewport_->viewWidget()->setFocus();
  return true;
}

bool PlayerWindow::startReplay(const sw::InputRecording& recording, double speed) {
  session_->setSpeed(speed);
  if (!session_->startReplay(*project_, levelIndex_, recording)) return false;
  viewport_->viewWidget()->setFocus();
  return true;
}

QString PlayerWindow::progressPath() const {
  const QDir data(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
  return data.filePath(QStringLiteral("progress/") + pathPart(project_->name, "project") + QStringLiteral(".progress.json"));
}

void PlayerWindow::useScreens(int players, double speed, bool windowed) {
  players_ = players;
  speed_ = speed;
  windowed_ = windowed;
  screens_ = new PlayerScreens(*project_, progressPath(), this);
  stack_->addWidget(screens_->widget());
  connect(screens_, &PlayerScreens::playLevel, this, &PlayerWindow::playLevel);
  connect(screens_, &PlayerScreens::resume, this, [this] {
    showScreens(false);
    session_->resume();
  });
  connect(screens_, &PlayerScreens::quitToTitle, this, [this] {
    session_->stop();
    screens_->showTitle();
  });
  connect(screens_, &PlayerScreens::quit, this, &QWidget::close);
  connect(screens_, &PlayerScreens::settingsChanged, this, &PlayerWindow::applySettings);
  connect(screens_, &PlayerScreens::bindingsChanged, this, [this] {
    input_->setBindings(KeyBindings::load());
    input_->setPadBindings(loadPadBindings());
  });
  applySettings(screens_->settings());
  // The pads move through the menus, and their Start pauses a game (the play input reads
  // their actions at each tick; this only takes their presses).
  padTimer_ = new QTimer(this);
  padTimer_->setInterval(30);
  connect(padTimer_, &QTimer::timeout, this, &PlayerWindow::pollPads);
  padTimer_->start();
  screens_->showTitle();
  showScreens(true);
}

bool PlayerWindow::showingScreens() const { return screens_ && stack_->currentWidget() == screens_->widget(); }

void PlayerWindow::showScreens(bool on) {
  if (!screens_) return;
  stack_->setCurrentWidget(on ? static_cast<QWidget*>(screens_->widget()) : viewport_);
  // The game's keys rest while a screen shows: P must not resume a run under the pause menu.
  escape_->setEnabled(!on);
  for (QShortcut* shortcut : gameShortcuts_) shortcut->setEnabled(!on);
  if (on) screens_->widget()->setFocus();
  else viewport_->viewWidget()->setFocus();
}

void PlayerWindow::pauseToMenu() {
  if (!screens_ || showingScreens() || !session_->isActive()) return;
  session_->pause();
  screens_->showPause(view_->grab());
  showScreens(true);
}

void PlayerWindow::playLevel(int levelIndex) {
  if (levelIndex < 0 || levelIndex >= int(project_->levels.size())) levelIndex = 0;
  session_->stop();
  levelIndex_ = levelIndex;
  // The game's screens play the whole game from this level on (results between levels).
  session_->setWholeGame(true);
  const sw::Level* level = project_->levels[std::size_t(levelIndex)].get();
  setWindowTitle(tr("%1 \u2014 %2 \u2014 Scrollwork Player")
                     .arg(QString::fromStdString(project_->name), QString::fromStdString(level->name)));
  viewport_->showLevel(project_.get(), level);
  showScreens(false);
  if (!start(players_, speed_)) {
    screens_->showTitle();
    showScreens(true);
  }
}

void PlayerWindow::applySettings(const PlayerSettings& settings) {
  view_->setHudLayoutOverride(settings.hud);
  SoundOutput::instance().setSettings(settings.audio(SoundOutput::instance().settings()));
  if (windowed_) return;  // --windowed holds for this run
  if (settings.fullScreen && !isFullScreen()) {
    showFullScreen();
  } else if (!settings.fullScreen && isFullScreen()) {
    showNormal();
    resize(1280, 720);
  }
}

void PlayerWindow::pollPads() {
  sw::gamepad::Gamepads& pads = input_->gamepads();
  if (showingScreens()) pads.poll();  // while a level plays, its ticks read the pads
  while (const std::optional<sw::gamepad::Gamepads::Press> press = pads.takePress()) {
    if (showingScreens()) screens_->padPressed(press->input);
    else if (menuKeyOfPad(press->input) == MenuKey::Pause) pauseToMenu();
  }
}

qint64 PlayerWindow::score() const {
  const sw::RuntimeLevel* rt = session_->runtime();
  if (!rt) return 0;
  qint64 total = 0;
  for (const HudPlayer& player : HudState::from(*rt).players) total += player.score;
  return total;
}

void PlayerWindow::closeEvent(QCloseEvent* event) {
  session_->stop();
  event->accept();
}

}  // namespace sw::play
