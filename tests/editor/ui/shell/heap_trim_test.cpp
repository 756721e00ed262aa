// HeapTrim (ui/shell/heap_trim.h): trims once after a project opens (and once more when the
// first frames are drawn), once after a burst of edits settles, never once per request.
#include "ui/shell/heap_trim.h"

#include <QUndoCommand>
#include <QUndoStack>
#include <QtTest>

#include "document/document.h"

using namespace sw::editor;

class HeapTrimTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void coalescesRequests() {
    Document document;
    HeapTrim trim(&document);
    trim.trimSoon(0);
    trim.trimSoon(0);
    trim.trimSoon(50);  // a later one does not push the sooner one back or add one
    QCOMPARE(trim.trims(), 0);  // nothing synchronous
    QTRY_COMPARE(trim.trims(), 1);
    QTest::qWait(120);
    QCOMPARE(trim.trims(), 1);
  }

  void afterOpeningAndAfterEdits() {
    Document document;
    HeapTrim trim(&document);
    emit document.projectReset();
    QCOMPARE(trim.trims(), 0);  // nothing synchronous
    // Once the views are built, once more after the next round of events.
    QCoreApplication::processEvents();
    QCOMPARE(trim.trims(), 1);
    QCoreApplication::processEvents();
    QCOMPARE(trim.trims(), 2);
    QTest::qWait(100);
    QCOMPARE(trim.trims(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(trim.trims(), 3, 4000);  // after the first frames
    for (int i = 0; i < 3; ++i) document.undoStack()->push(new QUndoCommand(QStringLiteral("edit")));
    QTest::qWait(200);
    QCOMPARE(trim.trims(), 3);  // not while edits come
    QTRY_COMPARE_WITH_TIMEOUT(trim.trims(), 4, 5000);
    QTest::qWait(300);
    QCOMPARE(trim.trims(), 4);  // one for the burst
  }
};

QTEST_MAIN(HeapTrimTest)
#include "heap_trim_test.moc"
