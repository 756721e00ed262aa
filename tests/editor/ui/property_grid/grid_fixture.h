#pragma once
// The property grid tests' fixture: a document with a shown grid, a Probe level object with
// one property of every kind the grid edits, and helpers that edit through the real editor
// widgets. Shared by property_grid_test (reading, numbers, check boxes, text) and
// property_grid_rows_test (references, reset, lists, the level, keeping up).
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
#include "document/commands/commands.h"
#include "document/document.h"
#include "model/io/project_io.h"
#include "ui/property_grid/property_model.h"

using namespace sw::editor;
using sw::ObjectId;
using sw::Value;
using sw::Vec2;

namespace grid_test {

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
                                             .field("speed", &Probe::speed)
                                             .label("Speed")
                                             .category("State")
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
                                             .field("offset", &Probe::offset)
                                             .label("Offset")
                                             .category("Transform")
                                             .field("tint", &Probe::tint)
                                             .label("Tint")
                                             .category("Look")
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

inline std::unique_ptr<sw::Marker> marker(const char* name, Vec2 position, sw::Color color = {255, 200, 40, 255}) {
  auto m = std::make_unique<sw::Marker>();
  m->name = name;
  m->position = position;
  m->color = color;
  return m;
}

inline std::unique_ptr<Probe> probe(const char* name) {
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

}  // namespace grid_test

using namespace grid_test;
