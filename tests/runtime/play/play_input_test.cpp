// Keyboard to tick input (play/play_input.h), fed real key events as a window gets them: a
// tap that begins and ends between two ticks counts for the next tick (issue #45: a quick
// press of the weapon key did not switch weapons), a held key counts every tick, auto-repeat
// adds nothing, Ctrl combinations stay shortcuts, and a disabled input eats nothing.
#include "play/play_input.h"

#include <QKeyEvent>
#include <QStandardPaths>
#include <QtTest>

using namespace sw::play;

namespace {
bool send(QObject* target, QEvent::Type type, int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier,
          bool autoRepeat = false) {
  QKeyEvent event(type, key, modifiers, QString(), autoRepeat);
  QCoreApplication::sendEvent(target, &event);
  return event.isAccepted();
}
std::uint8_t bit(int action) { return KeyBindings::actionBit(action); }
constexpr int kFire = 4, kSwitch = 6;
}  // namespace

class PlayInputTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void aTapBetweenTwoTicksCountsOnce() {
    QObject window;
    PlayInput input;
    input.setBindings(KeyBindings::defaults());
    input.watch(&window);
    input.setEnabled(true);
    QCOMPARE(input.takeTick().player[0], std::uint8_t(0));

    send(&window, QEvent::KeyPress, Qt::Key_C);
    send(&window, QEvent::KeyRelease, Qt::Key_C);  // within the same tick
    QCOMPARE(input.current().player[0], std::uint8_t(0));  // not held now ...
    QCOMPARE(input.takeTick().player[0], bit(kSwitch));    // ... but the tick sees the press
    QCOMPARE(input.takeTick().player[0], std::uint8_t(0));  // released: once only

    // Player 2's tap, the same.
    send(&window, QEvent::KeyPress, Qt::Key_H);
    send(&window, QEvent::KeyRelease, Qt::Key_H);
    const sw::TickInput tick = input.takeTick();
    QCOMPARE(tick.player[0], std::uint8_t(0));
    QCOMPARE(tick.player[1], bit(kSwitch));
  }

  void aHeldKeyCountsEveryTickAndAutoRepeatAddsNothing() {
    QObject window;
    PlayInput input;
    input.setBindings(KeyBindings::defaults());
    input.watch(&window);
    input.setEnabled(true);
    send(&window, QEvent::KeyPress, Qt::Key_Space);
    for (int tick = 0; tick < 3; ++tick) {
      send(&window, QEvent::KeyPress, Qt::Key_Space, Qt::NoModifier, true);
      QCOMPARE(input.takeTick().player[0], bit(kFire));
    }
    send(&window, QEvent::KeyRelease, Qt::Key_Space);
    QCOMPARE(input.takeTick().player[0], std::uint8_t(0));

    // A focus change forgets what is held (its release goes elsewhere).
    send(&window, QEvent::KeyPress, Qt::Key_Space);
    QCOMPARE(input.takeTick().player[0], bit(kFire));
    QFocusEvent out(QEvent::FocusOut);
    QCoreApplication::sendEvent(&window, &out);
    QCOMPARE(input.takeTick().player[0], std::uint8_t(0));
  }

  void shortcutsAndDisabledInputPassThrough() {
    QObject window;
    PlayInput input;
    input.setBindings(KeyBindings::defaults());
    input.watch(&window);
    send(&window, QEvent::KeyPress, Qt::Key_C);  // not playing
    send(&window, QEvent::KeyRelease, Qt::Key_C);
    QCOMPARE(input.takeTick().player[0], std::uint8_t(0));
    input.setEnabled(true);
    send(&window, QEvent::KeyPress, Qt::Key_C, Qt::ControlModifier);  // Ctrl+C stays Copy
    QCOMPARE(input.takeTick().player[0], std::uint8_t(0));
    // A tap made just before Play stops is not carried into the next session.
    send(&window, QEvent::KeyPress, Qt::Key_X);
    input.setEnabled(false);
    input.setEnabled(true);
    QCOMPARE(input.takeTick().player[0], std::uint8_t(0));
  }
};

QTEST_MAIN(PlayInputTest)
#include "play_input_test.moc"
