#pragma once
// The described lists of the document's project (described_list.h), each with what the
// document hears when it changes and what it shows afterwards: a new or restored weapon,
// character, monster type, enemy type, state or tile definition becomes the current one, a
// level is shown, and whatever left the project stops being current (a tileset's brush and
// picked tiles too). A ListEdit (list_edit.h) on any of these is one undo step; a new kind of
// list is one more function here.
#include "document/commands/described_list.h"

namespace sw {
class EnemyPart;
class ParticleEffect;
class EnemyType;
}

namespace sw::editor {

class Document;

DescribedList weaponList(Document* document);
DescribedList characterList(Document* document);
DescribedList monsterList(Document* document);
DescribedList effectList(Document* document);
// An effect's emitters.
DescribedList emitterList(Document* document, sw::ParticleEffect* effect);
DescribedList soundCueList(Document* document);
DescribedList enemyTypeList(Document* document);
// The states of the type's body, or of its part `part` when given.
DescribedList enemyStateList(Document* document, sw::EnemyType* type, sw::EnemyPart* part = nullptr);
DescribedList enemyPartList(Document* document, sw::EnemyType* type);
DescribedList bulletKindList(Document* document);
DescribedList patternList(Document* document);
DescribedList levelList(Document* document);
DescribedList tileDefList(Document* document);
DescribedList tilesetList(Document* document);

}  // namespace sw::editor
