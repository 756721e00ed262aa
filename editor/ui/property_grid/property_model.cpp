#include "document/property_text.h"
#include "document/qt_strings.h"
#include "ui/property_grid/property_model.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <QPointF>
#include <algorithm>
#include <cmath>

#include "document/document.h"
#include "ui/property_grid/grid_target.h"
#include "ui/property_grid/grid_values.h"

namespace sw::editor::grid {

namespace {

using K = sw::ValueKind;

}  // namespace

PropertyModel::PropertyModel(GridTarget* target, QObject* parent)
    : QAbstractItemModel(parent), target_(target), root_(std::make_unique<Row>()) {}

PropertyModel::~PropertyModel() = default;

QString PropertyModel::mixedText() { return tr("\u2014 mixed \u2014"); }

// --- refresh ---------------------------------------------------------------------------

bool PropertyModel::sameShape(const Row& a, const Row& b) const {
  if (a.children.size() != b.children.size() || a.key != b.key || a.label != b.label || a.type != b.type ||
      a.property != b.property)
    return false;
  for (std::size_t i = 0; i < a.children.size(); ++i)
    if (!sameShape(*a.children[i], *b.children[i])) return false;
  return true;
}

void PropertyModel::updateInPlace(Row& current, Row& fresh) {
  const bool changed =
      current.text != fresh.text || current.valueTip != fresh.valueTip || current.mixed != fresh.mixed ||
      current.broken != fresh.broken || current.readOnly != fresh.readOnly || current.check != fresh.check ||
      current.color != fresh.color || current.checkable != fresh.checkable || current.part != fresh.part;
  if (changed) {
    current.text = std::move(fresh.text);
    current.valueTip = std::move(fresh.valueTip);
    current.mixed = fresh.mixed;
    current.broken = fresh.broken;
    current.readOnly = fresh.readOnly;
    current.check = fresh.check;
    current.color = fresh.color;
    current.checkable = fresh.checkable;
    current.part = std::move(fresh.part);
    // One cell per signal: item views then also refresh an open editor of that cell.
    const QModelIndex value = indexOf(&current, 1);
    emit dataChanged(value, value);
    const QModelIndex label = indexOf(&current, 0);
    emit dataChanged(label, label, {Qt::ForegroundRole, Qt::ToolTipRole});
  }
  for (std::size_t i = 0; i < current.children.size(); ++i)
    updateInPlace(*current.children[i], *fresh.children[i]);
}

bool PropertyModel::refresh() {
  target_->reload();
  shared_ = computeSharedValues(target_->objects());
  auto fresh = buildRows();
  if (sameShape(*root_, *fresh)) {
    for (std::size_t i = 0; i < root_->children.size(); ++i)
      updateInPlace(*root_->children[i], *fresh->children[i]);
    return false;
  }
  beginResetModel();
  root_ = std::move(fresh);
  endResetModel();
  return true;
}

// --- lookups ---------------------------------------------------------------------------

const PropertyModel::Row* PropertyModel::rowAt(const QModelIndex& index) const {
  return index.isValid() ? static_cast<const Row*>(index.internalPointer()) : nullptr;
}

const sw::Property* PropertyModel::propertyOf(const Row* row) const {
  if (!row || row->property < 0 || row->property >= int(shared_.properties.size())) return nullptr;
  return shared_.properties[std::size_t(row->property)].property;
}

namespace {
// A list whose items each name one object (a loadout's weapons): items are picked from a
// chooser, not typed. Lists of text lines that mention names inside them (an enemy
// state's behaviour, with a rewrite) are text.
bool isListOfNames(const sw::Property& p) {
  return p.kind == sw::ValueKind::StringList && !p.refersTo.empty() && !p.rewrite;
}
}  // namespace

std::optional<sw::ValueKind> PropertyModel::partKind(const Row* row) const {
  const auto* info = propertyOf(row);
  if (!info) return std::nullopt;
  switch (row->type) {
    case RowType::Property:
      return info->kind;
    case RowType::Component:
      return K::Float;
    case RowType::Flag:
      return K::Bool;
    case RowType::Item:
      // Items of a list of names (a loadout's weapons) are references: picked from a chooser.
      // Items of a list of files (a cue's sounds) are picked like any asset.
      if (info->kind == K::StringList)
        return isListOfNames(*info) ? K::ObjectRef : !info->assetKind.empty() ? K::AssetRef : K::String;
      if (info->kind == K::PointList) return K::Vec2;
      if (info->kind == K::SphereList) return K::Vec3;  // typed as "x, y, radius"
      return std::nullopt;  // a polygon: edited through its points
    case RowType::PolygonPoint:
      return K::Vec2;
    case RowType::Category:
      return std::nullopt;
  }
  return std::nullopt;
}

QModelIndex PropertyModel::indexOf(const Row* row, int column) const {
  if (!row || row == root_.get() || !row->parent) return {};
  return createIndex(row->row, column, const_cast<Row*>(row));
}

QModelIndex PropertyModel::indexOfKey(const QString& key, int column) const {
  std::function<const Row*(const Row&)> find = [&](const Row& r) -> const Row* {
    for (const auto& c : r.children) {
      if (c->type != RowType::Category && c->key == key) return c.get();
      if (const Row* hit = find(*c)) return hit;
    }
    return nullptr;
  };
  return indexOf(find(*root_), column);
}

int PropertyModel::siblingCount(const Row* row) const {
  return row && row->parent ? int(row->parent->children.size()) : 0;
}

// --- edits -----------------------------------------------------------------------------

bool PropertyModel::finish(const std::optional<QString>& refusal) {
  if (refusal) {
    emit editRefused(*refusal);
    return false;
  }
  emit editApplied();
  return true;
}

bool PropertyModel::setPart(const QModelIndex& index, const sw::Value& part, int mergeSerial) {
  const Row* row = rowAt(index);
  const auto* info = propertyOf(row);
  if (!info || row->type == RowType::Category) return false;
  const RowPath path = row->path;
  // In a list of names, naming one the list already holds moves it there: the two swap
  // places instead of the edit being refused as a duplicate (#45 friction 5).
  const bool movesDuplicates = row->type == RowType::Item && isListOfNames(*info);
  return finish(target_->apply(
      info->key,
      [&](std::size_t, const sw::Value& old) {
        return movesDuplicates ? withItemMovedTo(old, path, part) : withPart(old, path, part);
      },
      mergeSerial));
}

bool PropertyModel::addItem(const QModelIndex& index) {
  if (!canAdd(index)) return false;
  const Row* row = rowAt(index);
  const RowPath path = row->path;
  const SharedProperty& sp = shared_.properties[std::size_t(row->property)];
  const bool mixed = sp.mixed;
  const sw::Value before = sp.value;
  const std::string key = sp.property->key;
  // A list of names (a loadout) gets the first name it does not hold yet, not a blank
  // item its check would refuse.
  std::vector<std::string> names;
  const bool listOfNames = isListOfNames(*sp.property);
  if (listOfNames)
    for (const QString& name : target_->referenceChoices(key)) names.push_back(name.toStdString());
  const bool ok = finish(target_->apply(key, [&](std::size_t, const sw::Value& old) {
    return listOfNames ? grid::addNameItem(old, path, names) : grid::addItem(old, path);
  }));
  lastAddedKey_.clear();
  if (ok && !mixed) {
    const RowPath added = addedItemPath(before, path);
    lastAddedKey_ = qs(key) + QLatin1Char('.') + QString::number(added.item);
    if (added.point >= 0) lastAddedKey_ += QLatin1Char('.') + QString::number(added.point);
  }
  return ok;
}

bool PropertyModel::removeItem(const QModelIndex& index) {
  if (!canRemove(index)) return false;
  const Row* row = rowAt(index);
  const RowPath path = row->path;
  return finish(target_->apply(
      propertyOf(row)->key, [&](std::size_t, const sw::Value& old) { return grid::removeItem(old, path); }));
}

bool PropertyModel::moveItem(const QModelIndex& index, int delta) {
  if (!canMove(index, delta)) return false;
  const Row* row = rowAt(index);
  const RowPath path = row->path;
  return finish(target_->apply(propertyOf(row)->key, [&](std::size_t, const sw::Value& old) {
    return grid::moveItem(old, path, delta);
  }));
}

bool PropertyModel::resetToDefault(const QModelIndex& index) {
  if (!canReset(index)) return false;
  const Row* row = rowAt(index);
  const auto* info = propertyOf(row);
  const RowPath path = row->path;
  return finish(target_->apply(info->key, [&](std::size_t, const sw::Value& old) {
    return resetPart(old, info->defaultValue, path);
  }));
}

bool PropertyModel::canScrub(const QModelIndex& index) const {
  const Row* row = rowAt(index);
  const auto* info = propertyOf(row);
  if (!info || row->readOnly) return false;
  if (row->type == RowType::Component) return true;
  return row->type == RowType::Property &&
         (info->kind == K::Int || info->kind == K::Float || info->kind == K::Angle);
}

bool PropertyModel::beginScrub(const QModelIndex& index, int mergeSerial) {
  scrub_.reset();
  if (!canScrub(index)) return false;
  const Row* row = rowAt(index);
  const auto* info = propertyOf(row);
  Scrub s;
  s.key = info->key;
  s.path = row->path;
  s.mergeSerial = mergeSerial;
  s.integer = row->type == RowType::Property && info->kind == K::Int;
  s.step = info->step > 0 ? info->step : (s.integer || info->kind == K::Angle) ? 1.0 : 0.1;
  s.min = info->min;
  s.max = info->max;
  for (const auto* object : target_->objects()) {
    const auto* p = object->description().find(info->key);
    s.originals.push_back(p ? p->get(*object) : sw::Value{});
  }
  scrub_ = std::move(s);
  return true;
}

bool PropertyModel::scrubBy(double steps) {
  if (!scrub_) return false;
  const Scrub& s = *scrub_;
  const double delta = steps * s.step;
  auto refusal = target_->apply(
      s.key,
      [&](std::size_t i, const sw::Value&) -> std::optional<sw::Value> {
        if (i >= s.originals.size()) return std::nullopt;
        const sw::Value& original = s.originals[i];
        auto part = partOf(original, s.path);
        if (!part) return std::nullopt;
        double v = 0;
        if (auto* d = std::get_if<double>(&*part))
          v = *d;
        else if (auto* n = std::get_if<std::int64_t>(&*part))
          v = double(*n);
        else
          return std::nullopt;
        v += delta;
        v = std::round(v * 1e9) / 1e9;  // 12.5 + 3 x 0.1 is stored as 12.8, not 12.800000000000001
        if (s.min) v = std::max(v, *s.min);
        if (s.max) v = std::min(v, *s.max);
        const sw::Value moved = s.integer ? sw::Value(std::int64_t(std::llround(v))) : sw::Value(v);
        return withPart(original, s.path, moved);
      },
      s.mergeSerial);
  return finish(refusal);
}

bool PropertyModel::canAdd(const QModelIndex& index) const {
  const Row* row = rowAt(index);
  const auto* info = propertyOf(row);
  if (!info || row->readOnly || !isListKind(info->kind)) return false;
  return row->type == RowType::Property || row->type == RowType::Item || row->type == RowType::PolygonPoint;
}

bool PropertyModel::canRemove(const QModelIndex& index) const {
  const Row* row = rowAt(index);
  return row && !row->readOnly && (row->type == RowType::Item || row->type == RowType::PolygonPoint);
}

bool PropertyModel::canMove(const QModelIndex& index, int delta) const {
  if (!canRemove(index)) return false;
  const Row* row = rowAt(index);
  const int to = row->row + delta;
  return delta != 0 && to >= 0 && to < siblingCount(row);
}

bool PropertyModel::canReset(const QModelIndex& index) const {
  const Row* row = rowAt(index);
  return row && !row->readOnly && propertyOf(row) &&
         (row->type == RowType::Property || row->type == RowType::Component || row->type == RowType::Flag);
}

bool PropertyModel::isEditableRow(const Row* row) const {
  const auto* info = propertyOf(row);
  if (!info || row->readOnly) return false;
  switch (row->type) {
    case RowType::Property:
      switch (info->kind) {
        case K::Bool:
        case K::Vec2:
        case K::Vec3:
        case K::Flags:
        case K::PointList:
        case K::PolygonList:
        case K::StringList:
        case K::SphereList:
          return false;
        default:
          return true;
      }
    case RowType::Component:
    case RowType::PolygonPoint:
      return true;
    case RowType::Item:
      return info->kind != K::PolygonList;
    default:
      return false;
  }
}

// --- QAbstractItemModel ----------------------------------------------------------------

QModelIndex PropertyModel::index(int row, int column, const QModelIndex& parent) const {
  const Row* p = parent.isValid() ? rowAt(parent) : root_.get();
  if (!p || row < 0 || row >= int(p->children.size()) || column < 0 || column > 1) return {};
  return createIndex(row, column, p->children[std::size_t(row)].get());
}

QModelIndex PropertyModel::parent(const QModelIndex& child) const {
  const Row* row = rowAt(child);
  if (!row || !row->parent || row->parent == root_.get()) return {};
  return indexOf(row->parent, 0);
}

int PropertyModel::rowCount(const QModelIndex& parent) const {
  if (parent.isValid() && parent.column() != 0) return 0;
  const Row* p = parent.isValid() ? rowAt(parent) : root_.get();
  return p ? int(p->children.size()) : 0;
}

int PropertyModel::columnCount(const QModelIndex&) const { return 2; }

QVariant PropertyModel::data(const QModelIndex& index, int role) const {
  const Row* row = rowAt(index);
  if (!row) return {};
  const int column = index.column();
  const bool category = row->type == RowType::Category;
  switch (role) {
    case Qt::DisplayRole:
      return column == 0 ? row->label : row->text;
    case Qt::EditRole:
      if (column == 1 && row->part) {
        const sw::Value& v = *row->part;
        if (auto* b = std::get_if<bool>(&v)) return *b;
        if (auto* i = std::get_if<std::int64_t>(&v)) return qlonglong(*i);
        if (auto* d = std::get_if<double>(&v)) return *d;
        if (auto* s = std::get_if<std::string>(&v)) return qs(*s);
        if (auto* c = std::get_if<sw::Color>(&v)) return toQColor(*c);
        if (auto* p = std::get_if<sw::Vec2>(&v)) return QPointF(p->x, p->y);
        if (auto* s = std::get_if<sw::Vec3>(&v)) return sphereText(*s);
      }
      return column == 0 ? row->label : row->text;
    case Qt::ToolTipRole:
      if (category) return {};
      if (column == 0) {
        const auto* info = propertyOf(row);
        QString tip = QStringLiteral("<b>%1</b> <span style='color:gray'>%2</span>")
                          .arg(row->label.toHtmlEscaped(), row->key.toHtmlEscaped());
        if (row->type == RowType::Property && info && !info->tooltip.empty())
          tip += QStringLiteral("<br>") + qs(info->tooltip).toHtmlEscaped();
        return tip;
      }
      return row->valueTip.isEmpty() ? QVariant() : QVariant(row->valueTip);
    case Qt::FontRole:
      if (category) {
        QFont bold;
        bold.setBold(true);
        return bold;
      }
      if (column == 1 && row->mixed) {
        QFont italic;
        italic.setItalic(true);
        return italic;
      }
      return {};
    case Qt::ForegroundRole:
      if (column == 1 && row->broken) return QColor(0xd0, 0x30, 0x30);
      if (column == 1 && row->mixed) return QGuiApplication::palette().color(QPalette::PlaceholderText);
      return {};
    case Qt::CheckStateRole:
      if (column == 1 && row->checkable) return row->check;
      return {};
    case KeyRole:
      return category ? QString() : row->key;
    case MixedRole:
      return row->mixed;
    case BrokenRole:
      return row->broken;
    case KindRole: {
      const auto* info = propertyOf(row);
      return info ? int(info->kind) : -1;
    }
    case RowTypeRole:
      return int(row->type);
    case ColorRole:
      return row->color.isValid() ? QVariant(row->color) : QVariant();
    case ReadOnlyRole:
      return row->readOnly;
    default:
      return {};
  }
}

bool PropertyModel::setData(const QModelIndex& index, const QVariant& value, int role) {
  const Row* row = rowAt(index);
  if (!row || index.column() != 1 || row->readOnly) return false;
  if (role == Qt::CheckStateRole && row->checkable) {
    const auto state = Qt::CheckState(value.toInt());
    return setPart(index, sw::Value(state == Qt::Checked));
  }
  if (role != Qt::EditRole || !isEditableRow(row)) return false;
  const auto kind = partKind(row);
  if (!kind) return false;
  auto part = fromVariant(value, *kind);
  if (!part) {
    emit editRefused(tr("%1: '%2' is not a valid value").arg(row->label, value.toString()));
    return false;
  }
  return setPart(index, *part);
}

Qt::ItemFlags PropertyModel::flags(const QModelIndex& index) const {
  const Row* row = rowAt(index);
  if (!row) return Qt::NoItemFlags;
  if (row->type == RowType::Category) return Qt::ItemIsEnabled;
  // Read-only rows stay selectable (for their tooltip and copy) but show disabled.
  if (row->readOnly) return Qt::ItemIsSelectable;
  Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
  if (index.column() == 1) {
    if (row->checkable)
      f |= Qt::ItemIsUserCheckable;
    else if (isEditableRow(row))
      f |= Qt::ItemIsEditable;
  }
  return f;
}

QVariant PropertyModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  return section == 0 ? tr("Property") : tr("Value");
}

}  // namespace sw::editor::grid
