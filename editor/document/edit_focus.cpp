// The one edit focus (edit_focus.h): who holds it, and the verbs that need no owner.
#include "document/edit_focus.h"

#include "document/property_edits.h"
#include "document/qt_strings.h"
#include "model/references.h"

namespace sw::editor {

namespace {
// The one subject a rename acts on, when there is exactly one with an editable name.
sw::Describable* renamable(const std::vector<EditSubject>& subjects) {
  if (subjects.size() != 1) return nullptr;
  sw::Describable* object = subjects.front().get();
  const sw::Property* name = object ? object->description().find("name") : nullptr;
  return name && !name->readOnly ? object : nullptr;
}
}  // namespace

bool FocusOwner::can(EditVerb verb) const { return verb == EditVerb::Rename && renamable(focusSubjects()); }

EditFocus::EditFocus(Document* document) : QObject(nullptr), document_(document) {}

void EditFocus::setFallback(FocusOwner* owner) {
  fallback_ = owner;
  owner_ = owner;
  emit changed();
}

void EditFocus::take(FocusOwner* owner) {
  if (!owner) return release(owner_);
  if (owner == owner_) {
    emit changed();
    return;
  }
  FocusOwner* previous = owner_;
  owner_ = owner;  // before focusLost: what the previous holder does then must not take it back
  if (previous) previous->focusLost();
  emit changed();
}

void EditFocus::release(FocusOwner* owner) {
  if (!owner || owner != owner_ || owner == fallback_) {
    if (owner && owner == owner_) emit changed();  // the fallback's pick changed (nothing selected now)
    return;
  }
  owner_ = fallback_;
  emit changed();
}

void EditFocus::ownerChanged(const FocusOwner* owner) {
  if (owner && owner == owner_) emit changed();
}

void EditFocus::reset() {
  owner_ = fallback_;
  emit changed();
}

std::vector<EditSubject> EditFocus::subjects() const {
  return owner_ ? owner_->focusSubjects() : std::vector<EditSubject>{};
}

QString EditFocus::title() const { return owner_ ? owner_->focusTitle() : QString(); }

bool EditFocus::can(EditVerb verb) const { return owner_ && owner_->can(verb); }

QString EditFocus::nameToRename() const {
  const sw::Describable* object = owner_ ? renamable(owner_->focusSubjects()) : nullptr;
  return object ? qs(sw::nameOf(*object)) : QString();
}

QUndoCommand* EditFocus::renameCommand(const QString& newName, QString* why) const {
  const auto subjects = this->subjects();
  if (!can(EditVerb::Rename) || !renamable(subjects)) {
    if (why) why->clear();
    return nullptr;
  }
  return makeRename(document_, subjects.front(), newName, why);
}

}  // namespace sw::editor
