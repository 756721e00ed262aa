#include "ui/shell/heap_trim.h"

#include <QTimer>
#include <QUndoStack>

#include "document/document.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace sw::editor {

namespace {
// After an edit: long enough that a burst of edits or a drag trims once, when it is over.
constexpr int kAfterEditsMs = 2000;
constexpr int kAfterOpenMs = 1500;
}  // namespace

HeapTrim::HeapTrim(Document* document, QObject* parent) : QObject(parent), timer_(new QTimer(this)) {
  timer_->setSingleShot(true);
  connect(timer_, &QTimer::timeout, this, [this] {
    trimNow();
    ++trims_;
    // The round of events after the one that trimmed still frees what opening built
    // (20 MB of a level of 25,000 objects): trim once more after it.
    if (openRoundsLeft_ > 0 && --openRoundsLeft_ > 0) timer_->start(0);
  });
  // Opening: once the views have been built from the new project (posted after them) and
  // after the next round of events, and again when the first frames have been drawn
  // (their transient buffers are freed).
  connect(document, &Document::projectReset, this, [this] {
    openRoundsLeft_ = 2;
    trimSoon(0);
    QTimer::singleShot(kAfterOpenMs, this, [this] { trimSoon(0); });
  });
  connect(document->undoStack(), &QUndoStack::indexChanged, this, [this] { trimSoon(kAfterEditsMs); });
}

bool HeapTrim::trimNow() {
#if defined(__GLIBC__)
  return malloc_trim(0) == 1;
#else
  return false;
#endif
}

void HeapTrim::trimSoon(int delayMs) {
  // A sooner trim is never pushed back by a later request for one further away.
  if (timer_->isActive() && timer_->remainingTime() <= delayMs) return;
  timer_->start(delayMs);
}

}  // namespace sw::editor
