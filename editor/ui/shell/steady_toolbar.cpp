#include "ui/shell/steady_toolbar.h"
#include "ui/shell/standard_icons.h"

#include <QAction>
#include <QApplication>
#include <QStyle>
#include <QUndoStack>

namespace sw::editor {

namespace {
struct SteadyToolbarText {
  Q_DECLARE_TR_FUNCTIONS(SteadyToolbar)
};
}  // namespace

QAction* makeSteadyUndoAction(QUndoStack* stack, bool redo, QObject* parent) {
  auto* action = new QAction(redo ? SteadyToolbarText::tr("Redo") : SteadyToolbarText::tr("Undo"), parent);
  action->setObjectName(redo ? QStringLiteral("toolbarRedoAction") : QStringLiteral("toolbarUndoAction"));
  action->setIcon(standardIcon(redo ? QStyle::SP_ArrowForward : QStyle::SP_ArrowBack));
  const QString shortcut = redo ? QKeySequence(QKeySequence::Redo).toString(QKeySequence::NativeText)
                                : QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText);
  auto update = [stack, action, redo, shortcut] {
    const bool can = redo ? stack->canRedo() : stack->canUndo();
    const QString what = redo ? stack->redoText() : stack->undoText();
    action->setEnabled(can);
    QString tip =
        what.isEmpty() ? action->text() : (redo ? SteadyToolbarText::tr("Redo %1") : SteadyToolbarText::tr("Undo %1")).arg(what);
    if (!shortcut.isEmpty()) tip += QStringLiteral(" (%1)").arg(shortcut);
    action->setToolTip(tip);
  };
  QObject::connect(stack, &QUndoStack::indexChanged, action, update);
  QObject::connect(stack, &QUndoStack::cleanChanged, action, update);
  QObject::connect(stack, redo ? &QUndoStack::canRedoChanged : &QUndoStack::canUndoChanged, action, update);
  QObject::connect(action, &QAction::triggered, stack,
                   [stack, redo] { redo ? stack->redo() : stack->undo(); });
  update();
  return action;
}

}  // namespace sw::editor
