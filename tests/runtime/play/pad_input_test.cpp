// Gamepads in Play's input (play/play_input.h, play/pad_settings.h) with SDL's virtual
// joysticks: a pad's bits join the keyboard's for its player, so a keyboard player and a pad
// player play co-op; a pad that leaves takes its bits along and a pad plugged in again takes
// the free place; disabled input reads no pads; pad bindings and the rumble switch load and
// save in a scratch settings scope, and a binding SDL does not know keeps the default.
#include "play/play_input.h"

#include <QKeyEvent>
#include <QSettings>
#include <QtTest>

#include "gamepad/gamepads.h"
#include "play/pad_settings.h"
#include "support/scratch_settings.h"
#include "support/virtual_pads.h"

using namespace sw::play;
using sw::gamepad::PadBindings;
using sw::gamepad::PadInput;
using sw::test::VirtualPad;

namespace {
void key(QObject* target, QEvent::Type type, int k) {
  QKeyEvent event(type, k, Qt::NoModifier);
  QCoreApplication::sendEvent(target, &event);
}
}  // namespace

class PadInputTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    sw::test::useScratchSettings(QStringLiteral("padInputTest"));
    if (!sw::test::useVirtualPadsOnly()) QFAIL(SDL_GetError());
  }
  void cleanupTestCase() { SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER); }
  void init() { QSettings().clear(); }

  void aKeyboardPlayerAndAPadPlayerPlayCoop() {
    QObject window;
    VirtualPad pad("Pad");
    PlayInput input;
    input.watch(&window);
    input.setEnabled(true);
    // The only pad plays player 1; trading places puts it on player 2.
    QCOMPARE(input.gamepads().name(0), std::string("Pad"));
    input.gamepads().swapPlayers();
    pad.setButton(SDL_CONTROLLER_BUTTON_A, true);
    pad.setAxis(SDL_CONTROLLER_AXIS_LEFTX, 32767);
    key(&window, QEvent::KeyPress, Qt::Key_Up);  // player 1's keys
    sw::TickInput tick = input.takeTick();
    QCOMPARE(tick.player[0], std::uint8_t(sw::InputUp));
    QCOMPARE(tick.player[1], std::uint8_t(sw::InputFire | sw::InputRight));
    QCOMPARE(input.current(), tick);
    // Keys and pad for the same player add up.
    key(&window, QEvent::KeyPress, Qt::Key_W);  // player 2's up
    QCOMPARE(input.takeTick().player[1], std::uint8_t(sw::InputFire | sw::InputRight | sw::InputUp));
    // Released on the pad: only the key is left.
    pad.setButton(SDL_CONTROLLER_BUTTON_A, false);
    pad.setAxis(SDL_CONTROLLER_AXIS_LEFTX, 0);
    QCOMPARE(input.takeTick().player[1], std::uint8_t(sw::InputUp));
  }

  void aPadThatLeavesTakesItsBitsAndTheNextTakesItsPlace() {
    auto first = std::make_unique<VirtualPad>("First");
    VirtualPad second("Second");
    PlayInput input;
    input.setEnabled(true);
    first->setButton(SDL_CONTROLLER_BUTTON_Y, true);
    second.setButton(SDL_CONTROLLER_BUTTON_B, true);
    QCOMPARE(input.takeTick().player[0], std::uint8_t(sw::InputSwitchWeapon));
    QCOMPARE(input.current().player[1], std::uint8_t(sw::InputSecond));
    first->unplug();
    sw::TickInput tick = input.takeTick();
    QCOMPARE(tick.player[0], std::uint8_t(0));  // player 1 has no pad now
    QCOMPARE(tick.player[1], std::uint8_t(sw::InputSecond));
    QVERIFY(!input.gamepads().connected(0));
    first = std::make_unique<VirtualPad>("Back");
    first->setButton(SDL_CONTROLLER_BUTTON_DPAD_DOWN, true);
    input.takeTick();  // it connects: what it holds then is read from the next poll
    QCOMPARE(input.gamepads().name(0), std::string("Back"));
    QCOMPARE(input.takeTick().player[0], std::uint8_t(sw::InputDown));
  }

  void disabledInputReadsNoPads() {
    VirtualPad pad;
    PlayInput input;
    input.setEnabled(true);
    pad.setButton(SDL_CONTROLLER_BUTTON_A, true);
    QCOMPARE(input.takeTick().player[0], std::uint8_t(sw::InputFire));
    input.setEnabled(false);
    QCOMPARE(input.takeTick().player[0], std::uint8_t(0));
    QCOMPARE(input.current().player[0], std::uint8_t(0));
  }

  void padBindingsLoadAndSave() {
    QCOMPARE(loadPadBindings(), PadBindings::defaults());  // nothing stored
    PadBindings mine = PadBindings::defaults();
    mine.inputs[1][4] = {PadInput::button(SDL_CONTROLLER_BUTTON_X), PadInput{}};
    mine.inputs[0][0] = {PadInput::axis(SDL_CONTROLLER_AXIS_RIGHTY, -1, 0.2f), PadInput{}};
    mine.inputs[0][6] = {};  // unbound
    savePadBindings(mine);
    QCOMPARE(QSettings().value(QStringLiteral("play/pad/p2/fire")).toString(), QStringLiteral("x"));
    QCOMPARE(QSettings().value(QStringLiteral("play/pad/p1/up")).toString(), QStringLiteral("righty-@0.2"));
    QCOMPARE(QSettings().value(QStringLiteral("play/pad/p1/switch")).toString(), QString());
    QCOMPARE(loadPadBindings(), mine);
    // A new PlayInput plays with what is stored.
    QCOMPARE(PlayInput().padBindings(), mine);

    // What SDL does not know keeps the default, the rest loads.
    QSettings().setValue(QStringLiteral("play/pad/p2/fire"), QStringLiteral("turbo"));
    const PadBindings loaded = loadPadBindings();
    QCOMPARE(loaded.inputs[1][4], PadBindings::defaults().inputs[1][4]);
    QCOMPARE(loaded.inputs[0][0], mine.inputs[0][0]);
  }

  void rumbleIsOnUntilSwitchedOff() {
    QVERIFY(rumbleEnabled());
    setRumbleEnabled(false);
    QVERIFY(!rumbleEnabled());
    QCOMPARE(QSettings().value(QStringLiteral("play/pad/rumble")).toBool(), false);
    setRumbleEnabled(true);
    QVERIFY(rumbleEnabled());
  }
};

QTEST_GUILESS_MAIN(PadInputTest)
#include "pad_input_test.moc"
