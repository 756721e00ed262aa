#pragma once
// The Outliner: every object of the level by name, selection kept in step with the
// document's selection in both directions.
#include <QDockWidget>

class QTreeView;

namespace sw::editor {

class Document;
class OutlinerModel;

class OutlinerDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit OutlinerDock(Document* document, QWidget* parent = nullptr);
  QTreeView* view() const { return view_; }
  OutlinerModel* model() const { return model_; }

 private:
  void expandGroups();
  void pullSelectionFromDocument();
  void pushSelectionToDocument();

  Document* document_;
  OutlinerModel* model_;
  QTreeView* view_;
  bool syncing_ = false;
};

}  // namespace sw::editor
