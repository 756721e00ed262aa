#pragma once
// The tree view of the property grid: category rows drawn as full-width bands, a click
// on a value starts editing it, and dragging on the label of a numeric row scrubs the
// value (left/right; Shift for fine steps, Ctrl for coarse) as one undo step.
#include <QTreeView>

namespace sw::editor::grid {

class PropertyModel;

class GridView : public QTreeView {
  Q_OBJECT
 public:
  GridView(PropertyModel* model, std::function<int()> newMergeSerial, QWidget* parent = nullptr);

 protected:
  void drawRow(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;

 private:
  bool overScrubLabel(const QPoint& pos) const;

  PropertyModel* model_;
  std::function<int()> newMergeSerial_;
  int scrubStartX_ = 0;
  int scrubLastSteps_ = 0;
  bool scrubPending_ = false;
};

}  // namespace sw::editor::grid
