#pragma once
// The project's own assets as edit foci (edit_focus.h), one owner per pick the Document
// keeps: the current tile definition, the current enemy type or one of its states, the
// player weapons or platformer characters picked in the Project dock. Each resolves its pick at every look, so a
// removed asset simply drops out; the Edit menu duplicates, deletes and renames them with
// the asset commands (asset_commands.h), after listing what uses them.
#include "document/focus/edit_focus.h"

namespace sw::editor {

class TileDefFocus : public FocusOwner {
 public:
  explicit TileDefFocus(Document* document) : document_(document) {}
  std::vector<EditSubject> focusSubjects() const override;
  QString focusTitle() const override;
  void focusLost() override;
  bool can(EditVerb verb) const override;
  QStringList usesBeforeRemove() const override;
  QUndoCommand* removeCommand(QString* why) override;
  QUndoCommand* duplicateCommand(sw::Vec2 offset, QString* why) override;

 private:
  Document* document_;
};

// The state when one is picked, else the type.
class EnemyFocus : public FocusOwner {
 public:
  explicit EnemyFocus(Document* document) : document_(document) {}
  std::vector<EditSubject> focusSubjects() const override;
  QString focusTitle() const override;
  void focusLost() override;
  bool can(EditVerb verb) const override;
  QStringList usesBeforeRemove() const override;
  QUndoCommand* removeCommand(QString* why) override;
  QUndoCommand* duplicateCommand(sw::Vec2 offset, QString* why) override;
  // A state's behaviour lines as the behaviour compiler (Play's judge) reads them.
  std::optional<QString> itemProblem(const std::string& key, int item) const override;
  void edited(const std::string& key) override;

 private:
  int stateIndex() const;
  Document* document_;
};

class WeaponsFocus : public FocusOwner {
 public:
  explicit WeaponsFocus(Document* document) : document_(document) {}
  std::vector<EditSubject> focusSubjects() const override;
  QString focusTitle() const override;
  void focusLost() override;
  // One weapon at a time is an asset the commands duplicate and delete.
  bool can(EditVerb verb) const override;
  QStringList usesBeforeRemove() const override;
  QUndoCommand* removeCommand(QString* why) override;
  QUndoCommand* duplicateCommand(sw::Vec2 offset, QString* why) override;

 private:
  Document* document_;
};

// The platformer characters picked in the Project dock, as weapons.
class CharactersFocus : public FocusOwner {
 public:
  explicit CharactersFocus(Document* document) : document_(document) {}
  std::vector<EditSubject> focusSubjects() const override;
  QString focusTitle() const override;
  void focusLost() override;
  bool can(EditVerb verb) const override;
  QStringList usesBeforeRemove() const override;
  QUndoCommand* removeCommand(QString* why) override;
  QUndoCommand* duplicateCommand(sw::Vec2 offset, QString* why) override;

 private:
  Document* document_;
};

}  // namespace sw::editor
