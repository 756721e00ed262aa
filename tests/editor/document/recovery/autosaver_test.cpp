// Autosave and restore through the Document: a copy of unsaved work appears outside the
// project and goes away on save, on undo back to the saved state and on a clean exit; a
// copy restored after a "crash" is an unsaved document whose save writes exactly what a
// normal save of the same edits writes, and damaged copies are refused naming the file.
#include "document/recovery/autosaver.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "core/atomic_file.h"
#include "document/document.h"
#include "document/recovery/recovery_access.h"
#include "support/demo_copy.h"
#include "support/recovery_edits.h"

using namespace sw;
using namespace sw::editor;

namespace {
void addMarker(Document& d) { d.undoStack()->push(makeAddObjects(&d, d.editableLevel(), {{"Marker"}})); }

// Every file under `folder` with its bytes, by relative path.
QMap<QString, QByteArray> filesIn(const QString& folder) {
  QMap<QString, QByteArray> out;
  QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    const QString file = it.next();
    QFile f(file);
    if (f.open(QIODevice::ReadOnly)) out.insert(QDir(folder).relativeFilePath(file), f.readAll());
  }
  return out;
}
}  // namespace

class AutosaverTest : public QObject {
  Q_OBJECT
  std::unique_ptr<QTemporaryDir> dir_;
  QString root() const { return dir_->filePath("recovery"); }

  // A "crashed" session's copy: this one's, copied where no lock holds it.
  QString leaveAsCrashed(const Autosaver& saver) {
    const QString crashed = QDir(QFileInfo(saver.folder()).absolutePath()).filePath("crashed-1");
    test::copyFolder(saver.folder(), crashed);
    QFile::remove(QDir(crashed).filePath(RecoveryStore::kLockName));
    return crashed;
  }

 private slots:
  void init() { dir_ = std::make_unique<QTemporaryDir>(); }

  void nothingIsWrittenWhileSaved() {
    const QString project = test::copyDemo(*dir_);
    Document d;
    QVERIFY(d.open(project).empty());
    Autosaver saver(&d, RecoveryStore(root()));
    saver.writeNow();
    saver.waitForIdle();
    QCOMPARE(saver.copiesWritten(), 0);
    QVERIFY(!QFileInfo::exists(root()) || RecoveryStore(root()).list().empty());
  }

  void aCopyOutsideTheProjectGoesAwayOnSave() {
    const QString project = test::copyDemo(*dir_);
    const auto before = filesIn(project);
    Document d;
    QVERIFY(d.open(project).empty());
    Autosaver saver(&d, RecoveryStore(root()));
    QVERIFY(test::applyRecoveryEdits(d, 8));
    saver.writeNow();
    saver.waitForIdle();
    QCOMPARE(saver.copiesWritten(), 1);
    QVERIFY(saver.folder().startsWith(root()));
    QCOMPARE(filesIn(project), before);  // nothing written into the project
    const RecoveryCopy copy = RecoveryStore::read(saver.folder());
    QVERIFY2(!copy.isDamaged(), qPrintable(copy.problem));
    QVERIFY(copy.live);  // held by this session: never offered to another
    QCOMPARE(copy.manifest.projectFile, d.projectFile());
    QCOMPARE(copy.manifest.changeCount, d.undoStack()->count());
    QCOMPARE(copy.manifest.changes.last(), d.undoStack()->text(d.undoStack()->count() - 1));
    QVERIFY(copy.manifest.changedLevels >= 1);  // the level (project.json only if it lists something new)
    QCOMPARE(copy.manifest.changedAssets, 2);   // the new graph and the tileset
    QVERIFY(copy.manifest.files.contains("graphs/recovered.graph.json"));
    QVERIFY(copy.manifest.files.contains("tilesets/demo_tiles.tileset.json"));
    QVERIFY(!copy.manifest.files.contains("graphs/bricks.graph.json"));  // unchanged: on disk already

    QVERIFY(d.save().ok());
    saver.waitForIdle();
    QVERIFY(!QFileInfo::exists(copy.folder));
    QVERIFY(RecoveryStore(root()).list().empty());
  }

  void undoBackToTheSavedStateRemovesTheCopy() {
    const QString project = test::copyDemo(*dir_);
    Document d;
    QVERIFY(d.open(project).empty());
    Autosaver saver(&d, RecoveryStore(root()));
    QVERIFY(test::applyRecoveryEdits(d, 3));
    saver.writeNow();
    saver.waitForIdle();
    const QString folder = saver.folder();
    QVERIFY(QFileInfo::exists(folder));
    while (d.undoStack()->canUndo()) d.undoStack()->undo();
    saver.waitForIdle();
    QVERIFY(!QFileInfo::exists(folder));
    // Redo past the save again: a new copy, in a new folder.
    d.undoStack()->redo();
    saver.writeNow();
    saver.waitForIdle();
    QVERIFY(QFileInfo::exists(saver.folder()));
    QVERIFY(saver.folder() != folder);
  }

  void aCleanExitRemovesTheCopy() {
    const QString project = test::copyDemo(*dir_);
    Document d;
    QVERIFY(d.open(project).empty());
    QString folder;
    {
      Autosaver saver(&d, RecoveryStore(root()));
      QVERIFY(test::applyRecoveryEdits(d, 2));
      saver.writeNow();
      saver.waitForIdle();
      folder = saver.folder();
      QVERIFY(QFileInfo::exists(folder));
    }
    QVERIFY(!QFileInfo::exists(folder));
    QVERIFY(!QFileInfo::exists(RecoveryStore(root()).projectFolder(d.projectFile())));
  }

  void theTimerWritesOnlyWhatChanged() {
    const QString project = test::copyDemo(*dir_);
    Document d;
    QVERIFY(d.open(project).empty());
    Autosaver saver(&d, RecoveryStore(root()));
    saver.setIntervalMilliseconds(30);
    QCOMPARE(saver.intervalMilliseconds(), 30);
    QVERIFY(test::applyRecoveryEdits(d, 2));
    QTRY_COMPARE_WITH_TIMEOUT(saver.copiesWritten(), 1, 5000);
    QTest::qWait(200);  // several intervals, nothing new to write
    QCOMPARE(saver.copiesWritten(), 1);
    addMarker(d);
    QTRY_COMPARE_WITH_TIMEOUT(saver.copiesWritten(), 2, 5000);
    saver.setIntervalMilliseconds(0);  // off
    QCOMPARE(saver.intervalMilliseconds(), 0);
    addMarker(d);
    QTest::qWait(150);
    QCOMPARE(saver.copiesWritten(), 2);
  }

  void aRecoveredCopySavesTheBytesANormalSaveWrites() {
    // Run 1: edits, an autosave, a "crash".
    const QString crashedProject = dir_->filePath("crashed");
    const QString normalProject = dir_->filePath("normal");
    test::copyFolder(QStringLiteral(SW_SOURCE_DIR "/projects/demo"), crashedProject);
    test::copyFolder(QStringLiteral(SW_SOURCE_DIR "/projects/demo"), normalProject);
    const auto onDisk = filesIn(crashedProject);
    QString crashed;
    {
      Document d;
      QVERIFY(d.open(crashedProject).empty());
      // A graph deleted in the editor must stay deleted through the recovery.
      Autosaver saver(&d, RecoveryStore(root()));
      QVERIFY(test::applyRecoveryEdits(d, 40));
      saver.writeNow();
      saver.waitForIdle();
      crashed = leaveAsCrashed(saver);
    }
    QCOMPARE(filesIn(crashedProject), onDisk);

    // Run 2: recover; nothing on disk changes until the save.
    Document recovered;
    Autosaver saver(&recovered, RecoveryStore(root()));
    const RecoveryCopy copy = RecoveryStore::read(crashed);
    QVERIFY2(!copy.isDamaged(), qPrintable(copy.problem));
    QVERIFY(!copy.live);
    QSignalSpy modified(&recovered, &Document::modifiedChanged);
    const Errors errors = RecoveryAccess::restore(recovered, copy);
    QVERIFY(errors.empty());
    QVERIFY(recovered.isModified());
    QVERIFY(!modified.isEmpty() && modified.last().at(0).toBool());
    QCOMPARE(recovered.undoStack()->count(), 0);
    QCOMPARE(QFileInfo(recovered.projectFile()).absolutePath(), QFileInfo(crashedProject).absoluteFilePath());
    QCOMPARE(filesIn(crashedProject), onDisk);
    QVERIFY(recovered.graphs()->graph("graphs/recovered.graph.json"));
    QCOMPARE(recovered.tilesets()->tileset(0)->pixelsPerUnit, 16.5);
    // An undo cannot make it "saved" again.
    recovered.undoStack()->push(new RemoveObjectsCommand(&recovered, recovered.editableLevel(),
                                                         {recovered.editableLevel()->objects.front()->id}));
    recovered.undoStack()->undo();
    QVERIFY(recovered.isModified());
    QVERIFY(recovered.save().ok());
    QVERIFY(!recovered.isModified());

    // The same edits saved normally.
    Document normal;
    QVERIFY(normal.open(normalProject).empty());
    QVERIFY(test::applyRecoveryEdits(normal, 40));
    QVERIFY(normal.save().ok());
    const auto expected = filesIn(normalProject);
    const auto actual = filesIn(crashedProject);
    QCOMPARE(actual.keys(), expected.keys());
    for (const QString& file : expected.keys()) QVERIFY2(actual[file] == expected[file], qPrintable(file));
    QVERIFY(actual != onDisk);
  }

  void anUntitledProjectIsRecoveredWithoutAFolder() {
    QString crashed;
    {
      Document d;  // "Untitled", never saved
      Autosaver saver(&d, RecoveryStore(root()));
      addMarker(d);
      addMarker(d);
      saver.writeNow();
      saver.waitForIdle();
      QCOMPARE(QFileInfo(QFileInfo(saver.folder()).absolutePath()).fileName(), QStringLiteral("untitled"));
      crashed = leaveAsCrashed(saver);
    }
    const RecoveryCopy copy = RecoveryStore::read(crashed);
    QVERIFY2(!copy.isDamaged(), qPrintable(copy.problem));
    QVERIFY(copy.manifest.projectFile.isEmpty());
    Document recovered;
    QVERIFY(RecoveryAccess::restore(recovered, copy).empty());
    QVERIFY(!recovered.hasFolder());  // Save asks where (Save As)
    QVERIFY(recovered.isModified());
    QCOMPARE(int(recovered.level()->objects.size()), 2);
    QVERIFY(recovered.saveAs(dir_->filePath("named")).ok());
    QVERIFY(QFileInfo::exists(dir_->filePath("named/project.json")));
  }

  void aDeletedGraphStaysDeleted() {
    const QString project = test::copyDemo(*dir_);
    QString crashed;
    {
      Document d;
      QVERIFY(d.open(project).empty());
      Autosaver saver(&d, RecoveryStore(root()));
      d.graphs()->graph("graphs/bricks.graph.json");
      // Straight into the store, as a delete command does (asset_file_commands.cpp).
      RecoverySnapshot before = RecoveryAccess::snapshot(d);
      QVERIFY(before.removedFiles.isEmpty());
      QVERIFY(test::applyRecoveryEdits(d, 1));
      saver.writeNow();
      saver.waitForIdle();
      crashed = leaveAsCrashed(saver);
    }
    // The copy says the next save deletes bricks (as after a delete in the editor).
    QFile manifestFile(QDir(crashed).filePath(RecoveryStore::kManifestName));
    QVERIFY(manifestFile.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(manifestFile.readAll()).object();
    manifestFile.close();
    json["removedFiles"] = QJsonArray{"graphs/bricks.graph.json"};
    QVERIFY(manifestFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
    manifestFile.write(QJsonDocument(json).toJson());
    manifestFile.close();

    Document recovered;
    const RecoveryCopy copy = RecoveryStore::read(crashed);
    QVERIFY2(!copy.isDamaged(), qPrintable(copy.problem));
    QVERIFY(RecoveryAccess::restore(recovered, copy).empty());
    QVERIFY(!recovered.graphs()->files().contains("graphs/bricks.graph.json"));
    QVERIFY(QFileInfo::exists(QDir(project).filePath("graphs/bricks.graph.json")));  // until the save
    QVERIFY(RecoveryAccess::snapshot(recovered).removedFiles.contains("graphs/bricks.graph.json"));
    QVERIFY(recovered.save().ok());
    QVERIFY(!QFileInfo::exists(QDir(project).filePath("graphs/bricks.graph.json")));
  }

  void aDamagedCopyIsRefusedNamingTheFile() {
    const QString project = test::copyDemo(*dir_);
    QString crashed;
    {
      Document d;
      QVERIFY(d.open(project).empty());
      Autosaver saver(&d, RecoveryStore(root()));
      QVERIFY(test::applyRecoveryEdits(d, 2));
      saver.writeNow();
      saver.waitForIdle();
      crashed = leaveAsCrashed(saver);
    }
    RecoveryCopy copy = RecoveryStore::read(crashed);
    const QString level = RecoveryStore::snapshotFile(copy, "levels/stage_1.json");
    QVERIFY(writeFileAtomically(level.toStdString(), "{\"formatVersion\": 1, \"chain\": [").ok());

    Document d;
    QVERIFY(d.open(project).empty());
    const std::string nameBefore = d.project().name;
    const Errors errors = RecoveryAccess::restore(d, copy);
    QVERIFY(!errors.empty());
    QVERIFY2(QString::fromStdString(errors.front().toString()).contains(level),
             errors.front().toString().c_str());
    QVERIFY(!d.isModified());  // the project open before stays, as it was
    QCOMPARE(d.project().name, nameBefore);

    copy.problem = "manifest.json: broken";
    QVERIFY(!RecoveryAccess::restore(d, copy).empty());
  }

  void aFailedWriteIsReportedOnce() {
    const QString project = test::copyDemo(*dir_);
    // A file where the recovery folder should be: nothing can be written under it.
    QVERIFY(writeFileAtomically(root().toStdString(), "in the way").ok());
    Document d;
    QVERIFY(d.open(project).empty());
    Autosaver saver(&d, RecoveryStore(root()));
    QSignalSpy failed(&saver, &Autosaver::failed);
    QVERIFY(test::applyRecoveryEdits(d, 1));
    saver.writeNow();
    saver.waitForIdle();
    addMarker(d);
    saver.writeNow();
    saver.waitForIdle();
    QCOMPARE(failed.count(), 1);  // not once a minute
    QCOMPARE(saver.copiesWritten(), 0);
    bool logged = false;
    for (const auto& entry : d.log()->entries()) logged = logged || entry.message.contains("Autosave failed");
    QVERIFY(logged);
  }
};

QTEST_GUILESS_MAIN(AutosaverTest)
#include "autosaver_test.moc"
