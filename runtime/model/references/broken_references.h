#pragma once
// Broken references of a project: every place that names an asset file that does not
// exist (a tile definition's mesh or material graph, an enemy type's mesh, a tileset
// file, a tileset image), a tileset tile that no tileset provides (tile layers), or an
// object that does not exist (a level object's reference property naming a tile
// definition, enemy type, path, trigger ... that is not there).
// A project with broken references still opens: the editor shows placeholders, lists
// these in its Broken References dialog (with Locate... to relink the file paths), and
// validateProject reports each as an Error naming the file and JSON pointer.
//
// Tile layers can hold millions of placed tiles, so an unknown tile is reported once per
// (chain link, layer, tileset) when the whole tileset is unknown, or once per (chain link,
// layer, tileset, tile) when only the tile is, with how many placed tiles use it.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "model/project/project.h"
#include "model/tiles/tileset.h"

namespace sw {

enum class BrokenReferenceKind {
  Mesh,
  TilesetFile,
  TilesetImage,
  GraphMaterial,
  TileReference,
  ObjectReference
};

// Who holds the reference, so an editor can change it (see owner / ownerIndex / item).
enum class ReferenceOwner {
  TileDef,      // ownerIndex: Project::tileDefs; field "mesh" or "material"
  EnemyType,    // ownerIndex: Project::enemyTypes; field "mesh"
  ProjectList,  // ownerIndex: Project::tilesets (the tileset file list)
  Tileset,      // ownerIndex: Project::tilesets; item: index into Tileset::images
  TileLayer,    // ownerIndex: Project::levels; item: chain link index; layer: its tile layer
  LevelObject,  // ownerIndex: Project::levels; item: index in Level::forEachObject order; field: the property
};

struct BrokenReference {
  BrokenReferenceKind kind = BrokenReferenceKind::Mesh;
  std::string file;         // the file holding the reference (project.json, a tileset or level file)
  std::string where;        // JSON pointer into `file`
  std::string label;        // the referencing place for people: "tile definition 'corridor' mesh"
  std::string missing;      // the path as written (project-relative), or "tileset/tile" for tile references
  std::string problem;      // why it is broken: "file ... does not exist", a read error ...
  bool relinkable = false;  // `missing` is a file path another file can replace
  std::size_t count = 1;    // tile references: placed tiles affected

  ReferenceOwner owner = ReferenceOwner::TileDef;
  std::size_t ownerIndex = 0;
  std::size_t item = 0;
  std::size_t layer = 0;
  std::string field;  // the owner's property: "mesh", "material", "path"
  // ObjectReference: the type named ("TileDef", "EnemyType", "Path", "LevelObject" ...).
  std::string targetType;

  // "file: where: label: problem", as validate prints it.
  Error toError() const;
};

// Every broken reference of the project, its tilesets as it holds them (the editor's
// with their unsaved edits; a tileset that could not be read is reported with its reason).
std::vector<BrokenReference> findBrokenReferences(const Project& project);

// Only the object references (ObjectReference): reference properties of every level
// object (model/references/references.h) naming nothing in scope. One pass per level with a name
// index, so a chain of 100,000 links costs no more than reading it.
void findBrokenObjectReferences(const Project& project, std::vector<BrokenReference>& out);

// The file name part of a missing path ("meshes/old/corridor.obj" -> "corridor.obj"); how
// Locate matches files in a folder.
std::string missingFileName(const BrokenReference& reference);

}  // namespace sw
