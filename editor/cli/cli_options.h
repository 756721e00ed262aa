#pragma once
// Option parsing shared by the CLI commands (run, bench-sim, the imports): "--opt value" and
// "--opt=value", flags without a value, and at most one positional argument.
#include <QCoreApplication>
#include <QMap>
#include <QStringList>
#include <optional>

namespace sw::cli {

struct ParsedOptions {
  QString positional;             // empty when none was given
  QMap<QString, QString> values;  // option (with its dashes) -> value
  QString error;                  // empty when the command line was fine
};

// `withValue`: options that take a value. Anything else starting with '-' is unknown.
// `positionalName` names the one positional argument in messages (PROJECT, FILE).
ParsedOptions parseOptions(const QStringList& arguments, const QStringList& withValue, const QString& command,
                           const QString& positionalName = QStringLiteral("PROJECT"));

// A whole number in [min, max] from option `name`, or nullopt with `error` set.
std::optional<qint64> integerOption(const ParsedOptions& options, const QString& name, qint64 min, qint64 max,
                                    QString& error);

}  // namespace sw::cli
