#include "ui/docks/log_dock.h"

#include <QApplication>
#include <QHeaderView>
#include <QStyle>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "document/message_log.h"
#include "ui/shell/empty_hint.h"
#include "ui/shell/standard_icons.h"

namespace sw::editor {

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
  view_->setUniformRowHeights(true);
  view_->setWordWrap(false);
  view_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
  view_->setColumnWidth(1, 420);
  view_->setColumnWidth(2, 260);
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
  for (const auto& entry : log->entries()) append(entry);
}

void LogDock::append(const LogEntry& entry) {
  auto* item = new QTreeWidgetItem(view_, {entry.time.toString(QStringLiteral("HH:mm:ss")), entry.message,
                                           entry.file, entry.where});
  QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
  if (entry.severity == LogEntry::Severity::Warning) icon = QStyle::SP_MessageBoxWarning;
  if (entry.severity == LogEntry::Severity::Error) icon = QStyle::SP_MessageBoxCritical;
  item->setIcon(1, standardIcon(icon));
  item->setToolTip(1, entry.message);
  item->setToolTip(2, entry.file);
  view_->scrollToItem(item);
  if (entry.severity == LogEntry::Severity::Error) {
    show();
    raise();
  }
}

}  // namespace sw::editor
