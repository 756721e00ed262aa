#include "document/commands/pattern_commands.h"

#include <QCoreApplication>

#include "document/document.h"
#include "document/commands/list_edit.h"
#include "document/commands/project_lists.h"
#include "document/qt_strings.h"
#include "model/enemies/enemy_actions.h"
#include "model/level/level.h"
#include "model/patterns/bullet_pattern_json.h"
#include "model/patterns/pattern_command_path.h"
#include "model/references/references.h"

namespace sw::editor {

namespace {

struct PatternCommandsText {
  Q_DECLARE_TR_FUNCTIONS(PatternCommands)
};

// What pattern edits touch: the patterns, and each enemy type's names of them.
struct Snapshot {
  struct State {
    sw::EnemyState* state;
    std::vector<std::string> begin, tick, end;
  };
  struct Type {
    sw::EnemyType* type;
    std::string pattern;
    std::vector<State> states;
  };
  std::vector<sw::BulletPattern> patterns;
  std::vector<Type> types;

  static Snapshot of(const sw::Project& project) {
    Snapshot s;
    for (const auto& p : project.patterns) s.patterns.push_back(*p);
    for (const auto& t : project.enemyTypes) {
      Type type{t.get(), t->pattern, {}};
      for (const auto& st : t->states) type.states.push_back({st.get(), st->begin, st->tick, st->end});
      s.types.push_back(std::move(type));
    }
    return s;
  }

  // In place: the pattern objects stay the ones the list commands on the stack hold (these
  // edits never add or remove a pattern).
  void applyTo(sw::Project& project) const {
    for (std::size_t i = 0; i < patterns.size() && i < project.patterns.size(); ++i)
      *project.patterns[i] = patterns[i];
    for (const Type& t : types) {
      t.type->pattern = t.pattern;
      for (const State& st : t.states) {
        st.state->begin = st.begin;
        st.state->tick = st.tick;
        st.state->end = st.end;
      }
    }
  }
};

class PatternEditCommand : public QUndoCommand {
 public:
  PatternEditCommand(Document* document, const QString& text, Snapshot before, Snapshot after, bool typesChanged)
      : QUndoCommand(text), document_(document), before_(std::move(before)), after_(std::move(after)),
        typesChanged_(typesChanged) {}
  void redo() override { apply(after_); }
  void undo() override { apply(before_); }

 private:
  void apply(const Snapshot& s) {
    s.applyTo(document_->editableProject());
    document_->notifyPatternsChanged();
    if (typesChanged_) document_->notifyEnemyTypesChanged();
  }
  Document* document_;
  Snapshot before_, after_;
  bool typesChanged_;
};

// Runs `edit` on the project's patterns and names, and returns the command that does and
// undoes it (the project is left as it was; pushing the command applies the edit).
QUndoCommand* snapshotEdit(Document* document, const QString& text,
                           const std::function<void(sw::Project&)>& change, bool typesChanged = false) {
  sw::Project& project = document->editableProject();
  Snapshot before = Snapshot::of(project);
  change(project);
  Snapshot after = Snapshot::of(project);
  before.applyTo(project);
  return new PatternEditCommand(document, text, std::move(before), std::move(after), typesChanged);
}

void renameCalls(std::vector<sw::PatternCommand>& list, const std::string& from, const std::string& to) {
  for (auto& c : list) {
    if (c.op == sw::PatternOp::Call && c.pattern == from) c.pattern = to;
    renameCalls(c.actions, from, to);
    for (auto& b : c.branches) renameCalls(b, from, to);
  }
}

sw::BulletPattern newPatternBody() {
  sw::BulletPattern p;
  auto value = [](const char* text) {
    sw::PatternValue v;
    v.text = text;
    v.code = sw::parsePatternExpr(text, {}).code;
    return v;
  };
  sw::PatternCommand fire;
  fire.op = sw::PatternOp::Fire;
  fire.directionMode = sw::DirectionMode::Sequence;
  fire.direction = value("45");
  fire.speed = value("0.15");
  sw::PatternCommand ring;
  ring.op = sw::PatternOp::Repeat;
  ring.count = value("8");
  ring.actions = {fire};
  // One ring per run, not an endless loop: `startFiring` starts a new run every Fire
  // Interval, so an endless first pattern would pile runs up until the pool is full.
  sw::PatternCommand wait;
  wait.op = sw::PatternOp::Wait;
  wait.count = value("20");
  p.notes = "A ring of 8 bullets";
  p.actions = {ring, wait};
  return p;
}

}  // namespace

std::string renamedPatternInLine(const std::string& line, const std::string& from, const std::string& to) {
  auto parsed = sw::parseAction(line);
  if (!parsed) return line;
  const auto kind = parsed.value->kind;
  if ((kind != sw::ActionKind::Fire && kind != sw::ActionKind::StartFiring && kind != sw::ActionKind::SetPattern) ||
      parsed.value->name != from)
    return line;
  // The name is the second word: replace that word only.
  std::size_t i = line.find_first_not_of(" \t");
  i = line.find_first_of(" \t", i);
  i = line.find_first_not_of(" \t", i);
  std::string out = line;
  out.replace(i, from.size(), to);
  return out;
}

QUndoCommand* makeSetPattern(Document* document, std::size_t index, const sw::BulletPattern& pattern) {
  const sw::Project& project = document->project();
  if (index >= project.patterns.size()) return nullptr;
  const sw::BulletPattern& old = *project.patterns[index];
  if (old.name == pattern.name && old.notes == pattern.notes && old.parameters == pattern.parameters &&
      old.actions == pattern.actions)
    return nullptr;
  return snapshotEdit(document, PatternCommandsText::tr("Edit pattern %1").arg(qs(pattern.name)),
                      [&](sw::Project& p) { *p.patterns[index] = pattern; });
}

QUndoCommand* makeEditPatternCommands(Document* document, std::size_t index, const QString& text,
                                      const std::function<bool(sw::BulletPattern&)>& change) {
  const sw::Project& project = document->project();
  if (index >= project.patterns.size()) return nullptr;
  sw::BulletPattern edited = *project.patterns[index];
  if (!change(edited)) return nullptr;
  sw::compileExpressions(edited);
  if (edited.actions == project.patterns[index]->actions) return nullptr;
  return snapshotEdit(document, text, [&](sw::Project& p) { *p.patterns[index] = edited; });
}

QUndoCommand* makeNewPattern(Document* document, std::string* name) {
  ListEdit edit(patternList(document));
  auto* added = static_cast<sw::BulletPattern*>(
      edit.add(std::make_unique<sw::BulletPattern>(newPatternBody()), "pattern"));
  if (name) *name = added->name;
  auto* step = new QUndoCommand(PatternCommandsText::tr("Add pattern %1").arg(qs(added->name)));
  edit.command({}, step);
  // A first pattern in a project without bullet kinds brings the default kinds with it
  // (in the same undo step): a fire needs a kind, and a new user has not made any.
  if (document->project().bulletKinds.empty()) {
    ListEdit kinds(bulletKindList(document));
    for (auto& kind : sw::defaultBulletKinds()) kinds.insert(std::move(kind));
    kinds.command({}, step);
  }
  return step;
}

QUndoCommand* makeDuplicatePattern(Document* document, std::size_t index) {
  const sw::Project& project = document->project();
  if (index >= project.patterns.size()) return nullptr;
  ListEdit edit(patternList(document));
  const sw::Describable* copy = edit.duplicate(*project.patterns[index]);
  if (!copy) return nullptr;
  return edit.command(PatternCommandsText::tr("Duplicate pattern as %1").arg(qs(sw::nameOf(*copy))));
}

QUndoCommand* makeRemovePattern(Document* document, std::size_t index) {
  const sw::Project& project = document->project();
  if (index >= project.patterns.size()) return nullptr;
  ListEdit edit(patternList(document));
  edit.remove(*project.patterns[index]);
  return edit.command(PatternCommandsText::tr("Remove pattern %1").arg(qs(project.patterns[index]->name)));
}

QUndoCommand* makeRenamePattern(Document* document, std::size_t index, const std::string& name, QString* why) {
  const sw::Project& project = document->project();
  if (index >= project.patterns.size()) return nullptr;
  const std::string from = project.patterns[index]->name;
  if (name == from) return nullptr;
  if (!sw::isPatternName(name) || name == "none") {
    if (why) *why = PatternCommandsText::tr("'%1' is not a pattern name: use one word of letters, digits, _ or - (not 'none')")
                        .arg(qs(name));
    return nullptr;
  }
  if (project.findPattern(name)) {
    if (why) *why = PatternCommandsText::tr("There is already a pattern named '%1'").arg(qs(name));
    return nullptr;
  }
  return snapshotEdit(
      document, PatternCommandsText::tr("Rename pattern %1 to %2").arg(qs(from), qs(name)),
      [&](sw::Project& p) {
        p.patterns[index]->name = name;
        for (auto& pattern : p.patterns) renameCalls(pattern->actions, from, name);
        for (auto& type : p.enemyTypes) {
          if (type->pattern == from) type->pattern = name;
          for (auto& state : type->states)
            for (auto* lines : {&state->begin, &state->tick, &state->end})
              for (auto& line : *lines) line = renamedPatternInLine(line, from, name);
        }
      },
      true);
}

}  // namespace sw::editor
