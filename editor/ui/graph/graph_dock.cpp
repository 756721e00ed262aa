#include "ui/graph/graph_dock.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include "document/document.h"
#include "document/commands/graph_commands.h"
#include "document/stores/graph_store.h"
#include "ui/graph/graph_scene.h"
#include "ui/graph/graph_view.h"
#include "ui/shell/empty_hint.h"

namespace sw::editor {

GraphDock::GraphDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Graph"), parent), document_(document) {
  setObjectName(QStringLiteral("graphDock"));
  GraphStore* store = document_->graphs();

  auto* side = new QWidget(this);
  list_ = new QListWidget(side);
  list_->setObjectName(QStringLiteral("graphList"));
  auto* newButton = new QPushButton(tr("New Graph..."), side);
  newButton->setObjectName(QStringLiteral("newGraphButton"));
  auto* sideLayout = new QVBoxLayout(side);
  sideLayout->setContentsMargins(0, 0, 0, 0);
  sideLayout->addWidget(list_);
  sideLayout->addWidget(newButton);

  scene_ = new GraphScene(document_, this);
  auto* editor = new QWidget(this);
  view_ = new GraphView(scene_, editor);
  auto* bar = new QHBoxLayout;
  bar->setContentsMargins(0, 0, 0, 0);
  auto addButton = [&](const QString& text, const char* name, const QString& tip) {
    auto* b = new QToolButton(editor);
    b->setText(text);
    b->setObjectName(QLatin1String(name));
    b->setToolTip(tip);
    b->setAutoRaise(true);
    bar->addWidget(b);
    return b;
  };
  auto* addNode =
      addButton(tr("Add Node"), "addNodeButton", tr("Search the node library (Tab in the editor)"));
  auto* addComment =
      addButton(tr("Add Comment"), "addCommentButton", tr("A comment box around the selected nodes"));
  auto* frame = addButton(tr("Frame All"), "frameAllButton", tr("Show the whole graph"));
  status_ = new QLabel(editor);
  status_->setObjectName(QStringLiteral("graphStatus"));
  status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  bar->addWidget(status_, 1);
  auto* editorLayout = new QVBoxLayout(editor);
  editorLayout->setContentsMargins(0, 0, 0, 0);
  editorLayout->setSpacing(2);
  editorLayout->addLayout(bar);
  editorLayout->addWidget(view_, 1);

  auto* split = new QSplitter(Qt::Horizontal, this);
  split->addWidget(side);
  split->addWidget(editor);
  split->setStretchFactor(1, 1);
  split->setSizes({160, 800});
  setWidget(split);
  EmptyHint::install(list_, tr("No texture graphs yet. New Graph... makes one."));

  connect(newButton, &QPushButton::clicked, this, &GraphDock::newGraph);
  connect(addNode, &QToolButton::clicked, this,
          [this] { view_->openSearch(view_->mapToScene(view_->viewport()->rect().center())); });
  connect(addComment, &QToolButton::clicked, this,
          [this] { scene_->addComment(view_->mapToScene(view_->viewport()->rect().center())); });
  connect(frame, &QToolButton::clicked, view_, &GraphView::frameAll);
  connect(list_, &QListWidget::currentItemChanged, this, [store](QListWidgetItem* item) {
    if (item) store->setCurrentFile(item->data(Qt::UserRole).toString());
  });
  connect(store, &GraphStore::graphsReset, this, &GraphDock::rebuildList);
  connect(store, &GraphStore::currentFileChanged, this, &GraphDock::showCurrent);
  connect(store, &GraphStore::nodeProblemsChanged, this, [this] { showStatus(gestureMessage_); });
  connect(view_, &GraphView::statusMessage, this, &GraphDock::showStatus);
  rebuildList();
}

void GraphDock::rebuildList() {
  GraphStore* store = document_->graphs();
  const QSignalBlocker block(list_);
  list_->clear();
  for (const QString& file : store->files()) {
    auto* item = new QListWidgetItem(QFileInfo(file).fileName().remove(QStringLiteral(".graph.json")), list_);
    item->setData(Qt::UserRole, file);
    item->setToolTip(file);
  }
  // Something to look at: the graph picked before, else the first one.
  QString current = store->currentFile();
  if (!store->files().contains(current)) current = store->files().value(0);
  for (int i = 0; i < list_->count(); ++i)
    if (list_->item(i)->data(Qt::UserRole).toString() == current) list_->setCurrentRow(i);
  if (current != store->currentFile())
    store->setCurrentFile(current);
  else
    showCurrent();
}

void GraphDock::showCurrent() {
  GraphStore* store = document_->graphs();
  const QString file = store->currentFile();
  {
    const QSignalBlocker block(list_);
    for (int i = 0; i < list_->count(); ++i)
      if (list_->item(i)->data(Qt::UserRole).toString() == file) list_->setCurrentRow(i);
  }
  const bool changed = scene_->file() != file;
  scene_->setFile(file);
  if (changed) view_->requestFrame();  // now, and once the view has its size
  showStatus({});
}

void GraphDock::showStatus(const QString& text) {
  gestureMessage_ = text;
  // A problem of the graph as a whole (no Output node, a cycle) stays visible.
  const QString problem = scene_->graphProblem();
  if (!text.isEmpty())
    status_->setText(text);
  else if (!problem.isEmpty())
    status_->setText(QStringLiteral("<span style='color:#e04040'>%1</span>").arg(problem.toHtmlEscaped()));
  else
    status_->setText(scene_->graph() ? QString() : tr("No graph picked"));
}

void GraphDock::newGraph() {
  bool ok = false;
  const QString name = QInputDialog::getText(this, tr("New Graph"), tr("Name of the texture graph:"),
                                             QLineEdit::Normal, {}, &ok);
  if (!ok || name.trimmed().isEmpty()) return;
  QString why;
  QUndoCommand* command = makeCreateGraphCommand(document_->graphs(), name, QStringLiteral("texture"), &why);
  if (!command) {
    document_->log()->add(LogEntry::Severity::Error, why);
    QMessageBox::warning(this, tr("New Graph"), why);
    return;
  }
  document_->undoStack()->push(command);  // makes it the current graph
}

}  // namespace sw::editor
