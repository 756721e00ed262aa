#pragma once
// A widget that handles some keys itself even where a window-wide shortcut has the same key:
// an item view renames in place with F2 while the Edit menu's Rename (F2) acts on the edit
// focus. Qt fires neither of two shortcuts with the same key (ambiguous), so the view claims
// the key first (ShortcutOverride) and its own key handling runs.
#include <QKeySequence>
#include <QList>

class QWidget;

namespace sw::editor {

// `widget` keeps these keys while it has the keyboard focus; the filter is its child.
void keepKeys(QWidget* widget, const QList<QKeySequence>& keys);

}  // namespace sw::editor
