// A kind of object nothing in the editor knows (Gadget, defined here with its property
// table) shown in a small dock of this test that sets the edit focus: the property grid
// edits it (one undo step for several, mixed values), and the Edit menu's copy, delete,
// duplicate and rename act on it, with no line of the grid, the edit actions or the rename
// code written for it. Then the newest gesture wins: selecting a level object takes the
// focus back and the gadgets are deselected.
#include "document/focus/edit_focus.h"

#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QMimeData>
#include <QTimer>
#include <QtTest>
#include <memory>
#include <vector>

#include "document/commands/commands.h"
#include "document/document.h"
#include "model/io/project_io.h"
#include "model/level/spawn.h"
#include "ui/shell/edit_actions.h"
#include "ui/property_grid/property_grid.h"
#include "ui/property_grid/property_model.h"
#include "support/scratch_settings.h"

using namespace sw::editor;

namespace {

class Gadget final : public sw::Describable {
 public:
  std::string name;
  double weight = 1;
  bool shiny = false;

  static const sw::TypeDescription& describeType() {
    static const sw::TypeDescription d = sw::TypeBuilder<Gadget>("Gadget")
                                             .field("name", &Gadget::name)
                                             .label("Name")
                                             .required()
                                             .nameRule(sw::NameRule::Word)
                                             .field("weight", &Gadget::weight)
                                             .label("Weight")
                                             .range(0, 100, 0.5)
                                             .field("shiny", &Gadget::shiny)
                                             .label("Shiny")
                                             .build();
    return d;
  }
  const sw::TypeDescription& description() const override { return describeType(); }
};

// The gadgets' own tree: their names are unique among them.
class Shelf final : public sw::Describable {
 public:
  std::vector<std::unique_ptr<Gadget>> gadgets;
  static const sw::TypeDescription& describeType() {
    static const sw::TypeDescription d = sw::TypeBuilder<Shelf>("Shelf").build();
    return d;
  }
  const sw::TypeDescription& description() const override { return describeType(); }
  void forEachChild(const std::function<void(sw::Describable&)>& fn) override {
    for (auto& g : gadgets) fn(*g);
  }
};

class GadgetDock;

// Puts gadgets on the shelf (redo) and takes them off (undo), or the other way round.
class GadgetsCommand : public QUndoCommand {
 public:
  GadgetsCommand(GadgetDock* dock, std::vector<std::unique_ptr<Gadget>> adding, std::vector<Gadget*> removing,
                 const QString& text)
      : QUndoCommand(text), dock_(dock), off_(std::move(adding)), removing_(std::move(removing)) {}
  void redo() override;
  void undo() override;

 private:
  void move(std::vector<std::unique_ptr<Gadget>>& from, std::vector<std::unique_ptr<Gadget>>& to,
            const std::vector<Gadget*>& which);
  GadgetDock* dock_;
  std::vector<std::unique_ptr<Gadget>> off_;  // gadgets not on the shelf now
  std::vector<Gadget*> removing_;
  std::vector<Gadget*> adding_;
  bool first_ = true;
};

// The test's dock: lists the shelf, and its picks are the edit focus.
class GadgetDock : public QDockWidget, public FocusOwner {
 public:
  GadgetDock(Document* document, Shelf* shelf) : document_(document), shelf_(shelf) {
    list_ = new QListWidget(this);
    list_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    setWidget(list_);
    connect(list_, &QListWidget::itemSelectionChanged, this, [this] {
      if (updating_) return;
      if (picked().empty())
        document_->focus()->release(this);
      else
        document_->focus()->take(this);
    });
    rebuild();
  }
  ~GadgetDock() override { document_->focus()->release(this); }

  void pick(const std::vector<int>& rows) {
    list_->clearSelection();
    for (int row : rows) list_->item(row)->setSelected(true);
  }
  QListWidget* list() const { return list_; }
  void rebuild() {
    const std::vector<Gadget*> before = picked();
    updating_ = true;
    list_->clear();
    for (auto& g : shelf_->gadgets) {
      auto* item = new QListWidgetItem(QString::fromStdString(g->name), list_);
      item->setSelected(std::find(before.begin(), before.end(), g.get()) != before.end());
    }
    updating_ = false;
    if (picked().empty())
      document_->focus()->release(this);
    else
      document_->focus()->ownerChanged(this);
  }
  std::vector<Gadget*> picked() const {
    std::vector<Gadget*> out;
    for (int row = 0; row < list_->count(); ++row)
      if (list_->item(row)->isSelected() && row < int(shelf_->gadgets.size()))
        out.push_back(shelf_->gadgets[std::size_t(row)].get());
    return out;
  }
  Shelf* shelf() const { return shelf_; }

  // --- FocusOwner ---
  std::vector<EditSubject> focusSubjects() const override {
    std::vector<EditSubject> out;
    for (Gadget* g : picked()) {
      EditSubject subject([g]() -> sw::Describable* { return g; },
                          [this] { const_cast<GadgetDock*>(this)->rebuild(); },
                          "gadget:" + std::to_string(reinterpret_cast<std::uintptr_t>(g)));
      subject.withinTree([shelf = shelf_] { return shelf; });
      out.push_back(subject);
    }
    return out;
  }
  QString focusTitle() const override {
    const auto gadgets = picked();
    if (gadgets.size() == 1)
      return QStringLiteral("Gadget %1").arg(QString::fromStdString(gadgets.front()->name));
    return QStringLiteral("%1 gadgets").arg(gadgets.size());
  }
  void focusLost() override { list_->clearSelection(); }
  bool can(EditVerb verb) const override {
    return !picked().empty() && (verb != EditVerb::Rename || FocusOwner::can(verb));
  }
  QMimeData* copyData() const override {
    QStringList names;
    for (Gadget* g : picked()) names << QString::fromStdString(g->name);
    auto* data = new QMimeData;
    data->setText(QStringLiteral("gadgets: ") + names.join(QLatin1Char(',')));
    return data;
  }
  QUndoCommand* removeCommand(QString*) override {
    return new GadgetsCommand(this, {}, picked(), QStringLiteral("Delete gadgets"));
  }
  QUndoCommand* duplicateCommand(sw::Vec2, QString*) override {
    std::vector<std::unique_ptr<Gadget>> copies;
    for (Gadget* g : picked()) {
      copies.push_back(std::make_unique<Gadget>(*g));
      copies.back()->name += "_copy";
    }
    return new GadgetsCommand(this, std::move(copies), {}, QStringLiteral("Duplicate gadgets"));
  }

 private:
  Document* document_;
  Shelf* shelf_;
  QListWidget* list_;
  bool updating_ = false;
};

void GadgetsCommand::move(std::vector<std::unique_ptr<Gadget>>& from,
                          std::vector<std::unique_ptr<Gadget>>& to, const std::vector<Gadget*>& which) {
  for (Gadget* g : which)
    for (auto it = from.begin(); it != from.end(); ++it)
      if (it->get() == g) {
        to.push_back(std::move(*it));
        from.erase(it);
        break;
      }
}

void GadgetsCommand::redo() {
  if (first_) {
    for (auto& g : off_) adding_.push_back(g.get());
    first_ = false;
  }
  move(off_, dock_->shelf()->gadgets, adding_);
  move(dock_->shelf()->gadgets, off_, removing_);
  dock_->rebuild();
}

void GadgetsCommand::undo() {
  move(dock_->shelf()->gadgets, off_, adding_);
  move(off_, dock_->shelf()->gadgets, removing_);
  dock_->rebuild();
}

}  // namespace

class EditFocusTest : public QObject {
  Q_OBJECT
  std::unique_ptr<Document> document_;
  std::unique_ptr<Shelf> shelf_;
  std::unique_ptr<QMainWindow> window_;
  GadgetDock* dock_ = nullptr;
  PropertyGrid* grid_ = nullptr;
  EditActions* actions_ = nullptr;

  QString title() const { return grid_->findChild<QLabel*>(QStringLiteral("gridTitle"))->text(); }
  QString text(const char* key) const { return grid_->indexOfKey(QLatin1String(key)).data().toString(); }
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (auto& g : shelf_->gadgets) out.push_back(g->name);
    return out;
  }

 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("editFocus")); }
  void init() {
    document_ = std::make_unique<Document>();
    shelf_ = std::make_unique<Shelf>();
    for (auto [name, weight] :
         {std::pair{"anvil", 50.0}, std::pair{"feather", 0.5}, std::pair{"kettle", 2.0}}) {
      shelf_->gadgets.push_back(std::make_unique<Gadget>());
      shelf_->gadgets.back()->name = name;
      shelf_->gadgets.back()->weight = weight;
    }
    window_ = std::make_unique<QMainWindow>();
    grid_ = new PropertyGrid(document_.get(), window_.get());
    window_->setCentralWidget(grid_);
    dock_ = new GadgetDock(document_.get(), shelf_.get());
    window_->addDockWidget(Qt::LeftDockWidgetArea, dock_);
    actions_ = new EditActions(document_.get(), window_.get());
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
  }
  void cleanup() {
    window_.reset();  // the dock lets go of the focus before the document goes
    document_.reset();
    shelf_.reset();
  }

  void gridEditsSeveralAsOneStep() {
    QCOMPARE(title(), QStringLiteral("Level \u201CLevel 1\u201D"));
    dock_->pick({0, 1});
    grid_->refreshNow();
    QCOMPARE(title(), QStringLiteral("2 gadgets"));
    QCOMPARE(text("weight"), PropertyGrid::mixedText());
    const int before = document_->undoStack()->count();
    QVERIFY(grid_->model()->setData(grid_->indexOfKey(QStringLiteral("weight")), 3.5));
    QCOMPARE(document_->undoStack()->count(), before + 1);
    QCOMPARE(shelf_->gadgets[0]->weight, 3.5);
    QCOMPARE(shelf_->gadgets[1]->weight, 3.5);
    QCOMPARE(shelf_->gadgets[2]->weight, 2.0);
    QTRY_COMPARE(text("weight"), QStringLiteral("3.5"));
    document_->undoStack()->undo();
    QCOMPARE(shelf_->gadgets[0]->weight, 50.0);
    QCOMPARE(shelf_->gadgets[1]->weight, 0.5);
    QTRY_COMPARE(text("weight"), PropertyGrid::mixedText());
    // A value out of the table's range is refused with the table's reason.
    QVERIFY(!grid_->model()->setData(grid_->indexOfKey(QStringLiteral("weight")), 500.0));
    QCOMPARE(shelf_->gadgets[0]->weight, 50.0);
  }

  void renameThroughTheEditMenu() {
    dock_->pick({2});
    QVERIFY(actions_->rename->isEnabled());
    // Types `name` into the Rename dialog; a refusal's message box is closed next.
    auto answer = [](const QString& name, bool refused = false) {
      QTimer::singleShot(0, [name, refused] {
        auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->setTextValue(name);
        dialog->accept();
        if (refused)
          QTimer::singleShot(0, [] {
            QWidget* box = QApplication::activeModalWidget();
            QVERIFY(box && !qobject_cast<QInputDialog*>(box));
            box->close();
          });
      });
    };
    answer(QStringLiteral("teapot"));
    actions_->rename->trigger();
    QCOMPARE(shelf_->gadgets[2]->name, std::string("teapot"));
    QTRY_COMPARE(title(), QStringLiteral("Gadget teapot"));
    document_->undoStack()->undo();
    QCOMPARE(shelf_->gadgets[2]->name, std::string("kettle"));
    // Names are unique on the shelf (the subject's tree): a taken name changes nothing.
    const int before = document_->undoStack()->count();
    answer(QStringLiteral("anvil"), true);
    actions_->rename->trigger();
    QCOMPARE(document_->undoStack()->count(), before);
    QCOMPARE(shelf_->gadgets[2]->name, std::string("kettle"));
    // Several gadgets are never renamed at once.
    dock_->pick({0, 1});
    QVERIFY(!actions_->rename->isEnabled());
  }

  void deleteDuplicateAndCopy() {
    dock_->pick({1});
    QVERIFY(actions_->remove->isEnabled());
    actions_->remove->trigger();
    QCOMPARE(names(), (std::vector<std::string>{"anvil", "kettle"}));
    document_->undoStack()->undo();
    QCOMPARE(names(), (std::vector<std::string>{"anvil", "kettle", "feather"}));

    dock_->pick({0});
    actions_->duplicate->trigger();
    QCOMPARE(names(), (std::vector<std::string>{"anvil", "kettle", "feather", "anvil_copy"}));
    document_->undoStack()->undo();
    QCOMPARE(names().size(), std::size_t(3));

    dock_->pick({0, 1});
    actions_->copy->trigger();
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("gadgets: anvil,kettle"));
  }

  void newestGestureWins() {
    // An object of the level picked after the gadgets: the grid shows it, the gadgets let go.
    auto* level = document_->editableLevel();
    auto spawn = std::make_unique<sw::Spawn>();
    spawn->name = "scout";
    std::vector<std::unique_ptr<sw::LevelObject>> objects;
    objects.push_back(std::move(spawn));
    document_->undoStack()->push(new AddObjectsCommand(document_.get(), level, std::move(objects)));
    QCOMPARE(document_->objectIds().size(), 1);
    const QSet<sw::ObjectId> scout = document_->objectIds();
    dock_->pick({0});
    QVERIFY(document_->focus()->holds(dock_));
    grid_->refreshNow();
    QCOMPARE(title(), QStringLiteral("Gadget anvil"));
    document_->selection()->set(scout);
    QVERIFY(!document_->focus()->holds(dock_));
    QVERIFY(dock_->picked().empty());
    grid_->refreshNow();
    QVERIFY2(title().contains(QStringLiteral("scout")), qPrintable(title()));
    // And back: picking a gadget clears the object selection.
    dock_->pick({2});
    QVERIFY(document_->selection()->isEmpty());
    grid_->refreshNow();
    QCOMPARE(title(), QStringLiteral("Gadget kettle"));
    // Nothing picked at all: the level.
    dock_->pick({});
    grid_->refreshNow();
    QCOMPARE(title(), QStringLiteral("Level \u201CLevel 1\u201D"));
  }
};

QTEST_MAIN(EditFocusTest)
#include "edit_focus_test.moc"
