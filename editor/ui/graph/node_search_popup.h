#pragma once
// The search-to-add popup of the graph editor: a filter line and the node types of the
// catalog by category. Typing filters (by title, type or category); Enter, a click or a
// double-click picks; Escape closes. Opened by Tab, a right-click on the background, or
// a wire dropped on empty space. Object names: "nodeSearchPopup", "nodeSearchFilter",
// "nodeSearchList" (items carry the node type in Qt::UserRole).
#include <QFrame>
#include <string>
#include <vector>

class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace sw::editor {

class NodeSearchPopup : public QFrame {
  Q_OBJECT
 public:
  struct Entry {
    std::string type;
    QString title, category, description;
  };
  NodeSearchPopup(std::vector<Entry> entries, QWidget* parent = nullptr);

  // Shows at a global position, the filter focused and empty.
  void popup(const QPoint& globalPos);
  QLineEdit* filter() const { return filter_; }
  QTreeWidget* list() const { return list_; }

 signals:
  void picked(const QString& type);
  void dismissed();  // closed without a pick

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;
  void hideEvent(QHideEvent* event) override;

 private:
  void applyFilter(const QString& text);
  void pick(QTreeWidgetItem* item);
  QLineEdit* filter_;
  QTreeWidget* list_;
  bool picked_ = false;
};

}  // namespace sw::editor
