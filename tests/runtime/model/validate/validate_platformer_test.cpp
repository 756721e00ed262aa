// Check Project on what platformer levels are made of: the starter room passes; each kind of
// bad input (a polygon crossing itself, a triangle of four points, NaN, a platform on a path
// of one node, an expression naming a missing object or a member it lacks or not parsing, a
// door that never opens, a character whose jump cannot leave the ground, a free level with
// no character start) is reported with the file and the JSON pointer of the value at fault.
#include <QtTest>

#include <cmath>

#include "model/paths/path.h"
#include "model/tiles/tileset.h"
#include "model/platformer/platform_geometry.h"
#include "model/platformer/puzzle_objects.h"
#include "model/project/project_templates.h"
#include "model/validate/problems.h"
#include "model/validate/validate.h"
#include "model/validate/validate_platformer.h"

using namespace sw;

namespace {

bool has(const Errors& errors, const std::string& file, const std::string& where, const std::string& words) {
  for (const Error& e : errors)
    if (e.file == file && e.where == where && e.message.find(words) != std::string::npos) return true;
  return false;
}

std::string all(const Errors& errors) {
  std::string out;
  for (const Error& e : errors) out += e.toString() + "\n";
  return out;
}

template <class T>
T& add(Level& level, const std::string& name) {
  auto o = std::make_unique<T>();
  o->name = name;
  T& ref = *o;
  level.objects.push_back(std::move(o));
  return ref;
}

}  // namespace

class ValidatePlatformerTest : public QObject {
  Q_OBJECT

 private slots:
  void theStarterRoomPasses() {
    Result<TemplateContent> content = makeTemplateContent("platformer", "Room");
    QVERIFY(content);
    const Errors errors = validateProject(*content->project);
    QVERIFY2(errors.empty(), all(errors).c_str());
    // Nor any warning: a free level needs no chain (its camera follows the characters).
    Errors notes;
    for (const Problem& p : projectProblems(*content->project)) notes.push_back({p.file, p.where, p.message});
    QVERIFY2(notes.empty(), all(notes).c_str());
  }

  void badPiecesAreNamedWithTheirPlace() {
    Level level;
    level.name = "Room";
    level.kind = Level::Kind::Free;
    PlatformGeometry& bow = add<PlatformGeometry>(level, "bow");
    bow.shape = PlatformGeometry::Shape::Polygon;
    bow.points = {{0, 0}, {2, 2}, {2, 0}, {0, 2}};  // edges cross
    PlatformGeometry& tri = add<PlatformGeometry>(level, "tri");
    tri.shape = PlatformGeometry::Shape::Triangle;
    tri.points = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    PlatformGeometry& lost = add<PlatformGeometry>(level, "lost");
    lost.anchor = {std::nan(""), 0};
    Path& dot = add<Path>(level, "dot");
    dot.setNodes({{{0, 0}, {}, {}, Path::PointKind::Corner}});
    PlatformGeometry& lift = add<PlatformGeometry>(level, "lift");
    lift.path = "dot";
    Door& door = add<Door>(level, "door_1");
    door.opensWhen = "lever_9.on";
    door.travel = 0;
    Door& other = add<Door>(level, "door_2");
    other.opensWhen = "door_1.pressed";
    sw::Barrier& gate = add<sw::Barrier>(level, "gate");
    gate.passable = "door_1.open and";
    Errors errors;
    validatePlatformerLevel(level, "levels/room.json", errors);
    const std::string f = "levels/room.json";
    QVERIFY2(has(errors, f, "/objects/0/points", "cross"), all(errors).c_str());
    QVERIFY2(has(errors, f, "/objects/1/points", "exactly 3 points"), all(errors).c_str());
    QVERIFY2(has(errors, f, "/objects/2/position", "finite"), all(errors).c_str());
    QVERIFY2(has(errors, f, "/objects/4/path", "'dot', which has 1 point"), all(errors).c_str());
    QVERIFY2(has(errors, f, "/objects/5/opensWhen", "no object 'lever_9'"), all(errors).c_str());
    QVERIFY2(has(errors, f, "/objects/5/travel", "travel is zero"), all(errors).c_str());
    QVERIFY2(has(errors, f, "/objects/6/opensWhen", "has no 'pressed'; it has open, closed"), all(errors).c_str());
    QVERIFY2(has(errors, f, "/objects/7/passable", "column"), all(errors).c_str());
    QVERIFY2(has(errors, f, "/objects", "no character start"), all(errors).c_str());
  }

  void aCharacterWhoseJumpCannotLeaveTheGround() {
    Project project;
    auto c = std::make_unique<CharacterType>(defaultCharacter("stone"));
    c->jumpHeight = 0.2;
    project.characters.push_back(std::move(c));
    auto nan = std::make_unique<CharacterType>(defaultCharacter("ghost"));
    nan->gravity = std::nan("");
    project.characters.push_back(std::move(nan));
    Errors errors;
    validateCharacters(project, "project.json", errors);
    QVERIFY2(has(errors, "project.json", "/characters/0/jumpHeight", "cannot leave the ground"), all(errors).c_str());
    QVERIFY2(has(errors, "project.json", "/characters/1", "finite"), all(errors).c_str());
  }

  // A character's sprite must name a tileset; its animation lines' problems (checked against
  // the sprite's frame groups) are named by the line's pointer, with the column in the message.
  void spritesAndAnimationsAreChecked() {
    Project project;
    auto sheet = std::make_unique<Tileset>();
    sheet->name = "knight_sheet";
    for (const char* n : {"w0", "w1"}) {
      TilesetTile t;
      t.name = n;
      sheet->tiles.push_back(t);
    }
    sheet->frameGroups = {{"walk", {"w0", "w1"}}};
    project.tilesets.push_back(std::move(sheet));
    auto knight = std::make_unique<CharacterType>(defaultCharacter("hero"));
    knight->sprite = "knight_sheet";
    knight->animations = {"walk: loop walk; if !moving -> idle", "idle: loop stand", "jump: loop walk; if flying -> walk"};
    project.characters.push_back(std::make_unique<CharacterType>(defaultCharacter("plain")));
    project.characters.push_back(std::move(knight));
    auto ghost = std::make_unique<CharacterType>(defaultCharacter("ghost"));
    ghost->sprite = "ghost_sheet";
    ghost->animations = {"float: loop anything", "float: hold x; then float"};
    project.characters.push_back(std::move(ghost));

    Errors errors;
    validateCharacters(project, "project.json", errors);
    const std::string text = all(errors);
    QVERIFY2(has(errors, "project.json", "/characters/1/animations/1", "no frame group 'stand'"), text.c_str());
    QVERIFY2(has(errors, "project.json", "/characters/1/animations/1", "column 12"), text.c_str());
    QVERIFY2(has(errors, "project.json", "/characters/1/animations/2", "'flying' is not a signal"), text.c_str());
    QVERIFY2(has(errors, "project.json", "/characters/1/animations/2", "character 'hero', animation line 3"),
             text.c_str());
    QVERIFY2(has(errors, "project.json", "/characters/2/sprite", "'ghost_sheet' is not one of the project's tilesets"),
             text.c_str());
    // Without its sheet the groups go unchecked, the rest is not.
    QVERIFY2(!has(errors, "project.json", "/characters/2/animations/0", "frame group"), text.c_str());
    QVERIFY2(has(errors, "project.json", "/characters/2/animations/1", "a second animation named 'float'"),
             text.c_str());
    QVERIFY2(has(errors, "project.json", "/characters/2/animations/1", "'hold' never ends"), text.c_str());
    QCOMPARE(errors.size(), std::size_t(5));
    // And Check Project reports them.
    QVERIFY(has(validateProject(project), "project.json", "/characters/1/animations/1", "stand"));
  }
};

QTEST_APPLESS_MAIN(ValidatePlatformerTest)
#include "validate_platformer_test.moc"
