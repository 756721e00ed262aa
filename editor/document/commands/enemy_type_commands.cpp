#include "document/commands/enemy_type_commands.h"

#include <QCoreApplication>

#include "document/document.h"
#include "document/commands/list_edit.h"
#include "document/commands/project_lists.h"
#include "document/qt_strings.h"
#include "model/references/references.h"

namespace sw::editor {

namespace {
struct EnemyTypeCommandsText {
  Q_DECLARE_TR_FUNCTIONS(EnemyTypeCommands)
};

QUndoCommand* failed(QString* why, const QString& message) {
  if (why) *why = message;
  return nullptr;
}

// The part whose states hold `state`, or nullptr (the body's, or none).
sw::EnemyPart* partHolding(const sw::EnemyType& type, const sw::EnemyState* state) {
  for (const auto& part : type.parts)
    for (const auto& s : part->states)
      if (s.get() == state) return part.get();
  return nullptr;
}

}  // namespace

// --- enemy types -------------------------------------------------------------------

QUndoCommand* makeAddEnemyType(Document* document, std::unique_ptr<sw::EnemyType> type, int index, QString* why) {
  auto& project = document->editableProject();
  if (auto problem = sw::nameProblemUnder(project, *type, type->name)) return failed(why, qs(*problem));
  const QString text = EnemyTypeCommandsText::tr("Add enemy type %1").arg(qs(type->name));
  ListEdit edit(enemyTypeList(document));
  edit.insert(std::move(type), index);
  return edit.command(text);
}

QUndoCommand* makeNewEnemyType(Document* document) {
  ListEdit edit(enemyTypeList(document));
  const sw::Describable* added = edit.add(std::make_unique<sw::EnemyType>(), "enemy");
  return edit.command(EnemyTypeCommandsText::tr("Add enemy type %1").arg(qs(sw::nameOf(*added))));
}

QUndoCommand* makeDuplicateEnemyType(Document* document, sw::EnemyType* type) {
  ListEdit edit(enemyTypeList(document));
  if (!edit.duplicate(*type)) return nullptr;
  return edit.command(EnemyTypeCommandsText::tr("Duplicate enemy type %1").arg(qs(type->name)));
}

QUndoCommand* makeRemoveEnemyType(Document* document, sw::EnemyType* type) {
  ListEdit edit(enemyTypeList(document));
  if (!edit.remove(*type)) return nullptr;
  return edit.command(EnemyTypeCommandsText::tr("Remove enemy type %1").arg(qs(type->name)));
}

// --- states ------------------------------------------------------------------------

QUndoCommand* makeAddEnemyState(Document* document, sw::EnemyType* type, std::unique_ptr<sw::EnemyState> state,
                                int index, QString* why) {
  if (auto problem = sw::nameProblemUnder(*type, *state, state->name)) return failed(why, qs(*problem));
  const QString text = EnemyTypeCommandsText::tr("Add state %1 to %2").arg(qs(state->name), qs(type->name));
  ListEdit edit(enemyStateList(document, type));
  edit.insert(std::move(state), index);
  return edit.command(text);
}

QUndoCommand* makeNewEnemyState(Document* document, sw::EnemyType* type) {
  ListEdit edit(enemyStateList(document, type));
  const sw::Describable* added = edit.add(std::make_unique<sw::EnemyState>(), "state");
  return edit.command(EnemyTypeCommandsText::tr("Add state %1 to %2").arg(qs(sw::nameOf(*added)), qs(type->name)));
}

QUndoCommand* makeNewMachineState(Document* document, sw::EnemyType* type, sw::EnemyPart* part,
                                  const std::string& machine) {
  auto state = std::make_unique<sw::EnemyState>();
  state->machine = machine;
  // After the machine's last state, so the states of a machine stay together in the list.
  const auto& states = part ? part->states : type->states;
  int at = -1;
  for (std::size_t i = 0; i < states.size(); ++i)
    if (states[i]->machine == machine) at = int(i) + 1;
  ListEdit edit(enemyStateList(document, type, part));
  const sw::Describable* added = edit.add(std::move(state), "state", at);
  return edit.command(EnemyTypeCommandsText::tr("Add state %1 to %2").arg(qs(sw::nameOf(*added)), qs(type->name)));
}

QUndoCommand* makeRemoveEnemyState(Document* document, sw::EnemyType* type, sw::EnemyState* state) {
  ListEdit edit(enemyStateList(document, type, partHolding(*type, state)));
  if (!edit.remove(*state)) return nullptr;
  return edit.command(EnemyTypeCommandsText::tr("Remove state %1 of %2").arg(qs(state->name), qs(type->name)));
}

QUndoCommand* makeMoveEnemyState(Document* document, sw::EnemyType* type, sw::EnemyState* state, int delta) {
  DescribedList states = enemyStateList(document, type);
  const int from = states.indexOf(state);
  const int to = from + delta;
  if (from < 0 || delta == 0 || to < 0 || to >= int(type->states.size())) return nullptr;
  ListEdit edit(std::move(states));
  edit.move(*state, to);
  return edit.command(EnemyTypeCommandsText::tr("Move state %1 of %2").arg(qs(state->name), qs(type->name)));
}

}  // namespace sw::editor
