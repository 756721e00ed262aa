// Gamepads through SDL (gamepad/gamepads.h), driven by SDL's virtual joysticks: a pressed
// button or a pushed stick gives the bound bits, two pads play two players, an unplugged
// pad frees its player's place and the next pad takes it, presses are offered for binding,
// rumble reaches the pad that can rumble, and a failing SDL leaves everything working
// without pads.
#include "gamepad/gamepads.h"

#include <QtTest>

#include "support/virtual_pads.h"

using sw::gamepad::Gamepads;
using sw::gamepad::PadBindings;
using sw::gamepad::PadInput;
using sw::test::VirtualPad;

namespace {
constexpr std::uint8_t kUp = sw::InputUp, kLeft = sw::InputLeft, kDown = sw::InputDown, kFire = sw::InputFire;
int failingInit(std::uint32_t) { return -1; }
}  // namespace

class GamepadsTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    if (!sw::test::useVirtualPadsOnly()) QFAIL(SDL_GetError());
  }
  void cleanupTestCase() { SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER); }

  void aPressedButtonOrPushedStickGivesTheBoundBits() {
    Gamepads pads;
    QVERIFY(pads.available());
    QVERIFY(!pads.connected(0));
    VirtualPad pad("Test Pad");
    QVERIFY(pad.plugged());
    pads.poll();
    QVERIFY(pads.connected(0));
    QCOMPARE(pads.name(0), std::string("Test Pad"));
    const PadBindings bindings = PadBindings::defaults();
    QCOMPARE(pads.bits(0, bindings), std::uint8_t(0));

    pad.setButton(SDL_CONTROLLER_BUTTON_A, true);
    pad.setButton(SDL_CONTROLLER_BUTTON_DPAD_UP, true);
    pads.poll();
    QCOMPARE(pads.bits(0, bindings), std::uint8_t(kFire | kUp));
    pad.setButton(SDL_CONTROLLER_BUTTON_A, false);
    pad.setButton(SDL_CONTROLLER_BUTTON_DPAD_UP, false);
    // The stick: past the dead zone only.
    pad.setAxis(SDL_CONTROLLER_AXIS_LEFTX, -8000);
    pads.poll();
    QCOMPARE(pads.bits(0, bindings), std::uint8_t(0));
    pad.setAxis(SDL_CONTROLLER_AXIS_LEFTX, -30000);
    pad.setAxis(SDL_CONTROLLER_AXIS_LEFTY, 30000);  // SDL's Y points down
    pads.poll();
    QCOMPARE(pads.bits(0, bindings), std::uint8_t(kLeft | kDown));
    // Another binding: fire on the left trigger with a small dead zone.
    PadBindings mine = bindings;
    mine.inputs[0][4] = {PadInput::axis(SDL_CONTROLLER_AXIS_TRIGGERLEFT, 1, 0.1f), PadInput{}};
    pad.setAxis(SDL_CONTROLLER_AXIS_TRIGGERLEFT, 6000);
    pads.poll();
    QCOMPARE(pads.bits(0, mine), std::uint8_t(kLeft | kDown | kFire));
    QCOMPARE(pads.bits(1, mine), std::uint8_t(0));  // nobody's pad
  }

  void twoPadsPlayTwoPlayersAndAPadThatLeavesFreesItsPlace() {
    Gamepads pads;
    auto first = std::make_unique<VirtualPad>("First");
    VirtualPad second("Second");
    pads.poll();
    QCOMPARE(pads.name(0), std::string("First"));
    QCOMPARE(pads.name(1), std::string("Second"));
    second.setButton(SDL_CONTROLLER_BUTTON_A, true);
    pads.poll();
    const PadBindings bindings = PadBindings::defaults();
    QCOMPARE(pads.bits(0, bindings), std::uint8_t(0));
    QCOMPARE(pads.bits(1, bindings), std::uint8_t(kFire));

    const int before = pads.generation();
    first->unplug();
    pads.poll();
    QVERIFY(pads.generation() != before);
    QVERIFY(!pads.connected(0));  // player 1 has none now ...
    QCOMPARE(pads.name(1), std::string("Second"));  // ... and player 2 keeps theirs
    QCOMPARE(pads.bits(1, bindings), std::uint8_t(kFire));

    // A third pad waits while both places are taken; the new one takes the free place.
    first = std::make_unique<VirtualPad>("Again");
    pads.poll();
    QCOMPARE(pads.name(0), std::string("Again"));
    QCOMPARE(pads.name(1), std::string("Second"));
    VirtualPad third("Third");
    pads.poll();
    QCOMPARE(pads.padCount(), 3);
    QCOMPARE(pads.name(0), std::string("Again"));
    second.unplug();
    pads.poll();
    QCOMPARE(pads.name(1), std::string("Third"));
  }

  void playersTradePadsSoOnePadCanPlayPlayerTwo() {
    Gamepads pads;
    VirtualPad only("Only");
    pads.poll();
    QCOMPARE(pads.name(0), std::string("Only"));
    const int before = pads.generation();
    pads.swapPlayers();
    QVERIFY(pads.generation() != before);
    QVERIFY(!pads.connected(0));
    QCOMPARE(pads.name(1), std::string("Only"));
    only.setButton(SDL_CONTROLLER_BUTTON_A, true);
    pads.poll();
    QCOMPARE(pads.bits(1, PadBindings::defaults()), std::uint8_t(kFire));
    // A pad plugged in now takes the free place: player 1's.
    VirtualPad next("Next");
    pads.poll();
    QCOMPARE(pads.name(0), std::string("Next"));
  }

  void pressesAreOfferedForBindingButNotWhatIsHeldWhenAPadConnects() {
    VirtualPad pad;
    pad.setButton(SDL_CONTROLLER_BUTTON_B, true);  // held before anyone looked
    Gamepads pads;
    pads.poll();
    QVERIFY(!pads.takePress());
    pad.setButton(SDL_CONTROLLER_BUTTON_X, true);
    pad.setAxis(SDL_CONTROLLER_AXIS_RIGHTY, -32000);
    pads.poll();
    std::vector<PadInput> pressed;
    while (auto press = pads.takePress()) {
      QCOMPARE(press->player, 0);
      pressed.push_back(press->input);
    }
    QCOMPARE(pressed.size(), std::size_t(2));
    QVERIFY(std::count(pressed.begin(), pressed.end(), PadInput::button(SDL_CONTROLLER_BUTTON_X)) == 1);
    QVERIFY(std::count(pressed.begin(), pressed.end(), PadInput::axis(SDL_CONTROLLER_AXIS_RIGHTY, -1)) == 1);
    pads.poll();  // still held: nothing new
    QVERIFY(!pads.takePress());
  }

  void rumbleReachesAPadThatCanRumble() {
    VirtualPad strong("Rumbles");
    VirtualPad still("Does not", false);
    Gamepads pads;
    QVERIFY(pads.canRumble(0));
    QVERIFY(!pads.canRumble(1));
    QVERIFY(pads.rumble(0, 0xFFFF, 0x8000, 200));
    QCOMPARE(strong.rumbles, 1);
    QCOMPARE(strong.low, std::uint16_t(0xFFFF));
    QCOMPARE(strong.high, std::uint16_t(0x8000));
    QVERIFY(!pads.rumble(1, 0xFFFF, 0xFFFF, 200));
    QVERIFY(!pads.rumble(1 + sw::kMaxPlayers, 1, 1, 200));
    QCOMPARE(still.rumbles, 0);
  }

  void withoutSdlThereAreNoPadsAndNothingBreaks() {
    VirtualPad pad;
    Gamepads pads(&failingInit);
    QVERIFY(!pads.available());
    QVERIFY(!pads.problem().empty());
    pads.poll();
    QVERIFY(!pads.connected(0));
    QCOMPARE(pads.bits(0, PadBindings::defaults()), std::uint8_t(0));
    QVERIFY(!pads.rumble(0, 1, 1, 10));
    QVERIFY(!pads.takePress());
  }
};

QTEST_GUILESS_MAIN(GamepadsTest)
#include "gamepads_test.moc"
