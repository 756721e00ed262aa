// How fast the property grid keeps up with a big selection: 10,000 Markers selected,
// then the grid's refresh, an edit of one field on all of them through the grid's own
// spin box (command + refresh), and its undo. Prints medians; run on purpose
// (label bench), never as a pass/fail timing.
#include <QApplication>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtTest>
#include <algorithm>
#include <cstdio>

#include "document/commands/commands.h"
#include "document/document.h"
#include "ui/property_grid/property_grid.h"

using namespace sw::editor;

namespace {
double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}
double msSince(const QElapsedTimer& t) { return double(t.nsecsElapsed()) / 1e6; }
}  // namespace

// --shot FILE: instead of timing, a picture of the grid with three Triggers selected.
int screenshot(const QString& file) {
  Document doc;
  doc.newProject();
  std::vector<std::unique_ptr<sw::LevelObject>> objects;
  const char* names[] = {"boss_gate", "loop_exit", "ambush"};
  for (int i = 0; i < 3; ++i) {
    auto t = std::make_unique<sw::Trigger>();
    t->name = names[i];
    t->position = {120.0 + 8 * i, 0};
    t->size = {4, 18};
    t->activation = i == 2 ? sw::Trigger::Activation::Both : sw::Trigger::Activation::PlayerEnters;
    t->flags = i == 1 ? sw::Trigger::Once : sw::Trigger::Once | sw::Trigger::StartsEnabled;
    t->condition = "boss.health < 50";
    t->target = i == 2 ? "spawner_7" : "boss";
    t->color = {80, 220, 120, 255};
    objects.push_back(std::move(t));
  }
  auto boss = std::make_unique<sw::Marker>();
  boss->name = "boss";
  objects.push_back(std::move(boss));
  doc.undoStack()->push(new AddObjectsCommand(&doc, doc.editableLevel(), std::move(objects)));
  doc.undoStack()->clear();
  QSet<sw::ObjectId> triggers;
  doc.editableLevel()->forEachObject([&](sw::LevelObject& o) {
    if (o.kind() == "Trigger") triggers.insert(o.id);
  });
  doc.selection()->set(triggers);

  PropertyGrid grid(&doc);
  grid.resize(380, 560);
  grid.show();
  if (!QTest::qWaitForWindowExposed(&grid)) return 1;
  grid.refreshNow();
  grid.view()->setCurrentIndex(grid.indexOfKey(QStringLiteral("position.y"), 0));
  QTest::qWait(50);
  if (!grid.grab().save(file)) return 1;
  // The same grid while editing: a refused expression and an open spin box.
  if (auto* line = grid.edit(QStringLiteral("condition"))) {
    line->setFocus();
    QTest::keyClicks(line, " &&");
    QTest::keyClick(line, Qt::Key_Return);
  }
  grid.edit(QStringLiteral("position.x"));
  QTest::qWait(50);
  QString editing = file;
  editing.replace(QStringLiteral(".png"), QStringLiteral("_editing.png"));
  return grid.grab().save(editing) ? 0 : 1;
}

SW_TEST_OWN_MAIN(int argc, char** argv) {
  QApplication app(argc, argv);
  if (argc > 2 && QByteArray(argv[1]) == "--shot") return screenshot(QString::fromLocal8Bit(argv[2]));
  const int count = argc > 1 ? std::max(1, atoi(argv[1])) : 10000;

  Document doc;
  doc.newProject();
  std::vector<std::unique_ptr<sw::LevelObject>> markers;
  for (int i = 0; i < count; ++i) {
    auto m = std::make_unique<sw::Marker>();
    m->name = "marker_" + std::to_string(i);
    m->position = {double(i % 100), double(i / 100)};
    m->color = {std::uint8_t(i), 200, 40, 255};
    m->note = i % 2 ? "odd" : "even";
    markers.push_back(std::move(m));
  }
  doc.undoStack()->push(new AddObjectsCommand(&doc, doc.editableLevel(), std::move(markers)));
  doc.undoStack()->clear();

  QWidget window;
  auto* layout = new QVBoxLayout(&window);
  auto* grid = new PropertyGrid(&doc, &window);
  layout->addWidget(grid);
  window.resize(420, 700);
  window.show();
  if (!QTest::qWaitForWindowExposed(&window)) std::fprintf(stderr, "window not exposed\n");
  doc.selection()->clear();
  grid->refreshNow();

  // Selecting all: the selection set, the coalesced refresh and the rebuild of the rows.
  QElapsedTimer t;
  t.start();
  doc.selection()->set(doc.objectIds());
  grid->refreshNow();
  const double selectMs = msSince(t);

  std::vector<double> refresh;
  for (int i = 0; i < 15; ++i) {
    t.start();
    grid->refreshNow();
    refresh.push_back(msSince(t));
  }

  // Set x on all through the spin box: keys -> commit -> one command -> refresh shown.
  std::vector<double> set, undo;
  for (int i = 0; i < 7; ++i) {
    auto* spin = qobject_cast<QDoubleSpinBox*>(grid->edit(QStringLiteral("position.x")));
    if (!spin) {
      std::fprintf(stderr, "no editor for position.x\n");
      return 1;
    }
    spin->selectAll();
    QTest::keyClicks(spin, QString::number(10 + i));
    t.start();
    QTest::keyClick(spin, Qt::Key_Return);
    QCoreApplication::processEvents();
    grid->refreshNow();
    set.push_back(msSince(t));
    if (grid->indexOfKey(QStringLiteral("position.x")).data().toString() != QString::number(10 + i)) {
      std::fprintf(stderr, "the grid does not show the new x\n");
      return 1;
    }
  }
  const int steps = doc.undoStack()->count();
  for (int i = 0; i < steps; ++i) {
    t.start();
    doc.undoStack()->undo();
    QCoreApplication::processEvents();
    grid->refreshNow();
    undo.push_back(msSince(t));
  }

  auto* title = grid->findChild<QLabel*>(QStringLiteral("gridTitle"));
  std::printf("objects: %d, grid shows: %s, position: %s (undo steps: %d)\n", count,
              qPrintable(title ? title->text() : QString()),
              qPrintable(grid->indexOfKey(QStringLiteral("position")).data().toString()), steps);
  std::printf("select_all_ms: %.2f\n", selectMs);
  std::printf("grid_refresh_ms: %.2f\n", median(refresh));
  std::printf("set_property_ms: %.2f\n", median(set));
  std::printf("undo_ms: %.2f\n", median(undo));
  return 0;
}
