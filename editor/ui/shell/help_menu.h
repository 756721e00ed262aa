#pragma once
// The Help menu: the manual's how-to (F1, the README built into the program), the keyboard
// shortcuts read from the window's real actions, and About.
class QMainWindow;
class QMenu;

namespace sw::editor {

void populateHelpMenu(QMenu* help, QMainWindow* window);
// The dialogs, also reachable from the start page. Each is kept and raised when open.
void showManual(QMainWindow* window);
void showShortcuts(QMainWindow* window);

}  // namespace sw::editor
