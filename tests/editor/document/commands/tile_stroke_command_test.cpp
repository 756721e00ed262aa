// A stroke on a tile layer as one sparse undo step (document/commands/tile_stroke_command.h):
// random steps (erase scattered tiles, append, erase tiles the stroke itself appended)
// merged into one command give the same layer as doing them on a plain vector; undo gives
// back the level byte for byte, redo the stroke's result; the command keeps only what
// changed, not the layer; a first step may create the layer and undo removes it.
#include <QUndoStack>
#include <QtTest>
#include <random>

#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/tile_stroke_command.h"
#include "model/level/level.h"
#include "model/io/project_io.h"

using namespace sw;
using namespace sw::editor;

class TileStrokeCommandTest : public QObject {
  Q_OBJECT
  std::unique_ptr<Document> document_;
  ObjectId link_ = 0;

  TileInstance* link() const { return dynamic_cast<TileInstance*>(document_->editableLevel()->findById(link_)); }
  std::string text() const { return levelText(*document_->level()); }

 private slots:
  void init() {
    document_ = std::make_unique<Document>();
    auto instance = std::make_unique<TileInstance>();
    instance->name = "link";
    instance->tile = "nothing";
    TileLayer layer("tiles", 0.5);
    const auto ref = layer.refFor("art", "a");
    for (int i = 0; i < 5000; ++i) layer.tiles.push_back({ref, {double(i % 100), double(i / 100)}, {1, 1}, 0});
    instance->tileLayers.push_back(std::move(layer));
    TileInstance* added = instance.get();
    std::vector<std::unique_ptr<LevelObject>> objects;
    objects.push_back(std::move(instance));
    document_->undoStack()->push(new AddObjectsCommand(document_.get(), document_->editableLevel(), std::move(objects)));
    link_ = added->id;  // given by the command
    QVERIFY(link_ != 0);
    document_->undoStack()->clear();
  }
  void cleanup() { document_.reset(); }

  void randomStrokesMergeIntoOneExactStep() {
    for (unsigned seed = 1; seed <= 12; ++seed) {
      std::mt19937 random(seed);
      const std::string before = text();
      const std::size_t sizeBefore = link()->tileLayers[0].tiles.size();
      std::vector<PlacedTile> reference = link()->tileLayers[0].tiles.toVector();
      std::vector<TileRef> palette = link()->tileLayers[0].palette;
      const int serial = document_->newMergeSerial();
      std::size_t appendedSoFar = 0;
      for (int step = 0; step < 40; ++step) {
        TileStrokeCommand::Step s;
        // Erase scattered tiles, now and then some the stroke appended itself (at the end).
        for (std::size_t i = random() % 50; i < reference.size(); i += 1 + random() % 700) s.erase.push_back(i);
        if (appendedSoFar && random() % 3 == 0) s.erase.push_back(reference.size() - 1);
        std::sort(s.erase.begin(), s.erase.end());
        s.erase.erase(std::unique(s.erase.begin(), s.erase.end()), s.erase.end());
        if (random() % 4 == 0) palette.push_back({"art", "t" + std::to_string(step)});
        for (unsigned n = random() % 5; n-- > 0;)
          s.append.push_back({std::uint32_t(random() % palette.size()), {500.0 + step, double(n)}, {1, 1}, std::uint8_t(n % 8)});
        s.palette = palette;
        for (std::size_t k = s.erase.size(); k-- > 0;) reference.erase(reference.begin() + std::ptrdiff_t(s.erase[k]));
        reference.insert(reference.end(), s.append.begin(), s.append.end());
        appendedSoFar += s.append.size();
        document_->undoStack()->push(
            new TileStrokeCommand(document_.get(), document_->editableLevel(), link_, 0, std::move(s), serial));
      }
      QCOMPARE(document_->undoStack()->count(), int(seed));  // one step per stroke
      QVERIFY(link()->tileLayers[0].tiles.toVector() == reference);
      QVERIFY(link()->tileLayers[0].palette == palette);
      const auto* command = dynamic_cast<const TileStrokeCommand*>(
          document_->undoStack()->command(document_->undoStack()->index() - 1));
      QVERIFY(command);
      QVERIFY(command->removedCount() < sizeBefore / 4);  // the changed tiles, not a copy of the layer
      const std::string after = text();
      document_->undoStack()->undo();
      QVERIFY2(text() == before, "undo must give back the level byte for byte");
      document_->undoStack()->redo();
      QVERIFY(text() == after);
    }
  }

  void firstStepCreatesTheLayer() {
    link()->tileLayers.clear();
    const std::string before = text();
    const int serial = document_->newMergeSerial();
    TileStrokeCommand::Step s;
    s.palette = {{"art", "a"}};
    s.append = {{0, {1, 1}, {1, 1}, 0}};
    document_->undoStack()->push(
        new TileStrokeCommand(document_.get(), document_->editableLevel(), link_, 0, s, serial, "painted"));
    s.append = {{0, {2, 1}, {1, 1}, 0}};
    document_->undoStack()->push(new TileStrokeCommand(document_.get(), document_->editableLevel(), link_, 0, s, serial));
    QCOMPARE(document_->undoStack()->count(), 1);
    QCOMPARE(link()->tileLayers.size(), std::size_t(1));
    QCOMPARE(link()->tileLayers[0].name, std::string("painted"));
    QCOMPARE(link()->tileLayers[0].tiles.size(), std::size_t(2));
    document_->undoStack()->undo();
    QVERIFY(link()->tileLayers.empty());
    QVERIFY(text() == before);
  }

  void strokeBackToTheStartIsNoStep() {
    const int serial = document_->newMergeSerial();
    TileStrokeCommand::Step add;
    add.palette = link()->tileLayers[0].palette;
    add.append = {{0, {300, 0}, {1, 1}, 0}};
    document_->undoStack()->push(new TileStrokeCommand(document_.get(), document_->editableLevel(), link_, 0, add, serial));
    TileStrokeCommand::Step remove;
    remove.palette = add.palette;
    remove.erase = {link()->tileLayers[0].tiles.size() - 1};
    document_->undoStack()->push(
        new TileStrokeCommand(document_.get(), document_->editableLevel(), link_, 0, remove, serial));
    QCOMPARE(document_->undoStack()->count(), 0);  // obsolete: nothing changed
  }
};

QTEST_GUILESS_MAIN(TileStrokeCommandTest)
#include "tile_stroke_command_test.moc"
