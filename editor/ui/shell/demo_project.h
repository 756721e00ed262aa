#pragma once
// Where the demo project that comes with Scrollwork is: next to an installed binary
// (<exe>/../share/scrollwork/projects/demo), under the install prefix, or in the source tree
// of a developer build, whichever holds a project.json first. Empty when none does.
#include <QString>

namespace sw::editor {

QString findDemoProject();

}  // namespace sw::editor
