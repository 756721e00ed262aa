#include "model/io/project_io.h"

#include <atomic>
#include <cctype>
#include <exception>
#include <filesystem>
#include <system_error>
#include <thread>
#include <unordered_map>

#include "core/atomic_file.h"
#include "graph/graph_json.h"
#include "model/patterns/bullet_pattern_json_internal.h"
#include "model/enemies/enemy_type_json.h"
#include "model/io/format.h"
#include "model/project/game_rules_json.h"
#include "model/io/json_properties.h"
#include "model/io/level_grid_text.h"
#include "model/io/level_text_split.h"
#include "model/io/level_objects_json.h"
#include "model/io/migration.h"
#include "model/effects/particle_effect_json.h"
#include "model/io/named_list_json.h"
#include "model/project/own_files.h"
#include "model/io/tile_layer_json.h"
#include "model/project/weapon_type_json.h"

namespace sw {

namespace fs = std::filesystem;

ObjectId newObjectId() {
  static std::atomic<ObjectId> counter{0};
  return ++counter;
}

namespace {

Json withVersion(const Json& body) {
  Json out = Json::object();
  out["formatVersion"] = kFormatVersion;
  for (auto it = body.begin(); it != body.end(); ++it) out[it.key()] = it.value();
  return out;
}

// Reports every name used twice, pointing at the second use.
template <class Named, class PointerOf>
bool checkUniqueNames(const std::vector<Named>& items, const JsonReader& r, PointerOf pointerOf,
                      std::unordered_map<std::string, std::string>& seen) {
  bool ok = true;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::string& name = items[i]->name;
    std::string where = pointerOf(i);
    if (name.empty()) {
      r.fail(where, "name must not be empty");
      ok = false;
      continue;
    }
    auto [it, inserted] = seen.emplace(name, where);
    if (!inserted) {
      r.fail(where, "duplicate name '" + name + "' (also used at " + it->second + ")");
      ok = false;
    }
  }
  return ok;
}

}  // namespace


std::string levelText(const Level& level) { return levelTextWithGrids(level, {}); }

std::string levelTextWithGrids(const Level& level, const LayerGrids& grids) {
  return textWithGrids([&](GridSplices* splices) {
    Json j = withVersion(writeProperties(level));
    // A scrolling level (every level before free ones came) keeps its bytes: the free camera's
    // keys are written only for free levels or when they were changed.
    if (level.kind == Level::Kind::Scrolling) {
      const Level plain;
      j.erase("kind");
      if (level.boundsMin == plain.boundsMin) j.erase("boundsMin");
      if (level.boundsMax == plain.boundsMax) j.erase("boundsMax");
      if (level.deadZone == plain.deadZone) j.erase("deadZone");
      if (level.lookAhead == plain.lookAhead) j.erase("lookAhead");
    }
    // Music keys only when set: levels without music keep their bytes.
    for (const char* key : {"music", "musicLoopStart", "musicLoopEnd", "bossMusic", "bossMusicLoopStart",
                            "bossMusicLoopEnd"}) {
      const Json& v = j[key];
      if ((v.is_string() && v.get<std::string>().empty()) || (v.is_number() && v.get<double>() == 0)) j.erase(key);
    }
    Json chain = Json::array();
    for (const auto& t : level.chain) chain.push_back(objectToJson(*t, false, splices, &grids));
    j["chain"] = std::move(chain);
    Json objects = Json::array();
    for (const auto& o : level.objects) objects.push_back(objectToJson(*o, true, splices, &grids));
    j["objects"] = std::move(objects);
    return j;
  });
}

std::string projectText(const Project& project) {
  Json j = withVersion(writeProperties(project));
  Json defs = Json::array();
  for (const auto& t : project.tileDefs) {
    defs.push_back(writeProperties(*t));
    if (t->material.empty()) defs.back().erase("material");  // projects without graph materials keep their bytes
  }
  j["tileDefs"] = std::move(defs);
  // Omitted when empty, so projects without enemies keep their bytes.
  if (!project.enemyTypes.empty()) j["enemyTypes"] = enemyTypesToJson(project.enemyTypes);
  if (!project.weapons.empty()) j["weapons"] = weaponsToJson(project.weapons);
  if (!project.characters.empty()) {
    Json list = Json::array();
    for (const auto& c : project.characters) {
      list.push_back(writeProperties(*c));
      // Most characters have no sprite: omitted when unset, projects keep their bytes.
      if (c->sprite.empty()) list.back().erase("sprite");
      if (c->animations.empty()) list.back().erase("animations");
    }
    j["characters"] = std::move(list);
  }
  if (!project.monsters.empty()) {
    Json list = Json::array();
    for (const auto& m : project.monsters) list.push_back(writeProperties(*m));
    j["monsters"] = std::move(list);
  }
  if (!project.effects.empty()) j["effects"] = effectsToJson(project.effects);
  if (!project.soundCues.empty()) {
    Json list = Json::array();
    for (const auto& c : project.soundCues) list.push_back(writeProperties(*c));
    j["soundCues"] = std::move(list);
  }
  if (!project.bulletKinds.empty()) j["bulletKinds"] = bulletKindsToJson(project.bulletKinds);
  if (!project.patterns.empty()) j["patterns"] = patternsToJson(project.patterns);
  if (!project.tilesets.empty()) {
    Json files = Json::array();
    for (const auto& t : project.tilesets) files.push_back(t->file);
    j["tilesets"] = std::move(files);
  }
  Json levels = Json::array();
  for (const auto& l : project.levels) levels.push_back(l->file);
  j["levels"] = std::move(levels);
  return toCanonicalText(j);
}

namespace {

// A level's properties, chain and objects; the names are checked once all are read.
bool readLevelDocument(const std::string& text, const JsonReader& r, Level& out) {
  Json j;
  if (!parseJsonText(text, j, r) || !migrateToCurrent(j, r)) return false;
  bool ok = readProperties(out, j, r, "", {"formatVersion", "chain", "objects"});
  return readChainAndObjects(j, r, out.chain, out.objects) && ok;
}

bool checkLevelNames(const Level& level, const JsonReader& r) {
  std::unordered_map<std::string, std::string> seen;
  bool ok = checkUniqueNames(level.chain, r, [](std::size_t i) { return pointerChild("/chain", i) + "/name"; }, seen);
  return checkUniqueNames(level.objects, r, [](std::size_t i) { return pointerChild("/objects", i) + "/name"; },
                          seen) && ok;
}

bool readLevelTextWhole(const std::string& text, const std::string& file, Level& out, Errors& errors) {
  const JsonReader r{file, &errors};
  return readLevelDocument(text, r, out) && checkLevelNames(out, r);
}

// Levels from this size on are read in two parts at once where there is a second core: a
// thread costs far less than parsing a megabyte.
constexpr std::size_t kTwoPartLevelBytes = std::size_t(1) << 20;

bool readLevelTextInTwo(const std::string& text, const std::string& file, const ObjectsArrayLayout& layout,
                        std::size_t first, Level& out, Errors& errors) {
  if (layout.formatVersion.empty() || first >= layout.begins.size())
    return readLevelTextWhole(text, file, out, errors);
  // The second thread's text: a level document of the tail's items alone, at the file's
  // format version, so that migrations of level objects apply to them as to the rest.
  const std::size_t tailBegin = layout.begins[first], tailEnd = layout.ends.back();
  std::string tailText = "{\"formatVersion\": ";
  tailText.reserve(tailText.size() + layout.formatVersion.size() + (tailEnd - tailBegin) + 20);
  tailText.append(layout.formatVersion).append(", \"objects\": [").append(text, tailBegin, tailEnd - tailBegin);
  tailText += "]}";
  struct Tail {
    std::vector<std::unique_ptr<LevelObject>> objects;
    Errors errors;
    bool ok = false;
    std::exception_ptr thrown;
  } tail;
  Errors headErrors;
  bool headOk = false;
  {
    // Its document is freed on that thread too: freeing 10,000 objects' JSON takes time.
    std::jthread reader;
    try {
      reader = std::jthread([&tail, &tailText, &file, first] {
        try {
          const JsonReader r{file, &tail.errors};
          Json j;
          tail.ok = parseJsonText(tailText, j, r) && migrateToCurrent(j, r) && j["objects"].is_array() &&
                    readObjects(j["objects"], r, first, false, tail.objects);
        } catch (...) {
          tail.thrown = std::current_exception();
        }
      });
    } catch (const std::system_error&) {  // no thread to be had (a process at its limit): one reader
      return readLevelTextWhole(text, file, out, errors);
    }
    // The rest of the file, the array cut short before the tail.
    const std::size_t keepTo = first == 0 ? layout.open + 1 : layout.ends[first - 1];
    std::string headText;
    headText.reserve(keepTo + (text.size() - layout.close));
    headText.append(text, 0, keepTo).append(text, layout.close, std::string::npos);
    headOk = readLevelDocument(headText, JsonReader{file, &headErrors}, out);
  }  // the reader has finished here (a jthread joins when it goes)
  if (tail.thrown) std::rethrow_exception(tail.thrown);
  if (!headOk || !tail.ok || !headErrors.empty() || !tail.errors.empty()) {
    // A problem anywhere: the whole text is read again as one, so that every message
    // names its place and line in the file, in the file's order.
    out.chain.clear();
    out.objects.clear();
    return readLevelTextWhole(text, file, out, errors);
  }
  out.objects.reserve(out.objects.size() + tail.objects.size());
  for (auto& object : tail.objects) {  // ids in file order, as one reader gives them
    object->id = newObjectId();
    out.objects.push_back(std::move(object));
  }
  return checkLevelNames(out, JsonReader{file, &errors});
}

}  // namespace

// A level file of a megabyte or more has its objects' tail read on a second thread
// (level_text_split.h).
bool readLevelText(const std::string& text, const std::string& file, Level& out, Errors& errors) {
  if (text.size() >= kTwoPartLevelBytes && std::thread::hardware_concurrency() > 1)
    if (const auto layout = findObjectsArray(text)) {
      // About half the bytes to each thread.
      const std::size_t first = firstItemOfTail(*layout, text.size() / 2);
      if (first < layout->begins.size()) return readLevelTextInTwo(text, file, *layout, first, out, errors);
    }
  return readLevelTextWhole(text, file, out, errors);
}

bool readLevelTextInTwo(const std::string& text, const std::string& file, std::size_t first, Level& out,
                        Errors& errors) {
  const auto layout = findObjectsArray(text);
  if (!layout) return readLevelTextWhole(text, file, out, errors);
  return readLevelTextInTwo(text, file, *layout, first, out, errors);
}

bool readProjectText(const std::string& text, const std::string& file, Project& out,
                     std::vector<std::string>& levelFiles, Errors& errors) {
  JsonReader r{file, &errors};
  Json j;
  if (!parseJsonText(text, j, r)) return false;
  const auto version = j.is_object() ? j.find("formatVersion") : j.end();
  const std::int64_t read = version != j.end() && version->is_number_integer() ? version->get<std::int64_t>() : 0;
  if (!migrateToCurrent(j, r)) return false;  // refuses a missing, wrong or newer version
  out.formatVersionRead = int(read);
  bool ok = readProperties(out, j, r, "", {"formatVersion", "tileDefs", "enemyTypes", "weapons", "characters", "monsters", "effects", "soundCues", "bulletKinds", "patterns", "tilesets", "levels"});
  if (j.contains("tilesets")) {
    const Json& files = j["tilesets"];
    for (std::size_t i = 0; files.is_array() && i < files.size(); ++i) {
      if (!files[i].is_string() || files[i].get<std::string>().empty())
        r.fail(pointerChild("/tilesets", i), "expected a tileset file name"), ok = false;
      else if (auto outside = ownFilePathProblem(files[i].get<std::string>()))
        r.fail(pointerChild("/tilesets", i), *outside), ok = false;
      else {
        out.tilesets.push_back(std::make_unique<Tileset>());
        out.tilesets.back()->file = files[i].get<std::string>();
      }
    }
    if (!files.is_array()) r.fail("/tilesets", "expected an array of tileset file names"), ok = false;
  }
  if (j.contains("enemyTypes")) ok = readEnemyTypes(j["enemyTypes"], r, "/enemyTypes", out.enemyTypes) && ok;
  if (j.contains("weapons")) ok = readWeapons(j["weapons"], r, "/weapons", out.weapons) && ok;
  if (j.contains("characters")) {
    static const NamedListRules characterRules{"characters", "character name", 64};
    ok = readNamedList(j["characters"], r, "/characters", characterRules, out.characters) && ok;
  }
  if (j.contains("monsters")) {
    static const NamedListRules monsterRules{"monster types", "monster type name", 64};
    ok = readNamedList(j["monsters"], r, "/monsters", monsterRules, out.monsters) && ok;
  }
  if (j.contains("effects")) ok = readEffects(j["effects"], r, "/effects", out.effects) && ok;
  if (j.contains("soundCues")) {
    static const NamedListRules cueRules{"sound cues", "sound cue name", 4096};
    ok = readNamedList(j["soundCues"], r, "/soundCues", cueRules, out.soundCues) && ok;
  }
  if (j.contains("bulletKinds")) ok = readBulletKinds(j["bulletKinds"], r, "/bulletKinds", out.bulletKinds) && ok;
  if (j.contains("patterns")) ok = readPatterns(j["patterns"], r, "/patterns", out.patterns) && ok;

  static const NamedListRules tileDefRules{"tile definitions", "name"};
  if (j.contains("tileDefs"))
    ok = readNamedList(j["tileDefs"], r, "/tileDefs", tileDefRules, out.tileDefs) && ok;
  if (j.contains("levels")) {
    const Json& levels = j["levels"];
    if (!levels.is_array()) {
      r.fail("/levels", "expected an array of level file names");
      ok = false;
    } else {
      for (std::size_t i = 0; i < levels.size(); ++i) {
        if (!levels[i].is_string() || levels[i].get<std::string>().empty()) {
          r.fail(pointerChild("/levels", i), "expected a level file name");
          ok = false;
          continue;
        }
        if (auto outside = ownFilePathProblem(levels[i].get<std::string>())) {
          r.fail(pointerChild("/levels", i), *outside);
          ok = false;
          continue;
        }
        levelFiles.push_back(levels[i].get<std::string>());
      }
    }
  }
  return ok;
}

ProjectLoad loadProject(const std::string& path) {
  ProjectLoad result;
  std::error_code ec;
  fs::path projectFile(path);
  // A folder, or a path that names neither a folder nor a .json file: look for project.json in it.
  if (fs::is_directory(projectFile, ec) || (!fs::exists(projectFile, ec) && projectFile.extension() != ".json"))
    projectFile /= kProjectFileName;
  auto text = readWholeFile(projectFile.string());
  if (!text) {
    result.errors.push_back(text.error());
    return result;
  }
  auto project = std::make_unique<Project>();
  project->directory = fs::absolute(projectFile, ec).parent_path().lexically_normal().string();
  std::vector<std::string> levelFiles;
  bool ok = readProjectText(*text, projectFile.string(), *project, levelFiles, result.errors);
  ok = loadGameRules(project->directory, project->rules, result.errors) && ok;

  // Links that lead out of the folder are seen on disk only (the text rules ran above).
  for (std::size_t i = 0; i < project->tilesets.size(); ++i)
    if (auto outside = ownFileProblem(project->directory, project->tilesets[i]->file)) {
      result.errors.push_back(Error{projectFile.string(), pointerChild("/tilesets", i), *outside});
      ok = false;
    }
  std::unordered_map<std::string, std::string> levelNames;
  for (std::size_t i = 0; i < levelFiles.size(); ++i) {
    const std::string& relative = levelFiles[i];
    if (auto outside = ownFileProblem(project->directory, relative)) {
      result.errors.push_back(Error{projectFile.string(), pointerChild("/levels", i), *outside});
      ok = false;
      continue;
    }
    std::string levelPath = (projectFile.parent_path() / relative).lexically_normal().string();
    auto levelBytes = readWholeFile(levelPath);
    if (!levelBytes) {
      result.errors.push_back(
          Error{projectFile.string(), pointerChild("/levels", i), "level file '" + relative + "': " +
                                                                       levelBytes.error().message});
      ok = false;
      continue;
    }
    auto level = std::make_unique<Level>();
    level->file = relative;
    if (!readLevelText(*levelBytes, levelPath, *level, result.errors)) {
      ok = false;
      continue;
    }
    auto [it, inserted] = levelNames.emplace(level->name, relative);
    if (!inserted) {
      result.errors.push_back(Error{levelPath, "/name", "duplicate level name '" + level->name +
                                                             "' (also used by " + it->second + ")"});
      ok = false;
    }
    project->levels.push_back(std::move(level));
  }
  if (ok) {
    readProjectAssets(*project, result.leftOut);
    result.project = std::move(project);
  }
  return result;
}

void readProjectAssets(Project& project, Errors& leftOut) {
  if (project.directory.empty()) return;  // nowhere to read from: a project made in memory
  for (auto& entry : project.tilesets) {
    const std::string file = entry->file;
    auto loaded = loadTilesetFile(project.absolutePath(file));
    if (loaded) {
      *entry = std::move(*loaded);
    } else {
      *entry = Tileset();
      entry->readError = loaded.error();
    }
    entry->file = file;
  }
  project.graphs = listProjectGraphs(project.directory, leftOut);
  project.removedGraphFiles.clear();
  project.assetsFolder = project.directory;
}

namespace {

// A tileset's or graph's file in the save: the text the editor holds (`text`, made only when
// written) when it changed or when the project moves to another folder; else nothing. One
// the project does not hold (not read, or unreadable: `held` false) goes along as its
// file's bytes when the project moves, so Save As loses nothing.
template <class Text>
Status addAssetFile(const Project& project, const std::string& relative, bool held, bool unsaved, Text text,
                    std::vector<FileWrite>& out) {
  const bool moving = !project.assetsFolder.empty() && project.assetsFolder != project.directory;
  const fs::path target = fs::path(project.directory) / relative;
  if (held) {
    if (moving || unsaved) out.push_back({target.string(), text()});
    return Status::success();
  }
  std::error_code ec;
  if (!moving || fs::exists(target, ec)) return Status::success();
  const fs::path source = fs::path(project.assetsFolder) / relative;
  if (!fs::exists(source, ec)) return Status::success();
  auto bytes = readWholeFile(source.string());
  if (!bytes) return Error{target.string(), "", "cannot copy the file from " + source.string()};
  out.push_back({target.string(), std::move(*bytes)});
  return Status::success();
}

}  // namespace

Result<std::vector<FileWrite>> projectFiles(const Project& project) {
  const fs::path dir(project.directory);
  std::vector<FileWrite> files;
  files.reserve(project.levels.size() + 2);
  for (const auto& g : project.graphs) {
    auto text = [&] { return graph::writeGraph(*g->graph); };
    if (auto st = addAssetFile(project, g->file, g->graph != nullptr, g->unsaved, text, files); !st)
      return st.error();
  }
  for (const auto& t : project.tilesets) {
    auto text = [&] { return tilesetText(*t); };
    if (auto st = addAssetFile(project, t->file, t->readable(), t->unsaved, text, files); !st)
      return st.error();
  }
  for (const auto& level : project.levels) files.push_back({(dir / level->file).string(), levelText(*level)});
  files.push_back({(dir / kGameRulesFileName).string(), gameRulesText(project.rules)});
  files.push_back({(dir / kProjectFileName).string(), projectText(project)});
  return files;
}

void markSaved(Project& project) {
  for (auto& t : project.tilesets) t->unsaved = false;
  for (auto& g : project.graphs) g->unsaved = false;
  // Only a save into the folder they were read from deletes: Save As leaves the old project as it was.
  if (project.assetsFolder == project.directory) {
    std::error_code ec;
    for (const std::string& file : project.removedGraphFiles)
      if (!project.findGraph(file)) fs::remove(fs::path(project.directory) / file, ec);
  }
  project.removedGraphFiles.clear();
  project.assetsFolder = project.directory;
}

Status saveProject(const Project& project) {
  if (project.directory.empty()) return Error{"", "", "the project has no folder to save into"};
  auto files = projectFiles(project);
  if (!files) return files.error();
  FileTransaction save;
  for (auto& file : *files) save.write(std::move(file));
  return save.commit();
}

std::string levelFileFor(const Project& project, const std::string& levelName) {
  std::string stem;
  for (char c : levelName) {
    unsigned char u = static_cast<unsigned char>(c);
    stem += std::isalnum(u) ? char(std::tolower(u)) : '_';
  }
  if (stem.empty()) stem = "level";
  auto taken = [&](const std::string& f) {
    for (const auto& l : project.levels)
      if (l->file == f) return true;
    return false;
  };
  std::string candidate = "levels/" + stem + ".json";
  for (int n = 2; taken(candidate); ++n) candidate = "levels/" + stem + "_" + std::to_string(n) + ".json";
  return candidate;
}

}  // namespace sw
