#include "ui/play/play_controller.h"

#include <QQuickView>
#include <QFileDialog>
#include <QFileInfo>

#include <QAction>
#include <QApplication>
#include <QActionGroup>
#include <optional>
#include <tuple>
#include <QComboBox>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>

#include "document/document.h"
#include "gamepad/gamepads.h"
#include "model/level/camera_track.h"
#include "model/level/level.h"
#include "play/pad_rumble.h"
#include "play/pad_settings.h"
#include "ui/play/key_config_dialog.h"
#include "ui/play/play_aids.h"
#include "ui/play/session_saving.h"
#include "ui/play/sound_actions.h"
#include "play/play_sound.h"
#include "ui/shell/named_action.h"
#include "ui/viewport/level_viewport.h"
#include "ui/shell/standard_icons.h"
#include "ui/play/recording_paths.h"
#include "model/platformer/platform_geometry.h"
#include "model/platformer/monster_type.h"
#include "model/platformer/puzzle_objects.h"
#include "ui/play/saved_game_actions.h"

namespace sw::play {
namespace {

QString speedText(double speed) { return QStringLiteral("%1x").arg(speed); }

}  // namespace

PlayController::PlayController(sw::editor::Document* document, sw::ui::LevelViewport* viewport,
                               std::function<std::int64_t()> scrubberTick, QMainWindow* window)
    : QObject(window),
      document_(document),
      viewport_(viewport),
      scrubberTick_(std::move(scrubberTick)),
      window_(window),
      session_(new PlaySession(this)),
      input_(new PlayInput(this)),
      view_(new PlayView(viewport, session_, this)) {
  setObjectName(QStringLiteral("playController"));
  input_->watch(viewport->quickView());  // its keys (sent to the surface too)
  session_->setInputSource([this] { return input_->takeTick(); });
  rumble_ = new PadRumble(session_, input_, this);
  // A whole game shows its later levels in the viewport; after the run, the document's again.
  view_->setLevelRestorer([this] {
    if (viewport_) viewport_->showLevel(&document_->project(), document_->level());
  });

  auto makeAction = [this](const QString& text, const char* name, const QKeySequence& shortcut = {}) {
    return sw::editor::namedAction(this, text, name, shortcut);
  };
  playAction_ = makeAction(tr("&Play"), "playAction", QKeySequence(Qt::Key_F5));
  playAction_->setToolTip(tr("Play the level from the start (F5)"));
  playAction_->setIcon(sw::editor::standardIcon(QStyle::SP_MediaPlay));
  connect(playAction_, &QAction::triggered, this, &PlayController::play);
  playHereAction_ = makeAction(tr("Play from &Here"), "playFromHereAction", QKeySequence(Qt::CTRL | Qt::Key_F5));
  playHereAction_->setToolTip(
      tr("Play from the selected chain tile, or from the scrubber's tick, reached exactly as the scrubber shows it; "
         "in a free level, from the selected checkpoint"));
  playHereAction_->setIcon(sw::editor::standardIcon(QStyle::SP_MediaSeekForward));
  connect(playHereAction_, &QAction::triggered, this, &PlayController::playFromHere);
  pauseAction_ = makeAction(tr("P&ause"), "pauseAction", QKeySequence(Qt::Key_F6));
  pauseAction_->setCheckable(true);
  pauseAction_->setIcon(sw::editor::standardIcon(QStyle::SP_MediaPause));
  connect(pauseAction_, &QAction::triggered, this, [this](bool paused) {
    if (paused)
      session_->pause();
    else
      session_->resume();
  });
  stepAction_ = makeAction(tr("S&tep One Tick"), "stepAction", QKeySequence(Qt::Key_F10));
  stepAction_->setIcon(sw::editor::standardIcon(QStyle::SP_MediaSkipForward));
  connect(stepAction_, &QAction::triggered, session_, &PlaySession::step);
  stopAction_ = makeAction(tr("St&op"), "stopAction", QKeySequence(Qt::SHIFT | Qt::Key_F5));
  stopAction_->setIcon(sw::editor::standardIcon(QStyle::SP_MediaStop));
  connect(stopAction_, &QAction::triggered, this, &PlayController::stop);

  QSettings settings;
  auto makeToggle = [&](const QString& text, const char* name, const char* key, bool fallback) {
    QAction* action = makeAction(text, name);
    action->setCheckable(true);
    action->setChecked(settings.value(QStringLiteral("play/") + QLatin1String(key), fallback).toBool());
    connect(action, &QAction::toggled, this, [this] {
      saveOverlays();
      applyOverlays();
    });
    return action;
  };
  collisionAction_ = makeToggle(tr("Show &Collision Shapes"), "collisionOverlayAction", "collision", false);
  pathsAction_ = makeToggle(tr("Show &Paths"), "pathsOverlayAction", "paths", false);
  spawnsAction_ = makeToggle(tr("Show &Spawns and Triggers"), "spawnsOverlayAction", "spawns", false);
  countersAction_ = makeToggle(tr("Show Tick and Entity &Counters"), "countersOverlayAction", "counters", true);
  routeAction_ = makeToggle(tr("Show Creature &Route"), "routeOverlayAction", "route", true);
  routeAction_->setStatusTip(tr("While playing, draw the route of the monster or character selected in the level"));
  // The HUD layout is a game rule (game.json); these override it while testing. An old
  // "Classic HUD Layout" setting carries over as the Classic override.
  hudLayoutGroup_ = new QActionGroup(this);
  const QString hudChoice =
      settings.value(QStringLiteral("play/hudLayout"),
                     settings.value(QStringLiteral("play/classicHud"), false).toBool() ? QStringLiteral("classic")
                                                                                       : QStringLiteral("rules"))
          .toString();
  for (const auto& [text, name, key] :
       {std::tuple{tr("As the &Game Rules Say"), "hudLayoutFromRulesAction", "rules"},
        std::tuple{tr("&Default HUD Layout"), "defaultHudAction", "default"},
        std::tuple{tr("C&lassic HUD Layout"), "classicHudAction", "classic"}}) {
    QAction* action = makeAction(text, name);
    action->setCheckable(true);
    action->setData(QString::fromLatin1(key));
    action->setChecked(hudChoice == QLatin1String(key));
    hudLayoutGroup_->addAction(action);
  }
  if (!hudLayoutGroup_->checkedAction()) hudLayoutGroup_->actions().front()->setChecked(true);
  hudLayoutGroup_->actions().front()->setToolTip(tr("The HUD layout of the project's game rules (game.json)"));
  connect(hudLayoutGroup_, &QActionGroup::triggered, this, [this] {
    saveOverlays();
    applyOverlays();
  });
  twoPlayersAction_ = makeToggle(tr("T&wo Players"), "twoPlayersAction", "twoPlayers", false);
  twoPlayersAction_->setToolTip(tr("Takes effect at the next Play"));
  wholeGameAction_ = makeToggle(tr("Play the Whole &Game"), "wholeGameAction", "wholeGame", false);
  wholeGameAction_->setToolTip(tr("Play goes on from this level through the game's level order, with a results "
                                  "screen between levels and the ships carried over; off: this level alone. "
                                  "Takes effect at the next Play"));

  speedGroup_ = new QActionGroup(this);
  speedBox_ = new QComboBox();
  speedBox_->setObjectName(QStringLiteral("playSpeedBox"));
  speedBox_->setToolTip(tr("Play speed"));
  speedBox_->setFocusPolicy(Qt::NoFocus);  // arrows keep steering the ship
  for (double speed : PlaySession::kSpeeds) {
    QAction* action = speedGroup_->addAction(speedText(speed));
    action->setCheckable(true);
    action->setData(speed);
    action->setChecked(speed == 1.0);
    speedBox_->addItem(speedText(speed), speed);
  }
  speedBox_->setCurrentIndex(speedBox_->findData(1.0));
  connect(speedGroup_, &QActionGroup::triggered, this, [this](QAction* action) {
    speedBox_->setCurrentIndex(speedBox_->findData(action->data()));
  });
  connect(speedBox_, &QComboBox::currentIndexChanged, this, [this](int index) {
    const double speed = speedBox_->itemData(index).toDouble();
    session_->setSpeed(speed);
    for (QAction* action : speedGroup_->actions()) action->setChecked(action->data().toDouble() == speed);
    view_->redraw();
  });

  keysAction_ = makeAction(tr("Configure &Keys and Gamepads..."), "configureKeysAction");
  connect(keysAction_, &QAction::triggered, this, &PlayController::configureKeys);

  // A tester hands a run over as its inputs: the same file replays here, in
  // scrollwork-player and in `scrollwork-cli run --inputs`.
  saveRecordingAction_ = makeAction(tr("Save &Recording..."), "saveRecordingAction");
  saveRecordingAction_->setStatusTip(tr("Save what the players pressed in the last run, to replay it exactly"));
  connect(saveRecordingAction_, &QAction::triggered, this, [this] {
    const QString path = QFileDialog::getSaveFileName(window_, tr("Save Recording"),
                                                      sw::editor::suggestedRecordingPath(*document_, QDateTime::currentDateTime()),
                                                      tr("Input recordings (*.inputs)"));
    if (!path.isEmpty()) saveRecording(path.endsWith(QLatin1String(".inputs")) ? path : path + QStringLiteral(".inputs"));
  });
  testSaver_ = new SessionTestSaver(session_, document_, window_);
  savedGames_ = new SavedGameActions(session_, document_, window_, [this] { return play(); }, this);
  aids_ = new PlayAids(session_, this);
  soundActions_ = new SoundActions(document_, this);
  sound_ = new PlaySound(session_, this);
  replayAction_ = makeAction(tr("Re&play Recording..."), "replayRecordingAction");
  replayAction_->setStatusTip(tr("Play a saved recording back, tick for tick"));
  connect(replayAction_, &QAction::triggered, this, [this] {
    const QString path = QFileDialog::getOpenFileName(window_, tr("Replay Recording"), sw::editor::recordingsFolder(*document_),
                                                      tr("Input recordings (*.inputs)"));
    if (!path.isEmpty()) replay(path);
  });

  connect(session_, &PlaySession::stateChanged, this, [this](PlaySession::State state) {
    input_->setEnabled(state != PlaySession::State::Stopped);
    // No pads without SDL: Play goes on with the keyboard, and the Log says so once.
    if (state != PlaySession::State::Stopped && !padProblemLogged_ && !input_->gamepads().available()) {
      padProblemLogged_ = true;
      document_->log()->add(sw::editor::LogEntry::Severity::Info,
                            tr("Gamepads unavailable (%1): playing with the keyboard only")
                                .arg(QString::fromStdString(input_->gamepads().problem())));
    }
    updateActions();
    // Play took the keyboard (startAt); a stopped run gives it back to where it was, unless
    // the user has moved on from the viewport since.
    if (state == PlaySession::State::Stopped && focusBeforePlay_ && viewport_ &&
        QApplication::focusWidget() == viewport_->viewWidget())
      focusBeforePlay_->setFocus(Qt::OtherFocusReason);
  });
  connect(session_, &PlaySession::runtimeError, this, [this](const sw::Error& error) {
    document_->log()->addError(error);
    status(tr("Play: %1").arg(QString::fromStdString(error.toString())), 8000);
  });
  connect(session_, &PlaySession::buildNotes, this,
          [this](const sw::Errors& notes) { document_->log()->addErrors(notes, sw::editor::LogEntry::Severity::Warning); });
  connect(session_, &PlaySession::buildFailed, this, [this](const sw::Errors& errors) {
    document_->log()->addErrors(errors);
    status(tr("Play could not start: %n problem(s) in the level, see the Log", nullptr, int(errors.size())));
    if (auto* log = window_->findChild<QDockWidget*>(QStringLiteral("logDock"))) {
      log->show();
      log->raise();
    }
  });
  // Another project or level: the run belongs to the old one.
  connect(document_, &sw::editor::Document::projectReset, this, &PlayController::stop);
  connect(document_, &sw::editor::Document::levelSwitched, this, &PlayController::stop);
  connect(document_->selection(), &sw::editor::Selection::changed, this, &PlayController::updateRouteSubject);
  // Effects edited while the run plays: particles emitted from now on use them (the run
  // itself keeps its copy of the project).
  connect(document_, &sw::editor::Document::effectsChanged, this, [this] {
    if (session_->isActive()) view_->setEffects(document_->project().effects);
  });
  connect(session_, &PlaySession::stateChanged, this, &PlayController::updateRouteSubject);
  applyOverlays();
  updateActions();
}

PlayController::~PlayController() {
  // The window may have destroyed the document already: the run's last stateChanged must not
  // reach this controller's handlers (they read the document), only stop the run.
  session_->disconnect(this);
  session_->stop();
}

void PlayController::populate(QMenu* menu, QToolBar* toolbar) {
  menu->addAction(playAction_);
  menu->addAction(playHereAction_);
  menu->addAction(savedGames_->continueAction());
  // A save appears while a run plays; the menu looks for it when it opens.
  connect(menu, &QMenu::aboutToShow, savedGames_, &SavedGameActions::updateAction);
  menu->addAction(pauseAction_);
  menu->addAction(stepAction_);
  menu->addAction(stopAction_);
  QMenu* speed = menu->addMenu(tr("&Speed"));
  speed->setObjectName(QStringLiteral("playSpeedMenu"));
  speed->addActions(speedGroup_->actions());
  soundActions_->populate(menu);
  menu->addSeparator();
  menu->addAction(collisionAction_);
  menu->addAction(pathsAction_);
  menu->addAction(spawnsAction_);
  menu->addAction(countersAction_);
  menu->addAction(routeAction_);
  QMenu* hud = menu->addMenu(tr("&HUD Layout"));
  hud->setObjectName(QStringLiteral("hudLayoutMenu"));
  hud->addActions(hudLayoutGroup_->actions());
  menu->addSeparator();
  menu->addAction(twoPlayersAction_);
  menu->addAction(wholeGameAction_);
  menu->addAction(keysAction_);
  menu->addSeparator();
  menu->addAction(saveRecordingAction_);
  menu->addAction(testSaver_->action());
  menu->addAction(replayAction_);

  toolbar->addAction(playAction_);
  toolbar->addAction(playHereAction_);
  toolbar->addAction(pauseAction_);
  toolbar->addAction(stepAction_);
  toolbar->addAction(stopAction_);
  toolbar->addWidget(speedBox_);
  toolbar->addAction(soundActions_->muteAction());
  toolbar->addAction(collisionAction_);
  aids_->populate(menu, toolbar);
}

std::int64_t PlayController::playFromHereTick() const {
  const sw::Level* level = document_->level();
  if (!level) return 0;
  const auto& selected = document_->selection()->ids();
  for (std::size_t i = 0; i < level->chain.size(); ++i)
    if (selected.contains(level->chain[i]->id)) return sw::CameraTrack(document_->project(), *level).firstTickIn(i);
  return scrubberTick_ ? scrubberTick_() : 0;
}

bool PlayController::play() { return startAt(0); }

bool PlayController::playFromHere() {
  const sw::Level* level = document_->level();
  if (!level || level->kind != sw::Level::Kind::Free) return playFrom(playFromHereTick());
  // A free level has no timeline: "here" is a checkpoint, as if the run had reached it.
  for (const auto& object : level->objects)
    if (sw::objectCast<const sw::Checkpoint*>(object.get()) && document_->selection()->ids().contains(object->id)) {
      sw::ContinuePoint point;
      point.checkpoint = object->name;
      session_->setContinueFrom(point);
      if (!startAt(0)) {
        session_->setContinueFrom({});
        return false;
      }
      status(tr("Playing from checkpoint %1").arg(QString::fromStdString(object->name)), 4000);
      return true;
    }
  status(tr("Select a checkpoint to play a free level from it"), 5000);
  return false;
}

bool PlayController::playFrom(std::int64_t tick) { return startAt(std::max<std::int64_t>(0, tick)); }

bool PlayController::startAt(std::int64_t tick) {
  if (!document_->level()) {
    status(tr("There is no level to play"), 5000);
    return false;
  }
  const int players = twoPlayersAction_->isChecked() ? 2 : 1;
  status(tick > 0 ? tr("Fast-forwarding to tick %1...").arg(tick) : QString());
  const QString savingNote = savedGames_->prepareRun();
  session_->setWholeGame(wholeGameAction_->isChecked());
  if (!session_->start(document_->project(), document_->levelIndex(), players, tick)) return false;
  QString playing = tick > 0 ? tr("Playing from tick %1").arg(tick) : tr("Playing");
  if (wholeGameAction_->isChecked()) playing = tr("%1, the whole game from this level on").arg(playing);
  if (savingNote.isEmpty())
    status(playing, 3000);
  else
    status(tr("%1 (%2)").arg(playing, savingNote), 8000);
  if (viewport_ && QApplication::focusWidget() != viewport_->viewWidget()) {
    focusBeforePlay_ = QApplication::focusWidget();
    viewport_->viewWidget()->setFocus(Qt::OtherFocusReason);  // the keys steer the ship
  }
  return true;
}

bool PlayController::saveRecording(const QString& path) {
  const sw::InputRecording recording = session_->recording();
  if (!recording.length) {
    status(tr("Nothing to save yet: play first"), 5000);
    return false;
  }
  const sw::Status saved = sw::saveInputRecording(recording, path.toStdString());
  if (!saved) {
    document_->log()->addError(saved.error());
    status(tr("The recording could not be saved, see the Log"), 5000);
    return false;
  }
  status(tr("Saved %n tick(s) of input to %1", nullptr, int(*recording.length)).arg(path), 5000);
  return true;
}

bool PlayController::replay(const QString& path) {
  if (!document_->level()) {
    status(tr("There is no level to play"), 5000);
    return false;
  }
  sw::Result<sw::InputRecording> loaded = sw::loadInputRecording(path.toStdString());
  if (!loaded) {
    document_->log()->addError(loaded.error());
    status(tr("The recording could not be read, see the Log"), 5000);
    return false;
  }
  int levelIndex = document_->levelIndex();
  const auto& levels = document_->project().levels;
  for (std::size_t i = 0; i < levels.size(); ++i)
    if (!loaded->level.empty() && levels[i]->name == loaded->level) levelIndex = int(i);
  if (!session_->startReplay(document_->project(), levelIndex, *loaded)) return false;
  status(tr("Replaying %1").arg(QFileInfo(path).fileName()), 3000);
  return true;
}

void PlayController::stop() {
  if (!session_->isActive()) return;
  session_->stop();
  status(tr("Play stopped"), 3000);
}

void PlayController::setProjectOpen(bool open) {
  projectOpen_ = open;
  updateActions();
}

void PlayController::updateActions() {
  const bool active = session_->isActive();
  const bool paused = session_->state() == PlaySession::State::Paused;
  playAction_->setEnabled(!active && projectOpen_);
  playHereAction_->setEnabled(!active && projectOpen_);
  pauseAction_->setEnabled(active);
  pauseAction_->setChecked(paused);
  pauseAction_->setText(paused ? tr("Res&ume") : tr("P&ause"));
  stepAction_->setEnabled(active);
  stopAction_->setEnabled(active);
  replayAction_->setEnabled(!active && projectOpen_);
  // A continued run's recording keeps its continue point (`continue` lines): it replays alike.
  saveRecordingAction_->setEnabled(session_->recording().length.has_value());
  savedGames_->setCanStart(!active && projectOpen_);
}

void PlayController::saveOverlays() {
  QSettings settings;
  settings.setValue(QStringLiteral("play/collision"), collisionAction_->isChecked());
  settings.setValue(QStringLiteral("play/paths"), pathsAction_->isChecked());
  settings.setValue(QStringLiteral("play/spawns"), spawnsAction_->isChecked());
  settings.setValue(QStringLiteral("play/counters"), countersAction_->isChecked());
  settings.setValue(QStringLiteral("play/route"), routeAction_->isChecked());
  settings.setValue(QStringLiteral("play/hudLayout"), hudLayoutGroup_->checkedAction()->data().toString());
  settings.remove(QStringLiteral("play/classicHud"));  // replaced by play/hudLayout
  settings.setValue(QStringLiteral("play/twoPlayers"), twoPlayersAction_->isChecked());
  settings.setValue(QStringLiteral("play/wholeGame"), wholeGameAction_->isChecked());
}

void PlayController::applyOverlays() {
  PlayOverlays overlays;
  overlays.collision = collisionAction_->isChecked();
  overlays.paths = pathsAction_->isChecked();
  overlays.spawns = spawnsAction_->isChecked();
  overlays.counters = countersAction_->isChecked();
  overlays.route = routeAction_->isChecked();
  view_->setOverlays(overlays);
  const QString hud = hudLayoutGroup_->checkedAction()->data().toString();
  view_->setHudLayoutOverride(hud == QLatin1String("classic")   ? std::optional(HudOverlay::Layout::Classic)
                              : hud == QLatin1String("default") ? std::optional(HudOverlay::Layout::Default)
                                                                : std::nullopt);
}

void PlayController::updateRouteSubject() {
  RouteSubject subject;
  const sw::Level* level = document_->level();
  const auto& selected = document_->selection()->ids();
  if (level && !selected.isEmpty())
    for (const auto& object : level->objects) {  // the first selected creature in level order
      if (!selected.contains(object->id)) continue;
      if (sw::objectCast<const sw::Monster*>(object.get()))
        subject = {RouteSubject::Kind::Monster, object->name};
      else if (sw::objectCast<const sw::CharacterStart*>(object.get()))
        subject = {RouteSubject::Kind::Character, object->name};
      if (subject.kind != RouteSubject::Kind::None) break;
    }
  view_->setRouteSubject(subject);
}

void PlayController::configureKeys() {
  const bool wasRunning = session_->state() == PlaySession::State::Running;
  session_->pause();
  KeyConfigDialog dialog(input_->bindings(), input_->padBindings(), &input_->gamepads(), rumble_->isEnabled(), window_);
  if (dialog.exec() == QDialog::Accepted) {
    const KeyBindings bindings = dialog.bindings();
    bindings.save();
    input_->setBindings(bindings);
    savePadBindings(dialog.padBindings());
    input_->setPadBindings(dialog.padBindings());
    setRumbleEnabled(dialog.rumble());
    rumble_->setEnabled(dialog.rumble());
  }
  if (wasRunning) session_->resume();
}

void PlayController::status(const QString& text, int ms) {
  if (window_) window_->statusBar()->showMessage(text, ms);
}

}  // namespace sw::play
