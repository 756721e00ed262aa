// The property grid's rows: the tree of categories, properties and their parts built from
// the selection's shared values, and what each row shows (text, tip, mixed, broken).
#include <QStringList>
#include <functional>

#include "core/expression.h"
#include "document/document.h"
#include "document/qt_strings.h"
#include "ui/property_grid/grid_target.h"
#include "ui/property_grid/grid_values.h"
#include "ui/property_grid/property_model.h"
#include "document/property_text.h"
#include "ui/property_grid/references.h"

namespace sw::editor::grid {

namespace {

using K = sw::ValueKind;

QString itemText(const sw::Value& part) {
  if (auto* s = std::get_if<std::string>(&part)) return qs(*s);
  if (auto* p = std::get_if<sw::Vec2>(&part)) return QStringLiteral("(%1)").arg(pointText(*p));
  if (auto* s = std::get_if<sw::Vec3>(&part)) return QStringLiteral("(%1)").arg(sphereText(*s));
  if (auto* polygon = std::get_if<std::vector<sw::Vec2>>(&part))
    return countText(polygon->size(), QT_TRANSLATE_NOOP("PropertyGrid", "point"),
                     QT_TRANSLATE_NOOP("PropertyGrid", "points"));
  return {};
}

}  // namespace

std::unique_ptr<PropertyModel::Row> PropertyModel::buildRows() const {
  auto root = std::make_unique<Row>();
  auto add = [](Row* parent, std::unique_ptr<Row> child) {
    child->parent = parent;
    child->row = int(parent->children.size());
    parent->children.push_back(std::move(child));
    return parent->children.back().get();
  };
  for (int p = 0; p < int(shared_.properties.size()); ++p) {
    const SharedProperty& sp = shared_.properties[std::size_t(p)];
    const sw::Property& info = *sp.property;
    const QString category = propertyText(info.category);
    Row* group = nullptr;
    for (auto& c : root->children)
      if (c->label == category) group = c.get();
    if (!group) {
      auto g = std::make_unique<Row>();
      g->type = RowType::Category;
      g->label = category;
      group = add(root.get(), std::move(g));
    }
    auto r = std::make_unique<Row>();
    r->type = RowType::Property;
    r->property = p;
    r->key = qs(info.key);
    r->label = propertyText(info.label);
    Row* row = add(group, std::move(r));
    auto child = [&](Row* parent, RowType type, RowPath path, QString keySuffix, QString label) {
      auto c = std::make_unique<Row>();
      c->type = type;
      c->property = p;
      c->path = path;
      c->key = parent->key + QLatin1Char('.') + keySuffix;
      c->label = std::move(label);
      return add(parent, std::move(c));
    };
    static const char* axes[] = {"x", "y", "z"};
    if (info.kind == K::Vec2 || info.kind == K::Vec3) {
      for (int c = 0; c < (info.kind == K::Vec2 ? 2 : 3); ++c)
        child(row, RowType::Component, RowPath{.component = c}, QString::fromLatin1(axes[c]),
              QString::fromLatin1(axes[c]).toUpper());
    } else if (info.kind == K::Flags) {
      for (int b = 0; b < int(info.enumNames.size()) && b < 63; ++b)
        child(row, RowType::Flag, RowPath{.flag = b}, qs(info.enumNames[std::size_t(b)]),
              readableText(info.enumNames[std::size_t(b)]));
    } else if (isListKind(info.kind) && !sp.mixed) {
      // A mixed list has no common items to show; it can still be reset or appended to.
      if (auto* points = std::get_if<std::vector<sw::Vec2>>(&sp.value)) {
        for (int i = 0; i < int(points->size()); ++i)
          child(row, RowType::Item, RowPath{.item = i}, QString::number(i), tr("Point %1").arg(i + 1));
      } else if (auto* polygons = std::get_if<std::vector<sw::Polygon>>(&sp.value)) {
        for (int i = 0; i < int(polygons->size()); ++i) {
          Row* polygon =
              child(row, RowType::Item, RowPath{.item = i}, QString::number(i), tr("Polygon %1").arg(i + 1));
          for (int j = 0; j < int((*polygons)[std::size_t(i)].size()); ++j)
            child(polygon, RowType::PolygonPoint, RowPath{.item = i, .point = j}, QString::number(j),
                  tr("Point %1").arg(j + 1));
        }
      } else if (auto* strings = std::get_if<std::vector<std::string>>(&sp.value)) {
        for (int i = 0; i < int(strings->size()); ++i)
          child(row, RowType::Item, RowPath{.item = i}, QString::number(i), tr("Item %1").arg(i + 1));
      } else if (auto* spheres = std::get_if<std::vector<sw::Vec3>>(&sp.value)) {
        for (int i = 0; i < int(spheres->size()); ++i)
          child(row, RowType::Item, RowPath{.item = i}, QString::number(i), tr("Sphere %1").arg(i + 1));
      }
    }
  }
  std::function<void(Row&)> describeAll = [&](Row& r) {
    describe(r);
    for (auto& c : r.children) describeAll(*c);
  };
  for (auto& c : root->children) describeAll(*c);
  return root;
}

void PropertyModel::describe(Row& row) const {
  row.text.clear();
  row.valueTip.clear();
  row.mixed = row.broken = row.readOnly = row.checkable = false;
  row.check = Qt::Unchecked;
  row.color = QColor();
  row.part.reset();
  if (row.type == RowType::Category) return;

  const SharedProperty& sp = shared_.properties[std::size_t(row.property)];
  const sw::Property& info = *sp.property;
  const int count = int(shared_.objects.size());
  const QString differ = tr("The %n selected objects have different values here", nullptr, count);
  if (auto why = target_->whyNotEditable(info)) {
    row.readOnly = true;
    row.valueTip = *why;
  }

  switch (row.type) {
    case RowType::Property: {
      row.mixed = sp.mixed;
      if (!sp.mixed) row.part = sp.value;
      if (info.kind == K::Bool) {
        row.checkable = true;
        row.check = sp.mixed ? Qt::PartiallyChecked
                             : (std::get_if<bool>(&sp.value) && std::get<bool>(sp.value) ? Qt::Checked
                                                                                         : Qt::Unchecked);
      }
      row.text = sp.mixed ? mixedText() : displayText(sp.value, info);
      if (sp.mixed) {
        if (info.kind == K::Vec2 || info.kind == K::Vec3) {
          QStringList which;
          for (int c = 0; c < 3; ++c)
            if (sp.componentMixed(c)) which << QString(QLatin1Char("xyz"[c]));
          row.valueTip = tr("The selected objects differ in %1").arg(which.join(QStringLiteral(", ")));
        } else {
          row.valueTip = differ;
        }
      } else if (info.kind == K::Text || info.kind == K::Expression || info.kind == K::String) {
        row.valueTip = qs(std::get<std::string>(sp.value));
      }
      if (info.kind == K::Color && !sp.mixed) row.color = toQColor(std::get<sw::Color>(sp.value));

      // References that do not resolve and expressions that do not parse show in red.
      QStringList problems;
      if (info.kind == K::AssetRef || info.kind == K::ObjectRef || info.kind == K::Expression) {
        const auto& project = target_->document()->project();
        for (const auto& value : sp.distinct) {
          std::optional<QString> problem;
          if (info.kind == K::AssetRef)
            problem = brokenAsset(project, info.assetKind, value);
          else if (info.kind == K::ObjectRef)
            problem = target_->brokenReference(info.key, value);
          else if (info.kind == K::Expression && value.find_first_not_of(" \t\r\n") != std::string::npos)
            if (auto check = sw::checkExpression(value); !check)
              problem = tr("Does not parse: %1").arg(qs(check.describe()));
          if (problem) problems << *problem;
        }
        if (sp.selfReferences > 0)
          problems << (count == 1 ? tr("The object refers to itself")
                       : sp.selfReferences == 1
                           ? tr("1 object refers to itself")
                           : tr("%1 objects refer to themselves").arg(sp.selfReferences));
      }
      if (!problems.isEmpty()) {
        row.broken = true;
        if (problems.size() > 6) problems = problems.mid(0, 6) << QStringLiteral("\u2026");
        row.valueTip = (row.valueTip.isEmpty() ? QString() : row.valueTip + QLatin1Char('\n')) +
                       problems.join(QLatin1Char('\n'));
      }
      break;
    }
    case RowType::Component: {
      row.mixed = sp.componentMixed(row.path.component);
      if (!row.mixed) row.part = partOf(sp.value, row.path);
      row.text = row.mixed ? mixedText() : (row.part ? numberText(std::get<double>(*row.part)) : QString());
      if (row.mixed) row.valueTip = differ;
      break;
    }
    case RowType::Flag: {
      const std::int64_t bit = std::int64_t(1) << row.path.flag;
      const bool all = sp.flagsAll & bit, any = sp.flagsAny & bit;
      row.checkable = true;
      row.mixed = any && !all;
      row.check = all ? Qt::Checked : any ? Qt::PartiallyChecked : Qt::Unchecked;
      if (!row.mixed) row.part = sw::Value(all);
      row.text = row.mixed ? mixedText() : QString();
      if (row.mixed) row.valueTip = tr("Set on some of the selected objects only");
      break;
    }
    case RowType::Item:
    case RowType::PolygonPoint: {
      row.part = partOf(sp.value, row.path);
      row.text = row.part ? itemText(*row.part) : QString();
      // An enemy state's action or transition line that does not compile shows in red.
      if (row.type == RowType::Item)
        if (auto problem = target_->itemProblem(info.key, row.path.item))
          row.broken = true, row.valueTip = *problem;
      break;
    }
    case RowType::Category:
      break;
  }
}

}  // namespace sw::editor::grid
