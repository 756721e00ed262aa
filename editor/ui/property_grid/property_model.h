#pragma once
// The property grid's item model: categories, then the properties the selection shares,
// with child rows for vector components, flags and list items. Column 0 is the label,
// column 1 the value. A refresh that keeps the same rows updates values in place and
// signals only the rows whose text, state or colour changed; only a different set of
// rows (another kind of selection, a list that grew) resets the model.
#include <QAbstractItemModel>
#include <QColor>
#include <memory>
#include <optional>
#include <vector>

#include "ui/property_grid/row_edits.h"
#include "ui/property_grid/shared_values.h"

namespace sw::editor::grid {

class GridTarget;

enum class RowType { Category, Property, Component, Flag, Item, PolygonPoint };

class PropertyModel : public QAbstractItemModel {
  Q_OBJECT
 public:
  enum Role {
    KeyRole = Qt::UserRole,  // "position", "position.x", "flags.once", "points.2", "collision.0.3"
    MixedRole,               // bool: the objects differ here
    BrokenRole,              // bool: a reference that does not resolve, an expression that does not parse
    KindRole,                // int: the property's sw::ValueKind
    RowTypeRole,             // int: RowType
    ColorRole,               // QColor of a colour row that is not mixed
    ReadOnlyRole,            // bool
  };

  struct Row {
    RowType type = RowType::Category;
    Row* parent = nullptr;
    int row = 0;
    std::vector<std::unique_ptr<Row>> children;
    int property = -1;  // index into shared().properties
    RowPath path;
    QString key, label;
    // What the row shows, recomputed on every refresh.
    QString text, valueTip;
    bool mixed = false, broken = false, readOnly = false, checkable = false;
    Qt::CheckState check = Qt::Unchecked;
    QColor color;
    std::optional<sw::Value> part;  // the value shown, when not mixed
  };

  explicit PropertyModel(GridTarget* target, QObject* parent = nullptr);
  ~PropertyModel() override;

  // Re-reads the target and its values. Returns true when the rows were rebuilt.
  bool refresh();
  static QString mixedText();

  const SharedValues& shared() const { return shared_; }
  const Row* rowAt(const QModelIndex& index) const;
  const sw::Property* propertyOf(const Row* row) const;
  // The kind an editor of this row edits (Float for components, Bool for flags ...).
  std::optional<sw::ValueKind> partKind(const Row* row) const;
  QModelIndex indexOfKey(const QString& key, int column = 1) const;
  GridTarget* target() const { return target_; }

  // Edits through the target: one command for all targets, or a refusal (editRefused).
  bool setPart(const QModelIndex& index, const sw::Value& part, int mergeSerial = 0);
  bool addItem(const QModelIndex& index);
  bool removeItem(const QModelIndex& index);
  bool moveItem(const QModelIndex& index, int delta);
  bool resetToDefault(const QModelIndex& index);
  // Reports a refusal found before an edit reached the model (an editor's own check).
  void refuse(const QString& message) { emit editRefused(message); }

  bool canAdd(const QModelIndex& index) const;
  bool canRemove(const QModelIndex& index) const;
  bool canMove(const QModelIndex& index, int delta) const;
  bool canReset(const QModelIndex& index) const;

  // Dragging on the label of a numeric row moves every object's own value by the same
  // amount (mixed values stay mixed, each keeps its own offset): one undo step per drag.
  bool canScrub(const QModelIndex& index) const;
  bool beginScrub(const QModelIndex& index, int mergeSerial);
  bool scrubBy(double steps);  // total steps of the property's step since beginScrub
  void endScrub() { scrub_.reset(); }
  bool isScrubbing() const { return scrub_.has_value(); }

  // Where addItem on `index` put the new item (valid after a successful addItem + refresh).
  QString lastAddedKey() const { return lastAddedKey_; }

  QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
  QModelIndex parent(const QModelIndex& child) const override;
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 signals:
  void editRefused(const QString& message);
  void editApplied();

 private:
  std::unique_ptr<Row> buildRows() const;
  void describe(Row& row) const;
  bool sameShape(const Row& a, const Row& b) const;
  void updateInPlace(Row& current, Row& fresh);
  QModelIndex indexOf(const Row* row, int column) const;
  bool finish(const std::optional<QString>& refusal);
  bool isEditableRow(const Row* row) const;
  int siblingCount(const Row* row) const;

  struct Scrub {
    std::string key;
    RowPath path;
    std::vector<sw::Value> originals;  // per target, as the drag started
    int mergeSerial = 0;
    double step = 1;
    std::optional<double> min, max;
    bool integer = false;
  };

  GridTarget* target_;
  std::optional<Scrub> scrub_;
  SharedValues shared_;
  std::unique_ptr<Row> root_;
  QString lastAddedKey_;
};

}  // namespace sw::editor::grid
