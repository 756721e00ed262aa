#pragma once
// An instance table for the swarm of a running level (bullets, particles, ships without
// a mesh): position, uniform scale, a turn about z and a colour per entry. One Model per
// kind draws them all, so 2,000 particles cost one draw call.
#include <QColor>
#include <QVector3D>
#include <QtQuick3D/QQuick3DInstancing>
#include <vector>

namespace sw::play {

class PlayInstancing : public QQuick3DInstancing {
  Q_OBJECT
 public:
  struct Entry {
    QVector3D position;
    float scale = 1;
    float turnDegrees = 0;  // about z
    QColor color = Qt::white;
  };

  explicit PlayInstancing(QQuick3DObject* parent = nullptr);

  // Fills the table for the next frame (reuses its memory).
  std::vector<Entry>& begin();
  void push(const Entry& entry) { entries_.push_back(entry); }
  void commit();
  int count() const { return int(entries_.size()); }
  const std::vector<Entry>& entries() const { return entries_; }

 protected:
  QByteArray getInstanceBuffer(int* instanceCount) override;

 private:
  std::vector<Entry> entries_;
  QByteArray table_;
  bool dirty_ = true;
};

}  // namespace sw::play
