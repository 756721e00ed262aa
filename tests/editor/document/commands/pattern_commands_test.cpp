// Every edit of bullet patterns is one undo step, and undo puts back the same bytes;
// a rename follows the references (default pattern, behaviour lines, calls).
#include <QSignalSpy>
#include <QtTest>

#include "document/document.h"
#include "document/commands/pattern_commands.h"
#include "document/edit_subject.h"
#include "document/commands/property_edits.h"
#include "model/patterns/bullet_pattern_json.h"
#include "model/io/project_io.h"

using namespace sw;
using namespace sw::editor;

namespace {

BulletPattern parsed(const std::string& text) {
  BulletPattern p;
  Errors errors;
  if (!readPatternText(text, "t.json", "", p, errors)) qFatal("%s", errors.front().toString().c_str());
  return p;
}

// A document with kinds, patterns "ring" and "burst" (which calls ring) and an enemy type using ring.
void fill(Document& d) {
  Project& p = d.editableProject();
  p.bulletKinds = defaultBulletKinds();
  p.patterns.push_back(std::make_unique<BulletPattern>(parsed(
      R"({"name": "ring", "parameters": [{"name": "n", "default": 8}], "actions": [
          {"repeat": {"times": "$n", "actions": [{"fire": {"sequence": "360 / $n"}}]}}]})")));
  p.patterns.push_back(std::make_unique<BulletPattern>(parsed(
      R"({"name": "burst", "actions": [{"call": {"pattern": "ring", "args": [12]}}, {"wait": 10}]})")));
  auto type = std::make_unique<EnemyType>();
  type->name = "drone";
  type->pattern = "ring";
  auto state = std::make_unique<EnemyState>();
  state->name = "attack";
  state->begin = {"fire   ring", "startFiring burst", "setPattern ring", "emit ring"};
  type->states.push_back(std::move(state));
  p.enemyTypes.push_back(std::move(type));
}

std::string text(const Document& d) { return projectText(d.project()); }

}  // namespace

class PatternCommandsTest : public QObject {
  Q_OBJECT
 private slots:
  void everyEditUndoesByteForByte() {
    Document d;
    fill(d);
    QSignalSpy changed(&d, &Document::patternsChanged);
    const std::string before = text(d);
    std::string name;
    const std::vector<QUndoCommand*> commands = {
        makeNewPattern(&d, &name),
        makeDuplicatePattern(&d, 0),
        makeRemovePattern(&d, 1),
        makeSetPattern(&d, 0, parsed(R"({"name": "ring", "actions": [{"fire": {"aim": 5}}, {"wait": 3}]})")),
        makeRenamePattern(&d, 0, "circle", nullptr),
    };
    QCOMPARE(name, std::string("pattern"));
    for (QUndoCommand* c : commands) {
      QVERIFY(c);
      const std::string prior = text(d);
      d.undoStack()->push(c);
      QVERIFY(text(d) != prior);
      d.undoStack()->undo();
      QCOMPARE(text(d), prior);
      d.undoStack()->redo();
      d.undoStack()->undo();
      QCOMPARE(text(d), before);
    }
    QVERIFY(changed.count() > 0);
    // In a row, then all undone.
    d.undoStack()->clear();
    d.undoStack()->push(makeNewPattern(&d));
    d.undoStack()->push(makeDuplicatePattern(&d, 2));
    d.undoStack()->push(makeRenamePattern(&d, 0, "circle", nullptr));
    d.undoStack()->push(makeRemovePattern(&d, 1));
    QCOMPARE(d.undoStack()->count(), 4);
    while (d.undoStack()->canUndo()) d.undoStack()->undo();
    QCOMPARE(text(d), before);
  }

  void renameFollowsReferences() {
    Document d;
    fill(d);
    d.undoStack()->push(makeRenamePattern(&d, 0, "circle", nullptr));
    const Project& p = d.project();
    QCOMPARE(p.findEnemyType("drone")->pattern, std::string("circle"));
    const auto& begin = p.findEnemyType("drone")->states[0]->begin;
    QCOMPARE(begin[0], std::string("fire   circle"));
    QCOMPARE(begin[1], std::string("startFiring burst"));
    QCOMPARE(begin[2], std::string("setPattern circle"));
    QCOMPARE(begin[3], std::string("emit ring"));  // an event, not a pattern
    QCOMPARE(p.findPattern("burst")->actions[0].pattern, std::string("circle"));
  }

  void badNamesAreRefused() {
    Document d;
    fill(d);
    QString why;
    QVERIFY(!makeRenamePattern(&d, 0, "burst", &why));
    QVERIFY(why.contains(QStringLiteral("already")));
    QVERIFY(!makeRenamePattern(&d, 0, "two words", &why));
    QVERIFY(!makeRenamePattern(&d, 0, "none", &why));
    QVERIFY(!makeRenamePattern(&d, 9, "x", &why));
    QVERIFY(!makeSetPattern(&d, 0, *d.project().patterns[0]));  // no change, no command
    QCOMPARE(d.undoStack()->count(), 0);
  }

  void bulletKindsEditTogether() {
    Document d;
    fill(d);
    const std::string before = text(d);
    std::vector<EditSubject> kinds = {d.editableProject().bulletKinds[0].get(), d.editableProject().bulletKinds[1].get()};
    QString why;
    QUndoCommand* c = makeSetProperty(&d, kinds, "radius", {Value(0.5)}, 0, &why);
    QVERIFY2(c, qPrintable(why));
    d.undoStack()->push(c);
    QCOMPARE(d.undoStack()->count(), 1);
    QCOMPARE(d.project().bulletKinds[0]->radius, 0.5);
    QCOMPARE(d.project().bulletKinds[1]->radius, 0.5);
    d.undoStack()->undo();
    QCOMPARE(text(d), before);
  }
};

QTEST_GUILESS_MAIN(PatternCommandsTest)
#include "pattern_commands_test.moc"
