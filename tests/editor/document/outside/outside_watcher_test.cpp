// OutsideWatcher (outside_watcher.h): notices the project's files changed outside, also
// when replaced by a rename, waits until a file is quiet before reporting it (a file still
// being written is not read), and stays quiet about the editor's own saves.
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include "document/document.h"
#include "document/outside/outside_watcher.h"
#include "model/io/project_io.h"
#include "support/outside_edit.h"

using namespace sw;
using namespace sw::editor;

class OutsideWatcherTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void noticesAChangeAndARename() {
    QTemporaryDir dir;
    Document d;
    QVERIFY(test::openShooter(d, dir));
    OutsideWatcher watcher(&d);
    watcher.setDelay(50);
    const QString level = test::levelPath(d);
    QVERIFY(watcher.watchedFiles().contains(level));
    QVERIFY(watcher.watchedFiles().contains(d.projectFile()));
    QSignalSpy changed(&watcher, &OutsideWatcher::changed);

    QVERIFY(test::writeInPlace(level, test::levelTextWith(d, [](Level& l) { l.seed = 11; })));
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 10000);
    QCOMPARE(changed.at(0).at(0).toString(), level);

    // The editor takes that version (as a reload would), then it is replaced by a rename.
    d.diskState()->remember(level, test::readBytes(level), std::nullopt);
    QVERIFY(test::replaceByRename(level, test::levelTextWith(d, [](Level& l) { l.seed = 12; })));
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 2, 10000);
    // ...and watched again afterwards: a third change is heard too.
    d.diskState()->remember(level, test::readBytes(level), std::nullopt);
    QTRY_VERIFY_WITH_TIMEOUT(watcher.watchedFiles().contains(level), 10000);
    QVERIFY(test::writeInPlace(level, test::levelTextWith(d, [](Level& l) { l.seed = 13; })));
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 3, 10000);
  }

  void ownSaveIsNotReported() {
    QTemporaryDir dir;
    Document d;
    QVERIFY(test::openShooter(d, dir));
    OutsideWatcher watcher(&d);
    watcher.setDelay(50);
    QSignalSpy changed(&watcher, &OutsideWatcher::changed);
    d.editableLevel()->seed = 77;
    QVERIFY(bool(d.save()));
    QTest::qWait(500);  // ten delays: a report would have come
    QCOMPARE(changed.count(), 0);
  }

  void aFileStillBeingWrittenIsNotReadBeforeItIsQuiet() {
    QTemporaryDir dir;
    Document d;
    QVERIFY(test::openShooter(d, dir));
    OutsideWatcher watcher(&d);
    watcher.setDelay(1000);  // generous: pieces come every 100 ms even on a busy machine
    const QString level = test::levelPath(d);
    const std::string full = test::levelTextWith(d, [](Level& l) { l.seed = 21; });
    QSignalSpy changed(&watcher, &OutsideWatcher::changed);
    // A slow writer: pieces every 100 ms, each well inside the delay.
    QFile file(level);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    const qsizetype piece = qsizetype(full.size() / 5 + 1);
    for (qsizetype at = 0; at < qsizetype(full.size()); at += piece) {
      file.write(full.data() + at, std::min<qsizetype>(piece, qsizetype(full.size()) - at));
      file.flush();
      QTest::qWait(100);
      QCOMPARE(changed.count(), 0);  // never while it grows
    }
    file.close();
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 10000);
    QCOMPARE(test::readBytes(level), full);
  }

  void deletionIsReported() {
    QTemporaryDir dir;
    Document d;
    QVERIFY(test::openShooter(d, dir));
    OutsideWatcher watcher(&d);
    watcher.setDelay(50);
    QSignalSpy deleted(&watcher, &OutsideWatcher::deleted);
    QVERIFY(QFile::remove(test::levelPath(d)));
    QTRY_COMPARE_WITH_TIMEOUT(deleted.count(), 1, 10000);
    QCOMPARE(deleted.at(0).at(0).toString(), test::levelPath(d));
  }
};

QTEST_GUILESS_MAIN(OutsideWatcherTest)
#include "outside_watcher_test.moc"
