#pragma once
// Problems that do not stop a project from opening (missing assets show placeholders),
// but that `scrollwork-cli validate` and the editor's Log report: broken references,
// degenerate geometry.
#include "core/error.h"
#include "model/project.h"

namespace sw {

Errors validateProject(const Project& project);

}  // namespace sw
