#include "document/tileset_commands.h"

#include "document/tileset_store.h"

namespace sw::editor {

ReplaceTilesetCommand::ReplaceTilesetCommand(TilesetStore* store, int index, sw::Tileset after, const QString& text,
                                             int mergeSerial, QUndoCommand* parent)
    : QUndoCommand(text, parent), store_(store), index_(index), after_(std::move(after)), mergeSerial_(mergeSerial) {
  if (const sw::Tileset* current = store_->tileset(index_)) before_ = *current;
}

void ReplaceTilesetCommand::redo() { store_->replaceTileset(index_, after_); }
void ReplaceTilesetCommand::undo() { store_->replaceTileset(index_, before_); }

bool ReplaceTilesetCommand::mergeWith(const QUndoCommand* other) {
  const auto* o = dynamic_cast<const ReplaceTilesetCommand*>(other);
  if (!o || o->mergeSerial_ != mergeSerial_ || o->index_ != index_ || o->store_ != store_) return false;
  after_ = o->after_;
  return true;
}

AddTilesetCommand::AddTilesetCommand(TilesetStore* store, sw::Tileset tileset, QString file, QUndoCommand* parent)
    : QUndoCommand(parent), store_(store), tileset_(std::move(tileset)), file_(std::move(file)) {
  setText(QObject::tr("Import Tileset %1").arg(QString::fromStdString(tileset_.name)));
}

void AddTilesetCommand::redo() { store_->addTileset(tileset_, file_); }
void AddTilesetCommand::undo() { store_->removeLast(); }

RelinkTilesetFileCommand::RelinkTilesetFileCommand(TilesetStore* store, int index, QString file, QUndoCommand* parent)
    : QUndoCommand(parent), store_(store), index_(index), before_(store->fileOf(index)), after_(std::move(file)) {
  setText(QObject::tr("Relink Tileset File %1").arg(after_));
}

void RelinkTilesetFileCommand::redo() { store_->relinkFile(index_, after_); }
void RelinkTilesetFileCommand::undo() { store_->relinkFile(index_, before_); }

}  // namespace sw::editor
