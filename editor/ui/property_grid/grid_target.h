#pragma once
// What the property grid edits: the subjects of the document's edit focus
// (document/edit_focus.h), whoever set it, or one pinned object (the Game Rules panel).
// The grid never asks what kind of thing it shows. Every edit goes through apply(): a
// function gives each object's new value from its old one, the values are checked
// (Property::check, expression syntax, self references, unique names) and pushed as ONE
// command for all objects, or refused with a message and nothing pushed.
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>
#include <vector>

#include "core/property.h"
#include "document/edit_subject.h"

namespace sw::editor {
class Document;
}

namespace sw::editor::grid {

class GridTarget {
 public:
  explicit GridTarget(Document* document) : document_(document) {}

  // Re-reads the focus. Returns true when the targets changed.
  bool reload();
  // A grid that edits one object whatever is focused (the Game Rules panel): `find`
  // gives it (nullptr: nothing to edit), `title` names it.
  void pin(std::function<sw::Describable*()> find, std::function<QString()> title) {
    pinFind_ = std::move(find);
    pinTitle_ = std::move(title);
    subjects_.clear();
  }
  bool isPinned() const { return bool(pinFind_); }

  Document* document() const { return document_; }
  bool isEmpty() const { return subjects_.empty(); }
  std::size_t size() const { return subjects_.size(); }
  // The described objects, in the focus's order (those gone since the last reload left out).
  std::vector<const sw::Describable*> objects() const;

  // The focus's title: "Marker 'boss_start'", "3 Markers", "Level 'Stage 1'".
  QString title() const;
  // Names the reference property `key` of the targets may take: the objects of the type it
  // refers to that are in the first target's scope (model/references.h), the target
  // itself excluded.
  QStringList referenceChoices(const std::string& key) const;
  // Why `value` for reference property `key` names nothing in the targets' scope ("No Path
  // named 'x'"), or nothing when it resolves or is empty.
  std::optional<QString> brokenReference(const std::string& key, const std::string& value) const;
  // The objects as the property command reaches them (same order as objects()).
  const std::vector<EditSubject>& subjects() const { return subjects_; }
  // Why `key` cannot be edited on these targets at all (read-only, names of several
  // objects), or nothing.
  std::optional<QString> whyNotEditable(const sw::Property& property) const;
  // What is wrong with item `item` of the list property `key` (the focus's owner judges:
  // an enemy state's action line that does not parse), or nothing.
  std::optional<QString> itemProblem(const std::string& key, int item) const;

  // new value of object `index` from its old value; nothing leaves that object unchanged.
  using Edit = std::function<std::optional<sw::Value>(std::size_t index, const sw::Value& old)>;
  // Pushes one command, or returns why not (and pushes nothing). No change: nothing
  // pushed and no message.
  std::optional<QString> apply(const std::string& key, const Edit& edit, int mergeSerial = 0);

 private:
  Document* document_;
  std::vector<EditSubject> subjects_;
  std::function<sw::Describable*()> pinFind_;
  std::function<QString()> pinTitle_;
};

}  // namespace sw::editor::grid
