#include "document/value_text.h"

#include <QStringList>

namespace sw::editor {

QString valueText(const sw::Value& value, const sw::PropertyInfo& info) {
  if (info.kind == sw::ValueKind::Enum && std::holds_alternative<std::int64_t>(value)) {
    auto i = std::get<std::int64_t>(value);
    if (i >= 0 && i < std::int64_t(info.enumNames.size())) return QString::fromStdString(info.enumNames[std::size_t(i)]);
  }
  if (info.kind == sw::ValueKind::Flags && std::holds_alternative<std::int64_t>(value)) {
    QStringList names;
    auto bits = std::get<std::int64_t>(value);
    for (std::size_t i = 0; i < info.enumNames.size() && i < 63; ++i)
      if (bits & (std::int64_t(1) << i)) names << QString::fromStdString(info.enumNames[i]);
    return names.join(QStringLiteral(" | "));
  }
  if (info.kind == sw::ValueKind::Angle && std::holds_alternative<double>(value))
    return QString::fromStdString(sw::describe(value)) + QChar(0x00B0);
  QString text = QString::fromStdString(sw::describe(value));
  if (info.kind == sw::ValueKind::Text) text.replace(QLatin1Char('\n'), QStringLiteral(" \u21B5 "));
  return text;
}

QColor toQColor(sw::Color c) { return QColor(c.r, c.g, c.b, c.a); }

}  // namespace sw::editor
