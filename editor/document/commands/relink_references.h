#pragma once
// Relinking broken references (model/references/broken_references.h) in the editor: finding the
// replacement files, bringing files from outside into the project, and one undoable
// command for all relinks of one action (Locate..., Locate All in Folder...). The Broken
// References dialog asks the questions; the work is here, so tests drive it directly.
//
// Paths stored in the project stay project-relative: a file outside the project folder
// is copied in first (copyIntoProject), never referenced by an absolute path.
#include <QString>
#include <QUndoCommand>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/error.h"
#include "model/references/broken_references.h"
#include "model/validate/problems.h"

namespace sw::editor {

class Document;

// The problem list of the project as the editor holds it (model/validate/problems.h), its tilesets
// with their unsaved edits. Check Project and the Broken References dialog both read this.
sw::Problems projectProblems(Document* document);

// The broken references of projectProblems(document), in its order.
std::vector<sw::BrokenReference> brokenReferences(Document* document);

// Whether the editor can relink this reference (a file path it knows how to change):
// meshes, materials, tileset images and tileset files listed in project.json.
bool canRelink(const sw::BrokenReference& reference);

struct Relink {
  sw::BrokenReference reference;
  std::string path;  // the replacement, project-relative
};

// One undo step changing every reference in `relinks` (tile definition meshes and
// materials, enemy type meshes, tileset images, tileset files). nullptr with the reason in `why` when
// none of them can be applied. Relinks to the path already written are skipped (a copy
// put the file where it was expected: nothing to change).
QUndoCommand* makeRelinkCommand(Document* document, const std::vector<Relink>& relinks, QString* why);

// `absoluteFile` relative to the project folder, "/" separated; empty when outside it
// (or when the project has no folder yet).
QString projectRelativePath(const Document* document, const QString& absoluteFile);

// Where a copy of a replacement belongs, project-relative: the folder the missing path
// named when that is inside the project, else the kind's folder (meshes/, graphs/,
// tilesets/<tileset>/).
QString assetFolderFor(Document* document, const sw::BrokenReference& reference);

// Copies `absoluteFile` into assetFolderFor(reference) and returns the copy's
// project-relative path. Never overwrites a different file (picks "name_2.ext" ...); an
// identical file already there is reused. An OBJ brings the material libraries it names.
sw::Result<std::string> copyIntoProject(Document* document, const sw::BrokenReference& reference,
                                        const QString& absoluteFile);

// Locate All in Folder: for each relinkable reference, the first file under `folder`
// (the folder itself first, then its subfolders in name order) with the missing file's
// name. Pairs of (index into `references`, absolute path).
std::vector<std::pair<std::size_t, QString>> findInFolder(const std::vector<sw::BrokenReference>& references,
                                                          const QString& folder);

// After `located` was found in `folder`: the other relinkable references whose missing
// file name exists directly in that folder, with their files.
std::vector<std::pair<std::size_t, QString>> sameFolderMatches(
    const std::vector<sw::BrokenReference>& references, std::size_t located, const QString& folder);

}  // namespace sw::editor
