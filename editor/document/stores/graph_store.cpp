#include "document/stores/graph_store.h"
#include "document/focus/graph_nodes_focus.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "core/atomic_file.h"
#include "document/document.h"
#include "graph/graph_json.h"
#include "model/project/own_files.h"

namespace sw::editor {

namespace {
// lupdate reads Text::tr calls under the context "GraphStore".
struct Text {
  Q_DECLARE_TR_FUNCTIONS(GraphStore)
};
const QString kGraphFolder = QStringLiteral("graphs");
const QString kGraphSuffix = QStringLiteral(".graph.json");
}  // namespace

struct GraphStore::Entry {
  std::unique_ptr<sw::graph::Graph> graph;  // null until loaded, or when it cannot be read
  bool loadTried = false;
  bool changed = false;                                          // since loaded or last saved
  std::map<QString, QMap<sw::graph::NodeId, QString>> problems;  // by source
};

GraphStore::GraphStore(Document* document) : QObject(document), document_(document) {
  library_ = std::make_unique<sw::graph::SnippetLibrary>();
  nodeProperties_ = std::make_unique<GraphNodeProperties>(this);
  // Picking anything else takes the edit focus from the nodes, which drops them.
  nodesFocus_ = std::make_unique<GraphNodesFocus>(this);
}

GraphStore::~GraphStore() = default;

void GraphStore::reset(const QString& projectDirectory) {
  directory_ = projectDirectory;
  entries_.clear();
  removed_.clear();
  // The undo stack is cleared with the project, so no command still points at a proxy.
  nodeProperties_ = std::make_unique<GraphNodeProperties>(this);
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
                          Text::tr("The snippet library was not found; texture graphs have no snippets"));
  if (!directory_.isEmpty()) {
    const QString projectSnippets = QDir(directory_).filePath(QStringLiteral("snippets"));
    if (QFileInfo(projectSnippets).isDir()) library_->loadDirectory(projectSnippets.toStdString(), errors);
    const QDir graphs(QDir(directory_).filePath(kGraphFolder));
    for (const QString& name :
         graphs.entryList({QStringLiteral("*") + kGraphSuffix}, QDir::Files, QDir::Name)) {
      const QString file = kGraphFolder + QLatin1Char('/') + name;
      // A graph is one of the project's own files (Save rewrites it): a link leading out of
      // the folder would let the project read and write somebody else's file.
      if (auto outside = sw::ownFileProblem(directory_.toStdString(), file.toStdString())) {
        document_->log()->addError({QDir(directory_).filePath(file).toStdString(), "", *outside});
        continue;
      }
      entries_[file] = std::make_unique<Entry>();
    }
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

QStringList GraphStore::files() const {
  QStringList out;
  for (const auto& [file, entry] : entries_) out << file;
  return out;  // std::map keeps them sorted
}

const sw::graph::Graph* GraphStore::loadedGraph(const QString& file) const {
  auto it = entries_.find(file);
  return it == entries_.end() ? nullptr : it->second->graph.get();
}

void GraphStore::reloadProjectSnippets() {
  const QString projectSnippets = QDir(directory_).filePath(QStringLiteral("snippets"));
  if (directory_.isEmpty() || !QFileInfo(projectSnippets).isDir()) return;
  // Into the same library object: views hold references to it.
  sw::Errors errors;
  library_->loadDirectory(projectSnippets.toStdString(), errors);
  document_->log()->addErrors(errors);
  for (auto& [file, entry] : entries_)
    if (entry->graph) emit graphChanged(file);
}

sw::graph::Graph* GraphStore::editableGraph(const QString& file) {
  auto it = entries_.find(file);
  if (it == entries_.end()) return nullptr;
  Entry& e = *it->second;
  if (!e.loadTried) {
    e.loadTried = true;
    const std::string path = QDir(directory_).filePath(file).toStdString();
    sw::Errors warnings;
    auto loaded = sw::graph::loadGraphFile(path, *library_, &warnings);
    document_->log()->addErrors(warnings, LogEntry::Severity::Warning);
    if (loaded)
      e.graph = std::make_unique<sw::graph::Graph>(std::move(loaded.value()));
    else
      document_->log()->addError(loaded.error());
  }
  return e.graph.get();
}

sw::Result<QString> GraphStore::newGraphFile(const QString& name, const QString& kind) const {
  const QString trimmed = name.trimmed();
  if (trimmed.isEmpty() || trimmed.contains(QLatin1Char('/')) || trimmed.contains(QLatin1Char('\\')) ||
      trimmed.startsWith(QLatin1Char('.')) || trimmed.contains(QLatin1Char(':')))
    return sw::Error{
        "", trimmed.toStdString(),
        Text::tr("a graph name must be a plain file name (no folders, not starting with '.')").toStdString()};
  // Pathing graphs live in levels as navigation objects; only texture graphs are files.
  if (kind != QLatin1String("texture"))
    return sw::Error{"", kind.toStdString(),
                     Text::tr("only texture graphs are stored as graph files").toStdString()};
  const QString file = kGraphFolder + QLatin1Char('/') + trimmed + kGraphSuffix;
  if (entries_.count(file))
    return sw::Error{file.toStdString(), "", Text::tr("a graph of that name exists").toStdString()};
  return file;
}

sw::graph::Graph GraphStore::newGraph(const QString& kind) const {
  sw::graph::Graph graph(kind.toStdString(), true);
  // A texture graph is useless without its Output node, so a new one starts with it.
  if (auto output = graph.makeNode(sw::graph::kOutputNodeType, *library_, {400, 0})) graph.addNode(std::move(*output));
  return graph;
}

void GraphStore::insertGraph(const QString& file, const sw::graph::Graph& graph) {
  auto entry = std::make_unique<Entry>();
  entry->loadTried = true;
  entry->graph = std::make_unique<sw::graph::Graph>(graph);
  entry->changed = true;  // written by the next Save
  entries_[file] = std::move(entry);
  removed_.remove(file);
  emit graphsReset();
}

void GraphStore::removeGraph(const QString& file) {
  if (!entries_.erase(file)) return;
  removed_.insert(file);
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
  auto it = entries_.find(file);
  if (it != entries_.end()) it->second->changed = true;
  // Nodes removed by the change leave the selection.
  if (file == current_ && !selectedNodes_.isEmpty()) {
    const auto* g = it != entries_.end() ? it->second->graph.get() : nullptr;
    QSet<sw::graph::NodeId> kept;
    for (auto id : selectedNodes_)
      if (g && (g->node(id) || g->comment(id))) kept.insert(id);
    if (kept != selectedNodes_) setSelectedNodes(kept);
  }
  emit graphChanged(file);
}

sw::Result<std::vector<sw::FileWrite>> GraphStore::filesToSave(const QString& projectDirectory) {
  // Into another folder (Save As), every graph goes along, read or not.
  const bool moving = QDir::cleanPath(projectDirectory) != QDir::cleanPath(directory_);
  std::vector<sw::FileWrite> files;
  for (auto& [file, entry] : entries_) {
    if (!moving && !entry->changed) continue;
    const sw::graph::Graph* g = graph(file);
    const std::string target = QDir(projectDirectory).filePath(file).toStdString();
    if (!g) {
      // A file we cannot read still travels as it is, so Save As loses nothing.
      const QString source = QDir(directory_).filePath(file);
      if (QFileInfo::exists(QString::fromStdString(target))) continue;
      auto bytes = sw::readWholeFile(source.toStdString());
      if (!bytes)
        return sw::Error{target, "", Text::tr("cannot copy the graph file from %1").arg(source).toStdString()};
      files.push_back({target, std::move(*bytes)});
      continue;
    }
    files.push_back({target, sw::graph::writeGraph(*g)});
  }
  return files;
}

void GraphStore::markSaved(const QString& projectDirectory) {
  for (auto& [file, entry] : entries_) entry->changed = false;
  // Only a save into the same folder deletes: Save As leaves the old project as it was.
  if (QDir::cleanPath(projectDirectory) == QDir::cleanPath(directory_))
    for (const QString& file : std::as_const(removed_)) QFile::remove(QDir(directory_).filePath(file));
  removed_.clear();
  directory_ = projectDirectory;
}

void GraphStore::setNodeProblems(const QString& file, const QString& source,
                                 const QMap<sw::graph::NodeId, QString>& problems) {
  auto it = entries_.find(file);
  if (it == entries_.end()) return;
  auto& slot = it->second->problems[source];
  if (slot == problems) return;
  slot = problems;
  emit nodeProblemsChanged(file);
}

QMap<sw::graph::NodeId, QString> GraphStore::nodeProblems(const QString& file) const {
  QMap<sw::graph::NodeId, QString> out;
  auto it = entries_.find(file);
  if (it == entries_.end()) return out;
  for (const auto& [source, problems] : it->second->problems)
    for (auto p = problems.begin(); p != problems.end(); ++p)
      out[p.key()] = out.contains(p.key()) ? out[p.key()] + QLatin1Char('\n') + p.value() : p.value();
  return out;
}

}  // namespace sw::editor
