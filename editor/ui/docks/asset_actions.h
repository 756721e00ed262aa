#pragma once
// What the user can do with a project asset wherever it is listed (the Project dock, the
// Chain dock's palette, the Enemy Types dock): create, duplicate, rename, delete. Each
// pushes one command of document/commands/asset_commands.h; a refusal is logged and shown. Deleting
// an asset that something uses first lists the users (AssetUsesDialog).
//
// Action object names (for tests and tools): "duplicateAssetAction", "renameAssetAction",
// "deleteAssetAction".
#include <QString>
#include <QStringList>

#include "document/commands/asset_uses.h"

class QMenu;
class QUndoCommand;
class QWidget;

namespace sw::editor {

class Document;

// Adds Duplicate, Rename... and Delete... for `asset` to `menu`.
void addAssetActions(QMenu* menu, Document* document, const AssetKey& asset, QWidget* parent);

// Pushes `command`, or logs `why` and shows it under `title`. Returns whether pushed.
bool pushOrExplain(Document* document, QUndoCommand* command, const QString& why, const QString& title,
                   QWidget* parent);

bool duplicateAsset(Document* document, const AssetKey& asset, QWidget* parent);
// Asks for the new name (the current one preselected); references follow.
bool renameAssetAsking(Document* document, const AssetKey& asset, QWidget* parent);
// Deletes at once when nothing uses the asset, else after the user saw who does.
bool removeAssetAsking(Document* document, const AssetKey& asset, QWidget* parent);

// --- new assets ---
// Mesh files of the project's asset folders, project-relative, sorted.
QStringList projectMeshes(Document* document);
// A tile definition for a project mesh (relative or absolute inside the project; empty:
// none), its camera points from the mesh's bounds. Refuses a mesh outside the project.
bool newTileDefFromMesh(Document* document, const QString& mesh, QWidget* parent);
// Asks which mesh ("(no mesh)" first), then newTileDefFromMesh.
bool newTileDefAsking(Document* document, QWidget* parent);
// The New Tileset from Image dialog (ui/tileset/new_tileset_dialog.h), `image` preset.
bool newTilesetAsking(Document* document, QWidget* parent, const QString& image = {});
// Asks for a name; the new texture graph becomes the current graph.
bool newGraphAsking(Document* document, QWidget* parent);

}  // namespace sw::editor
