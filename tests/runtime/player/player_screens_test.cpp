// The player's screens (runtime/player/player_screens.h) driven as a player would: keys sent
// to the screen widget (QTest::keyClick) and a pad's presses through padPressed(), the one
// path the window's pad timer feeds from Gamepads::takePress(), and once from an SDL virtual
// pad read through Gamepads as the window's timer reads it.
// Options and bindings are stored in a scratch settings scope and read back; the end of a
// level counts for the furthest level (Continue) and the high scores; a damaged progress
// file is named on the title screen and kept aside; a missing title image is named too.
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "menu_screen.h"
#include "model/io/game_progress.h"
#include "model/level/level.h"
#include "model/project/project.h"
#include "play/pad_settings.h"
#include "play/play_input.h"
#include "player_screens.h"
#include "player_settings.h"
#include "gamepad/gamepads.h"
#include "support/scratch_settings.h"
#include "support/virtual_pads.h"

using namespace sw::play;

namespace {

sw::gamepad::PadInput pad(const char* name) { return *sw::gamepad::PadInput::parse(name); }

}  // namespace

class PlayerScreensTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;
  std::unique_ptr<sw::Project> project_;

  QString progressPath() const { return dir_.filePath("progress/Screens Test.progress.json"); }
  std::unique_ptr<PlayerScreens> screens() {
    auto s = std::make_unique<PlayerScreens>(*project_, progressPath(), nullptr);
    s->widget()->resize(1366, 768);
    s->widget()->show();
    s->showTitle();
    return s;
  }
  static void keys(PlayerScreens& s, std::initializer_list<Qt::Key> list) {
    for (Qt::Key k : list) QTest::keyClick(s.widget(), k);
  }

 private slots:
  void initTestCase() {
    // Never the user's settings or data: a scratch scope of our own.
    sw::test::useScratchSettings(QStringLiteral("player_screens_test"));
    project_ = std::make_unique<sw::Project>();
    project_->name = "Screens Test";
    project_->directory = dir_.path().toStdString();
    for (const char* name : {"One", "Two"}) {
      auto level = std::make_unique<sw::Level>();
      level->name = name;
      level->file = std::string("levels/") + name + ".json";
      project_->levels.push_back(std::move(level));
    }
  }

  void init() {
    QSettings().clear();
    QFile::remove(progressPath());
    project_->rules.titleImage.clear();
  }

  void titleMenuByKeys() {
    auto s = screens();
    QCOMPARE(s->page(), PlayerScreens::Page::Title);
    QCOMPARE(s->widget()->heading(), QString("Screens Test"));  // no title text: the project's name
    QSignalSpy play(s.get(), &PlayerScreens::playLevel);
    QSignalSpy quit(s.get(), &PlayerScreens::quit);
    const QString start = s->widget()->items()[std::size_t(0)].label;
    QVERIFY(!s->widget()->items()[1].enabled);  // Continue: nothing reached yet
    keys(*s, {Qt::Key_Down});                   // skips Continue
    QCOMPARE(s->widget()->currentId(), s->widget()->items()[2].id);
    keys(*s, {Qt::Key_Return});
    QCOMPARE(s->page(), PlayerScreens::Page::Options);
    keys(*s, {Qt::Key_Escape});  // back on the title with Options chosen
    QCOMPARE(s->page(), PlayerScreens::Page::Title);
    keys(*s, {Qt::Key_Down, Qt::Key_Return});
    QCOMPARE(s->page(), PlayerScreens::Page::HighScores);
    keys(*s, {Qt::Key_Escape});               // back on the title with High scores chosen
    keys(*s, {Qt::Key_Up, Qt::Key_Return});  // so Up is Options
    QCOMPARE(s->page(), PlayerScreens::Page::Options);
    keys(*s, {Qt::Key_Escape, Qt::Key_Escape});  // Esc on the title never quits
    QCOMPARE(s->page(), PlayerScreens::Page::Title);
    QCOMPARE(quit.count(), 0);
    QVERIFY(s->widget()->select(s->widget()->items()[0].id));
    QCOMPARE(s->widget()->items()[0].label, start);
    keys(*s, {Qt::Key_Return});
    QCOMPARE(play.count(), 1);
    QCOMPARE(play.at(0).at(0).toInt(), 0);
    keys(*s, {Qt::Key_Up, Qt::Key_Return});  // Quit, the last item
    QCOMPARE(quit.count(), 1);
  }

  void pauseMenuByKeysAndPad() {
    auto s = screens();
    QSignalSpy resume(s.get(), &PlayerScreens::resume);
    QSignalSpy toTitle(s.get(), &PlayerScreens::quitToTitle);
    QImage frame(64, 36, QImage::Format_RGB32);
    frame.fill(Qt::darkCyan);
    s->showPause(frame);
    QCOMPARE(s->page(), PlayerScreens::Page::Pause);
    keys(*s, {Qt::Key_Escape});  // Esc resumes
    QCOMPARE(resume.count(), 1);
    s->padPressed(pad("start"));  // so does the pad's Start
    QCOMPARE(resume.count(), 2);
    s->padPressed(pad("b"));  // and B (back)
    QCOMPARE(resume.count(), 3);
    s->padPressed(pad("dpdown"));
    s->padPressed(pad("a"));  // Options
    QCOMPARE(s->page(), PlayerScreens::Page::Options);
    s->padPressed(pad("b"));  // back to the pause menu, Options still chosen
    QCOMPARE(s->page(), PlayerScreens::Page::Pause);
    s->padPressed(pad("lefty+"));  // the stick moves too
    s->padPressed(pad("a"));
    QCOMPARE(toTitle.count(), 1);
    // The paused frame shows behind the menu.
    const QImage shot = s->widget()->grab().toImage();
    QVERIFY(!shot.isNull());
  }

  void optionsAreStoredAndReadBack() {
    QSignalSpy* changed = nullptr;
    {
      auto s = screens();
      changed = new QSignalSpy(s.get(), &PlayerScreens::settingsChanged);
      s->widget()->select(s->widget()->items()[2].id);
      keys(*s, {Qt::Key_Return});  // Options
      QCOMPARE(s->page(), PlayerScreens::Page::Options);
      keys(*s, {Qt::Key_Right, Qt::Key_Right});                 // HUD: game's own -> Default -> Classic
      keys(*s, {Qt::Key_Down, Qt::Key_Left, Qt::Key_Left});    // master 100 -> 80
      keys(*s, {Qt::Key_Down, Qt::Key_Left});                  // effects 100 -> 90
      keys(*s, {Qt::Key_Down, Qt::Key_Right, Qt::Key_Right});  // music 80 -> 100 (at most)
      s->padPressed(pad("dpdown"));
      s->padPressed(pad("a"));  // Display: full screen -> window
      QCOMPARE(changed->count(), 8);
      delete changed;
    }
    const PlayerSettings back = PlayerSettings::load();
    QVERIFY(back.hud == sw::HudLayout::Classic);
    QCOMPARE(back.master, 80);
    QCOMPARE(back.effects, 90);
    QCOMPARE(back.music, 100);
    QCOMPARE(back.fullScreen, false);
    QCOMPARE(QSettings().value("player/hud").toString(), QString("classic"));
    const sw::audio::AudioSettings audio = back.audio({});
    QCOMPARE(audio.master, 0.8);
    // A new screen starts with what was stored.
    auto again = screens();
    QVERIFY(again->settings() == back);
  }

  void keysAndPadButtonsAreRebound() {
    auto s = screens();
    QSignalSpy rebound(s.get(), &PlayerScreens::bindingsChanged);
    s->widget()->select(s->widget()->items()[2].id);
    keys(*s, {Qt::Key_Return});  // Options
    s->widget()->select(s->widget()->items()[5].id);
    keys(*s, {Qt::Key_Return});  // Keyboard controls
    QCOMPARE(s->page(), PlayerScreens::Page::Keys);
    keys(*s, {Qt::Key_Down, Qt::Key_Down, Qt::Key_Down, Qt::Key_Down, Qt::Key_Return});  // Fire
    QVERIFY(s->widget()->capturing());
    keys(*s, {Qt::Key_Z});
    QCOMPARE(KeyBindings::load().keys[0][4], int(Qt::Key_Z));
    QCOMPARE(rebound.count(), 1);
    keys(*s, {Qt::Key_Return, Qt::Key_Escape});  // Esc cancels a capture: Fire keeps Z
    QCOMPARE(KeyBindings::load().keys[0][4], int(Qt::Key_Z));
    QCOMPARE(s->page(), PlayerScreens::Page::Keys);
    keys(*s, {Qt::Key_Escape});  // back to the options, then to the pad's controls by pad
    QCOMPARE(s->page(), PlayerScreens::Page::Options);
    s->padPressed(pad("dpdown"));
    s->padPressed(pad("a"));
    QCOMPARE(s->page(), PlayerScreens::Page::Pad);
    for (int i = 0; i < 4; ++i) s->padPressed(pad("dpdown"));
    s->padPressed(pad("a"));  // Fire: the next pad input is its binding
    s->padPressed(pad("y"));
    const sw::gamepad::PadBindings pads = loadPadBindings();
    QVERIFY(pads.inputs[0][4][0] == pad("y"));
    QVERIFY(pads.inputs[0][4][1] == sw::gamepad::PadBindings::defaults().inputs[0][4][0]);  // A stays beside it
    QCOMPARE(rebound.count(), 2);
    // Reset to defaults puts player 1's keys back.
    s->padPressed(pad("b"));
    s->padPressed(pad("dpup"));
    s->padPressed(pad("a"));  // Keyboard controls
    QCOMPARE(s->page(), PlayerScreens::Page::Keys);
    s->widget()->select(s->widget()->items()[7].id);  // Reset to defaults
    keys(*s, {Qt::Key_Return});
    QCOMPARE(KeyBindings::load().keys[0], KeyBindings::defaults().keys[0]);
  }

  // A pad as SDL reports it (a virtual one): its presses, read through Gamepads as the
  // window's pad timer reads them, move through the menus.
  void aVirtualPadMovesThroughTheMenus() {
    if (!sw::test::useVirtualPadsOnly()) QFAIL(SDL_GetError());
    sw::gamepad::Gamepads pads;
    sw::test::VirtualPad pad("Menu Pad");
    QVERIFY(pad.plugged());
    pads.poll();  // a pad's first reading is its state, not presses
    auto s = screens();
    auto feed = [&] {
      pads.poll();
      while (const auto press = pads.takePress()) s->padPressed(press->input);
    };
    auto tap = [&](SDL_GameControllerButton button) {
      pad.setButton(button, true);
      feed();
      pad.setButton(button, false);
      feed();
    };
    tap(SDL_CONTROLLER_BUTTON_DPAD_DOWN);  // Continue is off: Options
    tap(SDL_CONTROLLER_BUTTON_A);
    QCOMPARE(s->page(), PlayerScreens::Page::Options);
    tap(SDL_CONTROLLER_BUTTON_B);
    QCOMPARE(s->page(), PlayerScreens::Page::Title);
    pad.setAxis(SDL_CONTROLLER_AXIS_LEFTY, 30000);  // the stick, down: High scores
    feed();
    pad.setAxis(SDL_CONTROLLER_AXIS_LEFTY, 0);
    feed();
    tap(SDL_CONTROLLER_BUTTON_A);
    QCOMPARE(s->page(), PlayerScreens::Page::HighScores);
  }

  void theEndOfALevelIsSavedAndContinued() {
    {
      auto s = screens();
      s->levelOver(false, 0, 1500);  // level One finished: Two is reached
      QCOMPARE(s->page(), PlayerScreens::Page::GameEnd);
      QVERIFY(s->widget()->lines().join(' ').contains("1"));
      QTest::keyClicks(s->widget(), "Ann");
      QCOMPARE(s->widget()->enteredText(), QString("Ann"));
      keys(*s, {Qt::Key_Return});
      QCOMPARE(s->page(), PlayerScreens::Page::HighScores);
      keys(*s, {Qt::Key_Escape});
      QCOMPARE(s->page(), PlayerScreens::Page::Title);
      QVERIFY(s->widget()->items()[1].enabled);  // Continue
    }
    QVERIFY(QFile::exists(progressPath()));
    sw::ProgressFile file(progressPath().toStdString(), "Screens Test");
    QVERIFY(!file.problem());
    QCOMPARE(file.progress().furthestLevel, std::string("Two"));
    QCOMPARE(file.progress().highScores.size(), std::size_t(1));
    QCOMPARE(file.progress().highScores[0].name, std::string("Ann"));
    QCOMPARE(file.progress().highScores[0].score, std::int64_t(1500));
    QCOMPARE(file.progress().highScores[0].level, std::string("One"));

    // A new run of the player: Continue starts level Two.
    auto s = screens();
    QCOMPARE(s->continueLevel(), 1);
    QSignalSpy play(s.get(), &PlayerScreens::playLevel);
    keys(*s, {Qt::Key_Down, Qt::Key_Return});
    QCOMPARE(play.count(), 1);
    QCOMPARE(play.at(0).at(0).toInt(), 1);
    // Game over on Two: Continue plays Two again; Quit to title with a score goes to the
    // end screen, where a pad's A saves it as P1.
    s->levelOver(true, 1, 700);
    QCOMPARE(s->page(), PlayerScreens::Page::GameOver);
    keys(*s, {Qt::Key_Return});
    QCOMPARE(play.count(), 2);
    QCOMPARE(play.at(1).at(0).toInt(), 1);
    s->levelOver(true, 1, 700);
    s->padPressed(pad("dpdown"));
    s->padPressed(pad("a"));  // Quit to title
    QCOMPARE(s->page(), PlayerScreens::Page::GameEnd);
    s->padPressed(pad("a"));
    QCOMPARE(s->page(), PlayerScreens::Page::HighScores);
    sw::ProgressFile after(progressPath().toStdString(), "Screens Test");
    QCOMPARE(after.progress().highScores.size(), std::size_t(2));
    QCOMPARE(after.progress().highScores[1].name, std::string("P1"));
    QCOMPARE(after.progress().furthestLevel, std::string("Two"));  // never goes back
  }

  void aDamagedProgressFileIsNamedAndKeptAside() {
    QVERIFY(QDir().mkpath(QFileInfo(progressPath()).path()));
    QFile bad(progressPath());
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\"formatVersion\": 1, \"kind\": \"scrollwork-progress\", \"game\": \"Screens Test\", \"highScores\": 7}");
    bad.close();
    auto s = screens();
    const QString message = s->widget()->message();
    QVERIFY2(message.contains(QDir::toNativeSeparators(progressPath())), qPrintable(message));
    QVERIFY2(message.contains("/highScores"), qPrintable(message));
    QVERIFY(s->progress().problem());
    s->levelOver(false, 0, 10);  // saves: the damaged file goes aside first
    QVERIFY(QFile::exists(progressPath() + ".damaged"));
    QFile aside(progressPath() + ".damaged");
    QVERIFY(aside.open(QIODevice::ReadOnly));
    QVERIFY(aside.readAll().contains("\"highScores\": 7"));
    QVERIFY(!sw::ProgressFile(progressPath().toStdString(), "Screens Test").problem());
    QFile::remove(progressPath() + ".damaged");
  }

  void aMissingTitleImageIsNamedAndTheTitleDrawsWithoutIt() {
    project_->rules.titleImage = "images/missing.png";
    const ScreenLook look = ScreenLook::of(*project_);
    QVERIFY(look.image.isNull());
    QVERIFY2(look.imageProblem.contains("game.json") && look.imageProblem.contains("/titleImage") &&
                 look.imageProblem.contains("images/missing.png"),
             qPrintable(look.imageProblem));
    auto s = screens();
    QCOMPARE(s->page(), PlayerScreens::Page::Title);
    QVERIFY(!s->widget()->grab().isNull());
  }
};

QTEST_MAIN(PlayerScreensTest)
#include "player_screens_test.moc"
