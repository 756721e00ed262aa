// Help (ui/shell/help_menu.h): the shortcut list is read from the window's real actions, so a
// changed shortcut shows at once; the how-to is the README's, built into the program.
#include <QAction>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QtTest>

#include "ui/dialogs/manual_dialog.h"
#include "ui/dialogs/shortcuts_dialog.h"
#include "ui/shell/main_window.h"

using namespace sw::editor;

class HelpMenuTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests-help");
    QStandardPaths::setTestModeEnabled(true);
  }

  void shortcutsComeFromTheRealActions() {
    MainWindow window;
    auto rows = ShortcutsDialog::collect(&window);
    auto find = [&](const QString& action) -> ShortcutsDialog::Row {
      for (const auto& r : rows)
        if (r.action == action) return r;
      return {};
    };
    QCOMPARE(find("Save").keys, QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText));
    QCOMPARE(find("Save").group, QString("File"));
    QCOMPARE(find("Check Project").keys, QString("F7"));
    QVERIFY(!find("Play").keys.isEmpty());  // the Play menu's F5
    // Change one: the next list says so.
    window.findChild<QAction*>("checkProjectAction")->setShortcut(QKeySequence(Qt::Key_F9));
    rows = ShortcutsDialog::collect(&window);
    QCOMPARE(find("Check Project").keys, QString("F9"));

    window.findChild<QAction*>("shortcutsAction")->trigger();
    auto* dialog = window.findChild<ShortcutsDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->table()->topLevelItemCount() >= 4);  // File, Edit, View, Play ...
    dialog->close();
  }

  void howToIsTheReadmesSection() {
    const QString markdown = ManualDialog::howToMarkdown();
    QVERIFY(markdown.contains("## How to"));
    QVERIFY(!markdown.contains("## Quick start"));  // starts at the how-to
    MainWindow window;
    window.findChild<QAction*>("manualAction")->trigger();
    auto* dialog = window.findChild<ManualDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->browser()->toPlainText().contains("Make everything in the editor"));
    QCOMPARE(window.findChild<QAction*>("manualAction")->shortcut(),
             QKeySequence(QKeySequence::HelpContents));
    dialog->close();
  }
};

QTEST_MAIN(HelpMenuTest)
#include "help_menu_test.moc"
