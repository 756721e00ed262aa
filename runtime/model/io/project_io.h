#pragma once
// Project files on disk:
//   <folder>/project.json        settings, tile definitions, list of level and tileset files
//   <folder>/levels/<name>.json  one file per level: chain and objects
//   <folder>/game.json           the game rules (game_rules_json.h); absent: the defaults
//   <folder>/tilesets/...        the tilesets project.json lists (tileset.h)
//   <folder>/graphs/*.graph.json the texture graphs (project_graph.h)
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
  // Files the project opens without (a graph file that is a link out of the folder), each
  // with why. A tileset that cannot be read is not one: it stays listed with its
  // readError, and validation reports it as a broken reference.
  Errors leftOut;
};

// `path` is a project folder or its project.json. Reads the levels and the tilesets too,
// and lists the graphs (readProjectAssets).
ProjectLoad loadProject(const std::string& path);
// (Re)reads every tileset project.tilesets lists from project.directory and lists the graph
// files there, none read yet; the project's assets then live in that folder (assetsFolder).
// `leftOut`: graph files it leaves out (see ProjectLoad).
void readProjectAssets(Project& project, Errors& leftOut);

// Writes every file of projectFiles into project.directory, all or none (one
// FileTransaction): a failure leaves every file as it was and names the one at fault.
Status saveProject(const Project& project);
// What a save of the project writes, in that order: the graphs and tilesets changed since
// read or last saved (Save As into another folder: all of them), every level file,
// game.json, then project.json (last: it makes the rest visible). Paths are absolute in
// project.directory. An error names a file that Save As cannot copy.
Result<std::vector<FileWrite>> projectFiles(const Project& project);
// Those files are on disk now: no asset is unsaved any more, the files of removed graphs
// are deleted (a save into the folder they were read from only), and the assets live in
// project.directory. Not called when the save failed, so the changes stay marked.
void markSaved(Project& project);

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
