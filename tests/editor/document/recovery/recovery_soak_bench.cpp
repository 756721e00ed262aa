// Soak benchmark (label bench, run on purpose; #17 item 7): the Document applies 100,000
// seeded random edits (property sets on several objects at once, adds, deletes, moves)
// with autosave on at a short interval, then undoes all of them. The saved files must be
// byte-identical to the start, and memory is printed at checkpoints. The undo history is
// kept whole (100,000 steps must be undoable), so memory grows with it; what must stay
// flat is everything else: the level (its size is held in a band), the recovery copies
// (one on disk at a time) and the autosave's own buffers. Prints:
//   soak_edits, soak_seconds, soak_edits_per_s, soak_rss_mb_at_<N>k, soak_rss_mb_after_undo,
//   soak_autosaves, soak_snapshot_ms (mean and max), soak_undo_seconds
// SW_SOAK_EDITS overrides the count (a quick look: SW_SOAK_EDITS=10000).
#include <malloc.h>

#include <QDirIterator>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>
#include <cstdio>
#include <random>

#include "document/recovery/autosaver.h"
#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "document/commands/set_property_command.h"
#include "support/demo_copy.h"

using namespace sw;
using namespace sw::editor;

namespace {
double rssMb() {
  QFile statm("/proc/self/statm");
  if (!statm.open(QIODevice::ReadOnly)) return -1;
  const QList<QByteArray> fields = statm.readAll().split(' ');
  return fields.size() > 1 ? fields[1].toDouble() * 4096.0 / (1024.0 * 1024.0) : -1;
}

QMap<QString, QByteArray> filesIn(const QString& folder) {
  QMap<QString, QByteArray> out;
  QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    const QString file = it.next();
    QFile f(file);
    if (f.open(QIODevice::ReadOnly)) out.insert(QDir(folder).relativeFilePath(file), f.readAll());
  }
  return out;
}

class SoakEditor {
 public:
  SoakEditor(Document& d, unsigned seed) : doc_(d), rng_(seed) {}
  int pushed = 0;

  void step() {
    const int count = int(objects().size());
    const int roll = pick(10);
    if (roll < 4)
      setProperty();
    else if (roll < 7)
      move();
    else if (roll < 8 + (count < 40))
      add();  // the level's size stays in a band
    else if (count > 15)
      remove();
    else
      add();
  }

 private:
  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
  double real(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng_); }
  Level& level() { return *doc_.editableLevel(); }
  std::vector<LevelObject*> objects() {
    std::vector<LevelObject*> out;
    // Markers and triggers: both have the properties set here (position, colour).
    for (auto& o : level().objects)
      if (dynamic_cast<Marker*>(o.get()) || dynamic_cast<Trigger*>(o.get())) out.push_back(o.get());
    return out;
  }
  QVector<ObjectId> someIds(int most) {
    QVector<ObjectId> ids;
    auto all = objects();
    if (all.empty()) return ids;
    for (int n = 1 + pick(most); n > 0; --n) {
      const ObjectId id = all[std::size_t(pick(int(all.size())))]->id;
      if (!ids.contains(id)) ids.push_back(id);
    }
    return ids;
  }
  void push(QUndoCommand* c) {
    if (!c) return;
    doc_.undoStack()->push(c);
    ++pushed;
  }
  // Several objects at once: a colour or a position.
  void setProperty() {
    const QVector<ObjectId> ids = someIds(5);
    if (ids.isEmpty()) return;
    if (pick(2))
      push(new SetPropertyCommand(&doc_, &level(), ids, "color",
                                  {Value(Color{std::uint8_t(pick(256)), std::uint8_t(pick(256)), 7, 255})}));
    else
      push(new SetPropertyCommand(&doc_, &level(), ids, "position",
                                  {Value(Vec2{real(-16, 16), real(-9, 9)})}));
  }
  void move() { push(makeMoveCommand(&doc_, &level(), someIds(4), {real(-2, 2), real(-2, 2)})); }
  void add() {
    std::vector<NewObject> added;
    for (int n = 1 + pick(3); n > 0; --n)
      added.push_back({pick(2) ? "Marker" : "Trigger", "", Vec2{real(-16, 16), real(-9, 9)}, {}});
    push(makeAddObjects(&doc_, &level(), std::move(added)));
  }
  void remove() {
    const QVector<ObjectId> ids = someIds(3);
    if (!ids.isEmpty()) push(new RemoveObjectsCommand(&doc_, &level(), ids));
  }

  Document& doc_;
  std::mt19937 rng_;
};
}  // namespace

class RecoverySoakBench : public QObject {
  Q_OBJECT
 private slots:
  void hundredThousandEditsWithAutosaveThenUndoAll() {
    const int total =
        qEnvironmentVariableIsSet("SW_SOAK_EDITS") ? qEnvironmentVariableIntValue("SW_SOAK_EDITS") : 100000;
    QTemporaryDir dir;
    const QString project = test::copyDemo(dir);
    Document doc;
    QVERIFY(doc.open(project).empty());
    QVERIFY(doc.save().ok());  // the demo as this build writes it: the start to compare with
    const auto start = filesIn(project);
    doc.undoStack()->setUndoLimit(0);  // every step stays undoable

    Autosaver saver(&doc, RecoveryStore(dir.filePath("recovery")));
    // SW_SOAK_AUTOSAVE_MS=0 runs the same edits without autosave, to compare memory.
    const int interval = qEnvironmentVariableIsSet("SW_SOAK_AUTOSAVE_MS")
                             ? qEnvironmentVariableIntValue("SW_SOAK_AUTOSAVE_MS")
                             : 10;
    saver.setIntervalMilliseconds(interval);
    std::printf("soak_autosave_interval_ms: %d\n", interval);
    qint64 snapshotUsSum = 0, snapshotUsMax = 0;
    int snapshots = 0;
    connect(&saver, &Autosaver::written, this, [&] {
      snapshotUsSum += saver.lastSnapshotMicroseconds();
      snapshotUsMax = std::max(snapshotUsMax, saver.lastSnapshotMicroseconds());
      ++snapshots;
    });

    SoakEditor editor(doc, 2026);
    std::printf("soak_rss_mb_at_0k: %.1f\n", rssMb());
    QElapsedTimer clock;
    clock.start();
    int edits = 0;
    while (edits < total) {
      editor.step();
      ++edits;
      if (edits % 100 == 0) QCoreApplication::processEvents();  // the autosave timer runs here
      if (edits % (total / 4) == 0) std::printf("soak_rss_mb_at_%.1fk: %.1f\n", edits / 1000.0, rssMb());
    }
    const double seconds = double(clock.nsecsElapsed()) / 1e9;
    saver.waitForIdle();
    std::printf("soak_edits: %d (%d undo steps)\nsoak_seconds: %.1f\nsoak_edits_per_s: %.0f\n", edits,
                doc.undoStack()->count(), seconds, edits / seconds);
    std::printf("soak_objects_at_end: %zu\n", doc.level()->objects.size());
    std::printf("soak_autosaves: %d\nsoak_snapshot_ms: mean %.2f, max %.2f\n", saver.copiesWritten(),
                snapshots ? double(snapshotUsSum) / snapshots / 1000.0 : 0.0, double(snapshotUsMax) / 1000.0);
    if (interval > 0) QVERIFY(saver.copiesWritten() > 0);
    if (interval > 0)
      QCOMPARE(int(RecoveryStore(dir.filePath("recovery")).list().size()),
               1);  // one copy, replaced each time

    clock.restart();
    while (doc.undoStack()->canUndo()) doc.undoStack()->undo();
    std::printf("soak_undo_seconds: %.1f\n", double(clock.nsecsElapsed()) / 1e9);
    QCoreApplication::processEvents();
    saver.waitForIdle();
    std::printf("soak_rss_mb_after_undo: %.1f\n", rssMb());
    QVERIFY(!doc.isModified());
    QVERIFY(RecoveryStore(dir.filePath("recovery")).list().empty());  // back at the saved state: copy gone
    QVERIFY(doc.save().ok());
    const auto end = filesIn(project);
    QCOMPARE(end.keys(), start.keys());
    for (const QString& file : start.keys()) QVERIFY2(end[file] == start[file], qPrintable(file));
    // Without the history, what is left is what leaked (glibc keeps freed memory unless trimmed).
    doc.undoStack()->clear();
    malloc_trim(0);
    std::printf("soak_rss_mb_after_clearing_history: %.1f\n", rssMb());
    std::fflush(stdout);
  }
};

QTEST_GUILESS_MAIN(RecoverySoakBench)
#include "recovery_soak_bench.moc"
