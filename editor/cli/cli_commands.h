#pragma once
// The commands of scrollwork-cli, writing to the given streams so tests can run them
// in-process. Each returns the exit code: 0 success, 1 a handled error.
#include <QStringList>
#include <QTextStream>

namespace sw::cli {

int run(const QStringList& arguments, QTextStream& out, QTextStream& err);

int validate(const QString& projectPath, QTextStream& out, QTextStream& err);
int resave(const QString& projectPath, QTextStream& out, QTextStream& err);
int info(const QString& projectPath, QTextStream& out, QTextStream& err);

QString usage();

}  // namespace sw::cli
