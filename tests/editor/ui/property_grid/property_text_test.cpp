// Every word the property descriptions show (labels, categories, kinds, enum choices)
// must be listed for translation in property_text.cpp, or the German UI shows English.
#include "model/platformer/platform_geometry.h"
#include "model/platformer/puzzle_objects.h"
#include "model/tiles/tileset.h"
#include <QtTest>

#include "model/level/nav_objects.h"
#include <set>

#include "model/effects/particle_effect.h"
#include "model/enemies/enemy_part.h"
#include "model/enemies/enemy_type.h"
#include "model/paths/path.h"
#include "model/level/spawn.h"
#include "model/level/level.h"
#include "model/level/level_object.h"
#include "model/project/game_rules_asset.h"
#include "model/project/project.h"
#include "model/project/weapon_type.h"
#include "model/tiles/tile_def.h"
#include "ui/property_grid/grid_values.h"
#include "document/property_text.h"

using namespace sw;

class PropertyTextTest : public QObject {
  Q_OBJECT
 private slots:
  void everyDescriptionWordIsListed() {
    std::set<QString> listed;
    for (const char* text : editor::grid::listedPropertyTexts()) listed.insert(QString::fromUtf8(text));
    QStringList missing;
    auto need = [&](const QString& text) {
      if (!listed.count(text) && !missing.contains(text)) missing << text;
    };
    for (const TypeDescription* d : {&TileDef::describeType(), &Level::describeType(), &Project::describeType(),
                                     &TileInstance::describeType(), &Marker::describeType(),
                                     &Trigger::describeType(), &Loop::describeType(),
                                     &EnemyType::describeType(), &EnemyState::describeType(), &EnemyPart::describeType(),
                                     &Path::describeType(),
                                     &Spawn::describeType(), &NavNode::describeType(), &NavLink::describeType(),
                                     &CharacterType::describeType(), &PlatformGeometry::describeType(),
                                     &CharacterStart::describeType(), &Door::describeType(), &Switch::describeType(),
                                     &Crate::describeType(), &Barrier::describeType(), &Checkpoint::describeType(),
                                     &Goal::describeType(), &TilesetTile::describeType(),
                                     &MonsterType::describeType(), &Monster::describeType(),
                                     &ParticleEffect::describeType(), &Emitter::describeType(), &SoundCue::describeType(),
                                     &WeaponType::describeType(), &GameRulesAsset::describeType()}) {
      need(editor::grid::readableName(d->typeName()));
      for (const auto& p : d->properties()) {
        need(QString::fromStdString(p.label));
        need(QString::fromStdString(p.category));
        for (const auto& choice : p.enumNames) need(editor::grid::readableName(choice));
      }
    }
    QVERIFY2(missing.isEmpty(), qPrintable("not listed in property_text.cpp: " + missing.join(", ")));
  }
};

QTEST_APPLESS_MAIN(PropertyTextTest)
#include "property_text_test.moc"
