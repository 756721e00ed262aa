#pragma once
// Help > Keyboard Shortcuts: every shortcut of the window, read from its real QActions when
// the dialog opens (menu by menu, then those that live only in docks and tools), so the list
// never goes stale when a shortcut changes.
#include <QDialog>

class QMainWindow;
class QTreeWidget;

namespace sw::editor {

class ShortcutsDialog : public QDialog {
  Q_OBJECT
 public:
  explicit ShortcutsDialog(QMainWindow* window);
  QTreeWidget* table() const { return table_; }

  // "Menu" / "Action" / "Shortcuts" rows as the dialog lists them (for tests and the dialog).
  struct Row {
    QString group, action, keys;
  };
  static QList<Row> collect(QMainWindow* window);

 private:
  QTreeWidget* table_;
};

}  // namespace sw::editor
