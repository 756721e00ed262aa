// References between level objects follow renames (remapReferences, renameInExpression).
// The names here are longer than std::string's small-string buffer on purpose: a name
// read through a reference into a temporary Value (the bug Clang found in
// remapReferences) then points into freed heap memory, which the sanitizer build
// (packaging/dev.sh sanitize) reports, instead of into a stack buffer that still holds it.
#include <QtTest>

#include "model/level/level_object.h"
#include "model/references/object_references.h"
#include "model/io/project_io.h"
#include "model/level/spawn.h"

using namespace sw;

namespace {
const std::string kOldPath = "the_long_swoop_path_over_the_gate";
const std::string kNewPath = "the_long_dive_path_under_the_gate";
const std::string kOldTrigger = "the_trigger_that_opens_the_gate";
const std::string kNewTrigger = "the_trigger_that_closes_the_gate";
}  // namespace

class ObjectReferencesTest : public QObject {
  Q_OBJECT

 private slots:
  void objectReferencesFollowALongRename() {
    Spawn spawn;
    spawn.name = "a_spawn_with_a_long_enough_name";
    spawn.id = newObjectId();
    spawn.when = Spawn::When::OnTrigger;
    spawn.trigger = kOldTrigger;
    spawn.path = kOldPath;
    const std::unordered_map<std::string, std::string> renames{{kOldPath, kNewPath}, {kOldTrigger, kNewTrigger}};
    Value v;
    QVERIFY(remapReferences(spawn, *spawn.description().find("path"), renames, v));
    QCOMPARE(std::get<std::string>(v), kNewPath);
    QVERIFY(remapReferences(spawn, *spawn.description().find("trigger"), renames, v));
    QCOMPARE(std::get<std::string>(v), kNewTrigger);
    // A reference to a name that is not renamed stays.
    spawn.path = "another_path_nobody_renames_today";
    QVERIFY(!remapReferences(spawn, *spawn.description().find("path"), renames, v));
  }

  void expressionsFollowALongRename() {
    Trigger trigger;
    trigger.name = "a_trigger_with_a_long_enough_name";
    trigger.id = newObjectId();
    trigger.condition = kOldTrigger + ".fired && " + kOldPath + "_count > 2";
    const std::unordered_map<std::string, std::string> renames{{kOldTrigger, kNewTrigger}};
    Value v;
    QVERIFY(remapReferences(trigger, *trigger.description().find("condition"), renames, v));
    QCOMPARE(std::get<std::string>(v), kNewTrigger + ".fired && " + kOldPath + "_count > 2");
    QCOMPARE(renameInExpression(trigger.condition, kOldTrigger, kNewTrigger), std::get<std::string>(v));
  }
};

QTEST_GUILESS_MAIN(ObjectReferencesTest)
#include "object_references_test.moc"
