#pragma once
// The nodes picked in the graph editor (GraphStore::selectedNodes of its current graph) as
// the edit focus (edit_focus.h): the grid edits their snippet parameters, several nodes as
// one command. The graph view deletes and copies nodes itself (its own keys), so the Edit
// menu's verbs stay off here.
#include "document/edit_focus.h"

namespace sw::editor {

class GraphStore;

class GraphNodesFocus : public FocusOwner {
 public:
  explicit GraphNodesFocus(GraphStore* store) : store_(store) {}
  std::vector<EditSubject> focusSubjects() const override;
  QString focusTitle() const override;
  void focusLost() override;
  bool can(EditVerb) const override { return false; }

 private:
  GraphStore* store_;
};

}  // namespace sw::editor
