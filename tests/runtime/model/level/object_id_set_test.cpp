// ObjectIdSet holds exactly the ids of the level's links and objects when it was made.
#include <QtTest>

#include <memory>
#include <set>

#include "model/level/level.h"
#include "model/level/object_id_set.h"
#include "model/io/project_io.h"

using namespace sw;

class ObjectIdSetTest : public QObject {
  Q_OBJECT
 private slots:
  void holdsExactlyTheLevelsIds() {
    Level level;
    std::set<ObjectId> ids;
    for (int i = 0; i < 300; ++i) {
      auto link = std::make_unique<TileInstance>();
      link->id = newObjectId();
      ids.insert(link->id);
      level.chain.push_back(std::move(link));
      auto marker = std::make_unique<Marker>();
      marker->id = newObjectId();
      ids.insert(marker->id);
      level.objects.push_back(std::move(marker));
    }
    const ObjectId gone = level.objects[7]->id;
    level.objects.erase(level.objects.begin() + 7);
    ids.erase(gone);
    const ObjectIdSet set(level);
    for (ObjectId id : ids) QVERIFY(set.contains(id));
    QVERIFY(!set.contains(gone));
    QVERIFY(!set.contains(0));
    int strangers = 0;
    for (ObjectId id = 1; id < *ids.rbegin() + 1000; ++id)
      if (!ids.count(id) && set.contains(id)) ++strangers;
    QCOMPARE(strangers, 0);
    QVERIFY(!ObjectIdSet(Level()).contains(gone));  // an empty level holds nothing
  }
};

QTEST_APPLESS_MAIN(ObjectIdSetTest)
#include "object_id_set_test.moc"
