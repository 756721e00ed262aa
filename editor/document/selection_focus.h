#pragma once
// The level's object selection as an edit focus (edit_focus.h): the selected objects in
// document order, or the level itself when nothing is selected. It is the focus's fallback,
// so the grid shows the level whenever nobody else holds the focus; selecting objects (in
// the outliner or the viewport) takes the focus, and losing it clears the selection.
#include <QObject>

#include "document/edit_focus.h"

namespace sw::editor {

class SelectionFocus : public QObject, public FocusOwner {
  Q_OBJECT
 public:
  explicit SelectionFocus(Document* document);

  std::vector<EditSubject> focusSubjects() const override;
  QString focusTitle() const override;
  void focusLost() override;
  bool can(EditVerb verb) const override;
  QMimeData* copyData() const override;
  QUndoCommand* removeCommand(QString* why) override;
  QUndoCommand* duplicateCommand(sw::Vec2 offset, QString* why) override;

 private:
  void selectionChanged();
  Document* document_;
};

}  // namespace sw::editor
