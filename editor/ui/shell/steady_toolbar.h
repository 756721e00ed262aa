#pragma once
// Toolbar buttons that keep their place. A button whose text changes length (the undo
// stack's "Undo Move 3 Objects") pushes every button after it sideways, and the Play
// buttons jump while the user reaches for them. The toolbar gets undo and redo actions
// with a fixed text instead; the tooltip says what would be undone.

class QAction;
class QObject;
class QUndoStack;

namespace sw::editor {

// A toolbar action for undo (or redo) of `stack`: always "Undo" ("Redo"), enabled when
// there is something to undo, its tooltip "Undo Move 3 Objects (Ctrl+Z)". The menu keeps
// the stack's own action with the full text and the shortcut.
QAction* makeSteadyUndoAction(QUndoStack* stack, bool redo, QObject* parent);

}  // namespace sw::editor
