#include "core/file_transaction.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>
#include <cerrno>
#include <map>

#include "core/atomic_file.h"
#include "support/file_faults.h"
#include "support/small_disk.h"

using namespace sw;

using sw::test::FaultOn;
using sw::test::snapshot;

namespace {

std::string bytes(char fill, std::size_t size) { return std::string(size, fill); }

}  // namespace

class FileTransactionTest : public QObject {
  Q_OBJECT

  // Three files that exist and one new one in a new folder, as a project save writes them.
  struct Files {
    QString root;
    std::string a, b, c, fresh;
    std::string path(const char* name) const { return QDir(root).filePath(name).toStdString(); }
  };
  Files existingProject(const QString& root) {
    Files f{root, {}, {}, {}, {}};
    f.a = f.path("graphs/a.graph.json");
    f.b = f.path("tilesets/b.tileset.json");
    f.c = f.path("project.json");
    f.fresh = f.path("levels/new/stage.json");
    for (const auto& p : {f.a, f.b, f.c}) writeFileAtomically(p, "old " + p);
    return f;
  }
  static FileTransaction changeAll(const Files& f, std::size_t size = 64) {
    FileTransaction t;
    t.write(f.a, bytes('a', size));
    t.write(f.b, bytes('b', size));
    t.write(f.fresh, bytes('n', size));
    t.write(f.c, bytes('c', size));  // last, as project.json
    return t;
  }

 private slots:
  void writesEveryFileAndLeavesNoTemporaries() {
    QTemporaryDir dir;
    Files f = existingProject(dir.path());
    QVERIFY(changeAll(f).commit().ok());
    QCOMPARE(readWholeFile(f.a).value(), bytes('a', 64));
    QCOMPARE(readWholeFile(f.fresh).value(), bytes('n', 64));
    QCOMPARE(readWholeFile(f.c).value(), bytes('c', 64));
    const auto after = snapshot(dir.path());
    QCOMPARE(after.size(), std::size_t(4));  // no .saving, no .before-save
  }

  void laterWriteOfAPathReplacesTheEarlier() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("a.json").toStdString();
    FileTransaction t;
    t.write(path, "first");
    t.write(path, "second");
    QCOMPARE(t.files().size(), std::size_t(1));
    QVERIFY(t.commit().ok());
    QCOMPARE(readWholeFile(path).value(), std::string("second"));
  }

  void identicalFilesAreNotTouched() {
    QTemporaryDir dir;
    Files f = existingProject(dir.path());
    {
      QFile file(QString::fromStdString(f.a));
      QVERIFY(file.open(QIODevice::ReadWrite));
      QVERIFY(file.setFileTime(QDateTime::fromSecsSinceEpoch(1000), QFileDevice::FileModificationTime));
    }
    FileTransaction t;
    t.write(f.a, "old " + f.a);
    t.write(f.b, "changed");
    QVERIFY(t.commit().ok());
    QCOMPARE(QFileInfo(QString::fromStdString(f.a)).lastModified().toSecsSinceEpoch(), qint64(1000));
    QCOMPARE(readWholeFile(f.b).value(), std::string("changed"));
  }

  // Phase 1 fails on the second file: the first already has its temporary written.
  void failedWriteInTheMiddleChangesNothingAndNamesTheFile() {
    QTemporaryDir dir;
    Files f = existingProject(dir.path());
    const auto before = snapshot(dir.path());
    FaultOn full(FileTransaction::Step::WriteTemporary, f.b, ENOSPC);
    auto status = changeAll(f).commit();
    QVERIFY(!status.ok());
    QCOMPARE(status.error().file, f.b);
    QVERIFY2(QString::fromStdString(status.error().toString()).contains("No space left on device"),
             status.error().toString().c_str());
    QCOMPARE(snapshot(dir.path()), before);
    QVERIFY(!QFileInfo::exists(dir.filePath("levels")));  // the folder made for the new file is gone
  }

  // Phase 2 fails on project.json, the last file: the three replaced before it come back.
  void failedRenamePutsBackTheFilesAlreadyReplaced() {
    QTemporaryDir dir;
    Files f = existingProject(dir.path());
    const auto before = snapshot(dir.path());
    FaultOn refused(FileTransaction::Step::Replace, f.c, EACCES);
    auto status = changeAll(f).commit();
    QVERIFY(!status.ok());
    QCOMPARE(status.error().file, f.c);
    QVERIFY2(QString::fromStdString(status.error().message).contains("no file was changed"),
             status.error().message.c_str());
    QCOMPARE(snapshot(dir.path()), before);
    QVERIFY(!QFileInfo::exists(dir.filePath("levels")));
  }

  void aFolderWhereAFileShouldBeFailsBeforeAnythingIsWritten() {
    QTemporaryDir dir;
    Files f = existingProject(dir.path());
    QDir(dir.path()).mkpath("taken");
    const auto before = snapshot(dir.path());
    FileTransaction t = changeAll(f);
    t.write(f.path("taken"), "x");
    auto status = t.commit();
    QVERIFY(!status.ok());
    QCOMPARE(status.error().file, f.path("taken"));
    QCOMPARE(snapshot(dir.path()), before);
  }

  void unwritableFolderChangesNothing() {
    if (geteuid() == 0) QSKIP("root ignores folder permissions");
    QTemporaryDir dir;
    Files f = existingProject(dir.path());
    const auto before = snapshot(dir.path());
    const QString locked = QFileInfo(QString::fromStdString(f.b)).path();
    QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    auto status = changeAll(f).commit();
    QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QVERIFY(!status.ok());
    QCOMPARE(status.error().file, f.b);
    QCOMPARE(snapshot(dir.path()), before);
  }

  // A real full disk: room for the first new file, not for the second.
  void fullDiskChangesNothingAndNamesTheFile() {
    QTemporaryDir dir;
    const QString root = dir.filePath("disk");
    test::SmallDisk disk(root, "256k");
    if (!disk.isMounted()) QSKIP(qPrintable(disk.why()));
    Files f = existingProject(root);
    QVERIFY(disk.fillLeaving(32 * 1024));
    const auto before = snapshot(root);
    auto status = changeAll(f, 20 * 1024).commit();
    QVERIFY(!status.ok());
    QCOMPARE(status.error().file, f.b);
    QVERIFY2(QString::fromStdString(status.error().message).contains("No space left on device"),
             status.error().message.c_str());
    QCOMPARE(snapshot(root), before);
  }
};

QTEST_APPLESS_MAIN(FileTransactionTest)
#include "file_transaction_test.moc"
