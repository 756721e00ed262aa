#pragma once
// Inserting, removing, duplicating and reordering children of any described list
// (described_list.h) as ONE undo step, however many items it touches. A ListEdit gathers
// the steps against the list as it is now; command() makes the ListEditCommand that does
// them. New and duplicated items are named by the model's one rule (sw::freeNameUnder:
// "state", "state_2" ...; "drone_copy", "drone_copy_2" ...), unique among the parent's
// children and among the other items added in the same step.
//
//   ListEdit edit(weaponList(document));
//   for (const sw::WeaponType* w : picked) edit.duplicate(*w);
//   stack->push(edit.command(tr("Duplicate %n weapon(s)", nullptr, n)));
//
// The command keeps the items that are out of the list alive (removed ones after redo,
// inserted ones after undo), so pointers held by other commands on the stack stay valid,
// and undo puts back the very same objects in their places: a save gives the same bytes.
#include <QString>
#include <QUndoCommand>
#include <memory>
#include <string_view>
#include <vector>

#include "document/commands/described_list.h"

namespace sw::editor {

class ListEdit {
 public:
  explicit ListEdit(DescribedList list);
  ~ListEdit();
  ListEdit(ListEdit&&) noexcept;

  // Adds `item` at `index` of the list as edited so far (clamped; -1: at the end), named
  // `base` or a free variant of it. Returns the item (owned by the edit, then the command).
  // nullptr when the item is not of the list's type.
  sw::Describable* add(std::unique_ptr<sw::Describable> item, std::string_view base, int index = -1);
  // The same, keeping the item's own name (the caller checked it: sw::nameProblemUnder).
  sw::Describable* insert(std::unique_ptr<sw::Describable> item, int index = -1);
  // A copy of `item` named "<name>_copy" (or a free variant), right after it. nullptr when
  // the item is not in the list (or was removed by this edit). The copy is the item's copy
  // with a new name: a list whose copies need more (a level's file, fresh object ids) sets
  // that on the returned copy.
  sw::Describable* duplicate(const sw::Describable& item);
  // False when the item is not in the list as edited so far.
  bool remove(const sw::Describable& item);
  // Moves the item to `index` of the list as edited so far (clamped). False when it is not
  // in the list.
  bool move(const sw::Describable& item, int index);

  // The list as edited so far.
  const std::vector<sw::Describable*>& order() const { return after_; }
  bool changesNothing() const { return after_ == before_; }
  // The command doing every step above (the edit is spent); nullptr when nothing changes.
  // Pushing it applies the steps.
  QUndoCommand* command(const QString& text, QUndoCommand* parent = nullptr);

 private:
  std::vector<std::string> addedNames() const;
  DescribedList list_;
  std::vector<sw::Describable*> before_, after_;
  std::vector<std::unique_ptr<sw::Describable>> added_;
  std::vector<sw::Describable*> moved_;
};

// The two edits most callers want, on any number of items of one list (a multi-selection),
// ONE undo step each: nullptr when none of the items is in the list.
QUndoCommand* makeDuplicateItems(DescribedList list, const std::vector<const sw::Describable*>& items,
                                 const QString& text);
QUndoCommand* makeRemoveItems(DescribedList list, const std::vector<const sw::Describable*>& items,
                              const QString& text);

}  // namespace sw::editor
