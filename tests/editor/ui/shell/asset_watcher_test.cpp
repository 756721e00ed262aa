// AssetWatcher: a new version of an imported mesh's source (or of its copy in the project)
// is imported again within moments; its own re-imports never start another; imports
// made elsewhere are taken as they are.
#include "ui/shell/asset_watcher.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <cstdio>

#include "assets/mesh_import.h"
#include "support/test_files.h"

using namespace sw;
using namespace sw::editor;

namespace {

const char* kTriangle = "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n";
const char* kSquare = "v 0 0 0\nv 2 0 0\nv 2 2 0\nv 0 2 0\nf 1 2 3 4\n";
const char* kPentagon = "v 0 0 0\nv 3 0 0\nv 3 3 0\nv 1 4 0\nv 0 3 0\nf 1 2 3 4 5\n";

using sw::test::writeFile;

// As editors and exporters save: a temporary file renamed over the old one.
bool writeByRename(const QString& path, const QByteArray& bytes) {
  const QString temp = path + ".part";
  return writeFile(temp, bytes) &&
         std::rename(temp.toLocal8Bit().constData(), path.toLocal8Bit().constData()) == 0;
}

QByteArray readFile(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class AssetWatcherTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;
  QString project_, art_, copy_;

 private slots:
  void init() {
    static int n = 0;
    project_ = dir_.filePath(QString("project%1").arg(n));
    art_ = dir_.filePath(QString("art%1").arg(n++));
    QVERIFY(QDir().mkpath(project_));
    QVERIFY(QDir().mkpath(art_));
    QVERIFY(writeFile(art_ + "/shape.obj", kTriangle));
    MeshImportOptions options;
    options.scale = 2;
    QVERIFY(importMesh((art_ + "/shape.obj").toStdString(), project_.toStdString(), options).ok());
    copy_ = project_ + "/meshes/shape/shape.obj";
    QCOMPARE(readFile(copy_), QByteArray(kTriangle));
  }

  void newSourceVersionIsReimported() {
    AssetWatcher watcher;
    watcher.setDelay(200);
    watcher.setProjectDirectory(project_);
    QVERIFY(watcher.watchedFiles().contains(art_ + "/shape.obj"));
    QVERIFY(watcher.watchedFiles().contains(copy_));
    QSignalSpy reimported(&watcher, &AssetWatcher::reimported);
    QSignalSpy failed(&watcher, &AssetWatcher::reimportFailed);
    QSignalSpy changed(&watcher, &AssetWatcher::assetsChanged);

    QVERIFY(writeFile(art_ + "/shape.obj", kSquare));
    QTRY_COMPARE_WITH_TIMEOUT(reimported.count(), 1, 5000);
    QCOMPARE(reimported.at(0).at(0).toString(), QString("meshes/shape/shape.obj"));
    QCOMPARE(reimported.at(0).at(1).toString(), art_ + "/shape.obj");
    QCOMPARE(readFile(copy_), QByteArray(kSquare));
    QVERIFY(changed.count() >= 1);
    QCOMPARE(importSettingsFor(copy_.toStdString()).scale, 2.0);  // settings kept

    // Its own re-import (a folder renamed into place) starts no other.
    QTest::qWait(1200);
    QCOMPARE(reimported.count(), 1);
    QCOMPARE(failed.count(), 0);

    // The copy (replaced by that rename) is still watched: editing it in the project
    // imports again, and the recorded source stays the artist's file.
    QTRY_VERIFY(watcher.watchedFiles().contains(copy_));
    QVERIFY(writeFile(copy_, kPentagon));
    QTRY_COMPARE_WITH_TIMEOUT(reimported.count(), 2, 5000);
    QCOMPARE(reimported.at(1).at(1).toString(), copy_);
    auto record = readImportRecord((project_ + "/meshes/shape/shape.import.json").toStdString());
    QVERIFY(record.ok());
    QCOMPARE(QString::fromStdString(record->source), art_ + "/shape.obj");
    QCOMPARE(readFile(copy_), QByteArray(kPentagon));

    // An exporter saving by rename: the watch on the old file is gone, the change is seen.
    QTest::qWait(300);
    QVERIFY(writeByRename(art_ + "/shape.obj", kTriangle));
    QTRY_COMPARE_WITH_TIMEOUT(reimported.count(), 3, 5000);
    QCOMPARE(readFile(copy_), QByteArray(kTriangle));
    QTest::qWait(1000);
    QCOMPARE(reimported.count(), 3);
  }

  void brokenVersionIsReportedAndTheOldImportStays() {
    AssetWatcher watcher;
    watcher.setDelay(100);
    watcher.setProjectDirectory(project_);
    QSignalSpy reimported(&watcher, &AssetWatcher::reimported);
    QSignalSpy failed(&watcher, &AssetWatcher::reimportFailed);
    QVERIFY(writeFile(art_ + "/shape.obj", "this is not a mesh"));
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 5000);
    const auto error = failed.at(0).at(0).value<sw::Error>();
    QCOMPARE(QString::fromStdString(error.file), art_ + "/shape.obj");
    QCOMPARE(readFile(copy_), QByteArray(kTriangle));
    QTest::qWait(600);  // reported once, not retried until the file changes again
    QCOMPARE(failed.count(), 1);
    QCOMPARE(reimported.count(), 0);
    QVERIFY(writeFile(art_ + "/shape.obj", kSquare));
    QTRY_COMPARE_WITH_TIMEOUT(reimported.count(), 1, 5000);
  }

  // Imports made elsewhere (the dialog, scrollwork-cli) are news, not edits to undo.
  void importsMadeElsewhereAreTakenAsTheyAre() {
    AssetWatcher watcher;
    watcher.setDelay(100);
    watcher.setProjectDirectory(project_);
    QSignalSpy reimported(&watcher, &AssetWatcher::reimported);
    QSignalSpy changed(&watcher, &AssetWatcher::assetsChanged);

    QVERIFY(writeFile(art_ + "/other.obj", kSquare));
    QVERIFY(importMesh((art_ + "/other.obj").toStdString(), project_.toStdString(), {}).ok());
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 1, 5000);
    QTRY_VERIFY(watcher.watchedFiles().contains(art_ + "/other.obj"));

    MeshImportOptions replace;
    replace.name = "shape";
    replace.replace = true;
    replace.scale = 5;
    const int before = changed.count();
    QVERIFY(importMesh((art_ + "/other.obj").toStdString(), project_.toStdString(), replace).ok());
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() > before, 5000);
    QTest::qWait(600);
    QCOMPARE(reimported.count(), 0);
    QCOMPARE(importSettingsFor(copy_.toStdString()).scale, 1.0);  // the file is now other.obj
    QCOMPARE(importSettingsFor((project_ + "/meshes/shape/other.obj").toStdString()).scale, 5.0);

    // Switching projects forgets the old one.
    watcher.setProjectDirectory(QString());
    QVERIFY(watcher.watchedFiles().isEmpty());
    QVERIFY(writeFile(art_ + "/other.obj", kTriangle));
    QTest::qWait(400);
    QCOMPARE(reimported.count(), 0);
  }
};

QTEST_MAIN(AssetWatcherTest)
#include "asset_watcher_test.moc"
