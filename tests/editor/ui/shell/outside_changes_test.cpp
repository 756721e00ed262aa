// Files changed outside the editor as the user meets them (ui/shell/outside_changes.h): without
// unsaved edits the file reloads by itself (one undo step, Log line naming it, selection
// kept); with unsaved edits the question Reload / Keep Mine / Show Both, pressed here like
// a user would; a broken change is reported with its file; a deletion keeps the editor's
// version, unsaved; a save over a changed file asks Overwrite / Cancel / Reload.
#include "ui/shell/outside_changes.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

#include "document/document.h"
#include "document/outside/outside_watcher.h"
#include "model/io/project_io.h"
#include "support/outside_edit.h"
#include "ui/dialogs/both_versions_dialog.h"

using namespace sw;
using namespace sw::editor;

namespace {

struct Fixture {
  QTemporaryDir dir;
  QWidget window;
  Document document{&window};
  OutsideChanges* outside = nullptr;
  bool ok = false;
  Fixture() {
    ok = test::openShooter(document, dir);
    outside = new OutsideChanges(&document, &window);
    outside->watcher()->setDelay(50);
    window.resize(800, 600);
    window.show();
  }
  bool logged(const QString& part, LogEntry::Severity severity) {
    for (const LogEntry& e : document.log()->entries())
      if (e.severity == severity && (e.message + e.file + e.where).contains(part)) return true;
    return false;
  }
};

void clickLater(const char* buttonName) {
  QTimer::singleShot(0, [buttonName] {
    QWidget* modal = QApplication::activeModalWidget();
    if (auto* button = modal ? modal->findChild<QAbstractButton*>(buttonName) : nullptr) button->click();
  });
}

}  // namespace

class OutsideChangesTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void withoutLocalEditsTheFileReloadsAndUndoRestores() {
    Fixture f;
    QVERIFY(f.ok);
    Document& d = f.document;
    const QString level = test::levelPath(d);
    const std::string before = levelText(*d.level());
    const ObjectId kept = d.level()->objects[0]->id;
    const std::string keptName = d.level()->objects[0]->name;
    d.selection()->set({kept});
    const std::string theirs = test::levelTextWith(d, [](Level& l) { l.seed = 1234; });
    QVERIFY(test::replaceByRename(level, theirs));  // as git and most editors write
    QTRY_COMPARE_WITH_TIMEOUT(levelText(*d.level()), theirs, 10000);
    QVERIFY(f.logged("Reloaded " + QString::fromStdString(d.level()->file), LogEntry::Severity::Info));
    QCOMPARE(d.selection()->ids(), QSet<ObjectId>{kept});
    QCOMPARE(d.level()->findByName(keptName)->id, kept);
    QVERIFY(!f.outside->question(level));
    d.undoStack()->undo();
    QCOMPARE(levelText(*d.level()), before);
    QVERIFY(d.isModified());  // the editor's version differs from the disk's again
  }

  void withLocalEditsReloadDropsMine() {
    Fixture f;
    QVERIFY(f.ok);
    Document& d = f.document;
    const QString level = test::levelPath(d);
    d.editableLevel()->scrollSpeed = 333;  // an unsaved edit
    const std::string theirs = test::levelTextWith(d, [](Level& l) {
      l.scrollSpeed = 100;
      l.seed = 55;
    });
    QVERIFY(test::writeInPlace(level, theirs));
    QTRY_VERIFY_WITH_TIMEOUT(f.outside->question(level), 10000);
    QCOMPARE(d.level()->scrollSpeed, std::int64_t(333));  // nothing dropped before the answer
    QMessageBox* box = f.outside->question(level);
    QVERIFY(box->text().contains(QString::fromStdString(d.level()->file)));
    box->findChild<QAbstractButton*>("reloadButton")->click();
    QCOMPARE(levelText(*d.level()), theirs);
    QVERIFY(!f.outside->question(level));
  }

  void keepMineSavesOverThatVersionWithoutAskingAgain() {
    Fixture f;
    QVERIFY(f.ok);
    Document& d = f.document;
    const QString level = test::levelPath(d);
    d.editableLevel()->scrollSpeed = 444;
    const std::string mine = levelText(*d.level());
    QVERIFY(test::writeInPlace(level, test::levelTextWith(d, [](Level& l) { l.seed = 56; })));
    QTRY_VERIFY_WITH_TIMEOUT(f.outside->question(level), 10000);
    f.outside->question(level)->findChild<QAbstractButton*>("keepMineButton")->click();
    QCOMPARE(levelText(*d.level()), mine);
    QVERIFY(bool(d.save()));  // no refusal: that version was overruled
    QCOMPARE(test::readBytes(level), mine);
  }

  void showBothShowsTheTwoVersionsAndPicks() {
    Fixture f;
    QVERIFY(f.ok);
    Document& d = f.document;
    const QString level = test::levelPath(d);
    d.editableLevel()->scrollSpeed = 555;
    const std::string theirs = test::levelTextWith(d, [](Level& l) {
      l.scrollSpeed = 100;
      l.seed = 57;
    });
    QVERIFY(test::writeInPlace(level, theirs));
    QTRY_VERIFY_WITH_TIMEOUT(f.outside->question(level), 10000);
    f.outside->question(level)->findChild<QAbstractButton*>("showBothButton")->click();
    BothVersionsDialog* both = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((both = f.window.findChild<BothVersionsDialog*>()), 10000);
    QVERIFY(both->findChild<QPlainTextEdit*>("diskText")->toPlainText().contains("\"seed\": 57"));
    QVERIFY(both->findChild<QPlainTextEdit*>("mineText")->toPlainText().contains("\"scrollSpeed\": 555"));
    QCOMPARE(both->differingLineCount(), 4);  // seed and scrollSpeed, on each side
    QVERIFY(!both->findChild<QPlainTextEdit*>("diskText")->extraSelections().isEmpty());
    both->findChild<QAbstractButton*>("useDiskButton")->click();
    QCOMPARE(levelText(*d.level()), theirs);
  }

  void differingLinesFollowTheLongestCommonRun() {
    QVector<bool> a, b;
    differingLines({"x", "a", "b", "c", "y"}, {"x", "a", "B", "c", "new", "y"}, a, b);
    QCOMPARE(a, (QVector<bool>{false, false, true, false, false}));
    QCOMPARE(b, (QVector<bool>{false, false, true, false, true, false}));
  }

  void aBrokenChangeIsReportedWithItsFileAndKeepsTheEditorsVersion() {
    Fixture f;
    QVERIFY(f.ok);
    Document& d = f.document;
    const QString level = test::levelPath(d);
    const std::string before = levelText(*d.level());
    QVERIFY(test::writeInPlace(level, "{ \"name\": \"Level 1\", \"chain\": [ oops ] }\n"));
    QTRY_VERIFY_WITH_TIMEOUT(f.logged("cannot be read", LogEntry::Severity::Error), 10000);
    bool named = false;
    for (const LogEntry& e : d.log()->entries())
      named = named || (e.file == level && e.where.startsWith("line 1, column"));
    QVERIFY(named);
    QCOMPARE(levelText(*d.level()), before);
    // Saving now asks before overwriting the broken file.
    QVERIFY(!d.save());
    QCOMPARE(d.diskState()->lastConflicts(), QStringList{level});
  }

  void aDeletedFileStaysInTheEditorUnsaved() {
    Fixture f;
    QVERIFY(f.ok);
    Document& d = f.document;
    const QString level = test::levelPath(d);
    QVERIFY(!d.isModified());
    QVERIFY(QFile::remove(level));
    QTRY_VERIFY_WITH_TIMEOUT(f.logged("was deleted on disk", LogEntry::Severity::Warning), 10000);
    QVERIFY(d.isModified());
    QVERIFY(d.level());
    QVERIFY(bool(d.save()));
    QCOMPARE(test::readBytes(level), levelText(*d.level()));
  }

  void saveOverAChangedFileAsks() {
    Fixture f;
    QVERIFY(f.ok);
    Document& d = f.document;
    f.outside->watcher()->setDelay(60000);  // the question on save, not the watcher's
    const QString level = test::levelPath(d);
    const std::string theirs = test::levelTextWith(d, [](Level& l) { l.seed = 58; });
    QVERIFY(test::writeInPlace(level, theirs));
    d.editableLevel()->scrollSpeed = 666;

    QVERIFY(!d.save());
    clickLater("cancelButton");
    QVERIFY(!f.outside->resolveSaveConflict());
    QCOMPARE(test::readBytes(level), theirs);  // untouched

    QVERIFY(!d.save());
    clickLater("reloadButton");
    QVERIFY(!f.outside->resolveSaveConflict());
    QCOMPARE(levelText(*d.level()), theirs);  // mine dropped for that file

    d.editableLevel()->scrollSpeed = 667;
    QVERIFY(test::writeInPlace(level, test::levelTextWith(d, [](Level& l) { l.seed = 59; })));
    QVERIFY(!d.save());
    clickLater("overwriteButton");
    QVERIFY(f.outside->resolveSaveConflict());
    QCOMPARE(test::readBytes(level), levelText(*d.level()));
  }
};

QTEST_MAIN(OutsideChangesTest)
#include "outside_changes_test.moc"
