// The property grid as a designer uses it: select objects, read shared and mixed values,
// edit through the real editor widgets, and find one undo step per edit. Every edit
// test checks the model values, the undo stack and the grid's display afterwards.
#include "ui/property_grid/property_grid.h"

#include <QColorDialog>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtTest>

#include "document/commands.h"
#include "document/document.h"
#include "model/project_io.h"
#include "ui/property_grid/property_model.h"

using namespace sw::editor;
using sw::ObjectId;
using sw::Value;
using sw::Vec2;

namespace {

// A level object with one property of every kind the grid edits.
class Probe final : public sw::LevelObject {
 public:
  bool enabled = false;
  std::int64_t count = 10;
  double speed = 1.5;
  double heading = 90;
  std::int64_t mode = 0;
  std::int64_t bits = 1;
  sw::Vec3 offset{1, 2, 3};
  sw::Color tint{10, 20, 30, 255};
  std::string notes;
  std::string mesh;
  std::string tile;
  std::string target;
  std::string when;
  std::vector<Vec2> path;
  std::vector<sw::Polygon> walls;
  std::vector<std::string> tags;
  std::int64_t locked = 7;

  static const sw::TypeDescription& describeType() {
    using K = sw::ValueKind;
    // clang-format off: one property per line, as model types declare theirs
    static const sw::TypeDescription d = sw::TypeBuilder<Probe>("Probe")
                                             .field("name", &Probe::name)
                                             .label("Name")
                                             .field("enabled", &Probe::enabled)
                                             .label("Enabled")
                                             .category("State")
                                             .field("count", &Probe::count)
                                             .label("Count")
                                             .category("State")
                                             .range(0, 100, 5)
                                             .defaultValue(std::int64_t(10))
                                             .field("speed", &Probe::speed)
                                             .label("Speed")
                                             .category("State")
                                             .defaultValue(1.5)
                                             .field("heading", &Probe::heading, K::Angle)
                                             .label("Heading")
                                             .category("State")
                                             .field("mode", &Probe::mode, K::Enum)
                                             .label("Mode")
                                             .category("State")
                                             .enumNames({"playerEnters", "condition", "both"})
                                             .field("bits", &Probe::bits, K::Flags)
                                             .label("Bits")
                                             .category("State")
                                             .enumNames({"once", "startsEnabled", "showInGame"})
                                             .defaultValue(std::int64_t(3))
                                             .field("offset", &Probe::offset)
                                             .label("Offset")
                                             .category("Transform")
                                             .defaultValue(sw::Vec3{1, 2, 3})
                                             .field("tint", &Probe::tint)
                                             .label("Tint")
                                             .category("Look")
                                             .defaultValue(sw::Color{10, 20, 30, 255})
                                             .field("notes", &Probe::notes, K::Text)
                                             .label("Notes")
                                             .category("Look")
                                             .field("mesh", &Probe::mesh, K::AssetRef)
                                             .label("Mesh")
                                             .assetKind("mesh")
                                             .category("Refs")
                                             .field("tile", &Probe::tile, K::AssetRef)
                                             .label("Tile")
                                             .assetKind("tile")
                                             .category("Refs")
                                             .field("target", &Probe::target, K::ObjectRef)
                                             .label("Target")
                                             .category("Refs")
                                             .field("when", &Probe::when, K::Expression)
                                             .label("When")
                                             .category("Refs")
                                             .field("path", &Probe::path)
                                             .label("Path")
                                             .category("Lists")
                                             .field("walls", &Probe::walls)
                                             .label("Walls")
                                             .category("Lists")
                                             .field("tags", &Probe::tags)
                                             .label("Tags")
                                             .category("Lists")
                                             .field("locked", &Probe::locked)
                                             .label("Locked")
                                             .category("State")
                                             .readOnly()
                                             .build();
    // clang-format on
    return d;
  }
  const sw::TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<sw::LevelObject> clone() const override { return std::make_unique<Probe>(*this); }
};

std::unique_ptr<sw::Marker> marker(const char* name, Vec2 position, sw::Color color = {255, 200, 40, 255}) {
  auto m = std::make_unique<sw::Marker>();
  m->name = name;
  m->position = position;
  m->color = color;
  return m;
}

std::unique_ptr<Probe> probe(const char* name) {
  auto p = std::make_unique<Probe>();
  p->name = name;
  return p;
}

// A document with a shown grid. Objects are added with a command whose undo step is
// then dropped, so each test starts with an empty undo stack.
struct Fixture {
  Document doc;
  QWidget window;
  PropertyGrid* grid;

  Fixture() {
    doc.newProject();
    auto* layout = new QVBoxLayout(&window);
    grid = new PropertyGrid(&doc, &window);
    layout->addWidget(grid);
    window.resize(420, 900);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) qWarning("window not exposed");
  }

  sw::Level& level() { return *doc.editableLevel(); }
  QUndoStack* undo() { return doc.undoStack(); }

  template <class... T>
  QVector<ObjectId> add(std::unique_ptr<T>... objects) {
    std::vector<std::unique_ptr<sw::LevelObject>> list;
    (list.push_back(std::move(objects)), ...);
    auto* command = new AddObjectsCommand(&doc, &level(), std::move(list));
    undo()->push(command);
    undo()->clear();
    QVector<ObjectId> ids;
    level().forEachObject([&](sw::LevelObject& o) { ids.push_back(o.id); });
    return ids;
  }

  template <class T = sw::LevelObject>
  T& object(ObjectId id) {
    return dynamic_cast<T&>(*level().findById(id));
  }

  void select(const QVector<ObjectId>& ids) {
    doc.selection()->set(QSet<ObjectId>(ids.begin(), ids.end()));
    grid->refreshNow();
  }

  QModelIndex row(const QString& key, int column = 1) {
    grid->refreshNow();
    return grid->indexOfKey(key, column);
  }
  QString text(const QString& key) { return row(key).data().toString(); }
  bool mixed(const QString& key) { return row(key).data(grid::PropertyModel::MixedRole).toBool(); }
  bool broken(const QString& key) { return row(key).data(grid::PropertyModel::BrokenRole).toBool(); }

  // Lets queued commits (Enter in an editor) and the coalesced refresh run.
  void settle() {
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    grid->refreshNow();
  }

  template <class W>
  W* editor(const QString& key) {
    QWidget* w = grid->edit(key);
    return qobject_cast<W*>(w);
  }

  void clickButton(const char* name) {
    auto* button = grid->findChild<QToolButton*>(name);
    QVERIFY2(button, name);
    QVERIFY2(button->isEnabled(), name);
    QTest::mouseClick(button, Qt::LeftButton);
    settle();
  }

  void makeCurrent(const QString& key) {
    QModelIndex index = row(key, 0);
    QVERIFY2(index.isValid(), qPrintable(key));
    grid->view()->setCurrentIndex(index);
  }

  // Clicks the check box of a checkable value cell, as a user would.
  void clickCheckBox(const QString& key) {
    QTreeView* view = grid->view();
    QModelIndex index = row(key);
    QVERIFY2(index.isValid(), qPrintable(key));
    view->scrollTo(index);
    QStyleOptionViewItem opt;
    opt.initFrom(view->viewport());
    opt.rect = view->visualRect(index);
    opt.features |= QStyleOptionViewItem::HasCheckIndicator;
    const QRect check = view->style()->subElementRect(QStyle::SE_ItemViewItemCheckIndicator, &opt, view);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, check.center());
    settle();
  }
};

}  // namespace

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

QTEST_MAIN(PropertyGridTest)
#include "property_grid_test.moc"
