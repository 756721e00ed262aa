#pragma once
// The two screens UI tests check sizes at (the smallest the editor is designed for, and a
// common desktop), as rows of a data-driven test, and a window shown at one of them.
#include <QSize>
#include <QTest>
#include <QWidget>

namespace sw::test {

// In a `<test>_data()` slot: a QSize column "size" with a row for 1366x768 and 1920x1080.
inline void addScreenSizeRows() {
  QTest::addColumn<QSize>("size");
  QTest::newRow("1366x768") << QSize(1366, 768);
  QTest::newRow("1920x1080") << QSize(1920, 1080);
}

// Resizes, shows and waits until the window is on screen; false when it never is.
inline bool showAt(QWidget& window, QSize size) {
  window.resize(size);
  window.show();
  return QTest::qWaitForWindowExposed(&window);
}

}  // namespace sw::test
