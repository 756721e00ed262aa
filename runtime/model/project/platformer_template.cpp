// The platformer starter (project_templates.h): one free room that plays at once with F5.
// Every surface the character controller knows is in it, so a designer sees each at work:
// flat floor, a slope, a curved hill, a step, one-way platforms, a lift (a moving platform
// on a path) up to a high shelf, and two characters to switch between (the switch button),
// the grappler with a hook and a beam to swing from. And one of each puzzle piece, making a
// short route: flip the lever (up) and the door on the shelf opens; push the crate off the
// step onto the plate and the gate on the shelf lets you through to the right; mind the
// crusher by the lift; the checkpoint on the shelf saves the run; the goal ends the level.
// A replay test walks to the lever and flips it (tests/lever.inputs, scrollwork-cli test).
#include "model/paths/path.h"
#include "model/platformer/platform_geometry.h"
#include "model/platformer/puzzle_objects.h"
#include "model/project/project_templates.h"

namespace sw {

namespace {

PlatformGeometry& rectangle(Level& level, const std::string& name, Vec2 centre, Vec2 size) {
  auto g = std::make_unique<PlatformGeometry>();
  g->name = name;
  g->anchor = centre;
  g->size = size;
  PlatformGeometry& out = *g;
  level.objects.push_back(std::move(g));
  return out;
}

PlatformGeometry& outline(Level& level, const std::string& name, Vec2 anchor, PlatformGeometry::Shape shape,
                          std::vector<Vec2> points) {
  PlatformGeometry& g = rectangle(level, name, anchor, {1, 1});
  g.shape = shape;
  g.points = std::move(points);
  return g;
}

CharacterType character(const std::string& name, Color color) {
  CharacterType c = defaultCharacter(name);
  c.color = color;
  return c;
}

}  // namespace

void fillPlatformer(TemplateContent& content, std::unique_ptr<Level> level) {
  Project& project = *content.project;
  project.assetFolders = {"meshes", "textures"};
  CharacterType runner = character("runner", {90, 190, 255, 255});
  runner.runSpeed = 0.16;
  runner.jumpHeight = 3.6;
  CharacterType grappler = character("grappler", {255, 160, 70, 255});
  grappler.runSpeed = 0.12;
  grappler.jumpHeight = 2.6;
  grappler.width = 1.0;
  grappler.height = 1.5;
  grappler.hasHook = true;
  grappler.hookRange = 11;
  project.characters.push_back(std::make_unique<CharacterType>(runner));
  project.characters.push_back(std::make_unique<CharacterType>(grappler));

  level->kind = Level::Kind::Free;
  level->boundsMin = {-16, -9};
  level->boundsMax = {48, 18};
  Level& l = *level;
  const Color ground{110, 120, 135, 255}, wood{170, 130, 90, 255}, lift{120, 170, 200, 255};
  rectangle(l, "floor", {16, -8}, {64, 2}).color = ground;
  rectangle(l, "wall_left", {-15.5, 4.5}, {1, 25}).color = ground;
  rectangle(l, "wall_right", {47.5, 4.5}, {1, 25}).color = ground;
  outline(l, "slope", {2, -7}, PlatformGeometry::Shape::Triangle, {{0, 0}, {6, 0}, {6, 3}}).color = ground;
  rectangle(l, "step", {11, -5.5}, {6, 3}).color = ground;
  outline(l, "hill", {22, -7}, PlatformGeometry::Shape::Polygon,
          {{-4, 0}, {4, 0}, {3, 1.1}, {1.6, 1.7}, {0, 1.9}, {-1.6, 1.7}, {-3, 1.1}})
      .color = ground;
  for (auto [name, at] : {std::pair{"ledge_low", Vec2{-8, -4.2}}, std::pair{"ledge_mid", Vec2{-2, -1.0}},
                          std::pair{"ledge_high", Vec2{4, 2.2}}}) {
    PlatformGeometry& g = rectangle(l, name, at, {4.5, 0.4});
    g.surface = PlatformGeometry::Surface::OneWay;
    g.color = wood;
  }
  // The lift rides its path up and down, waiting at each end; the high shelf is its top stop.
  auto path = std::make_unique<Path>();
  path->name = "lift_path";
  path->setNodes({{{33, -6.7}, {}, {}, Path::PointKind::Corner}, {{33, 4.6}, {}, {}, Path::PointKind::Corner}});
  l.objects.push_back(std::move(path));
  PlatformGeometry& liftPlatform = rectangle(l, "lift", {33, -6.7}, {4, 0.6});
  liftPlatform.path = "lift_path";
  liftPlatform.speed = 0.05;
  liftPlatform.waitTicks = 60;
  liftPlatform.color = lift;
  rectangle(l, "shelf", {41, 4.5}, {12, 1}).color = ground;

  auto start = [&](const std::string& name, const std::string& who, Vec2 at) {
    auto s = std::make_unique<CharacterStart>();
    s->name = name;
    s->character = who;
    s->position = at;
    l.objects.push_back(std::move(s));
  };
  start("start_runner", "runner", {-12, -7});
  start("start_grappler", "grappler", {-10, -7});
  // For the grappler's hook: within its reach from the step, not from the floor.
  rectangle(l, "beam", {16, 6}, {10, 0.6}).color = wood;

  auto add = [&](auto object, const std::string& name) {
    object->name = name;
    auto& out = *object;
    l.objects.push_back(std::move(object));
    return &out;
  };
  Switch* lever = add(std::make_unique<Switch>(), "lever_1");
  lever->position = {-6, -6.4};
  Door* door = add(std::make_unique<Door>(), "door_1");
  door->position = {39, 7};
  door->size = {0.8, 4};
  door->travel = 4.2;
  door->speed = 0.08;
  door->opensWhen = "lever_1.on";
  Crate* crate = add(std::make_unique<Crate>(), "crate_1");
  crate->position = {12, -4};
  Switch* plate = add(std::make_unique<Switch>(), "plate_1");
  plate->kind = Switch::Kind::Plate;
  plate->position = {16, -7};
  plate->size = {1.6, 0.2};
  sw::Barrier* gate = add(std::make_unique<sw::Barrier>(), "gate");
  gate->position = {43, 7};
  gate->size = {0.4, 4};
  gate->passable = "plate_1.pressed";
  // Comes down for two seconds in every four: a crusher to time a run past.
  Door* crusher = add(std::make_unique<Door>(), "crusher");
  crusher->position = {28.5, -2};  // on the flat floor between the hill and the lift
  crusher->size = {2, 3};
  crusher->opens = Side::Down;
  crusher->travel = 4;  // raised, a character passes under it; down, it meets the floor
  crusher->speed = 0.15;
  crusher->opensWhen = "tick % 240 < 120";
  crusher->color = {150, 60, 60, 255};
  add(std::make_unique<Checkpoint>(), "cp_shelf")->position = {37, 5};
  add(std::make_unique<Goal>(), "goal")->position = {45.5, 5};
  project.levels.push_back(std::move(level));

  // A replay test: the runner walks to the lever and flips it; the door opens.
  content.assets.push_back({"tests/lever.inputs",
                            "scrollwork-inputs 1\n"
                            "# The runner walks right to the lever, flips it (up) and waits for the door.\n"
                            "level Room 1\n"
                            "players 1\n"
                            "ticks 200\n"
                            "0 right\n"
                            "36 -\n"
                            "50 up\n"
                            "52 -\n"});
  content.assets.push_back({"tests/lever.expect.json",
                            "{\n"
                            "  \"formatVersion\": 2,\n"
                            "  \"description\": \"The runner flips the lever and the door on the shelf opens\",\n"
                            "  \"ticks\": 200,\n"
                            "  \"conditions\": [\n"
                            "    \"lever_1.on by tick 60\",\n"
                            "    \"door_1.open by tick 200\",\n"
                            "    \"start_runner.health == 5\"\n"
                            "  ]\n"
                            "}\n"});
}

}  // namespace sw
