#include "ui/property_grid/grid_view.h"

#include <QHeaderView>
#include <QMouseEvent>
#include <QPainter>
#include <cmath>

#include "ui/property_grid/property_model.h"

namespace sw::editor::grid {

GridView::GridView(PropertyModel* model, std::function<int()> newMergeSerial, QWidget* parent)
    : QTreeView(parent), model_(model), newMergeSerial_(std::move(newMergeSerial)) {
  setModel(model);
  setMouseTracking(true);
}

void GridView::drawRow(QPainter* painter, const QStyleOptionViewItem& option,
                       const QModelIndex& index) const {
  if (index.data(PropertyModel::RowTypeRole).toInt() != int(RowType::Category)) {
    QTreeView::drawRow(painter, option, index);
    return;
  }
  // A category: a shaded band across the whole row with an expand arrow and bold text.
  const QRect band(0, option.rect.top(), viewport()->width(), option.rect.height());
  const QPalette& pal = palette();
  QColor shade = pal.color(QPalette::Window);
  shade = shade.lightness() > 128 ? shade.darker(110) : shade.lighter(130);
  painter->fillRect(band, shade);
  painter->setPen(pal.color(QPalette::Mid));
  painter->drawLine(band.bottomLeft(), band.bottomRight());

  QStyleOption arrow;
  arrow.initFrom(this);
  arrow.rect = QRect(band.left(), band.top(), indentation(), band.height());
  arrow.state = QStyle::State_Children | QStyle::State_Item;
  if (isExpanded(index)) arrow.state |= QStyle::State_Open;
  style()->drawPrimitive(QStyle::PE_IndicatorBranch, &arrow, painter, this);

  QFont bold = font();
  bold.setBold(true);
  painter->setFont(bold);
  painter->setPen(pal.color(QPalette::WindowText));
  painter->drawText(band.adjusted(indentation() + 2, 0, -4, 0), Qt::AlignVCenter | Qt::AlignLeft,
                    index.data(Qt::DisplayRole).toString());
}

bool GridView::overScrubLabel(const QPoint& pos) const {
  const QModelIndex index = indexAt(pos);
  return index.isValid() && index.column() == 0 && model_->canScrub(index);
}

void GridView::mousePressEvent(QMouseEvent* event) {
  const QPoint pos = event->position().toPoint();
  if (event->button() == Qt::LeftButton && overScrubLabel(pos)) {
    const QModelIndex index = indexAt(pos);
    setCurrentIndex(index);
    if (model_->beginScrub(index, newMergeSerial_())) {
      scrubPending_ = true;
      scrubStartX_ = pos.x();
      scrubLastSteps_ = 0;
      event->accept();
      return;
    }
  }
  QTreeView::mousePressEvent(event);
}

void GridView::mouseMoveEvent(QMouseEvent* event) {
  const QPoint pos = event->position().toPoint();
  if (scrubPending_ && model_->isScrubbing()) {
    // 3 pixels per step; Shift: a tenth of a step, Ctrl: ten steps.
    double scale = 1.0 / 3.0;
    if (event->modifiers() & Qt::ShiftModifier) scale *= 0.1;
    if (event->modifiers() & Qt::ControlModifier) scale *= 10;
    const double steps = std::trunc((pos.x() - scrubStartX_) * scale * 10) / 10;
    const int key = int(std::lround(steps * 10));
    if (key != scrubLastSteps_) {
      scrubLastSteps_ = key;
      model_->scrubBy(steps);
    }
    event->accept();
    return;
  }
  if (!(event->buttons() & Qt::LeftButton))
    viewport()->setCursor(overScrubLabel(pos) ? Qt::SizeHorCursor : Qt::ArrowCursor);
  QTreeView::mouseMoveEvent(event);
}

void GridView::mouseReleaseEvent(QMouseEvent* event) {
  if (scrubPending_) {
    scrubPending_ = false;
    model_->endScrub();
    event->accept();
    return;
  }
  QTreeView::mouseReleaseEvent(event);
}

}  // namespace sw::editor::grid
