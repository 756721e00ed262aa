#pragma once
// Making the editor's actions: each has an object name, by which the tests, the key map
// and the window's saved layout find it.
#include <QAction>
#include <QKeySequence>
#include <QStyle>

namespace sw::editor {

// A menu action; `shortcut` when not empty.
QAction* namedAction(QObject* parent, const QString& text, const char* objectName, const QKeySequence& shortcut = {});
// A dock's toolbar action: a standard icon (standard_icons.h) and a tooltip.
QAction* toolAction(QObject* parent, const QString& text, const char* objectName, QStyle::StandardPixmap icon,
                    const QString& tip);

}  // namespace sw::editor
