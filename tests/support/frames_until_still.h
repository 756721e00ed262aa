#pragma once
// Frames a Qt Quick window drew (or synchronised) from now until none came for `quietMs`:
// `counter` is raised from the render thread (a direct connection to frameSwapped or
// afterSynchronizing), read here on the UI thread between waits.
#include <QtTest>
#include <atomic>

namespace sw::test {

inline int framesUntilStill(const std::atomic<int>& counter, int quietMs = 400) {
  const int before = counter.load();
  int last = before;
  for (int i = 0; i < 50; ++i) {
    QTest::qWait(quietMs);
    const int now = counter.load();
    if (now == last) break;
    last = now;
  }
  return last - before;
}

}  // namespace sw::test
