#pragma once
// What every CLI command writes with: the translated words (lupdate reads Text::tr calls
// under the context "Cli") and the errors, one a line, each naming its file and place.
#include <QCoreApplication>
#include <QString>
#include <QTextStream>

#include "core/error.h"

namespace sw::cli {

struct Text {
  Q_DECLARE_TR_FUNCTIONS(Cli)
};

inline void printErrors(const sw::Errors& errors, QTextStream& stream) {
  for (const auto& e : errors) stream << QString::fromStdString(e.toString()) << '\n';
}

}  // namespace sw::cli
