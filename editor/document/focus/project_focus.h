#pragma once
// The project's own assets as edit foci (edit_focus.h), one owner per pick the Document
// keeps: the current tile definition, the current enemy type or one of its states, the
// player weapons, platformer characters or monster types picked in the Project dock. Each
// resolves its pick at every look, so a removed asset simply drops out; the Edit menu
// duplicates, deletes and renames them with the asset commands (asset_commands.h), after
// listing what uses them.
#include <string>
#include <vector>

#include "document/commands/asset_uses.h"
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

// The state (the body's or a part's) when one is picked, else the picked parts (edited
// together), else the type.
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
  // "/states/S" or "/parts/P/states/S" (checkBehaviours' pointers) of the current state; "" without one.
  std::string statePointer() const;
  Document* document_;
};

// Assets picked several at once in the Project dock (weapons, platformer characters, monster types): the
// grid edits them all; one at a time is an asset the commands duplicate, delete and list the
// uses of. A kind says only how to read and clear its pick.
class PickedAssetsFocus : public FocusOwner {
 public:
  PickedAssetsFocus(Document* document, AssetType type) : document_(document), type_(type) {}
  bool can(EditVerb verb) const override;
  QStringList usesBeforeRemove() const override;
  QUndoCommand* removeCommand(QString* why) override;
  QUndoCommand* duplicateCommand(sw::Vec2 offset, QString* why) override;

 protected:
  // The picked assets' names, in pick order.
  virtual std::vector<std::string> pickedNames() const = 0;
  Document* document_;

 private:
  AssetType type_;
};

class WeaponsFocus : public PickedAssetsFocus {
 public:
  explicit WeaponsFocus(Document* document) : PickedAssetsFocus(document, AssetType::Weapon) {}
  std::vector<EditSubject> focusSubjects() const override;
  QString focusTitle() const override;
  void focusLost() override;

 protected:
  std::vector<std::string> pickedNames() const override;
};

class CharactersFocus : public PickedAssetsFocus {
 public:
  explicit CharactersFocus(Document* document) : PickedAssetsFocus(document, AssetType::Character) {}
  std::vector<EditSubject> focusSubjects() const override;
  QString focusTitle() const override;
  void focusLost() override;

 protected:
  std::vector<std::string> pickedNames() const override;
};

class MonstersFocus : public PickedAssetsFocus {
 public:
  explicit MonstersFocus(Document* document) : PickedAssetsFocus(document, AssetType::Monster) {}
  std::vector<EditSubject> focusSubjects() const override;
  QString focusTitle() const override;
  void focusLost() override;

 protected:
  std::vector<std::string> pickedNames() const override;
};

class SoundCuesFocus : public PickedAssetsFocus {
 public:
  explicit SoundCuesFocus(Document* document) : PickedAssetsFocus(document, AssetType::SoundCue) {}
  std::vector<EditSubject> focusSubjects() const override;
  QString focusTitle() const override;
  void focusLost() override;

 protected:
  std::vector<std::string> pickedNames() const override;
};

}  // namespace sw::editor
