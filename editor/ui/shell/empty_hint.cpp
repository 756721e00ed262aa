#include "ui/shell/empty_hint.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QTimer>
#include <QTreeView>
#include <algorithm>

namespace sw::editor {

namespace {
// The last row a person sees: the last top-level row, then its last child while expanded.
QModelIndex lastVisibleIndex(const QAbstractItemView* view) {
  const QAbstractItemModel* model = view->model();
  if (!model) return {};
  QModelIndex last;
  QModelIndex parent = view->rootIndex();
  const auto* tree = qobject_cast<const QTreeView*>(view);
  while (int rows = model->rowCount(parent)) {
    last = model->index(rows - 1, 0, parent);
    if (!tree || !tree->isExpanded(last)) break;
    parent = last;
  }
  return last;
}
}  // namespace

EmptyHint* EmptyHint::install(QAbstractScrollArea* view, const QString& text) {
  auto* itemView = qobject_cast<QAbstractItemView*>(view);
  return install(view, text, [itemView] {
    return !itemView || !itemView->model() || itemView->model()->rowCount(itemView->rootIndex()) == 0;
  });
}

EmptyHint* EmptyHint::install(QAbstractScrollArea* view, const QString& text, std::function<bool()> isEmpty) {
  return new EmptyHint(view, text, std::move(isEmpty));
}

EmptyHint::EmptyHint(QAbstractScrollArea* view, const QString& text, std::function<bool()> isEmpty)
    : QLabel(text, view->viewport()), view_(view), isEmpty_(std::move(isEmpty)) {
  setObjectName(view->objectName().isEmpty() ? QStringLiteral("emptyHint")
                                             : view->objectName() + "EmptyHint");
  setWordWrap(true);
  // Below the rows of an item view; in the middle of anything else.
  setAlignment(qobject_cast<QAbstractItemView*>(view) ? Qt::AlignHCenter | Qt::AlignTop : Qt::AlignCenter);
  setEnabled(false);                               // greyed, like the placeholder of an empty line edit
  setAttribute(Qt::WA_TransparentForMouseEvents);  // clicks, drops and context menus reach the view
  setMargin(12);
  view->viewport()->installEventFilter(this);
  watchModel();
  // After the owner finished building the view (a model set, rows added later in its constructor).
  QTimer::singleShot(0, this, &EmptyHint::refresh);
  refresh();
}

void EmptyHint::watchModel() {
  auto* itemView = qobject_cast<QAbstractItemView*>(view_);
  QAbstractItemModel* model = itemView ? itemView->model() : nullptr;
  if (model == watched_) return;
  if (watched_) disconnect(watched_, nullptr, this, nullptr);
  watched_ = model;
  if (!model) return;
  // Queued: the view lays out the new rows first, so the hint can sit below them.
  for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
    connect(model, signal, this, &EmptyHint::refresh, Qt::QueuedConnection);
  connect(model, &QAbstractItemModel::modelReset, this, &EmptyHint::refresh, Qt::QueuedConnection);
  connect(model, &QAbstractItemModel::layoutChanged, this, &EmptyHint::refresh, Qt::QueuedConnection);
  if (auto* tree = qobject_cast<QTreeView*>(view_)) {
    connect(tree, &QTreeView::expanded, this, &EmptyHint::refresh, Qt::QueuedConnection);
    connect(tree, &QTreeView::collapsed, this, &EmptyHint::refresh, Qt::QueuedConnection);
  }
}

int EmptyHint::contentBottom() const {
  auto* itemView = qobject_cast<QAbstractItemView*>(view_);
  if (!itemView) return 0;
  const QModelIndex last = lastVisibleIndex(itemView);
  return last.isValid() ? std::max(0, itemView->visualRect(last).bottom() + 1) : 0;
}

void EmptyHint::refresh() {
  watchModel();  // the view may have been given another model since
  const bool show = isEmpty_();
  if (show) {
    const QRect area = view_->viewport()->rect();
    const int top = contentBottom();
    setGeometry(area.left(), top, area.width(), std::max(0, area.height() - top));
  }
  if (show != isVisibleTo(view_->viewport())) setVisible(show);
}

bool EmptyHint::eventFilter(QObject* watched, QEvent* event) {
  if (watched == view_->viewport() && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
    refresh();
  return QLabel::eventFilter(watched, event);
}

}  // namespace sw::editor
