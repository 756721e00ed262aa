// The main() of every test program (tests/test_programs.cmake): runs the one test named by
// its first argument, as that test's own executable did before the tests of a folder were
// linked together, and passes the other arguments to Qt Test (test functions, -o, ...).
// `<program> --list` prints the names of the program's tests.
#include <QCoreApplication>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>
#if defined(QT_WIDGETS_LIB)
#include <QApplication>
#endif
#if defined(QT_GUI_LIB)
#include <QGuiApplication>
#endif

#include "support/test_registry.h"

namespace sw::test {
namespace {

std::vector<TestEntry>& registry() {
  static std::vector<TestEntry> entries;
  return entries;
}

std::string_view nameOf(const char* file) {
  std::string_view name(file);
  if (const auto slash = name.find_last_of('/'); slash != std::string_view::npos)
    name.remove_prefix(slash + 1);
  if (const auto dot = name.find('.'); dot != std::string_view::npos) name = name.substr(0, dot);
  return name;
}

const TestEntry* find(std::string_view name) {
  for (const TestEntry& e : registry())
    if (nameOf(e.file) == name) return &e;
  return nullptr;
}

// What QTEST_MAIN would have chosen for this test, from the table CMake wrote.
Application automatic(std::string_view name) {
  for (const AutoApplication* a = autoApplications; a->name; ++a)
    if (name == a->name) return a->application;
  return Application::Auto;
}

void listTests(std::FILE* out) {
  for (const TestEntry& e : registry()) {
    const std::string_view name = nameOf(e.file);
    std::fprintf(out, "%.*s\n", int(name.size()), name.data());
  }
}

// QTEST_MAIN's set-up of an application (QTEST_QAPP_SETUP), then the test.
template <class App>
int runInApplication(const TestEntry& test, int& argc, char** argv) {
  App app(argc, argv);
  app.setAttribute(Qt::AA_Use96Dpi, true);
  return test.run(argc, argv);
}

}  // namespace

Registration::Registration(const char* file, Application application, void (*initMain)(),
                           int (*run)(int, char**)) {
  registry().push_back(TestEntry{file, application, initMain, run});
}

}  // namespace sw::test

int main(int argc, char** argv) {
  using namespace sw::test;
  if (argc < 2 || std::strcmp(argv[1], "--list") == 0 || argv[1][0] == '-') {
    std::FILE* out = argc >= 2 && std::strcmp(argv[1], "--list") == 0 ? stdout : stderr;
    if (out == stderr) std::fprintf(stderr, "usage: %s TEST [Qt Test arguments]\ntests:\n", argv[0]);
    listTests(out);
    return out == stdout ? 0 : 2;
  }
  const std::string_view name(argv[1]);
  const TestEntry* test = find(name);
  if (!test) {
    std::fprintf(stderr, "%s: no test named %s here; the tests of this program:\n", argv[0], argv[1]);
    listTests(stderr);
    return 2;
  }

  // argv[0] becomes <this program's folder>/<test name>: Qt names the application after it
  // (QCoreApplication::applicationName, and so each test's QStandardPaths test-mode
  // folders), as when every test was a program of its own.
  std::string self(argv[0]);
  const auto slash = self.find_last_of('/');
  std::string program =
      (slash == std::string::npos ? std::string() : self.substr(0, slash + 1)) + std::string(name);
  std::vector<char*> args{program.data()};
  for (int i = 2; i < argc; ++i) args.push_back(argv[i]);
  args.push_back(nullptr);
  int testArgc = int(args.size()) - 1;
  char** testArgv = args.data();

  Application application = test->application;
  if (application == Application::Auto) application = automatic(name);
  if (test->initMain) test->initMain();
  switch (application) {
    case Application::Own:
    case Application::None:
      return test->run(testArgc, testArgv);
    case Application::Core:
      return runInApplication<QCoreApplication>(*test, testArgc, testArgv);
    case Application::Gui:
#if defined(QT_GUI_LIB)
      return runInApplication<QGuiApplication>(*test, testArgc, testArgv);
#else
      break;
#endif
    case Application::Widgets:
#if defined(QT_WIDGETS_LIB)
    {
      QApplication app(testArgc, testArgv);
      app.setAttribute(Qt::AA_Use96Dpi, true);
      QTEST_DISABLE_KEYPAD_NAVIGATION
      return test->run(testArgc, testArgv);
    }
#else
      break;
#endif
    case Application::Auto:
      break;
  }
  std::fprintf(stderr, "%s: cannot make the application test %s needs (program built without it)\n", argv[0],
               argv[1]);
  return 2;
}
