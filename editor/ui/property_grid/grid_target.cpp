// The grid's targets: read from the edit focus, checked and changed through the one
// property command.
#include "ui/property_grid/grid_target.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>

#include "document/document.h"
#include "document/focus/edit_focus.h"
#include "document/commands/property_edits.h"
#include "document/property_text.h"
#include "document/qt_strings.h"
#include "model/references/references.h"

namespace sw::editor::grid {

namespace {
// lupdate reads GridTargetText::tr calls under the context "PropertyGrid".
struct GridTargetText {
  Q_DECLARE_TR_FUNCTIONS(PropertyGrid)
};
}  // namespace

bool GridTarget::reload() {
  std::vector<EditSubject> subjects;
  if (isPinned()) {
    if (sw::Describable* pinned = pinFind_()) subjects.push_back(pinned);
  } else {
    subjects = document_->focus()->subjects();
  }
  const bool changed = subjects != subjects_;
  subjects_ = std::move(subjects);
  return changed;
}

std::vector<const sw::Describable*> GridTarget::objects() const {
  std::vector<const sw::Describable*> out;
  out.reserve(subjects_.size());
  for (const EditSubject& s : subjects_)
    if (const sw::Describable* o = s.get()) out.push_back(o);
  return out;
}

QString GridTarget::title() const {
  if (isPinned()) return pinTitle_ ? pinTitle_() : QString();
  return document_->focus()->title();
}

QStringList GridTarget::referenceChoices(const std::string& key) const {
  QStringList names;
  const auto objects = this->objects();
  const sw::Property* property = objects.empty() ? nullptr : objects.front()->description().find(key);
  if (!property) return names;
  // Every target is left out: none of them may refer to itself.
  QSet<QString> targets;
  for (const auto* o : objects) targets.insert(qs(sw::nameOf(*o)));
  sw::Describable& root = document_->editableProject();
  for (const auto& name : sw::referenceCandidates(root, *objects.front(), *property))
    if (!targets.contains(qs(name))) names << qs(name);
  names.sort(Qt::CaseInsensitive);
  return names;
}

std::optional<QString> GridTarget::brokenReference(const std::string& key, const std::string& value) const {
  if (value.empty()) return std::nullopt;
  const auto objects = this->objects();
  const sw::Property* property = objects.empty() ? nullptr : objects.front()->description().find(key);
  if (!property || property->refersTo.empty()) return std::nullopt;
  for (const auto* o : objects)
    if (sw::nameOf(*o) == value) return std::nullopt;  // a self reference is reported on its own
  const auto names = sw::referenceCandidates(document_->editableProject(), *objects.front(), *property);
  if (std::binary_search(names.begin(), names.end(), value)) return std::nullopt;
  if (property->refersTo == "LevelObject")
    return GridTargetText::tr("No object named '%1' in this level").arg(qs(value));
  return GridTargetText::tr("No %1 named '%2'").arg(readableText(property->refersTo), qs(value));
}

std::optional<QString> GridTarget::whyNotEditable(const sw::Property& property) const {
  if (property.readOnly) return GridTargetText::tr("%1 is read-only").arg(propertyText(property.label));
  if (property.key == "name" && size() > 1)
    return GridTargetText::tr("Names are unique: select one object to rename it");
  return std::nullopt;
}

std::optional<QString> GridTarget::itemProblem(const std::string& key, int item) const {
  if (isPinned() || item < 0) return std::nullopt;
  FocusOwner* owner = document_->focus()->owner();
  return owner ? owner->itemProblem(key, item) : std::nullopt;
}

std::optional<QString> GridTarget::apply(const std::string& key, const Edit& edit, int mergeSerial) {
  reload();  // the focus is the truth, even if a refresh is still queued
  const auto objects = this->objects();
  if (objects.empty()) return GridTargetText::tr("Nothing to edit");
  if (const sw::Property* first = objects.front()->description().find(key))
    if (auto why = whyNotEditable(*first)) return why;
  std::vector<sw::Value> values;
  values.reserve(objects.size());
  for (std::size_t i = 0; i < objects.size(); ++i) {
    const sw::Property* property = objects[i]->description().find(key);
    if (!property) return GridTargetText::tr("%1 is not a property of every selected object").arg(qs(key));
    sw::Value old = property->get(*objects[i]);
    std::optional<sw::Value> changed = edit(i, old);
    values.push_back(changed ? std::move(*changed) : std::move(old));
  }
  QString why;
  QUndoCommand* command = makeSetProperty(document_, subjects_, key, values, mergeSerial, &why);
  if (!command) return why.isEmpty() ? std::nullopt : std::optional<QString>(why);
  document_->undoStack()->push(command);
  if (!isPinned())
    if (FocusOwner* owner = document_->focus()->owner()) owner->edited(key);
  return std::nullopt;
}

}  // namespace sw::editor::grid
