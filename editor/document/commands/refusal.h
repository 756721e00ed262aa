#pragma once
// How a function that builds a command says it cannot: no command, and why (for the
// status bar or a message box) where the caller asked.
#include <QString>

class QUndoCommand;

namespace sw::editor {

inline QUndoCommand* refuse(QString* why, const QString& message) {
  if (why) *why = message;
  return nullptr;
}

}  // namespace sw::editor
