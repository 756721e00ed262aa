// Sphere lists (ValueKind::SphereList) in the property grid: one row per sphere, typed as
// "x, y, radius", with add / remove / move like point lists.
#include <QtTest>

#include "model/enemies/enemy_type.h"
#include "ui/property_grid/grid_values.h"
#include "ui/property_grid/row_edits.h"

using namespace sw;
using namespace sw::editor::grid;

namespace {
using Spheres = std::vector<Vec3>;
Spheres spheresOf(const std::optional<Value>& v) {
  return v ? std::get<Spheres>(*v) : Spheres{{-99, -99, -99}};
}
}  // namespace

class SphereRowsTest : public QObject {
  Q_OBJECT
 private slots:
  void spheresReadAndParseAsText() {
    QCOMPARE(sphereText({1.5, -2, 0.25}), QStringLiteral("1.5, -2, 0.25"));
    QVERIFY((parseSphere(QStringLiteral("1.5, -2, 0.25")) == Vec3{1.5, -2, 0.25}));
    QVERIFY((parseSphere(QStringLiteral("(1; 2; 3)")) == Vec3{1, 2, 3}));
    QVERIFY((parseSphere(QStringLiteral(" 1 2 3 ")) == Vec3{1, 2, 3}));
    QVERIFY(!parseSphere(QStringLiteral("1, 2")));
    QVERIFY(!parseSphere(QStringLiteral("1, 2, x")));
    QVERIFY(!parseSphere(QStringLiteral("1, 2, inf")));
    const Property* p = EnemyType::describeType().find("spheres");
    QCOMPARE(displayText(Value(Spheres{{0, 0, 1}, {1, 0, 1}}), *p), QStringLiteral("2 spheres"));
    QCOMPARE(displayText(Value(Spheres{{0, 0, 1}}), *p), QStringLiteral("1 sphere"));
    auto typed = fromVariant(QVariant(QStringLiteral("3, 4, 0.5")), ValueKind::Vec3);
    QVERIFY(typed && (std::get<Vec3>(*typed) == Vec3{3, 4, 0.5}));
  }

  void rowsEditOneSphere() {
    const Value whole(Spheres{{0, 0, 1}, {2, 0, 0.5}});
    QVERIFY((std::get<Vec3>(*partOf(whole, RowPath{.item = 1})) == Vec3{2, 0, 0.5}));
    QVERIFY(!partOf(whole, RowPath{.item = 2}));
    QVERIFY((spheresOf(withPart(whole, RowPath{.item = 0}, Value(Vec3{5, 6, 7}))) ==
             Spheres{{5, 6, 7}, {2, 0, 0.5}}));
    QVERIFY(!withPart(whole, RowPath{.item = 0}, Value(Vec2{5, 6})));
  }

  void addRemoveMove() {
    const Value whole(Spheres{{0, 0, 1}, {2, 0, 0.5}});
    // Appended after the last, or inserted after an item: one unit along x, same radius.
    QVERIFY((spheresOf(addItem(whole, RowPath{})) == Spheres{{0, 0, 1}, {2, 0, 0.5}, {3, 0, 0.5}}));
    QVERIFY((spheresOf(addItem(whole, RowPath{.item = 0})) == Spheres{{0, 0, 1}, {1, 0, 1}, {2, 0, 0.5}}));
    QVERIFY((spheresOf(addItem(Value(Spheres{}), RowPath{})) == Spheres{{0, 0, 0.5}}));
    QCOMPARE(addedItemPath(whole, RowPath{}).item, 2);
    QCOMPARE(addedItemPath(whole, RowPath{.item = 0}).item, 1);
    QVERIFY((spheresOf(removeItem(whole, RowPath{.item = 0})) == Spheres{{2, 0, 0.5}}));
    QVERIFY((spheresOf(moveItem(whole, RowPath{.item = 0}, 1)) == Spheres{{2, 0, 0.5}, {0, 0, 1}}));
    QVERIFY(!moveItem(whole, RowPath{.item = 1}, 1));
  }
};

QTEST_MAIN(SphereRowsTest)
#include "sphere_rows_test.moc"
