#pragma once
// A level view (or the editor's viewport) shown at 800 x 450 and exposed, then given a
// level: the set-up of the view tests that need real frames (xvfb).
#include <QtTest>

#include "view/level_view.h"

namespace sw::test {

inline bool showLevelIn(sw::ui::LevelView& view, const sw::Project* project, const sw::Level* level) {
  view.resize(800, 450);
  view.show();
  if (!QTest::qWaitForWindowExposed(&view)) return false;
  view.showLevel(project, level);
  return true;
}

}  // namespace sw::test
