// Precompiled header of the larger test programs (tests/test_programs.cmake): <QtTest>,
// which nearly every test includes and which brings all of Qt Core, the widgets most UI
// tests use, and the registry that turns QTEST_MAIN into an entry of its folder's program.
#include <QtTest/QtTest>
#if defined(QT_WIDGETS_LIB)
#include <QtWidgets/QLineEdit>
#include <QtWidgets/QListWidget>
#include <QtWidgets/QMainWindow>
#include <QtWidgets/QTreeWidget>
#endif

#include "support/test_registry.h"  // through the program's -I tests
