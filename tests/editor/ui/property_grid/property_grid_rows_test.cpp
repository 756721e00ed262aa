// The property grid as a designer uses it, part two: references and expressions, reset,
// lists, the level itself and keeping up with the document. Every edit test checks the
// model values, the undo stack and the grid's display afterwards.
#include "ui/property_grid/property_grid.h"

#include "editor/ui/property_grid/grid_fixture.h"

class PropertyGridRowsTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QLocale::setDefault(QLocale::c()); }

  // --- references and expressions -----------------------------------------------------

  void objectReferenceOffersOtherObjectsAndShowsMissingOnesRed() {
    Fixture f;
    auto ids = f.add(probe("p"), probe("q"), marker("m", {0, 0}));
    f.select({ids[0]});
    auto* combo = f.editor<QComboBox>("target");
    QVERIFY(combo);
    QStringList items;
    for (int i = 0; i < combo->count(); ++i) items << combo->itemText(i);
    QCOMPARE(items, (QStringList{"(none)", "m", "q"}));  // not the object itself
    QTest::keyClick(combo, Qt::Key_Down);                // "(none)", as it was
    QTest::keyClick(combo, Qt::Key_Down);                // steps through the list: one gesture
    QTest::keyClick(combo, Qt::Key_Down);
    f.settle();
    QCOMPARE(f.object<Probe>(ids[0]).target, std::string("q"));
    QCOMPARE(f.undo()->count(), 1);
    QVERIFY(!f.broken("target"));

    combo = f.editor<QComboBox>("target");
    QVERIFY(combo);
    combo->lineEdit()->selectAll();
    QTest::keyClicks(combo->lineEdit(), "ghost");
    QTest::keyClick(combo, Qt::Key_Return);
    f.settle();
    QCOMPARE(f.object<Probe>(ids[0]).target, std::string("ghost"));
    QVERIFY(f.broken("target"));
    QCOMPARE(f.row("target").data(Qt::ForegroundRole).value<QColor>(), QColor(0xd0, 0x30, 0x30));
    QVERIFY(f.row("target").data(Qt::ToolTipRole).toString().contains("No object named 'ghost'"));

    // Referring to itself is refused.
    const int steps = f.undo()->count();
    QVERIFY(!f.grid->model()->setData(f.row("target"), QString("p")));
    QCOMPARE(f.undo()->count(), steps);
    QVERIFY(f.grid->message().contains("cannot refer to itself"));

    // Renaming another object to the missing name makes the reference whole again.
    f.undo()->push(
        new SetPropertyCommand(&f.doc, &f.level(), {ids[2]}, "name", {Value(std::string("ghost"))}));
    f.select({ids[0]});
    QVERIFY(!f.broken("target"));
  }

  void invalidExpressionIsRefusedWithItsColumnAndKeepsTheEditorOpen() {
    Fixture f;
    auto ids = f.add(probe("p"), probe("q"));
    f.select(ids);
    auto* line = f.editor<QLineEdit>("when");
    QVERIFY(line);
    QTest::keyClicks(line, "boss.health <");
    QTest::keyClick(line, Qt::Key_Return);
    f.settle();
    QCOMPARE(f.undo()->count(), 0);
    QCOMPARE(f.object<Probe>(ids[0]).when, std::string());
    QVERIFY2(f.grid->message().contains("column 14"), qPrintable(f.grid->message()));
    QVERIFY(line->toolTip().contains("column 14"));
    QCOMPARE(f.grid->findChild<QLineEdit*>("editor_when"), line);  // still open with the text
    QTest::keyClicks(line, " 50 && !door.open");
    QTest::keyClick(line, Qt::Key_Return);
    f.settle();
    QCOMPARE(f.object<Probe>(ids[0]).when, std::string("boss.health < 50 && !door.open"));
    QCOMPARE(f.object<Probe>(ids[1]).when, std::string("boss.health < 50 && !door.open"));
    QCOMPARE(f.undo()->count(), 1);
    QVERIFY(!f.broken("when"));

    // The model path checks too, and a bad expression read from a file shows red.
    QVERIFY(!f.grid->model()->setData(f.row("when"), QString("a = 1")));
    QCOMPARE(f.undo()->count(), 1);
    f.object<Probe>(ids[0]).when = "(a";
    f.doc.notifyObjectsChanged({ids[0]});
    QVERIFY(f.broken("when"));
    QVERIFY(f.row("when").data(Qt::ToolTipRole).toString().contains("column"));
  }

  void assetReferencesListMatchingAssetsAndShowBrokenOnesRed() {
    Fixture f;
    QTemporaryDir dir;
    QDir(dir.path()).mkpath("meshes/props");
    QDir(dir.path()).mkpath("textures");
    for (const char* file : {"meshes/crate.obj", "meshes/props/barrel.glb", "textures/crate.png"}) {
      QFile out(dir.filePath(file));
      QVERIFY(out.open(QIODevice::WriteOnly));
      out.write("x");
    }
    f.doc.editableProject().directory = dir.path().toStdString();
    auto floor = std::make_unique<sw::TileDef>();
    floor->name = "floor";
    f.doc.editableProject().tileDefs.push_back(std::move(floor));
    auto p = probe("p");
    p->mesh = "meshes/crate.obj";
    p->tile = "floor";
    auto ids = f.add(std::move(p));
    f.select(ids);
    QVERIFY(!f.broken("mesh"));
    QVERIFY(!f.broken("tile"));

    auto* meshes = f.editor<QComboBox>("mesh");
    QVERIFY(meshes);
    QStringList items;
    for (int i = 0; i < meshes->count(); ++i) items << meshes->itemText(i);
    QCOMPARE(items, (QStringList{"(none)", "meshes/crate.obj", "meshes/props/barrel.glb"}));  // no images
    QTest::keyClick(meshes, Qt::Key_Down);
    f.settle();
    QCOMPARE(f.object<Probe>(ids[0]).mesh, std::string("meshes/props/barrel.glb"));

    auto* tiles = f.editor<QComboBox>("tile");
    QVERIFY(tiles);
    QCOMPARE(tiles->count(), 2);
    QCOMPARE(tiles->itemText(1), QString("floor"));
    QTest::keyClick(tiles, Qt::Key_Escape);
    f.settle();

    f.object<Probe>(ids[0]).mesh = "meshes/gone.obj";
    f.object<Probe>(ids[0]).tile = "ceiling";
    f.doc.notifyObjectsChanged(ids);
    QVERIFY(f.broken("mesh"));
    QVERIFY(f.broken("tile"));
    QVERIFY(f.row("mesh").data(Qt::ToolTipRole).toString().contains("File not found: meshes/gone.obj"));
    QVERIFY(f.row("tile").data(Qt::ToolTipRole).toString().contains("No tile definition named 'ceiling'"));
    QCOMPARE(f.row("tile").data(Qt::ForegroundRole).value<QColor>(), QColor(0xd0, 0x30, 0x30));
  }

  // --- reset ----------------------------------------------------------------------------

  void resetSetsTheDefaultOnAllAsOneStep() {
    Fixture f;
    auto ids = f.add(marker("a", {0, 0}, {1, 1, 1, 255}), marker("b", {0, 0}, {2, 2, 2, 255}),
                     marker("c", {0, 0}, {3, 3, 3, 255}));
    f.select(ids);
    f.makeCurrent("color");
    f.clickButton("resetButton");
    for (ObjectId id : ids) QCOMPARE(f.object<sw::Marker>(id).color, (sw::Color{255, 200, 40, 255}));
    QCOMPARE(f.undo()->count(), 1);
    f.undo()->undo();
    QCOMPARE(f.object<sw::Marker>(ids[2]).color, (sw::Color{3, 3, 3, 255}));
  }

  void resetOfAComponentKeepsTheOtherComponents() {
    Fixture f;
    auto p = probe("p"), q = probe("q");
    p->offset = {7, 8, 9};
    q->offset = {4, 5, 6};
    auto ids = f.add(std::move(p), std::move(q));
    f.select(ids);
    f.makeCurrent("offset.y");
    QAction* reset = f.grid->findChild<QAction*>("resetAction");
    QVERIFY(reset && reset->isEnabled());
    reset->trigger();  // as from the context menu
    f.settle();
    QCOMPARE(f.object<Probe>(ids[0]).offset, (sw::Vec3{7, 2, 9}));
    QCOMPARE(f.object<Probe>(ids[1]).offset, (sw::Vec3{4, 2, 6}));
    QCOMPARE(f.text("offset.y"), QString("2"));
    QCOMPARE(f.undo()->count(), 1);
  }

  // --- lists ----------------------------------------------------------------------------

  void stringListAddMoveRemoveAreEachOneUndoableStep() {
    Fixture f;
    auto p = probe("p"), q = probe("q");
    p->tags = {"alpha", "beta"};
    q->tags = {"alpha", "beta"};
    auto ids = f.add(std::move(p), std::move(q));
    f.select(ids);
    QCOMPARE(f.text("tags"), QString("2 items"));
    QCOMPARE(f.text("tags.1"), QString("beta"));

    f.makeCurrent("tags");
    f.clickButton("addItemButton");
    QCOMPARE(f.object<Probe>(ids[0]).tags, (std::vector<std::string>{"alpha", "beta", ""}));
    QCOMPARE(f.object<Probe>(ids[1]).tags, (std::vector<std::string>{"alpha", "beta", ""}));
    QCOMPARE(f.undo()->count(), 1);
    QCOMPARE(f.grid->view()->currentIndex().data(grid::PropertyModel::KeyRole).toString(), QString("tags.2"));

    auto* line = f.editor<QLineEdit>("tags.2");
    QVERIFY(line);
    QTest::keyClicks(line, "gamma");
    QTest::keyClick(line, Qt::Key_Return);
    f.settle();
    QCOMPARE(f.object<Probe>(ids[1]).tags.back(), std::string("gamma"));
    QCOMPARE(f.undo()->count(), 2);

    f.makeCurrent("tags.0");
    QVERIFY(!f.grid->findChild<QToolButton*>("moveUpButton")->isEnabled());
    f.clickButton("moveDownButton");
    QCOMPARE(f.object<Probe>(ids[0]).tags, (std::vector<std::string>{"beta", "alpha", "gamma"}));
    QCOMPARE(f.grid->view()->currentIndex().data(grid::PropertyModel::KeyRole).toString(), QString("tags.1"));
    QCOMPARE(f.undo()->count(), 3);

    f.makeCurrent("tags.2");
    f.clickButton("removeItemButton");
    QCOMPARE(f.object<Probe>(ids[1]).tags, (std::vector<std::string>{"beta", "alpha"}));
    QCOMPARE(f.undo()->count(), 4);

    for (int i = 0; i < 4; ++i) f.undo()->undo();
    f.settle();
    QCOMPARE(f.object<Probe>(ids[0]).tags, (std::vector<std::string>{"alpha", "beta"}));
    QCOMPARE(f.text("tags"), QString("2 items"));
  }

  void mixedListsShowMixedAndAppendToEachObjectsOwnList() {
    Fixture f;
    auto p = probe("p"), q = probe("q");
    p->path = {{0, 0}};
    q->path = {{5, 5}, {6, 5}};
    auto ids = f.add(std::move(p), std::move(q));
    f.select(ids);
    QCOMPARE(f.text("path"), PropertyGrid::mixedText());
    QCOMPARE(f.grid->model()->rowCount(f.row("path", 0)), 0);  // no common items to show
    f.makeCurrent("path");
    f.clickButton("addItemButton");
    QCOMPARE(f.object<Probe>(ids[0]).path, (std::vector<Vec2>{{0, 0}, {1, 0}}));
    QCOMPARE(f.object<Probe>(ids[1]).path, (std::vector<Vec2>{{5, 5}, {6, 5}, {7, 5}}));
    QCOMPARE(f.undo()->count(), 1);
  }

  void pointAndPolygonListsEditPointsAsText() {
    Fixture f;
    auto p = probe("p");
    p->path = {{0, 0}, {4, 2}};
    p->walls = {{{0, 0}, {2, 0}, {2, 2}}};
    auto ids = f.add(std::move(p));
    f.select(ids);
    QCOMPARE(f.text("path.1"), QString("(4, 2)"));
    f.makeCurrent("path.0");
    f.clickButton("addItemButton");  // inserted between its neighbours
    QCOMPARE(f.object<Probe>(ids[0]).path, (std::vector<Vec2>{{0, 0}, {2, 1}, {4, 2}}));

    auto* line = f.editor<QLineEdit>("path.2");
    QVERIFY(line);
    QCOMPARE(line->text(), QString("4, 2"));
    line->selectAll();
    QTest::keyClicks(line, "12.5, -3");
    QTest::keyClick(line, Qt::Key_Return);
    f.settle();
    QCOMPARE(f.object<Probe>(ids[0]).path.back(), (Vec2{12.5, -3}));

    QCOMPARE(f.text("walls.0"), QString("3 points"));
    QCOMPARE(f.text("walls.0.2"), QString("(2, 2)"));
    f.makeCurrent("walls.0.1");
    f.clickButton("moveUpButton");
    QCOMPARE(f.object<Probe>(ids[0]).walls[0], (sw::Polygon{{2, 0}, {0, 0}, {2, 2}}));
    f.makeCurrent("walls");
    f.clickButton("addItemButton");
    QCOMPARE(f.object<Probe>(ids[0]).walls.size(), std::size_t(2));
    QCOMPARE(f.undo()->count(), 4);
    f.undo()->undo();
    f.undo()->undo();
    QCOMPARE(f.object<Probe>(ids[0]).walls, (std::vector<sw::Polygon>{{{0, 0}, {2, 0}, {2, 2}}}));
  }

  // --- the level, and keeping up with the document ---------------------------------------

  void withNothingSelectedTheLevelIsEdited() {
    Fixture f;
    f.add(marker("a", {0, 0}));
    f.select({});
    QVERIFY(f.grid->findChild<QLabel*>("gridTitle")->text().contains("Level"));
    QCOMPARE(f.text("name"), QString::fromStdString(f.level().name));
    auto* spin = f.editor<QDoubleSpinBox>("seed");
    QVERIFY(spin);
    QCOMPARE(spin->maximum(), 4294967295.0);  // more than a QSpinBox can hold
    spin->selectAll();
    QTest::keyClicks(spin, "4000000000");
    QTest::keyClick(spin, Qt::Key_Return);
    f.settle();
    QCOMPARE(f.level().seed, std::int64_t(4000000000));
    QCOMPARE(f.undo()->count(), 1);
    QCOMPARE(f.text("seed"), QString("4000000000"));
    f.undo()->undo();
    f.settle();
    QCOMPARE(f.level().seed, std::int64_t(1));
    QCOMPARE(f.text("seed"), QString("1"));

    // Level names are unique in the project.
    auto other = std::make_unique<sw::Level>();
    other->name = "Boss";
    f.doc.editableProject().levels.push_back(std::move(other));
    QVERIFY(!f.grid->model()->setData(f.row("name"), QString("Boss")));
    QVERIFY(f.grid->message().contains("already used by another Level"));
    QVERIFY(f.grid->model()->setData(f.row("name"), QString("Intro")));
    QCOMPARE(f.level().name, std::string("Intro"));
  }

  void renamingOneObjectRewritesReferences() {
    Fixture f;
    auto p = probe("p");
    p->target = "m";
    p->when = "m.health < 3";
    auto ids = f.add(std::move(p), marker("m", {0, 0}));
    f.select({ids[1]});
    auto* line = f.editor<QLineEdit>("name");
    QVERIFY(line);
    line->selectAll();
    QTest::keyClicks(line, "boss");
    QTest::keyClick(line, Qt::Key_Return);
    f.settle();
    QCOMPARE(f.object(ids[1]).name, std::string("boss"));
    QCOMPARE(f.object<Probe>(ids[0]).target, std::string("boss"));
    QCOMPARE(f.object<Probe>(ids[0]).when, std::string("boss.health < 3"));
    QCOMPARE(f.undo()->count(), 1);
    // A name in use is refused.
    QVERIFY(!f.grid->model()->setData(f.row("name"), QString("p")));
    QCOMPARE(f.undo()->count(), 1);
  }

  void valuesUpdateInPlaceWithoutRebuildingTheRows() {
    Fixture f;
    auto ids = f.add(marker("a", {1, 1}), marker("b", {2, 2}), marker("c", {3, 3}), probe("p"));
    f.select({ids[0]});
    QSignalSpy resets(f.grid->model(), &QAbstractItemModel::modelReset);
    QSignalSpy changes(f.grid->model(), &QAbstractItemModel::dataChanged);

    // Another selection of the same kind: same rows, new values.
    f.select({ids[1], ids[2]});
    QCOMPARE(resets.count(), 0);
    QVERIFY(changes.count() > 0);
    QCOMPARE(f.text("name"), PropertyGrid::mixedText());

    // A change made elsewhere (the viewport, a script) shows without a rebuild.
    changes.clear();
    f.undo()->push(
        new SetPropertyCommand(&f.doc, &f.level(), {ids[1], ids[2]}, "position", {Value(Vec2{9, 9})}));
    f.settle();
    QCOMPARE(resets.count(), 0);
    QCOMPARE(f.text("position.x"), QString("9"));
    QVERIFY(changes.count() >= 3);  // position, x, y

    // Changes to objects that are not shown do not touch the grid.
    changes.clear();
    f.object<sw::Marker>(ids[0]).position = {5, 5};
    f.doc.notifyObjectsChanged({ids[0]});
    QCoreApplication::processEvents();
    QCOMPARE(changes.count(), 0);

    // A selection of another kind rebuilds the rows.
    f.select({ids[3]});
    QCOMPARE(resets.count(), 1);
    QVERIFY(f.row("tags").isValid());
  }

  void filterHidesRowsThatDoNotMatch() {
    Fixture f;
    auto ids = f.add(probe("p"));
    f.select(ids);
    auto* filter = f.grid->findChild<QLineEdit*>("propertyFilter");
    QVERIFY(filter);
    QTest::keyClicks(filter, "spe");
    QTreeView* view = f.grid->view();
    QModelIndex speed = f.row("speed", 0);
    QModelIndex count = f.row("count", 0);
    QVERIFY(!view->isRowHidden(speed.row(), speed.parent()));
    QVERIFY(view->isRowHidden(count.row(), count.parent()));
    QModelIndex lists = f.row("tags", 0).parent();
    QVERIFY(view->isRowHidden(lists.row(), QModelIndex()));
    filter->clear();
    QVERIFY(!view->isRowHidden(count.row(), count.parent()));
  }
};

QTEST_MAIN(PropertyGridRowsTest)
#include "property_grid_rows_test.moc"
