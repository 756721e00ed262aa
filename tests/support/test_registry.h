// The tests of one folder are linked into one program (tests/CMakeLists.txt): ~225
// executables, each with its own link and its own automoc pass, cost a cold build more than
// the product did. Every ctest test still runs alone in its own process, as
// `<folder program> <test name> [Qt Test arguments]`, and this header is how a test file
// takes part without changing: it is included before every test file (through the
// precompiled header, or -include), and turns Qt's QTEST_MAIN, QTEST_GUILESS_MAIN and
// QTEST_APPLESS_MAIN into entries of a registry that test_main.cpp runs by name. The name
// is the test file's stem, which scrollwork_add_test checks equals the ctest name.
//
// A test that builds its application itself (an attribute set before QApplication) writes
//   SW_TEST_OWN_MAIN(int argc, char** argv) { ... return QTest::qExec(&test, argc, argv); }
// in place of `int main(int argc, char** argv)`.
//
// Nothing here may depend on a macro that differs between the files of one program: the
// precompiled header holding it is shared by them all. So QTEST_MAIN's choice of
// application (QApplication where the test links Qt Widgets, QGuiApplication where it links
// Qt Gui, else QCoreApplication) is not made here from QT_WIDGETS_LIB, which is now the
// union of the folder's libraries, but read from a table CMake writes per program from each
// test's own libraries (autoApplications, below).
// An include guard, not #pragma once: GCC forgets a #pragma once of a precompiled header.
#ifndef SW_TESTS_SUPPORT_TEST_REGISTRY_H
#define SW_TESTS_SUPPORT_TEST_REGISTRY_H

#include <QtTest/qtest.h>

namespace sw::test {

enum class Application { Auto, Core, Gui, Widgets, None, Own };

struct TestEntry {
  const char* file;  // __FILE__ of the test: its stem is the test's name
  Application application;
  void (*initMain)();                 // TestObject::initMain(), where the class has one
  int (*run)(int argc, char** argv);  // constructs the test object and runs qExec
};

// Adds an entry to the program's registry (static initialisation of each test file).
struct Registration {
  Registration(const char* file, Application application, void (*initMain)(), int (*run)(int, char**));
  Registration(const char* file, int (*ownMain)(int, char**))
      : Registration(file, Application::Own, nullptr, ownMain) {}
};

// Written by CMake per program (tests/test_programs.cmake): what QTEST_MAIN would have made
// of each test, from the Qt modules its own LIBS bring. Ends with {nullptr, ...}.
struct AutoApplication {
  const char* name;
  Application application;
};
extern const AutoApplication autoApplications[];

}  // namespace sw::test

// The names these macros define carry a number of __COUNTER__'s: a unity build
// (cmake/unity_build.cmake) compiles several test files as one, and each still needs its own.
#define SW_TEST_CAT_(a, b) a##b
#define SW_TEST_CAT(a, b) SW_TEST_CAT_(a, b)
#define SW_TEST_REGISTER_CLASS(TestObject, application) \
  SW_TEST_REGISTER_CLASS_N(TestObject, application, __COUNTER__)
#define SW_TEST_REGISTER_CLASS_N(TestObject, application, n)                                      \
  static int SW_TEST_CAT(swRunTestObject, n)(int argc, char** argv) {                             \
    TestObject tc;                                                                                \
    QTEST_SET_MAIN_SOURCE_PATH                                                                    \
    return QTest::qExec(&tc, argc, argv);                                                         \
  }                                                                                               \
  static const ::sw::test::Registration SW_TEST_CAT(swTestRegistration, n)(                       \
      __FILE__, application, &QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain) < TestObject >, \
      &SW_TEST_CAT(swRunTestObject, n));
#undef QTEST_MAIN
#undef QTEST_GUILESS_MAIN
#undef QTEST_APPLESS_MAIN
#define QTEST_MAIN(TestObject) SW_TEST_REGISTER_CLASS(TestObject, ::sw::test::Application::Auto)
#define QTEST_GUILESS_MAIN(TestObject) SW_TEST_REGISTER_CLASS(TestObject, ::sw::test::Application::Core)
#define QTEST_APPLESS_MAIN(TestObject) SW_TEST_REGISTER_CLASS(TestObject, ::sw::test::Application::None)

#define SW_TEST_OWN_MAIN(...) SW_TEST_OWN_MAIN_N(__COUNTER__, __VA_ARGS__)
#define SW_TEST_OWN_MAIN_N(n, ...)                                                                       \
  static int SW_TEST_CAT(swOwnTestMain, n)(__VA_ARGS__);                                                 \
  static const ::sw::test::Registration SW_TEST_CAT(swTestRegistration, n)(__FILE__,                     \
                                                                           &SW_TEST_CAT(swOwnTestMain, n)); \
  static int SW_TEST_CAT(swOwnTestMain, n)(__VA_ARGS__)
#endif  // SW_TESTS_SUPPORT_TEST_REGISTRY_H
