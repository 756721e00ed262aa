#include "document/commands/enemy_type_commands.h"

#include <QCoreApplication>
#include <algorithm>

#include "document/qt_strings.h"
#include "document/document.h"

#include "model/references/references.h"

namespace sw::editor {

namespace {
struct Text {
  Q_DECLARE_TR_FUNCTIONS(EnemyTypeCommands)
};

// Inserts a held item into a vector of unique_ptrs on one side of the command and
// takes it out again on the other; the command owns it while it is out.
template <class T>
void insertAt(std::vector<std::unique_ptr<T>>& list, std::unique_ptr<T>& held, int index) {
  list.insert(list.begin() + std::clamp(index, 0, int(list.size())), std::move(held));
}
template <class T>
void takeOut(std::vector<std::unique_ptr<T>>& list, std::unique_ptr<T>& held, const T* item) {
  auto it = std::find_if(list.begin(), list.end(), [item](const auto& p) { return p.get() == item; });
  if (it == list.end()) return;
  held = std::move(*it);
  list.erase(it);
}

// Adds (adding) or removes an enemy type; undo does the opposite.
class EnemyTypeListCommand : public QUndoCommand {
 public:
  EnemyTypeListCommand(Document* document, std::unique_ptr<sw::EnemyType> held, sw::EnemyType* type, int index,
                       bool adding)
      : document_(document), held_(std::move(held)), type_(type), index_(index), adding_(adding) {}
  void redo() override { adding_ ? insert() : take(); }
  void undo() override { adding_ ? take() : insert(); }

 private:
  void insert() {
    insertAt(document_->editableProject().enemyTypes, held_, index_);
    document_->notifyEnemyTypesChanged();
    document_->setCurrentEnemyType(type_);
  }
  void take() {
    takeOut(document_->editableProject().enemyTypes, held_, type_);
    document_->notifyEnemyTypesChanged();
  }
  Document* document_;
  std::unique_ptr<sw::EnemyType> held_;  // set while the type is out of the project
  sw::EnemyType* type_;
  int index_;
  bool adding_;
};

// Adds (adding) or removes a state of an enemy type; undo does the opposite.
class EnemyStateListCommand : public QUndoCommand {
 public:
  EnemyStateListCommand(Document* document, sw::EnemyType* type, std::unique_ptr<sw::EnemyState> held,
                        sw::EnemyState* state, int index, bool adding)
      : document_(document), type_(type), held_(std::move(held)), state_(state), index_(index), adding_(adding) {}
  void redo() override { adding_ ? insert() : take(); }
  void undo() override { adding_ ? take() : insert(); }

 private:
  void insert() {
    insertAt(type_->states, held_, index_);
    document_->notifyEnemyTypesChanged();
    document_->setCurrentEnemyType(type_, state_);
  }
  void take() {
    takeOut(type_->states, held_, state_);
    document_->notifyEnemyTypesChanged();
  }
  Document* document_;
  sw::EnemyType* type_;
  std::unique_ptr<sw::EnemyState> held_;
  sw::EnemyState* state_;
  int index_;
  bool adding_;
};

class MoveEnemyStateCommand : public QUndoCommand {
 public:
  MoveEnemyStateCommand(Document* document, sw::EnemyType* type, int from, int to)
      : document_(document), type_(type), from_(from), to_(to) {}
  void redo() override { move(from_, to_); }
  void undo() override { move(to_, from_); }

 private:
  void move(int from, int to) {
    auto& states = type_->states;
    auto item = std::move(states[std::size_t(from)]);
    states.erase(states.begin() + from);
    states.insert(states.begin() + to, std::move(item));
    document_->notifyEnemyTypesChanged();
    document_->setCurrentEnemyType(type_, states[std::size_t(to)].get());
  }
  Document* document_;
  sw::EnemyType* type_;
  int from_, to_;
};

QUndoCommand* failed(QString* why, const QString& message) {
  if (why) *why = message;
  return nullptr;
}

}  // namespace

// --- enemy types -------------------------------------------------------------------

QUndoCommand* makeAddEnemyType(Document* document, std::unique_ptr<sw::EnemyType> type, int index, QString* why) {
  auto& project = document->editableProject();
  if (auto problem = sw::nameProblemUnder(project, *type, type->name)) return failed(why, qs(*problem));
  if (index < 0 || index > int(project.enemyTypes.size())) index = int(project.enemyTypes.size());
  const QString text = Text::tr("Add enemy type %1").arg(qs(type->name));
  sw::EnemyType* raw = type.get();
  auto* command = new EnemyTypeListCommand(document, std::move(type), raw, index, true);
  command->setText(text);
  return command;
}

QUndoCommand* makeNewEnemyType(Document* document) {
  auto type = std::make_unique<sw::EnemyType>();
  type->name = sw::uniqueName("enemy", [document](const std::string& n) { return document->project().findEnemyType(n) != nullptr; });
  return makeAddEnemyType(document, std::move(type), -1, nullptr);
}

QUndoCommand* makeDuplicateEnemyType(Document* document, sw::EnemyType* type) {
  const auto& types = document->project().enemyTypes;
  auto copy = std::make_unique<sw::EnemyType>(*type);
  copy->name =
      sw::uniqueName(type->name + "_copy", [document](const std::string& n) { return document->project().findEnemyType(n) != nullptr; });
  int index = 0;
  while (index < int(types.size()) && types[std::size_t(index)].get() != type) ++index;
  QUndoCommand* command = makeAddEnemyType(document, std::move(copy), index + 1, nullptr);
  if (command) command->setText(Text::tr("Duplicate enemy type %1").arg(qs(type->name)));
  return command;
}

QUndoCommand* makeRemoveEnemyType(Document* document, sw::EnemyType* type) {
  const auto& types = document->project().enemyTypes;
  auto it = std::find_if(types.begin(), types.end(), [type](const auto& t) { return t.get() == type; });
  if (it == types.end()) return nullptr;
  auto* command = new EnemyTypeListCommand(document, nullptr, type, int(it - types.begin()), false);
  command->setText(Text::tr("Remove enemy type %1").arg(qs(type->name)));
  return command;
}

// --- states ------------------------------------------------------------------------

QUndoCommand* makeAddEnemyState(Document* document, sw::EnemyType* type, std::unique_ptr<sw::EnemyState> state,
                                int index, QString* why) {
  if (auto problem = sw::nameProblemUnder(*type, *state, state->name)) return failed(why, qs(*problem));
  if (index < 0 || index > int(type->states.size())) index = int(type->states.size());
  const QString text = Text::tr("Add state %1 to %2").arg(qs(state->name), qs(type->name));
  sw::EnemyState* raw = state.get();
  auto* command = new EnemyStateListCommand(document, type, std::move(state), raw, index, true);
  command->setText(text);
  return command;
}

QUndoCommand* makeNewEnemyState(Document* document, sw::EnemyType* type) {
  auto state = std::make_unique<sw::EnemyState>();
  state->name = sw::uniqueName("state", [type](const std::string& n) { return type->findState(n) != nullptr; });
  return makeAddEnemyState(document, type, std::move(state), -1, nullptr);
}

QUndoCommand* makeRemoveEnemyState(Document* document, sw::EnemyType* type, sw::EnemyState* state) {
  int index = 0;
  while (index < int(type->states.size()) && type->states[std::size_t(index)].get() != state) ++index;
  if (index == int(type->states.size())) return nullptr;
  auto* command = new EnemyStateListCommand(document, type, nullptr, state, index, false);
  command->setText(Text::tr("Remove state %1 of %2").arg(qs(state->name), qs(type->name)));
  return command;
}

QUndoCommand* makeMoveEnemyState(Document* document, sw::EnemyType* type, sw::EnemyState* state, int delta) {
  int from = 0;
  while (from < int(type->states.size()) && type->states[std::size_t(from)].get() != state) ++from;
  const int to = from + delta;
  if (from >= int(type->states.size()) || delta == 0 || to < 0 || to >= int(type->states.size())) return nullptr;
  auto* command = new MoveEnemyStateCommand(document, type, from, to);
  command->setText(Text::tr("Move state %1 of %2").arg(qs(state->name), qs(type->name)));
  return command;
}

}  // namespace sw::editor
