#include "document/commands/character_commands.h"

#include <QCoreApplication>
#include <memory>

#include "document/commands/list_edit.h"
#include "document/commands/project_lists.h"
#include "document/qt_strings.h"
#include "model/references/references.h"

namespace sw::editor {

namespace {
struct CharacterCommandsText {
  Q_DECLARE_TR_FUNCTIONS(CharacterCommands)
};
}  // namespace

QUndoCommand* makeNewCharacter(Document* document) {
  ListEdit edit(characterList(document));
  const sw::Describable* added =
      edit.add(std::make_unique<sw::CharacterType>(sw::defaultCharacter({})), "character");
  // Quoted: the first one is named "character", and "New character character" reads as a stutter.
  return edit.command(CharacterCommandsText::tr("New character \u201C%1\u201D").arg(qs(sw::nameOf(*added))));
}

QUndoCommand* makeDuplicateCharacter(Document* document, sw::CharacterType* character) {
  return makeDuplicateItems(characterList(document), {character},
                            CharacterCommandsText::tr("Duplicate character %1").arg(qs(character->name)));
}

QUndoCommand* makeRemoveCharacter(Document* document, sw::CharacterType* character) {
  return makeRemoveItems(characterList(document), {character},
                         CharacterCommandsText::tr("Delete character %1").arg(qs(character->name)));
}

}  // namespace sw::editor
