#pragma once
// Where a demo project that comes with Scrollwork is: next to an installed binary
// (<exe>/../share/scrollwork/projects/NAME), under the install prefix, or in the source tree
// of a developer build, whichever holds a project.json first. Empty when none does.
// The demos: "demo" (the shooter, Cinder Run) and "platformer".
#include <QString>

namespace sw::editor {

QString findDemoProject(const QString& name = QStringLiteral("demo"));

}  // namespace sw::editor
