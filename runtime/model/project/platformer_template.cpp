// The platformer starter (project_templates.h): one free room that plays at once with F5.
// Every surface the character controller knows is in it, so a designer sees each at work:
// flat floor, a slope, a curved hill, a step, one-way platforms, a lift (a moving platform
// on a path) up to a high ledge, and two characters to switch between (the switch button).
#include "model/paths/path.h"
#include "model/platformer/platform_geometry.h"
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
  path->setNodes({{{31, -6.7}, {}, {}, Path::PointKind::Corner}, {{31, 4.6}, {}, {}, Path::PointKind::Corner}});
  l.objects.push_back(std::move(path));
  PlatformGeometry& liftPlatform = rectangle(l, "lift", {31, -6.7}, {4, 0.6});
  liftPlatform.path = "lift_path";
  liftPlatform.speed = 0.05;
  liftPlatform.waitTicks = 60;
  liftPlatform.color = lift;
  rectangle(l, "shelf", {40, 4.5}, {14, 1}).color = ground;

  auto start = [&](const std::string& name, const std::string& who, Vec2 at) {
    auto s = std::make_unique<CharacterStart>();
    s->name = name;
    s->character = who;
    s->position = at;
    l.objects.push_back(std::move(s));
  };
  start("start_runner", "runner", {-12, -7});
  start("start_grappler", "grappler", {-10, -7});
  project.levels.push_back(std::move(level));
}

}  // namespace sw
