#include "ui/property_grid/grid_hint.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace sw::editor::grid {

QString noProjectOpenText() {
  return GridHint::tr("No project open \u2014 use File > New Project or File > Open Project");
}

QString emptyGridText(const GridState& state) {
  if (!state.projectOpen) return noProjectOpenText();
  if (!state.hasTarget) {
    if (!state.hasLevel)
      return GridHint::tr(
          "No level open \u2014 add or open a level in the Project dock, or pick a tile "
          "definition or enemy type");
    return GridHint::tr("Nothing selected \u2014 pick an object in the viewport or Outliner");
  }
  if (state.rows == 0) {
    if (state.selectedObjects > 1)
      return GridHint::tr("The %n selected objects share no property", nullptr, state.selectedObjects);
    return GridHint::tr("Nothing here has properties to edit");
  }
  if (emptyBecauseOfFilter(state))
    return GridHint::tr("The filter \u2018%1\u2019 hides all %n rows", nullptr, state.rows).arg(state.filter);
  return {};
}

bool emptyBecauseOfFilter(const GridState& state) {
  return state.projectOpen && state.hasTarget && state.rows > 0 && !state.filter.isEmpty() &&
         state.visibleRows == 0;
}

GridHint::GridHint(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("gridEmptyHint"));
  text_ = new QLabel(this);
  text_->setObjectName(QStringLiteral("gridEmptyText"));
  text_->setWordWrap(true);
  text_->setAlignment(Qt::AlignCenter);
  text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  QPalette muted = text_->palette();
  muted.setColor(QPalette::WindowText, muted.color(QPalette::Disabled, QPalette::WindowText));
  text_->setPalette(muted);
  clear_ = new QPushButton(tr("Clear Filter"), this);
  clear_->setObjectName(QStringLiteral("gridEmptyClearButton"));
  connect(clear_, &QPushButton::clicked, this, &GridHint::clearFilterRequested);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(16, 24, 16, 16);
  layout->addWidget(text_);
  layout->addWidget(clear_, 0, Qt::AlignHCenter);
  layout->addStretch(1);
}

bool GridHint::explain(const GridState& state) {
  const QString reason = emptyGridText(state);
  text_->setText(reason);
  clear_->setVisible(emptyBecauseOfFilter(state));
  return !reason.isEmpty();
}

QString GridHint::text() const { return text_->text(); }

}  // namespace sw::editor::grid
