#include "document/commands/weapon_commands.h"

#include <QCoreApplication>
#include <memory>

#include "document/commands/list_edit.h"
#include "document/commands/project_lists.h"
#include "document/qt_strings.h"
#include "model/references/references.h"

namespace sw::editor {

namespace {
struct WeaponCommandsText {
  Q_DECLARE_TR_FUNCTIONS(WeaponCommands)
};
}  // namespace

QUndoCommand* makeNewWeapon(Document* document, sw::WeaponKind kind) {
  ListEdit edit(weaponList(document));
  const sw::Describable* added =
      edit.add(std::make_unique<sw::WeaponType>(sw::defaultWeapon(kind, {})), sw::toString(kind));
  return edit.command(WeaponCommandsText::tr("New weapon %1").arg(qs(sw::nameOf(*added))));
}

QUndoCommand* makeDuplicateWeapon(Document* document, sw::WeaponType* weapon) {
  return makeDuplicateItems(weaponList(document), {weapon},
                            WeaponCommandsText::tr("Duplicate weapon %1").arg(qs(weapon->name)));
}

QUndoCommand* makeRemoveWeapon(Document* document, sw::WeaponType* weapon) {
  return makeRemoveItems(weaponList(document), {weapon}, WeaponCommandsText::tr("Delete weapon %1").arg(qs(weapon->name)));
}

}  // namespace sw::editor
