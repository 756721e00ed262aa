// Missing assets (issue #7): a copy of the demo with a missing mesh and a missing tileset
// image opens, the Broken References dialog lists both, Locate All in Folder relinks both
// in one undo step, undo restores the broken paths, and a saved project reopens clean.
// Files from outside the project are copied in, never referenced by absolute paths.
#include "ui/dialogs/broken_references_dialog.h"

#include <QAction>
#include <QImage>
#include <QMenuBar>
#include <QPushButton>
#include <QTableWidget>
#include <QtTest>

#include "core/atomic_file.h"
#include "document/document.h"
#include "document/commands/relink_references.h"
#include "model/io/project_io.h"
#include "model/tiles/tileset.h"
#include "model/validate/validate.h"
#include "support/demo_copy.h"
#include "ui/shell/main_window.h"
#include "ui/viewport/level_viewport.h"
#include "view/mesh_library.h"

using namespace sw::editor;

namespace {

// The demo, with meshes/corridor.obj moved out to <dir>/stash/ and a tileset whose
// image tilesets/forest/leaves.png exists only in <dir>/stash/.
QString brokenDemo(const QTemporaryDir& dir) {
  const QString project = sw::test::copyDemo(dir);
  const QDir root(project);
  QDir().mkpath(dir.filePath("stash"));
  if (!QFile::rename(root.filePath("meshes/corridor.obj"), dir.filePath("stash/corridor.obj"))) return {};
  QImage leaves(64, 32, QImage::Format_RGB32);
  leaves.fill(QColor(40, 140, 60));
  if (!leaves.save(dir.filePath("stash/leaves.png"))) return {};

  sw::Tileset forest;
  forest.name = "forest";
  forest.images = {{"tilesets/forest/leaves.png", 64, 32}};
  sw::TilesetTile leaf;
  leaf.name = "leaf";
  leaf.width = leaf.height = 32;
  forest.tiles = {leaf};
  if (!sw::saveTilesetFile(forest, root.filePath("tilesets/forest.tileset.json").toStdString())) return {};
  auto load = sw::loadProject(project.toStdString());
  if (!load.project) return {};
  load.project->tilesets.push_back(std::make_unique<sw::Tileset>());
  load.project->tilesets.back()->file = "tilesets/forest.tileset.json";
  if (!sw::saveProject(*load.project)) return {};
  return project;
}

const sw::TileDef* corridor(Document& doc) { return doc.project().findTileDef("corridor"); }
std::string leavesPath(Document& doc) { return doc.tilesets()->find("forest")->images[0].path; }

// Copies the stashed files into a folder inside the project.
void recover(const QTemporaryDir& dir, const QString& project, const QString& sub) {
  QDir().mkpath(QDir(project).filePath(sub));
  QFile::copy(dir.filePath("stash/corridor.obj"), QDir(project).filePath(sub + "/corridor.obj"));
  QFile::copy(dir.filePath("stash/leaves.png"), QDir(project).filePath(sub + "/leaves.png"));
}

}  // namespace

class BrokenReferencesDialogTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  void opensAndListsBoth() {
    QTemporaryDir dir;
    const QString project = brokenDemo(dir);
    QVERIFY(!project.isEmpty());
    Document doc;
    QVERIFY(doc.open(project).empty());
    QVERIFY(corridor(doc));
    // The Log names each broken reference with its file and place.
    bool meshLogged = false, imageLogged = false;
    for (const auto& e : doc.log()->entries()) {
      meshLogged = meshLogged || (e.where.endsWith("/mesh") && e.message.contains("meshes/corridor.obj"));
      imageLogged = imageLogged || (e.where == "/images/0/path" && e.file.endsWith("forest.tileset.json"));
    }
    QVERIFY(meshLogged);
    QVERIFY(imageLogged);

    BrokenReferencesDialog dialog(&doc);
    QCOMPARE(dialog.objectName(), QString("brokenReferencesDialog"));
    const auto& refs = dialog.references();
    QCOMPARE(refs.size(), std::size_t(2));
    auto* table = dialog.findChild<QTableWidget*>("brokenReferencesTable");
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 2);
    QStringList missing;
    for (int r = 0; r < table->rowCount(); ++r) missing << table->item(r, 2)->text();
    QVERIFY2(missing.contains("meshes/corridor.obj"), qPrintable(missing.join(", ")));
    QVERIFY2(missing.contains("tilesets/forest/leaves.png"), qPrintable(missing.join(", ")));
    QVERIFY(dialog.findChild<QPushButton*>("locateAllButton")->isEnabled());
    QVERIFY(dialog.findChild<QPushButton*>("locateButton")->isEnabled());
  }

  void locateAllInFolderIsOneUndoStep() {
    QTemporaryDir dir;
    const QString project = brokenDemo(dir);
    recover(dir, project, "recovered");
    Document doc;
    QVERIFY(doc.open(project).empty());
    BrokenReferencesDialog dialog(&doc);
    bool askedToCopy = false;
    dialog.confirmCopy = [&](const QStringList&) { return askedToCopy = true; };
    QStringList problems;
    dialog.showProblem = [&](const QString& m) { problems << m; };
    const int before = doc.undoStack()->count();

    QCOMPARE(dialog.locateAllInFolder(QDir(project).filePath("recovered")), 2);
    QVERIFY(!askedToCopy);  // inside the project: nothing to copy
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    QCOMPARE(doc.undoStack()->count(), before + 1);
    QCOMPARE(corridor(doc)->mesh, std::string("recovered/corridor.obj"));
    QCOMPARE(leavesPath(doc), std::string("recovered/leaves.png"));
    QVERIFY(dialog.references().empty());
    QCOMPARE(dialog.findChild<QTableWidget*>("brokenReferencesTable")->rowCount(), 0);

    doc.undoStack()->undo();
    QCOMPARE(corridor(doc)->mesh, std::string("meshes/corridor.obj"));
    QCOMPARE(leavesPath(doc), std::string("tilesets/forest/leaves.png"));
    dialog.refresh();
    QCOMPARE(dialog.references().size(), std::size_t(2));
    doc.undoStack()->redo();
    dialog.refresh();
    QVERIFY(dialog.references().empty());

    // Saved and reopened: nothing broken, and validate agrees.
    QVERIFY(doc.save().ok());
    Document reopened;
    QVERIFY(reopened.open(project).empty());
    QVERIFY(brokenReferences(&reopened).empty());
    QCOMPARE(reopened.project().findTileDef("corridor")->mesh, std::string("recovered/corridor.obj"));
    for (const auto& e : sw::validateProject(reopened.project()))
      QVERIFY2(e.message.find("does not exist") == std::string::npos, e.toString().c_str());
  }

  // A tileset file listed in project.json that went missing: Locate points the project at
  // the file found elsewhere in the project, the tileset is read from it, undo points back.
  void missingTilesetFileIsRelinked() {
    QTemporaryDir dir;
    const QString project = brokenDemo(dir);
    QVERIFY(!project.isEmpty());
    QDir root(project);
    QVERIFY(root.mkpath("moved"));
    QVERIFY(QFile::rename(root.filePath("tilesets/forest.tileset.json"), root.filePath("moved/forest.tileset.json")));
    Document doc;
    QVERIFY(doc.open(project).empty());
    QVERIFY(!doc.tilesets()->find("forest"));
    BrokenReferencesDialog dialog(&doc);
    QStringList problems;
    dialog.showProblem = [&](const QString& m) { problems << m; };
    int row = -1;
    for (std::size_t i = 0; i < dialog.references().size(); ++i)
      if (dialog.references()[i].kind == sw::BrokenReferenceKind::TilesetFile) row = int(i);
    QVERIFY(row >= 0);
    QVERIFY(canRelink(dialog.references()[std::size_t(row)]));
    const int before = doc.undoStack()->count();
    QVERIFY(dialog.locate(row, root.filePath("moved/forest.tileset.json")) >= 1);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    QCOMPARE(doc.undoStack()->count(), before + 1);
    QVERIFY(doc.tilesets()->find("forest"));
    QCOMPARE(doc.project().tilesets.back()->file, std::string("moved/forest.tileset.json"));
    for (const auto& r : dialog.references()) QVERIFY(r.kind != sw::BrokenReferenceKind::TilesetFile);
    doc.undoStack()->undo();
    QVERIFY(!doc.tilesets()->find("forest"));
    QCOMPARE(doc.project().tilesets.back()->file, std::string("tilesets/forest.tileset.json"));
    doc.undoStack()->redo();
    QVERIFY(doc.save().ok());
    Document reopened;
    QVERIFY(reopened.open(project).empty());
    QVERIFY(reopened.tilesets()->find("forest"));
  }

  void locateOffersTheRestOfTheFolder() {
    QTemporaryDir dir;
    const QString project = brokenDemo(dir);
    recover(dir, project, "found");
    Document doc;
    QVERIFY(doc.open(project).empty());
    BrokenReferencesDialog dialog(&doc);
    QStringList offered;
    dialog.confirmOthers = [&](const QStringList& others) {
      offered = others;
      return true;
    };
    int meshRow = -1;
    for (std::size_t i = 0; i < dialog.references().size(); ++i)
      if (dialog.references()[i].kind == sw::BrokenReferenceKind::Mesh) meshRow = int(i);
    QVERIFY(meshRow >= 0);
    const int before = doc.undoStack()->count();
    QCOMPARE(dialog.locate(meshRow, QDir(project).filePath("found/corridor.obj")), 2);
    QCOMPARE(offered.size(), 1);
    QVERIFY(offered.first().contains("leaves.png"));
    QCOMPARE(doc.undoStack()->count(), before + 1);
    QCOMPARE(corridor(doc)->mesh, std::string("found/corridor.obj"));
    QCOMPARE(leavesPath(doc), std::string("found/leaves.png"));
  }

  void filesOutsideTheProjectAreCopiedIn() {
    QTemporaryDir dir;
    const QString project = brokenDemo(dir);
    QFile::copy(dir.filePath("stash/corridor.obj"), dir.filePath("stash/corridor_v2.obj"));
    Document doc;
    QVERIFY(doc.open(project).empty());
    BrokenReferencesDialog dialog(&doc);
    dialog.confirmOthers = [](const QStringList&) { return false; };
    int meshRow = -1;
    for (std::size_t i = 0; i < dialog.references().size(); ++i)
      if (dialog.references()[i].kind == sw::BrokenReferenceKind::Mesh) meshRow = int(i);

    // Declined: nothing copied, nothing changed.
    dialog.confirmCopy = [](const QStringList&) { return false; };
    QCOMPARE(dialog.locate(meshRow, dir.filePath("stash/corridor_v2.obj")), 0);
    QVERIFY(!QFile::exists(QDir(project).filePath("meshes/corridor_v2.obj")));
    QCOMPARE(corridor(doc)->mesh, std::string("meshes/corridor.obj"));

    // Accepted: copied next to where the mesh was expected, stored project-relative.
    QStringList asked;
    dialog.confirmCopy = [&](const QStringList& files) {
      asked = files;
      return true;
    };
    QCOMPARE(dialog.locate(meshRow, dir.filePath("stash/corridor_v2.obj")), 1);
    QCOMPARE(asked.size(), 1);
    QVERIFY(QFile::exists(QDir(project).filePath("meshes/corridor_v2.obj")));
    QCOMPARE(corridor(doc)->mesh, std::string("meshes/corridor_v2.obj"));
    QCOMPARE(dialog.references().size(), std::size_t(1));

    // The image from outside under its own name: the copy lands where it was expected,
    // so the reference is whole again without a path change.
    QCOMPARE(dialog.locateAllInFolder(dir.filePath("stash")), 1);
    QVERIFY(QFile::exists(QDir(project).filePath("tilesets/forest/leaves.png")));
    QVERIFY(dialog.references().empty());
  }

  void copiesNeverOverwriteADifferentFile() {
    QTemporaryDir dir;
    const QString project = brokenDemo(dir);
    Document doc;
    QVERIFY(doc.open(project).empty());
    const auto refs = brokenReferences(&doc);
    const sw::BrokenReference* mesh = nullptr;
    for (const auto& r : refs)
      if (r.kind == sw::BrokenReferenceKind::Mesh) mesh = &r;
    QVERIFY(mesh);
    QVERIFY(sw::writeFileAtomically(QDir(project).filePath("meshes/corridor.obj").toStdString(), "v 9 9 9\n")
                .ok());
    auto copied = copyIntoProject(&doc, *mesh, dir.filePath("stash/corridor.obj"));
    QVERIFY(copied.ok());
    QCOMPARE(*copied, std::string("meshes/corridor_2.obj"));
    // The same bytes again: the copy is reused.
    auto again = copyIntoProject(&doc, *mesh, dir.filePath("stash/corridor.obj"));
    QCOMPARE(*again, std::string("meshes/corridor_2.obj"));
    QCOMPARE(assetFolderFor(&doc, *mesh), QString("meshes"));
  }

  void mainWindowMenuAndOpenMessage() {
    QTemporaryDir dir;
    const QString project = brokenDemo(dir);
    recover(dir, project, "recovered");
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(project));
    auto* document = window.findChild<Document*>();
    QVERIFY(document);
    int lines = 0;
    for (const auto& e : document->log()->entries())
      if (e.message.startsWith("2 broken reference") && e.message.endsWith(": File > Broken References"))
        ++lines;
    QCOMPARE(lines, 1);

    auto* action = window.findChild<QAction*>("brokenReferencesAction");
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    QVERIFY(window.menuBar()->actions().first()->menu()->actions().contains(action));
    action->trigger();
    auto* dialog = window.findChild<BrokenReferencesDialog*>("brokenReferencesDialog");
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->references().size(), std::size_t(2));

    // Relinked, the viewport loads the real mesh instead of the placeholder.
    QCOMPARE(dialog->locateAllInFolder(QDir(project).filePath("recovered")), 2);
    auto* meshes = window.findChild<sw::ui::LevelViewport*>()->findChild<sw::ui::MeshLibrary*>();
    QVERIFY(meshes);
    const QString real = QDir(project).filePath("recovered/corridor.obj");
    QTRY_VERIFY_WITH_TIMEOUT(
        meshes->find(real) && meshes->find(real)->state == sw::ui::MeshLibrary::State::Ready, 20000);
    // The list follows undo by itself while shown.
    document->undoStack()->undo();
    QTRY_COMPARE(dialog->references().size(), std::size_t(2));
    document->undoStack()->redo();  // leave it clean of prompts
    QVERIFY(document->save().ok());
  }
};

QTEST_MAIN(BrokenReferencesDialogTest)
#include "broken_references_dialog_test.moc"
