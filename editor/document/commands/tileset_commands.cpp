#include "document/commands/tileset_commands.h"

#include "document/document.h"
#include "document/stores/tileset_store.h"

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

RenameInTileLayersCommand::RenameInTileLayersCommand(Document* document, Field field, std::string tileset,
                                                     std::string from, std::string to, QUndoCommand* parent)
    : QUndoCommand(parent), document_(document), field_(field), from_(std::move(from)), to_(std::move(to)) {
  // The places are found once, before the first redo: palettes are small (one entry per
  // distinct tile of a layer), so this stays cheap even for huge layers.
  const auto names = [&](const sw::TileRef& entry) {
    return field_ == Field::Tileset ? entry.tileset == from_ : entry.tileset == tileset && entry.tile == from_;
  };
  const auto& levels = document_->project().levels;
  for (std::size_t l = 0; l < levels.size(); ++l)
    for (std::size_t c = 0; c < levels[l]->chain.size(); ++c) {
      const auto& layers = levels[l]->chain[c]->tileLayers;
      for (std::size_t y = 0; y < layers.size(); ++y)
        for (std::size_t e = 0; e < layers[y].palette.size(); ++e)
          if (names(layers[y].palette[e])) places_.push_back({l, c, y, e});
    }
}

void RenameInTileLayersCommand::rename(const std::string& to) {
  auto& levels = document_->editableProject().levels;
  std::vector<ObjectId> touched;
  for (const Place& p : places_) {
    if (p.level >= levels.size() || p.link >= levels[p.level]->chain.size()) continue;
    auto& link = *levels[p.level]->chain[p.link];
    if (p.layer >= link.tileLayers.size() || p.entry >= link.tileLayers[p.layer].palette.size()) continue;
    auto& entry = link.tileLayers[p.layer].palette[p.entry];
    (field_ == Field::Tileset ? entry.tileset : entry.tile) = to;
    if (touched.empty() || touched.back() != link.id) touched.push_back(link.id);
  }
  for (ObjectId id : touched) document_->notifyTileLayersChanged(id);
}

void RenameInTileLayersCommand::redo() { rename(to_); }
void RenameInTileLayersCommand::undo() { rename(from_); }

}  // namespace sw::editor
