#include "document/stores/graph_store.h"
#include "document/focus/graph_nodes_focus.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "document/document.h"
#include "graph/graph_json.h"
#include "model/project/project.h"

namespace sw::editor {

namespace {
// lupdate reads GraphStoreText::tr calls under the context "GraphStore".
struct GraphStoreText {
  Q_DECLARE_TR_FUNCTIONS(GraphStore)
};
}  // namespace

GraphStore::GraphStore(Document* document) : QObject(document), document_(document) {
  library_ = std::make_unique<sw::graph::SnippetLibrary>();
  nodeProperties_ = std::make_unique<GraphNodeProperties>(this);
  // Picking anything else takes the edit focus from the nodes, which drops them.
  nodesFocus_ = std::make_unique<GraphNodesFocus>(this);
}

GraphStore::~GraphStore() = default;

void GraphStore::reset() {
  // The undo stack is cleared with the project, so no command still points at a proxy.
  nodeProperties_ = std::make_unique<GraphNodeProperties>(this);
  problems_.clear();
  const bool hadSelection = !selectedNodes_.isEmpty();
  selectedNodes_.clear();
  const bool hadCurrent = !current_.isEmpty();
  current_.clear();

  // The shipped library first, then the project's own snippets on top.
  library_ = std::make_unique<sw::graph::SnippetLibrary>();
  sw::Errors errors;
  if (auto dir = sw::graph::findLibrarySnippetDirectory(QCoreApplication::applicationDirPath().toStdString()))
    library_->loadDirectory(*dir, errors);
  else
    document_->log()->add(LogEntry::Severity::Warning,
                          GraphStoreText::tr("The snippet library was not found; texture graphs have no snippets"));
  const QString directory = QString::fromStdString(document_->project().directory);
  if (!directory.isEmpty()) {
    const QString projectSnippets = QDir(directory).filePath(QStringLiteral("snippets"));
    if (QFileInfo(projectSnippets).isDir()) library_->loadDirectory(projectSnippets.toStdString(), errors);
  }
  document_->log()->addErrors(errors, LogEntry::Severity::Warning);

  if (hadSelection) emit selectedNodesChanged();
  if (hadCurrent) emit currentFileChanged();
  emit graphsReset();
}

void GraphStore::announceReset() {
  emit selectedNodesChanged();
  emit currentFileChanged();
  emit graphsReset();
}

const sw::graph::SnippetLibrary& GraphStore::library() const { return *library_; }

sw::ProjectGraph* GraphStore::entry(const QString& file) const {
  return document_->project().findGraph(file.toStdString());
}

QStringList GraphStore::files() const {
  QStringList out;
  for (const auto& g : document_->project().graphs) out << QString::fromStdString(g->file);
  return out;  // the project keeps them sorted
}

const sw::graph::Graph* GraphStore::loadedGraph(const QString& file) const {
  const sw::ProjectGraph* e = entry(file);
  return e ? e->graph.get() : nullptr;
}

void GraphStore::reloadProjectSnippets() {
  const QString directory = QString::fromStdString(document_->project().directory);
  const QString projectSnippets = QDir(directory).filePath(QStringLiteral("snippets"));
  if (directory.isEmpty() || !QFileInfo(projectSnippets).isDir()) return;
  // Into the same library object: views hold references to it.
  sw::Errors errors;
  library_->loadDirectory(projectSnippets.toStdString(), errors);
  document_->log()->addErrors(errors);
  for (const auto& g : document_->project().graphs)
    if (g->graph) emit graphChanged(QString::fromStdString(g->file));
}

sw::graph::Graph* GraphStore::editableGraph(const QString& file) {
  sw::ProjectGraph* e = entry(file);
  if (!e) return nullptr;
  if (!e->readTried) {
    e->readTried = true;
    // From the folder the project's assets were read from (the same as the project's but
    // in the middle of a Save As).
    const sw::Project& project = document_->project();
    const std::string& folder = project.assetsFolder.empty() ? project.directory : project.assetsFolder;
    const std::string path = QDir(QString::fromStdString(folder)).filePath(file).toStdString();
    sw::Errors warnings;
    auto loaded = sw::graph::loadGraphFile(path, *library_, &warnings);
    document_->log()->addErrors(warnings, LogEntry::Severity::Warning);
    if (loaded)
      e->graph = std::make_unique<sw::graph::Graph>(std::move(loaded.value()));
    else
      document_->log()->addError(loaded.error());
  }
  return e->graph.get();
}

sw::Result<QString> GraphStore::newGraphFile(const QString& name, const QString& kind) const {
  const QString trimmed = name.trimmed();
  if (trimmed.isEmpty() || trimmed.contains(QLatin1Char('/')) || trimmed.contains(QLatin1Char('\\')) ||
      trimmed.startsWith(QLatin1Char('.')) || trimmed.contains(QLatin1Char(':')))
    return sw::Error{
        "", trimmed.toStdString(),
        GraphStoreText::tr("a graph name must be a plain file name (no folders, not starting with '.')").toStdString()};
  // Pathing graphs live in levels as navigation objects; only texture graphs are files.
  if (kind != QLatin1String("texture"))
    return sw::Error{"", kind.toStdString(),
                     GraphStoreText::tr("only texture graphs are stored as graph files").toStdString()};
  const QString file =
      QLatin1String(sw::kGraphFolder) + QLatin1Char('/') + trimmed + QLatin1String(sw::kGraphSuffix);
  if (entry(file))
    return sw::Error{file.toStdString(), "", GraphStoreText::tr("a graph of that name exists").toStdString()};
  return file;
}

sw::graph::Graph GraphStore::newGraph(const QString& kind) const {
  sw::graph::Graph graph(kind.toStdString(), true);
  // A texture graph is useless without its Output node, so a new one starts with it.
  if (auto output = graph.makeNode(sw::graph::kOutputNodeType, *library_, {400, 0})) graph.addNode(std::move(*output));
  return graph;
}

void GraphStore::insertGraph(const QString& file, const sw::graph::Graph& graph) {
  auto added = std::make_unique<sw::ProjectGraph>(file.toStdString());
  added->readTried = true;
  added->graph = std::make_unique<sw::graph::Graph>(graph);
  added->unsaved = true;  // written by the next Save
  sw::putGraph(document_->editableProject(), std::move(added));
  emit graphsReset();
}

void GraphStore::removeGraph(const QString& file) {
  if (!sw::takeGraph(document_->editableProject(), file.toStdString())) return;
  problems_.erase(file);
  if (current_ == file) setCurrentFile({});
  emit graphsReset();
}

void GraphStore::setCurrentFile(const QString& file) {
  if (file == current_) return;
  current_ = file;
  if (!selectedNodes_.isEmpty()) setSelectedNodes({});
  emit currentFileChanged();
}

void GraphStore::setSelectedNodes(const QSet<sw::graph::NodeId>& nodes) {
  const bool held = document_->focus()->holds(nodesFocus_.get());
  if (nodes == selectedNodes_ && (nodes.isEmpty() || held)) return;
  selectedNodes_ = nodes;
  // One thing is edited at a time: picked nodes take the focus from whoever held it. Only
  // comments picked: nothing to edit, so the level is shown (as when nothing is picked).
  if (!nodes.isEmpty()) document_->focus()->take(nodesFocus_.get());
  if (nodesFocus_->focusSubjects().empty()) document_->focus()->release(nodesFocus_.get());
  emit selectedNodesChanged();
}

EditSubject GraphStore::nodeSubject(const QString& file, sw::graph::NodeId id) {
  return EditSubject([this, file, id] { return nodeProperties_->proxy(file, id); },
                     [this, file] { notifyGraphChanged(file); },
                     "graph-node:" + file.toStdString() + ":" + std::to_string(id));
}

void GraphStore::notifyGraphChanged(const QString& file) {
  sw::ProjectGraph* e = entry(file);
  if (e) e->unsaved = true;
  // Nodes removed by the change leave the selection.
  if (file == current_ && !selectedNodes_.isEmpty()) {
    const auto* g = e ? e->graph.get() : nullptr;
    QSet<sw::graph::NodeId> kept;
    for (auto id : selectedNodes_)
      if (g && (g->node(id) || g->comment(id))) kept.insert(id);
    if (kept != selectedNodes_) setSelectedNodes(kept);
  }
  emit graphChanged(file);
}

void GraphStore::setNodeProblems(const QString& file, const QString& source,
                                 const QMap<sw::graph::NodeId, QString>& problems) {
  if (!entry(file)) return;
  auto& slot = problems_[file][source];
  if (slot == problems) return;
  slot = problems;
  emit nodeProblemsChanged(file);
}

QMap<sw::graph::NodeId, QString> GraphStore::nodeProblems(const QString& file) const {
  QMap<sw::graph::NodeId, QString> out;
  auto it = problems_.find(file);
  if (it == problems_.end()) return out;
  for (const auto& [source, problems] : it->second)
    for (auto p = problems.begin(); p != problems.end(); ++p)
      out[p.key()] = out.contains(p.key()) ? out[p.key()] + QLatin1Char('\n') + p.value() : p.value();
  return out;
}

}  // namespace sw::editor
