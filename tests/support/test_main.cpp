// The main() of every test program (tests/test_programs.cmake): runs the one test named by
// its first argument, as that test's own executable did before the tests of a folder were
// linked together, and passes the other arguments to Qt Test (test functions, -o, ...).
// `<program> --list` prints the names of the program's tests.
#include <QCoreApplication>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <filesystem>
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

// Under ctest each test has a scratch HOME of its own (tests/test_programs.cmake sets HOME and
// SW_TEST_SCRATCH_HOME): emptied before the test, and afterwards nothing may be in it but Qt
// Test's test-mode folder (~/.qttest, what QStandardPaths and QSettings use once a test
// calls QStandardPaths::setTestModeEnabled, support/scratch_settings.h) and caches (Mesa's
// shaders, fontconfig). Anything else is what the test would have left in the user's own
// settings or data (issue #45: three UI tests wrote ~/.config/Unknown Organization/...).
namespace fs = std::filesystem;

fs::path scratchHome() {
  const char* marked = std::getenv("SW_TEST_SCRATCH_HOME");
  const char* home = std::getenv("HOME");
  if (!marked || !home || std::strcmp(marked, home) != 0) return {};  // not run by ctest: the user's HOME
  return fs::path(home);
}

void emptyScratchHome(const fs::path& home) {
  std::error_code ignored;
  fs::remove_all(home, ignored);
  fs::create_directories(home, ignored);
}

int checkScratchHome(const fs::path& home, int result) {
  std::error_code error;
  std::vector<std::string> left;
  for (auto it = fs::recursive_directory_iterator(home, error); !error && it != fs::recursive_directory_iterator();
       it.increment(error)) {
    const fs::path relative = it->path().lexically_relative(home);
    const std::string top = relative.begin()->string();
    if (top == ".qttest" || top == ".cache") {
      if (it->is_directory()) it.disable_recursion_pending();
      continue;
    }
    if (!it->is_directory()) left.push_back(relative.string());
  }
  if (left.empty()) return result;
  std::fprintf(stderr, "FAIL!  : the test left files in HOME (%s), which would be the user's settings or data; "
                       "call sw::test::useScratchSettings (support/scratch_settings.h):\n", home.c_str());
  for (const auto& file : left) std::fprintf(stderr, "  ~/%s\n", file.c_str());
  return result != 0 ? result : 1;
}

}  // namespace

Registration::Registration(const char* file, Application application, void (*initMain)(),
                           int (*run)(int, char**)) {
  registry().push_back(TestEntry{file, application, initMain, run});
}

}  // namespace sw::test

namespace sw::test {
namespace {

int runTest(const TestEntry& test, int argc, char** argv) {
  Application application = test.application;
  if (application == Application::Auto) application = automatic(nameOf(test.file));
  if (test.initMain) test.initMain();
  switch (application) {
    case Application::Own:
    case Application::None:
      return test.run(argc, argv);
    case Application::Core:
      return runInApplication<QCoreApplication>(test, argc, argv);
    case Application::Gui:
#if defined(QT_GUI_LIB)
      return runInApplication<QGuiApplication>(test, argc, argv);
#else
      break;
#endif
    case Application::Widgets:
#if defined(QT_WIDGETS_LIB)
    {
      QApplication app(argc, argv);
      app.setAttribute(Qt::AA_Use96Dpi, true);
      QTEST_DISABLE_KEYPAD_NAVIGATION
      return test.run(argc, argv);
    }
#else
      break;
#endif
    case Application::Auto:
      break;
  }
  std::fprintf(stderr, "%s: cannot make the application test %.*s needs (program built without it)\n", argv[0],
               int(nameOf(test.file).size()), nameOf(test.file).data());
  return 2;
}

}  // namespace
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

  // Sound (Play's cues and music, play/play_sound.h) goes to SDL's dummy device unless a test
  // picks another (the audio tests use the disk driver): no test needs or makes a sound card
  // play, and none finds "no audio device" in its Log.
  setenv("SDL_AUDIODRIVER", "dummy", 0);

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

  const std::filesystem::path home = scratchHome();
  if (!home.empty()) emptyScratchHome(home);
  const int result = runTest(*test, testArgc, testArgv);
  return home.empty() ? result : checkScratchHome(home, result);
}
