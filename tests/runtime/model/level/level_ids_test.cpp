// Level::findById and placeOf find links and objects by id however the containers were
// edited behind the index's back (erased, inserted, reordered, moved between them), give
// nothing for id 0 or an id gone; objectsOf gives findById's answers for many ids.
#include <QtTest>
#include <memory>

#include "model/level/level.h"
#include "model/level/objects_of.h"
#include "model/io/project_io.h"

using namespace sw;

namespace {
template <class T>
T* add(std::vector<std::unique_ptr<T>>& into, ObjectId id) {
  auto object = std::make_unique<T>();
  object->id = id;
  T* raw = object.get();
  into.push_back(std::move(object));
  return raw;
}
template <class T>
LevelObject* addObject(Level& level, ObjectId id) {
  auto object = std::make_unique<T>();
  object->id = id;
  LevelObject* raw = object.get();
  level.objects.push_back(std::move(object));
  return raw;
}

bool placedAt(const Level& level, ObjectId id, bool inChain, std::size_t index) {
  const auto place = level.placeOf(id);
  return place && place->inChain == inChain && place->index == index;
}
}  // namespace

class LevelIdsTest : public QObject {
  Q_OBJECT
 private slots:
  void foundAfterAnyEdit() {
    Level level;
    std::vector<ObjectId> linkIds, objectIds;
    for (int i = 0; i < 100; ++i) {
      linkIds.push_back(add(level.chain, newObjectId())->id);
      objectIds.push_back(addObject<Marker>(level, newObjectId())->id);
    }
    for (std::size_t i = 0; i < 100; ++i) {
      QCOMPARE(level.findById(linkIds[i]), static_cast<LevelObject*>(level.chain[i].get()));
      QVERIFY(placedAt(level, linkIds[i], true, i));
      QVERIFY(placedAt(level, objectIds[i], false, i));
    }
    QVERIFY(!level.findById(0));
    QVERIFY(!level.placeOf(0));
    // Erased: gone; the ones after it moved up one.
    level.objects.erase(level.objects.begin() + 10);
    QVERIFY(!level.findById(objectIds[10]));
    QVERIFY(!level.placeOf(objectIds[10]));
    QVERIFY(placedAt(level, objectIds[11], false, 10));
    // Inserted at the front, reversed, a link moved into the objects: all found where they are.
    const ObjectId fresh = newObjectId();
    auto front = std::make_unique<Trigger>();
    front->id = fresh;
    level.objects.insert(level.objects.begin(), std::move(front));
    std::reverse(level.chain.begin(), level.chain.end());
    level.objects.push_back(std::move(level.chain.back()));
    level.chain.pop_back();
    QVERIFY(placedAt(level, fresh, false, 0));
    QVERIFY(placedAt(level, linkIds[99], true, 0));
    QVERIFY(placedAt(level, linkIds[0], false, level.objects.size() - 1));
    for (std::size_t i = 0; i < level.chain.size(); ++i)
      QCOMPARE(level.findById(level.chain[i]->id), static_cast<LevelObject*>(level.chain[i].get()));
    for (std::size_t i = 0; i < level.objects.size(); ++i)
      QCOMPARE(level.findById(level.objects[i]->id), level.objects[i].get());
  }

  // objectsOf answers as findById would, id by id in the order given: ids gone or 0 give
  // nullptr, repeats repeat, and a stale index met partway (the containers edited since
  // the last lookup) is found out as findById finds it out.
  void objectsOfAnswersAsFindById() {
    Level level;
    std::vector<ObjectId> ids;
    for (int i = 0; i < 300; ++i) {
      ids.push_back(add(level.chain, newObjectId())->id);
      ids.push_back(addObject<Marker>(level, newObjectId())->id);
    }
    std::vector<ObjectId> asked = {0, ids[5], ids[5], newObjectId()};    // none, a repeat, never used
    for (std::size_t i = ids.size(); i-- > 0;) asked.push_back(ids[i]);  // backwards, past the look-ahead
    auto compare = [&] {
      std::size_t n = 0;
      for (LevelObject* o : objectsOf(level, asked)) {
        if (o != level.findById(asked[n])) return false;
        ++n;
      }
      return n == asked.size();
    };
    QVERIFY(compare());
    QVERIFY(level.findById(ids[5]));
    QVERIFY(!*objectsOf(level, asked).begin());  // id 0
    // Edited behind the index: an erase, a reverse and a link moved into the objects.
    level.objects.erase(level.objects.begin() + 7);
    std::reverse(level.chain.begin(), level.chain.end());
    level.objects.push_back(std::move(level.chain.back()));
    level.chain.pop_back();
    QVERIFY(compare());
    std::size_t found = 0;
    for (LevelObject* o : objectsOf(level, ids)) found += o != nullptr;
    QCOMPARE(found, ids.size() - 1);  // all but the erased one
    const std::vector<ObjectId> none;
    QVERIFY(objectsOf(level, none).begin() == objectsOf(level, none).end());
  }
};

QTEST_APPLESS_MAIN(LevelIdsTest)
#include "level_ids_test.moc"
