#pragma once
// The model speaks std::string (UTF-8), Qt speaks QString: the one short conversion the
// editor's files share instead of each defining its own.
#include <QString>
#include <string>

namespace sw::editor {

inline QString qs(const std::string& s) { return QString::fromStdString(s); }

}  // namespace sw::editor
