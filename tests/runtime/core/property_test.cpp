#include <QtTest>
#include <cmath>
#include <limits>

#include "core/property.h"

using namespace sw;

namespace {
enum class Mood { Calm, Angry };

struct Thing : Describable {
  std::string name;
  std::int64_t count = 3;
  double speed = 1.5;
  Vec2 where;
  Mood mood = Mood::Calm;

  static const TypeDescription& describeType() {
    static const TypeDescription d = TypeBuilder<Thing>("Thing")
                                         .field("name", &Thing::name).required()
                                         .field("count", &Thing::count).range(0, 10, 1)
                                         .field("speed", &Thing::speed).minimum(0)
                                         .field("where", &Thing::where).category("Transform")
                                         .field("mood", &Thing::mood).enumNames({"calm", "angry"})
                                         .build();
    return d;
  }
  const TypeDescription& description() const override { return describeType(); }
};
}  // namespace

class PropertyTest : public QObject {
  Q_OBJECT
 private slots:
  void tableKeepsDeclarationOrderAndKinds() {
    const auto& props = Thing::describeType().properties();
    QCOMPARE(props.size(), std::size_t(5));
    QCOMPARE(props[0].key, std::string("name"));
    QCOMPARE(props[4].key, std::string("mood"));
    QVERIFY(props[0].kind == ValueKind::String);
    QVERIFY(props[1].kind == ValueKind::Int);
    QVERIFY(props[2].kind == ValueKind::Float);
    QVERIFY(props[3].kind == ValueKind::Vec2);
    QVERIFY(props[4].kind == ValueKind::Enum);
    QVERIFY(props[0].required);
    QCOMPARE(props[3].category, std::string("Transform"));
  }

  // A property's default is the member's initialiser, read through the getter from a
  // default-constructed Thing (not the member type's zero), so no table repeats it.
  void defaultsComeFromADefaultConstructedObject() {
    const auto& d = Thing::describeType();
    QCOMPARE(std::get<std::int64_t>(d.find("count")->defaultValue), std::int64_t(3));
    QCOMPARE(std::get<double>(d.find("speed")->defaultValue), 1.5);
    QCOMPARE(std::get<std::int64_t>(d.find("mood")->defaultValue), std::int64_t(Mood::Calm));
    QVERIFY((std::get<Vec2>(d.find("where")->defaultValue) == Vec2{}));
    QCOMPARE(std::get<std::string>(d.find("name")->defaultValue), std::string());
  }

  void getAndSetGoThroughTheTable() {
    Thing t;
    const auto& d = t.description();
    d.find("count")->set(t, std::int64_t(7));
    d.find("where")->set(t, Vec2{1, 2});
    d.find("mood")->set(t, std::int64_t(1));
    QCOMPARE(t.count, std::int64_t(7));
    QVERIFY((t.where == Vec2{1, 2}));
    QVERIFY(t.mood == Mood::Angry);
    QVERIFY(std::get<double>(d.find("speed")->get(t)) == 1.5);
    QVERIFY(d.find("nothing") == nullptr);
  }

  void checkRejectsImpossibleValues() {
    const auto& d = Thing::describeType();
    QVERIFY(!d.find("count")->check(std::int64_t(5)));
    QVERIFY(d.find("count")->check(std::int64_t(11)));       // above max
    QVERIFY(d.find("count")->check(std::int64_t(-1)));       // below min
    QVERIFY(d.find("count")->check(2.0));                    // wrong kind
    QVERIFY(d.find("speed")->check(std::nan("")));           // NaN
    QVERIFY(d.find("speed")->check(std::numeric_limits<double>::infinity()));
    QVERIFY(d.find("where")->check(Vec2{0, std::nan("")}));
    QVERIFY(d.find("mood")->check(std::int64_t(2)));         // unknown choice
    QVERIFY(!d.find("mood")->check(std::int64_t(1)));
    auto message = d.find("count")->check(std::int64_t(11));
    QVERIFY(message->find("maximum") != std::string::npos);
  }

  void describeIsReadable() {
    QCOMPARE(describe(Value{Vec2{1, 2.5}}), std::string("(1, 2.5)"));
    QCOMPARE(describe(Value{Color{255, 0, 16, 255}}), std::string("#ff0010ff"));
    QCOMPARE(describe(Value{std::vector<Vec2>{{0, 0}}}), std::string("1 point"));
  }
};

QTEST_APPLESS_MAIN(PropertyTest)
#include "property_test.moc"
