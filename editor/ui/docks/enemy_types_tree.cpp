#include "ui/docks/enemy_types_tree.h"

#include <QDropEvent>
#include <QMimeData>
#include <QPainter>
#include <QSet>
#include <algorithm>
#include <map>
#include <tuple>

#include "document/qt_strings.h"
#include "model/enemies/enemy_part_tree.h"
#include "model/project/project.h"
#include "ui/shell/standard_icons.h"

namespace sw::editor {

namespace {
enum ItemRole { KindRole = Qt::UserRole + 1, TypeRole, StateRole, PartRole, KeyRole };

// Dragged parts travel as "type part part ..." addresses: a drag never leaves the tree, and a
// drop checks every address against the items before using it.
const QString kPartsMime = QStringLiteral("application/x-scrollwork-enemy-parts");

template <class T>
QVariant pointerData(T* p) {
  return QVariant::fromValue(reinterpret_cast<quintptr>(p));
}

QIcon typeSwatch(const sw::Color& color) {
  QPixmap pixmap(14, 14);
  pixmap.fill(Qt::transparent);
  QPainter painter(&pixmap);
  painter.setPen(QColor(40, 40, 40));
  painter.setBrush(QColor(color.r, color.g, color.b));
  painter.drawRoundedRect(QRectF(1.5, 1.5, 11, 11), 3, 3);
  return QIcon(pixmap);
}

// A dot of the part's colour; with problems, the warning sign over it.
QIcon partDot(const sw::Color& color, bool problems) {
  QPixmap pixmap(16, 16);
  pixmap.fill(Qt::transparent);
  QPainter painter(&pixmap);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setPen(QPen(QColor(40, 40, 40), 1.2));
  painter.setBrush(QColor(color.r, color.g, color.b));
  painter.drawEllipse(QRectF(2.5, 2.5, 11, 11));
  if (problems)
    painter.drawPixmap(QRect(6, 6, 10, 10), standardIcon(QStyle::SP_MessageBoxWarning).pixmap(10, 10));
  return QIcon(pixmap);
}

int afterMarker(const std::string& pointer, const std::string& marker, std::size_t from = 0) {
  const auto at = pointer.find(marker, from);
  return at == std::string::npos ? -1 : std::atoi(pointer.c_str() + at + marker.size());
}

QString keyFor(const char* kind, const void* owner, const std::string& name = {}) {
  return QString::fromLatin1(kind) + QString::number(reinterpret_cast<quintptr>(owner), 16) + qs(name);
}

// Problems by (type, part or -1, state or -1).
using ProblemMap = std::map<std::tuple<int, int, int>, QStringList>;

struct Filler {
  EnemyTypesTree* tree;
  const ProblemMap& problems;
  const QSet<QString>& collapsed;
  const QIcon warning = standardIcon(QStyle::SP_MessageBoxWarning);

  QTreeWidgetItem* item(QTreeWidgetItem* parent, const QString& text, EnemyTypesTree::Kind kind,
                        sw::EnemyType* type, const QString& key) {
    auto* it = new QTreeWidgetItem(parent, {text});
    it->setData(0, KindRole, int(kind));
    it->setData(0, TypeRole, pointerData(type));
    it->setData(0, KeyRole, key);
    return it;
  }

  void expand(QTreeWidgetItem* item) {
    item->setExpanded(!collapsed.contains(item->data(0, KeyRole).toString()));
  }

  // The states of the body (part -1) or of part `p`, grouped by machine when there are several.
  void addStates(QTreeWidgetItem* parent, int t, sw::EnemyType* type, int p, sw::EnemyPart* part) {
    const auto& states = part ? part->states : type->states;
    const std::vector<std::string> machines = sw::machineNames(states);
    const bool grouped = machines.size() > 1;
    for (const std::string& machine : machines) {
      QTreeWidgetItem* under = parent;
      if (grouped) {
        under =
            item(parent, EnemyTypesTree::tr("Machine: %1").arg(qs(machine)), EnemyTypesTree::Kind::Machine,
                 type, keyFor("m", part ? static_cast<const void*>(part) : type, machine));
        under->setData(0, PartRole, pointerData(part));
        under->setFlags(Qt::ItemIsEnabled);
        under->setToolTip(0, EnemyTypesTree::tr("State machine %1: it runs beside the others, from its first "
                                                "state (bold)")
                                 .arg(qs(machine)));
        QFont italic = under->font(0);
        italic.setItalic(true);
        under->setFont(0, italic);
      }
      bool first = true;
      for (int s = 0; s < int(states.size()); ++s) {
        sw::EnemyState* state = states[std::size_t(s)].get();
        if (state->machine != machine) continue;
        auto* stateItem = item(under, qs(state->name), EnemyTypesTree::Kind::State, type, keyFor("s", state));
        stateItem->setData(0, StateRole, pointerData(state));
        stateItem->setData(0, PartRole, pointerData(part));
        stateItem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable);
        QString tip = first ? EnemyTypesTree::tr("Initial state") : QString();
        if (auto found = problems.find({t, p, s}); found != problems.end()) {
          stateItem->setIcon(0, warning);
          tip += (tip.isEmpty() ? QString() : QStringLiteral("\n")) + found->second.join(QLatin1Char('\n'));
        }
        stateItem->setToolTip(0, tip);
        if (first) {
          QFont bold = stateItem->font(0);
          bold.setBold(true);
          stateItem->setFont(0, bold);
        }
        first = false;
      }
      if (grouped) expand(under);
    }
  }

  void addPart(QTreeWidgetItem* parent, int t, sw::EnemyType* type, int p, const std::vector<int>& parents,
               std::vector<bool>& shown) {
    shown[std::size_t(p)] = true;
    sw::EnemyPart* part = type->parts[std::size_t(p)].get();
    auto* partItem = item(parent, qs(part->name), EnemyTypesTree::Kind::Part, type, keyFor("p", part));
    partItem->setData(0, PartRole, pointerData(part));
    partItem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable | Qt::ItemIsDragEnabled |
                       Qt::ItemIsDropEnabled);
    QStringList own;
    for (const auto& [key, messages] : problems)
      if (std::get<0>(key) == t && std::get<1>(key) == p) own << messages;
    partItem->setIcon(0, partDot(part->color, !own.isEmpty()));
    QString tip = part->parent.empty()
                      ? EnemyTypesTree::tr("Part %1, on the body").arg(qs(part->name))
                      : EnemyTypesTree::tr("Part %1, on %2").arg(qs(part->name), qs(part->parent));
    if (!own.isEmpty()) tip += QStringLiteral("\n") + own.join(QLatin1Char('\n'));
    partItem->setToolTip(0, tip);
    for (int c = 0; c < int(parents.size()); ++c)
      if (parents[std::size_t(c)] == p && !shown[std::size_t(c)])
        addPart(partItem, t, type, c, parents, shown);
    addStates(partItem, t, type, p, part);
    expand(partItem);
  }

  void addType(int t, sw::EnemyType* type) {
    auto* typeItem = item(nullptr, qs(type->name), EnemyTypesTree::Kind::Type, type, keyFor("t", type));
    tree->addTopLevelItem(typeItem);
    typeItem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable | Qt::ItemIsDropEnabled);
    QStringList typeProblems;
    for (const auto& [key, messages] : problems)
      if (std::get<0>(key) == t) typeProblems << messages;
    typeItem->setIcon(0, typeProblems.isEmpty() ? typeSwatch(type->color) : warning);
    typeItem->setToolTip(0, typeProblems.isEmpty() ? EnemyTypesTree::tr("Enemy type %1 with %n state(s)",
                                                                        nullptr, int(type->states.size()))
                                                         .arg(qs(type->name))
                                                   : typeProblems.join(QLatin1Char('\n')));
    addStates(typeItem, t, type, -1, nullptr);
    if (!type->parts.empty()) {
      auto* parts =
          item(typeItem, EnemyTypesTree::tr("Parts"), EnemyTypesTree::Kind::Parts, type, keyFor("h", type));
      parts->setFlags(Qt::ItemIsEnabled | Qt::ItemIsDropEnabled);
      parts->setToolTip(
          0, EnemyTypesTree::tr("The parts hung on the body, each with the parts hung on it; drop a "
                                "part here to hang it on the body"));
      QFont italic = parts->font(0);
      italic.setItalic(true);
      parts->setFont(0, italic);
      // Parts on the body first; then those whose parent is missing or on a cycle, so that
      // every part stays in sight to be fixed.
      const std::vector<int> parents = sw::partParents(*type);
      std::vector<bool> shown(parents.size(), false);
      for (int p = 0; p < int(parents.size()); ++p)
        if (parents[std::size_t(p)] == sw::kBodyParent) addPart(parts, t, type, p, parents, shown);
      for (int p = 0; p < int(parents.size()); ++p)
        if (!shown[std::size_t(p)]) addPart(parts, t, type, p, parents, shown);
      expand(parts);
    }
    expand(typeItem);
  }
};

}  // namespace

EnemyTypesTree::Place EnemyTypesTree::placeOf(const std::string& pointer) {
  Place place;
  place.type = afterMarker(pointer, "/enemyTypes/");
  const auto parts = pointer.find("/parts/");
  place.part = parts == std::string::npos ? -1 : afterMarker(pointer, "/parts/");
  place.state = afterMarker(pointer, "/states/", parts == std::string::npos ? 0 : parts);
  return place;
}

EnemyTypesTree::EnemyTypesTree(QWidget* parent) : QTreeWidget(parent) {
  setObjectName(QStringLiteral("enemyTypesTree"));
  setHeaderHidden(true);
  setUniformRowHeights(true);
  setSelectionMode(QAbstractItemView::ExtendedSelection);  // several parts edited together
  setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
  setDragDropMode(QAbstractItemView::DragDrop);
  setDefaultDropAction(Qt::MoveAction);
  setDropIndicatorShown(true);
  invisibleRootItem()->setFlags(Qt::ItemIsEnabled);
}

EnemyTypesTree::Kind EnemyTypesTree::kindOf(const QTreeWidgetItem* item) {
  return item ? Kind(item->data(0, KindRole).toInt()) : Kind::Type;
}

sw::EnemyType* EnemyTypesTree::typeOf(const QTreeWidgetItem* item) {
  return item ? reinterpret_cast<sw::EnemyType*>(item->data(0, TypeRole).value<quintptr>()) : nullptr;
}

sw::EnemyState* EnemyTypesTree::stateOf(const QTreeWidgetItem* item) {
  return item ? reinterpret_cast<sw::EnemyState*>(item->data(0, StateRole).value<quintptr>()) : nullptr;
}

sw::EnemyPart* EnemyTypesTree::partOf(const QTreeWidgetItem* item) {
  return item ? reinterpret_cast<sw::EnemyPart*>(item->data(0, PartRole).value<quintptr>()) : nullptr;
}

QTreeWidgetItem* EnemyTypesTree::findItem(const std::function<bool(const QTreeWidgetItem*)>& wanted) const {
  std::vector<QTreeWidgetItem*> open{invisibleRootItem()};
  while (!open.empty()) {
    QTreeWidgetItem* at = open.back();
    open.pop_back();
    for (int i = at->childCount() - 1; i >= 0; --i) {
      if (wanted(at->child(i))) return at->child(i);
      open.push_back(at->child(i));
    }
  }
  return nullptr;
}

QTreeWidgetItem* EnemyTypesTree::itemFor(const sw::EnemyType* type, const sw::EnemyState* state) const {
  if (!state) {
    for (int i = 0; i < topLevelItemCount(); ++i)
      if (typeOf(topLevelItem(i)) == type) return topLevelItem(i);
    return nullptr;
  }
  return findItem([&](const QTreeWidgetItem* item) {
    return kindOf(item) == Kind::State && stateOf(item) == state && typeOf(item) == type;
  });
}

QTreeWidgetItem* EnemyTypesTree::itemForPart(const sw::EnemyPart* part) const {
  return findItem(
      [&](const QTreeWidgetItem* item) { return kindOf(item) == Kind::Part && partOf(item) == part; });
}

void EnemyTypesTree::fill(const sw::Project& project, const sw::Errors& errors) {
  QSet<QString> collapsed;
  findItem([&](const QTreeWidgetItem* item) {
    if (item->childCount() > 0 && !item->isExpanded()) collapsed.insert(item->data(0, KeyRole).toString());
    return false;
  });
  clear();
  ProblemMap problems;
  for (const auto& e : errors) {
    const Place place = placeOf(e.where);
    if (e.where.rfind("/enemyTypes/", 0) == 0 && place.type >= 0)
      problems[{place.type, place.part, place.state}] << qs(e.message);
  }
  Filler filler{this, problems, collapsed};
  for (int t = 0; t < int(project.enemyTypes.size()); ++t)
    filler.addType(t, project.enemyTypes[std::size_t(t)].get());
}

// --- drag and drop ---

QStringList EnemyTypesTree::mimeTypes() const { return {kPartsMime}; }

QMimeData* EnemyTypesTree::mimeData(const QList<QTreeWidgetItem*>& items) const {
  QStringList addresses;
  sw::EnemyType* type = nullptr;
  for (const QTreeWidgetItem* item : items) {
    if (kindOf(item) != Kind::Part) continue;
    if (!type) type = typeOf(item);
    if (typeOf(item) == type) addresses << QString::number(reinterpret_cast<quintptr>(partOf(item)));
  }
  if (addresses.isEmpty()) return nullptr;
  addresses.prepend(QString::number(reinterpret_cast<quintptr>(type)));
  auto* data = new QMimeData;
  data->setData(kPartsMime, addresses.join(QLatin1Char(' ')).toLatin1());
  return data;
}

EnemyTypesTree::Drop EnemyTypesTree::dropFor(const QMimeData* data, const QPoint& pos) const {
  Drop drop;
  if (!data || !data->hasFormat(kPartsMime)) return drop;
  const QList<QByteArray> addresses = data->data(kPartsMime).split(' ');
  QTreeWidgetItem* at = itemAt(pos);
  if (!at || addresses.size() < 2) return drop;
  sw::EnemyType* type = typeOf(at);
  if (QByteArray::number(reinterpret_cast<quintptr>(type)) != addresses.front())
    return drop;  // parts of another type
  for (qsizetype i = 1; i < addresses.size(); ++i) {
    const QTreeWidgetItem* item = findItem([&](const QTreeWidgetItem* it) {
      return kindOf(it) == Kind::Part &&
             QByteArray::number(reinterpret_cast<quintptr>(partOf(it))) == addresses[i];
    });
    if (!item || typeOf(item) != type) return drop;  // gone since the drag began
    drop.parts.push_back(partOf(item));
  }
  switch (kindOf(at)) {
    case Kind::Type:
    case Kind::Parts:
      break;  // onto the body
    case Kind::Part: {
      drop.target = partOf(at);
      // Qt's own rule (QAbstractItemView's drop indicator): the edges above and below.
      const QRect rect = visualItemRect(at);
      const int margin = std::clamp(int(rect.height() / 5.5), 2, 12);
      if (pos.y() - rect.top() < margin)
        drop.where = PartDrop::Before;
      else if (rect.bottom() - pos.y() < margin)
        drop.where = PartDrop::After;
      break;
    }
    default:
      return drop;  // states and machines take no parts
  }
  drop.type = type;
  return drop;
}

bool EnemyTypesTree::dropAt(const QMimeData* data, const QPoint& pos) {
  const Drop drop = dropFor(data, pos);
  if (!drop.type) return false;
  emit partsDropped(drop.type, drop.parts, drop.target, drop.where);
  return true;
}

void EnemyTypesTree::dragMoveEvent(QDragMoveEvent* event) {
  QTreeWidget::dragMoveEvent(event);  // scrolls, draws the indicator
  // Qt forbids a drop onto the dragged item's own descendants without a word; here it is
  // let through, so that the command refuses it and the dock says why.
  if (dropFor(event->mimeData(), event->position().toPoint()).type)
    event->acceptProposedAction();
  else
    event->ignore();
}

void EnemyTypesTree::dropEvent(QDropEvent* event) {
  // The items are never moved here: the command moves the parts and the tree is filled again.
  stopAutoScroll();
  setState(NoState);
  viewport()->update();
  if (dropAt(event->mimeData(), event->position().toPoint())) {
    event->setDropAction(Qt::CopyAction);  // nothing for the drag's source to remove
    event->accept();
  } else {
    event->ignore();
  }
}

}  // namespace sw::editor
