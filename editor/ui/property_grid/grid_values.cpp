#include "document/property_text.h"
#include "ui/property_grid/grid_values.h"

#include <QCoreApplication>
#include <QPointF>
#include <QRegularExpression>
#include <QStringList>
#include <cmath>

namespace sw::editor::grid {

namespace {
// lupdate reads GridValuesText::tr calls under the context "PropertyGrid".
struct GridValuesText {
  Q_DECLARE_TR_FUNCTIONS(PropertyGrid)
};
}  // namespace

QString countText(std::size_t count, const char* one, const char* many) {
  // Spelled out rather than "%n item(s)": the source text must read well untranslated.
  return QStringLiteral("%1 %2").arg(count).arg(
      QCoreApplication::translate("PropertyGrid", count == 1 ? one : many));
}

QString numberText(double value) {
  if (value == 0) return QStringLiteral("0");  // no "-0"
  // Up to 6 decimals, trailing zeros dropped: 12.5, 0.333333, 100.
  QString text = QString::number(value, 'f', 6);
  if (text.contains(QLatin1Char('.'))) {
    while (text.endsWith(QLatin1Char('0'))) text.chop(1);
    if (text.endsWith(QLatin1Char('.'))) text.chop(1);
  }
  if (text == QLatin1String("-0")) text = QStringLiteral("0");
  return text;
}

QString colorText(sw::Color c) {
  return QStringLiteral("#%1%2%3%4")
      .arg(c.r, 2, 16, QLatin1Char('0'))
      .arg(c.g, 2, 16, QLatin1Char('0'))
      .arg(c.b, 2, 16, QLatin1Char('0'))
      .arg(c.a, 2, 16, QLatin1Char('0'));
}

std::optional<sw::Color> parseColor(QString text) {
  text = text.trimmed();
  static const QRegularExpression hex8(QStringLiteral("^#?([0-9a-fA-F]{8})$"));
  if (auto m = hex8.match(text); m.hasMatch()) {
    const uint v = m.captured(1).toUInt(nullptr, 16);
    return sw::Color{std::uint8_t(v >> 24), std::uint8_t(v >> 16), std::uint8_t(v >> 8), std::uint8_t(v)};
  }
  static const QRegularExpression hex6(QStringLiteral("^#?([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$"));
  if (auto m = hex6.match(text); m.hasMatch()) return fromQColor(QColor(QLatin1Char('#') + m.captured(1)));
  if (QColor::isValidColorName(text)) return fromQColor(QColor::fromString(text));
  return std::nullopt;
}

QString pointText(sw::Vec2 p) { return numberText(p.x) + QStringLiteral(", ") + numberText(p.y); }

namespace {
// "1, 2", "(1; 2)", "1 2" -> numbers; nothing unless there are `count` finite ones.
std::optional<std::vector<double>> parseNumbers(const QString& text, int count) {
  QString t = text.trimmed();
  if (t.startsWith(QLatin1Char('(')) && t.endsWith(QLatin1Char(')'))) t = t.mid(1, t.size() - 2);
  static const QRegularExpression separator(QStringLiteral("\\s*[,;]\\s*|\\s+"));
  const QStringList parts = t.trimmed().split(separator, Qt::SkipEmptyParts);
  if (parts.size() != count) return std::nullopt;
  std::vector<double> out;
  for (const QString& part : parts) {
    bool ok = false;
    const double d = part.toDouble(&ok);
    if (!ok || !std::isfinite(d)) return std::nullopt;
    out.push_back(d);
  }
  return out;
}
}  // namespace

QString sphereText(sw::Vec3 s) {
  return numberText(s.x) + QStringLiteral(", ") + numberText(s.y) + QStringLiteral(", ") + numberText(s.z);
}

std::optional<sw::Vec3> parseSphere(const QString& text) {
  auto n = parseNumbers(text, 3);
  if (!n) return std::nullopt;
  return sw::Vec3{(*n)[0], (*n)[1], (*n)[2]};
}

std::optional<sw::Vec2> parsePoint(const QString& text) {
  QString t = text.trimmed();
  if (t.startsWith(QLatin1Char('(')) && t.endsWith(QLatin1Char(')'))) t = t.mid(1, t.size() - 2);
  static const QRegularExpression separator(QStringLiteral("\\s*[,;]\\s*|\\s+"));
  const QStringList parts = t.trimmed().split(separator, Qt::SkipEmptyParts);
  if (parts.size() != 2) return std::nullopt;
  bool okX = false, okY = false;
  const double x = parts[0].toDouble(&okX), y = parts[1].toDouble(&okY);
  if (!okX || !okY || !std::isfinite(x) || !std::isfinite(y)) return std::nullopt;
  return sw::Vec2{x, y};
}


sw::Color fromQColor(const QColor& c) {
  const QColor rgb = c.toRgb();
  return sw::Color{std::uint8_t(rgb.red()), std::uint8_t(rgb.green()), std::uint8_t(rgb.blue()),
                   std::uint8_t(rgb.alpha())};
}

bool isListKind(sw::ValueKind kind) {
  using K = sw::ValueKind;
  return kind == K::PointList || kind == K::PolygonList || kind == K::StringList || kind == K::SphereList;
}

QString displayText(const sw::Value& value, const sw::PropertyInfo& info) {
  using K = sw::ValueKind;
  switch (info.kind) {
    case K::Bool:
      return {};  // the check box says it
    case K::Int:
      if (auto* i = std::get_if<std::int64_t>(&value)) return QString::number(*i);
      break;
    case K::Float:
      if (auto* d = std::get_if<double>(&value)) return numberText(*d);
      break;
    case K::Angle:
      if (auto* d = std::get_if<double>(&value)) return numberText(*d) + QChar(0x00B0);
      break;
    case K::Enum:
      if (auto* i = std::get_if<std::int64_t>(&value)) {
        if (*i >= 0 && *i < std::int64_t(info.enumNames.size()))
          return readableText(info.enumNames[std::size_t(*i)]);
        return QString::number(*i);
      }
      break;
    case K::Flags:
      if (auto* bits = std::get_if<std::int64_t>(&value)) {
        QStringList names;
        for (std::size_t i = 0; i < info.enumNames.size() && i < 63; ++i)
          if (*bits & (std::int64_t(1) << i)) names << readableText(info.enumNames[i]);
        return names.isEmpty() ? GridValuesText::tr("None") : names.join(QStringLiteral(", "));
      }
      break;
    case K::Vec2:
      if (auto* v = std::get_if<sw::Vec2>(&value)) return QStringLiteral("(%1)").arg(pointText(*v));
      break;
    case K::Vec3:
      if (auto* v = std::get_if<sw::Vec3>(&value))
        return QStringLiteral("(%1, %2, %3)").arg(numberText(v->x), numberText(v->y), numberText(v->z));
      break;
    case K::Color:
      if (auto* c = std::get_if<sw::Color>(&value)) return colorText(*c);
      break;
    case K::Text:
      if (auto* s = std::get_if<std::string>(&value)) {
        QString text = QString::fromStdString(*s);
        const int newline = text.indexOf(QLatin1Char('\n'));
        return newline < 0 ? text : text.left(newline) + QStringLiteral(" \u2026");
      }
      break;
    case K::AssetRef:
    case K::ObjectRef:
      if (auto* s = std::get_if<std::string>(&value))
        return s->empty() ? GridValuesText::tr("(none)") : QString::fromStdString(*s);
      break;
    case K::String:
    case K::Expression:
      if (auto* s = std::get_if<std::string>(&value)) return QString::fromStdString(*s);
      break;
    case K::PointList:
      if (auto* list = std::get_if<std::vector<sw::Vec2>>(&value))
        return countText(list->size(), QT_TRANSLATE_NOOP("PropertyGrid", "point"),
                         QT_TRANSLATE_NOOP("PropertyGrid", "points"));
      break;
    case K::PolygonList:
      if (auto* list = std::get_if<std::vector<sw::Polygon>>(&value))
        return countText(list->size(), QT_TRANSLATE_NOOP("PropertyGrid", "polygon"),
                         QT_TRANSLATE_NOOP("PropertyGrid", "polygons"));
      break;
    case K::StringList:
      if (auto* list = std::get_if<std::vector<std::string>>(&value))
        return countText(list->size(), QT_TRANSLATE_NOOP("PropertyGrid", "item"),
                         QT_TRANSLATE_NOOP("PropertyGrid", "items"));
      break;
    case K::SphereList:
      if (auto* list = std::get_if<std::vector<sw::Vec3>>(&value))
        return countText(list->size(), QT_TRANSLATE_NOOP("PropertyGrid", "sphere"),
                         QT_TRANSLATE_NOOP("PropertyGrid", "spheres"));
      break;
  }
  return QString::fromStdString(sw::describe(value));
}

std::optional<sw::Value> fromVariant(const QVariant& v, sw::ValueKind kind) {
  using K = sw::ValueKind;
  if (!v.isValid()) return std::nullopt;
  const auto type = v.metaType().id();
  switch (kind) {
    case K::Bool:
      if (type == QMetaType::Bool || type == QMetaType::Int) return sw::Value(v.toBool());
      return std::nullopt;
    case K::Int:
    case K::Enum:
    case K::Flags: {
      bool ok = false;
      const double d = v.toDouble(&ok);
      if (!ok || !std::isfinite(d) || std::fabs(d) > 9.0e15) return std::nullopt;
      return sw::Value(std::int64_t(std::llround(d)));
    }
    case K::Float:
    case K::Angle: {
      bool ok = false;
      const double d = v.toDouble(&ok);
      if (!ok) return std::nullopt;
      return sw::Value(d);
    }
    case K::Color:
      if (type == QMetaType::QColor) return sw::Value(fromQColor(v.value<QColor>()));
      if (auto c = parseColor(v.toString())) return sw::Value(*c);
      return std::nullopt;
    case K::Vec2:
      if (type == QMetaType::QPointF || type == QMetaType::QPoint) {
        const QPointF p = v.toPointF();
        return sw::Value(sw::Vec2{p.x(), p.y()});
      }
      if (auto p = parsePoint(v.toString())) return sw::Value(*p);
      return std::nullopt;
    case K::String:
    case K::Text:
    case K::AssetRef:
    case K::ObjectRef:
    case K::Expression:
      if (!v.canConvert<QString>()) return std::nullopt;
      return sw::Value(v.toString().toStdString());
    case K::Vec3:  // a sphere of a SphereList, typed as "x, y, radius"
      if (auto s = parseSphere(v.toString())) return sw::Value(*s);
      return std::nullopt;
    case K::PointList:
    case K::PolygonList:
    case K::StringList:
    case K::SphereList:
      return std::nullopt;  // edited through their child rows
  }
  return std::nullopt;
}

}  // namespace sw::editor::grid
