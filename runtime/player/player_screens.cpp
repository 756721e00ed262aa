#include "model/project/game_order.h"
#include "player_screens.h"

#include <QDate>
#include <QDir>
#include <QKeySequence>
#include <cstdio>

#include "menu_screen.h"
#include "model/io/game_progress.h"
#include "model/project/project.h"
#include "play/pad_settings.h"
#include "play/play_input.h"

namespace sw::play {

namespace {

QString hudName(const std::optional<sw::HudLayout>& hud) {
  if (!hud) return PlayerScreens::tr("The game's own");
  return *hud == sw::HudLayout::Classic ? PlayerScreens::tr("Classic") : PlayerScreens::tr("Default");
}

QString percentText(int value) { return QStringLiteral("%1 %").arg(value); }

QString padText(const sw::gamepad::PadBindings::Inputs& inputs) {
  QString text = QString::fromStdString(sw::gamepad::PadBindings::inputsToString(inputs));
  text.replace(QLatin1Char(','), QStringLiteral(", "));
  return text.isEmpty() ? PlayerScreens::tr("(none)") : text;
}

}  // namespace

PlayerScreens::PlayerScreens(const sw::Project& project, const QString& progressPath, QWidget* parent)
    : QObject(parent), project_(project), screen_(new MenuScreen(parent)), settings_(PlayerSettings::load()) {
  const ScreenLook look = ScreenLook::of(project);
  if (!look.imageProblem.isEmpty()) std::fprintf(stderr, "scrollwork-player: %s\n", qPrintable(look.imageProblem));
  screen_->setLook(look);
  progress_ = std::make_unique<sw::ProgressFile>(QDir::toNativeSeparators(progressPath).toStdString(), project.name);
  if (const auto& problem = progress_->problem()) {
    const QString where = QString::fromStdString(problem->toString());
    std::fprintf(stderr, "scrollwork-player: saved progress refused: %s (kept aside as %s.damaged when progress is next saved)\n",
                 qPrintable(where), qPrintable(QDir::toNativeSeparators(progressPath)));
    problemLine_ = tr("Saved progress refused: %1").arg(where);
  }
  connect(screen_, &MenuScreen::chosen, this, &PlayerScreens::onChosen);
  connect(screen_, &MenuScreen::adjusted, this, &PlayerScreens::onAdjusted);
  connect(screen_, &MenuScreen::back, this, &PlayerScreens::onBack);
  connect(screen_, &MenuScreen::pausePressed, this, [this] {
    if (page_ == Page::Pause) emit resume();
  });
  connect(screen_, &MenuScreen::keyCaptured, this, &PlayerScreens::onKeyCaptured);
}

PlayerScreens::~PlayerScreens() = default;

QString PlayerScreens::levelName(int levelIndex) const {
  if (levelIndex < 0 || levelIndex >= int(project_.levels.size())) return {};
  return QString::fromStdString(project_.levels[std::size_t(levelIndex)]->name);
}

int PlayerScreens::continueLevel() const {
  const std::string& furthest = progress_->progress().furthestLevel;
  if (furthest.empty()) return -1;
  for (std::size_t i = 0; i < project_.levels.size(); ++i)
    if (project_.levels[i]->name == furthest) return int(i);
  return -1;
}

void PlayerScreens::showTitle() { show(Page::Title); }

void PlayerScreens::showPause(const QImage& frame) {
  pausedFrame_ = frame;
  show(Page::Pause);
}

void PlayerScreens::levelOver(bool gameOver, int levelIndex, qint64 score, const QImage& frame) {
  pausedFrame_ = frame;
  // Finishing a level reaches the next one (Continue starts there); losing reaches this one.
  // In the game's order (model/project/game_order.h): the level after this one, if any.
  const std::vector<int> order = sw::gameLevelOrder(project_);
  const int at = sw::gameOrderPosition(project_, levelIndex);
  const bool hasNext = at >= 0 && at + 1 < int(order.size());
  noteLevelReached(!gameOver && hasNext ? order[std::size_t(at + 1)] : levelIndex);
  endScore_ = score;
  endLevel_ = levelIndex;
  endRecorded_ = false;
  show(gameOver ? Page::GameOver : Page::GameEnd);
}

void PlayerScreens::noteLevelReached(int levelIndex) {
  const int before = continueLevel();
  if (before >= 0 && sw::gameOrderPosition(project_, before) >= sw::gameOrderPosition(project_, levelIndex)) return;
  progress_->progress().furthestLevel = levelName(levelIndex).toStdString();
  saveProgress();
}

void PlayerScreens::saveProgress() {
  const sw::Status saved = progress_->save();
  if (!saved) {
    const QString line = QString::fromStdString(saved.error().toString());
    std::fprintf(stderr, "scrollwork-player: progress not saved: %s\n", qPrintable(line));
    screen_->setMessage(tr("Progress not saved: %1").arg(line));
    return;
  }
  if (!progress_->keptAside().empty() && !problemLine_.isEmpty()) {
    const QString aside = QDir::toNativeSeparators(QString::fromStdString(progress_->keptAside()));
    std::fprintf(stderr, "scrollwork-player: the refused progress file was kept aside as %s\n", qPrintable(aside));
    problemLine_ = tr("The refused progress file was kept aside as %1").arg(aside);
  }
}

void PlayerScreens::recordScore() {
  if (endRecorded_) return;
  endRecorded_ = true;
  QString name = screen_->enteredText().trimmed();
  if (name.isEmpty()) name = QStringLiteral("P1");
  const std::optional<std::size_t> at = progress_->progress().addHighScore(
      {name.toStdString(), endScore_, levelName(endLevel_).toStdString(),
       QDate::currentDate().toString(Qt::ISODate).toStdString()});
  highlightedScore_ = at ? int(*at) : -1;
  saveProgress();
}

void PlayerScreens::show(Page page, int current) {
  page_ = page;
  // The paused (or last) frame stays behind the pause menu and its options, game over and the end.
  const bool overTheGame = page == Page::Pause || page == Page::GameOver || page == Page::GameEnd ||
                           ((page == Page::Options || page == Page::Keys || page == Page::Pad) && optionsFrom_ == Page::Pause);
  screen_->setBackdrop(overTheGame ? pausedFrame_ : QImage());
  screen_->setMessage(page == Page::Title ? problemLine_ : QString());
  using Item = MenuScreen::Item;
  switch (page) {
    case Page::Title: {
      const int from = continueLevel();
      screen_->showPage(screen_->look().title, {},
                        {Item{kStart, tr("Start")},
                         Item{kContinue, from >= 0 ? tr("Continue (%1)").arg(levelName(from)) : tr("Continue"), {}, from >= 0},
                         Item{kOptions, tr("Options")}, Item{kHighScores, tr("High scores")}, Item{kQuit, tr("Quit")}},
                        current, true);
      break;
    }
    case Page::Pause:
      screen_->showPage(tr("Paused"), {},
                        {Item{kResume, tr("Resume")}, Item{kOptions, tr("Options")}, Item{kQuitToTitle, tr("Quit to title")}},
                        current);
      break;
    case Page::Options: showOptions(current); break;
    case Page::Keys:
    case Page::Pad: showControls(page, current); break;
    case Page::HighScores: {
      QList<QStringList> rows;
      const auto& scores = progress_->progress().highScores;
      for (std::size_t i = 0; i < scores.size(); ++i)
        rows << QStringList{QString::number(i + 1), QString::fromStdString(scores[i].name),
                            QLocale().toString(scores[i].score), QString::fromStdString(scores[i].level),
                            QString::fromStdString(scores[i].date)};
      screen_->showPage(tr("High scores"), scores.empty() ? QStringList{tr("No scores yet.")} : QStringList{},
                        {Item{kBack, tr("Back")}});
      screen_->setTable(rows, highlightedScore_);
      break;
    }
    case Page::GameOver:
      screen_->showPage(tr("Game over"),
                        {tr("Score: %1").arg(QLocale().toString(endScore_)), tr("Level: %1").arg(levelName(endLevel_))},
                        {Item{kRetry, tr("Continue")}, Item{kQuitToTitle, tr("Quit to title")}}, current);
      break;
    case Page::GameEnd: {
      const bool qualifies = progress_->progress().rankOf(endScore_).has_value();
      QStringList lines{tr("Final score: %1").arg(QLocale().toString(endScore_))};
      if (qualifies) lines << tr("A high score! Type your name (or leave it empty for P1), then Enter.");
      std::vector<Item> items;
      if (qualifies) items.push_back(Item{kName, tr("Name"), QStringLiteral("_")});
      items.push_back(Item{kDone, qualifies ? tr("Save score") : tr("Back to title")});
      screen_->showPage(tr("The end"), lines, items, current);
      screen_->setTextEntry(qualifies, kName);
      break;
    }
  }
  screen_->setFocus();
}

void PlayerScreens::showOptions(int current) {
  using Item = MenuScreen::Item;
  screen_->showPage(tr("Options"), {},
                    {Item{kHud, tr("HUD theme"), hudName(settings_.hud)},
                     Item{kMaster, tr("Master volume"), percentText(settings_.master)},
                     Item{kEffects, tr("Effects volume"), percentText(settings_.effects)},
                     Item{kMusic, tr("Music volume"), percentText(settings_.music)},
                     Item{kDisplay, tr("Display"), settings_.fullScreen ? tr("Full screen") : tr("Window")},
                     Item{kKeys, tr("Keyboard controls"), QStringLiteral("\u2192")}, Item{kPad, tr("Gamepad controls"), QStringLiteral("\u2192")},
                     Item{kBack, tr("Back"), QStringLiteral(" ")}},
                    current);
}

void PlayerScreens::showControls(Page page, int current) {
  using Item = MenuScreen::Item;
  std::vector<Item> items;
  const KeyBindings keys = KeyBindings::load();
  const sw::gamepad::PadBindings pads = loadPadBindings();
  for (int a = 0; a < kPlayerActionCount; ++a) {
    const int key = keys.keys[0][std::size_t(a)];
    items.push_back(Item{kAction0 + a, KeyBindings::actionName(a),
                         page == Page::Keys ? (key ? QKeySequence(key).toString(QKeySequence::NativeText) : tr("(none)"))
                                            : padText(pads.inputs[0][std::size_t(a)])});
  }
  items.push_back(Item{kDefaults, tr("Reset to defaults"), QStringLiteral(" ")});
  items.push_back(Item{kBack, tr("Back"), QStringLiteral(" ")});
  screen_->showPage(page == Page::Keys ? tr("Keyboard controls") : tr("Gamepad controls"),
                    {page == Page::Keys ? tr("Player 1: choose an action, then press its new key (Esc: cancel).")
                                        : tr("Player 1: choose an action, then press its new pad button or stick.")},
                    items, current);
}

void PlayerScreens::onChosen(int id) {
  switch (page_) {
    case Page::Title:
      if (id == kStart) emit playLevel(sw::gameLevelOrder(project_).empty() ? 0 : sw::gameLevelOrder(project_).front());
      if (id == kContinue && continueLevel() >= 0) emit playLevel(continueLevel());
      if (id == kOptions) {
        optionsFrom_ = Page::Title;
        show(Page::Options);
      }
      if (id == kHighScores) {
        highlightedScore_ = -1;
        show(Page::HighScores);
      }
      if (id == kQuit) emit quit();
      break;
    case Page::Pause:
      if (id == kResume) emit resume();
      if (id == kOptions) {
        optionsFrom_ = Page::Pause;
        show(Page::Options);
      }
      if (id == kQuitToTitle) emit quitToTitle();
      break;
    case Page::Options:
      if (id == kKeys) show(Page::Keys);
      else if (id == kPad) show(Page::Pad);
      else if (id == kBack) onBack();
      else adjustOption(id, 1);
      break;
    case Page::Keys:
    case Page::Pad:
      if (id == kBack) {
        onBack();
      } else if (id == kDefaults) {
        if (page_ == Page::Keys) {
          KeyBindings keys = KeyBindings::load();
          keys.keys[0] = KeyBindings::defaults().keys[0];
          keys.save();
        } else {
          sw::gamepad::PadBindings pads = loadPadBindings();
          pads.inputs[0] = sw::gamepad::PadBindings::defaults().inputs[0];
          savePadBindings(pads);
        }
        emit bindingsChanged();
        show(page_, id);
      } else if (id >= kAction0) {
        capturingAction_ = id - kAction0;
        screen_->setCapturing(true);
      }
      break;
    case Page::HighScores: onBack(); break;
    case Page::GameOver:
      if (id == kRetry) emit playLevel(endLevel_);
      if (id == kQuitToTitle) onBack();
      break;
    case Page::GameEnd:
      if (progress_->progress().rankOf(endScore_) && !endRecorded_) {
        recordScore();
        show(Page::HighScores);
      } else {
        showTitle();
      }
      break;
  }
}

void PlayerScreens::onAdjusted(int id, int delta) {
  if (page_ == Page::Options) adjustOption(id, delta);
}

void PlayerScreens::adjustOption(int id, int delta) {
  auto step = [delta](int& value) { value = std::clamp(value + 10 * delta, 0, 100); };
  switch (id) {
    case kHud: {
      // The game's own -> Default -> Classic, round.
      const int now = settings_.hud ? int(*settings_.hud) + 1 : 0;
      const int next = (now + (delta < 0 ? 2 : 1)) % 3;
      settings_.hud = next == 0 ? std::nullopt : std::optional<sw::HudLayout>(sw::HudLayout(next - 1));
      screen_->setValue(id, hudName(settings_.hud));
      break;
    }
    case kMaster: step(settings_.master); screen_->setValue(id, percentText(settings_.master)); break;
    case kEffects: step(settings_.effects); screen_->setValue(id, percentText(settings_.effects)); break;
    case kMusic: step(settings_.music); screen_->setValue(id, percentText(settings_.music)); break;
    case kDisplay:
      settings_.fullScreen = !settings_.fullScreen;
      screen_->setValue(id, settings_.fullScreen ? tr("Full screen") : tr("Window"));
      break;
    default: return;
  }
  settings_.save();
  emit settingsChanged(settings_);
}

void PlayerScreens::onBack() {
  switch (page_) {
    case Page::Title: break;  // Quit is an item of its own: Esc never ends the game by surprise
    case Page::Pause: emit resume(); break;
    case Page::Options:
      show(optionsFrom_, kOptions);
      break;
    case Page::Keys: show(Page::Options, kKeys); break;
    case Page::Pad: show(Page::Options, kPad); break;
    case Page::HighScores: show(Page::Title, kHighScores); break;
    case Page::GameOver:
      if (progress_->progress().rankOf(endScore_) && endScore_ > 0) show(Page::GameEnd);
      else showTitle();
      break;
    case Page::GameEnd: showTitle(); break;
  }
}

void PlayerScreens::onKeyCaptured(int key) {
  const int action = capturingAction_;
  capturingAction_ = -1;
  if (action < 0 || page_ != Page::Keys || key == 0) {
    show(page_, kAction0 + std::max(action, 0));
    return;
  }
  KeyBindings keys = KeyBindings::load();
  // A key does one thing: taken from any other action of either player that had it.
  for (auto& player : keys.keys)
    for (int& bound : player)
      if (bound == key) bound = 0;
  keys.keys[0][std::size_t(action)] = key;
  keys.save();
  emit bindingsChanged();
  show(Page::Keys, kAction0 + action);
}

void PlayerScreens::padPressed(const sw::gamepad::PadInput& input) {
  if (capturingAction_ >= 0 && page_ == Page::Pad) {
    const int action = capturingAction_;
    capturingAction_ = -1;
    if (menuKeyOfPad(input) == MenuKey::Pause) {  // Start cancels, as Esc does
      show(Page::Pad, kAction0 + action);
      return;
    }
    sw::gamepad::PadBindings pads = loadPadBindings();
    auto& inputs = pads.inputs[0][std::size_t(action)];
    // The new input first; the other one the action had stays (the stick beside the d-pad).
    inputs[1] = inputs[0] == input ? inputs[1] : inputs[0];
    inputs[0] = input;
    savePadBindings(pads);
    emit bindingsChanged();
    show(Page::Pad, kAction0 + action);
    return;
  }
  if (capturingAction_ >= 0) return;  // a key is awaited
  if (const std::optional<MenuKey> key = menuKeyOfPad(input)) {
    screen_->navigate(*key);
  }
}

}  // namespace sw::play
