#pragma once
// How property values read in the editor: enum names instead of numbers, flags as a
// list, colours as hex. Shared by the property view, the outliner and tooltips.
#include <QColor>
#include <QString>

#include "core/property.h"

namespace sw::editor {

QString valueText(const sw::Value& value, const sw::PropertyInfo& info);
QColor toQColor(sw::Color c);

}  // namespace sw::editor
