#include "document/commands/property_edits.h"

#include <QCoreApplication>

#include "document/qt_strings.h"
#include "document/commands/refusal.h"
#include "document/document.h"
#include "document/commands/set_property_command.h"
#include "model/project/project.h"
#include "model/references/references.h"
#include "model/project/weapon_type.h"

#include <algorithm>

namespace sw::editor {

namespace {
// lupdate reads PropertyEditsText::tr calls under the context "ObjectEdits".
struct PropertyEditsText {
  Q_DECLARE_TR_FUNCTIONS(ObjectEdits)
};
}  // namespace

QUndoCommand* makeRename(Document* document, const EditSubject& subject, const QString& newName, QString* why) {
  if (why) why->clear();
  sw::Describable* object = subject.get();
  if (!object) return refuse(why, PropertyEditsText::tr("The object no longer exists."));
  sw::Describable* root = subject.tree();
  if (!root) root = &document->editableProject();
  const std::string from = sw::nameOf(*object), to = newName.trimmed().toStdString();
  if (to == from) return refuse(why, PropertyEditsText::tr("The name is unchanged."));
  if (subject.renamer()) return subject.renamer()(to, why);
  if (auto problem = sw::nameProblem(*root, *object, to)) {
    std::string message = *problem;
    if (!message.empty()) message[0] = char(std::toupper(static_cast<unsigned char>(message[0])));
    return refuse(why, qs(message) + QStringLiteral("."));
  }
  std::vector<PropertyChange> changes{{subject, "name", sw::Value(from), sw::Value(to)}};
  // Its own properties too: a state's transition back to itself follows the rename.
  for (auto& edit : sw::renameEdits(*root, *object, from, to))
    changes.push_back({edit.object, edit.property->key, edit.before, edit.after, true});
  // The loadout names weapons from game.json, outside the project tree the property
  // tables walk: a weapon's rename follows into it here, in the same step.
  if (dynamic_cast<const sw::WeaponType*>(object) && root == &document->editableProject()) {
    sw::GameRulesAsset& rules = document->editableProject().rules;
    std::vector<std::string> loadout = rules.loadout;
    if (std::find(loadout.begin(), loadout.end(), from) != loadout.end()) {
      std::replace(loadout.begin(), loadout.end(), from, to);
      changes.push_back({&rules, "loadout", sw::Value(rules.loadout), sw::Value(std::move(loadout)), true});
    }
  }
  // Likewise a sound cue's rename follows into the event sounds (their rewrite hook).
  if (dynamic_cast<const sw::SoundCue*>(object) && root == &document->editableProject()) {
    sw::GameRulesAsset& rules = document->editableProject().rules;
    const sw::Property* rows = sw::GameRulesAsset::describeType().find("eventSounds");
    if (rows && rows->rewrite)
      if (auto after = rows->rewrite(sw::Value(rules.eventSounds), from, to))
        changes.push_back({&rules, "eventSounds", sw::Value(rules.eventSounds), std::move(*after), true});
  }
  const QString text =
      changes.size() == 1
          ? PropertyEditsText::tr("Rename %1 to %2").arg(qs(from), qs(to))
          : PropertyEditsText::tr("Rename %1 to %2 (%n reference(s))", nullptr, int(changes.size() - 1)).arg(qs(from), qs(to));
  if (!subject.renameFollower()) return new SetPropertyCommand(document, std::move(changes), text);
  // The follower's commands run after the rename, in the same step.
  auto* step = new QUndoCommand(text);
  new SetPropertyCommand(document, std::move(changes), text, 0, step);
  subject.renameFollower()(from, to, step);
  return step;
}

QUndoCommand* makeSetProperty(Document* document, const std::vector<EditSubject>& subjects, const std::string& key,
                              const std::vector<sw::Value>& newValues, int mergeSerial, QString* why) {
  if (why) why->clear();
  if (subjects.empty()) return refuse(why, PropertyEditsText::tr("Nothing to edit"));
  if (newValues.size() != 1 && newValues.size() != subjects.size())
    return refuse(why, PropertyEditsText::tr("One value for every object is needed"));
  std::vector<PropertyChange> changes;  // every object, so a gesture's commands merge
  int changed = 0;
  std::string label = key;
  for (std::size_t i = 0; i < subjects.size(); ++i) {
    sw::Describable* object = subjects[i].get();
    const sw::Property* property = object ? object->description().find(key) : nullptr;
    if (!property)
      return refuse(why, subjects.size() == 1 ? PropertyEditsText::tr("Unknown property %1").arg(qs(key))
                                              : PropertyEditsText::tr("%1 is not a property of every selected object").arg(qs(key)));
    label = property->label;
    if (property->readOnly) return refuse(why, PropertyEditsText::tr("%1 is read-only").arg(qs(label)));
    const sw::Value& after = newValues.size() == 1 ? newValues.front() : newValues[i];
    sw::Value before = property->get(*object);
    if (after == before) {
      if (key != "name") changes.push_back({subjects[i], key, before, before});
      continue;
    }
    ++changed;
    // Checks run on what changes only: an object already holding a bad value (read from a
    // file) is not a reason to refuse editing the others.
    const std::string name = sw::nameOf(*object);
    const QString who = subjects.size() > 1 && !name.empty() ? qs(name) + QStringLiteral(": ") : QString();
    if (auto problem = property->checkEdit(after)) return refuse(why, who + qs(label) + QStringLiteral(": ") + qs(*problem));
    if (!property->refersTo.empty() && key != "name" &&
        property->refersToType(object->description().typeName(), object->nameFamily()))
      if (const auto* s = std::get_if<std::string>(&after); s && !s->empty() && *s == name)
        return refuse(why, PropertyEditsText::tr("%1 cannot refer to itself (%2)").arg(qs(name), qs(label)));
    changes.push_back({subjects[i], key, std::move(before), after});
  }
  if (changed == 0) return nullptr;
  if (key == "name") {
    if (changed > 1)
      return refuse(why, PropertyEditsText::tr("Names are unique: select one object to rename it"));
    return makeRename(document, changes.front().subject, qs(std::get<std::string>(changes.front().after)), why);
  }
  const int count = int(subjects.size());
  return new SetPropertyCommand(document, std::move(changes), setPropertyText(label, count), mergeSerial);
}

}  // namespace sw::editor
