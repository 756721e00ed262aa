#pragma once
// A list of described objects that a parent owns: the project's weapons, enemy types,
// patterns, levels or tile definitions, an enemy type's states. One ListEditCommand
// (list_edit.h) inserts, removes and reorders the children of any of them, so a new kind
// of list is one DescribedList (project_lists.h), never a new command class.
//
// The list is held as std::vector<std::unique_ptr<T>>; this handle hides T, so the command
// moves items as Describable. It holds a pointer to the vector: like every command it relies
// on the undo stack to keep the parent alive (removed parents are held by their commands;
// a new project clears the stack).
#include <functional>
#include <memory>
#include <type_traits>
#include <vector>

#include "core/property.h"

namespace sw::editor {

class DescribedList {
 public:
  // What the document hears around a change: `changing` before the list changes (may be
  // empty), `changed` after it, with the items the step placed: inserted or moved (on
  // undo: the removed ones that came back, and the moved ones), so they can be shown.
  struct Hooks {
    std::function<void()> changing;
    std::function<void(const std::vector<sw::Describable*>& placed)> changed;
  };

  template <class T>
  DescribedList(sw::Describable* parent, std::vector<std::unique_ptr<T>>* items, Hooks hooks)
      : parent_(parent), hooks_(std::move(hooks)) {
    static_assert(std::is_base_of_v<sw::Describable, T>, "a described list holds described objects");
    ops_.items = [items] {
      std::vector<sw::Describable*> out;
      out.reserve(items->size());
      for (const auto& item : *items) out.push_back(item.get());
      return out;
    };
    ops_.takeAll = [items] {
      std::vector<std::unique_ptr<sw::Describable>> out;
      out.reserve(items->size());
      for (auto& item : *items) out.push_back(std::move(item));
      items->clear();
      return out;
    };
    ops_.putAll = [items](std::vector<std::unique_ptr<sw::Describable>> all) {
      items->clear();
      items->reserve(all.size());
      // Only items that accepts() let in ever reach here (ListEdit checks), so the cast holds.
      for (auto& item : all) items->push_back(std::unique_ptr<T>(static_cast<T*>(item.release())));
    };
    ops_.accepts = [](const sw::Describable& item) { return dynamic_cast<const T*>(&item) != nullptr; };
    ops_.copy = [](const sw::Describable& item) -> std::unique_ptr<sw::Describable> {
      if constexpr (std::is_copy_constructible_v<T>)
        return std::make_unique<T>(static_cast<const T&>(item));
      else
        return nullptr;
    };
  }

  // Whose children these are: names are unique among them (sw::nameProblemUnder).
  sw::Describable& parent() const { return *parent_; }
  std::vector<sw::Describable*> items() const { return ops_.items(); }
  int indexOf(const sw::Describable* item) const;  // -1 when not in the list
  // Whether `item` is of the list's type.
  bool accepts(const sw::Describable& item) const { return ops_.accepts(item); }
  // A copy of `item` (of the list's type), for a duplicate: owns copies of its children.
  // nullptr for a type that cannot be copied.
  std::unique_ptr<sw::Describable> copyOf(const sw::Describable& item) const { return ops_.copy(item); }

  // For ListEditCommand: every item out, and the list made of `all` (of the list's type).
  std::vector<std::unique_ptr<sw::Describable>> takeAll() const { return ops_.takeAll(); }
  void putAll(std::vector<std::unique_ptr<sw::Describable>> all) const { ops_.putAll(std::move(all)); }
  const Hooks& hooks() const { return hooks_; }

 private:
  struct Ops {
    std::function<std::vector<sw::Describable*>()> items;
    std::function<std::vector<std::unique_ptr<sw::Describable>>()> takeAll;
    std::function<void(std::vector<std::unique_ptr<sw::Describable>>)> putAll;
    std::function<bool(const sw::Describable&)> accepts;
    std::function<std::unique_ptr<sw::Describable>(const sw::Describable&)> copy;
  };
  sw::Describable* parent_;
  Ops ops_;
  Hooks hooks_;
};

}  // namespace sw::editor
