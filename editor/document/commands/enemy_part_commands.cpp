#include "document/commands/enemy_part_commands.h"

#include <QCoreApplication>
#include <algorithm>

#include "document/commands/list_edit.h"
#include "document/commands/project_lists.h"
#include "document/commands/set_property_command.h"
#include "document/document.h"
#include "document/qt_strings.h"
#include "model/enemies/enemy_actions.h"
#include "model/enemies/enemy_part_tree.h"
#include "model/references/references.h"

namespace sw::editor {

namespace {
struct EnemyPartCommandsText {
  Q_DECLARE_TR_FUNCTIONS(EnemyPartCommands)
};

QUndoCommand* refusedPart(QString* why, const QString& message) {
  if (why) *why = message;
  return nullptr;
}

bool isLineSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

std::size_t skipLineSpaces(const std::string& line, std::size_t from) {
  while (from < line.size() && isLineSpace(line[from])) ++from;
  return from;
}

// In `text` from `from`: past the first word, then to the start of the second; returns the
// second word's [begin, end). A word ends at a space or '<' ("partHealth core<3").
std::pair<std::size_t, std::size_t> secondWord(const std::string& text, std::size_t from, std::size_t end) {
  std::size_t i = skipLineSpaces(text, from);
  while (i < end && !isLineSpace(text[i])) ++i;
  i = std::min(skipLineSpaces(text, i), end);
  std::size_t j = i;
  while (j < end && !isLineSpace(text[j]) && text[j] != '<') ++j;
  return {i, j};
}

int partIndexOf(const sw::EnemyType& type, const sw::EnemyPart* part) {
  for (std::size_t i = 0; i < type.parts.size(); ++i)
    if (type.parts[i].get() == part) return int(i);
  return -1;
}

// The parts given and every part hanging below them, in list order. hangsBelow walks a
// chain of parents of any shape, so a part on a cycle is found too.
std::vector<const sw::EnemyPart*> withSubtrees(const sw::EnemyType& type,
                                               const std::vector<const sw::EnemyPart*>& parts) {
  std::vector<int> roots;
  for (const sw::EnemyPart* p : parts)
    if (int i = partIndexOf(type, p); i >= 0) roots.push_back(i);
  std::vector<const sw::EnemyPart*> out;
  for (int i = 0; i < int(type.parts.size()); ++i) {
    const bool below = std::any_of(roots.begin(), roots.end(),
                                   [&](int root) { return i == root || sw::hangsBelow(type, i, root); });
    if (below) out.push_back(type.parts[std::size_t(i)].get());
  }
  return out;
}

}  // namespace

sw::EnemyPart* stateOwner(const sw::EnemyType& type, const sw::EnemyState* state, bool* found) {
  auto holds = [state](const std::vector<std::unique_ptr<sw::EnemyState>>& states) {
    return std::any_of(states.begin(), states.end(), [state](const auto& s) { return s.get() == state; });
  };
  if (found) *found = true;
  if (holds(type.states)) return nullptr;
  for (const auto& p : type.parts)
    if (holds(p->states)) return p.get();
  if (found) *found = false;
  return nullptr;
}

std::string freePartName(const sw::EnemyType& type) {
  for (int n = 1;; ++n) {
    std::string name = "part" + std::to_string(n);
    if (type.partIndex(name) < 0) return name;
  }
}

std::optional<std::string> renamedPartInLine(const std::string& line, bool transition,
                                             const std::string& from, const std::string& to) {
  std::size_t end = line.size();
  if (transition) {
    auto parsed = sw::parseTransition(line);
    if (!parsed) return std::nullopt;
    const auto kind = parsed.value->condition.kind;
    if ((kind != sw::ConditionKind::PartDestroyed && kind != sw::ConditionKind::PartHealthBelow) ||
        parsed.value->condition.name != from)
      return std::nullopt;
    end = line.find("->");
  } else {
    auto parsed = sw::parseAction(line);
    if (!parsed) return std::nullopt;
    const auto kind = parsed.value->kind;
    if ((kind != sw::ActionKind::Open && kind != sw::ActionKind::Close) || parsed.value->name != from)
      return std::nullopt;
  }
  const auto [begin, stop] = secondWord(line, 0, end);
  if (line.compare(begin, stop - begin, from) != 0) return std::nullopt;
  std::string out = line;
  out.replace(begin, stop - begin, to);
  return out;
}

QUndoCommand* makeNewPart(Document* document, sw::EnemyType* type, const sw::EnemyPart* parent) {
  auto part = std::make_unique<sw::EnemyPart>();
  part->name = freePartName(*type);
  part->parent = parent ? parent->name : std::string();
  const QString text = EnemyPartCommandsText::tr("Add part %1 to %2").arg(qs(part->name), qs(type->name));
  ListEdit edit(enemyPartList(document, type));
  edit.insert(std::move(part));
  return edit.command(text);
}

QUndoCommand* makeRemoveParts(Document* document, sw::EnemyType* type,
                              const std::vector<const sw::EnemyPart*>& parts) {
  const std::vector<const sw::EnemyPart*> removed = withSubtrees(*type, parts);
  if (removed.empty()) return nullptr;
  ListEdit edit(enemyPartList(document, type));
  for (const sw::EnemyPart* p : removed) edit.remove(*p);
  const QString text =
      removed.size() == 1
          ? EnemyPartCommandsText::tr("Remove part %1 of %2").arg(qs(removed.front()->name), qs(type->name))
          : EnemyPartCommandsText::tr("Remove %n part(s) of %1", nullptr, int(removed.size()))
                .arg(qs(type->name));
  return edit.command(text);
}

QUndoCommand* makeRenamePart(Document* document, sw::EnemyType* type, sw::EnemyPart* part,
                             const std::string& to, QString* why) {
  if (why) why->clear();
  if (partIndexOf(*type, part) < 0)
    return refusedPart(why, EnemyPartCommandsText::tr("The part is no longer there."));
  const std::string from = part->name;
  if (to == from) return nullptr;
  if (auto problem = sw::nameProblem(document->editableProject(), *part, to)) {
    std::string message = *problem;
    if (!message.empty()) message[0] = char(std::toupper(static_cast<unsigned char>(message[0])));
    return refusedPart(why, qs(message) + QStringLiteral("."));
  }
  std::vector<PropertyChange> changes{{part, "name", sw::Value(from), sw::Value(to)}};
  for (const auto& p : type->parts)
    if (p.get() != part && p->parent == from)
      changes.push_back({p.get(), "parent", sw::Value(from), sw::Value(to), true});
  auto rewrite = [&](sw::EnemyState& state) {
    const std::pair<const char*, std::vector<std::string>*> lists[] = {{"begin", &state.begin},
                                                                       {"tick", &state.tick},
                                                                       {"end", &state.end},
                                                                       {"transitions", &state.transitions}};
    for (const auto& [key, lines] : lists) {
      std::vector<std::string> after = *lines;
      bool changed = false;
      for (auto& line : after)
        if (auto renamed = renamedPartInLine(line, lines == &state.transitions, from, to)) {
          line = std::move(*renamed);
          changed = true;
        }
      if (changed) changes.push_back({&state, key, sw::Value(*lines), sw::Value(std::move(after)), true});
    }
  };
  for (const auto& s : type->states) rewrite(*s);
  for (const auto& p : type->parts)
    for (const auto& s : p->states) rewrite(*s);
  const QString text = changes.size() == 1
                           ? EnemyPartCommandsText::tr("Rename part %1 to %2").arg(qs(from), qs(to))
                           : EnemyPartCommandsText::tr("Rename part %1 to %2 (%n reference(s))", nullptr,
                                                       int(changes.size() - 1))
                                 .arg(qs(from), qs(to));
  return new SetPropertyCommand(document, std::move(changes), text);
}

QUndoCommand* makeDropParts(Document* document, sw::EnemyType* type,
                            const std::vector<const sw::EnemyPart*>& parts, const sw::EnemyPart* target,
                            PartDrop where, QString* why) {
  if (why) why->clear();
  if (target && partIndexOf(*type, target) < 0) return nullptr;
  // The dragged parts in list order, without those hanging below another dragged one.
  std::vector<int> dragged;
  for (int i = 0; i < int(type->parts.size()); ++i)
    if (std::find(parts.begin(), parts.end(), type->parts[std::size_t(i)].get()) != parts.end())
      dragged.push_back(i);
  std::vector<int> roots;
  for (int i : dragged)
    if (std::none_of(dragged.begin(), dragged.end(),
                     [&](int j) { return j != i && sw::hangsBelow(*type, i, j); }))
      roots.push_back(i);
  if (roots.empty()) return nullptr;
  const bool onto = where == PartDrop::Onto || !target;
  const bool targetDragged = target && std::any_of(roots.begin(), roots.end(), [&](int i) {
                               return type->parts[std::size_t(i)].get() == target;
                             });
  if (targetDragged && !onto) return nullptr;  // dropped beside itself
  const std::string newParent = onto ? (target ? target->name : std::string()) : target->parent;
  // A part may not hang below itself: the new parent must not be dragged or below a dragged part.
  if (const int parent = newParent.empty() ? -1 : type->partIndex(newParent); parent >= 0)
    for (int i : roots)
      if (parent == i || sw::hangsBelow(*type, parent, i)) {
        const std::string& name = type->parts[std::size_t(i)]->name;
        return refusedPart(
            why, parent == i ? EnemyPartCommandsText::tr("Part %1 cannot hang on itself").arg(qs(name))
                             : EnemyPartCommandsText::tr("Part %1 cannot hang on %2, which hangs below it")
                                   .arg(qs(name), qs(newParent)));
      }

  // The list as it will be: the dragged parts out, then back in together at their place.
  std::vector<const sw::EnemyPart*> order;
  for (const auto& p : type->parts)
    if (std::none_of(roots.begin(), roots.end(), [&](int i) { return type->parts[std::size_t(i)] == p; }))
      order.push_back(p.get());
  std::size_t at = order.size();  // onto: the last child
  if (!onto) {
    at = std::size_t(std::find(order.begin(), order.end(), target) - order.begin());
    if (where == PartDrop::After) ++at;
  }
  std::vector<const sw::EnemyPart*> moving;
  for (int i : roots) moving.push_back(type->parts[std::size_t(i)].get());
  order.insert(order.begin() + std::ptrdiff_t(at), moving.begin(), moving.end());

  ListEdit edit(enemyPartList(document, type));
  // Every moved part to the end, then each to its place in order: the others keep theirs.
  for (const sw::EnemyPart* p : moving) edit.move(*p, int(type->parts.size()));
  for (const sw::EnemyPart* p : moving)
    edit.move(*p, int(std::find(order.begin(), order.end(), p) - order.begin()));
  std::vector<PropertyChange> parents;
  for (const sw::EnemyPart* p : moving)
    if (p->parent != newParent)
      parents.push_back({document->editable(p), "parent", sw::Value(p->parent), sw::Value(newParent)});
  if (edit.changesNothing() && parents.empty()) return nullptr;

  const QString under = newParent.empty() ? EnemyPartCommandsText::tr("the body") : qs(newParent);
  const QString text =
      moving.size() == 1
          ? EnemyPartCommandsText::tr("Move part %1 to %2").arg(qs(moving.front()->name), under)
          : EnemyPartCommandsText::tr("Move %n part(s) to %1", nullptr, int(moving.size())).arg(under);
  auto* step = new QUndoCommand(text);
  edit.command(text, step);
  if (!parents.empty()) new SetPropertyCommand(document, std::move(parents), text, 0, step);
  return step;
}

QUndoCommand* makeNewOwnedState(Document* document, sw::EnemyType* type, sw::EnemyPart* part,
                                const std::string& machine) {
  const auto& states = part ? part->states : type->states;
  int index = -1;
  for (int i = 0; i < int(states.size()); ++i)
    if (states[std::size_t(i)]->machine == machine) index = i + 1;
  auto state = std::make_unique<sw::EnemyState>();
  state->machine = machine;
  ListEdit edit(enemyStateList(document, type, part));
  const sw::Describable* added = edit.add(std::move(state), "state", index);
  const QString owner = part ? qs(part->name) : qs(type->name);
  return edit.command(EnemyPartCommandsText::tr("Add state %1 to %2").arg(qs(sw::nameOf(*added)), owner));
}

}  // namespace sw::editor
