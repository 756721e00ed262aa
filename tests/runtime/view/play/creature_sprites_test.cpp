// Creatures drawn from their sprite frames while playing (view/creature_sprites.h through the
// platformer renderer): a monster whose type has a sprite is one instance of its sheet's image
// batch, with the frame's rectangle of the image and a negative x scale when it faces left,
// standing with the tile's origin on its feet, and still so once defeated; a type without one
// (or whose image cannot be read) stays a box. And the route
// overlay (view/play/route_overlay.h): a patrolling monster's route drawn as links, for the
// monster named only. Needs a real GL context for the scene (xvfb-run).
#include <QTemporaryDir>
#include <QtTest>

#include "model/level/nav_objects.h"
#include "model/tiles/tileset.h"
#include "runtime/sim/platformer/platformer_fixture.h"
#include "sim/platformer/monster_system.h"
#include "view/creature_sprites.h"
#include "view/level_view.h"
#include "view/play/platformer_renderer.h"
#include "view/play/scene_kit.h"

using namespace sw;
using sw::play::FrameContext;
using sw::play::PlatformerRenderer;
using sw::play::RouteSubject;
using sw::play::SceneKit;
using sw::test::Room;

namespace {

// A 64 x 32 sheet: the frame "imp_0" is its second 16 x 32 column, 1 x 2 units.
void addImpSheet(Room& room, const QString& directory) {
  QImage image(64, 32, QImage::Format_RGBA8888);
  image.fill(QColor(200, 60, 60));
  QVERIFY(image.save(directory + QStringLiteral("/sheet.png")));
  auto sheet = std::make_unique<Tileset>();
  sheet->name = "imps";
  sheet->images.push_back({"sheet.png", 64, 32});
  TilesetTile tile;
  tile.name = "imp_0";
  tile.x = 16;
  tile.width = 16;
  tile.height = 32;
  tile.size = {1, 2};
  tile.origin = {0.25, 0};
  sheet->tiles.push_back(tile);
  sheet->frameGroups.push_back({"imp_idle", {"imp_0"}});
  room.project.tilesets.push_back(std::move(sheet));
  room.project.directory = directory.toStdString();
}

MonsterType& standingMonster(Room& room, const std::string& name) {
  MonsterType& t = room.monsterType(name);
  t.sightRange = 0;
  t.canAttack = false;
  t.walkSpeed = 0;
  return t;
}

NavNode& routeNode(Room& room, const std::string& name, Vec2 at) {
  NavNode& n = room.add<NavNode>(name);
  n.position = at;
  return n;
}

void routeWalk(Room& room, const std::string& from, const std::string& to) {
  NavLink& l = room.add<NavLink>(from + "_" + to);
  l.from = from;
  l.to = to;
  l.forwardAction = l.backwardAction = NavLink::Action::Walk;
}

}  // namespace

class CreatureSpritesTest : public QObject {
  Q_OBJECT
  std::unique_ptr<sw::ui::LevelView> view_;
  std::unique_ptr<SceneKit> kit_;

  void draw(PlatformerRenderer& renderer, const RuntimeLevel& rt, const Room& room, RouteSubject route = {}) {
    FrameContext frame;
    frame.level = room.level;
    frame.project = &room.project;
    frame.route = route;
    renderer.update(rt, frame);
  }

 private slots:
  void init() {
    view_ = std::make_unique<sw::ui::LevelView>();
    view_->resize(400, 300);
    view_->show();
    QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
    kit_ = std::make_unique<SceneKit>(view_.get());
    QVERIFY(kit_->isValid());
  }
  void cleanup() {
    kit_.reset();
    view_.reset();
  }

  void aMonsterWithASpriteIsAnInstanceOfItsSheet() {
    QTemporaryDir dir;
    Room room;
    addImpSheet(room, dir.path());
    room.start("hero_start", {-20, 0});
    MonsterType& imp = standingMonster(room, "imp");
    imp.sprite = "imps";
    imp.animations = {"idle: hold imp_idle"};
    room.monster("left", "imp", {3, 0}).facing = Monster::Facing::Left;
    room.monster("right", "imp", {6, 0}).facing = Monster::Facing::Right;
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    PlatformerRenderer renderer(*kit_);
    rt->run(2);
    draw(renderer, *rt, room);
    const int spritesOnly = renderer.geometryVertices();
    QCOMPARE(renderer.spriteCount(), 2);
    QCOMPARE(renderer.monsterCount(), 2);
    const auto batches = renderer.sprites()->batches();
    QCOMPARE(int(batches.size()), 1);  // one draw for the sheet
    QCOMPARE(batches[0].image, QDir::cleanPath(dir.filePath(QStringLiteral("sheet.png"))));
    QVERIFY(batches[0].model);
    const auto& entries = batches[0].instancing->entries();
    QCOMPARE(int(entries.size()), 2);
    const Vec2 leftFeet = rt->get<MonsterSystem>().monsters()[0].body.position;
    QCOMPARE(rt->get<MonsterSystem>().monsters()[0].body.facing, -1);
    for (const auto& e : entries) {
      // The second column of the sheet, whole height.
      QCOMPARE(e.instanceData, QVector4D(0.25f, 0, 0.25f, 1));
      QCOMPARE(e.row1.y(), 2.0f);
      QCOMPARE(e.row1.w(), float(leftFeet.y));  // origin at the tile's bottom
    }
    // Facing left: mirrored about the origin (a quarter of the width in from its left edge).
    const auto& left = entries[0].row0.x() < 0 ? entries[0] : entries[1];
    const auto& right = entries[0].row0.x() < 0 ? entries[1] : entries[0];
    QCOMPARE(left.row0.x(), -1.0f);
    QCOMPARE(left.row0.w(), float(leftFeet.x + 0.25));
    QCOMPARE(right.row0.x(), 1.0f);
    QCOMPARE(right.row0.w(), float(rt->get<MonsterSystem>().monsters()[1].body.position.x - 0.25));

    // Without the sprite the same monsters are boxes: a body and an eye more each (the
    // pips stay), and nothing in the sheet's batch.
    imp.sprite.clear();
    imp.animations.clear();
    Result<RuntimeLevel> plain = room.build();
    QVERIFY(plain);
    plain->run(2);
    draw(renderer, *plain, room);
    QCOMPARE(renderer.spriteCount(), 0);
    QCOMPARE(renderer.monsterCount(), 2);
    QVERIFY(renderer.sprites()->batches().empty());  // an empty table is not drawn
    QCOMPARE(renderer.geometryVertices() - spritesOnly, 2 * 2 * 6);
  }

  void aDefeatedMonsterKeepsShowingItsFrame() {
    QTemporaryDir dir;
    Room room;
    addImpSheet(room, dir.path());
    room.hero().attackDamage = 5;
    room.hero().canBackdash = false;
    room.start("hero_start", {0, 0});
    MonsterType& imp = standingMonster(room, "imp");
    imp.sprite = "imps";
    imp.animations = {"idle: hold imp_idle"};
    imp.maxHealth = 3;
    imp.invulnerableTicks = 0;
    imp.knockbackSpeed = 0;
    room.monster("imp_1", "imp", {1.2, 0});
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    PlatformerRenderer renderer(*kit_);
    rt->run(3);
    rt->tick(sw::test::buttons(InputSecond));  // the punch
    bool defeated = false;
    for (int t = 0; t < 40 && !defeated; ++t) {
      rt->tick(sw::test::buttons(0));
      defeated = !rt->get<MonsterSystem>().active(0);
    }
    QVERIFY(defeated);
    rt->run(30);
    draw(renderer, *rt, room);
    QCOMPARE(renderer.monsterCount(), 1);
    QCOMPARE(renderer.spriteCount(), 1);  // its frame, not the grey flat box
  }

  void aMissingSheetImageFallsBackToTheBox() {
    QTemporaryDir dir;
    Room room;
    addImpSheet(room, dir.path());
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("sheet.png"))));
    room.start("hero_start", {-20, 0});
    MonsterType& imp = standingMonster(room, "imp");
    imp.sprite = "imps";
    imp.animations = {"idle: hold imp_idle"};
    room.monster("imp_1", "imp", {3, 0});
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    PlatformerRenderer renderer(*kit_);
    draw(renderer, *rt, room);
    QCOMPARE(renderer.spriteCount(), 0);
    QCOMPARE(renderer.monsterCount(), 1);
    QVERIFY(renderer.geometryVertices() > 0);
  }

  void theSelectedMonstersRouteIsDrawn() {
    Room room;
    room.start("hero_start", {-40, 0});
    routeNode(room, "a", {0, 0});
    routeNode(room, "b", {4, 0});
    routeNode(room, "c", {8, 0});
    routeWalk(room, "a", "b");
    routeWalk(room, "b", "c");
    MonsterType& walker = room.monsterType("walker");
    walker.sightRange = 0;
    walker.canAttack = false;
    Monster& m = room.monster("patroller", "walker", {0, 0});
    m.patrol = {"c", "a"};
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    rt->run(5);
    const RouteProgress& route = rt->get<MonsterSystem>().monsters()[0].route;
    QVERIFY(route.count >= 2);
    PlatformerRenderer renderer(*kit_);
    draw(renderer, *rt, room);
    QCOMPARE(renderer.routeLinks(), 0);  // nobody selected
    const int plainLines = renderer.lineVertices();
    draw(renderer, *rt, room, {RouteSubject::Kind::Monster, "patroller"});
    QCOMPARE(renderer.routeLinks(), route.count - 1 - route.at);
    QVERIFY(renderer.lineVertices() > plainLines);
    draw(renderer, *rt, room, {RouteSubject::Kind::Monster, "nobody"});
    QCOMPARE(renderer.routeLinks(), 0);
    QCOMPARE(renderer.lineVertices(), plainLines);
  }
};

QTEST_MAIN(CreatureSpritesTest)
#include "creature_sprites_test.moc"
