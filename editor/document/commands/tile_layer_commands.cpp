#include "document/commands/tile_layer_commands.h"

#include <algorithm>

#include "document/document.h"

namespace sw::editor {

EditTileLayerCommand::EditTileLayerCommand(Document* document, sw::Level* level, ObjectId link, int layerIndex,
                                           sw::TileLayer after, int mergeSerial)
    : document_(document), level_(level), link_(link), layerIndex_(layerIndex), mergeSerial_(mergeSerial) {
  after_ = headerOf(after);
  const sw::TileInstance* target = instance();
  static const sw::TileList none;
  const sw::TileList* before = &none;
  if (target && layerIndex >= 0 && std::size_t(layerIndex) < target->tileLayers.size()) {
    before_ = headerOf(target->tileLayers[std::size_t(layerIndex)]);
    before = &target->tileLayers[std::size_t(layerIndex)].tiles;
  } else {
    creates_ = true;
  }
  diff(*before, after.tiles);
}

sw::TileInstance* EditTileLayerCommand::instance() const {
  return level_ ? sw::objectCast<sw::TileInstance*>(level_->findById(link_)) : nullptr;
}

void EditTileLayerCommand::diff(const sw::TileList& before, const sw::TileList& after) {
  const std::size_t shorter = std::min(before.size(), after.size());
  std::size_t prefix = 0;
  for (auto a = before.begin(), b = after.begin(); prefix < shorter && *a == *b; ++a, ++b) ++prefix;
  std::size_t suffix = 0;
  for (auto a = before.end(), b = after.end(); suffix < shorter - prefix && *--a == *--b;) ++suffix;
  prefix_ = prefix;
  oldSpan_.assign(before.begin() + std::ptrdiff_t(prefix), before.end() - std::ptrdiff_t(suffix));
  newSpan_.assign(after.begin() + std::ptrdiff_t(prefix), after.end() - std::ptrdiff_t(suffix));
}

bool EditTileLayerCommand::changesSomething() const {
  return creates_ || !(before_ == after_) || oldSpan_ != newSpan_;
}

void EditTileLayerCommand::unapplyTiles(sw::TileList& tiles) const {
  tiles.eraseRange(prefix_, prefix_ + newSpan_.size());
  tiles.insertAt(prefix_, oldSpan_);
}

void EditTileLayerCommand::apply(bool forward) {
  sw::TileInstance* target = instance();
  if (!target) return;
  auto& layers = target->tileLayers;
  const auto index = std::size_t(layerIndex_);
  if (forward && creates_) layers.insert(layers.begin() + std::ptrdiff_t(std::min(index, layers.size())), sw::TileLayer{});
  if (index >= layers.size()) return;
  if (!forward && creates_) {
    layers.erase(layers.begin() + std::ptrdiff_t(index));
  } else {
    sw::TileLayer& layer = layers[index];
    const Header& header = forward ? after_ : before_;
    layer.name = header.name;
    layer.z = header.z;
    layer.palette = header.palette;
    const std::vector<sw::PlacedTile>& from = forward ? oldSpan_ : newSpan_;
    const std::vector<sw::PlacedTile>& to = forward ? newSpan_ : oldSpan_;
    layer.tiles.eraseRange(prefix_, prefix_ + from.size());
    layer.tiles.insertAt(prefix_, to);
  }
  document_->notifyTileLayersChanged(link_);
}

void EditTileLayerCommand::redo() { apply(true); }
void EditTileLayerCommand::undo() { apply(false); }

bool EditTileLayerCommand::mergeWith(const QUndoCommand* other) {
  const auto* next = dynamic_cast<const EditTileLayerCommand*>(other);
  if (!next || next->mergeSerial_ != mergeSerial_ || next->link_ != link_ || next->layerIndex_ != layerIndex_ ||
      next->creates_)
    return false;
  const sw::TileInstance* target = instance();
  if (!target || std::size_t(layerIndex_) >= target->tileLayers.size()) return false;
  // The model holds the merged result already; walk it back through both edits to find
  // the tiles before this one, and keep the difference of the two ends.
  const sw::TileList& now = target->tileLayers[std::size_t(layerIndex_)].tiles;
  sw::TileList before = now;
  next->unapplyTiles(before);
  unapplyTiles(before);
  diff(before, now);
  after_ = next->after_;
  if (!changesSomething()) setObsolete(true);  // dragged back to where it started
  return true;
}

namespace {

sw::TileInstance* linkIn(sw::Level* level, ObjectId link) {
  return level ? sw::objectCast<sw::TileInstance*>(level->findById(link)) : nullptr;
}

}  // namespace

InsertTileLayerCommand::InsertTileLayerCommand(Document* document, sw::Level* level, ObjectId link, int index)
    : document_(document), level_(level), link_(link), index_(index) {}

InsertTileLayerCommand::InsertTileLayerCommand(Document* document, sw::Level* level, ObjectId link, int index,
                                               sw::TileLayer layer)
    : InsertTileLayerCommand(document, level, link, index) {
  held_ = std::move(layer);
}

InsertTileLayerCommand* InsertTileLayerCommand::remove(Document* document, sw::Level* level, ObjectId link,
                                                       int index) {
  auto* command = new InsertTileLayerCommand(document, level, link, index);
  command->removes_ = true;
  return command;
}

void InsertTileLayerCommand::insert() {
  sw::TileInstance* target = linkIn(level_, link_);
  if (!target) return;
  auto& layers = target->tileLayers;
  const auto at = std::min(std::size_t(std::max(index_, 0)), layers.size());
  layers.insert(layers.begin() + std::ptrdiff_t(at), std::move(held_));
  held_ = {};
  document_->notifyTileLayersChanged(link_);
}

void InsertTileLayerCommand::take() {
  sw::TileInstance* target = linkIn(level_, link_);
  if (!target || index_ < 0 || std::size_t(index_) >= target->tileLayers.size()) return;
  auto& layers = target->tileLayers;
  held_ = std::move(layers[std::size_t(index_)]);
  layers.erase(layers.begin() + index_);
  document_->notifyTileLayersChanged(link_);
}

void InsertTileLayerCommand::redo() { removes_ ? take() : insert(); }
void InsertTileLayerCommand::undo() { removes_ ? insert() : take(); }

MoveTileLayerCommand::MoveTileLayerCommand(Document* document, sw::Level* level, ObjectId link, int from, int to)
    : document_(document), level_(level), link_(link), from_(from), to_(to) {}

void MoveTileLayerCommand::move(int from, int to) {
  sw::TileInstance* target = linkIn(level_, link_);
  if (!target) return;
  auto& layers = target->tileLayers;
  const int count = int(layers.size());
  if (from < 0 || to < 0 || from >= count || to >= count || from == to) return;
  // A rotation moves the layers (their tile vectors change hands, nothing is copied).
  if (from < to)
    std::rotate(layers.begin() + from, layers.begin() + from + 1, layers.begin() + to + 1);
  else
    std::rotate(layers.begin() + to, layers.begin() + from, layers.begin() + from + 1);
  document_->notifyTileLayersChanged(link_);
}

void MoveTileLayerCommand::redo() { move(from_, to_); }
void MoveTileLayerCommand::undo() { move(to_, from_); }

EditSubject tileLayerSubject(Document* document, sw::Level* level, ObjectId link, int index) {
  auto find = [level, link, index]() -> sw::Describable* {
    sw::TileInstance* target = linkIn(level, link);
    return target && index >= 0 && std::size_t(index) < target->tileLayers.size()
               ? &target->tileLayers[std::size_t(index)]
               : nullptr;
  };
  return EditSubject(find, [document, link] { document->notifyTileLayersChanged(link); },
                     "tile-layer:" + std::to_string(reinterpret_cast<std::uintptr_t>(level)) + ":" +
                         std::to_string(link) + ":" + std::to_string(index));
}

}  // namespace sw::editor
