// The hand-written copies of the types that own children (EnemyType, EnemyPart, Level,
// Project, ParticleEffect) must copy every described property: Play runs on a copy of the
// project, so a field the copy forgets silently vanishes from every run (it happened: the
// enemies' effects, glow and materials). Each property is set to something other than its
// default through the type's description, so a property added later is checked too.
#include <QtTest>

#include "model/effects/particle_effect.h"
#include "model/enemies/enemy_part.h"
#include "model/enemies/enemy_type.h"
#include "model/io/json_properties.h"
#include "model/level/level.h"
#include "model/project/project.h"

using namespace sw;

namespace {

// A value of the same kind that differs from `v`.
Value otherThan(const Value& v, const PropertyInfo& info) {
  return std::visit(
      [&](const auto& x) -> Value {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, bool>) return !x;
        else if constexpr (std::is_same_v<T, std::int64_t>) {
          if (info.kind == ValueKind::Enum) return std::int64_t(x == 0 && info.enumNames.size() > 1 ? 1 : 0);
          return x == 1 ? std::int64_t(2) : std::int64_t(1);
        } else if constexpr (std::is_same_v<T, double>) return x == 0.75 ? 0.5 : 0.75;
        else if constexpr (std::is_same_v<T, std::string>) return x + "changed";
        else if constexpr (std::is_same_v<T, Vec2>) return Vec2{x.x + 0.5, x.y + 0.25};
        else if constexpr (std::is_same_v<T, Vec3>) return Vec3{x.x + 0.5, x.y + 0.25, x.z + 0.125};
        else if constexpr (std::is_same_v<T, Color>) return Color{std::uint8_t(x.r ^ 1), x.g, x.b, x.a};
        else if constexpr (std::is_same_v<T, std::vector<Vec2>>) {
          auto y = x;
          y.push_back({1, 2});
          return y;
        } else if constexpr (std::is_same_v<T, std::vector<Vec3>>) {
          auto y = x;
          y.push_back({1, 2, 3});
          return y;
        } else if constexpr (std::is_same_v<T, std::vector<std::string>>) {
          auto y = x;
          y.push_back("changed");
          return y;
        } else if constexpr (std::is_same_v<T, std::vector<Polygon>>) {
          auto y = x;
          y.push_back(Polygon{{{0, 0}, {1, 0}, {0, 1}}});
          return y;
        } else return x;
      },
      v);
}

// Sets every writable property of `object` away from its default; the keys changed.
std::vector<std::string> changeEverything(Describable& object) {
  std::vector<std::string> keys;
  for (const Property& p : object.description().properties()) {
    if (p.readOnly || !p.set) continue;
    const Value before = p.get(object);
    p.set(object, otherThan(before, p));
    if (valueToJson(p.get(object), p) != valueToJson(before, p)) keys.push_back(p.key);
  }
  return keys;
}

// The properties whose value differs between `a` and `b`.
QStringList differences(const Describable& a, const Describable& b) {
  QStringList out;
  for (const Property& p : a.description().properties())
    if (valueToJson(p.get(a), p) != valueToJson(p.get(b), p)) out << QString::fromStdString(p.key);
  return out;
}

template <typename T>
void checkCopies() {
  T original;
  const auto changed = changeEverything(original);
  QVERIFY2(!changed.empty(), "the test changed nothing, so it would say nothing");
  const T constructed(original);
  QCOMPARE(differences(original, constructed), QStringList());
  T assigned;
  assigned = original;
  QCOMPARE(differences(original, assigned), QStringList());
}

}  // namespace

class CopyFidelityTest : public QObject {
  Q_OBJECT
 private slots:
  void enemyTypesCopyEveryProperty() { checkCopies<EnemyType>(); }
  void enemyPartsCopyEveryProperty() { checkCopies<EnemyPart>(); }
  void levelsCopyEveryProperty() { checkCopies<Level>(); }
  void projectsCopyEveryProperty() { checkCopies<Project>(); }
  void effectsCopyEveryProperty() { checkCopies<ParticleEffect>(); }

  void aProjectCopyKeepsItsChildrensProperties() {
    Project project;
    auto type = std::make_unique<EnemyType>();
    changeEverything(*type);
    auto part = std::make_unique<EnemyPart>();
    changeEverything(*part);
    type->parts.push_back(std::move(part));
    project.enemyTypes.push_back(std::move(type));
    const Project copy(project);
    QCOMPARE(differences(*project.enemyTypes[0], *copy.enemyTypes[0]), QStringList());
    QCOMPARE(differences(*project.enemyTypes[0]->parts[0], *copy.enemyTypes[0]->parts[0]), QStringList());
  }
};

QTEST_GUILESS_MAIN(CopyFidelityTest)
#include "copy_fidelity_test.moc"
