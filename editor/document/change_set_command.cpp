#include "document/change_set_command.h"

#include <QSet>

#include "document/document.h"

namespace sw::editor {

ChangeSetCommand::ChangeSetCommand(Document* document, sw::Level* level, std::vector<PropertyChange> changes,
                                   const QString& text, int mergeSerial)
    : document_(document), level_(level), changes_(std::move(changes)), mergeSerial_(mergeSerial) {
  setText(text);
  QSet<ObjectId> seen;
  for (const auto& c : changes_)
    if (!seen.contains(c.id)) {
      seen.insert(c.id);
      ids_.push_back(c.id);
    }
}

void ChangeSetCommand::apply(bool forward) {
  for (const auto& c : changes_) {
    auto* object = level_->findById(c.id);
    const auto* property = object ? object->description().find(c.key) : nullptr;
    if (property) property->set(*object, forward ? c.after : c.before);
  }
  document_->notifyObjectsChanged(ids_);
  document_->selection()->set(QSet<ObjectId>(ids_.begin(), ids_.end()));
}

void ChangeSetCommand::redo() { apply(true); }
void ChangeSetCommand::undo() { apply(false); }

bool ChangeSetCommand::mergeWith(const QUndoCommand* other) {
  auto* o = dynamic_cast<const ChangeSetCommand*>(other);
  if (!o || o->mergeSerial_ != mergeSerial_ || o->level_ != level_ || o->changes_.size() != changes_.size())
    return false;
  for (std::size_t i = 0; i < changes_.size(); ++i)
    if (changes_[i].id != o->changes_[i].id || changes_[i].key != o->changes_[i].key) return false;
  bool unchanged = true;
  for (std::size_t i = 0; i < changes_.size(); ++i) {
    changes_[i].after = o->changes_[i].after;
    unchanged = unchanged && changes_[i].after == changes_[i].before;
  }
  setObsolete(unchanged);
  return true;
}

}  // namespace sw::editor
