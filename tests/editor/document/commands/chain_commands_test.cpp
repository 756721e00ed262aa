#include <QtTest>

#include "document/commands/chain_commands.h"
#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "support/sample_project.h"

using namespace sw;
using namespace sw::editor;

namespace {
std::vector<std::string> names(const Level& level) {
  std::vector<std::string> out;
  for (const auto& t : level.chain) out.push_back(t->name);
  return out;
}

struct ChainFixture {
  QTemporaryDir dir;
  Document document;
  ChainFixture() {
    auto project = test::sampleProject();
    for (const char* name : {"t4", "t5"}) {
      auto t = std::make_unique<TileInstance>();
      t->name = name;
      t->tile = "floor";
      project->levels[0]->chain.push_back(std::move(t));
    }
    project->directory = dir.path().toStdString();
    saveProject(*project);
    document.open(dir.path());
  }
  Level& level() { return *document.editableLevel(); }
  ObjectId id(const char* n) { return level().findByName(n)->id; }
};
}  // namespace

class ChainCommandsTest : public QObject {
  Q_OBJECT
 private slots:
  void reorderMovesLinksKeepingTheirOrder() {
    ChainFixture f;
    const std::string before = levelText(f.level());
    // Drag t1 and t4 to the end.
    f.document.undoStack()->push(new ReorderChainCommand(&f.document, &f.level(), {f.id("t4"), f.id("t1")}, 5));
    QCOMPARE(names(f.level()), (std::vector<std::string>{"t2", "t3", "t5", "t1", "t4"}));
    QCOMPARE(f.document.selection()->size(), 2);
    f.document.undoStack()->undo();
    QCOMPARE(levelText(f.level()), before);
    // Drag t5 before t2.
    f.document.undoStack()->push(new ReorderChainCommand(&f.document, &f.level(), {f.id("t5")}, 1));
    QCOMPARE(names(f.level()), (std::vector<std::string>{"t1", "t5", "t2", "t3", "t4"}));
  }

  void droppingInPlaceChangesNothing() {
    ChainFixture f;
    ReorderChainCommand same(&f.document, &f.level(), {f.id("t2"), f.id("t3")}, 1);
    QVERIFY(!same.changesOrder());
  }

  void insertReplaceRemoveDuplicateAreUndoable() {
    ChainFixture f;
    const std::string before = levelText(f.level());
    std::vector<std::unique_ptr<LevelObject>> add;
    auto t = std::make_unique<TileInstance>();
    t->name = f.level().uniqueName("ramp");
    t->tile = "ramp";
    add.push_back(std::move(t));
    f.document.undoStack()->push(new AddObjectsCommand(&f.document, &f.level(), std::move(add), 2));
    QCOMPARE(names(f.level())[2], std::string("ramp"));
    f.document.undoStack()->push(new SetPropertyCommand(&f.document, &f.level(), {f.id("t1"), f.id("t3")}, "tile",
                                                        {Value(std::string("ramp"))}));
    f.document.undoStack()->push(makeDuplicateCommand(&f.document, &f.level(), {f.id("t5")}, {0, 0}));
    QCOMPARE(names(f.level()).back(), std::string("t5_2"));
    f.document.undoStack()->push(new RemoveObjectsCommand(&f.document, &f.level(), {f.id("t2")}));
    QCOMPARE(f.level().chain.size(), std::size_t(6));
    while (f.document.undoStack()->canUndo()) f.document.undoStack()->undo();
    QCOMPARE(levelText(f.level()), before);
  }
};

QTEST_GUILESS_MAIN(ChainCommandsTest)
#include "chain_commands_test.moc"
