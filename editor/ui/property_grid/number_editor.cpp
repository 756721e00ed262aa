#include "ui/property_grid/number_editor.h"

#include <QLineEdit>
#include <QSignalBlocker>
#include <algorithm>
#include <cmath>

#include "ui/property_grid/grid_values.h"
#include "ui/property_grid/property_model.h"

namespace sw::editor::grid {

NumberEditor::NumberEditor(QWidget* parent) : QDoubleSpinBox(parent) {
  // Typing commits on Enter (or leaving the field); arrows, wheel and held buttons
  // commit at once, each change merging into the gesture's one undo step.
  setKeyboardTracking(false);
  setAccelerated(true);
  setFrame(false);
  setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
  connect(this, &QDoubleSpinBox::valueChanged, this, [this] {
    if (mixed_) {
      mixed_ = false;
      lineEdit()->setPlaceholderText({});
      QFont f = font();
      f.setItalic(false);
      setFont(f);
    }
  });
}

void NumberEditor::configure(const sw::PropertyInfo& info, bool component) {
  using K = sw::ValueKind;
  const bool integer = !component && info.kind == K::Int;
  const bool angle = !component && info.kind == K::Angle;
  const double wide = integer ? 9.0e15 : 1.0e9;  // ints: exact in a double up to 2^53
  setDecimals(integer ? 0 : 6);
  setRange(info.min.value_or(-wide), info.max.value_or(wide));
  setSingleStep(info.step > 0 ? info.step : integer ? 1.0 : angle ? 1.0 : 0.1);
  setSuffix(angle ? QStringLiteral("\u00B0") : QString());
}

void NumberEditor::load(double value, bool mixed) {
  const QSignalBlocker block(this);
  mixed_ = mixed;
  // A mixed field steps from 0 (or the nearest bound): never from one object's value.
  setValue(mixed ? std::clamp(0.0, minimum(), maximum()) : value);
  lineEdit()->setPlaceholderText(mixed ? PropertyModel::mixedText() : QString());
  QFont f = font();
  f.setItalic(mixed);
  setFont(f);
  if (mixed) lineEdit()->clear();
}

QString NumberEditor::textFromValue(double value) const {
  if (mixed_) return {};
  if (decimals() == 0) return QString::number(std::llround(value));
  QString text = locale().toString(value, 'f', decimals());
  text.remove(locale().groupSeparator());
  const QString point = locale().decimalPoint();
  if (text.contains(point)) {
    while (text.endsWith(QLatin1Char('0'))) text.chop(1);
    if (text.endsWith(point)) text.chop(point.size());
  }
  return text;
}

QValidator::State NumberEditor::validate(QString& text, int& pos) const {
  if (mixed_ && text.isEmpty()) return QValidator::Acceptable;  // still showing "mixed"
  return QDoubleSpinBox::validate(text, pos);
}

void NumberEditor::stepBy(int steps) {
  if (mixed_) {
    // A mixed field steps from 0 (see load): all objects get the same new number.
    mixed_ = false;
    lineEdit()->setPlaceholderText({});
    QFont f = font();
    f.setItalic(false);
    setFont(f);
  }
  QDoubleSpinBox::stepBy(steps);
}

}  // namespace sw::editor::grid
