// Benchmark (label bench, run on purpose): the document side of editing 10,000 selected
// objects. Prints one `name_ms: median (max)` line per operation.
// Targets (issue 3): set / undo / select-all <= 50 ms; delete / undo delete <= 200 ms.
#include <QElapsedTimer>
#include <QtTest>
#include <algorithm>
#include <cstdio>

#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/object_edits.h"

using namespace sw;
using namespace sw::editor;

namespace {
struct Figures {
  std::vector<double> samples;
  void add(double ms) { samples.push_back(ms); }
  void print(const char* name) {
    std::sort(samples.begin(), samples.end());
    std::printf("%s_ms: %.2f (max %.2f, n=%zu)\n", name, samples[samples.size() / 2], samples.back(), samples.size());
  }
};

template <class Fn>
double timeMs(Fn fn) {
  QElapsedTimer t;
  t.start();
  fn();
  return double(t.nsecsElapsed()) / 1e6;
}
}  // namespace

class EditSpeedBench : public QObject {
  Q_OBJECT
 private slots:
  void tenThousandObjects() {
    Document doc;
    Level* level = doc.editableLevel();
    for (int i = 0; i < 10000; ++i) {
      auto m = std::make_unique<Marker>();
      m->name = "m" + std::to_string(i);
      m->position = {double(i % 100), double(i / 100)};
      m->id = newObjectId();
      level->objects.push_back(std::move(m));
    }
    doc.notifyStructureChanged();
    Figures selectAll, set, undoSet, move, undoMove, remove, undoRemove;
    for (int run = 0; run < 7; ++run) {
      selectAll.add(timeMs([&] { doc.selection()->set(doc.objectIds()); }));
      QVector<ObjectId> ids = orderedSelection(&doc);
      QCOMPARE(ids.size(), 10000);
      set.add(timeMs([&] {
        doc.undoStack()->push(new SetPropertyCommand(&doc, level, ids, "note", {Value(std::string("run"))}));
      }));
      undoSet.add(timeMs([&] { doc.undoStack()->undo(); }));
      move.add(timeMs([&] { doc.undoStack()->push(makeMoveCommand(&doc, level, ids, {1, 0})); }));
      undoMove.add(timeMs([&] { doc.undoStack()->undo(); }));
      remove.add(timeMs([&] { doc.undoStack()->push(new RemoveObjectsCommand(&doc, level, ids)); }));
      QCOMPARE(level->objectCount(), std::size_t(0));
      undoRemove.add(timeMs([&] { doc.undoStack()->undo(); }));
      QCOMPARE(level->objectCount(), std::size_t(10000));
    }
    std::printf("objects: 10000\n");
    selectAll.print("select_all");
    set.print("set_property");
    undoSet.print("undo_set_property");
    move.print("move");
    undoMove.print("undo_move");
    remove.print("delete");
    undoRemove.print("undo_delete");
  }
};

QTEST_GUILESS_MAIN(EditSpeedBench)
#include "edit_speed_bench.moc"
