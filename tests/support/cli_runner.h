#pragma once
// Runs scrollwork-cli for a test: in-process through sw::cli::run, or the real binary
// (exit code, stdout and stderr), so CLI tests share one way to call it.
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include "cli/cli_commands.h"

namespace sw::test {

struct CliRun {
  int code = -1;
  QString out, err;
  // The value of a "key: value" line of out, or empty.
  QString value(const QString& key) const {
    const QRegularExpressionMatch m =
        QRegularExpression("^" + QRegularExpression::escape(key) + ": (.*)$", QRegularExpression::MultilineOption)
            .match(out);
    return m.hasMatch() ? m.captured(1) : QString();
  }
};

inline CliRun runCliInProcess(const QStringList& args) {
  QString out, err;
  QTextStream o(&out), e(&err);
  const int code = sw::cli::run(args, o, e);
  o.flush();
  e.flush();
  return {code, out, err};
}

// -1 when the binary crashed or did not finish within `timeoutMs`.
inline CliRun runCliBinary(const QStringList& args, int timeoutMs = 120000) {
  QProcess p;
  p.start(QStringLiteral(SW_BINARY_DIR "/bin/scrollwork-cli"), args);
  p.waitForFinished(timeoutMs);
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
          QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace sw::test
