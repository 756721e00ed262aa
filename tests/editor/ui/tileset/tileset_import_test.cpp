// File > Import Tileset without the dialog: the fixture tilesets are copied into the
// project and added to the document as one undoable step.
#include <QDir>
#include <QFile>
#include <QTest>
#include <QUndoStack>

#include "document/document.h"
#include "document/stores/tileset_store.h"
#include "tileset_fixture.h"
#include "ui/tileset/tileset_import.h"

using namespace sw::editor;

class TilesetImportTest : public QObject {
  Q_OBJECT
 private slots:
  void importsXmlStripsUndoably() {
    QTemporaryDir dir;
    const QString folder = sw::test::writeTilesetProject(dir, false);
    Document document;
    QVERIFY(document.open(folder).empty());
    const int before = document.tilesets()->count();
    QString name;
    const QString problem =
        importTilesetFile(&document, QStringLiteral(SW_SOURCE_DIR "/tests/fixtures/xml_strips/strips.xml"), &name);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(document.tilesets()->count(), before + 1);
    const sw::Tileset* t = document.tilesets()->find(name.toStdString());
    QVERIFY(t);
    QVERIFY(t->findTile("floor_0"));
    // Images were copied into the project and load from there.
    const QString image = document.tilesets()->imagePath(*t, 0);
    QVERIFY2(image.startsWith(folder), qPrintable(image));
    QVERIFY(QFile::exists(image));
    QCOMPARE(document.undoStack()->count(), 1);

    document.undoStack()->undo();
    QCOMPARE(document.tilesets()->count(), before);
    QVERIFY(!document.tilesets()->find(name.toStdString()));
    document.undoStack()->redo();
    QVERIFY(document.tilesets()->find(name.toStdString()));

    // The same tileset again: refused, nothing pushed.
    const QString again =
        importTilesetFile(&document, QStringLiteral(SW_SOURCE_DIR "/tests/fixtures/xml_strips/strips.xml"));
    QVERIFY(!again.isEmpty());
    QCOMPARE(document.undoStack()->count(), 1);
  }

  void projectWithoutFolderIsRefused() {
    Document document;
    document.newProject();
    const QString problem =
        importTilesetFile(&document, QStringLiteral(SW_SOURCE_DIR "/tests/fixtures/tiled/terrain.tsx"));
    QVERIFY(problem.contains(QStringLiteral("Save the project first")));
    QCOMPARE(document.tilesets()->count(), 0);
  }

  void unknownFormatNamesTheFile() {
    QTemporaryDir dir;
    const QString folder = sw::test::writeTilesetProject(dir);
    Document document;
    QVERIFY(document.open(folder).empty());
    const QString problem = importTilesetFile(&document, folder + QStringLiteral("/project.json"));
    QVERIFY2(problem.contains(QStringLiteral("project.json")), qPrintable(problem));
  }
};

QTEST_MAIN(TilesetImportTest)
#include "tileset_import_test.moc"
