#pragma once
// The project's node graphs as the editor holds them: the files under the project's
// `graphs/` folder (`*.graph.json`), loaded on first use, edited only through commands on
// the Document's undo stack (editor/document/commands/graph_commands.h), saved with the project.
// Views (the graph editor, the live preview, the level viewport's graph materials) read
// graphs here and listen to the signals; nothing else writes them.
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
#include <vector>

#include "core/error.h"
#include "document/edit_subject.h"
#include "document/commands/graph_node_properties.h"
#include "core/file_transaction.h"
#include "graph/graph.h"
#include "graph/snippet_library.h"

namespace sw::editor {

class Document;
class GraphNodesFocus;

class GraphStore : public QObject {
  Q_OBJECT
 public:
  explicit GraphStore(Document* document);
  ~GraphStore() override;

  // Forgets every graph and lists those of the project's folder (empty: no folder yet);
  // reloads the snippet library. Problems go to the document's log.
  void reset(const QString& projectDirectory);
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

  // What a save into `projectDirectory` writes (the store writes nothing itself): every
  // graph changed since it was loaded or last saved; Save As into another folder takes
  // all, and a graph that cannot be read travels as its file's bytes. The Document commits
  // these with the project's other files in one FileTransaction, then calls markSaved.
  sw::Result<std::vector<sw::FileWrite>> filesToSave(const QString& projectDirectory);
  // Those files are on disk now: nothing is changed any more, and the graphs live in
  // `projectDirectory`. Not called when the save failed, so the changes stay marked.
  void markSaved(const QString& projectDirectory);

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
  friend class RecoveryAccess;  // a recovery copy's graphs, and the deleted ones (recovery_access.h)
  friend class AssetFileAccess;  // deleting, duplicating and renaming graphs (asset_file_commands.cpp)
  sw::graph::Graph* editableGraph(const QString& file);
  // Adds graph `file` (written by the next Save), removes it again.
  // The file of a removed graph is deleted by the next Save into this folder (a graph
  // deleted or renamed in the editor must not come back when the project reopens).
  void insertGraph(const QString& file, const sw::graph::Graph& graph);
  void removeGraph(const QString& file);
  // Called after a graph changed; it marks the graph for saving.
  void notifyGraphChanged(const QString& file);

  struct Entry;
  Document* document_;
  QString directory_;
  std::unique_ptr<sw::graph::SnippetLibrary> library_;
  std::unique_ptr<GraphNodeProperties> nodeProperties_;
  std::map<QString, std::unique_ptr<Entry>> entries_;
  QString current_;
  QSet<QString> removed_;  // files of removed graphs, deleted by the next save
  QSet<sw::graph::NodeId> selectedNodes_;
  std::unique_ptr<GraphNodesFocus> nodesFocus_;
};

}  // namespace sw::editor
