#pragma once
// Whole-file reads and atomic writes. A save writes a temporary file beside the target,
// flushes it to disk and renames it over the target, so a crash mid-save never leaves a
// half-written file behind. Several files that belong together (a project save) go
// through one FileTransaction (file_transaction.h) instead.
#include <string>

#include "core/error.h"

namespace sw {

Result<std::string> readWholeFile(const std::string& path);

// A FileTransaction of one file: skips the write when the file already holds exactly
// these bytes (keeps mtimes still, so file watchers and git stay quiet).
Status writeFileAtomically(const std::string& path, const std::string& bytes);

}  // namespace sw
