// Hot reload: an image of a tileset changed on disk is reported once after a quiet time,
// the shared image cache drops it, and the palette shows the new pixels; also when an
// editor saves by writing another file and renaming it over the image.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include "document/document.h"
#include "document/stores/tile_image_cache.h"
#include "document/stores/tileset_store.h"
#include "tileset_fixture.h"
#include "ui/tileset/tile_palette.h"
#include "ui/tileset/tileset_dock.h"

using namespace sw::editor;

class TilesetHotReloadTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;
  QString folder_;
  std::unique_ptr<Document> document_;
  std::unique_ptr<TilesetDock> dock_;

  QString atlas() const { return folder_ + QStringLiteral("/tilesets/blocks/atlas.png"); }
  // As QRgb: QColor compares its colour model too, which a grab need not share.
  QRgb shownColour(const char* tile) {
    auto* palette = dock_->palette();
    const QImage grab = palette->viewport()->grab().toImage();
    return grab.pixel(palette->tileRect(QString::fromLatin1(tile)).center()) | 0xff000000u;
  }
  static QRgb rgb(QColor c) { return c.rgb(); }

 private slots:
  void init() {
    folder_ = sw::test::writeTilesetProject(dir_);
    QVERIFY(!folder_.isEmpty());
    document_ = std::make_unique<Document>();
    QVERIFY(document_->open(folder_).empty());
    document_->tilesets()->setReloadDelay(100);
    dock_ = std::make_unique<TilesetDock>(document_.get());
    dock_->resize(400, 400);
    dock_->show();
    QVERIFY(QTest::qWaitForWindowExposed(dock_.get()));
  }
  void cleanup() {
    dock_.reset();
    document_.reset();
  }

  void paletteShowsTheImage() {
    QCOMPARE(shownColour("a1"), rgb(sw::test::tileColour(0, 1)));
    QCOMPARE(shownColour("b2"), rgb(sw::test::tileColour(1, 2)));
  }

  void overwrittenImageReloads() {
    QCOMPARE(shownColour("a0"), rgb(sw::test::tileColour(0, 0)));
    TileImageCache* cache = document_->tilesets()->images();
    const qint64 stampBefore = cache->stamp(atlas());
    QSignalSpy changed(document_->tilesets(), &TilesetStore::imagesChanged);
    QTest::qWait(50);  // a modification time that differs even on coarse file systems
    QVERIFY(sw::test::blocksAtlas(Qt::red).save(atlas()));
    QElapsedTimer clock;
    clock.start();
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 1, 2000);
    QVERIFY(clock.elapsed() < 2000);
    QCOMPARE(changed.first().first().toStringList(), QStringList{atlas()});
    QVERIFY(cache->stamp(atlas()) != stampBefore);
    QTRY_COMPARE(shownColour("a0"), rgb(Qt::red));
    QCOMPARE(shownColour("b2"), rgb(Qt::red));
  }

  void replacedByRenameReloadsAndStaysWatched() {
    QSignalSpy changed(document_->tilesets(), &TilesetStore::imagesChanged);
    // How many editors save: a new file, then a rename over the old one.
    const QString temp = folder_ + QStringLiteral("/tilesets/blocks/atlas.tmp.png");
    QVERIFY(sw::test::blocksAtlas(Qt::blue).save(temp));
    QVERIFY(QFile::remove(atlas()));
    QVERIFY(QFile::rename(temp, atlas()));
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 1, 2000);
    QTRY_COMPARE(shownColour("a1"), rgb(Qt::blue));
    // Still watched after the rename: a second change is seen too.
    changed.clear();
    QTest::qWait(200);
    QVERIFY(sw::test::blocksAtlas(Qt::green).save(atlas()));
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 1, 2000);
    QTRY_COMPARE(shownColour("a1"), rgb(Qt::green));
  }

  void burstOfWritesIsReportedOnce() {
    QSignalSpy changed(document_->tilesets(), &TilesetStore::imagesChanged);
    for (int i = 0; i < 4; ++i) {
      QVERIFY(sw::test::blocksAtlas(QColor::fromHsv(i * 60, 255, 255)).save(atlas()));
      QTest::qWait(20);
    }
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 1, 2000);
    QTest::qWait(300);
    QCOMPARE(changed.count(), 1);
  }

  void otherFilesInTheFolderDoNotReload() {
    QSignalSpy changed(document_->tilesets(), &TilesetStore::imagesChanged);
    QFile other(folder_ + QStringLiteral("/tilesets/blocks/notes.txt"));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("hello");
    other.close();
    QTest::qWait(400);
    QCOMPARE(changed.count(), 0);
  }

  void missingImageShowsPlaceholdersThenAppears() {
    QSignalSpy changed(document_->tilesets(), &TilesetStore::imagesChanged);
    QVERIFY(QFile::remove(atlas()));
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 1, 2000);
    // The placeholder: not the tile's colour, and no crash.
    QTRY_VERIFY(shownColour("a0") != rgb(sw::test::tileColour(0, 0)));
    changed.clear();
    QVERIFY(sw::test::blocksAtlas().save(atlas()));
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 1, 2000);
    QTRY_COMPARE(shownColour("a0"), rgb(sw::test::tileColour(0, 0)));
  }
};

QTEST_MAIN(TilesetHotReloadTest)
#include "tileset_hot_reload_test.moc"
