#pragma once
// Gives memory the editor freed back to the system. Opening a big level parses, checks
// and draws it through many short-lived copies; glibc keeps the freed pages in its heap
// (186 MB of 470 for a level of 25,000 objects), so the editor looked three times the
// size of what it held. After a project opens, and a while after edits settle, the heap
// is trimmed once (malloc_trim, glibc only; elsewhere this does nothing).
#include <QObject>

class QTimer;

namespace sw::editor {

class Document;

class HeapTrim : public QObject {
  Q_OBJECT
 public:
  explicit HeapTrim(Document* document, QObject* parent = nullptr);
  // Trims now; whether anything was given back (never where trimming is not available).
  static bool trimNow();
  // Trims once `delayMs` after the last call (coalesced).
  void trimSoon(int delayMs);
  int trims() const { return trims_; }

 private:
  QTimer* timer_;
  int trims_ = 0;
  int openRoundsLeft_ = 0;  // trims still to come in the event rounds right after an open
};

}  // namespace sw::editor
