#include "document/commands/tileset_commands.h"

#include <QObject>

#include "document/document.h"
#include "document/commands/list_edit.h"
#include "document/commands/project_lists.h"
#include "document/stores/tileset_store.h"

namespace sw::editor {

namespace {
sw::Tileset* tilesetAt(Document* document, int index) {
  auto& tilesets = document->editableProject().tilesets;
  return index >= 0 && index < int(tilesets.size()) ? tilesets[std::size_t(index)].get() : nullptr;
}
}  // namespace

ReplaceTilesetCommand::ReplaceTilesetCommand(Document* document, int index, sw::Tileset after,
                                             const QString& text, int mergeSerial, QUndoCommand* parent)
    : QUndoCommand(text, parent),
      document_(document),
      index_(index),
      after_(std::move(after)),
      mergeSerial_(mergeSerial) {
  if (const sw::Tileset* current = tilesetAt(document_, index_)) before_ = *current;
}

void ReplaceTilesetCommand::put(const sw::Tileset& value) {
  sw::Tileset* entry = tilesetAt(document_, index_);
  if (!entry) return;
  const std::string oldName = entry->name;
  const std::string file = entry->file;
  *entry = value;
  entry->file = file;
  entry->readError.reset();
  entry->unsaved = true;
  document_->tilesets()->notifyTilesetReplaced(index_, oldName);
}

void ReplaceTilesetCommand::redo() { put(after_); }
void ReplaceTilesetCommand::undo() { put(before_); }

bool ReplaceTilesetCommand::mergeWith(const QUndoCommand* other) {
  const auto* o = dynamic_cast<const ReplaceTilesetCommand*>(other);
  if (!o || o->mergeSerial_ != mergeSerial_ || o->index_ != index_ || o->document_ != document_) return false;
  after_ = o->after_;
  return true;
}

QUndoCommand* makeAddTileset(Document* document, sw::Tileset tileset, const QString& file) {
  auto added = std::make_unique<sw::Tileset>(std::move(tileset));
  added->file = file.toStdString();
  added->readError.reset();
  added->unsaved = true;
  const QString text = QObject::tr("Import Tileset %1").arg(QString::fromStdString(added->name));
  ListEdit edit(tilesetList(document));
  edit.insert(std::move(added));
  return edit.command(text);
}

RelinkTilesetFileCommand::RelinkTilesetFileCommand(Document* document, int index, QString file,
                                                   QUndoCommand* parent)
    : QUndoCommand(parent), document_(document), index_(index), file_(std::move(file)) {
  if (const sw::Tileset* current = tilesetAt(document_, index_)) before_ = *current;
  setText(QObject::tr("Relink Tileset File %1").arg(file_));
}

void RelinkTilesetFileCommand::put(const sw::Tileset& value) {
  sw::Tileset* entry = tilesetAt(document_, index_);
  if (!entry) return;
  *entry = value;
  document_->tilesets()->notifyTilesetsChanged();
}

void RelinkTilesetFileCommand::redo() {
  if (!after_) {
    // What is on disk is the tileset now: nothing to save until it is edited.
    const std::string relative = file_.toStdString();
    auto loaded = sw::loadTilesetFile(document_->project().absolutePath(relative));
    after_ = loaded ? std::move(*loaded) : sw::Tileset();
    if (!loaded) after_->readError = loaded.error();
    after_->file = relative;
  }
  put(*after_);
}

void RelinkTilesetFileCommand::undo() { put(before_); }

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
