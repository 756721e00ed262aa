#include "cli/cli_options.h"

#include "cli/cli_text.h"

namespace sw::cli {

ParsedOptions parseOptions(const QStringList& arguments, const QStringList& withValue, const QString& command,
                           const QString& positionalName) {
  ParsedOptions parsed;
  for (int i = 0; i < arguments.size(); ++i) {
    QString arg = arguments[i];
    QString value;
    bool hasValue = false;
    if (arg.startsWith(QLatin1String("--")) && arg.contains(QLatin1Char('='))) {
      value = arg.mid(arg.indexOf(QLatin1Char('=')) + 1);
      arg = arg.left(arg.indexOf(QLatin1Char('=')));
      hasValue = true;
    }
    if (withValue.contains(arg)) {
      if (!hasValue) {
        if (i + 1 >= arguments.size()) {
          parsed.error = Text::tr("'%1' needs a value").arg(arg);
          return parsed;
        }
        value = arguments[++i];
      }
      if (parsed.values.contains(arg)) {
        parsed.error = Text::tr("'%1' is given twice").arg(arg);
        return parsed;
      }
      parsed.values.insert(arg, value);
    } else if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1) {
      parsed.error = Text::tr("unknown option '%1' for %2").arg(arguments[i], command);
      return parsed;
    } else if (parsed.positional.isEmpty()) {
      parsed.positional = arg;
    } else {
      parsed.error = Text::tr("%1 takes one %2, got '%3' and '%4'").arg(command, positionalName, parsed.positional, arg);
      return parsed;
    }
  }
  return parsed;
}

std::optional<qint64> integerOption(const ParsedOptions& options, const QString& name, qint64 min, qint64 max,
                                    QString& error) {
  bool ok = false;
  const qint64 value = options.values.value(name).toLongLong(&ok);
  if (!ok || value < min || value > max) {
    error = Text::tr("%1 '%2' is not a whole number from %3 to %4")
                .arg(name, options.values.value(name))
                .arg(min)
                .arg(max);
    return std::nullopt;
  }
  return value;
}

}  // namespace sw::cli
