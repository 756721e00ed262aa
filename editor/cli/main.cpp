// scrollwork-cli: project checks and batch work without a window.
#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>
#include <exception>

#include "cli/allocation_count.h"
#include "cli/cli_commands.h"

int main(int argc, char** argv) {
  sw::cli::installAllocationCounter();  // before anything allocates through Bullet
  QCoreApplication app(argc, argv);
  QCoreApplication::setApplicationName(QStringLiteral("scrollwork-cli"));
  QCoreApplication::setApplicationVersion(QStringLiteral(SW_VERSION));
  QTranslator translator;
  // A language without a catalogue gets the English one: the singular and plural of the
  // %n texts ("1 problem", not "1 problem(s)"; translations/tools/make_en.py).
  if (translator.load(QLocale(), QStringLiteral("scrollwork"), QStringLiteral("_"), QStringLiteral(":/i18n")) ||
      translator.load(QStringLiteral(":/i18n/scrollwork_en.qm")))
    QCoreApplication::installTranslator(&translator);

  QTextStream out(stdout), err(stderr);
  QStringList arguments = QCoreApplication::arguments();
  arguments.removeFirst();
  try {
    return sw::cli::run(arguments, out, err);
  } catch (const std::exception& e) {
    // Nothing should throw past the model's error values; if something does, say so
    // instead of aborting.
    err << "internal error: " << e.what() << '\n';
    return 1;
  }
}
