#pragma once
// The tile chain as a list for the chain strip: one item per chain link, in order, with
// a profile thumbnail of its tile definition and the loop it belongs to. Dragging
// items reorders the chain; dropping tile definitions from the palette inserts links.
#include <QAbstractListModel>
#include <QHash>
#include <QIcon>

#include "model/level/level_object.h"

namespace sw::editor {

class Document;

inline constexpr const char* kChainLinksMimeType = "application/x-scrollwork-chain-links";
inline constexpr const char* kTileDefsMimeType = "application/x-scrollwork-tile-defs";

class ChainStripModel : public QAbstractListModel {
  Q_OBJECT
 public:
  enum Roles { ObjectIdRole = Qt::UserRole + 1, LoopNameRole, LoopIndexRole, LoopEdgeRole };

  explicit ChainStripModel(Document* document, QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  Qt::DropActions supportedDropActions() const override { return Qt::MoveAction | Qt::CopyAction; }
  QStringList mimeTypes() const override;
  QMimeData* mimeData(const QModelIndexList& indexes) const override;
  bool canDropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                       const QModelIndex& parent) const override;
  bool dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                    const QModelIndex& parent) override;

  QModelIndex indexOf(ObjectId id) const;
  // Inserts links showing these tile definitions before `row` (end when -1), one step.
  void insertTiles(const QStringList& tileNames, int row);
  QIcon iconFor(const std::string& tileName) const;

 private:
  void reset();
  Document* document_;
  struct LoopInfo {
    QString name;
    int index;     // which loop, for its colour
    int edge;      // 1 first, 2 last, 3 both, 0 inside
  };
  QHash<int, LoopInfo> loopOfRow_;
  mutable QHash<QString, QIcon> icons_;
};

}  // namespace sw::editor
