#include "ui/docks/asset_actions.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QUndoCommand>

#include "assets/mesh_data.h"
#include "assets/mesh_import.h"
#include "document/commands/asset_commands.h"
#include "document/document.h"
#include "document/commands/graph_commands.h"
#include "model/project/asset_kind.h"
#include "model/tiles/tile_def.h"
#include "ui/dialogs/asset_uses_dialog.h"
#include "ui/tileset/new_tileset_dialog.h"

namespace sw::editor {

namespace {
struct AssetActionsText {
  Q_DECLARE_TR_FUNCTIONS(AssetActions)
};
}  // namespace

bool pushOrExplain(Document* document, QUndoCommand* command, const QString& why, const QString& title,
                   QWidget* parent) {
  if (command) {
    document->undoStack()->push(command);
    return true;
  }
  if (why.isEmpty()) return false;
  document->log()->add(LogEntry::Severity::Warning, title + QStringLiteral(": ") + why);
  QMessageBox::warning(parent, title, why);
  return false;
}

void addAssetActions(QMenu* menu, Document* document, const AssetKey& asset, QWidget* parent) {
  QAction* duplicate =
      menu->addAction(AssetActionsText::tr("Duplicate"), parent, [=] { duplicateAsset(document, asset, parent); });
  duplicate->setObjectName(QStringLiteral("duplicateAssetAction"));
  QAction* rename =
      menu->addAction(AssetActionsText::tr("Rename..."), parent, [=] { renameAssetAsking(document, asset, parent); });
  rename->setObjectName(QStringLiteral("renameAssetAction"));
  QAction* remove =
      menu->addAction(AssetActionsText::tr("Delete..."), parent, [=] { removeAssetAsking(document, asset, parent); });
  remove->setObjectName(QStringLiteral("deleteAssetAction"));
}

bool duplicateAsset(Document* document, const AssetKey& asset, QWidget* parent) {
  QString why;
  QUndoCommand* command = makeDuplicateAsset(document, asset, &why);
  return pushOrExplain(document, command, why, AssetActionsText::tr("Duplicate"), parent);
}

bool renameAssetAsking(Document* document, const AssetKey& asset, QWidget* parent) {
  bool ok = false;
  const QString name = QInputDialog::getText(parent, AssetActionsText::tr("Rename"),
                                             AssetActionsText::tr("New name of the %1:").arg(describeAsset(asset)),
                                             QLineEdit::Normal, editableName(asset), &ok);
  if (!ok || name.trimmed() == editableName(asset)) return false;
  QString why;
  QUndoCommand* command = makeRenameAsset(document, asset, name, &why);
  return pushOrExplain(document, command, why, AssetActionsText::tr("Rename"), parent);
}

bool removeAssetAsking(Document* document, const AssetKey& asset, QWidget* parent) {
  const QStringList uses = usesOf(document, asset);
  if (!uses.isEmpty()) {
    AssetUsesDialog dialog(describeAsset(asset), uses, parent);
    if (dialog.exec() != QDialog::Accepted) return false;
  }
  QString why;
  QUndoCommand* command = makeRemoveAsset(document, asset, &why);
  return pushOrExplain(document, command, why, AssetActionsText::tr("Delete"), parent);
}

QStringList projectMeshes(Document* document) {
  QStringList meshes;
  if (!document->hasFolder()) return meshes;
  const QDir root(QString::fromStdString(document->project().directory));
  for (const auto& folder : document->project().assetFolders) {
    QDirIterator it(root.filePath(QString::fromStdString(folder)), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
      const QString path = it.next();
      if (sw::assetKindOf(path.toStdString()) == "mesh") meshes << root.relativeFilePath(path);
    }
  }
  meshes.sort(Qt::CaseInsensitive);
  return meshes;
}

bool newTileDefFromMesh(Document* document, const QString& mesh, QWidget* parent) {
  const QString title = AssetActionsText::tr("New Tile Definition");
  QString relative;
  sw::Box3 bounds;
  if (!mesh.isEmpty()) {
    const QDir root(QString::fromStdString(document->project().directory));
    const QString absolute = QDir::isAbsolutePath(mesh) ? QDir::cleanPath(mesh) : root.filePath(mesh);
    relative = root.relativeFilePath(absolute);
    if (!document->hasFolder() || relative.startsWith(QLatin1String("../")) || QDir::isAbsolutePath(relative))
      return pushOrExplain(
          document, nullptr,
          AssetActionsText::tr("%1 is not in the project: import it first (File > Import Mesh).").arg(mesh), title,
          parent);
    // The bounds give the camera's way through the tile; a mesh that cannot be read
    // still makes a definition (a placeholder shows, Broken References lists it).
    auto loaded = sw::loadMesh(absolute.toStdString(), sw::importSettingsFor(absolute.toStdString()));
    if (loaded)
      bounds = loaded->bounds;
    else
      document->log()->add(LogEntry::Severity::Warning, QString::fromStdString(loaded.error().toString()));
  }
  QString why;
  QUndoCommand* command = makeAddTileDef(
      document, newTileDef(document->project(), relative, bounds.isEmpty() ? nullptr : &bounds), &why);
  return pushOrExplain(document, command, why, title, parent);
}

bool newTileDefAsking(Document* document, QWidget* parent) {
  const QString none = AssetActionsText::tr("(no mesh)");
  const QStringList meshes = QStringList{none} + projectMeshes(document);
  bool ok = false;
  const QString mesh =
      QInputDialog::getItem(parent, AssetActionsText::tr("New Tile Definition"),
                            AssetActionsText::tr("Mesh drawn for the tile (import meshes with File > Import Mesh):"),
                            meshes, meshes.size() > 1 ? 1 : 0, false, &ok);
  if (!ok) return false;
  return newTileDefFromMesh(document, mesh == none ? QString() : mesh, parent);
}

bool newTilesetAsking(Document* document, QWidget* parent, const QString& image) {
  const QString title = AssetActionsText::tr("New Tileset from Image");
  if (!document->hasFolder()) {
    QMessageBox::information(parent, title,
                             AssetActionsText::tr("Save the project first: the image is copied into its folder."));
    return false;
  }
  NewTilesetDialog dialog(image, parent);
  if (dialog.exec() != QDialog::Accepted) return false;
  QString why;
  QUndoCommand* command = makeNewTilesetFromImage(document, dialog.imageFile(), dialog.cut(), &why);
  return pushOrExplain(document, command, why, title, parent);
}

bool newGraphAsking(Document* document, QWidget* parent) {
  bool ok = false;
  const QString name = QInputDialog::getText(
      parent, AssetActionsText::tr("New Graph"), AssetActionsText::tr("Name of the texture graph:"), QLineEdit::Normal, {}, &ok);
  if (!ok || name.trimmed().isEmpty()) return false;
  QString why;
  QUndoCommand* command = makeCreateGraphCommand(document->graphs(), name, QStringLiteral("texture"), &why);
  return pushOrExplain(document, command, why, AssetActionsText::tr("New Graph"), parent);
}

}  // namespace sw::editor
