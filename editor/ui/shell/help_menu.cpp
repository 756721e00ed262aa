#include "ui/shell/help_menu.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>

#include "ui/dialogs/manual_dialog.h"
#include "ui/dialogs/shortcuts_dialog.h"

namespace sw::editor {

namespace {
template <class Dialog>
void showKept(QMainWindow* window) {
  auto* dialog = window->findChild<Dialog*>();
  if (!dialog) {
    dialog = new Dialog(window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);  // the shortcuts are read again next time
  }
  dialog->show();
  dialog->raise();
  dialog->activateWindow();
}
}  // namespace

void showManual(QMainWindow* window) { showKept<ManualDialog>(window); }
void showShortcuts(QMainWindow* window) { showKept<ShortcutsDialog>(window); }

void populateHelpMenu(QMenu* help, QMainWindow* window) {
  QAction* manual = help->addAction(QApplication::translate("HelpMenu", "&How To..."));
  manual->setObjectName(QStringLiteral("manualAction"));
  manual->setShortcut(QKeySequence::HelpContents);
  manual->setToolTip(QApplication::translate("HelpMenu", "The manual: how to build, test and check a level"));
  QObject::connect(manual, &QAction::triggered, window, [window] { showManual(window); });
  QAction* shortcuts = help->addAction(QApplication::translate("HelpMenu", "&Keyboard Shortcuts..."));
  shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
  shortcuts->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
  QObject::connect(shortcuts, &QAction::triggered, window, [window] { showShortcuts(window); });
  help->addSeparator();
  QAction* about = help->addAction(QApplication::translate("HelpMenu", "&About Scrollwork"));
  about->setObjectName(QStringLiteral("aboutAction"));
  QObject::connect(about, &QAction::triggered, window, [window] {
    QMessageBox::about(
        window, QApplication::translate("HelpMenu", "About Scrollwork"),
        QApplication::translate("HelpMenu",
                                "<h3>Scrollwork %1</h3><p>Level and content editor with an embedded "
                                "game runtime for 2.5D side-scrolling action games.</p>")
            .arg(QApplication::applicationVersion()));
  });
}

}  // namespace sw::editor
