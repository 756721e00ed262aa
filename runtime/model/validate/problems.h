#pragma once
// The one list of a project's problems. `scrollwork-cli validate`, the editor's Check
// Project and its Broken References dialog all read it, so they never disagree: a broken
// reference (a missing file, tile or object, model/references/broken_references.h) is a problem of
// the list that carries its reference, and the dialog shows exactly those.
//
// Errors make validation fail (Play may refuse the level, or the file names something
// that is not there). Warnings are things that load and play but silently do nothing:
// an empty chain, `fire` without a weapon, a path-following spawn without a path, a loop
// whose trigger nothing fires (model/validate/validate_no_ops.h), a pathing-graph link no
// character can take or whose action contradicts its ends, nav nodes cut off from the rest
// (model/validate/validate_nav_reach.h). Notes are neither: facts worth
// knowing, such as an asset that lives outside the project folder
// (model/references/external_references.h).
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "model/references/broken_references.h"
#include "model/project/project.h"

namespace sw {

enum class ProblemSeverity { Error, Warning, Note };

struct Problem {
  ProblemSeverity severity = ProblemSeverity::Error;
  std::string file;     // the file holding the problem
  std::string where;    // JSON pointer into `file`
  std::string message;  // what is wrong, naming the object
  // Set when the problem is a broken reference; `reference->relinkable` says whether
  // another file can replace the missing one (Locate...).
  std::optional<BrokenReference> reference;

  bool isBrokenReference() const { return reference.has_value(); }
  bool relinkable() const { return reference && reference->relinkable; }
  Error toError() const { return {file, where, message}; }
};

using Problems = std::vector<Problem>;

// With the tilesets as the project holds them (the editor's with their unsaved edits; see
// findBrokenReferences). Errors first, in the order found, then warnings, then notes; a
// check that reports a broken reference's place adds no second line for it.
Problems projectProblems(const Project& project);

// The broken references of a list, in its order.
std::vector<BrokenReference> brokenReferencesOf(const Problems& problems);
// Only the problems of one severity, as Errors.
Errors problemsOfSeverity(const Problems& problems, ProblemSeverity severity);

}  // namespace sw
