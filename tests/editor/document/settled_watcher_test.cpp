// SettledWatcher (settled_watcher.h): reports a changed file once its changes settle, keeps
// watching a file replaced by a rename, sees a file that appears later, reports a watched
// folder's new entries, and says nothing of a file whose size and time stayed the same.
#include "document/settled_watcher.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace sw::editor;

namespace {
bool write(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}
// As editors and git save: a new file renamed over the old one.
bool replaceByRename(const QString& path, const QByteArray& bytes) {
  const QString fresh = path + QStringLiteral(".new");
  return write(fresh, bytes) && QFile::remove(path) && QFile::rename(fresh, path);
}
}  // namespace

class SettledWatcherTest : public QObject {
  Q_OBJECT

 private slots:
  void reportsAWrittenFileOnce() {
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.txt")), b = dir.filePath(QStringLiteral("b.txt"));
    QVERIFY(write(a, "one") && write(b, "two"));
    SettledWatcher watcher;
    watcher.setDelay(50);
    watcher.watch({a, b});
    QVERIFY(watcher.watchedFiles().contains(a));
    QSignalSpy settled(&watcher, &SettledWatcher::settled);
    QVERIFY(write(a, "one, longer"));
    QVERIFY(settled.wait(10000));
    QCOMPARE(settled.at(0).at(0).toStringList(), QStringList{a});
    // Replaced by a rename: still watched, and the next change is heard.
    QVERIFY(replaceByRename(a, "one, replaced!"));
    QVERIFY(settled.wait(10000));
    QCOMPARE(settled.last().at(0).toStringList(), QStringList{a});
    QTRY_VERIFY_WITH_TIMEOUT(watcher.watchedFiles().contains(a), 10000);
    QVERIFY(write(a, "again"));
    QVERIFY(settled.wait(10000));
    QCOMPARE(settled.last().at(0).toStringList(), QStringList{a});
  }

  void seesAFileThatAppears() {
    QTemporaryDir dir;
    const QString later = dir.filePath(QStringLiteral("later.png"));
    SettledWatcher watcher;
    watcher.setDelay(50);
    watcher.watch({later}, {dir.path()});
    QVERIFY(!watcher.watchedFiles().contains(later));
    QSignalSpy settled(&watcher, &SettledWatcher::settled);
    QVERIFY(write(later, "pixels"));
    QVERIFY(settled.wait(10000));
    QCOMPARE(settled.at(0).at(0).toStringList(), QStringList{later});
    QCOMPARE(settled.at(0).at(1).toStringList(), QStringList{QDir::cleanPath(dir.path())});
    QTRY_VERIFY_WITH_TIMEOUT(watcher.watchedFiles().contains(later), 10000);
  }

  void anotherFileOfTheFolderIsNoChange() {
    QTemporaryDir dir;
    const QString watched = dir.filePath(QStringLiteral("watched.txt"));
    QVERIFY(write(watched, "same"));
    SettledWatcher watcher;
    watcher.setDelay(50);
    watcher.watch({watched});
    QSignalSpy settled(&watcher, &SettledWatcher::settled);
    QVERIFY(write(dir.filePath(QStringLiteral("other.txt")), "noise"));
    // Then a real change: the first report is about it alone.
    QVERIFY(write(watched, "changed now"));
    QVERIFY(settled.wait(10000));
    QCOMPARE(settled.at(0).at(0).toStringList(), QStringList{watched});
    QVERIFY(settled.at(0).at(1).toStringList().isEmpty());
  }
};

QTEST_GUILESS_MAIN(SettledWatcherTest)
#include "settled_watcher_test.moc"
