#pragma once
// What the property grid edits: the selected objects of the current level in document
// order, or the level itself when nothing is selected. Every edit goes through apply():
// a function gives each object's new value from its old one, the values are checked
// (Property::check, expression syntax, self references, unique names) and pushed as ONE
// command for all objects, or refused with a message and nothing pushed.
#include <QString>
#include <QStringList>
#include <QVector>
#include <functional>
#include <optional>
#include <vector>

#include "core/property.h"
#include "model/level.h"
#include "model/tile_def.h"

namespace sw::editor {
class Document;
}

namespace sw::editor::grid {

class GridTarget {
 public:
  explicit GridTarget(Document* document) : document_(document) {}

  // Re-reads the selection. Returns true when the targets changed.
  bool reload();

  Document* document() const { return document_; }
  sw::Level* level() const { return level_; }
  bool isLevel() const { return level_ && ids_.isEmpty() && !tileDef_; }
  // Nothing selected and a tile definition picked: the grid edits the definition.
  sw::TileDef* tileDef() const { return tileDef_; }
  bool isEmpty() const { return !level_ && !tileDef_; }
  const QVector<ObjectId>& ids() const { return ids_; }
  std::size_t size() const { return isLevel() || tileDef_ ? 1 : std::size_t(ids_.size()); }
  // The described objects, in the same order as ids() (or just the level).
  std::vector<const sw::Describable*> objects() const;

  // "Marker 'boss_start'", "3 Markers", "5 objects", "Level 'Stage 1'".
  QString title() const;
  // Names an object reference of the targets may take: every object of the level but the
  // targets themselves.
  QStringList referenceChoices() const;
  // Why `key` cannot be edited on these targets at all (read-only, names of several
  // objects), or nothing.
  std::optional<QString> whyNotEditable(const sw::Property& property) const;

  // new value of object `index` from its old value; nothing leaves that object unchanged.
  using Edit = std::function<std::optional<sw::Value>(std::size_t index, const sw::Value& old)>;
  // Pushes one command, or returns why not (and pushes nothing). No change: nothing
  // pushed and no message.
  std::optional<QString> apply(const std::string& key, const Edit& edit, int mergeSerial = 0);

 private:
  const sw::Property* propertyOf(const sw::Describable& object, const std::string& key) const;

  Document* document_;
  sw::Level* level_ = nullptr;
  sw::TileDef* tileDef_ = nullptr;
  QVector<ObjectId> ids_;
};

}  // namespace sw::editor::grid
