#pragma once
// The demo project (projects/demo) as many runtime tests play it: loaded from the source
// tree, or nullptr (the test then fails on QVERIFY) when it does not load or has no level.
// One loader, so a change to where the demo lives or what loading it means is made once.
#include <memory>
#include <string>

#include "model/io/project_io.h"

namespace sw::test {

inline std::unique_ptr<Project> loadDemo() {
  ProjectLoad load = loadProject(std::string(SW_SOURCE_DIR) + "/projects/demo");
  if (!load.project || load.project->levels.empty()) return nullptr;
  return std::move(load.project);
}

}  // namespace sw::test
