#pragma once
// The commands picked in the Patterns dock's command tree as the edit focus
// (document/focus/edit_focus.h): the property grid edits their values (several commands as
// one undo step, through the described rows of model/patterns/pattern_command_row.h), and
// the Edit menu deletes and duplicates them as one change of the pattern.
//
// Commands are values inside a pattern that pattern edits replace whole, so a subject is
// found again at every redo and undo by the pattern's name and the command's path; a
// row bound to it is kept with the subject.
#include <functional>
#include <string>
#include <vector>

#include "document/focus/edit_focus.h"
#include "model/patterns/pattern_command_path.h"

namespace sw::editor {

class PatternCommandFocus : public FocusOwner {
 public:
  struct Hooks {
    std::function<std::string()> pattern;                  // the name of the pattern shown
    std::function<std::vector<sw::CommandPath>()> picked;  // the picked commands, in pattern order
    std::function<void()> lost;                            // drop the pick
    std::function<void(std::vector<sw::CommandPath>)> pick;  // what to pick after an edit
  };
  PatternCommandFocus(Document* document, Hooks hooks) : document_(document), hooks_(std::move(hooks)) {}

  std::vector<EditSubject> focusSubjects() const override;
  QString focusTitle() const override;
  void focusLost() override;
  bool can(EditVerb verb) const override;
  QUndoCommand* removeCommand(QString* why) override;
  QUndoCommand* duplicateCommand(sw::Vec2 offset, QString* why) override;

 private:
  int patternIndex() const;
  Document* document_;
  Hooks hooks_;
};

}  // namespace sw::editor
