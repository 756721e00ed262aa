// DiskState (disk_state.h) and Document::save: a file changed on disk since it was read is
// never overwritten without asking (the save stops before writing anything); Keep Mine
// lets the next save overwrite that one version; the editor's own saves are no change.
#include <QStandardPaths>
#include <QtTest>

#include "document/outside/disk_state.h"
#include "document/document.h"
#include "document/document_files.h"
#include "model/io/project_io.h"
#include "support/outside_edit.h"

using namespace sw;
using namespace sw::editor;

class DiskStateTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void ownSavesAreNoChange() {
    QTemporaryDir dir;
    Document d;
    QVERIFY(test::openShooter(d, dir));
    const QString level = test::levelPath(d);
    QCOMPARE(d.diskState()->changeOf(level), DiskState::Change::None);
    QVERIFY(d.diskState()->knows(d.projectFile()));
    d.editableLevel()->seed = 99;
    QVERIFY(d.diskState()->hasLocalEdits(level, heldText(d, *documentFile(d, level))));
    QVERIFY(bool(d.save()));
    QCOMPARE(d.diskState()->changeOf(level), DiskState::Change::None);
    QVERIFY(!d.diskState()->hasLocalEdits(level, heldText(d, *documentFile(d, level))));
  }

  void justOpenedFilesHaveNoLocalEdits() {
    // A level's baseline is made on a worker from its bytes (DiskState::rememberLater):
    // it must be what the editor itself would write for the level it holds, for a
    // project as written by us and for a level file written in another layout.
    QTemporaryDir dir;
    {
      Document d;
      QVERIFY(test::openShooter(d, dir));
      const QString level = test::levelPath(d);
      QVERIFY(test::replaceByRename(level, test::readBytes(level) + "\n\n"));  // same level, other bytes
    }
    Document d;
    QVERIFY(d.open(dir.filePath(QStringLiteral("game"))).empty());
    QVERIFY(documentFiles(d).size() >= 3);  // project, rules, a level
    for (const DocumentFile& file : documentFiles(d))
      QVERIFY2(!d.diskState()->hasLocalEdits(file.path, heldText(d, file)), qPrintable(file.relative));
    const QString level = test::levelPath(d);
    QCOMPARE(d.diskState()->changeOf(level), DiskState::Change::None);
    d.editableLevel()->seed = 12345;
    QVERIFY(d.diskState()->hasLocalEdits(level, heldText(d, *documentFile(d, level))));
  }

  void aTouchThatKeepsTheBytesIsNoChange() {
    QTemporaryDir dir;
    Document d;
    QVERIFY(test::openShooter(d, dir));
    const QString level = test::levelPath(d);
    const std::string bytes = test::readBytes(level);
    QTest::qWait(20);
    QVERIFY(test::replaceByRename(level, bytes));
    QCOMPARE(d.diskState()->changeOf(level), DiskState::Change::None);
    QVERIFY(test::writeInPlace(level, bytes + "\n"));
    QCOMPARE(d.diskState()->changeOf(level), DiskState::Change::Changed);
    QVERIFY(QFile::remove(level));
    QCOMPARE(d.diskState()->changeOf(level), DiskState::Change::Deleted);
  }

  void saveIsRefusedOverAChangedFileAndWritesNothing() {
    QTemporaryDir dir;
    Document d;
    QVERIFY(test::openShooter(d, dir));
    const QString level = test::levelPath(d);
    const std::string theirs = test::levelTextWith(d, [](Level& l) { l.seed = 4242; });
    QVERIFY(test::replaceByRename(level, theirs));
    // Mine: an edit to the level and one to project.json.
    d.editableLevel()->seed = 5;
    d.editableProject().name = "Mine";
    const std::string projectBefore = test::readBytes(d.projectFile());

    const Status status = d.save();
    QVERIFY(!status);
    QVERIFY2(QString::fromStdString(status.error().file) == level, status.error().toString().c_str());
    QCOMPARE(d.diskState()->lastConflicts(), QStringList{level});
    QCOMPARE(test::readBytes(level), theirs);                     // untouched
    QCOMPARE(test::readBytes(d.projectFile()), projectBefore);   // nothing else written either

    // Keep Mine: the next save overwrites that version, without asking again.
    d.diskState()->keepMine(level);
    QCOMPARE(d.diskState()->changeOf(level), DiskState::Change::None);
    QVERIFY(bool(d.save()));
    QCOMPARE(test::readBytes(level), levelText(*d.level()));
    QVERIFY(d.diskState()->lastConflicts().isEmpty());

    // A newer outside change is asked about again.
    QVERIFY(test::writeInPlace(level, theirs));
    d.editableLevel()->seed = 6;
    QVERIFY(!d.save());
    QCOMPARE(test::readBytes(level), theirs);
  }

  void aFileHoldingExactlyMyBytesIsNoConflict() {
    QTemporaryDir dir;
    Document d;
    QVERIFY(test::openShooter(d, dir));
    const QString level = test::levelPath(d);
    d.editableLevel()->seed = 31;
    QVERIFY(test::writeInPlace(level, levelText(*d.level())));  // someone made the same edit
    QVERIFY(bool(d.save()));
  }

  void aDeletedFileIsWrittenAgain() {
    QTemporaryDir dir;
    Document d;
    QVERIFY(test::openShooter(d, dir));
    const QString level = test::levelPath(d);
    QVERIFY(QFile::remove(level));
    QVERIFY(bool(d.save()));
    QCOMPARE(test::readBytes(level), levelText(*d.level()));
  }
};

QTEST_GUILESS_MAIN(DiskStateTest)
#include "disk_state_test.moc"
