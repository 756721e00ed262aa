#pragma once
// Level objects for the Outliner: two groups, "Chain" (tile instances in chain order)
// and "Objects" (free objects), each row an object by unique name.
#include <QAbstractItemModel>

#include "model/level/level_object.h"

namespace sw::editor {

class Document;

class OutlinerModel : public QAbstractItemModel {
  Q_OBJECT
 public:
  enum Roles { ObjectIdRole = Qt::UserRole + 1 };
  enum Group { ChainGroup = 0, ObjectsGroup = 1 };

  explicit OutlinerModel(Document* document, QObject* parent = nullptr);

  QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
  QModelIndex parent(const QModelIndex& child) const override;
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;

  sw::LevelObject* objectAt(const QModelIndex& index) const;
  QModelIndex indexOf(ObjectId id) const;

 private:
  Document* document_;
};

}  // namespace sw::editor
