#pragma once
// Runs a program a test started (scrollwork-player, an exported game's player) to its end:
// exit code, stdout and stderr. `dataHome`, when given, is its XDG_DATA_HOME and
// XDG_CONFIG_HOME (its saved games and settings), never the user's own.
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace sw::test {

struct ProgramRun {
  int exitCode = -1;  // -2: it crashed
  QString out, err;
};

inline ProgramRun runProgram(const QString& program, const QStringList& arguments, const QString& dataHome = {}) {
  QProcess process;
  if (!dataHome.isEmpty()) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("XDG_DATA_HOME", dataHome);
    environment.insert("XDG_CONFIG_HOME", dataHome);
    process.setProcessEnvironment(environment);
  }
  process.start(program, arguments);
  ProgramRun run;
  if (!process.waitForFinished(120000)) {
    process.kill();
    process.waitForFinished();
    run.err = "timed out";
    return run;
  }
  run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
  run.out = QString::fromLocal8Bit(process.readAllStandardOutput());
  run.err = QString::fromLocal8Bit(process.readAllStandardError());
  return run;
}

}  // namespace sw::test
