// Graph nodes as the edit focus: resolved from the store at every look, so nodes removed
// by an edit or an undo drop out.
#include "document/focus/graph_nodes_focus.h"

#include <QCoreApplication>
#include <algorithm>

#include "document/stores/graph_store.h"
#include "document/qt_strings.h"

namespace sw::editor {

namespace {
struct GraphNodesFocusText {
  Q_DECLARE_TR_FUNCTIONS(PropertyGrid)
};

// The picked nodes that exist, sorted (the grid's row order).
std::vector<sw::graph::NodeId> pickedNodes(GraphStore* store) {
  std::vector<sw::graph::NodeId> ids;
  if (const auto* g = store->graph(store->currentFile()))
    for (auto id : store->selectedNodes())
      if (g->node(id)) ids.push_back(id);
  std::sort(ids.begin(), ids.end());
  return ids;
}
}  // namespace

std::vector<EditSubject> GraphNodesFocus::focusSubjects() const {
  std::vector<EditSubject> out;
  const QString file = store_->currentFile();
  for (auto id : pickedNodes(store_)) out.push_back(store_->nodeSubject(file, id));
  return out;
}

QString GraphNodesFocus::focusTitle() const {
  const auto ids = pickedNodes(store_);
  const auto* g = store_->graph(store_->currentFile());
  const auto* first = g && !ids.empty() ? g->node(ids.front()) : nullptr;
  if (!first) return {};
  auto tpl = store_->library().nodeTemplate(first->type);
  const QString typeTitle = tpl ? qs(tpl->title) : qs(first->type);
  bool oneType = true;
  for (auto id : ids)
    if (const auto* n = g->node(id); n && n->type != first->type) oneType = false;
  if (ids.size() == 1) return GraphNodesFocusText::tr("Node \u201C%1\u201D").arg(typeTitle);
  return oneType ? GraphNodesFocusText::tr("%1 %2 nodes").arg(ids.size()).arg(typeTitle)
                 : GraphNodesFocusText::tr("%n graph nodes", nullptr, int(ids.size()));
}

void GraphNodesFocus::focusLost() { store_->setSelectedNodes({}); }

}  // namespace sw::editor
