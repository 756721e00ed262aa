// Edit > Suggest Pathing Graph on the platformer starter room: it asks which of the two
// characters, adds the suggested nodes and links as one undo step beside a hand-made node
// (which stays), one undo removes them all and redo brings them back; a scrolling level is
// refused and the action is off there.
#include "ui/tools/nav_suggest_action.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QInputDialog>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include "document/commands/commands.h"
#include "document/commands/object_edits.h"
#include "document/commands/property_edits.h"
#include "document/document.h"
#include "model/io/project_io.h"
#include "model/level/nav_objects.h"

using namespace sw;
using namespace sw::editor;

class NavSuggestActionTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::unique_ptr<Document> doc_;
  std::unique_ptr<NavSuggestAction> suggest_;

  int count(const std::string& kind) const {
    int n = 0;
    for (const auto& o : doc_->level()->objects) n += o->kind() == kind;
    return n;
  }

 private slots:
  void init() {
    QVERIFY(dir_.isValid());
    doc_ = std::make_unique<Document>();
    const QString folder = dir_.filePath(QString::fromLatin1(QTest::currentTestFunction()));
    QVERIFY(doc_->newProject(folder, QStringLiteral("platformer"), QStringLiteral("Jumper")).ok());
    QCOMPARE(doc_->level()->kind, Level::Kind::Free);
    QCOMPARE(doc_->project().characters.size(), std::size_t(2));
    suggest_ = std::make_unique<NavSuggestAction>(doc_.get(), nullptr, nullptr);
  }
  void cleanup() {
    suggest_.reset();
    doc_.reset();
  }

  void oneUndoStepAddsTheGraphBesideTheHandMadeNode() {
    QVERIFY(suggest_->action()->isEnabled());
    QCOMPARE(suggest_->action()->objectName(), QStringLiteral("suggestNavGraphAction"));
    // A hand-made node first.
    doc_->undoStack()->push(makeAddObjects(doc_.get(), doc_->editableLevel(), {{"NavNode", "mine", Vec2{0, 0}, {}}}));
    const std::string before = levelText(*doc_->level());
    const int steps = doc_->undoStack()->count();

    // Two characters: the dialog asks; pick the second.
    QStringList offered;
    QTimer::singleShot(0, this, [&offered] {
      auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
      if (!dialog) return;
      offered = dialog->comboBoxItems();
      dialog->setTextValue(QStringLiteral("grappler"));
      dialog->accept();
    });
    QString shown;
    connect(suggest_.get(), &NavSuggestAction::message, this, [&shown](const QString& text) { shown = text; });
    suggest_->action()->trigger();
    QCOMPARE(offered, (QStringList{"runner", "grappler"}));
    QVERIFY2(shown.contains(QStringLiteral("grappler")), qPrintable(shown));

    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    QVERIFY(doc_->undoStack()->text(steps).contains(QStringLiteral("grappler")));
    const int nodes = count("NavNode"), links = count("NavLink");
    QVERIFY2(nodes > 5 && links > 5, qPrintable(QStringLiteral("%1 nodes, %2 links").arg(nodes).arg(links)));
    QVERIFY(doc_->level()->findByName("mine"));
    // Every link joins two nodes of the level, none the hand-made one.
    for (const auto& o : doc_->level()->objects)
      if (const auto* link = dynamic_cast<const NavLink*>(o.get())) {
        QVERIFY(dynamic_cast<const NavNode*>(doc_->level()->findByName(link->from)));
        QVERIFY(dynamic_cast<const NavNode*>(doc_->level()->findByName(link->to)));
        QVERIFY(link->from != "mine" && link->to != "mine");
      }
    // The new objects are selected.
    QCOMPARE(doc_->selection()->ids().size(), qsizetype(nodes - 1 + links));

    doc_->undoStack()->undo();
    QCOMPARE(levelText(*doc_->level()), before);
    QCOMPARE(count("NavNode"), 1);
    QCOMPARE(count("NavLink"), 0);
    doc_->undoStack()->redo();
    QCOMPARE(count("NavNode"), nodes);
    QCOMPARE(count("NavLink"), links);
  }

  void cancellingTheDialogAddsNothing() {
    const int steps = doc_->undoStack()->count();
    QTimer::singleShot(0, this, [] {
      if (auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget())) dialog->reject();
    });
    suggest_->action()->trigger();
    QCOMPARE(doc_->undoStack()->count(), steps);
    QCOMPARE(count("NavNode"), 0);
  }

  void eachCharacterGetsItsOwnGraph() {
    QVERIFY(suggest_->suggestFor(QStringLiteral("runner")) > 0);
    const std::string runner = levelText(*doc_->level());
    doc_->undoStack()->undo();
    QVERIFY(suggest_->suggestFor(QStringLiteral("grappler")) > 0);
    // The grappler is wider (1 against 0.8) and jumps lower (2.6 against 3.6): another graph.
    QVERIFY(levelText(*doc_->level()) != runner);
    QString why;
    QCOMPARE(suggest_->suggestFor(QStringLiteral("ghost"), &why), 0);
    QVERIFY(why.contains(QStringLiteral("ghost")));
  }

  void aScrollingLevelIsRefused() {
    QString refused;
    QUndoCommand* command = makeSetProperty(doc_.get(), {doc_->editableLevel()}, "kind",
                                            {Value(std::int64_t(Level::Kind::Scrolling))}, 0, &refused);
    QVERIFY2(command, qPrintable(refused));
    doc_->undoStack()->push(command);
    QCOMPARE(doc_->level()->kind, Level::Kind::Scrolling);
    QVERIFY(!suggest_->action()->isEnabled());
    QString why;
    const int steps = doc_->undoStack()->count();
    QCOMPARE(suggest_->suggestFor(QStringLiteral("runner"), &why), 0);
    QVERIFY(why.contains(QStringLiteral("free levels")));
    QCOMPARE(doc_->undoStack()->count(), steps);
  }
};

QTEST_MAIN(NavSuggestActionTest)
#include "nav_suggest_action_test.moc"
