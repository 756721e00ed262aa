#pragma once
// Where a command sits inside a bullet pattern, and the structural edits the Patterns dock's
// command tree makes (insert, remove, move, branches). Pure functions on a pattern held by
// value, so an editor builds the new pattern and applies it as one undo step.
//
// A CommandPath walks from the pattern's top list down: step 0 indexes `pattern.actions`;
// each later step indexes a list of the command the previous step named: its `actions`
// (branch < 0) or its `branches[branch]` (a parallel). A CommandList names a list: the
// command that owns it (empty path: the pattern's own list) and which of its lists.
#include <optional>
#include <string>
#include <vector>

#include "model/patterns/bullet_pattern.h"

namespace sw {

struct CommandStep {
  int index = 0;
  int branch = -1;  // which list of the parent command: -1 its actions, else a branch
  bool operator==(const CommandStep&) const = default;
  // Pattern order: a parallel's branch 0 before its branch 1, then by index.
  bool operator<(const CommandStep& o) const { return branch != o.branch ? branch < o.branch : index < o.index; }
};
using CommandPath = std::vector<CommandStep>;

struct CommandList {
  CommandPath owner;  // empty: the pattern's top-level list
  int branch = -1;    // -1: the owner's actions; else branches[branch] of a parallel
  bool operator==(const CommandList&) const = default;
};

// Whether a command of this op holds a nested list in `actions` (fire: the bullet's own
// commands, repeat, action) or in `branches` (parallel).
bool holdsActions(PatternOp op);

const PatternCommand* findCommand(const BulletPattern& pattern, const CommandPath& path);
PatternCommand* findCommand(BulletPattern& pattern, const CommandPath& path);
const std::vector<PatternCommand>* findList(const BulletPattern& pattern, const CommandList& list);
std::vector<PatternCommand>* findList(BulletPattern& pattern, const CommandList& list);
// The list `path` sits in, and the path of the command at `index` of `list`.
CommandList listOf(const CommandPath& path);
CommandPath pathIn(const CommandList& list, int index);
// The JSON pointer of the command below its pattern, as validation names it
// ("/actions/2/repeat/actions/0", "/actions/1/parallel/0/0"), or "" for an empty path.
std::string pointerOf(const BulletPattern& pattern, const CommandPath& path);
// Whether `inner` is `outer` or lies inside it.
bool within(const CommandPath& inner, const CommandPath& outer);

// A new command of `op` with values that run as they are: fire aimed at 0.2 units per tick,
// wait 10, repeat 4 times (a fire and a wait 10), action (a wait 10), parallel (two branches
// each with a wait 10), and so on. Its expressions are compiled.
PatternCommand defaultCommand(PatternOp op);

// Parses every expression of the pattern again against its parameters (after commands
// were added or moved in from elsewhere); one that does not parse gets empty code (0),
// as reading a file does.
void compileExpressions(BulletPattern& pattern);

// Each edit returns false and leaves `pattern` as it was when a path or list is not in it.
// Inserts `commands` at `index` (clamped to the list's end) of `list`.
bool insertCommands(BulletPattern& pattern, const CommandList& list, int index,
                    const std::vector<PatternCommand>& commands);
// Removes the commands (paths inside another removed one are covered by it).
bool removeCommands(BulletPattern& pattern, std::vector<CommandPath> paths);
// Moves the commands, in pattern order, to `index` of `list` (an index counted before the
// move). Refused when `list` lies inside one of them. `moved` receives their new paths.
bool moveCommands(BulletPattern& pattern, std::vector<CommandPath> paths, const CommandList& list, int index,
                  std::vector<CommandPath>* moved = nullptr);
// A parallel's branches: adds one (a wait 10) at the end, or removes branch `branch`
// (a parallel keeps at least one).
bool addBranch(BulletPattern& pattern, const CommandPath& parallel);
bool removeBranch(BulletPattern& pattern, const CommandPath& parallel, int branch);

// Every command path of the pattern, depth first in the order the tree shows them.
std::vector<CommandPath> allCommandPaths(const BulletPattern& pattern);

}  // namespace sw
