// The Patterns dock: a broken line is marked on that line and listed; fixing it previews
// bullets; applying is one undo step; the list's add / rename / remove are undo steps.
#include "ui/patterns/patterns_dock.h"

#include <QAction>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSlider>
#include <QStandardPaths>
#include <QTextBlock>
#include <QUndoStack>
#include <QtTest>

#include "document/document.h"
#include "model/patterns/bullet_pattern_json.h"
#include "model/io/project_io.h"
#include "ui/patterns/pattern_text_edit.h"

using namespace sw;
using namespace sw::editor;

namespace {

void trigger(PatternsDock& dock, const char* name) {
  auto* action = dock.findChild<QAction*>(QLatin1String(name));
  QVERIFY2(action, name);
  QVERIFY2(action->isEnabled(), name);
  action->trigger();
}

// Replaces line `line` (1-based) of the editor's text, as typing would.
void replaceLine(QPlainTextEdit* edit, int line, const QString& text) {
  QTextCursor cursor(edit->document()->findBlockByNumber(line - 1));
  cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
  cursor.insertText(text);
}

int lineContaining(QPlainTextEdit* edit, const QString& words) {
  for (QTextBlock b = edit->document()->begin(); b.isValid(); b = b.next())
    if (b.text().contains(words)) return b.blockNumber() + 1;
  return 0;
}

}  // namespace

class PatternsDockTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void brokenLineIsMarkedAndFixingItPreviews() {
    Document d;
    d.editableProject().bulletKinds = defaultBulletKinds();
    PatternsDock dock(&d);
    dock.resize(1200, 400);
    dock.show();
    trigger(dock, "addPatternAction");
    QCOMPARE(d.project().patterns.size(), std::size_t(1));
    QCOMPARE(dock.currentPatternName(), QStringLiteral("pattern"));
    auto* text = dock.findChild<PatternTextEdit*>(QStringLiteral("patternText"));
    auto* problems = dock.findChild<QListWidget*>(QStringLiteral("patternProblems"));
    auto* ticks = dock.findChild<QSlider*>(QStringLiteral("patternTickSlider"));
    QVERIFY(text && problems && ticks);
    QCOMPARE(problems->count(), 0);

    // The wait's line gets an expression with an unknown parameter.
    const int waitLine = lineContaining(text, QStringLiteral("\"wait\""));
    QVERIFY(waitLine > 0);
    const QString good = text->document()->findBlockByNumber(waitLine - 1).text();
    replaceLine(text, waitLine, QStringLiteral("{\"wait\": \"20 * $speed\"}"));
    dock.checkNow();
    QCOMPARE(problems->count(), 1);
    QVERIFY2(problems->item(0)->text().startsWith(QStringLiteral("line %1:").arg(waitLine)),
             qPrintable(problems->item(0)->text()));
    QVERIFY(problems->item(0)->text().contains(QStringLiteral("$speed")));
    QVERIFY(text->problems().contains(waitLine));
    QVERIFY(!dock.applyText());  // broken text is never applied
    QCOMPARE(d.undoStack()->count(), 1);

    // A syntax error is marked on its line too.
    replaceLine(text, waitLine, QStringLiteral("{\"wait\": 20,,}"));
    dock.checkNow();
    QCOMPARE(problems->count(), 1);
    QVERIFY2(text->problems().contains(waitLine), qPrintable(problems->item(0)->text()));

    // Fixed: no problems, and the preview shows bullets at once, with no event loop turn
    // or timer between (not timed: the suite has no timed assertions).
    replaceLine(text, waitLine, good);
    dock.checkNow();
    ticks->setValue(10);
    QCOMPARE(problems->count(), 0);
    QVERIFY2(dock.liveBulletCount() > 0, "the ring is in the air at tick 10");

    // A valid change is applied as one undo step; undo gives the same bytes.
    const std::string before = projectText(d.project());
    const int fireLine = lineContaining(text, QStringLiteral("\"sequence\""));
    const QString fire = text->document()->findBlockByNumber(fireLine - 1).text();
    QString faster = fire;
    faster.replace(QStringLiteral("0.15"), QStringLiteral("0.3"));
    QVERIFY(faster != fire);
    replaceLine(text, fireLine, faster);
    QVERIFY(dock.applyText());
    QCOMPARE(d.undoStack()->count(), 2);
    QVERIFY(projectText(d.project()) != before);
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
  }

  void listEditsAreUndoSteps() {
    Document d;
    d.editableProject().bulletKinds = defaultBulletKinds();
    PatternsDock dock(&d);
    const std::string before = projectText(d.project());
    trigger(dock, "addPatternAction");
    trigger(dock, "duplicatePatternAction");
    QCOMPARE(d.project().patterns.size(), std::size_t(2));
    QCOMPARE(d.project().patterns[1]->name, std::string("pattern_copy"));
    auto* list = dock.findChild<QListWidget*>(QStringLiteral("patternList"));
    list->item(0)->setText(QStringLiteral("spiral"));  // what the inline editor does
    QTRY_COMPARE(d.project().patterns[0]->name, std::string("spiral"));
    QCOMPARE(list->item(0)->text(), QStringLiteral("spiral"));
    list->item(1)->setText(QStringLiteral("spiral"));  // taken: refused, the item goes back
    QTRY_COMPARE(list->item(1)->text(), QStringLiteral("pattern_copy"));
    list->setCurrentRow(1);
    trigger(dock, "removePatternAction");
    QCOMPARE(d.project().patterns.size(), std::size_t(1));
    QCOMPARE(d.undoStack()->count(), 4);
    while (d.undoStack()->canUndo()) d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
    QCOMPARE(list->count(), 0);
  }
};

QTEST_MAIN(PatternsDockTest)
#include "patterns_dock_test.moc"
