#include "cli/new_command.h"

#include <QCoreApplication>

#include "cli/cli_options.h"
#include "cli/cli_text.h"
#include "model/project/project_templates.h"

namespace sw::cli {

int newCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  const QString usageLine =
      QStringLiteral("usage: scrollwork-cli new DIR [--template empty|shooter|platformer] [--name NAME]\n");
  ParsedOptions options = parseOptions(arguments, {QStringLiteral("--template"), QStringLiteral("--name")},
                                       QStringLiteral("new"), QStringLiteral("DIR"));
  if (options.error.isEmpty() && options.positional.isEmpty()) options.error = Text::tr("new needs a DIR");
  if (!options.error.isEmpty()) {
    err << options.error << '\n' << usageLine;
    return 1;
  }
  const std::string templateId =
      options.values
          .value(QStringLiteral("--template"), QString::fromStdString(sw::projectTemplates().front().id))
          .toStdString();
  auto created = sw::createProjectFromTemplate(options.positional.toStdString(), templateId,
                                               options.values.value(QStringLiteral("--name")).toStdString());
  if (!created) {
    err << QString::fromStdString(created.error().toString()) << '\n';
    return 1;
  }
  out << "created: " << QString::fromStdString(*created) << '\n';
  out << "template: " << QString::fromStdString(templateId) << '\n';
  return 0;
}

}  // namespace sw::cli
