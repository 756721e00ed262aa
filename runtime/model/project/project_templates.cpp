#include "model/project/project_templates.h"

#include <filesystem>
#include <sstream>
#include <type_traits>

#include "model/patterns/bullet_pattern_json.h"
#include "model/paths/path.h"
#include "model/io/project_io.h"
#include "model/level/spawn.h"

namespace sw {

void fillPlatformer(TemplateContent& content, std::unique_ptr<Level> level);  // platformer_template.cpp

namespace {

// ---- Meshes as OBJ text, enough to see tiles and ships in 3D. ------------------------------

struct Box {
  Vec3 min, max;
};

// The enemy's mesh: one OBJ object of axis-aligned boxes, six quads each, faces wound outwards
// (counter-clockwise seen from outside).
std::string objText(const std::string& name, const std::vector<Box>& boxes) {
  std::ostringstream out;
  out << "# Scrollwork starter mesh '" << name << "', written by the project template\n";
  out << "o " << name << '\n';
  for (const Box& b : boxes) {
    const double x[2] = {b.min.x, b.max.x}, y[2] = {b.min.y, b.max.y}, z[2] = {b.min.z, b.max.z};
    for (int i = 0; i < 8; ++i)
      out << "v " << x[i & 1] << ' ' << y[(i >> 1) & 1] << ' ' << z[(i >> 2) & 1] << '\n';
  }
  // Corner index = 1 + xBit + 2*yBit + 4*zBit within each box.
  static const int kFaces[6][4] = {{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4},
                                   {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
  for (std::size_t box = 0; box < boxes.size(); ++box)
    for (const auto& face : kFaces) {
      out << 'f';
      for (int corner : face) out << ' ' << 1 + int(box) * 8 + corner;
      out << '\n';
    }
  return out.str();
}

// The collision of a corridor tile whose camera line runs from (0, 0) to (32, rise): one
// polygon for the floor, one for the ceiling, each counter-clockwise and convex.
std::vector<Polygon> corridorCollision(double rise) {
  return {{{0, -9.5}, {32, -9.5 + rise}, {32, -7 + rise}, {0, -7}},
          {{0, 7}, {32, 7 + rise}, {32, 9.5 + rise}, {0, 9.5}}};
}

// The tile's mesh is its collision pushed out in depth (z from -6 to 1), so what a player
// sees is exactly what stops the ship, slopes included.
std::string extrudedObjText(const std::string& name, const std::vector<Polygon>& polygons) {
  std::ostringstream out;
  out << "# Scrollwork starter mesh '" << name << "', written by the project template\n";
  out << "o " << name << '\n';
  int base = 1;  // OBJ indices start at 1
  for (const Polygon& polygon : polygons) {
    const int n = int(polygon.size());
    for (double z : {1.0, -6.0})
      for (const Vec2& p : polygon) out << "v " << p.x << ' ' << p.y << ' ' << z << '\n';
    // Front (z = 1) keeps the counter-clockwise order, the back is reversed; convex: one face each.
    out << 'f';
    for (int i = 0; i < n; ++i) out << ' ' << base + i;
    out << "\nf";
    for (int i = n - 1; i >= 0; --i) out << ' ' << base + n + i;
    out << '\n';
    for (int i = 0; i < n; ++i) {  // sides, facing away from the polygon
      const int j = (i + 1) % n;
      out << "f " << base + n + i << ' ' << base + n + j << ' ' << base + j << ' ' << base + i << '\n';
    }
    base += 2 * n;
  }
  return out.str();
}

std::unique_ptr<TileDef> corridorTile(const std::string& name, double rise) {
  auto tile = std::make_unique<TileDef>();
  tile->name = name;
  tile->mesh = "meshes/" + name + ".obj";
  tile->collision = corridorCollision(rise);
  tile->cameraEntry = {0, 0};
  tile->cameraExit = {32, rise};
  if (rise != 0) tile->cameraPoints = {{16, rise / 2}};
  return tile;
}

std::unique_ptr<Level> emptyLevel(const Project& project, const std::string& name) {
  auto level = std::make_unique<Level>();
  level->name = name;
  level->file = levelFileFor(project, level->name);
  return level;
}

void fillShooter(TemplateContent& content) {
  Project& project = *content.project;
  project.assetFolders = {"meshes"};
  project.tileDefs.push_back(corridorTile("straight", 0));
  project.tileDefs.push_back(corridorTile("rise", 4));
  project.tileDefs.push_back(corridorTile("fall", -4));
  for (const auto& tile : project.tileDefs)
    content.assets.push_back({tile->mesh, extrudedObjText(tile->name, tile->collision)});

  // An enemy that flies in along its path, opens fire after a second and leaves at the path's end.
  auto dart = std::make_unique<EnemyType>();
  dart->name = "dart";
  dart->mesh = "meshes/dart.obj";
  dart->color = {230, 80, 60, 255};
  dart->spheres = {{0, 0, 0.7}};
  dart->health = 2;
  dart->movement = EnemyMovement::FollowPath;
  dart->speed = 0.15;
  dart->pattern = "aimed";
  dart->fireIntervalTicks = 45;
  dart->firstShotDelayTicks = 20;
  // The dart's pattern: one bullet at the player, as the old "aimed" weapon fired.
  project.bulletKinds = defaultBulletKinds();
  auto aimed = std::make_unique<BulletPattern>();
  Errors ignored;
  readPatternText(R"({"name": "aimed", "notes": "One bullet at the player", "parameters": [],
                      "actions": [{"fire": {"aim": 0, "speed": 0.25, "kind": "medium"}}]})",
                  "", "", *aimed, ignored);
  project.patterns.push_back(std::move(aimed));
  auto state = [](const std::string& name, std::vector<std::string> begin,
                  std::vector<std::string> transitions) {
    auto s = std::make_unique<EnemyState>();
    s->name = name;
    s->begin = std::move(begin);
    s->transitions = std::move(transitions);
    return s;
  };
  dart->states.push_back(state("approach", {}, {"after 40 -> attack"}));
  dart->states.push_back(state("attack", {"startFiring"}, {"pathEnd -> gone"}));
  dart->states.push_back(state("gone", {"die"}, {}));
  content.assets.push_back({dart->mesh, objText("dart", {{{-0.9, -0.25, -0.4}, {0.9, 0.25, 0.4}},
                                                         {{-0.2, -0.6, -0.2}, {0.4, 0.6, 0.2}}})});
  project.enemyTypes.push_back(std::move(dart));

  auto level = emptyLevel(project, "Stage 1");
  level->seed = 1;
  for (const char* tile : {"straight", "straight", "rise", "straight", "fall", "straight"}) {
    const std::string base = tile;
    addNewObject<TileInstance>(*level, level->uniqueName(base + "_1")).tile = base;
  }
  // Paths move with the chain link they are attached to, so each wave's path sits on the
  // link the camera shows when the wave comes: the ships enter at the right edge and sweep left.
  auto swoop = [&](const std::string& name, const std::string& link, std::vector<Vec2> points) {
    Path& path = addNewObject<Path>(*level, name);
    path.curve = Path::Curve::CatmullRom;
    path.attachedTile = link;
    std::vector<Path::Node> nodes;
    for (const Vec2& p : points) nodes.push_back({p, {}, {}, Path::PointKind::Corner});
    path.setNodes(nodes);
  };
  swoop("swoop_high", "straight_1", {{24, 5}, {14, 2}, {6, -3}, {-18, -4}});
  swoop("swoop_low", "straight_2", {{28, -5}, {18, -2}, {10, 3}, {-14, 4}});
  auto formation = [&](const std::string& name, std::int64_t tick, const std::string& path) {
    Spawn& spawn = addNewObject<Spawn>(*level, name);
    spawn.tick = tick;
    spawn.wave = "w1";
    spawn.enemyType = "dart";
    spawn.path = path;
    spawn.count = 5;
    spawn.spacing = 1.5;
    spawn.delayTicks = 12;
  };
  formation("darts_a", 30, "swoop_high");
  formation("darts_b", 240, "swoop_low");
  project.levels.push_back(std::move(level));
}

}  // namespace

const std::vector<ProjectTemplate>& projectTemplates() {
  static const std::vector<ProjectTemplate> templates{
      {"empty", "Empty", "One empty level: build everything yourself."},
      {"shooter", "Shooter starter",
       "A short level that plays at once: chained tiles, two paths, an enemy type that fires and a "
       "formation on each path."},
      {"platformer", "Platformer starter",
       "A room that plays at once: two characters to switch between, slopes, a curved hill, one-way "
       "platforms and a lift on a path."},
  };
  return templates;
}

const ProjectTemplate* findProjectTemplate(const std::string& id) {
  for (const auto& t : projectTemplates())
    if (t.id == id) return &t;
  return nullptr;
}

Result<TemplateContent> makeTemplateContent(const std::string& id, const std::string& projectName) {
  if (!findProjectTemplate(id)) {
    std::string known;
    for (const auto& t : projectTemplates()) known += (known.empty() ? "" : ", ") + t.id;
    return Error{"", "", "unknown project template '" + id + "' (templates: " + known + ")"};
  }
  TemplateContent content;
  content.project = std::make_unique<Project>();
  content.project->name = projectName.empty() ? std::string("Untitled") : projectName;
  if (id == "shooter")
    fillShooter(content);
  else if (id == "platformer")
    fillPlatformer(content, emptyLevel(*content.project, "Room 1"));
  else
    content.project->levels.push_back(emptyLevel(*content.project, "Level 1"));
  return content;
}

Result<std::string> createProjectFromTemplate(const std::string& folder, const std::string& templateId,
                                              const std::string& projectName) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (folder.empty()) return Error{"", "", "no folder given for the new project"};
  const fs::path target = fs::absolute(fs::path(folder), ec).lexically_normal();
  // A trailing slash leaves an empty last component: the name is the folder's own.
  const fs::path named = target.has_filename() ? target : target.parent_path();
  if (fs::exists(target, ec)) {
    if (!fs::is_directory(target, ec)) return Error{target.string(), "", "exists and is not a folder"};
    if (!fs::is_empty(target, ec))
      return Error{target.string(), "",
                   "the folder is not empty; choose a new or empty folder for the project"};
  }
  auto content =
      makeTemplateContent(templateId, projectName.empty() ? named.filename().string() : projectName);
  if (!content) return content.error();
  Project& project = *content->project;
  project.directory = named.string();
  const bool folderIsNew = !fs::exists(named, ec);
  fs::create_directories(named, ec);
  if (ec) return Error{named.string(), "", "cannot create the folder: " + ec.message()};
  FileTransaction files;
  for (auto& asset : content->assets) files.write((named / asset.path).string(), std::move(asset.bytes));
  auto projectWrites = projectFiles(project);
  if (!projectWrites) return projectWrites.error();
  for (auto& file : *projectWrites) files.write(std::move(file));
  if (Status status = files.commit(); !status) {
    if (folderIsNew) fs::remove_all(named, ec);  // nothing of ours stays behind
    return status.error();
  }
  return named.string();
}

}  // namespace sw
