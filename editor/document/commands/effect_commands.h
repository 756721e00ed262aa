#pragma once
// Adding, duplicating and removing the project's particle effects (project.json "effects")
// and an effect's emitters, each one undo step: list edits (list_edit.h, project_lists.h).
// Their properties (renames included: every enemy type, part, weapon, game rule, barrier and
// sub-emitter naming the effect follows, as they declare what they refer to) are edited like
// every other described object, through property_edits.h, from the property grid.
#include <QUndoCommand>
#include <string>

#include "model/effects/particle_effect.h"

namespace sw::editor {

class Document;

// A new effect (defaultEffect: one burst emitter) named `base` or a free variant, at the end.
QUndoCommand* makeNewEffect(Document* document, const std::string& base = "effect");
// A copy named "<name>_copy" (or _copy_2 ...), after it.
QUndoCommand* makeDuplicateEffect(Document* document, sw::ParticleEffect* effect);
QUndoCommand* makeRemoveEffect(Document* document, sw::ParticleEffect* effect);
// A new emitter with the model's defaults at the end of the effect's, and removing one.
QUndoCommand* makeNewEmitter(Document* document, sw::ParticleEffect* effect);
QUndoCommand* makeRemoveEmitter(Document* document, sw::ParticleEffect* effect, sw::Emitter* emitter);

}  // namespace sw::editor
