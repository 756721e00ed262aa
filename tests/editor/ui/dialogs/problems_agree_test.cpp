// Broken References and Check Project read one problem list (model/validate/problems.h): on a
// project with a missing mesh, a chain link naming a missing tile definition and a spawn
// naming a missing enemy type, the dialog lists all three and Check Project logs the same
// three with the same file, place and words, plus the warnings the dialog only counts.
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "document/document.h"
#include "model/io/project_io.h"
#include "model/level/spawn.h"
#include "support/sample_project.h"
#include "ui/dialogs/broken_references_dialog.h"

using namespace sw::editor;

namespace {

// sampleProject: tile 'floor' names meshes/floor.obj, which is not there.
QString brokenProject(const QTemporaryDir& dir) {
  auto p = sw::test::sampleProject();
  p->directory = dir.path().toStdString();
  p->levels[0]->chain[0]->tile = "corridor";
  auto spawn = std::make_unique<sw::Spawn>();
  spawn->name = "wave";
  spawn->enemyType = "drone";
  spawn->position = {4, 0};
  spawn->id = sw::newObjectId();
  p->levels[0]->objects.push_back(std::move(spawn));
  // A warning, not a broken reference: fire without a weapon.
  auto turret = std::make_unique<sw::EnemyType>();
  turret->name = "turret";
  turret->movement = sw::EnemyMovement::Stationary;
  auto state = std::make_unique<sw::EnemyState>();
  state->name = "idle";
  state->tick = {"fire"};
  turret->states.push_back(std::move(state));
  p->enemyTypes.push_back(std::move(turret));
  if (!sw::saveProject(*p)) return {};
  return dir.path();
}

}  // namespace

class ProblemsAgreeTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  void dialogAndCheckProjectListTheSameBrokenReferences() {
    QTemporaryDir dir;
    const QString project = brokenProject(dir);
    QVERIFY(!project.isEmpty());
    Document doc;
    QVERIFY(doc.open(project).empty());

    BrokenReferencesDialog dialog(&doc);
    const auto& refs = dialog.references();
    QCOMPARE(refs.size(), std::size_t(3));
    auto* table = dialog.findChild<QTableWidget*>("brokenReferencesTable");
    QCOMPARE(table->rowCount(), 3);
    QStringList kinds, missing;
    for (int r = 0; r < 3; ++r) {
      kinds << table->item(r, 0)->text();
      missing << table->item(r, 2)->text();
    }
    QVERIFY2(kinds.contains("Mesh") && kinds.contains("Tile definition") && kinds.contains("Enemy type"),
             qPrintable(kinds.join(", ")));
    QVERIFY2(
        missing.contains("meshes/floor.obj") && missing.contains("corridor") && missing.contains("drone"),
        qPrintable(missing.join(", ")));
    const QString summary = dialog.findChild<QLabel*>("brokenReferencesSummary")->text();
    QVERIFY2(summary.contains("3 broken reference"), qPrintable(summary));
    QVERIFY2(summary.contains("1 other problem"), qPrintable(summary));  // the warning

    // Only the mesh is a file to locate.
    for (int r = 0; r < 3; ++r) {
      table->selectRow(r);
      QCOMPARE(dialog.findChild<QPushButton*>("locateButton")->isEnabled(),
               table->item(r, 2)->text() == "meshes/floor.obj");
    }

    doc.log()->clear();
    QCOMPARE(doc.checkProject(), 4);
    for (const sw::BrokenReference& ref : refs) {
      bool logged = false;
      for (const auto& e : doc.log()->entries())
        logged = logged || (e.file == QString::fromStdString(ref.file) &&
                            e.where == QString::fromStdString(ref.where) &&
                            e.message.contains(QString::fromStdString(ref.problem)) &&
                            e.severity == LogEntry::Severity::Error);
      QVERIFY2(logged, ref.where.c_str());
    }
    bool warned = false;
    for (const auto& e : doc.log()->entries())
      warned = warned || (e.severity == LogEntry::Severity::Warning &&
                          e.where == "/enemyTypes/0/states/0/tick/0" && e.message.contains("no default pattern"));
    QVERIFY(warned);
  }

  void aCleanProjectIsCleanInBoth() {
    QTemporaryDir dir;
    auto p = sw::test::sampleProject();
    p->directory = dir.path().toStdString();
    p->tileDefs[0]->mesh.clear();
    QVERIFY(sw::saveProject(*p).ok());
    Document doc;
    QVERIFY(doc.open(dir.path()).empty());
    BrokenReferencesDialog dialog(&doc);
    QVERIFY(dialog.references().empty());
    QVERIFY(dialog.findChild<QLabel*>("brokenReferencesSummary")->text().startsWith("No broken references"));
    QCOMPARE(doc.checkProject(), 0);
  }
};

QTEST_MAIN(ProblemsAgreeTest)
#include "problems_agree_test.moc"
