#pragma once
// The pattern picked in the Patterns dock as the edit focus (document/edit_focus.h): the
// grid edits its name and notes, the Edit menu duplicates, deletes and renames it with the
// pattern commands. A rename always goes through makeRenamePattern, from the grid's Name
// row too, so behaviour lines and calls that name the pattern follow.
#include <functional>
#include <string>

#include "document/edit_focus.h"

namespace sw::editor {

class PatternFocus : public FocusOwner {
 public:
  // `shown`: the name of the pattern the dock shows; `renamed`: a rename of it was made.
  PatternFocus(Document* document, std::function<std::string()> shown,
               std::function<void(const std::string&)> renamed)
      : document_(document), shown_(std::move(shown)), renamed_(std::move(renamed)) {}

  std::vector<EditSubject> focusSubjects() const override;
  QString focusTitle() const override;
  bool can(EditVerb verb) const override;
  QUndoCommand* removeCommand(QString* why) override;
  QUndoCommand* duplicateCommand(sw::Vec2 offset, QString* why) override;

 private:
  int index() const;
  Document* document_;
  std::function<std::string()> shown_;
  std::function<void(const std::string&)> renamed_;
};

}  // namespace sw::editor
