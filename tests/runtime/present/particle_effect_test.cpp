// Particle effects as assets (model/effects): project.json "effects" round trip, the effect
// names of enemy types, parts, weapons, rules and barriers written only when set (old projects
// keep their bytes), validation naming the file and place, and the lookup that picks an effect
// for an event (an enemy type's death effect versus its part's).
#include <QtTest>
#include <cmath>

#include "model/effects/particle_effect.h"
#include "model/io/project_io.h"
#include "model/platformer/puzzle_objects.h"
#include "model/project/game_rules_json.h"
#include "model/validate/validate.h"
#include "present/effects/effect_library.h"

using namespace sw;

namespace particle_effect_test {

Project projectWithEffects() {
  Project p;
  p.name = "fx";
  p.directory = "/tmp/sw-effects";
  auto boom = std::make_unique<ParticleEffect>(defaultEffect("boom"));
  Emitter& e = *boom->emitters[0];
  e.mode = Emitter::Mode::Continuous;
  e.sizeCurve.keys = {{0, 1}, {1, 0.25}};
  e.colorCurve = ColorCurve::fromLines({"0 #ffcc00", "0.5 #ff0000c0"});
  e.look = Emitter::Look::Streak;
  e.collide = true;
  e.onDeath = "spark";
  p.effects.push_back(std::move(boom));
  p.effects.push_back(std::make_unique<ParticleEffect>(defaultEffect("spark")));
  p.effects.push_back(std::make_unique<ParticleEffect>(defaultEffect("chip")));
  auto type = std::make_unique<EnemyType>();
  type->name = "tank";
  type->deathEffect = "boom";
  type->hitEffect = "spark";
  auto part = std::make_unique<EnemyPart>();
  part->name = "turret";
  part->deathEffect = "chip";
  type->parts.push_back(std::move(part));
  p.enemyTypes.push_back(std::move(type));
  return p;
}

bool mentions(const Errors& errors, const std::string& file, const std::string& where, const std::string& words) {
  for (const auto& e : errors)
    if (e.file == file && e.where == where && e.message.find(words) != std::string::npos) return true;
  return false;
}

std::string dump(const Errors& errors) {
  std::string s;
  for (const auto& e : errors) s += e.file + " " + e.where + ": " + e.message + "\n";
  return s;
}

}  // namespace particle_effect_test

using namespace particle_effect_test;

class ParticleEffectTest : public QObject {
  Q_OBJECT
 private slots:
  void effectsRoundTrip() {
    const Project p = projectWithEffects();
    const std::string text = projectText(p);
    QVERIFY(text.find("\"effects\"") != std::string::npos);
    Project back;
    std::vector<std::string> levels;
    Errors errors;
    QVERIFY2(readProjectText(text, "project.json", back, levels, errors), dump(errors).c_str());
    QCOMPARE(back.effects.size(), std::size_t(3));
    const Emitter& e = *back.effects[0]->emitters[0];
    QCOMPARE(e.mode, Emitter::Mode::Continuous);
    QCOMPARE(e.sizeCurve, p.effects[0]->emitters[0]->sizeCurve);
    QCOMPARE(e.colorCurve, p.effects[0]->emitters[0]->colorCurve);
    QCOMPARE(e.onDeath, std::string("spark"));
    QCOMPARE(back.enemyTypes[0]->deathEffect, std::string("boom"));
    QCOMPARE(back.enemyTypes[0]->parts[0]->deathEffect, std::string("chip"));
    QCOMPARE(projectText(back), text);
  }

  void unsetEffectNamesKeepOldBytes() {
    Project p;
    p.name = "old";
    p.enemyTypes.push_back(std::make_unique<EnemyType>());
    p.enemyTypes[0]->name = "plain";
    p.weapons.push_back(std::make_unique<WeaponType>());
    p.weapons[0]->name = "gun";
    const std::string text = projectText(p);
    for (const char* key : {"effects", "hitEffect", "deathEffect", "muzzleEffect", "impactEffect"})
      QVERIFY2(text.find(key) == std::string::npos, key);
    QVERIFY(gameRulesText(p.rules).find("Effect") == std::string::npos);
    p.rules.playerDeathEffect = "boom";
    QVERIFY(gameRulesText(p.rules).find("\"playerDeathEffect\": \"boom\"") != std::string::npos);
  }

  void badEffectJsonNamesThePlace() {
    Project p;
    std::vector<std::string> levels;
    Errors errors;
    const std::string text = R"({"formatVersion": )" + std::to_string(kFormatVersion) +
                             R"(, "name": "x", "effects": [{"name": "a", "emitters": [{"name": "e", "count": 3,
        "colorCurve": ["0 #ff0000", "oops"], "lifeMin": "long"}]}]})";
    QVERIFY(!readProjectText(text, "/p/project.json", p, levels, errors));
    QVERIFY2(mentions(errors, "/p/project.json", "/effects/0/emitters/0/colorCurve", "key 2"), dump(errors).c_str());
    QVERIFY2(mentions(errors, "/p/project.json", "/effects/0/emitters/0/lifeMin", ""), dump(errors).c_str());
  }

  void validationNamesFileAndPlace() {
    Project p = projectWithEffects();
    p.enemyTypes[0]->deathEffect = "nope";
    p.enemyTypes[0]->parts[0]->hitEffect = "gone";
    p.weapons.push_back(std::make_unique<WeaponType>());
    p.weapons[0]->name = "gun";
    p.weapons[0]->impactEffect = "missing";
    p.rules.playerRespawnEffect = "absent";
    p.rules.missileBurstEffect = "lost";
    Emitter& e = *p.effects[1]->emitters[0];
    e.sizeCurve.keys = {{0.8, 1}, {0.2, 1}};
    e.alphaCurve.keys = {{0, std::nan("")}};
    e.count = -2;
    e.lifeMin = 0;
    // spark -> boom on death, boom -> spark on death: a loop that never ends.
    e.onDeath = "boom";
    const Errors errors = validateProject(p);
    const std::string project = "/tmp/sw-effects/project.json";
    const std::string rules = "/tmp/sw-effects/game.json";
    QVERIFY2(mentions(errors, project, "/enemyTypes/0/deathEffect", "'nope', which does not exist"), dump(errors).c_str());
    QVERIFY2(mentions(errors, project, "/enemyTypes/0/parts/0/hitEffect", "'gone'"), dump(errors).c_str());
    QVERIFY2(mentions(errors, project, "/weapons/0/impactEffect", "'missing'"), dump(errors).c_str());
    QVERIFY2(mentions(errors, rules, "/playerRespawnEffect", "'absent'"), dump(errors).c_str());
    QVERIFY2(mentions(errors, rules, "/missileBurstEffect", "'lost'"), dump(errors).c_str());
    QVERIFY2(mentions(errors, project, "/effects/1/emitters/0/sizeCurve", "sorted"), dump(errors).c_str());
    QVERIFY2(mentions(errors, project, "/effects/1/emitters/0/alphaCurve", "finite"), dump(errors).c_str());
    QVERIFY2(mentions(errors, project, "/effects/1/emitters/0/count", ""), dump(errors).c_str());
    QVERIFY2(mentions(errors, project, "/effects/1/emitters/0/lifeMin", ""), dump(errors).c_str());
    QVERIFY2(mentions(errors, project, "/effects/0/emitters", "never end"), dump(errors).c_str());
    QVERIFY2(mentions(errors, project, "/effects/1/emitters", "never end"), dump(errors).c_str());
    QVERIFY(!mentions(errors, project, "/effects/2/emitters", "never end"));
    // A sound project has none of these.
    const Errors clean = validateProject(projectWithEffects());
    QVERIFY2(clean.empty(), dump(clean).c_str());
  }

  void barrierEffectIsAReference() {
    Project p = projectWithEffects();
    auto level = std::make_unique<Level>();
    level->name = "free";
    level->file = "levels/free.json";
    auto barrier = std::make_unique<Barrier>();
    barrier->name = "gate";
    barrier->barrierEffect = "unknown";
    level->objects.push_back(std::move(barrier));
    p.levels.push_back(std::move(level));
    const Errors errors = validateProject(p);
    QVERIFY2(mentions(errors, "/tmp/sw-effects/levels/free.json", "/objects/0/barrierEffect", "'unknown'"),
             dump(errors).c_str());
  }

  void eventsPickEffectsByData() {
    Project p = projectWithEffects();
    p.weapons.push_back(std::make_unique<WeaponType>());
    p.weapons[0]->name = "gun";
    p.weapons[0]->muzzleEffect = "spark";
    p.rules.playerDeathEffect = "boom";
    p.rules.missileLaunchEffect = "spark";
    p.rules.missileBurstEffect = "boom";
    auto level = std::make_unique<Level>();
    auto barrier = std::make_unique<Barrier>();
    barrier->name = "gate";
    barrier->barrierEffect = "chip";
    level->objects.push_back(std::move(barrier));
    const EffectLibrary lib = EffectLibrary::build(p, level.get());
    auto pick = [&](std::string_view kind, std::string_view subject = {}, std::string_view part = {}) {
      PresentedEvent e;
      e.kind = kind;
      e.subject = subject;
      e.part = part;
      const int effect = lib.effectFor(e);
      return effect < 0 ? std::string() : lib.effects()[std::size_t(effect)].name;
    };
    QCOMPARE(pick("enemy-killed", "tank"), std::string("boom"));
    QCOMPARE(pick("part-destroyed", "tank", "turret"), std::string("chip"));
    QCOMPARE(pick("enemy-hit", "tank"), std::string("spark"));
    QCOMPARE(pick("part-hit", "tank", "turret"), std::string());  // the part names none
    QCOMPARE(pick("enemy-killed", "other"), std::string());
    QCOMPARE(pick("shot", "gun"), std::string("spark"));
    QCOMPARE(pick("bullet-impact", "gun"), std::string());
    QCOMPARE(pick("player-killed"), std::string("boom"));
    QCOMPARE(pick("barrier-changed", "gate"), std::string("chip"));
    QCOMPARE(pick("missile-launched"), std::string("spark"));
    QCOMPARE(pick("missile-burst"), std::string("boom"));
    QCOMPARE(pick("trigger-fired", "tank"), std::string());
  }
};

QTEST_GUILESS_MAIN(ParticleEffectTest)
#include "particle_effect_test.moc"
