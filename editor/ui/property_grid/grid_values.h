#pragma once
// How values read and are typed in the property grid: readable enum and flag labels
// ("playerEnters" -> "Player Enters"), numbers without trailing zeros, colours as
// #rrggbbaa, points as "x, y", and QVariant (what generic Qt code hands the model)
// turned into the sw::Value a row holds.
#include <QColor>
#include <QString>
#include <QVariant>
#include <optional>

#include "view/qt_color.h"
#include "core/property.h"

#include "document/property_text.h"

namespace sw::editor::grid {

QString numberText(double value);
QString countText(std::size_t count, const char* one, const char* many);  // "1 point", "3 points"
QString colorText(sw::Color color);                                       // "#rrggbbaa"
std::optional<sw::Color> parseColor(QString text);        // "#rgb", "#rrggbb", "#rrggbbaa", colour names
QString pointText(sw::Vec2 point);                        // "12.5, -3"
std::optional<sw::Vec2> parsePoint(const QString& text);  // "12.5, -3", "(12.5; -3)", "12.5 -3"
QString sphereText(sw::Vec3 sphere);                       // "0, 1.5, 0.5" (x, y, radius)
std::optional<sw::Vec3> parseSphere(const QString& text);  // "x, y, radius", as parsePoint with 3 numbers

using sw::toQColor;
sw::Color fromQColor(const QColor& color);

// Point, polygon, string and sphere lists: kinds whose items get rows of their own.
bool isListKind(sw::ValueKind kind);

// One-line text of a whole value of `info`'s kind (the grid's value column).
QString displayText(const sw::Value& value, const sw::PropertyInfo& info);

// `variant` as a value of `kind` (bool, number, string, QColor or colour text, enum index,
// flag bits, QPointF or point text), or nothing when it cannot be read as one.
std::optional<sw::Value> fromVariant(const QVariant& variant, sw::ValueKind kind);

}  // namespace sw::editor::grid
