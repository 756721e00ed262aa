// The one reader of named lists (model/io/named_list_json.h): every list of project.json
// reports a duplicate name, a blank name, a wrong type and a too long list the same way,
// each error naming the file and the JSON pointer; every item is kept, read or not.
#include "model/io/named_list_json.h"

#include <QtTest>

#include "support/model_errors.h"

using namespace sw;
using sw::test::dump;
using sw::test::mentions;
using sw::test::projectErrors;

namespace {

// A described type of the test's own, so the reader is seen to need nothing of the model's.
struct Crate final : Describable {
  std::string name;
  std::int64_t size = 2;
  static const TypeDescription& describeType() {
    static const TypeDescription d = TypeBuilder<Crate>("Crate")
                                         .field("name", &Crate::name)
                                         .required()
                                         .field("size", &Crate::size)
                                         .range(1, 9, 1)
                                         .build();
    return d;
  }
  const TypeDescription& description() const override { return describeType(); }
};

std::string project(const std::string& key, const std::string& list) {
  return R"({"formatVersion": 1, "name": "P", ")" + key + "\": " + list + "}";
}

}  // namespace

class NamedListJsonTest : public QObject {
  Q_OBJECT
 private slots:
  // Every named list of project.json, with the same duplicate report naming the first use.
  void duplicatesNameTheFileAndBothPlaces() {
    const struct {
      const char* key;
      const char* items;
      const char* message;
    } lists[] = {
        {"weapons", R"([{"name": "a"}, {"name": "b"}, {"name": "a"}])",
         "duplicate weapon name 'a' (also used at /weapons/0/name)"},
        {"enemyTypes", R"([{"name": "a"}, {"name": "b"}, {"name": "a"}])",
         "duplicate enemy type name 'a' (also used at /enemyTypes/0/name)"},
        {"bulletKinds", R"([{"name": "a"}, {"name": "b"}, {"name": "a"}])",
         "duplicate bullet kind name 'a' (also used at /bulletKinds/0/name)"},
        {"patterns",
         R"([{"name": "a", "actions": []}, {"name": "b", "actions": []}, {"name": "a", "actions": []}])",
         "duplicate pattern name 'a' (also used at /patterns/0/name)"},
        {"tileDefs", R"([{"name": "a"}, {"name": "b"}, {"name": "a"}])",
         "duplicate name 'a' (also used at /tileDefs/0/name)"},
    };
    for (const auto& list : lists) {
      const Errors errors = projectErrors(project(list.key, list.items));
      QVERIFY2(errors.size() == 1, dump(errors).c_str());
      QCOMPARE(errors[0].file, std::string("project.json"));
      QCOMPARE(errors[0].where, "/" + std::string(list.key) + "/2/name");
      QCOMPARE(errors[0].message, std::string(list.message));
    }
  }

  void wrongTypesNameTheJsonPointer() {
    const Errors notAList = projectErrors(project("weapons", R"({"name": "a"})"));
    QVERIFY2(mentions(notAList, "/weapons", "expected an array of weapons"), dump(notAList).c_str());
    const Errors notAnObject = projectErrors(project("tileDefs", R"([{"name": "a"}, 7])"));
    QVERIFY2(mentions(notAnObject, "/tileDefs/1", "expected an object, found an integer"),
             dump(notAnObject).c_str());
    const Errors badName = projectErrors(project("enemyTypes", R"([{"name": 3}])"));
    QVERIFY2(mentions(badName, "/enemyTypes/0/name", "expected a string, found an integer"),
             dump(badName).c_str());
    QCOMPARE(badName.size(), std::size_t(1));  // no "must not be empty" on top: it never read
    const Errors kinds = projectErrors(project("bulletKinds", R"("orb")"));
    QVERIFY2(mentions(kinds, "/bulletKinds", "expected an array of bullet kinds"), dump(kinds).c_str());
  }

  // Weapons, enemy types and tile definitions refuse a blank name; patterns and bullet kinds
  // read it (validation reports it, and the editor can still open the file to fix it).
  void blankNamesAreRefusedWhereTheListSaysSo() {
    for (const char* key : {"weapons", "enemyTypes", "tileDefs"}) {
      const Errors errors = projectErrors(project(key, R"([{"name": " \t"}])"));
      QVERIFY2(mentions(errors, "/" + std::string(key) + "/0/name", "name must not be empty"),
               dump(errors).c_str());
    }
    QVERIFY(projectErrors(project("bulletKinds", R"([{"name": ""}])")).empty());
    QVERIFY(projectErrors(project("patterns", R"([{"name": "", "actions": []}])")).empty());
  }

  void aTooLongListIsRefusedUnread() {
    std::string many = "[";
    for (int i = 0; i < 257; ++i)
      many += (i ? ", " : "") + std::string(R"({"name": "w)") + std::to_string(i) + "\"}";
    const Errors errors = projectErrors(project("weapons", many + "]"));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].where, std::string("/weapons"));
    QCOMPARE(errors[0].message, std::string("more than 256 weapons"));
  }

  // The template on a type of its own: every item kept, a broken item's name still taken.
  void itemsAreKeptAndABrokenItemsNameStillCounts() {
    const Json json = Json::parse(R"([{"name": "a", "size": 40}, {"name": "a"}, {"name": "b", "size": 3}])");
    Errors errors;
    const JsonReader reader{"crates.json", &errors};
    const NamedListRules rules{"crates", "crate name"};
    std::vector<std::unique_ptr<Crate>> out;
    QVERIFY(!readNamedList(json, reader, "/crates", rules, out));
    QCOMPARE(out.size(), std::size_t(3));
    QCOMPARE(out[2]->size, std::int64_t(3));
    QCOMPARE(out[1]->size, std::int64_t(2));  // the default of a new Crate
    QVERIFY2(mentions(errors, "/crates/0/size", "maximum"), dump(errors).c_str());
    QVERIFY2(mentions(errors, "/crates/1/name", "duplicate crate name 'a' (also used at /crates/0/name)"),
             dump(errors).c_str());
    QCOMPARE(errors.size(), std::size_t(2));
    for (const Error& e : errors) QCOMPARE(e.file, std::string("crates.json"));

    // A reader of its own decides what an item is; names are checked the same way.
    errors.clear();
    out.clear();
    const NamedItemReader<Crate> fromString = [](const Json& j, const JsonReader& r, const std::string& at,
                                                 Crate& crate) {
      if (!j.is_string()) return r.fail(at, "expected a crate's name"), false;
      crate.name = j.get<std::string>();
      return true;
    };
    QVERIFY(!readNamedList(Json::parse(R"(["x", "y", "x"])"), reader, "/names", rules, out, fromString));
    QCOMPARE(out.size(), std::size_t(3));
    QVERIFY2(mentions(errors, "/names/2/name", "duplicate crate name 'x'"), dump(errors).c_str());
  }
};

QTEST_GUILESS_MAIN(NamedListJsonTest)
#include "named_list_json_test.moc"
