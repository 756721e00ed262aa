#pragma once
// What the editor keeps beside the project's node graphs. The graphs themselves are the
// project's (sw::Project::graphs: the files of its graphs/ folder, `*.graph.json`, saved
// with it); this store reads each on first use with the snippet library it holds, lets
// only the commands change them (editor/document/commands/graph_commands.h), and gives the views
// (the graph editor, the live preview, the level viewport's graph materials) their
// signals, the graph being edited, its selected nodes and the problems found on nodes.
//
// Files are named by their project-relative path with forward slashes
// ("graphs/bricks.graph.json"). The snippet library is the shipped one plus the project's
// `snippets/` folder (graph/snippet_library.h).
#include <QMap>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <map>
#include <memory>

#include "core/error.h"
#include "document/edit_subject.h"
#include "document/commands/graph_node_properties.h"
#include "graph/graph.h"
#include "graph/snippet_library.h"

namespace sw {
struct ProjectGraph;
}

namespace sw::editor {

class Document;
class GraphNodesFocus;

class GraphStore : public QObject {
  Q_OBJECT
 public:
  explicit GraphStore(Document* document);
  ~GraphStore() override;

  // Forgets the graph being edited, its selection and the node problems, and loads the
  // snippet library of the document's project (the shipped one and its snippets/ folder).
  // Problems go to the document's log.
  void reset();
  // Emits the signals a reset means (selection, current file, list). The Document resets
  // the store with its signals blocked, emits projectReset, then calls this: views poked
  // by graph signals must not run before they dropped their pointers into the old project.
  void announceReset();

  const sw::graph::SnippetLibrary& library() const;
  QStringList files() const;                 // sorted
  // The graph, loaded on first use; nullptr when it cannot be read (the reason is logged
  // with the file and place, once). Read-only: edits go through graph_commands.h.
  const sw::graph::Graph* graph(const QString& file) { return editableGraph(file); }
  // The graph when it was loaded already, else nullptr: looks without loading (outside
  // changes ask what the editor holds, and a graph never opened holds nothing).
  const sw::graph::Graph* loadedGraph(const QString& file) const;
  // Reads the project's snippets/ folder again on top of the library (a snippet changed
  // on disk); every loaded graph hears graphChanged. Problems go to the log.
  void reloadProjectSnippets();
  // The file a new graph `name` of `kind` gets (graphs/NAME.graph.json), or why there can
  // be none: the name is taken or not a plain file name, or the kind is not "texture"
  // (pathing graphs live in levels). makeCreateGraphCommand (graph_commands.h) adds it.
  sw::Result<QString> newGraphFile(const QString& name, const QString& kind) const;
  // A new graph of `kind`: a texture graph starts with its Output node.
  sw::graph::Graph newGraph(const QString& kind) const;

  // The graph being edited in the graph editor (may be empty), and its selected nodes
  // (picking some takes the edit focus, graph_nodes_focus.h; several edit together).
  QString currentFile() const { return current_; }
  void setCurrentFile(const QString& file);
  QSet<sw::graph::NodeId> selectedNodes() const { return selectedNodes_; }
  void setSelectedNodes(const QSet<sw::graph::NodeId>& nodes);

  // Node `id` of `file` as the one property command edits it (set_property_command.h).
  EditSubject nodeSubject(const QString& file, sw::graph::NodeId id);

  // Problems shown on nodes (red border and tooltip), by whoever found them: "codegen"
  // (the generator's own checks) or "shader" (compile errors from the live preview).
  // Setting a source's map replaces that source's previous problems for the file.
  void setNodeProblems(const QString& file, const QString& source, const QMap<sw::graph::NodeId, QString>& problems);
  QMap<sw::graph::NodeId, QString> nodeProblems(const QString& file) const;  // all sources merged

 signals:
  void graphsReset();                        // a new list (project opened, graph created)
  void graphChanged(const QString& file);    // nodes, wires, properties or comments changed
  void currentFileChanged();
  void selectedNodesChanged();
  void nodeProblemsChanged(const QString& file);

 private:
  // Write access is for the commands (graph_commands.h) and the node proxies the one
  // property command edits (graph_node_properties.h): nothing else changes a graph.
  friend class GraphCommand;
  friend class GraphNodeProperties;
  friend class RecoveryAccess;   // a recovery copy's graphs (recovery_access.h)
  friend class AssetFileAccess;  // deleting, duplicating and renaming graphs (asset_file_commands.cpp)
  sw::graph::Graph* editableGraph(const QString& file);
  // Adds graph `file` to the project (written by the next Save), takes it out again. The
  // file of a graph taken out is deleted by the next Save into this folder (a graph
  // deleted or renamed in the editor must not come back when the project reopens).
  void insertGraph(const QString& file, const sw::graph::Graph& graph);
  void removeGraph(const QString& file);
  // Called after a graph changed; it marks the graph for saving.
  void notifyGraphChanged(const QString& file);
  sw::ProjectGraph* entry(const QString& file) const;

  Document* document_;
  std::unique_ptr<sw::graph::SnippetLibrary> library_;
  std::unique_ptr<GraphNodeProperties> nodeProperties_;
  QString current_;
  QSet<sw::graph::NodeId> selectedNodes_;
  // By file, then by source ("codegen", "shader"): what setNodeProblems was given.
  std::map<QString, std::map<QString, QMap<sw::graph::NodeId, QString>>> problems_;
  std::unique_ptr<GraphNodesFocus> nodesFocus_;
};

}  // namespace sw::editor
