#include "view/play/play_instancing.h"

namespace sw::play {

PlayInstancing::PlayInstancing(QQuick3DObject* parent) : QQuick3DInstancing(parent) {}

std::vector<PlayInstancing::Entry>& PlayInstancing::begin() {
  entries_.clear();
  return entries_;
}

void PlayInstancing::commit() {
  dirty_ = true;
  markDirty();
}

QByteArray PlayInstancing::getInstanceBuffer(int* instanceCount) {
  if (dirty_) {
    table_.resize(qsizetype(entries_.size() * sizeof(InstanceTableEntry)));
    auto* out = reinterpret_cast<InstanceTableEntry*>(table_.data());
    for (const Entry& e : entries_)
      *out++ = calculateTableEntry(e.position, QVector3D(e.scale, e.scale, e.scale), QVector3D(0, 0, e.turnDegrees),
                                   e.color);
    dirty_ = false;
  }
  if (instanceCount) *instanceCount = int(entries_.size());
  return table_;
}

}  // namespace sw::play
