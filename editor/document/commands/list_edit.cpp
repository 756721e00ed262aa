#include "document/commands/list_edit.h"

#include <algorithm>

#include "model/references/references.h"

namespace sw::editor {

int DescribedList::indexOf(const sw::Describable* item) const {
  const auto all = items();
  const auto it = std::find(all.begin(), all.end(), item);
  return it == all.end() ? -1 : int(it - all.begin());
}

namespace {

bool contains(const std::vector<sw::Describable*>& list, const sw::Describable* item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

void setName(sw::Describable& item, const std::string& name) {
  if (const sw::Property* p = item.description().find("name")) p->set(item, sw::Value(name));
}

// Makes the list hold the items of `order`, in that order: each comes from the list or
// from `held`, and whatever the list held besides goes to `held`. Both orders of one
// command are made of the same items, so nothing is lost and nothing is made.
class ListEditCommand : public QUndoCommand {
 public:
  ListEditCommand(DescribedList list, std::vector<sw::Describable*> before,
                  std::vector<sw::Describable*> after, std::vector<std::unique_ptr<sw::Describable>> added,
                  std::vector<sw::Describable*> moved, const QString& text, QUndoCommand* parent)
      : QUndoCommand(text, parent),
        list_(std::move(list)),
        before_(std::move(before)),
        after_(std::move(after)),
        held_(std::move(added)) {
    for (sw::Describable* item : after_)
      if (!contains(before_, item) || contains(moved, item)) placedByRedo_.push_back(item);
    for (sw::Describable* item : before_)
      if (!contains(after_, item) || contains(moved, item)) placedByUndo_.push_back(item);
  }
  void redo() override { apply(after_, placedByRedo_); }
  void undo() override { apply(before_, placedByUndo_); }

 private:
  void apply(const std::vector<sw::Describable*>& order, const std::vector<sw::Describable*>& placed) {
    const auto& hooks = list_.hooks();
    if (hooks.changing) hooks.changing();
    std::vector<std::unique_ptr<sw::Describable>> pool = list_.takeAll();
    for (auto& item : held_) pool.push_back(std::move(item));
    held_.clear();
    std::vector<std::unique_ptr<sw::Describable>> next;
    next.reserve(order.size());
    for (sw::Describable* wanted : order) {
      auto it = std::find_if(pool.begin(), pool.end(), [wanted](const auto& p) { return p.get() == wanted; });
      if (it == pool.end()) continue;  // cannot happen while the stack is consistent
      next.push_back(std::move(*it));
    }
    for (auto& item : pool)
      if (item) held_.push_back(std::move(item));
    list_.putAll(std::move(next));
    if (hooks.changed) hooks.changed(placed);
  }

  DescribedList list_;
  std::vector<sw::Describable*> before_, after_;
  std::vector<std::unique_ptr<sw::Describable>> held_;  // the items out of the list
  std::vector<sw::Describable*> placedByRedo_, placedByUndo_;
};

}  // namespace

ListEdit::ListEdit(DescribedList list) : list_(std::move(list)), before_(list_.items()), after_(before_) {}
ListEdit::~ListEdit() = default;
ListEdit::ListEdit(ListEdit&&) noexcept = default;

std::vector<std::string> ListEdit::addedNames() const {
  std::vector<std::string> names;
  for (const auto& item : added_) names.push_back(sw::nameOf(*item));
  return names;
}

sw::Describable* ListEdit::insert(std::unique_ptr<sw::Describable> item, int index) {
  if (!item || !list_.accepts(*item)) return nullptr;
  const int size = int(after_.size());
  const int at = index < 0 || index > size ? size : index;
  sw::Describable* raw = item.get();
  after_.insert(after_.begin() + at, raw);
  added_.push_back(std::move(item));
  return raw;
}

sw::Describable* ListEdit::add(std::unique_ptr<sw::Describable> item, std::string_view base, int index) {
  if (!item || !list_.accepts(*item)) return nullptr;
  setName(*item, sw::freeNameUnder(list_.parent(), *item, base, addedNames()));
  return insert(std::move(item), index);
}

sw::Describable* ListEdit::duplicate(const sw::Describable& item) {
  const auto it = std::find(after_.begin(), after_.end(), &item);
  if (it == after_.end()) return nullptr;
  const int index = int(it - after_.begin()) + 1;
  auto copy = list_.copyOf(item);
  if (!copy) return nullptr;
  return add(std::move(copy), sw::nameOf(item) + "_copy", index);
}

bool ListEdit::remove(const sw::Describable& item) {
  const auto it = std::find(after_.begin(), after_.end(), &item);
  if (it == after_.end()) return false;
  after_.erase(it);
  // An item added by this edit and removed again is simply not added.
  added_.erase(std::remove_if(added_.begin(), added_.end(), [&](const auto& p) { return p.get() == &item; }),
               added_.end());
  moved_.erase(std::remove(moved_.begin(), moved_.end(), &item), moved_.end());
  return true;
}

bool ListEdit::move(const sw::Describable& item, int index) {
  const auto it = std::find(after_.begin(), after_.end(), &item);
  if (it == after_.end()) return false;
  sw::Describable* raw = *it;
  after_.erase(it);
  after_.insert(after_.begin() + std::clamp(index, 0, int(after_.size())), raw);
  if (!contains(moved_, raw)) moved_.push_back(raw);
  return true;
}

QUndoCommand* ListEdit::command(const QString& text, QUndoCommand* parent) {
  if (changesNothing()) return nullptr;
  return new ListEditCommand(std::move(list_), std::move(before_), std::move(after_), std::move(added_),
                             std::move(moved_), text, parent);
}

QUndoCommand* makeDuplicateItems(DescribedList list, const std::vector<const sw::Describable*>& items,
                                 const QString& text) {
  ListEdit edit(std::move(list));
  for (const sw::Describable* item : items)
    if (item) edit.duplicate(*item);
  return edit.command(text);
}

QUndoCommand* makeRemoveItems(DescribedList list, const std::vector<const sw::Describable*>& items,
                              const QString& text) {
  ListEdit edit(std::move(list));
  for (const sw::Describable* item : items)
    if (item) edit.remove(*item);
  return edit.command(text);
}

}  // namespace sw::editor
