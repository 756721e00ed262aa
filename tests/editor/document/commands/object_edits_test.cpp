#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>
#include <QtTest>

#include "document/clipboard.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "model/references/object_references.h"
#include "support/sample_project.h"

using namespace sw;
using namespace sw::editor;

namespace {
struct EditsFixture {
  QTemporaryDir dir;
  Document document;
  EditsFixture() {
    auto project = test::sampleProject();
    auto trigger = std::make_unique<Trigger>();
    trigger->name = "gate_trigger";
    trigger->target = "boss_start";
    trigger->condition = "boss_start.x > 3 && t1.visible";
    trigger->position = {20, 0};
    project->levels[0]->objects.push_back(std::move(trigger));
    project->directory = dir.path().toStdString();
    saveProject(*project);
    document.open(dir.path());
  }
  Level& level() { return *document.editableLevel(); }
  ObjectId idOf(const char* name) { return level().findByName(name)->id; }
  Trigger& trigger(const char* name = "gate_trigger") { return *dynamic_cast<Trigger*>(level().findByName(name)); }
  Marker& marker(const char* name = "boss_start") { return *dynamic_cast<Marker*>(level().findByName(name)); }
  void push(QUndoCommand* c) {
    QVERIFY(c);
    document.undoStack()->push(c);
  }
};
}  // namespace

class ObjectEditsTest : public QObject {
  Q_OBJECT
 private slots:
  void expressionRenamingTouchesWholeRootIdentifiersOnly() {
    QCOMPARE(renameInExpression("boss.health < boss_2.health && boss", "boss", "king"),
             std::string("king.health < boss_2.health && king"));
    QCOMPARE(renameInExpression("a.boss + 2boss", "boss", "x"), std::string("a.boss + 2boss"));
    QVERIFY(expressionMentions("f(boss) > 1", "boss"));
    QVERIFY(!expressionMentions("enemy.boss", "boss"));
  }

  void renameUpdatesEveryReferenceInOneStep() {
    EditsFixture f;
    const std::string before = levelText(f.level());
    QString why;
    f.push(makeRenameCommand(&f.document, &f.level(), f.idOf("boss_start"), "arena", &why));
    QCOMPARE(f.document.undoStack()->count(), 1);
    QCOMPARE(f.trigger().target, std::string("arena"));
    QCOMPARE(f.trigger().condition, std::string("arena.x > 3 && t1.visible"));
    QVERIFY(f.level().findByName("arena"));
    f.document.undoStack()->undo();
    QCOMPARE(levelText(f.level()), before);
  }

  void renameRefusesDuplicatesAndBadNames() {
    EditsFixture f;
    QString why;
    QVERIFY(!makeRenameCommand(&f.document, &f.level(), f.idOf("t1"), "t2", &why));
    QVERIFY(why.contains("already used"));
    QVERIFY(!makeRenameCommand(&f.document, &f.level(), f.idOf("t1"), "2fast", &why));
    QVERIFY(!makeRenameCommand(&f.document, &f.level(), f.idOf("t1"), "a b", &why));
    QVERIFY(!makeRenameCommand(&f.document, &f.level(), f.idOf("t1"), "", &why));
    QCOMPARE(f.document.undoStack()->count(), 0);
  }

  void moveAndSnap() {
    EditsFixture f;
    QVector<ObjectId> ids{f.idOf("boss_start"), f.idOf("gate_trigger"), f.idOf("t1")};
    Vec2 d = snapDelta(f.level(), ids, {0.3, 0.4}, 1.0);  // boss_start (12.5,-3) -> (13,-3)
    QVERIFY((d == Vec2{0.5, 0}));
    f.push(makeMoveCommand(&f.document, &f.level(), ids, d));
    QVERIFY((f.marker().position == Vec2{13, -3}));
    QVERIFY((f.trigger().position == Vec2{20.5, 0}));  // keeps its offset to the anchor
    // A drag: many moves, one step.
    int drag = f.document.newMergeSerial();
    for (int i = 0; i < 5; ++i) f.push(makeMoveCommand(&f.document, &f.level(), ids, {1, 0}, drag));
    QCOMPARE(f.document.undoStack()->count(), 2);
    QVERIFY((f.marker().position == Vec2{18, -3}));
    f.document.undoStack()->undo();
    QVERIFY((f.marker().position == Vec2{13, -3}));
    QVERIFY(!makeMoveCommand(&f.document, &f.level(), {f.idOf("t1")}, {1, 1}));  // chain links do not move
  }

  void moveKeepsASelectionHoldingWhatMoved() {
    EditsFixture f;
    // A chain link does not move: the selection stays whole, not cut down to what moved.
    const QSet<ObjectId> selected{f.idOf("boss_start"), f.idOf("gate_trigger"), f.idOf("t1")};
    f.document.selection()->set(selected);
    QSignalSpy selectionChanges(f.document.selection(), &Selection::changed);
    f.push(makeMoveCommand(&f.document, &f.level(), QVector<ObjectId>(selected.begin(), selected.end()), {1, 0}));
    QCOMPARE(f.document.selection()->ids(), selected);
    QCOMPARE(selectionChanges.count(), 0);
    // Undo with something else selected shows what it touched.
    f.document.selection()->set({f.idOf("t1")});
    f.document.undoStack()->undo();
    QCOMPARE(f.document.selection()->ids(), (QSet<ObjectId>{f.idOf("boss_start"), f.idOf("gate_trigger")}));
    QVERIFY((f.marker().position == Vec2{12.5, -3}));
  }

  void pasteKeepsNamesUniqueAndRemapsReferencesAmongPasted() {
    EditsFixture f;
    std::string text = bundleText({f.level().findByName("boss_start"), f.level().findByName("gate_trigger")});
    ObjectBundle bundle;
    Errors errors;
    QVERIFY(readBundleText(text, bundle, errors));
    f.push(makePasteCommand(&f.document, &f.level(), std::move(bundle), Vec2{100, 50}, -1, "Paste"));
    auto& pasted = f.trigger("gate_trigger_2");
    QCOMPARE(pasted.target, std::string("boss_start_2"));  // follows the pasted copy
    QCOMPARE(pasted.condition, std::string("boss_start_2.x > 3 && t1.visible"));  // t1 was not pasted
    // Centre of the two positions (12.5,-3) and (20,0) lands on the cursor.
    QVERIFY((f.marker("boss_start_2").position == Vec2{100 - 3.75, 50 - 1.5}));
    QCOMPARE(f.document.selection()->size(), 2);
    QCOMPARE(f.trigger().target, std::string("boss_start"));  // originals untouched
  }

  void pasteInPlaceAndChainLinks() {
    EditsFixture f;
    std::string text = bundleText({f.level().findByName("t2"), f.level().findByName("boss_start")});
    ObjectBundle bundle;
    Errors errors;
    QVERIFY(readBundleText(text, bundle, errors));
    f.push(makePasteCommand(&f.document, &f.level(), std::move(bundle), std::nullopt, 1, "Paste in place"));
    QCOMPARE(f.level().chain[1]->name, std::string("t2_2"));
    QVERIFY((f.marker("boss_start_2").position == Vec2{12.5, -3}));
  }

  void malformedClipboardChangesNothing() {
    EditsFixture f;
    for (const char* text : {"", "hello", "{\"formatVersion\": 1}", "{\"formatVersion\": 1, \"content\": \"x\"}",
                             "{\"formatVersion\": 1, \"content\": \"scrollwork-objects\", \"objects\": [{\"kind\": 3}]}",
                             "[1, 2"}) {
      ObjectBundle bundle;
      Errors errors;
      QVERIFY2(!readBundleText(text, bundle, errors), text);
      QVERIFY(!errors.empty());
      QCOMPARE(errors[0].file, std::string("clipboard"));
    }
  }

  void duplicateOffsetsAndSelectsCopies() {
    EditsFixture f;
    f.push(makeDuplicateCommand(&f.document, &f.level(), {f.idOf("boss_start"), f.idOf("t1")}, {1, -1}));
    QVERIFY((f.marker("boss_start_2").position == Vec2{13.5, -4}));
    QCOMPARE(f.level().chain[1]->name, std::string("t1_2"));
    QCOMPARE(f.document.selection()->size(), 2);
    QVERIFY(f.document.selection()->contains(f.idOf("boss_start_2")));
    f.document.undoStack()->undo();
    QVERIFY(!f.level().findByName("boss_start_2"));
  }

  void systemClipboardRoundTrip() {
    EditsFixture f;
    std::string text = bundleText({f.level().findByName("boss_start")});
    QGuiApplication::clipboard()->setMimeData(mimeDataForBundle(text));
    auto back = bundleTextFrom(QGuiApplication::clipboard()->mimeData());
    QVERIFY(back);
    QCOMPARE(*back, text);
    auto* plain = new QMimeData;
    plain->setText(QString::fromStdString(text));
    QCOMPARE(*bundleTextFrom(plain), text);  // from a text editor in between
    delete plain;
  }
};

QTEST_MAIN(ObjectEditsTest)
#include "object_edits_test.moc"
