#include "document/commands/effect_commands.h"

#include <QCoreApplication>
#include <memory>

#include "document/commands/list_edit.h"
#include "document/commands/project_lists.h"
#include "document/qt_strings.h"
#include "model/references/references.h"

namespace sw::editor {

namespace {
struct EffectCommandsText {
  Q_DECLARE_TR_FUNCTIONS(EffectCommands)
};
}  // namespace

QUndoCommand* makeNewEffect(Document* document, const std::string& base) {
  ListEdit edit(effectList(document));
  const sw::Describable* added = edit.add(std::make_unique<sw::ParticleEffect>(sw::defaultEffect({})), base);
  return edit.command(EffectCommandsText::tr("New effect \u201C%1\u201D").arg(qs(sw::nameOf(*added))));
}

QUndoCommand* makeDuplicateEffect(Document* document, sw::ParticleEffect* effect) {
  return makeDuplicateItems(effectList(document), {effect},
                            EffectCommandsText::tr("Duplicate effect %1").arg(qs(effect->name)));
}

QUndoCommand* makeRemoveEffect(Document* document, sw::ParticleEffect* effect) {
  return makeRemoveItems(effectList(document), {effect}, EffectCommandsText::tr("Delete effect %1").arg(qs(effect->name)));
}

QUndoCommand* makeNewEmitter(Document* document, sw::ParticleEffect* effect) {
  ListEdit edit(emitterList(document, effect));
  const sw::Describable* added = edit.add(std::make_unique<sw::Emitter>(), "emitter");
  return edit.command(EffectCommandsText::tr("New emitter \u201C%1\u201D").arg(qs(sw::nameOf(*added))));
}

QUndoCommand* makeRemoveEmitter(Document* document, sw::ParticleEffect* effect, sw::Emitter* emitter) {
  return makeRemoveItems(emitterList(document, effect), {emitter},
                         EffectCommandsText::tr("Delete emitter %1").arg(qs(emitter->name)));
}

}  // namespace sw::editor
