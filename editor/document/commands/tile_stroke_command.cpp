#include "document/commands/tile_stroke_command.h"

#include <algorithm>

#include "document/document.h"

namespace sw::editor {

TileStrokeCommand::TileStrokeCommand(Document* document, sw::Level* level, ObjectId link, int layerIndex, Step step,
                                     int mergeSerial, std::string newLayerName)
    : document_(document),
      level_(level),
      link_(link),
      layerIndex_(layerIndex),
      mergeSerial_(mergeSerial),
      newLayerName_(std::move(newLayerName)) {
  const sw::TileLayer* current = layer();
  creates_ = current == nullptr;
  if (current) {
    paletteBefore_ = current->palette;
    sizeBefore_ = current->tiles.size();
    removedAt_.reserve(step.erase.size());
    for (std::size_t i : step.erase)
      if (i < sizeBefore_ && (removedAt_.empty() || i > removedAt_.back())) {
        removedAt_.push_back(i);
        removed_.push_back(current->tiles[i]);
      }
  }
  appended_ = std::move(step.append);
  paletteAfter_ = std::move(step.palette);
}

sw::TileLayer* TileStrokeCommand::layer() const {
  auto* link = level_ ? sw::objectCast<sw::TileInstance*>(level_->findById(link_)) : nullptr;
  return link && layerIndex_ >= 0 && std::size_t(layerIndex_) < link->tileLayers.size()
             ? &link->tileLayers[std::size_t(layerIndex_)]
             : nullptr;
}

bool TileStrokeCommand::changesSomething() const {
  return creates_ || !removed_.empty() || !appended_.empty() || paletteBefore_ != paletteAfter_;
}

void TileStrokeCommand::redo() {
  if (creates_) {
    auto* link = level_ ? sw::objectCast<sw::TileInstance*>(level_->findById(link_)) : nullptr;
    if (!link) return;
    auto& layers = link->tileLayers;
    const std::size_t at = std::min(std::size_t(std::max(layerIndex_, 0)), layers.size());
    layers.insert(layers.begin() + std::ptrdiff_t(at), sw::TileLayer{newLayerName_, 0.0});
  }
  sw::TileLayer* target = layer();
  if (!target) return;
  target->tiles.eraseIndices(removedAt_);
  for (const auto& t : appended_) target->tiles.push_back(t);
  target->palette = paletteAfter_;
  document_->notifyTileLayersChanged(link_);
}

void TileStrokeCommand::undo() {
  sw::TileLayer* target = layer();
  if (!target) return;
  if (creates_) {
    auto* link = sw::objectCast<sw::TileInstance*>(level_->findById(link_));
    link->tileLayers.erase(link->tileLayers.begin() + layerIndex_);
  } else {
    const std::size_t size = target->tiles.size();
    target->tiles.eraseRange(size - std::min(size, appended_.size()), size);
    target->tiles.insertIndices(removedAt_, removed_);
    target->palette = paletteBefore_;
  }
  document_->notifyTileLayersChanged(link_);
}

bool TileStrokeCommand::mergeWith(const QUndoCommand* other) {
  const auto* next = dynamic_cast<const TileStrokeCommand*>(other);
  if (!next || next->mergeSerial_ != mergeSerial_ || next->link_ != link_ || next->layerIndex_ != layerIndex_ ||
      next->creates_)
    return false;
  // `next` erased indices of the layer after this command: the first `kept` of them are
  // tiles from before the stroke (map them back past the ones this command removed), the
  // rest are tiles this command appended (drop them from appended_).
  const std::size_t kept = sizeBefore_ - removedAt_.size();
  std::vector<std::size_t> mappedAt;
  std::vector<sw::PlacedTile> mappedTiles;
  std::vector<bool> dropAppended(appended_.size(), false);
  std::size_t p = 0;
  for (std::size_t n = 0; n < next->removedAt_.size(); ++n) {
    const std::size_t j = next->removedAt_[n];
    if (j >= kept) {
      if (j - kept < appended_.size()) dropAppended[j - kept] = true;
      continue;
    }
    std::size_t index = j + p;
    while (p < removedAt_.size() && removedAt_[p] <= index) index = j + ++p;
    mappedAt.push_back(index);
    mappedTiles.push_back(next->removed_[n]);
  }
  // Merge the two ascending lists of removed tiles.
  std::vector<std::size_t> at;
  std::vector<sw::PlacedTile> tiles;
  at.reserve(removedAt_.size() + mappedAt.size());
  tiles.reserve(at.capacity());
  std::size_t a = 0, b = 0;
  while (a < removedAt_.size() || b < mappedAt.size()) {
    if (b == mappedAt.size() || (a < removedAt_.size() && removedAt_[a] < mappedAt[b])) {
      at.push_back(removedAt_[a]);
      tiles.push_back(removed_[a++]);
    } else {
      at.push_back(mappedAt[b]);
      tiles.push_back(mappedTiles[b++]);
    }
  }
  removedAt_ = std::move(at);
  removed_ = std::move(tiles);
  std::vector<sw::PlacedTile> appended;
  appended.reserve(appended_.size() + next->appended_.size());
  for (std::size_t i = 0; i < appended_.size(); ++i)
    if (!dropAppended[i]) appended.push_back(appended_[i]);
  appended.insert(appended.end(), next->appended_.begin(), next->appended_.end());
  appended_ = std::move(appended);
  paletteAfter_ = next->paletteAfter_;
  if (!changesSomething()) setObsolete(true);
  return true;
}

}  // namespace sw::editor
