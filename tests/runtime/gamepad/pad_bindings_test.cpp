// Pad bindings as text (gamepad/pad_bindings.h): SDL's names round-trip with dead zones,
// unknown names and bad dead zones are refused, the defaults move with d-pad and stick.
#include "gamepad/pad_bindings.h"

#include <SDL.h>

#include <QtTest>

using sw::gamepad::PadBindings;
using sw::gamepad::PadInput;

class PadBindingsTest : public QObject {
  Q_OBJECT
 private slots:
  void inputsRoundTripAsSdlNames() {
    QCOMPARE(PadInput::button(SDL_CONTROLLER_BUTTON_A).toString(), std::string("a"));
    QCOMPARE(PadInput::axis(SDL_CONTROLLER_AXIS_LEFTY, -1).toString(), std::string("lefty-"));
    const PadInput trigger = PadInput::axis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 1, 0.25f);
    QCOMPARE(trigger.toString(), std::string("righttrigger+@0.25"));
    QCOMPARE(PadInput::parse("righttrigger+@0.25"), std::optional<PadInput>(trigger));
    QCOMPARE(PadInput::parse("dpleft"), std::optional<PadInput>(PadInput::button(SDL_CONTROLLER_BUTTON_DPAD_LEFT)));
    QVERIFY(PadInput::parse("")->isNone());
    for (const PadInput& input : {PadInput::button(SDL_CONTROLLER_BUTTON_START), PadInput::axis(SDL_CONTROLLER_AXIS_RIGHTX, -1)})
      QCOMPARE(PadInput::parse(input.toString()), std::optional<PadInput>(input));
  }

  void unknownNamesAndBadDeadZonesAreRefused() {
    QVERIFY(!PadInput::parse("turbo"));
    QVERIFY(!PadInput::parse("sideways+"));
    QVERIFY(!PadInput::parse("leftx+@2"));
    QVERIFY(!PadInput::parse("leftx+@nan"));
    QVERIFY(!PadInput::parse("leftx+@"));
    QVERIFY(!PadBindings::parseInputs("a,turbo"));
    QVERIFY(!PadBindings::parseInputs("a,b,x"));  // more than an action holds
  }

  void actionsStoreTheirInputsAsAList() {
    const PadBindings d = PadBindings::defaults();
    QCOMPARE(PadBindings::inputsToString(d.inputs[0][0]), std::string("dpup,lefty-"));
    QCOMPARE(PadBindings::inputsToString(d.inputs[1][5]), std::string("b"));
    for (const auto& player : d.inputs)
      for (const auto& inputs : player)
        QCOMPARE(PadBindings::parseInputs(PadBindings::inputsToString(inputs)), std::optional(inputs));
    QCOMPARE(PadBindings::parseInputs(" , "), std::optional(PadBindings::Inputs{}));
  }
};

QTEST_GUILESS_MAIN(PadBindingsTest)
#include "pad_bindings_test.moc"
