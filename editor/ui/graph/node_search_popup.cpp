#include "ui/graph/node_search_popup.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QMap>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>
#include <algorithm>

namespace sw::editor {

NodeSearchPopup::NodeSearchPopup(std::vector<Entry> entries, QWidget* parent) : QFrame(parent, Qt::Popup) {
  setObjectName(QStringLiteral("nodeSearchPopup"));
  setFrameShape(QFrame::StyledPanel);
  setAttribute(Qt::WA_DeleteOnClose);
  filter_ = new QLineEdit(this);
  filter_->setObjectName(QStringLiteral("nodeSearchFilter"));
  filter_->setPlaceholderText(tr("Search nodes"));
  filter_->setClearButtonEnabled(true);
  list_ = new QTreeWidget(this);
  list_->setObjectName(QStringLiteral("nodeSearchList"));
  list_->setHeaderHidden(true);
  list_->setRootIsDecorated(false);
  list_->setIndentation(10);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->setSpacing(3);
  layout->addWidget(filter_);
  layout->addWidget(list_);
  resize(260, 340);

  QMap<QString, QTreeWidgetItem*> categories;
  for (const auto& e : entries) {
    const QString category = e.category.isEmpty() ? tr("Other") : e.category;
    QTreeWidgetItem*& parentItem = categories[category];
    if (!parentItem) {
      parentItem = new QTreeWidgetItem(list_, {category});
      parentItem->setFlags(Qt::ItemIsEnabled);
      QFont bold = parentItem->font(0);
      bold.setBold(true);
      parentItem->setFont(0, bold);
    }
    auto* item = new QTreeWidgetItem(parentItem, {e.title});
    item->setData(0, Qt::UserRole, QString::fromStdString(e.type));
    item->setToolTip(0, e.description);
  }
  list_->expandAll();
  applyFilter({});

  connect(filter_, &QLineEdit::textChanged, this, &NodeSearchPopup::applyFilter);
  connect(list_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) { pick(item); });
  connect(list_, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) { pick(item); });
  filter_->installEventFilter(this);
}

void NodeSearchPopup::popup(const QPoint& globalPos) {
  move(globalPos);
  show();
  filter_->setFocus();
}

void NodeSearchPopup::applyFilter(const QString& text) {
  const QString needle = text.trimmed();
  QTreeWidgetItem* first = nullptr;
  for (int c = 0; c < list_->topLevelItemCount(); ++c) {
    QTreeWidgetItem* category = list_->topLevelItem(c);
    const bool categoryMatches = !needle.isEmpty() && category->text(0).contains(needle, Qt::CaseInsensitive);
    int shown = 0;
    for (int i = 0; i < category->childCount(); ++i) {
      QTreeWidgetItem* item = category->child(i);
      const bool show = needle.isEmpty() || categoryMatches ||
                        item->text(0).contains(needle, Qt::CaseInsensitive) ||
                        item->data(0, Qt::UserRole).toString().contains(needle, Qt::CaseInsensitive);
      item->setHidden(!show);
      if (show && !first) first = item;
      shown += show ? 1 : 0;
    }
    category->setHidden(shown == 0);
  }
  // Enter picks the first match without reaching for the mouse.
  list_->setCurrentItem(first);
}

bool NodeSearchPopup::eventFilter(QObject* watched, QEvent* event) {
  if (watched == filter_ && event->type() == QEvent::KeyPress) {
    auto* key = static_cast<QKeyEvent*>(event);
    switch (key->key()) {
      case Qt::Key_Down:
      case Qt::Key_Up: {
        // Walk the visible node entries, skipping category headings.
        QTreeWidgetItem* at = list_->currentItem();
        QTreeWidgetItemIterator it(list_,
                                   QTreeWidgetItemIterator::NotHidden | QTreeWidgetItemIterator::NoChildren);
        std::vector<QTreeWidgetItem*> visible;
        for (; *it; ++it) visible.push_back(*it);
        if (visible.empty()) return true;
        auto pos = std::find(visible.begin(), visible.end(), at);
        if (pos == visible.end())
          pos = visible.begin();
        else if (key->key() == Qt::Key_Down && pos + 1 != visible.end())
          ++pos;
        else if (key->key() == Qt::Key_Up && pos != visible.begin())
          --pos;
        list_->setCurrentItem(*pos);
        return true;
      }
      case Qt::Key_Return:
      case Qt::Key_Enter:
        pick(list_->currentItem());
        return true;
      case Qt::Key_Escape:
        close();
        return true;
      default:
        break;
    }
  }
  return QFrame::eventFilter(watched, event);
}

void NodeSearchPopup::pick(QTreeWidgetItem* item) {
  if (!item || item->childCount() > 0 || item->data(0, Qt::UserRole).toString().isEmpty()) return;
  picked_ = true;
  const QString type = item->data(0, Qt::UserRole).toString();
  close();
  emit picked(type);
}

void NodeSearchPopup::hideEvent(QHideEvent* event) {
  QFrame::hideEvent(event);
  if (!picked_) emit dismissed();
  picked_ = true;  // report once
}

}  // namespace sw::editor
