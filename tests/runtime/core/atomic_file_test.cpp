#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include "core/atomic_file.h"

using namespace sw;

class AtomicFileTest : public QObject {
  Q_OBJECT
 private slots:
  void writesReplacesAndLeavesNoTemporary() {
    QTemporaryDir dir;
    std::string path = dir.filePath("sub/a.json").toStdString();
    QVERIFY(writeFileAtomically(path, "one").ok());
    QCOMPARE(readWholeFile(path).value(), std::string("one"));
    QVERIFY(writeFileAtomically(path, "two").ok());
    QCOMPARE(readWholeFile(path).value(), std::string("two"));
    QCOMPARE(QDir(dir.filePath("sub")).entryList(QDir::Files), QStringList{"a.json"});
  }

  void identicalBytesDoNotTouchTheFile() {
    QTemporaryDir dir;
    std::string path = dir.filePath("a.json").toStdString();
    QVERIFY(writeFileAtomically(path, "same").ok());
    {
      QFile file(QString::fromStdString(path));
      QVERIFY(file.open(QIODevice::ReadWrite));
      QVERIFY(file.setFileTime(QDateTime::fromSecsSinceEpoch(1000), QFileDevice::FileModificationTime));
    }
    QVERIFY(writeFileAtomically(path, "same").ok());
    QCOMPARE(QFileInfo(QString::fromStdString(path)).lastModified().toSecsSinceEpoch(), qint64(1000));
  }

  void failureKeepsTheOldFileAndNamesIt() {
    if (geteuid() == 0) QSKIP("root ignores folder permissions");
    QTemporaryDir dir;
    std::string path = dir.filePath("a.json").toStdString();
    QVERIFY(writeFileAtomically(path, "old").ok());
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    auto status = writeFileAtomically(path, "new");
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QVERIFY(!status.ok());
    QCOMPARE(status.error().file, path);
    QCOMPARE(readWholeFile(path).value(), std::string("old"));
  }

  void writingOverAFolderFails() {
    QTemporaryDir dir;
    QDir(dir.path()).mkdir("taken");
    std::string path = dir.filePath("taken").toStdString();
    auto status = writeFileAtomically(path, "x");
    QVERIFY(!status.ok());
    QCOMPARE(status.error().file, path);
    QVERIFY(QFileInfo(QString::fromStdString(path)).isDir());
    QVERIFY(!QFile::exists(QString::fromStdString(path + ".saving")));
  }

  void readingAMissingFileNamesIt() {
    auto r = readWholeFile("/nonexistent/x.json");
    QVERIFY(!r.ok());
    QCOMPARE(r.error().file, std::string("/nonexistent/x.json"));
  }
};

QTEST_APPLESS_MAIN(AtomicFileTest)
#include "atomic_file_test.moc"
