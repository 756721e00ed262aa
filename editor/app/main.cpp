// The Scrollwork editor.
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <QWindow>
#include <cstdio>
#include <cstring>

#include "play/play_sound.h"
#include "ui/shell/main_window.h"

namespace {

// --version and --help answer without a display, so packaging checks and scripts can
// call the editor on a headless machine.
bool answeredWithoutGui(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
      std::printf("scrollwork %s\n", SW_VERSION);
      return true;
    }
    if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
      std::printf(
          "Usage: scrollwork [options] [project]\n"
          "Level and content editor for 2.5D side-scrolling action games.\n\n"
          "Options:\n"
          "  --lang <code>  user interface language (e.g. de, en); default: system locale\n"
          "  --version      print the version and exit\n"
          "  --help         print this help and exit\n\n"
          "Arguments:\n"
          "  project        a project folder or its project.json; without one the last\n"
          "                 project reopens (a setting) or the start page shows\n");
      return true;
    }
  }
  return false;
}

QString requestedLanguage(int argc, char** argv) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], "--lang") == 0) return QString::fromLocal8Bit(argv[i + 1]);
  return QLocale::system().name().section(QLatin1Char('_'), 0, 0);
}

// With SCROLLWORK_EXIT_WHEN_SHOWN set, the editor quits once its main window is first on
// screen (exposed), printing "scrollwork: main window shown": packaging/measure-setup.sh
// times a newcomer's set-up up to that moment.
class ExitWhenShown : public QObject {
 public:
  using QObject::QObject;
  bool eventFilter(QObject* watched, QEvent* event) override {
    auto* window = qobject_cast<QWindow*>(watched);
    if (event->type() == QEvent::Expose && window && window->isExposed() && !done_) {
      done_ = true;
      std::printf("scrollwork: main window shown\n");
      std::fflush(stdout);
      QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection);
    }
    return false;
  }

 private:
  bool done_ = false;
};

}  // namespace

int main(int argc, char** argv) {
  if (answeredWithoutGui(argc, argv)) return 0;

  // Qt Quick scenes in docks that get floated keep their resources with shared contexts.
  QApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("Scrollwork"));
  QApplication::setApplicationName(QStringLiteral("Scrollwork"));
  QApplication::setApplicationVersion(QStringLiteral(SW_VERSION));
  QApplication::setDesktopFileName(QStringLiteral("io.scrollwork.Scrollwork"));

  const QString language = requestedLanguage(argc, argv);
  QTranslator ours, qtBase;
  // A language without a catalogue gets the English one: the singular and plural of the
  // %n texts ("Move 1 object", not "Move 1 object(s)"; translations/tools/make_en.py).
  if (ours.load(QStringLiteral(":/i18n/scrollwork_%1.qm").arg(language)) ||
      ours.load(QStringLiteral(":/i18n/scrollwork_en.qm")))
    QApplication::installTranslator(&ours);
  if (qtBase.load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
    QApplication::installTranslator(&qtBase);

  QCommandLineParser parser;
  parser.setApplicationDescription(QApplication::translate("main", "Scrollwork level editor"));
  parser.addHelpOption();
  parser.addVersionOption();
  parser.addOption({QStringLiteral("lang"), QApplication::translate("main", "User interface language."),
                    QStringLiteral("code")});
  parser.addPositionalArgument(QStringLiteral("project"),
                               QApplication::translate("main", "Project folder or project.json to open."));
  parser.process(app);

  sw::editor::MainWindow window;
  window.show();
  ExitWhenShown exitWhenShown;
  if (qEnvironmentVariableIsSet("SCROLLWORK_EXIT_WHEN_SHOWN") && window.windowHandle())
    window.windowHandle()->installEventFilter(&exitWhenShown);
  // The project given, else the last one (unless turned off), else the start page.
  window.openAtStart(parser.positionalArguments().value(0));
  const int code = app.exec();
  sw::play::SoundOutput::instance().shutDown();  // SDL's audio thread ends before the process does
  return code;
}
