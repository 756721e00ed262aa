#include "ui/dialogs/shortcuts_dialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace sw::editor {

namespace {
QString plain(QString text) {
  text.remove(QLatin1Char('&'));
  if (text.endsWith(QLatin1String("..."))) text.chop(3);
  return text;
}

QString keysOf(const QAction* action) {
  QStringList keys;
  for (const QKeySequence& k : action->shortcuts()) keys << k.toString(QKeySequence::NativeText);
  return keys.join(QLatin1String(", "));
}

void walk(const QMenu* menu, const QString& group, QList<ShortcutsDialog::Row>& rows,
          QSet<const QAction*>& seen) {
  for (QAction* action : menu->actions()) {
    if (action->menu()) {
      walk(action->menu(), group + QStringLiteral(" \u203a ") + plain(action->menu()->title()), rows, seen);
      continue;
    }
    if (action->isSeparator() || seen.contains(action)) continue;
    seen.insert(action);
    if (!action->shortcuts().isEmpty()) rows.push_back({group, plain(action->text()), keysOf(action)});
  }
}
}  // namespace

QList<ShortcutsDialog::Row> ShortcutsDialog::collect(QMainWindow* window) {
  QList<Row> rows;
  QSet<const QAction*> seen;
  for (QAction* top : window->menuBar()->actions())
    if (top->menu()) walk(top->menu(), plain(top->menu()->title()), rows, seen);
  // Actions of docks, tools and views that no menu lists.
  for (const QAction* action : window->findChildren<QAction*>()) {
    if (seen.contains(action) || action->shortcuts().isEmpty() || action->text().isEmpty()) continue;
    seen.insert(action);
    rows.push_back({tr("Other"), plain(action->text()), keysOf(action)});
  }
  return rows;
}

ShortcutsDialog::ShortcutsDialog(QMainWindow* window) : QDialog(window) {
  setObjectName(QStringLiteral("shortcutsDialog"));
  setWindowTitle(tr("Keyboard Shortcuts"));
  auto* filter = new QLineEdit(this);
  filter->setObjectName(QStringLiteral("shortcutsFilter"));
  filter->setPlaceholderText(tr("Filter by action or key"));
  filter->setClearButtonEnabled(true);
  table_ = new QTreeWidget(this);
  table_->setObjectName(QStringLiteral("shortcutsTable"));
  table_->setHeaderLabels({tr("Action"), tr("Shortcut")});
  table_->setRootIsDecorated(false);
  table_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
  table_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
  table_->header()->setStretchLastSection(false);
  QTreeWidgetItem* group = nullptr;
  for (const Row& row : collect(window)) {
    if (!group || group->text(0) != row.group) {
      group = new QTreeWidgetItem(table_, {row.group});
      QFont bold = group->font(0);
      bold.setBold(true);
      group->setFont(0, bold);
      group->setFirstColumnSpanned(true);
      group->setFlags(Qt::ItemIsEnabled);
    }
    new QTreeWidgetItem(group, {row.action, row.keys});
  }
  table_->expandAll();
  connect(filter, &QLineEdit::textChanged, this, [this](const QString& text) {
    for (int g = 0; g < table_->topLevelItemCount(); ++g) {
      QTreeWidgetItem* group = table_->topLevelItem(g);
      int shown = 0;
      for (int i = 0; i < group->childCount(); ++i) {
        QTreeWidgetItem* item = group->child(i);
        const bool match = text.isEmpty() || item->text(0).contains(text, Qt::CaseInsensitive) ||
                           item->text(1).contains(text, Qt::CaseInsensitive);
        item->setHidden(!match);
        shown += match;
      }
      group->setHidden(shown == 0);
    }
  });
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(filter);
  layout->addWidget(table_, 1);
  layout->addWidget(buttons);
  resize(520, 600);
}

}  // namespace sw::editor
