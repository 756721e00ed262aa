// The recovery store: copies written whole, read back, listed, damaged ones reported with
// their file and place, removed without a trace; all under a scratch root.
#include "document/recovery/recovery_store.h"

#include <QLockFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace sw::editor;

namespace {
using Files = std::vector<std::pair<QString, std::string>>;

QByteArray readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}
void writeText(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
  f.write(bytes);
}
}  // namespace

class RecoveryStoreTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  QString projectFile_;

  RecoveryManifest manifest() const {
    RecoveryManifest m;
    m.projectFile = projectFile_;
    m.projectName = QStringLiteral("Demo");
    m.changes = {QStringLiteral("Move 2 objects"), QStringLiteral("Set x")};
    m.changeCount = 2;
    m.changedAssets = 1;
    return m;
  }

 private slots:
  void init() {
    QVERIFY(dir_.isValid());
    QDir(dir_.filePath("root")).removeRecursively();
    QDir().mkpath(dir_.filePath("project/levels"));
    projectFile_ = dir_.filePath("project/project.json");
    writeText(projectFile_, "{\"same\":1}");
    writeText(dir_.filePath("project/levels/a.json"), "old level");
  }

  // Issue #45 B6: a level and game.json changed were "2 level files".
  void projectFilesAreNamedNotCountedAsLevels() {
    RecoveryStore store(dir_.filePath("root"));
    const QString folder = store.sessionFolder(projectFile_, QStringLiteral("s1"));
    writeText(dir_.filePath("project/game.json"), "old rules");
    const Files files{{"levels/a.json", "new level"}, {"game.json", "new rules"}, {"project.json", "{\"same\":1}"}};
    QVERIFY(store.write(folder, manifest(), files).ok());
    const RecoveryCopy copy = RecoveryStore::read(folder);
    QVERIFY2(!copy.isDamaged(), qPrintable(copy.problem));
    QCOMPARE(copy.manifest.changedLevels, 1);
    QCOMPARE(copy.manifest.changedProjectFiles, QStringList({"game.json"}));

    // A manifest from before (no changedProjectFiles) still reads.
    QFile f(QDir(folder).filePath("manifest.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray json = f.readAll();
    f.close();
    json.replace("\"changedProjectFiles\"", "\"unknownKey\"");
    writeText(QDir(folder).filePath("manifest.json"), json);
    const RecoveryCopy old = RecoveryStore::read(folder);
    QVERIFY2(!old.isDamaged(), qPrintable(old.problem));
    QVERIFY(old.manifest.changedProjectFiles.isEmpty());
  }

  void writesAndReadsBack() {
    RecoveryStore store(dir_.filePath("root"));
    const QString folder = store.sessionFolder(projectFile_, QStringLiteral("s1"));
    QVERIFY(folder.startsWith(store.root()));
    QVERIFY(!folder.contains(QStringLiteral("/project/")));  // never inside the project
    const Files files{
        {"levels/a.json", "new level"}, {"graphs/g.graph.json", "G"}, {"project.json", "{\"same\":1}"}};
    auto status = store.write(folder, manifest(), files);
    QVERIFY2(status.ok(), status ? "" : status.error().toString().c_str());

    const RecoveryCopy copy = RecoveryStore::read(folder);
    QVERIFY2(!copy.isDamaged(), qPrintable(copy.problem));
    QVERIFY(!copy.live);
    QCOMPARE(copy.manifest.projectFile, projectFile_);
    QCOMPARE(copy.manifest.projectName, QStringLiteral("Demo"));
    QCOMPARE(copy.manifest.files, QStringList({"levels/a.json", "graphs/g.graph.json", "project.json"}));
    QCOMPARE(copy.manifest.changes.last(), QStringLiteral("Set x"));
    QCOMPARE(copy.manifest.changeCount, 2);
    QCOMPARE(copy.manifest.changedLevels, 1);  // the level differs from the disk, project.json does not
    QCOMPARE(copy.manifest.changedAssets, 1);
    QVERIFY(copy.manifest.written.isValid());
    QCOMPARE(copy.manifest.written.timeSpec(), Qt::UTC);
    QCOMPARE(readAll(RecoveryStore::snapshotFile(copy, "levels/a.json")), QByteArray("new level"));
    QCOMPARE(readAll(dir_.filePath("project/levels/a.json")), QByteArray("old level"));  // untouched

    // A second copy replaces the first: new snapshot folder, the old one gone.
    QVERIFY(store.write(folder, manifest(), {{"project.json", "v2"}}).ok());
    const RecoveryCopy second = RecoveryStore::read(folder);
    QVERIFY2(!second.isDamaged(), qPrintable(second.problem));
    QVERIFY(second.manifest.snapshot != copy.manifest.snapshot);
    QVERIFY(!QFileInfo::exists(QDir(folder).filePath(copy.manifest.snapshot)));
    QCOMPARE(second.manifest.files, QStringList({"project.json"}));
    QCOMPARE(readAll(RecoveryStore::snapshotFile(second, "project.json")), QByteArray("v2"));
  }

  void listsNewestFirstPerProjectAndSkipsOwn() {
    RecoveryStore store(dir_.filePath("root"));
    const QString a = store.sessionFolder(projectFile_, "a"), b = store.sessionFolder(projectFile_, "b");
    const QString other = store.sessionFolder(dir_.filePath("elsewhere/project.json"), "c");
    QVERIFY(store.write(a, manifest(), {{"project.json", "a"}}).ok());
    QTest::qWait(20);
    QVERIFY(store.write(other, manifest(), {{"project.json", "c"}}).ok());
    QTest::qWait(20);
    QVERIFY(store.write(b, manifest(), {{"project.json", "b"}}).ok());
    const auto all = store.list();
    QCOMPARE(int(all.size()), 3);
    QCOMPARE(all[0].folder, b);
    QCOMPARE(all[2].folder, a);
    const auto mine = store.listFor(projectFile_, b);
    QCOMPARE(int(mine.size()), 1);
    QCOMPARE(mine[0].folder, a);
    // Another spelling of the same project folder gives the same key.
    QCOMPARE(store.projectFolder(dir_.filePath("project/../project/project.json")),
             store.projectFolder(projectFile_));
    QVERIFY(store.projectFolder(QString()) != store.projectFolder(projectFile_));
  }

  void aLockedCopyIsLive() {
    RecoveryStore store(dir_.filePath("root"));
    const QString folder = store.sessionFolder(projectFile_, "s");
    QVERIFY(store.write(folder, manifest(), {{"project.json", "x"}}).ok());
    {
      QLockFile lock(QDir(folder).filePath(RecoveryStore::kLockName));
      lock.setStaleLockTime(0);
      QVERIFY(lock.tryLock(0));
      QVERIFY(RecoveryStore::read(folder).live);
    }
    QVERIFY(!RecoveryStore::read(folder).live);
  }

  void damagedManifestsAreReportedWithFileAndPlace_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not json") << QByteArray("{\n  \"format\": ") << QStringLiteral("line 2");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("line 1");
    QTest::newRow("array") << QByteArray("[]") << QStringLiteral("not a JSON object");
    QTest::newRow("other format") << QByteArray("{\"format\":\"x\"}") << QStringLiteral("/format");
    const QByteArray head =
        "{\"format\":\"scrollwork-recovery\",\"formatVersion\":1,\"written\":\"2026-01-01T00:00:00Z\",";
    QTest::newRow("bad snapshot") << head + "\"snapshot\":\"../x\"}" << QStringLiteral("/snapshot");
    QTest::newRow("path out") << head +
                                     "\"snapshot\":\"snap-0\",\"files\":[\"project.json\",\"../../evil\"],"
                                     "\"removedFiles\":[],\"changes\":[]}"
                              << QStringLiteral("/files/1");
    QTest::newRow("absolute") << head +
                                     "\"snapshot\":\"snap-0\",\"files\":[\"/etc/passwd\"],"
                                     "\"removedFiles\":[],\"changes\":[]}"
                              << QStringLiteral("/files/0");
    QTest::newRow("no project") << head +
                                       "\"snapshot\":\"snap-0\",\"files\":[\"levels/a.json\"],"
                                       "\"removedFiles\":[],\"changes\":[]}"
                                << QStringLiteral("project.json is missing");
    QTest::newRow("missing file")
        << head +
               "\"snapshot\":\"snap-0\",\"files\":[\"project.json\",\"levels/gone.json\"],"
               "\"removedFiles\":[],\"changes\":[]}"
        << QStringLiteral("levels/gone.json: the file is missing");
    QTest::newRow("no date") << QByteArray("{\"format\":\"scrollwork-recovery\",\"formatVersion\":1}")
                             << QStringLiteral("/written");
  }

  void damagedManifestsAreReportedWithFileAndPlace() {
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    RecoveryStore store(dir_.filePath("root"));
    const QString folder = store.sessionFolder(projectFile_, "s");
    QVERIFY(store.write(folder, manifest(), {{"project.json", "x"}}).ok());
    writeText(QDir(folder).filePath(RecoveryStore::kManifestName), text);
    const RecoveryCopy copy = RecoveryStore::read(folder);
    QVERIFY(copy.isDamaged());
    QVERIFY2(copy.problem.contains(expected), qPrintable(copy.problem));
    QVERIFY2(copy.problem.contains(QStringLiteral("manifest.json")) ||
                 copy.problem.contains(QStringLiteral("snap-0")),
             qPrintable(copy.problem));
    // Listed, so it can be discarded.
    QCOMPARE(int(store.list().size()), 1);
    QVERIFY(store.list()[0].isDamaged());
  }

  void aMissingManifestIsDamaged() {
    RecoveryStore store(dir_.filePath("root"));
    const QString folder = store.sessionFolder(projectFile_, "s");
    QDir().mkpath(folder);
    const RecoveryCopy copy = RecoveryStore::read(folder);
    QVERIFY(copy.isDamaged());
    QVERIFY(copy.problem.contains(QStringLiteral("manifest.json")));
  }

  void aHugeManifestIsRefusedUnread() {
    RecoveryStore store(dir_.filePath("root"));
    const QString folder = store.sessionFolder(projectFile_, "s");
    QDir().mkpath(folder);
    writeText(QDir(folder).filePath(RecoveryStore::kManifestName),
              QByteArray(RecoveryStore::kMaxManifestBytes + 10, ' '));
    QVERIFY(RecoveryStore::read(folder).problem.contains(QStringLiteral("too large")));
  }

  void writeRefusesPathsOutOfTheCopy() {
    RecoveryStore store(dir_.filePath("root"));
    const QString folder = store.sessionFolder(projectFile_, "s");
    for (const char* bad : {"../x.json", "/abs.json", "a/./b.json", ""}) {
      auto status = store.write(folder, manifest(), {{"project.json", "x"}, {QString::fromUtf8(bad), "y"}});
      QVERIFY2(!status.ok(), bad);
    }
    QVERIFY(!QFileInfo::exists(dir_.filePath("root/x.json")));
  }

  void removeLeavesNothing() {
    RecoveryStore store(dir_.filePath("root"));
    const QString a = store.sessionFolder(projectFile_, "a"), b = store.sessionFolder(projectFile_, "b");
    QVERIFY(store.write(a, manifest(), {{"project.json", "a"}}).ok());
    QVERIFY(store.write(b, manifest(), {{"project.json", "b"}}).ok());
    QVERIFY(RecoveryStore::remove(a));
    QVERIFY(!QFileInfo::exists(a));
    QVERIFY(QFileInfo::exists(store.projectFolder(projectFile_)));  // b still there
    QVERIFY(RecoveryStore::remove(b));
    QVERIFY(!QFileInfo::exists(store.projectFolder(projectFile_)));
    QVERIFY(store.list().empty());
    QVERIFY(RecoveryStore::remove(b));  // already gone: fine
    QCOMPARE(readAll(projectFile_), QByteArray("{\"same\":1}"));
  }
};

QTEST_GUILESS_MAIN(RecoveryStoreTest)
#include "recovery_store_test.moc"
