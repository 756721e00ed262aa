#include "ui/shell/named_action.h"

#include "ui/shell/standard_icons.h"

namespace sw::editor {

QAction* namedAction(QObject* parent, const QString& text, const char* objectName, const QKeySequence& shortcut) {
  auto* action = new QAction(text, parent);
  action->setObjectName(QLatin1String(objectName));
  if (!shortcut.isEmpty()) action->setShortcut(shortcut);
  return action;
}

QAction* toolAction(QObject* parent, const QString& text, const char* objectName, QStyle::StandardPixmap icon,
                    const QString& tip) {
  QAction* action = namedAction(parent, text, objectName);
  action->setIcon(standardIcon(icon));
  action->setToolTip(tip);
  return action;
}

}  // namespace sw::editor
