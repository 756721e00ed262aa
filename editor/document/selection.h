#pragma once
// The one selection shared by the viewport, the outliner and every later view.
#include <QObject>
#include <QSet>
#include <QVector>
#include <functional>

#include "model/level/level_object.h"

namespace sw::editor {

class Selection : public QObject {
  Q_OBJECT
 public:
  using QObject::QObject;

  const QSet<ObjectId>& ids() const { return ids_; }
  bool contains(ObjectId id) const { return ids_.contains(id); }
  bool isEmpty() const { return ids_.isEmpty(); }
  int size() const { return int(ids_.size()); }

  void set(const QSet<ObjectId>& ids);
  void clear() { set({}); }
  void toggle(ObjectId id);
  // Drops ids that no longer exist (after delete or undo of an add).
  void removeMissing(const std::function<bool(ObjectId)>& exists);

 signals:
  void changed();

 private:
  QSet<ObjectId> ids_;
};

}  // namespace sw::editor
