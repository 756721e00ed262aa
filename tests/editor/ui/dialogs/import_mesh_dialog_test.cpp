// File > Import Mesh... as an artist uses it: pick a file, see its meshes, import off the
// UI thread, find it in the Project dock with a thumbnail; a clash or a broken file is
// reported and leaves the project as it was. Saves a screenshot of the Project dock.
#include "ui/dialogs/import_mesh_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTreeWidget>
#include <QtTest>

#include "document/document.h"
#include "support/demo_copy.h"
#include "ui/shell/main_window.h"
#include "ui/docks/mesh_thumbnail.h"
#include "ui/docks/project_dock.h"
#include "ui/viewport/level_viewport.h"
#include "view/mesh_library.h"
#include "support/test_files.h"

using namespace sw::editor;

namespace {
using sw::test::copyDemo;

using sw::test::writeFile;

QTreeWidgetItem* findItem(QTreeWidget* tree, const QString& text) {
  const auto items = tree->findItems(text, Qt::MatchExactly | Qt::MatchRecursive);
  return items.isEmpty() ? nullptr : items.first();
}

QStringList listing(const QString& root) {
  QStringList out;
  QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
  while (it.hasNext()) out << QDir(root).relativeFilePath(it.next());
  out.sort();
  return out;
}

// Two named boxes in one file: "crate" (red, at the origin) and "barrel" (green, beside it).
const char* kTwoMeshesObj = R"(mtllib two.mtl
o crate
v 0 0 0
v 1 0 0
v 1 1 0
v 0 1 0
v 0 0 1
v 1 0 1
v 1 1 1
v 0 1 1
usemtl red
f 1 4 3 2
f 5 6 7 8
f 1 2 6 5
f 4 8 7 3
f 1 5 8 4
f 2 3 7 6
o barrel
v 3 0 0
v 4 0 0
v 4 2 0
v 3 2 0
v 3 0 1
v 4 0 1
v 4 2 1
v 3 2 1
usemtl green
f 9 12 11 10
f 13 14 15 16
f 9 10 14 13
f 12 16 15 11
f 9 13 16 12
f 10 11 15 14
)";
const char* kTwoMeshesMtl = "newmtl red\nKd 0.8 0.1 0.1\nnewmtl green\nKd 0.1 0.7 0.2\n";
}  // namespace

class ImportMeshDialogTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;
  QString demo_;

  ImportMeshDialog* openDialog(MainWindow& window) {
    auto* action = window.findChild<QAction*>("importMeshAction");
    if (!action) return nullptr;
    action->trigger();
    auto* dialog = window.findChild<ImportMeshDialog*>("importMeshDialog");
    return dialog && dialog->isVisible() ? dialog : nullptr;
  }

  static QPushButton* okButton(ImportMeshDialog* dialog) {
    return dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
  }

  static void waitForThumbnails(MainWindow& window) {
    auto* dock = window.findChild<ProjectDock*>("projectDock");
    QTRY_COMPARE_WITH_TIMEOUT(dock->thumbnails()->pendingCount(), 0, 20000);
    QTest::qWait(50);
  }

 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests");
    QStandardPaths::setTestModeEnabled(true);
    demo_ = copyDemo(dir_);
    QVERIFY(writeFile(dir_.filePath("art/two.obj"), kTwoMeshesObj));
    QVERIFY(writeFile(dir_.filePath("art/two.mtl"), kTwoMeshesMtl));
  }

  void actionIsInTheFileMenu() {
    MainWindow window;
    auto* action = window.findChild<QAction*>("importMeshAction");
    QVERIFY(action);
    QMenu* file = window.menuBar()->actions().first()->menu();
    QVERIFY(file);
    QVERIFY(file->actions().contains(action));
  }

  void importsChosenMeshesAndShowsAThumbnail() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(demo_));

    ImportMeshDialog* dialog = openDialog(window);
    QVERIFY(dialog);
    QSignalSpy listed(dialog, &ImportMeshDialog::meshesListed);
    QSignalSpy imported(dialog, &ImportMeshDialog::imported);
    dialog->setSourceFile(dir_.filePath("art/two.obj"));
    QVERIFY(listed.wait(10000));
    auto* list = dialog->findChild<QListWidget*>("meshList");
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(0)->text(), QString("crate"));
    QCOMPARE(list->item(1)->text(), QString("barrel"));
    QCOMPARE(dialog->findChild<QLineEdit*>("nameEdit")->text(), QString("two"));
    QVERIFY(okButton(dialog)->isEnabled());

    // Only the barrel, under another name.
    list->item(0)->setCheckState(Qt::Unchecked);
    auto* name = dialog->findChild<QLineEdit*>("nameEdit");
    name->clear();
    QTest::keyClicks(name, "barrel");
    QCOMPARE(dialog->options().meshes, std::vector<std::string>{"barrel"});
    QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    QVERIFY(dialog->isImporting());
    QVERIFY(imported.wait(20000));
    QCOMPARE(imported.at(0).at(0).toString(), QString("meshes/barrel/two.obj"));
    QTRY_VERIFY(window.findChild<ImportMeshDialog*>("importMeshDialog") == nullptr);  // closed and gone

    QVERIFY(QFile::exists(demo_ + "/meshes/barrel/two.mtl"));
    const auto& log = window.document()->log()->entries();
    QVERIFY(std::any_of(log.begin(), log.end(), [](const LogEntry& e) {
      return e.severity == LogEntry::Severity::Info && e.message.contains("meshes/barrel/two.obj");
    }));

    // In the Project dock, with a rendered thumbnail (and the tile definitions have theirs).
    auto* tree = window.findChild<QTreeWidget*>("projectTree");
    waitForThumbnails(window);
    QTreeWidgetItem* folder = findItem(tree, "barrel");
    QVERIFY(folder);
    QTreeWidgetItem* mesh = nullptr;
    for (int i = 0; i < folder->childCount(); ++i)
      if (folder->child(i)->text(0) == "two.obj") mesh = folder->child(i);
    QVERIFY(mesh);
    for (int i = 0; i < folder->childCount(); ++i)
      QVERIFY(!folder->child(i)->text(0).endsWith(".import.json"));
    const QImage thumbnail = mesh->icon(0).pixmap(64, 64).toImage();
    int green = 0, red = 0;
    for (int y = 0; y < thumbnail.height(); ++y)
      for (int x = 0; x < thumbnail.width(); ++x) {
        const QColor c = thumbnail.pixelColor(x, y);
        if (c.alpha() < 200) continue;
        green += c.green() > 2 * c.red() && c.green() > 2 * c.blue();
        red += c.red() > 2 * c.green() && c.red() > 2 * c.blue();
      }
    QVERIFY2(green > 200 && red == 0,
             qPrintable(QString("green %1 red %2").arg(green).arg(red)));  // the barrel only
    QTreeWidgetItem* corridor = findItem(tree, "corridor");
    QVERIFY(corridor);
    QVERIFY(!corridor->icon(0).pixmap(32, 32).toImage().isNull());
  }

  void clashIsReportedThenReplaced() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(demo_));
    QVERIFY(QFileInfo::exists(demo_ + "/meshes/barrel"));

    ImportMeshDialog* dialog = openDialog(window);
    QVERIFY(dialog);
    QSignalSpy listed(dialog, &ImportMeshDialog::meshesListed);
    QSignalSpy imported(dialog, &ImportMeshDialog::imported);
    QSignalSpy failed(dialog, &ImportMeshDialog::importFailed);
    dialog->setSourceFile(dir_.filePath("art/two.obj"));
    QVERIFY(listed.wait(10000));
    auto* name = dialog->findChild<QLineEdit*>("nameEdit");
    name->clear();
    QTest::keyClicks(name, "barrel");
    const QStringList before = listing(demo_);
    QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    QVERIFY(failed.wait(20000));
    QVERIFY2(failed.at(0).at(0).toString().contains("already exists"),
             qPrintable(failed.at(0).at(0).toString()));
    auto* box = dialog->findChild<QMessageBox*>("importMeshError");
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    box->accept();
    QVERIFY(dialog->isVisible());  // still open to fix it
    QCOMPARE(listing(demo_), before);

    dialog->findChild<QCheckBox*>("replaceCheck")->setChecked(true);
    QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    QVERIFY(imported.wait(20000));
    QFile sidecar(demo_ + "/meshes/barrel/barrel.import.json");
    QVERIFY(sidecar.open(QIODevice::ReadOnly));
    QVERIFY(sidecar.readAll().contains("\"meshes\": []"));  // both meshes now
  }

  // #45 friction 2, in a new project: a half-unit cube (a centimetre export) shows its size
  // against the 32 x 18 screen and that it is far smaller; Fit to Screen offers 36; the up axis is taken into
  // account; imported at scale 1 anyway, the Log warns and names the file.
  void sizeIsShownWithAScaleThatFits() {
    QTemporaryDir dir;
    const QString cube = dir.filePath("art/cube.obj");
    QVERIFY(writeFile(cube, "v 0 0 0\nv 0.5 0 0\nv 0.5 0.5 0\nv 0 0.5 0\nv 0 0 1\nv 0.5 0 1\nv 0.5 0.5 1\n"
                            "v 0 0.5 1\nf 1 2 3 4\nf 5 6 7 8\nf 1 2 6 5\n"));
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.document()->newProject(dir.filePath("p"), "shooter", "P").ok());
    ImportMeshDialog* dialog = openDialog(window);
    QVERIFY(dialog);
    auto* sizeLabel = dialog->findChild<QLabel*>("meshSizeLabel");
    auto* fit = dialog->findChild<QPushButton*>("fitScaleButton");
    auto* scale = dialog->findChild<QDoubleSpinBox*>("scaleSpin");
    QVERIFY(sizeLabel && fit && scale);
    QVERIFY(!fit->isEnabled());  // nothing listed yet
    QSignalSpy listed(dialog, &ImportMeshDialog::meshesListed);
    dialog->setSourceFile(cube);
    QVERIFY(listed.wait(10000));
    QVERIFY2(sizeLabel->text().contains("0.5 x 0.5 units") && sizeLabel->text().contains("32 x 18"),
             qPrintable(sizeLabel->text()));
    QVERIFY2(sizeLabel->text().contains("Far smaller"), qPrintable(sizeLabel->text()));
    QVERIFY(sizeLabel->isVisible());

    QTest::mouseClick(fit, Qt::LeftButton);
    QCOMPARE(scale->value(), 36.0);
    QVERIFY2(sizeLabel->text().startsWith("18 x 18 units"), qPrintable(sizeLabel->text()));
    QVERIFY(!sizeLabel->text().contains("Far"));
    auto* upAxis = dialog->findChild<QComboBox*>("upAxisCombo");
    upAxis->setCurrentIndex(1);  // Z up: 0.5 wide, 1 high
    QVERIFY2(sizeLabel->text().startsWith("18 x 36 units"), qPrintable(sizeLabel->text()));
    QTest::mouseClick(fit, Qt::LeftButton);
    QCOMPARE(scale->value(), 18.0);
    upAxis->setCurrentIndex(0);

    scale->setValue(1.0);
    QSignalSpy imported(dialog, &ImportMeshDialog::imported);
    QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    QVERIFY(imported.wait(20000));
    const auto& log = window.document()->log()->entries();
    QVERIFY(std::any_of(log.begin(), log.end(), [&](const LogEntry& e) {
      return e.severity == LogEntry::Severity::Warning && e.file == cube && e.message.contains("far smaller");
    }));
  }

  void brokenFileCannotBeImported() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(demo_));
    QVERIFY(writeFile(dir_.filePath("art/broken.fbx"), QByteArray(4096, '\x7f')));
    ImportMeshDialog* dialog = openDialog(window);
    QVERIFY(dialog);
    QSignalSpy listed(dialog, &ImportMeshDialog::meshesListed);
    dialog->setSourceFile(dir_.filePath("art/broken.fbx"));
    QVERIFY(listed.wait(10000));
    QVERIFY(!okButton(dialog)->isEnabled());
    QVERIFY(dialog->findChild<QLabel*>("statusLabel")->text().contains("broken.fbx"));
    QCOMPARE(dialog->findChild<QListWidget*>("meshList")->count(), 0);
    dialog->reject();
  }

  // The corridor tiles show an imported mesh; exporting a new version of its source
  // re-imports it, logs it, and the viewport loads the new file (scaled by its sidecar).
  void reimportReloadsTheViewport() {
    QTemporaryDir dir;
    const QString demo = copyDemo(dir);
    const QString source = dir.filePath("art/box.obj");
    QVERIFY(writeFile(source, "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n"));
    sw::MeshImportOptions options;
    options.scale = 4;
    QVERIFY(sw::importMesh(source.toStdString(), demo.toStdString(), options).ok());
    QFile projectFile(demo + "/project.json");
    QVERIFY(projectFile.open(QIODevice::ReadOnly));
    QByteArray text = projectFile.readAll().replace("meshes/corridor.obj", "meshes/box/box.obj");
    projectFile.close();
    QVERIFY(writeFile(demo + "/project.json", text));

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(demo));
    auto* viewport = window.viewport();
    QTRY_COMPARE_WITH_TIMEOUT(viewport->pendingMeshLoads(), 0, 20000);
    auto* meshes = viewport->findChild<sw::ui::MeshLibrary*>();
    QVERIFY(meshes);
    const QString copy = QFileInfo(demo + "/meshes/box/box.obj").absoluteFilePath();
    const auto* asset = meshes->find(copy);
    QVERIFY(asset);
    QVERIFY(asset->state == sw::ui::MeshLibrary::State::Ready);
    QVERIFY(std::abs(asset->bounds.max.x - 4.0) < 1e-6);  // the sidecar's scale

    QTest::qWait(50);
    QVERIFY(writeFile(source, "v 0 0 0\nv 2 0 0\nv 2 1 0\nv 0 1 0\nf 1 2 3 4\n"));
    const auto& log = window.document()->log()->entries();
    QTRY_VERIFY_WITH_TIMEOUT(
        std::any_of(log.begin(), log.end(),
                    [](const LogEntry& e) { return e.message.contains("Re-imported meshes/box/box.obj"); }),
        10000);
    QTRY_VERIFY_WITH_TIMEOUT(meshes->find(copy) && std::abs(meshes->find(copy)->bounds.max.x - 8.0) < 1e-6,
                             10000);
  }

  // A real model from Debian's assimp-testmodels, imported through the dialog; the
  // Project dock with its thumbnails is saved for a person to look at.
  void screenshotOfTheProjectDock() {
    const QString model = "/usr/share/assimp/models/Collada/duck.dae";
    if (!QFile::exists(model)) QSKIP("assimp-testmodels not installed");
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(demo_));
    ImportMeshDialog* dialog = openDialog(window);
    QVERIFY(dialog);
    QSignalSpy listed(dialog, &ImportMeshDialog::meshesListed);
    QSignalSpy imported(dialog, &ImportMeshDialog::imported);
    dialog->setSourceFile(model);
    QVERIFY(listed.wait(10000));
    QVERIFY(okButton(dialog)->isEnabled());
    QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    QVERIFY(imported.wait(30000));
    QVERIFY(QFile::exists(demo_ + "/meshes/duck/duckCM.tga"));  // its texture came along

    auto* tree = window.findChild<QTreeWidget*>("projectTree");
    waitForThumbnails(window);
    QTreeWidgetItem* duck = findItem(tree, "duck");
    QVERIFY(duck);
    duck->setExpanded(true);
    tree->scrollToItem(duck->child(0));
    QTest::qWait(200);
    const QString folder = QStringLiteral(SW_BINARY_DIR "/screenshots");
    QDir().mkpath(folder);
    QVERIFY(
        window.findChild<ProjectDock*>("projectDock")->grab().save(folder + "/project_dock_thumbnails.png"));
    QVERIFY(window.grab().save(folder + "/main_window_after_import.png"));
    qInfo("screenshots in %s", qPrintable(folder));
  }
};

QTEST_MAIN(ImportMeshDialogTest)
#include "import_mesh_dialog_test.moc"
