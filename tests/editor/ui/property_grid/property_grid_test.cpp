// The property grid as a designer uses it: select objects, read shared and mixed values,
// edit through the real editor widgets, and find one undo step per edit. Every edit
// test checks the model values, the undo stack and the grid's display afterwards.
#include "ui/property_grid/property_grid.h"

#include "editor/ui/property_grid/grid_fixture.h"

class PropertyGridTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QLocale::setDefault(QLocale::c()); }

  // --- reading -----------------------------------------------------------------------

  void threeMarkersShowMixedPositionsPerComponent() {
    Fixture f;
    auto ids = f.add(marker("a", {1, 5}), marker("b", {2, 6}), marker("c", {3, 5}));
    f.select(ids);
    QVERIFY(f.grid->findChild<QTreeView*>("propertyTree"));
    QCOMPARE(f.text("position"), PropertyGrid::mixedText());
    QCOMPARE(f.text("position.x"), PropertyGrid::mixedText());
    QCOMPARE(f.text("position.y"), PropertyGrid::mixedText());
    QVERIFY(f.row("position.x").data(Qt::FontRole).value<QFont>().italic());
    QCOMPARE(f.text("name"), PropertyGrid::mixedText());
    // Names are unique: with several objects the name row is read-only (disabled).
    QVERIFY(!(f.row("name").flags() & Qt::ItemIsEnabled));
    QCOMPARE(f.text("color"), QString("#ffc828ff"));  // the same on all three
    QVERIFY(!f.mixed("color"));
    // One kind: the title counts them by kind ("2 objects" when kinds differ, below).
    QVERIFY(f.grid->findChild<QLabel*>("gridTitle")->text().contains("3 Markers"));

    // x equal, y different: each component row has its own state.
    f.object<sw::Marker>(ids[1]).position = {1, 6};
    f.object<sw::Marker>(ids[2]).position = {1, 7};
    f.doc.notifyObjectsChanged(ids);
    QCOMPARE(f.text("position.x"), QString("1"));
    QVERIFY(!f.mixed("position.x"));
    QCOMPARE(f.text("position.y"), PropertyGrid::mixedText());
    QVERIFY(f.mixed("position.y"));
    QCOMPARE(f.text("position"), PropertyGrid::mixedText());  // never one object's value
  }

  void sharedPropertiesOfDifferentKindsAndCategories() {
    Fixture f;
    auto m = marker("m", {0, 0});
    auto t = std::make_unique<sw::Trigger>();
    t->name = "t";
    auto ids = f.add(std::move(m), std::move(t));
    f.select(ids);
    QVERIFY(f.row("position").isValid());
    QVERIFY(f.row("color").isValid());
    QVERIFY(!f.row("note").isValid());        // Marker only
    QVERIFY(!f.row("activation").isValid());  // Trigger only
    // Rows sit under collapsible category rows, labels carry the description's tooltip.
    QModelIndex position = f.row("position", 0);
    QCOMPARE(position.parent().data().toString(), QString("Transform"));
    QVERIFY(f.grid->view()->isExpanded(position.parent()));
    QVERIFY(position.data(Qt::ToolTipRole).toString().contains("play plane"));
    QVERIFY(f.grid->findChild<QLabel*>("gridTitle")->text().contains("2 objects"));
  }

  void readOnlyRowsAreDisabledAndHaveNoEditor() {
    Fixture f;
    auto ids = f.add(probe("p"));
    f.select(ids);
    QModelIndex locked = f.row("locked");
    QVERIFY(locked.isValid());
    QVERIFY(!(locked.flags() & Qt::ItemIsEnabled));
    QVERIFY(!(locked.flags() & Qt::ItemIsEditable));
    QVERIFY(!f.grid->edit("locked"));
    QVERIFY(!f.grid->model()->setData(locked, 3));
    QCOMPARE(f.object<Probe>(ids[0]).locked, std::int64_t(7));
    QCOMPARE(f.undo()->count(), 0);
  }

  // --- editing numbers -----------------------------------------------------------------

  void editingXThroughTheSpinBoxSetsXOnAllAndKeepsEachY() {
    Fixture f;
    auto ids = f.add(marker("a", {1, 5}), marker("b", {2, 6}), marker("c", {3, 7}));
    f.select(ids);
    auto* spin = f.editor<QDoubleSpinBox>("position.x");
    QVERIFY(spin);
    QCOMPARE(spin->objectName(), QString("editor_position.x"));
    QVERIFY(spin->text().isEmpty());  // mixed: no object's value in the editor either
    QTest::keyClicks(spin, "7.25");
    QTest::keyClick(spin, Qt::Key_Return);
    f.settle();

    QCOMPARE(f.undo()->count(), 1);
    QCOMPARE(f.object<sw::Marker>(ids[0]).position, (Vec2{7.25, 5}));
    QCOMPARE(f.object<sw::Marker>(ids[1]).position, (Vec2{7.25, 6}));
    QCOMPARE(f.object<sw::Marker>(ids[2]).position, (Vec2{7.25, 7}));
    QCOMPARE(f.text("position.x"), QString("7.25"));
    QCOMPARE(f.text("position.y"), PropertyGrid::mixedText());

    f.undo()->undo();
    f.settle();
    QCOMPARE(f.object<sw::Marker>(ids[0]).position, (Vec2{1, 5}));
    QCOMPARE(f.object<sw::Marker>(ids[1]).position, (Vec2{2, 6}));
    QCOMPARE(f.object<sw::Marker>(ids[2]).position, (Vec2{3, 7}));
    QCOMPARE(f.text("position.x"), PropertyGrid::mixedText());
    f.undo()->redo();
    QCOMPARE(f.object<sw::Marker>(ids[1]).position, (Vec2{7.25, 6}));
  }

  void spinBoxStepsOfOneGestureMergeIntoOneStep() {
    Fixture f;
    auto ids = f.add(marker("a", {1, 5}), marker("b", {2, 5}));
    f.select(ids);
    auto* spin = f.editor<QDoubleSpinBox>("position.y");
    QVERIFY(spin);
    QCOMPARE(spin->text(), QString("5"));
    QTest::keyClick(spin, Qt::Key_Up);
    QTest::keyClick(spin, Qt::Key_Up);
    QTest::keyClick(spin, Qt::Key_Up);
    f.settle();
    QCOMPARE(f.undo()->count(), 1);
    QCOMPARE(f.object<sw::Marker>(ids[0]).position.y, 5.3);
    QCOMPARE(f.object<sw::Marker>(ids[1]).position.y, 5.3);
    QCOMPARE(f.object<sw::Marker>(ids[1]).position.x, 2.0);

    // A new editor session is a new gesture: its own undo step.
    QTest::keyClick(spin, Qt::Key_Return);
    f.settle();
    auto* again = f.editor<QDoubleSpinBox>("position.y");
    QVERIFY(again);
    QTest::keyClick(again, Qt::Key_Down);
    f.settle();
    QCOMPARE(f.undo()->count(), 2);
    QCOMPARE(f.object<sw::Marker>(ids[0]).position.y, 5.2);
    f.undo()->undo();
    QCOMPARE(f.object<sw::Marker>(ids[0]).position.y, 5.3);
    f.undo()->undo();
    QCOMPARE(f.object<sw::Marker>(ids[0]).position.y, 5.0);
  }

  void draggingOnALabelMovesEachObjectByTheSameAmountAsOneStep() {
    Fixture f;
    auto ids = f.add(marker("a", {1, 5}), marker("b", {2, 6}));
    f.select(ids);
    QTreeView* view = f.grid->view();
    QModelIndex label = f.row("position.x", 0);
    const QPoint start = view->visualRect(label).center();
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, start);
    for (int dx = 3; dx <= 30; dx += 3) {
      QMouseEvent move(QEvent::MouseMove, QPointF(start + QPoint(dx, 0)),
                       view->viewport()->mapToGlobal(QPointF(start + QPoint(dx, 0))), Qt::NoButton,
                       Qt::LeftButton, Qt::NoModifier);
      QApplication::sendEvent(view->viewport(), &move);
    }
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, start + QPoint(30, 0));
    f.settle();
    // 30 px at 3 px per step of 0.1: +1 on each object's own x; y untouched.
    QCOMPARE(f.object<sw::Marker>(ids[0]).position, (Vec2{2, 5}));
    QCOMPARE(f.object<sw::Marker>(ids[1]).position, (Vec2{3, 6}));
    QCOMPARE(f.undo()->count(), 1);
    f.undo()->undo();
    QCOMPARE(f.object<sw::Marker>(ids[0]).position, (Vec2{1, 5}));
  }

  void intsHonourRangeAndRefusedValuesPushNothing() {
    Fixture f;
    auto ids = f.add(probe("p"), probe("q"));
    f.select(ids);
    auto* spin = f.editor<QDoubleSpinBox>("count");
    QVERIFY(spin);
    QCOMPARE(spin->minimum(), 0.0);
    QCOMPARE(spin->maximum(), 100.0);
    QCOMPARE(spin->singleStep(), 5.0);
    QCOMPARE(spin->decimals(), 0);
    QTest::keyClick(spin, Qt::Key_Escape);
    f.settle();

    // A value past the description's range is refused by Property::check with a message.
    QVERIFY(!f.grid->model()->setData(f.row("count"), 150));
    QCOMPARE(f.undo()->count(), 0);
    QCOMPARE(f.object<Probe>(ids[0]).count, std::int64_t(10));
    QVERIFY(f.grid->message().contains("above the maximum"));
    QVERIFY(f.grid->findChild<QLabel*>("gridMessage")->isVisible());

    QVERIFY(f.grid->model()->setData(f.row("count"), 35));
    QCOMPARE(f.object<Probe>(ids[1]).count, std::int64_t(35));
    QCOMPARE(f.undo()->count(), 1);
    QVERIFY(f.grid->message().isEmpty());  // a good edit clears the old message

    auto* heading = f.editor<QDoubleSpinBox>("heading");
    QVERIFY(heading);
    QCOMPARE(heading->suffix(), QString("\u00B0"));
    QCOMPARE(f.text("heading"), QString("90\u00B0"));
  }

  // --- check boxes, enums, flags --------------------------------------------------------

  void boolShowsMixedAsPartialAndAClickSetsAll() {
    Fixture f;
    auto p = probe("p"), q = probe("q");
    q->enabled = true;
    auto ids = f.add(std::move(p), std::move(q));
    f.select(ids);
    QCOMPARE(f.row("enabled").data(Qt::CheckStateRole).toInt(), int(Qt::PartiallyChecked));
    QVERIFY(f.mixed("enabled"));
    f.clickCheckBox("enabled");
    QVERIFY(f.object<Probe>(ids[0]).enabled);
    QVERIFY(f.object<Probe>(ids[1]).enabled);
    QCOMPARE(f.row("enabled").data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QCOMPARE(f.undo()->count(), 1);
    f.clickCheckBox("enabled");
    QVERIFY(!f.object<Probe>(ids[0]).enabled);
    QCOMPARE(f.undo()->count(), 2);
    f.undo()->undo();
    f.undo()->undo();
    QVERIFY(!f.object<Probe>(ids[0]).enabled);
    QVERIFY(f.object<Probe>(ids[1]).enabled);
  }

  void enumComboShowsReadableLabelsAndSetsAll() {
    Fixture f;
    auto p = probe("p"), q = probe("q");
    q->mode = 2;
    auto ids = f.add(std::move(p), std::move(q));
    f.select(ids);
    QCOMPARE(f.text("mode"), PropertyGrid::mixedText());
    auto* combo = f.editor<QComboBox>("mode");
    QVERIFY(combo);
    QCOMPARE(combo->objectName(), QString("editor_mode"));
    QCOMPARE(combo->count(), 3);
    QCOMPARE(combo->itemText(0), QString("Player Enters"));
    QCOMPARE(combo->itemText(2), QString("Both"));
    QCOMPARE(combo->currentIndex(), -1);   // mixed
    QTest::keyClick(combo, Qt::Key_Down);  // the first choice
    QTest::keyClick(combo, Qt::Key_Down);  // and on: still the same gesture
    f.settle();
    QCOMPARE(f.object<Probe>(ids[0]).mode, std::int64_t(1));
    QCOMPARE(f.object<Probe>(ids[1]).mode, std::int64_t(1));
    QCOMPARE(f.text("mode"), QString("Condition"));
    QCOMPARE(f.undo()->count(), 1);
    f.undo()->undo();
    QCOMPARE(f.object<Probe>(ids[0]).mode, std::int64_t(0));
    QCOMPARE(f.object<Probe>(ids[1]).mode, std::int64_t(2));
  }

  void flagsShowMixedPerFlagAndSetOneFlagOnAll() {
    Fixture f;
    auto p = probe("p"), q = probe("q");
    p->bits = 1 | 4;  // once, showInGame
    q->bits = 1 | 2;  // once, startsEnabled
    auto ids = f.add(std::move(p), std::move(q));
    f.select(ids);
    QCOMPARE(f.text("bits"), PropertyGrid::mixedText());
    QCOMPARE(f.row("bits.once", 0).data().toString(), QString("Once"));
    QCOMPARE(f.row("bits.once").data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QCOMPARE(f.row("bits.startsEnabled").data(Qt::CheckStateRole).toInt(), int(Qt::PartiallyChecked));
    QCOMPARE(f.row("bits.showInGame").data(Qt::CheckStateRole).toInt(), int(Qt::PartiallyChecked));
    QVERIFY(!f.mixed("bits.once"));
    QVERIFY(f.mixed("bits.startsEnabled"));

    f.clickCheckBox("bits.startsEnabled");  // partial -> on, on every object, other flags kept
    QCOMPARE(f.object<Probe>(ids[0]).bits, std::int64_t(1 | 2 | 4));
    QCOMPARE(f.object<Probe>(ids[1]).bits, std::int64_t(1 | 2));
    QCOMPARE(f.undo()->count(), 1);
    f.clickCheckBox("bits.once");  // on -> off
    QCOMPARE(f.object<Probe>(ids[0]).bits, std::int64_t(2 | 4));
    QCOMPARE(f.object<Probe>(ids[1]).bits, std::int64_t(2));
    f.undo()->undo();
    f.undo()->undo();
    QCOMPARE(f.object<Probe>(ids[0]).bits, std::int64_t(1 | 4));
    QCOMPARE(f.object<Probe>(ids[1]).bits, std::int64_t(1 | 2));
  }

  // --- text, colour ---------------------------------------------------------------------

  void multiLineTextStoresOnCtrlEnter() {
    Fixture f;
    auto ids = f.add(marker("a", {0, 0}), marker("b", {0, 0}));
    f.select(ids);
    auto* text = f.editor<QPlainTextEdit>("note");
    QVERIFY(text);
    QVERIFY(text->height() > f.grid->view()->visualRect(f.row("note")).height() * 3);
    QTest::keyClicks(text, "Boss enters.");
    QTest::keyClick(text, Qt::Key_Return);  // a new line, not the end of editing
    QTest::keyClicks(text, "Keep clear.");
    QCOMPARE(f.undo()->count(), 0);
    QTest::keyClick(text, Qt::Key_Return, Qt::ControlModifier);
    f.settle();
    QCOMPARE(f.object<sw::Marker>(ids[0]).note, std::string("Boss enters.\nKeep clear."));
    QCOMPARE(f.object<sw::Marker>(ids[1]).note, std::string("Boss enters.\nKeep clear."));
    QCOMPARE(f.text("note"), QString("Boss enters. \u2026"));
    QCOMPARE(f.undo()->count(), 1);
  }

  void colourDialogFollowsLiveAsOneStepAndCancelRestoresEach() {
    Fixture f;
    auto ids = f.add(marker("a", {0, 0}, {255, 0, 0, 255}), marker("b", {0, 0}, {0, 0, 255, 128}));
    f.select(ids);
    QCOMPARE(f.text("color"), PropertyGrid::mixedText());
    QVERIFY(!f.row("color").data(grid::PropertyModel::ColorRole).isValid());

    // Double click on the value opens the dialog (with alpha).
    QTreeView* view = f.grid->view();
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(f.row("color")).center());
    QColorDialog* dialog = f.grid->colorDialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->objectName(), QString("colorDialog"));
    QVERIFY(dialog->testOption(QColorDialog::ShowAlphaChannel));
    dialog->setCurrentColor(QColor(10, 200, 30, 255));
    dialog->setCurrentColor(QColor(20, 100, 50, 77));
    f.settle();
    QCOMPARE(f.object<sw::Marker>(ids[0]).color, (sw::Color{20, 100, 50, 77}));
    QCOMPARE(f.object<sw::Marker>(ids[1]).color, (sw::Color{20, 100, 50, 77}));
    QCOMPARE(f.undo()->count(), 1);
    dialog->reject();
    f.settle();
    QCOMPARE(f.object<sw::Marker>(ids[0]).color, (sw::Color{255, 0, 0, 255}));
    QCOMPARE(f.object<sw::Marker>(ids[1]).color, (sw::Color{0, 0, 255, 128}));
    QCOMPARE(f.undo()->count(), 0);  // cancelled: nothing to undo

    f.grid->openColorDialog(f.row("color"));
    dialog = f.grid->colorDialog();
    QVERIFY(dialog);
    dialog->setCurrentColor(QColor(1, 2, 3, 4));
    dialog->accept();
    f.settle();
    QCOMPARE(f.object<sw::Marker>(ids[1]).color, (sw::Color{1, 2, 3, 4}));
    QCOMPARE(f.text("color"), QString("#01020304"));
    QCOMPARE(f.undo()->count(), 1);
    f.undo()->undo();
    QCOMPARE(f.object<sw::Marker>(ids[0]).color, (sw::Color{255, 0, 0, 255}));
    QCOMPARE(f.object<sw::Marker>(ids[1]).color, (sw::Color{0, 0, 255, 128}));
  }

  void colourTypedAsHexAndBadTextRefused() {
    Fixture f;
    auto ids = f.add(marker("a", {0, 0}));
    f.select(ids);
    auto* line = f.editor<QLineEdit>("color");
    QVERIFY(line);
    QCOMPARE(line->text(), QString("#ffc828ff"));
    line->selectAll();
    QTest::keyClicks(line, "not a colour");
    QTest::keyClick(line, Qt::Key_Return);
    f.settle();
    QCOMPARE(f.undo()->count(), 0);
    QVERIFY(f.grid->message().contains("colour"));
    line->selectAll();
    QTest::keyClicks(line, "#10203040");
    QTest::keyClick(line, Qt::Key_Return);
    f.settle();
    QCOMPARE(f.object<sw::Marker>(ids[0]).color, (sw::Color{0x10, 0x20, 0x30, 0x40}));
    QCOMPARE(f.undo()->count(), 1);
  }

};

QTEST_MAIN(PropertyGridTest)
#include "property_grid_test.moc"
