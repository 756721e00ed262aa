#include "ui/shell/standard_icons.h"

#include <QApplication>
#include <QHash>
#include <QPointer>

namespace sw::editor {

QIcon standardIcon(QStyle::StandardPixmap which) {
  // Kept for one style: a new style (QApplication::setStyle deletes the old one) draws
  // its own icons, so the icons of the old one are dropped, not shown.
  static QPointer<QStyle> keptFor;
  static QHash<int, QIcon> kept;
  QStyle* style = QApplication::style();
  if (keptFor != style) {
    kept.clear();
    keptFor = style;
  }
  auto it = kept.constFind(int(which));
  if (it == kept.constEnd()) it = kept.insert(int(which), style->standardIcon(which));
  return *it;
}

}  // namespace sw::editor
