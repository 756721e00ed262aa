#include "ui/property_grid/elided_label.h"

namespace sw::editor::grid {

ElidedLabel::ElidedLabel(QWidget* parent) : QLabel(parent) {
  setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidedLabel::setFullText(const QString& text) {
  full_ = text;
  elide();
}

QSize ElidedLabel::minimumSizeHint() const { return {0, QLabel::minimumSizeHint().height()}; }

QSize ElidedLabel::sizeHint() const { return {0, QLabel::sizeHint().height()}; }

void ElidedLabel::resizeEvent(QResizeEvent* event) {
  QLabel::resizeEvent(event);
  elide();
}

void ElidedLabel::elide() {
  if (!isVisible()) {  // not laid out yet: nothing to fit; a resize follows on show
    setText(full_);
    return;
  }
  const QString shown = fontMetrics().elidedText(full_, Qt::ElideRight, std::max(0, contentsRect().width()));
  if (text() != shown) setText(shown);
  setToolTip(shown == full_ ? QString() : full_);
}

}  // namespace sw::editor::grid
