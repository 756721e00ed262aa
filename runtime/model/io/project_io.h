#pragma once
// Project files on disk:
//   <folder>/project.json        settings, tile definitions, list of level files
//   <folder>/levels/<name>.json  one file per level: chain and objects
//   <folder>/game.json           the game rules (game_rules_json.h); absent: the defaults
// Text is canonical (see core/json_text.h): loading and saving again gives the same bytes.
#include <memory>
#include <string>
#include <type_traits>

#include "core/error.h"
#include "core/file_transaction.h"
#include "model/project/project.h"

namespace sw {

inline constexpr const char* kProjectFileName = "project.json";

struct ProjectLoad {
  std::unique_ptr<Project> project;  // nullptr when the project could not be read
  Errors errors;                     // every problem found, each naming file and place
};

// `path` is a project folder or its project.json.
ProjectLoad loadProject(const std::string& path);

// Writes project.json and every level file into project.directory, all or none (one
// FileTransaction): a failure leaves every file as it was and names the one at fault.
Status saveProject(const Project& project);
// What saveProject writes: every level file, then project.json (last: it makes the levels
// visible). Paths are absolute in project.directory. The editor adds these to the
// transaction that also writes graphs and tilesets.
std::vector<FileWrite> projectFiles(const Project& project);

std::string projectText(const Project& project);
std::string levelText(const Level& level);

// Parse one file's text. `file` is only used in error messages.
bool readProjectText(const std::string& text, const std::string& file, Project& out,
                     std::vector<std::string>& levelFiles, Errors& errors);
bool readLevelText(const std::string& text, const std::string& file, Level& out, Errors& errors);

// A set of level objects as the clipboard carries them: the level file's JSON for
// "chain" and "objects", tagged so other JSON is not mistaken for it.
inline constexpr const char* kBundleContent = "scrollwork-objects";
struct ObjectBundle {
  std::vector<std::unique_ptr<TileInstance>> chain;
  std::vector<std::unique_ptr<LevelObject>> objects;
};
std::string bundleText(const std::vector<const LevelObject*>& objects);
// Reads a bundle; on any problem returns false with errors and leaves `out` untouched.
bool readBundleText(const std::string& text, ObjectBundle& out, Errors& errors);

// A file name for a new level, e.g. "levels/stage_2.json", not used by another level.
std::string levelFileFor(const Project& project, const std::string& levelName);

// Next identity for an object created in this process (loaded, pasted, added).
ObjectId newObjectId();

// Adds a new object of kind T named `name` with a fresh id: a TileInstance at the end of
// the chain, anything else to the level's objects. For code that builds levels (project
// templates, tests).
template <class T>
T& addNewObject(Level& level, const std::string& name) {
  auto object = std::make_unique<T>();
  object->name = name;
  object->id = newObjectId();
  T& ref = *object;
  if constexpr (std::is_same_v<T, TileInstance>)
    level.chain.push_back(std::move(object));
  else
    level.objects.push_back(std::move(object));
  return ref;
}

}  // namespace sw
