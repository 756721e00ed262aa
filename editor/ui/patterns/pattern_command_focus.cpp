#include "ui/patterns/pattern_command_focus.h"

#include <QCoreApplication>
#include <memory>

#include "document/commands/pattern_commands.h"
#include "document/document.h"
#include "document/qt_strings.h"
#include "model/patterns/pattern_command_row.h"
#include "model/project/project.h"

namespace sw::editor {

namespace {
struct CommandFocusText {
  Q_DECLARE_TR_FUNCTIONS(PropertyGrid)
};

sw::BulletPattern* findPattern(Document* document, const std::string& name) {
  for (auto& p : document->editableProject().patterns)
    if (p->name == name) return p.get();
  return nullptr;
}

std::string pathKey(const sw::CommandPath& path) {
  std::string key;
  for (const auto& step : path) key += "/" + std::to_string(step.branch) + ":" + std::to_string(step.index);
  return key;
}
}  // namespace

int PatternCommandFocus::patternIndex() const {
  const std::string name = hooks_.pattern();
  const auto& patterns = document_->project().patterns;
  for (std::size_t i = 0; i < patterns.size(); ++i)
    if (patterns[i]->name == name) return int(i);
  return -1;
}

std::vector<EditSubject> PatternCommandFocus::focusSubjects() const {
  std::vector<EditSubject> out;
  const std::string name = hooks_.pattern();
  const sw::BulletPattern* pattern = document_->project().findPattern(name);
  if (!pattern) return out;
  Document* document = document_;
  for (const sw::CommandPath& path : hooks_.picked()) {
    if (!sw::findCommand(*pattern, path)) continue;
    auto row = std::make_shared<sw::PatternCommandRow>();
    out.emplace_back(
        [document, name, path, row]() -> sw::Describable* {
          sw::BulletPattern* p = findPattern(document, name);
          sw::PatternCommand* command = p ? sw::findCommand(*p, path) : nullptr;
          if (!command) return nullptr;
          row->bind(command, p->parameterNames());
          return row.get();
        },
        [document] { document->notifyPatternsChanged(); }, "patternCommand:" + name + pathKey(path));
  }
  return out;
}

QString PatternCommandFocus::focusTitle() const {
  const sw::BulletPattern* pattern = document_->project().findPattern(hooks_.pattern());
  if (!pattern) return {};
  const auto picked = hooks_.picked();
  if (picked.size() == 1)
    if (const sw::PatternCommand* c = sw::findCommand(*pattern, picked.front()))
      return CommandFocusText::tr("Command \u201C%1\u201D of pattern \u201C%2\u201D").arg(qs(sw::toString(c->op)), qs(pattern->name));
  return CommandFocusText::tr("%n command(s) of pattern \u201C%1\u201D", nullptr, int(picked.size())).arg(qs(pattern->name));
}

void PatternCommandFocus::focusLost() {
  if (hooks_.lost) hooks_.lost();
}

bool PatternCommandFocus::can(EditVerb verb) const {
  if (patternIndex() < 0 || hooks_.picked().empty()) return false;
  return verb == EditVerb::Remove || verb == EditVerb::Duplicate;
}

QUndoCommand* PatternCommandFocus::removeCommand(QString* why) {
  if (why) why->clear();
  const int index = patternIndex();
  const auto picked = hooks_.picked();
  if (index < 0 || picked.empty()) return nullptr;
  QUndoCommand* command = makeEditPatternCommands(
      document_, std::size_t(index), CommandFocusText::tr("Remove %n pattern command(s)", nullptr, int(picked.size())),
      [&](sw::BulletPattern& p) { return sw::removeCommands(p, picked); });
  // What comes next in the list of the first one is picked then, as a list does.
  if (command && hooks_.pick) hooks_.pick({picked.front()});
  return command;
}

QUndoCommand* PatternCommandFocus::duplicateCommand(sw::Vec2, QString* why) {
  if (why) why->clear();
  const int index = patternIndex();
  const auto picked = hooks_.picked();
  if (index < 0 || picked.empty()) return nullptr;
  // The copies go, in pattern order, after the last picked command in its list.
  const sw::CommandPath& last = picked.back();
  const sw::CommandList list = sw::listOf(last);
  std::vector<sw::CommandPath> copies;
  QUndoCommand* command = makeEditPatternCommands(
      document_, std::size_t(index),
      CommandFocusText::tr("Duplicate %n pattern command(s)", nullptr, int(picked.size())),
      [&](sw::BulletPattern& p) {
        // Paths inside another picked one are copied with it, not again.
        std::vector<sw::PatternCommand> outer;
        for (std::size_t i = 0; i < picked.size(); ++i) {
          bool inside = false;
          for (std::size_t j = 0; j < picked.size(); ++j)
            if (i != j && picked[i].size() > picked[j].size() && sw::within(picked[i], picked[j])) inside = true;
          const sw::PatternCommand* c = sw::findCommand(p, picked[i]);
          if (!c) return false;
          if (!inside) outer.push_back(*c);
        }
        const int at = last.back().index + 1;
        for (std::size_t i = 0; i < outer.size(); ++i) copies.push_back(sw::pathIn(list, at + int(i)));
        return sw::insertCommands(p, list, at, outer);
      });
  if (command && hooks_.pick) hooks_.pick(copies);
  return command;
}

}  // namespace sw::editor
