#include "document/commands/weapon_commands.h"

#include <QCoreApplication>
#include <algorithm>
#include <memory>

#include "document/document.h"
#include "document/qt_strings.h"
#include "model/references/references.h"

namespace sw::editor {

namespace {
struct Text {
  Q_DECLARE_TR_FUNCTIONS(WeaponCommands)
};

// Adds (adding) or removes a weapon type; undo does the opposite. The command owns the
// weapon while it is out of the project.
class WeaponListCommand : public QUndoCommand {
 public:
  WeaponListCommand(Document* document, std::unique_ptr<sw::WeaponType> held, sw::WeaponType* weapon, int index,
                    bool adding, const QString& text)
      : QUndoCommand(text), document_(document), held_(std::move(held)), weapon_(weapon), index_(index),
        adding_(adding) {}
  void redo() override { adding_ ? insert() : take(); }
  void undo() override { adding_ ? take() : insert(); }

 private:
  void insert() {
    auto& list = document_->editableProject().weapons;
    list.insert(list.begin() + std::clamp(index_, 0, int(list.size())), std::move(held_));
    document_->notifyWeaponsChanged();
    document_->setCurrentWeapons({weapon_});
  }
  void take() {
    auto& list = document_->editableProject().weapons;
    auto it = std::find_if(list.begin(), list.end(), [this](const auto& p) { return p.get() == weapon_; });
    if (it == list.end()) return;
    held_ = std::move(*it);
    list.erase(it);
    document_->notifyWeaponsChanged();
  }
  Document* document_;
  std::unique_ptr<sw::WeaponType> held_;  // set while the weapon is out of the project
  sw::WeaponType* weapon_;
  int index_;
  bool adding_;
};

std::string freeName(const sw::Project& project, const std::string& base) {
  std::string name = base;
  for (int n = 2; project.findWeaponType(name); ++n) name = base + "_" + std::to_string(n);
  return name;
}

QUndoCommand* add(Document* document, std::unique_ptr<sw::WeaponType> weapon, int index, const QString& text) {
  sw::WeaponType* raw = weapon.get();
  return new WeaponListCommand(document, std::move(weapon), raw, index, true, text);
}

}  // namespace

QUndoCommand* makeNewWeapon(Document* document, sw::WeaponKind kind) {
  const sw::Project& project = document->project();
  auto weapon = std::make_unique<sw::WeaponType>(sw::defaultWeapon(kind, freeName(project, sw::toString(kind))));
  const QString text = Text::tr("New weapon %1").arg(qs(weapon->name));
  return add(document, std::move(weapon), int(project.weapons.size()), text);
}

QUndoCommand* makeDuplicateWeapon(Document* document, sw::WeaponType* weapon) {
  const sw::Project& project = document->project();
  auto copy = std::make_unique<sw::WeaponType>(*weapon);
  copy->name = freeName(project, weapon->name + "_copy");
  int index = 0;
  while (index < int(project.weapons.size()) && project.weapons[std::size_t(index)].get() != weapon) ++index;
  const QString text = Text::tr("Duplicate weapon %1").arg(qs(weapon->name));
  return add(document, std::move(copy), index + 1, text);
}

QUndoCommand* makeRemoveWeapon(Document* document, sw::WeaponType* weapon) {
  const sw::Project& project = document->project();
  int index = 0;
  while (index < int(project.weapons.size()) && project.weapons[std::size_t(index)].get() != weapon) ++index;
  if (index == int(project.weapons.size())) return nullptr;
  return new WeaponListCommand(document, nullptr, weapon, index, false,
                               Text::tr("Delete weapon %1").arg(qs(weapon->name)));
}

}  // namespace sw::editor
