#include "player_window.h"

#include <QQuickView>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QShortcut>
#include <QVBoxLayout>
#include <cstdio>
#include <memory>

#include "sim/platformer/saved_game.h"
#include "sim/runtime_level.h"
#include "view/tile_art.h"
#include "view/graph_tile_materials.h"
#include "view/level_view.h"
#include "play/pad_rumble.h"
#include "play/play_input.h"
#include "play/play_session.h"
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
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(viewport_);
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
  connect(new QShortcut(QKeySequence(Qt::Key_Escape), this), &QShortcut::activated, this, &QWidget::close);
  for (int key : {int(Qt::Key_P), int(Qt::Key_Pause)})
    connect(new QShortcut(QKeySequence(key), this), &QShortcut::activated, session_, &PlaySession::togglePause);
  connect(new QShortcut(QKeySequence(Qt::Key_F10), this), &QShortcut::activated, session_, &PlaySession::step);
  // The run is over when every player is out, the level reaches its end or (a whole game)
  // the last level's results are done.
  connect(session_, &PlaySession::levelChanged, this, [this] {
    const sw::RuntimeLevel* rt = session_->runtime();
    if (!rt) return;
    std::fprintf(stdout, "level %s at tick %lld\n", rt->level().name.c_str(), static_cast<long long>(rt->ticksRun()));
    std::fflush(stdout);
  });
  connect(session_, &PlaySession::advanced, this, [this] {
    const sw::RuntimeLevel* rt = session_->runtime();
    if (rt && rt->runOver() && session_->state() == PlaySession::State::Running) {
      session_->pause();
      std::fprintf(stdout, "%s at tick %lld\n", rt->gameOver() ? "game over" : rt->wholeGame() ? "game complete" : "level finished",
                   static_cast<long long>(rt->ticksRun()));
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

void PlayerWindow::closeEvent(QCloseEvent* event) {
  session_->stop();
  event->accept();
}

}  // namespace sw::play
