#include "document/commands/set_property_command.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>

#include "document/document.h"
#include "model/level/level_object_cast.h"
#include "model/level/objects_of.h"

namespace sw::editor {

namespace {
// lupdate reads SetPropertyCommandText::tr calls under the context "Commands".
struct SetPropertyCommandText {
  Q_DECLARE_TR_FUNCTIONS(Commands)
};
}  // namespace

QString setPropertyText(const std::string& label, int objectCount) {
  const QString l = QString::fromStdString(label);
  return objectCount == 1 ? SetPropertyCommandText::tr("Set %1").arg(l) : SetPropertyCommandText::tr("Set %1 on %n objects", nullptr, objectCount).arg(l);
}

SetPropertyCommand::SetPropertyCommand(Document* document, std::vector<PropertyChange> changes, const QString& text,
                                       int mergeSerial, QUndoCommand* parent)
    : QUndoCommand(text, parent), document_(document), changes_(std::move(changes)), mergeSerial_(mergeSerial) {}

SetPropertyCommand::SetPropertyCommand(Document* document, sw::Level* level, const QVector<ObjectId>& ids,
                                       const std::string& key, std::vector<sw::Value> newValues, int mergeSerial)
    : document_(document), mergeSerial_(mergeSerial) {
  std::string label = key;
  std::size_t i = 0;
  for (sw::LevelObject* object : sw::objectsOf(*level, ids)) {
    const std::size_t at = i++;
    const auto* property = object ? object->description().find(key) : nullptr;
    if (!property) continue;
    label = property->label;
    const sw::Value& after = newValues.size() == 1 ? newValues.front() : newValues[at];
    changes_.push_back({object, key, property->get(*object), after});
  }
  setText(setPropertyText(label, int(ids.size())));
}

void SetPropertyCommand::apply(bool forward) {
  std::vector<sw::Describable*> edited, shown;
  std::vector<const EditSubject*> located;
  edited.reserve(changes_.size());
  for (const auto& c : changes_) {
    sw::Describable* object = c.subject.get();
    const sw::Property* property = object ? object->description().find(c.key) : nullptr;
    const sw::Value& value = forward ? c.after : c.before;
    if (!property || value.index() == 0) continue;
    property->set(*object, value);
    if (c.subject.inTree()) {
      if (edited.empty() || edited.back() != object) edited.push_back(object);
      if (!c.follows) shown.push_back(object);
    } else if (located.empty() || !(*located.back() == c.subject)) {
      located.push_back(&c.subject);
    }
  }
  for (const auto* subject : located) subject->changed();
  std::vector<std::string> keys;  // usually one: a move sets "position" on every object
  for (const auto& c : changes_)
    if (std::find(keys.begin(), keys.end(), c.key) == keys.end()) keys.push_back(c.key);
  document_->notifyEdited(edited, std::move(keys));
  // Undo and redo show what they touched, when that is a set of the level's objects.
  // A selection that already holds all of it stays as it is: moving 25,000 selected
  // objects (of which the chain links and paths have no position) must neither shrink the
  // selection nor make the outliner and property grid follow a change of it.
  const Selection* selection = document_->selection();
  QSet<ObjectId> ids;
  bool allSelected = true;
  for (auto* object : shown) {
    auto* levelObject = sw::levelObjectCast(object);
    if (!levelObject) return;
    ids.insert(levelObject->id);
    allSelected = allSelected && selection->contains(levelObject->id);
  }
  if (!ids.isEmpty() && !allSelected) document_->selection()->set(ids);
}

bool SetPropertyCommand::mergeWith(const QUndoCommand* other) {
  auto* o = dynamic_cast<const SetPropertyCommand*>(other);
  if (!o || o->mergeSerial_ != mergeSerial_ || o->changes_.size() != changes_.size()) return false;
  for (std::size_t i = 0; i < changes_.size(); ++i)
    if (!(changes_[i].subject == o->changes_[i].subject) || changes_[i].key != o->changes_[i].key) return false;
  bool unchanged = true;
  for (std::size_t i = 0; i < changes_.size(); ++i) {
    changes_[i].after = o->changes_[i].after;
    unchanged = unchanged && changes_[i].after == changes_[i].before;
  }
  setObsolete(unchanged);  // dragged back to where it started: nothing to undo
  return true;
}

}  // namespace sw::editor
