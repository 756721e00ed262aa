// What a Log message names, found from its file and JSON Pointer (#45 friction 7): level
// objects and chain links (in another level too, which becomes current), tile definitions,
// enemy types and their states, weapons, patterns, game.json; absolute file names as load
// errors give them; pointers past the end or into unknown files name nothing.
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "document/commands/asset_commands.h"
#include "document/document.h"
#include "document/focus/message_place.h"
#include "model/enemies/enemy_type.h"
#include "model/level/level.h"
#include "model/project/project.h"
#include "model/project/weapon_type.h"
#include "model/tiles/tile_def.h"
#include "support/demo_copy.h"

using namespace sw::editor;
using Kind = MessagePlace::Kind;

class MessagePlaceTest : public QObject {
  Q_OBJECT
 private slots:
  void findsWhatTheMessageNames() {
    QTemporaryDir dir;
    Document doc;
    QVERIFY(doc.open(sw::test::copyDemo(dir)).empty());
    const sw::Project& project = doc.project();
    const QString levelFile = QString::fromStdString(project.levels[0]->file);
    const sw::Level& level = *project.levels[0];

    MessagePlace place = findMessagePlace(doc, levelFile, QStringLiteral("/objects/2/tick"));
    QCOMPARE(place.kind, Kind::Object);
    QCOMPARE(place.object, level.objects[2]->id);
    place = findMessagePlace(doc, levelFile, QStringLiteral("/chain/1/tile"));
    QCOMPARE(place.kind, Kind::Object);
    QCOMPARE(place.object, level.chain[1]->id);
    place = findMessagePlace(doc, QDir(dir.path()).filePath(QStringLiteral("demo/") + levelFile), QStringLiteral("/objects/0"));
    QCOMPARE(place.kind, Kind::Object);  // an absolute name, as load errors give
    QCOMPARE(findMessagePlace(doc, levelFile, QStringLiteral("/objects/99999")).kind, Kind::Level);
    QCOMPARE(findMessagePlace(doc, levelFile, QStringLiteral("/objects/-1")).kind, Kind::Level);
    QCOMPARE(findMessagePlace(doc, levelFile, QString()).kind, Kind::Level);

    place = findMessagePlace(doc, QStringLiteral("project.json"), QStringLiteral("/enemyTypes/1/states/0/onTick/2"));
    QCOMPARE(place.kind, Kind::EnemyType);
    QCOMPARE(place.enemyType, project.enemyTypes[1].get());
    if (!project.enemyTypes[1]->states.empty()) QCOMPARE(place.enemyState, project.enemyTypes[1]->states[0].get());
    place = findMessagePlace(doc, QStringLiteral("project.json"), QStringLiteral("/enemyTypes/0/pattern"));
    QCOMPARE(place.enemyType, project.enemyTypes[0].get());
    QCOMPARE(place.enemyState, nullptr);
    place = findMessagePlace(doc, QStringLiteral("project.json"), QStringLiteral("/weapons/1/damage"));
    QCOMPARE(place.kind, Kind::Weapon);
    QCOMPARE(place.weapon, project.weapons[1].get());
    place = findMessagePlace(doc, QStringLiteral("project.json"), QStringLiteral("/patterns/0/commands/3"));
    QCOMPARE(place.kind, Kind::Pattern);
    QCOMPARE(place.pattern, project.patterns[0]->name);
    place = findMessagePlace(doc, QStringLiteral("project.json"), QStringLiteral("/tileDefs/0/mesh"));
    QCOMPARE(place.kind, Kind::TileDef);
    QCOMPARE(place.tileDef, project.tileDefs[0].get());
    QCOMPARE(findMessagePlace(doc, QStringLiteral("game.json"), QStringLiteral("/loadout/2")).kind, Kind::GameRules);
    QCOMPARE(findMessagePlace(doc, QStringLiteral("project.json"), QStringLiteral("/weapons/7")).kind, Kind::None);
    QCOMPARE(findMessagePlace(doc, QStringLiteral("project.json"), QStringLiteral("/name")).kind, Kind::None);
    QCOMPARE(findMessagePlace(doc, QStringLiteral("elsewhere.json"), QStringLiteral("/objects/0")).kind, Kind::None);
    QVERIFY(!goToMessagePlace(&doc, findMessagePlace(doc, QStringLiteral("elsewhere.json"), {})));
  }

  // A message about an object of the level not shown switches to that level and selects it.
  void goingThereSwitchesLevelAndSelects() {
    QTemporaryDir dir;
    Document doc;
    QVERIFY(doc.open(sw::test::copyDemo(dir)).empty());
    const QString firstFile = QString::fromStdString(doc.project().levels[0]->file);
    const sw::ObjectId target = doc.project().levels[0]->objects[1]->id;
    doc.undoStack()->push(makeNewLevel(&doc));
    doc.setLevelIndex(1);
    QCOMPARE(doc.levelIndex(), 1);
    QVERIFY(goToMessagePlace(&doc, findMessagePlace(doc, firstFile, QStringLiteral("/objects/1/name"))));
    QCOMPARE(doc.levelIndex(), 0);
    QCOMPARE(doc.selection()->ids(), QSet<sw::ObjectId>({target}));

    QVERIFY(goToMessagePlace(&doc, findMessagePlace(doc, QStringLiteral("project.json"), QStringLiteral("/weapons/0"))));
    QCOMPARE(doc.currentWeapons().size(), std::size_t(1));
    QCOMPARE(doc.currentWeapons()[0], doc.project().weapons[0].get());
  }
};

QTEST_GUILESS_MAIN(MessagePlaceTest)
#include "message_place_test.moc"
