#pragma once
// A one-line label that never asks for more width than it is given: a long text ends in
// "..." and shows whole in the tooltip. The grid's title ("Spawn 'reinforcements_late'")
// must not widen the Properties dock, or the whole right column jumps with the selection.
#include <QLabel>

namespace sw::editor::grid {

class ElidedLabel : public QLabel {
  Q_OBJECT
 public:
  explicit ElidedLabel(QWidget* parent = nullptr);
  void setFullText(const QString& text);
  QSize minimumSizeHint() const override;
  QSize sizeHint() const override;

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  void elide();
  QString full_;
};

}  // namespace sw::editor::grid
