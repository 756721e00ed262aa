#pragma once
// The errors of a project's problem list (model/validate/problems.h): broken references,
// degenerate geometry, behaviour that does not compile ... Problems that do not stop a
// project from opening (missing assets show placeholders). Warnings are left out: read
// projectProblems for everything.
#include <vector>

#include "core/error.h"
#include "model/references/broken_references.h"
#include "model/project/project.h"

namespace sw {

// With the tilesets as the project holds them (see projectProblems).
Errors validateProject(const Project& project);

// The part of the list about game.json, against the project's own weapons (the Game Rules
// panel shows these, so it never disagrees with Check Project).
Errors gameRulesErrors(const Project& project);

// Everything but broken references and silent no-ops (for projectProblems).
Errors otherProjectErrors(const Project& project);

}  // namespace sw
