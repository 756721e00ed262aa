#include "ui/docks/log_dock.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "document/message_log.h"
#include "ui/shell/empty_hint.h"
#include "ui/shell/standard_icons.h"

namespace sw::editor {
namespace {

// Rows as tall as the wrapped message in the Message column's width: the tree's own row
// sizes do not wrap to the column, and are not measured again when it is resized.
class WrappedMessageDelegate : public QStyledItemDelegate {
 public:
  explicit WrappedMessageDelegate(QTreeView* view) : QStyledItemDelegate(view), view_(view) {}
  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
    QSize hint = QStyledItemDelegate::sizeHint(option, index);
    if (index.column() != 1) return hint;
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const int iconWidth = opt.features & QStyleOptionViewItem::HasDecoration ? opt.decorationSize.width() + 8 : 0;
    const int width = std::max(40, view_->header()->sectionSize(1) - iconWidth - 8);
    const QRect text = opt.fontMetrics.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, opt.text);
    hint.setHeight(std::max(hint.height(), text.height() + 4));
    return hint;
  }

 private:
  QTreeView* view_;
};

}  // namespace

LogDock::LogDock(MessageLog* log, QWidget* parent) : QDockWidget(tr("Log"), parent) {
  setObjectName(QStringLiteral("logDock"));
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(0, 0, 0, 0);
  view_ = new QTreeWidget(body);
  view_->setObjectName(QStringLiteral("logView"));
  view_->setColumnCount(4);
  view_->setHeaderLabels({tr("Time"), tr("Message"), tr("File"), tr("Place")});
  view_->setRootIsDecorated(false);
  // Rows grow to the wrapped message: a finding of two lines is read whole, not cut off at
  // the column's edge (#45 friction 7).
  view_->setUniformRowHeights(false);
  view_->setWordWrap(true);
  view_->setTextElideMode(Qt::ElideNone);
  view_->header()->setStretchLastSection(false);
  view_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
  view_->header()->setSectionResizeMode(1, QHeaderView::Stretch);
  view_->header()->setSectionResizeMode(2, QHeaderView::Interactive);
  view_->header()->setSectionResizeMode(3, QHeaderView::Interactive);
  view_->setColumnWidth(2, 200);
  view_->setColumnWidth(3, 160);
  view_->setItemDelegate(new WrappedMessageDelegate(view_));
  connect(view_->header(), &QHeaderView::sectionResized, view_, [this](int section) {
    if (section == 1) view_->doItemsLayout();
  });
  // A narrow Log (its place in the bottom row at 1366x768) gives the message the width:
  // the file and place go to the tool tip instead of squeezing it to a word per line.
  view_->installEventFilter(this);
  layout->addWidget(view_);
  EmptyHint::install(view_,
                     tr("Messages, warnings and errors appear here. Edit > Check Project (F7) looks for problems."));
  auto* clear = new QToolButton(body);
  clear->setObjectName(QStringLiteral("clearLogButton"));
  clear->setText(tr("Clear"));
  clear->setAutoRaise(true);
  layout->addWidget(clear, 0, Qt::AlignRight);
  setWidget(body);

  connect(clear, &QToolButton::clicked, log, &MessageLog::clear);
  connect(log, &MessageLog::cleared, view_, &QTreeWidget::clear);
  connect(log, &MessageLog::added, this, &LogDock::append);
  connect(view_, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
    if (!item->text(2).isEmpty()) emit placeActivated(item->text(2), item->text(3));
  });
  for (const auto& entry : log->entries()) append(entry);
}

bool LogDock::eventFilter(QObject* watched, QEvent* event) {
  if (watched == view_ && event->type() == QEvent::Resize) {
    const bool narrow = view_->width() < kNarrowWidth;
    if (view_->isColumnHidden(2) != narrow) {
      view_->setColumnHidden(2, narrow);
      view_->setColumnHidden(3, narrow);
    }
  }
  return QDockWidget::eventFilter(watched, event);
}

void LogDock::append(const LogEntry& entry) {
  auto* item = new QTreeWidgetItem(view_, {entry.time.toString(QStringLiteral("HH:mm:ss")), entry.message,
                                           entry.file, entry.where});
  QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
  if (entry.severity == LogEntry::Severity::Warning) icon = QStyle::SP_MessageBoxWarning;
  if (entry.severity == LogEntry::Severity::Error) icon = QStyle::SP_MessageBoxCritical;
  item->setIcon(1, standardIcon(icon));
  const QString hint = entry.file.isEmpty() ? QString() : QStringLiteral("\n") + tr("Double-click to show it.");
  const QString place = entry.file.isEmpty() ? QString()
                                             : QStringLiteral("\n") + entry.file +
                                                   (entry.where.isEmpty() ? QString() : QStringLiteral(" ") + entry.where);
  item->setToolTip(1, entry.message + place + hint);
  item->setToolTip(2, entry.file + hint);
  item->setToolTip(3, entry.where + hint);
  view_->scrollToItem(item);
  if (entry.severity == LogEntry::Severity::Error) {
    show();
    raise();
  }
}

}  // namespace sw::editor
