// A bullet pattern as the edit focus. Pattern commands replace the project's patterns by
// value, so a pattern is found by its name at each redo and undo (undo runs in reverse
// order, so the name a command saw is the name it finds), never by its address.
#include "ui/patterns/pattern_focus.h"

#include <QCoreApplication>

#include "document/document.h"
#include "document/commands/pattern_commands.h"
#include "document/qt_strings.h"

namespace sw::editor {

namespace {
struct PatternFocusText {
  Q_DECLARE_TR_FUNCTIONS(PropertyGrid)
};

int indexOf(const sw::Project& project, const std::string& name) {
  for (std::size_t i = 0; i < project.patterns.size(); ++i)
    if (project.patterns[i]->name == name) return int(i);
  return -1;
}
}  // namespace

int PatternFocus::index() const { return indexOf(document_->project(), shown_()); }

std::vector<EditSubject> PatternFocus::focusSubjects() const {
  const std::string name = shown_();
  if (indexOf(document_->project(), name) < 0) return {};
  Document* document = document_;
  EditSubject subject(
      [document, name]() -> sw::Describable* {
        const int at = indexOf(document->project(), name);
        return at < 0 ? nullptr : document->editableProject().patterns[std::size_t(at)].get();
      },
      [document] { document->notifyPatternsChanged(); }, "pattern:" + name);
  auto renamed = renamed_;
  subject.renamesWith([document, name, renamed](const std::string& to, QString* why) -> QUndoCommand* {
    const int at = indexOf(document->project(), name);
    if (at < 0) return nullptr;
    QUndoCommand* command = makeRenamePattern(document, std::size_t(at), to, why);
    if (command && renamed) renamed(to);
    return command;
  });
  return {subject};
}

QString PatternFocus::focusTitle() const {
  const std::string name = shown_();
  return index() < 0 ? QString() : PatternFocusText::tr("Pattern \u201C%1\u201D").arg(qs(name));
}

bool PatternFocus::can(EditVerb verb) const {
  if (index() < 0) return false;
  return verb == EditVerb::Remove || verb == EditVerb::Duplicate || FocusOwner::can(verb);
}

QUndoCommand* PatternFocus::removeCommand(QString* why) {
  const int at = index();
  if (why) why->clear();
  return at < 0 ? nullptr : makeRemovePattern(document_, std::size_t(at));
}

QUndoCommand* PatternFocus::duplicateCommand(sw::Vec2, QString* why) {
  const int at = index();
  if (why) why->clear();
  return at < 0 ? nullptr : makeDuplicatePattern(document_, std::size_t(at));
}

}  // namespace sw::editor
