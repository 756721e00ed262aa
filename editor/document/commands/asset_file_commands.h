#pragma once
// The asset commands (asset_commands.h) for assets the project holds as files: texture
// graphs (GraphStore) and tilesets (TilesetStore). Called through makeDuplicateAsset,
// makeRemoveAsset and makeRenameAsset; nullptr and `why` when refused.
#include <QString>
#include <QUndoCommand>

namespace sw::editor {

class Document;

QUndoCommand* makeDuplicateGraph(Document* document, const QString& file, QString* why);
QUndoCommand* makeRemoveGraph(Document* document, const QString& file, QString* why);
QUndoCommand* makeRenameGraph(Document* document, const QString& file, const QString& newName, QString* why);

QUndoCommand* makeDuplicateTileset(Document* document, const QString& name, QString* why);
QUndoCommand* makeRemoveTileset(Document* document, const QString& name, QString* why);
QUndoCommand* makeRenameTileset(Document* document, const QString& name, const QString& newName,
                                QString* why);

}  // namespace sw::editor
