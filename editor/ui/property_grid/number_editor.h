#pragma once
// The spin box of numeric rows. It can show "mixed" (no number, the mixed placeholder)
// until the user types or steps; Int rows use it with 0 decimals so 64-bit ranges such
// as a level seed (up to 2^32 - 1) fit, which QSpinBox cannot hold.
#include <QDoubleSpinBox>

#include "core/property.h"

namespace sw::editor::grid {

class NumberEditor : public QDoubleSpinBox {
  Q_OBJECT
 public:
  explicit NumberEditor(QWidget* parent = nullptr);

  // Range, step, decimals and suffix for a property's kind (components use the vector's
  // range; with no range, wide defaults).
  void configure(const sw::PropertyInfo& info, bool component);

  // Loads a value without emitting valueChanged; `mixed` shows the placeholder instead.
  void load(double value, bool mixed);
  // True once the user typed or stepped: the editor holds a value to store.
  bool hasUserValue() const { return !mixed_ || !cleanText().isEmpty(); }

  QString textFromValue(double value) const override;
  QValidator::State validate(QString& text, int& pos) const override;
  void stepBy(int steps) override;

 private:
  bool mixed_ = false;
};

}  // namespace sw::editor::grid
