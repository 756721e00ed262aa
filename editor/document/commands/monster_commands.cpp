#include "document/commands/monster_commands.h"

#include <QCoreApplication>
#include <memory>

#include "document/commands/list_edit.h"
#include "document/commands/project_lists.h"
#include "document/qt_strings.h"
#include "model/references/references.h"

namespace sw::editor {

namespace {
struct MonsterCommandsText {
  Q_DECLARE_TR_FUNCTIONS(MonsterCommands)
};
}  // namespace

QUndoCommand* makeNewMonster(Document* document, const std::string& base) {
  ListEdit edit(monsterList(document));
  const sw::Describable* added = edit.add(std::make_unique<sw::MonsterType>(sw::defaultMonster({})), base);
  // Quoted, as a new character is: "New monster type monster" reads as a stutter.
  return edit.command(MonsterCommandsText::tr("New monster type \u201C%1\u201D").arg(qs(sw::nameOf(*added))));
}

QUndoCommand* makeDuplicateMonster(Document* document, sw::MonsterType* monster) {
  return makeDuplicateItems(monsterList(document), {monster},
                            MonsterCommandsText::tr("Duplicate monster type %1").arg(qs(monster->name)));
}

QUndoCommand* makeRemoveMonster(Document* document, sw::MonsterType* monster) {
  return makeRemoveItems(monsterList(document), {monster},
                         MonsterCommandsText::tr("Delete monster type %1").arg(qs(monster->name)));
}

}  // namespace sw::editor
