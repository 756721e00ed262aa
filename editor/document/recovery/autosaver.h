#pragma once
// Autosave for crash recovery: while the Document has unsaved changes, a recovery copy of
// it (recovery_access.h: everything a save would write) is written into this session's
// folder of the RecoveryStore, every interval and whenever asked (the window losing focus).
//
// The snapshot is taken on the UI thread, where the model lives (the demo takes about a
// millisecond); the files are written by one worker thread, in order, so a slow disk never
// stalls a frame and a removal queued after a write runs after it. A write asked for while
// one is running is done once that one ends, with the state of then.
//
// The copy goes away when it is no longer needed: a save, an undo back to the saved
// state, another project (the editor asked about unsaved changes before), and a clean
// exit (the destructor). A crash leaves it, and its lock file, for the next start.
#include <QObject>
#include <QString>
#include <QStringList>
#include <QThreadPool>
#include <QTimer>
#include <memory>

#include "document/recovery/recovery_store.h"

class QLockFile;

namespace sw::editor {

class Document;

class Autosaver : public QObject {
  Q_OBJECT
 public:
  explicit Autosaver(Document* document, RecoveryStore store = RecoveryStore(), QObject* parent = nullptr);
  ~Autosaver() override;  // waits for the worker, then removes this session's copy

  static constexpr int kDefaultIntervalSeconds = 60;
  // 0 (or less) turns the timer off; writeNow still works.
  void setIntervalMilliseconds(int milliseconds);
  int intervalMilliseconds() const;

  // Writes a copy when there are unsaved changes not in the last copy yet.
  void writeIfChanged();
  // Writes a copy when there are unsaved changes at all.
  void writeNow();
  // Blocks until the worker is idle and delivers its results (tests, benchmarks, exit).
  void waitForIdle();

  // After a recovery: the changes the recovered copy listed come first in the next ones.
  void carryChanges(const QStringList& changes, int count);

  const RecoveryStore& store() const { return store_; }
  QString session() const { return session_; }
  // This session's folder for the current copy; empty when there is none.
  QString folder() const { return folder_; }
  int copiesWritten() const { return written_; }
  qint64 lastSnapshotMicroseconds() const { return lastSnapshotUs_; }

 signals:
  void written(const QString& folder);
  void failed(const QString& message);

 private:
  void discardOwn();
  void finished(const QString& folder, const QString& error);
  void changesSinceSave(QStringList& texts, int& count) const;

  Document* document_;
  RecoveryStore store_;
  QString session_;
  QString folder_;
  std::unique_ptr<QLockFile> lock_;
  QThreadPool worker_;
  QTimer timer_;
  bool dirty_ = false;     // changed since the last copy was taken
  bool inFlight_ = false;  // a write is on the worker
  bool pending_ = false;   // another was asked for meanwhile
  int written_ = 0;
  int generation_ = 0;  // copies begun by this session (each in its own folder)
  qint64 lastSnapshotUs_ = 0;
  QString lastError_;
  QStringList carried_;
  int carriedCount_ = 0;
};

}  // namespace sw::editor
