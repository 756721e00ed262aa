// objectCast gives what dynamic_cast gives for every kind of level object, through const
// and non-const pointers, and nullptr for nullptr; so does levelObjectCast from any
// described object: every kind of level object, and the project's other kinds, which are not.
#include <QtTest>

#include <memory>
#include <vector>

#include "model/enemies/enemy_type.h"
#include "model/level/level.h"
#include "model/level/level_object.h"
#include "model/level/level_object_cast.h"
#include "model/project/project.h"
#include "model/tiles/tile_def.h"
#include "model/project/weapon_type.h"
#include "model/level/nav_objects.h"
#include "model/paths/path.h"
#include "model/level/spawn.h"

using namespace sw;

namespace {
std::vector<std::unique_ptr<LevelObject>> oneOfEach() {
  std::vector<std::unique_ptr<LevelObject>> all;
  all.push_back(std::make_unique<TileInstance>());
  all.push_back(std::make_unique<Marker>());
  all.push_back(std::make_unique<Trigger>());
  all.push_back(std::make_unique<Loop>());
  all.push_back(std::make_unique<NavNode>());
  all.push_back(std::make_unique<NavLink>());
  all.push_back(std::make_unique<Path>());
  all.push_back(std::make_unique<Spawn>());
  return all;
}

template <class T>
int agreeing(const std::vector<std::unique_ptr<LevelObject>>& all) {
  int matches = 0;
  for (const auto& object : all) {
    LevelObject* mutableObject = object.get();
    const LevelObject* constObject = object.get();
    if (objectCast<T*>(mutableObject) != dynamic_cast<T*>(mutableObject)) return -1;
    if (objectCast<const T*>(constObject) != dynamic_cast<const T*>(constObject)) return -1;
    if (objectCast<T*>(mutableObject)) ++matches;
  }
  return matches;
}
}  // namespace

class ObjectCastTest : public QObject {
  Q_OBJECT
 private slots:
  void agreesWithDynamicCastForEveryKind() {
    const auto all = oneOfEach();
    // Each kind matches exactly its own object, as dynamic_cast says.
    QCOMPARE(agreeing<TileInstance>(all), 1);
    QCOMPARE(agreeing<Marker>(all), 1);
    QCOMPARE(agreeing<Trigger>(all), 1);
    QCOMPARE(agreeing<Loop>(all), 1);
    QCOMPARE(agreeing<NavNode>(all), 1);
    QCOMPARE(agreeing<NavLink>(all), 1);
    QCOMPARE(agreeing<Path>(all), 1);
    QCOMPARE(agreeing<Spawn>(all), 1);
  }

  void levelObjectCastAgreesWithDynamicCast() {
    std::vector<std::unique_ptr<LevelObject>> all = oneOfEach();
    for (const std::string& kind : freeObjectKinds()) all.push_back(createFreeObject(kind));  // any added later
    for (const auto& object : all) {
      QVERIFY(object);
      Describable* described = object.get();
      const Describable* constDescribed = object.get();
      QVERIFY(levelObjectCast(described) == object.get());
      QVERIFY(levelObjectCast(described) == dynamic_cast<LevelObject*>(described));
      QVERIFY(levelObjectCast(constDescribed) == dynamic_cast<const LevelObject*>(constDescribed));
    }
    Project project;
    Level level;
    TileDef tile;
    EnemyType enemy;
    WeaponType weapon;
    for (Describable* other : std::vector<Describable*>{&project, &level, &tile, &enemy, &weapon}) {
      QVERIFY(dynamic_cast<LevelObject*>(other) == nullptr);
      QVERIFY(levelObjectCast(other) == nullptr);
    }
    QVERIFY(levelObjectCast(static_cast<Describable*>(nullptr)) == nullptr);
  }

  void nullGivesNull() {
    const LevelObject* none = nullptr;
    QVERIFY(objectCast<const Spawn*>(none) == nullptr);
    LevelObject* noneMutable = nullptr;
    QVERIFY(objectCast<Path*>(noneMutable) == nullptr);
  }
};

QTEST_APPLESS_MAIN(ObjectCastTest)
#include "object_cast_test.moc"
