// The key dialog's gamepad columns (editor/ui/play/key_config_dialog.h) with SDL's virtual
// joysticks: each player's pad shows by name and follows plugs live, clicking a pad cell and
// pressing a pad button (or pushing a stick) binds it, a second input can be added, Swap Pads
// trades the players' pads, Restore Defaults brings the pad defaults back, the rumble switch is
// returned, and without SDL the columns say so.
#include "ui/play/key_config_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QtTest>

#include "gamepad/gamepads.h"
#include "support/scratch_settings.h"
#include "support/virtual_pads.h"

using namespace sw::play;
using sw::gamepad::Gamepads;
using sw::gamepad::PadBindings;
using sw::gamepad::PadInput;
using sw::test::VirtualPad;

namespace {
int failingPadInit(std::uint32_t) { return -1; }
QString padName(const QDialog& dialog, int player) {
  return dialog.findChild<QLabel*>(QStringLiteral("padName_p%1").arg(player))->text();
}
QPushButton* cell(const QDialog& dialog, int player, const char* action) {
  return dialog.findChild<QPushButton*>(QStringLiteral("pad_p%1_%2").arg(player).arg(QLatin1String(action)));
}
}  // namespace

class KeyConfigDialogTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    sw::test::useScratchSettings(QStringLiteral("keyConfigDialogTest"));
    if (!sw::test::useVirtualPadsOnly()) QFAIL(SDL_GetError());
  }
  void cleanupTestCase() { SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER); }

  void padsShowByNameAndFollowPlugsLive() {
    auto first = std::make_unique<VirtualPad>("Blue Pad");
    Gamepads pads;
    KeyConfigDialog dialog(KeyBindings::defaults(), PadBindings::defaults(), &pads, true);
    dialog.show();
    QVERIFY(padName(dialog, 1).contains(QStringLiteral("Blue Pad")));
    QVERIFY(padName(dialog, 2).contains(QStringLiteral("none")));
    VirtualPad second("Red Pad");
    QTRY_VERIFY(padName(dialog, 2).contains(QStringLiteral("Red Pad")));
    first->unplug();
    QTRY_VERIFY(padName(dialog, 1).contains(QStringLiteral("none")));
    QVERIFY(padName(dialog, 2).contains(QStringLiteral("Red Pad")));
    // Swap Pads: the only pad now plays player 1.
    dialog.findChild<QPushButton*>(QStringLiteral("swapPadsButton"))->click();
    QVERIFY(padName(dialog, 1).contains(QStringLiteral("Red Pad")));
    QVERIFY(padName(dialog, 2).contains(QStringLiteral("none")));
  }

  void clickingACellAndPressingAPadInputBindsIt() {
    VirtualPad pad;
    Gamepads pads;
    KeyConfigDialog dialog(KeyBindings::defaults(), PadBindings::defaults(), &pads, true);
    dialog.show();
    QPushButton* fire = cell(dialog, 2, "fire");
    QCOMPARE(fire->text(), QStringLiteral("A, Right trigger"));
    fire->click();
    QCOMPARE(dialog.capturingPlayer(), 1);
    QCOMPARE(dialog.capturingAction(), 4);
    QVERIFY(fire->isChecked());
    pad.setButton(SDL_CONTROLLER_BUTTON_X, true);  // any pad binds: one pad can set up both players
    QTRY_COMPARE(dialog.capturingPlayer(), -1);
    QCOMPARE(dialog.padBindings().inputs[1][4], (PadBindings::Inputs{PadInput::button(SDL_CONTROLLER_BUTTON_X), {}}));
    QCOMPARE(fire->text(), QStringLiteral("X"));
    QVERIFY(!fire->isChecked());
    pad.setButton(SDL_CONTROLLER_BUTTON_X, false);

    // A stick pushed binds its direction.
    QPushButton* left = cell(dialog, 1, "left");
    left->click();
    pad.setAxis(SDL_CONTROLLER_AXIS_RIGHTX, -30000);
    QTRY_COMPARE(dialog.capturingPlayer(), -1);
    QCOMPARE(dialog.padBindings().inputs[0][2][0], PadInput::axis(SDL_CONTROLLER_AXIS_RIGHTX, -1));
    QCOMPARE(left->text(), QStringLiteral("Right stick left"));
    pad.setAxis(SDL_CONTROLLER_AXIS_RIGHTX, 0);

    // Clicking the cell again before any press gives up: nothing changes.
    QPushButton* up = cell(dialog, 1, "up");
    up->click();
    up->click();
    QCOMPARE(dialog.capturingPlayer(), -1);
    QCOMPARE(dialog.padBindings().inputs[0][0], PadBindings::defaults().inputs[0][0]);

    // Restore Defaults: the pads' too, and rumble on.
    dialog.findChild<QCheckBox*>(QStringLiteral("rumbleCheck"))->setChecked(false);
    QVERIFY(!dialog.rumble());
    auto* box = dialog.findChild<QDialogButtonBox*>();
    box->button(QDialogButtonBox::RestoreDefaults)->click();
    QCOMPARE(dialog.padBindings(), PadBindings::defaults());
    QCOMPARE(fire->text(), QStringLiteral("A, Right trigger"));
    QVERIFY(dialog.rumble());
  }

  void withoutSdlTheColumnsSaySo() {
    Gamepads pads(&failingPadInit);
    KeyConfigDialog dialog(KeyBindings::defaults(), PadBindings::defaults(), &pads, false);
    dialog.show();
    QVERIFY(padName(dialog, 1).contains(QStringLiteral("unavailable")));
    QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("swapPadsButton"))->isEnabled());
    cell(dialog, 1, "fire")->click();
    QCOMPARE(dialog.capturingPlayer(), -1);  // nothing to wait for
    QVERIFY(!dialog.rumble());
    // The bindings still edit and come back unchanged.
    QCOMPARE(dialog.padBindings(), PadBindings::defaults());
  }
};

QTEST_MAIN(KeyConfigDialogTest)
#include "key_config_dialog_test.moc"
