#pragma once
// How the property command finds an object again at every redo and undo.
//
// Objects of the project tree (levels, their objects, tile definitions, enemy types and
// states) are owned through unique_ptr, and the commands that remove them keep them alive,
// so their address is enough. Objects held by value inside something that is replaced or
// reordered (a tile layer of a chain link, a tile of a tileset, a graph node's parameters)
// are found through a locator their owner provides, which also tells that owner's views.
#include <functional>
#include <memory>
#include <string>

class QString;
class QUndoCommand;

#include "core/property.h"

namespace sw::editor {

class EditSubject {
 public:
  EditSubject() = default;
  EditSubject(sw::Describable* object) : object_(object) {}  // NOLINT: a tree object is its own subject
  // `find` returns the object or nullptr when it is gone; `changed` runs after an edit;
  // `identity` is equal for the same object (merging compares subjects).
  EditSubject(std::function<sw::Describable*()> find, std::function<void()> changed, std::string identity)
      : locator_(std::make_shared<Locator>(Locator{std::move(find), std::move(changed), std::move(identity)})) {}

  sw::Describable* get() const { return locator_ ? locator_->find() : object_; }
  // True for objects of the project tree (the Document tells the views itself).
  bool inTree() const { return !locator_; }
  void changed() const {
    if (locator_ && locator_->changed) locator_->changed();
  }
  // References no property table can see (placed tiles name a tileset tile by a (tileset,
  // tile) pair): the owner adds child commands that follow a rename from `from` to `to`.
  using RenameFollower = std::function<void(const std::string& from, const std::string& to, QUndoCommand* parent)>;
  EditSubject& followRenames(RenameFollower follower) {
    follower_ = std::move(follower);
    return *this;
  }
  const RenameFollower& renameFollower() const { return follower_; }
  // The tree whose names and references a rename of this object checks and rewrites; the
  // project when empty (a tileset tile: its tileset).
  EditSubject& withinTree(std::function<sw::Describable*()> root) {
    root_ = std::move(root);
    return *this;
  }
  sw::Describable* tree() const { return root_ ? root_() : nullptr; }
  // A rename its owner makes itself, because some references are no property (a bullet
  // pattern's name in behaviour lines): makeRename hands the new name over and pushes what
  // comes back (nullptr and `why`: refused).
  using Renamer = std::function<QUndoCommand*(const std::string& to, QString* why)>;
  EditSubject& renamesWith(Renamer renamer) {
    renamer_ = std::move(renamer);
    return *this;
  }
  const Renamer& renamer() const { return renamer_; }

  bool operator==(const EditSubject& o) const {
    if (bool(locator_) != bool(o.locator_)) return false;
    return locator_ ? locator_->identity == o.locator_->identity : object_ == o.object_;
  }

 private:
  struct Locator {
    std::function<sw::Describable*()> find;
    std::function<void()> changed;
    std::string identity;
  };
  sw::Describable* object_ = nullptr;
  std::shared_ptr<const Locator> locator_;
  RenameFollower follower_;
  std::function<sw::Describable*()> root_;
  Renamer renamer_;
};

}  // namespace sw::editor
