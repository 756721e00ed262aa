// The chooser of enums and references as a designer uses it, with real mouse clicks: a
// click on the value opens the list, a click on a row stores it (one undo step) and
// closes the editor; typing filters the names; every reference of the model's types
// gets the same searchable chooser, with "(none)" where a reference may be empty.
#include "ui/property_grid/choice_editor.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCompleter>
#include <QLineEdit>
#include <QStyleOptionComboBox>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtTest>

#include "document/commands/commands.h"
#include "document/document.h"
#include "model/patterns/bullet_pattern.h"
#include "model/enemies/enemy_type.h"
#include "model/paths/path.h"
#include "model/level/spawn.h"
#include "ui/property_grid/property_grid.h"
#include "ui/property_grid/property_model.h"

using namespace sw::editor;
using sw::ObjectId;
using sw::editor::grid::ChoiceEditor;

namespace {

std::unique_ptr<sw::Path> path(const char* name) {
  auto p = std::make_unique<sw::Path>();
  p->name = name;
  p->points = {{0, 0}, {10, 5}};
  return p;
}

struct ChoiceFixture {
  Document doc;
  QWidget window;
  PropertyGrid* grid;
  QVector<ObjectId> ids;  // the objects added, in order

  ChoiceFixture() {
    doc.newProject();
    auto drone = std::make_unique<sw::EnemyType>();
    drone->name = "drone";
    doc.editableProject().enemyTypes.push_back(std::move(drone));
    auto wasp = std::make_unique<sw::EnemyType>();
    wasp->name = "wasp";
    doc.editableProject().enemyTypes.push_back(std::move(wasp));

    std::vector<std::unique_ptr<sw::LevelObject>> objects;
    objects.push_back(path("swoop_top"));
    objects.push_back(path("swoop_low"));
    objects.push_back(path("line"));
    auto spawn = std::make_unique<sw::Spawn>();
    spawn->name = "drones";
    spawn->enemyType = "drone";
    objects.push_back(std::move(spawn));
    auto trigger = std::make_unique<sw::Trigger>();
    trigger->name = "gate";
    objects.push_back(std::move(trigger));
    doc.undoStack()->push(new AddObjectsCommand(&doc, doc.editableLevel(), std::move(objects)));
    doc.undoStack()->clear();
    doc.level()->forEachObject([&](const sw::LevelObject& o) { ids.push_back(o.id); });

    auto* layout = new QVBoxLayout(&window);
    grid = new PropertyGrid(&doc, &window);
    layout->addWidget(grid);
    window.resize(420, 900);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) qWarning("window not exposed");
  }

  template <class T>
  T& object(const char* name) {
    T* found = nullptr;
    doc.editableLevel()->forEachObject([&](sw::LevelObject& o) {
      if (o.name == name) found = dynamic_cast<T*>(&o);
    });
    return *found;
  }

  void select(const char* name) {
    doc.selection()->set({object<sw::LevelObject>(name).id});
    grid->refreshNow();
  }

  void settle() {
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    grid->refreshNow();
  }

  // A click on the value cell of `key`, as a user makes it; returns the chooser it opened.
  ChoiceEditor* clickValue(const QString& key) {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);  // editors closed before
    grid->refreshNow();
    QTreeView* view = grid->view();
    const QModelIndex index = grid->indexOfKey(key, 1);
    if (!index.isValid()) return nullptr;
    view->scrollTo(index);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
    QCoreApplication::processEvents();  // the list opens on the next turn
    return grid->findChild<ChoiceEditor*>(QStringLiteral("editor_") + key);
  }

  // A click on the row with `text` in a list, once the list may take clicks (QComboBox
  // ignores a release within a double-click interval of opening).
  static bool clickRow(QAbstractItemView* list, const QString& text) {
    QTest::qWait(QApplication::doubleClickInterval() + 50);
    const QModelIndexList found =
        list->model()->match(list->model()->index(0, 0), Qt::DisplayRole, text, 1, Qt::MatchExactly);
    if (found.isEmpty()) return false;
    list->scrollTo(found.front());
    const QPoint at = list->visualRect(found.front()).center();
    QTest::mouseMove(list->viewport(), at);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, at);
    return true;
  }

  // Where the drop-down arrow of an editable chooser is: a click there opens the whole list.
  static QRect arrowOf(ChoiceEditor* chooser) {
    QStyleOptionComboBox option;
    option.initFrom(chooser);
    option.editable = true;
    return chooser->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxArrow, chooser);
  }

  static QStringList rows(QAbstractItemModel* model) {
    QStringList out;
    for (int r = 0; r < model->rowCount(); ++r) out << model->index(r, 0).data().toString();
    return out;
  }
};

}  // namespace

class ChoiceEditorTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QLocale::setDefault(QLocale::c()); }
  void init() {
    // The symptom of the lost pick: the editor had left the view when the pick arrived.
    QTest::failOnWarning(QRegularExpression("does not belong to this view"));
  }

  void enumPickedWithTheMouseIsStored() {
    ChoiceFixture f;
    f.select("gate");
    ChoiceEditor* chooser = f.clickValue("activation");
    QVERIFY(chooser);
    QCOMPARE(chooser->mode(), ChoiceEditor::Mode::Fixed);
    QTRY_VERIFY(chooser->view()->isVisible());  // one click opens the list
    QVERIFY(ChoiceFixture::clickRow(chooser->view(), "Condition"));
    f.settle();
    QCOMPARE(f.object<sw::Trigger>("gate").activation, sw::Trigger::Activation::Condition);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QTRY_VERIFY(!f.grid->findChild<ChoiceEditor*>("editor_activation"));  // the edit ended
    QCOMPARE(f.grid->indexOfKey("activation").data().toString(), QString("Condition"));
  }

  // #45 friction 5: an enemy type's Pattern is picked from the same searchable chooser,
  // listing the project's patterns, not typed as free text.
  void anEnemyTypesPatternIsPickedFromTheChooser() {
    ChoiceFixture f;
    for (const char* name : {"ring", "aimed", "spread"}) {
      auto pattern = std::make_unique<sw::BulletPattern>();
      pattern->name = name;
      f.doc.editableProject().patterns.push_back(std::move(pattern));
    }
    sw::EnemyType* drone = f.doc.editableProject().enemyTypes.front().get();
    f.doc.setCurrentEnemyType(drone);
    ChoiceEditor* chooser = f.clickValue("pattern");
    QVERIFY(chooser);
    QCOMPARE(chooser->mode(), ChoiceEditor::Mode::Searchable);
    const QRect arrow = ChoiceFixture::arrowOf(chooser);
    QTest::mouseClick(chooser, Qt::LeftButton, {}, arrow.center());
    QTRY_VERIFY(chooser->view()->isVisible());
    QCOMPARE(ChoiceFixture::rows(chooser->model()), (QStringList{"(none)", "aimed", "ring", "spread"}));
    QVERIFY(ChoiceFixture::clickRow(chooser->view(), "ring"));
    f.settle();
    QCOMPARE(drone->pattern, std::string("ring"));
    QCOMPARE(f.doc.undoStack()->count(), 1);
  }

  void referencePickedFromTheDropDownWithTheMouseIsStored() {
    ChoiceFixture f;
    f.select("drones");
    ChoiceEditor* chooser = f.clickValue("path");
    QVERIFY(chooser);
    QCOMPARE(chooser->mode(), ChoiceEditor::Mode::Searchable);
    // The arrow opens the whole list, as on any drop-down.
    const QRect arrow = ChoiceFixture::arrowOf(chooser);
    QTest::mouseClick(chooser, Qt::LeftButton, {}, arrow.center());
    QTRY_VERIFY(chooser->view()->isVisible());
    QCOMPARE(ChoiceFixture::rows(chooser->model()), (QStringList{"(none)", "line", "swoop_low", "swoop_top"}));
    QVERIFY(ChoiceFixture::clickRow(chooser->view(), "swoop_low"));
    f.settle();
    QCOMPARE(f.object<sw::Spawn>("drones").path, std::string("swoop_low"));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QTRY_VERIFY(!f.grid->findChild<ChoiceEditor*>("editor_path"));
    QCOMPARE(f.grid->indexOfKey("path").data().toString(), QString("swoop_low"));

    // "(none)" empties the reference again.
    chooser = f.clickValue("path");
    QVERIFY(chooser);
    QTest::mouseClick(chooser, Qt::LeftButton, {}, arrow.center());
    QTRY_VERIFY(chooser->view()->isVisible());
    QVERIFY(ChoiceFixture::clickRow(chooser->view(), "(none)"));
    f.settle();
    QCOMPARE(f.object<sw::Spawn>("drones").path, std::string());
    QCOMPARE(f.doc.undoStack()->count(), 2);
  }

  void typingFiltersTheNamesAndAClickOnOneStoresIt() {
    ChoiceFixture f;
    f.select("drones");
    ChoiceEditor* chooser = f.clickValue("path");
    QVERIFY(chooser);
    QAbstractItemView* list = chooser->completer()->popup();
    QTRY_VERIFY(list->isVisible());  // the click showed every name under the text
    QCOMPARE(list->model()->rowCount(), 4);
    QTest::keyClicks(chooser->lineEdit(), "SWO");  // anywhere in the name, any case
    QTRY_COMPARE(ChoiceFixture::rows(list->model()), (QStringList{"swoop_low", "swoop_top"}));
    QVERIFY(list->isVisible());
    QVERIFY(ChoiceFixture::clickRow(list, "swoop_top"));
    f.settle();
    QCOMPARE(f.object<sw::Spawn>("drones").path, std::string("swoop_top"));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QTRY_VERIFY(!f.grid->findChild<ChoiceEditor*>("editor_path"));
  }

  void returnStoresTheHighlightedNameOrTheTypedTextAtOnce() {
    ChoiceFixture f;
    f.select("drones");
    ChoiceEditor* chooser = f.clickValue("enemyType");
    QVERIFY(chooser);
    QCOMPARE(ChoiceFixture::rows(chooser->model()), (QStringList{"(none)", "drone", "wasp"}));
    QAbstractItemView* list = chooser->completer()->popup();
    QTRY_VERIFY(list->isVisible());
    QTest::keyClicks(chooser->lineEdit(), "wa");
    QTRY_COMPARE(ChoiceFixture::rows(list->model()), QStringList{"wasp"});
    QTest::keyClick(list, Qt::Key_Down);  // highlight the one match
    QTest::keyClick(list, Qt::Key_Return);
    f.settle();
    QCOMPARE(f.object<sw::Spawn>("drones").enemyType, std::string("wasp"));
    QCOMPARE(f.doc.undoStack()->count(), 1);

    // Text that names nothing yet is stored with one Return (and shows red), not two.
    chooser = f.clickValue("enemyType");
    QVERIFY(chooser);
    QTRY_VERIFY(chooser->completer()->popup()->isVisible());
    QTest::keyClicks(chooser->lineEdit(), "hornet");
    QTest::keyClick(chooser->lineEdit(), Qt::Key_Return);
    f.settle();
    QCOMPARE(f.object<sw::Spawn>("drones").enemyType, std::string("hornet"));
    QCOMPARE(f.doc.undoStack()->count(), 2);
    QVERIFY(f.grid->indexOfKey("enemyType").data(grid::PropertyModel::BrokenRole).toBool());
  }

  void everyReferenceUsesTheSearchableChooser() {
    ChoiceFixture f;
    // Level objects: the spawn's enemy type, path and trigger.
    f.select("drones");
    for (const char* key : {"enemyType", "path", "trigger"}) {
      auto* chooser = qobject_cast<ChoiceEditor*>(f.grid->edit(key));
      QVERIFY2(chooser, key);
      QCOMPARE(chooser->mode(), ChoiceEditor::Mode::Searchable);
      QCOMPARE(chooser->itemText(0), ChoiceEditor::noneText());  // may be empty
      QCOMPARE(chooser->lineEdit()->placeholderText(), ChoiceEditor::noneText());
    }
    // A trigger's target: any object of the level.
    f.select("gate");
    auto* target = qobject_cast<ChoiceEditor*>(f.grid->edit("target"));
    QVERIFY(target);
    QVERIFY(ChoiceFixture::rows(target->model()).contains("swoop_top"));
    // An asset: the enemy type's mesh. A project without a folder has no files to offer;
    // the list says so instead of being blank.
    f.doc.selection()->clear();
    f.doc.setCurrentEnemyType(f.doc.project().enemyTypes.front().get());
    f.grid->refreshNow();
    auto* mesh = qobject_cast<ChoiceEditor*>(f.grid->edit("mesh"));
    QVERIFY(mesh);
    QCOMPARE(mesh->mode(), ChoiceEditor::Mode::Searchable);
    QCOMPARE(mesh->count(), 2);
    QVERIFY(mesh->itemText(1).contains("No mesh"));
    QVERIFY(!(mesh->model()->flags(mesh->model()->index(1, 0)) & Qt::ItemIsEnabled));
  }

  void requiredReferencesOfferNoNone() {
    ChoiceFixture f;
    auto floor = std::make_unique<sw::TileDef>();
    floor->name = "floor";
    f.doc.editableProject().tileDefs.push_back(std::move(floor));
    auto link = std::make_unique<sw::TileInstance>();
    link->name = "floor_1";
    link->tile = "floor";
    std::vector<std::unique_ptr<sw::LevelObject>> objects;
    objects.push_back(std::move(link));
    f.doc.undoStack()->push(new AddObjectsCommand(&f.doc, f.doc.editableLevel(), std::move(objects)));
    f.select("floor_1");
    auto* tile = qobject_cast<ChoiceEditor*>(f.grid->edit("tile"));
    QVERIFY(tile);
    QCOMPARE(ChoiceFixture::rows(tile->model()), QStringList{"floor"});  // a chain link needs its tile
    QCOMPARE(tile->currentText(), QString("floor"));
  }
};

QTEST_MAIN(ChoiceEditorTest)
#include "choice_editor_test.moc"
