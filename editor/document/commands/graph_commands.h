#pragma once
// Undoable edits of a node graph held by the GraphStore. Each finds its graph by file
// (the store owns it), changes it through sw::graph::Graph's own methods, and calls
// GraphStore::notifyGraphChanged, so the graph editor, the live preview and the property
// grid follow. Undo puts the graph back exactly: writeGraph() gives the same bytes as
// before the command. A change to N nodes is one command; a drag is one undo step
// (commands of one gesture share a Document::newMergeSerial() serial and merge).
#include <QString>
#include <QUndoCommand>

#include "document/merge_ids.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "graph/graph.h"

namespace sw::editor {

class GraphStore;

// Shared plumbing: the graph by file, and the change notification. The only way to
// write to the GraphStore's graphs (it befriends this class, not its subclasses).
class GraphCommand : public QUndoCommand {
 public:
  GraphCommand(GraphStore* store, QString file, QUndoCommand* parent = nullptr);

 protected:
  sw::graph::Graph* graph() const;
  void changed() const;
  void insertGraph(const sw::graph::Graph& graph) const;
  void removeGraph() const;

  GraphStore* store_;
  QString file_;
};

// Adds nodes and comment boxes (with the ids they carry: see freshIds) and then wires.
// A wire into an input that already has one replaces it, in the same step. Used for
// "add node", "add comment", paste, and a node added at the end of a dropped wire.
// The new items become the selection.
class AddGraphItemsCommand : public GraphCommand {
 public:
  AddGraphItemsCommand(GraphStore* store, QString file, std::vector<sw::graph::Node> nodes,
                       std::vector<sw::graph::Connection> connections = {},
                       std::vector<sw::graph::CommentBox> comments = {}, QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  std::vector<sw::graph::Node> nodes_;
  std::vector<sw::graph::Connection> connections_;
  std::vector<sw::graph::CommentBox> comments_;
  std::vector<sw::graph::Connection> replaced_;  // wires the new ones pushed out
};

// Removes nodes (with every wire touching them) and comment boxes, by id.
class RemoveGraphItemsCommand : public GraphCommand {
 public:
  RemoveGraphItemsCommand(GraphStore* store, QString file, std::vector<sw::graph::NodeId> ids,
                          QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  std::vector<sw::graph::NodeId> ids_;
  std::vector<sw::graph::Node> nodes_;
  std::vector<sw::graph::CommentBox> comments_;
  std::vector<sw::graph::Connection> wires_;
};

// Moves nodes and comment boxes to new positions. Holds both ends of the move (not a
// delta), so undo restores positions bit for bit.
class MoveGraphItemsCommand : public GraphCommand {
 public:
  MoveGraphItemsCommand(GraphStore* store, QString file,
                        std::vector<std::pair<sw::graph::NodeId, sw::Vec2>> newPositions,
                        int mergeSerial = 0);
  void redo() override;
  void undo() override;
  int id() const override { return mergeSerial_ ? kMergeMoveGraphItems : -1; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  void apply(const std::vector<std::pair<sw::graph::NodeId, sw::Vec2>>& positions);
  std::vector<std::pair<sw::graph::NodeId, sw::Vec2>> old_, new_;
  int mergeSerial_;
};

// One wire from an output to an input; a wire already in that input is replaced.
class ConnectGraphCommand : public GraphCommand {
 public:
  ConnectGraphCommand(GraphStore* store, QString file, sw::graph::Connection connection,
                      QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  sw::graph::Connection connection_;
  std::optional<sw::graph::Connection> replaced_;
  bool made_ = false;
};

// Removes wires.
class DisconnectGraphCommand : public GraphCommand {
 public:
  DisconnectGraphCommand(GraphStore* store, QString file, std::vector<sw::graph::Connection> connections,
                         QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  std::vector<sw::graph::Connection> connections_;
};

// Changes a comment box (position, size, text); a resize drag merges by serial.
class EditCommentCommand : public GraphCommand {
 public:
  EditCommentCommand(GraphStore* store, QString file, sw::graph::CommentBox newBox, int mergeSerial = 0);
  void redo() override;
  void undo() override;
  int id() const override { return mergeSerial_ ? kMergeEditComment : -1; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  sw::graph::CommentBox old_, new_;
  int mergeSerial_;
};

// ---- builders that check first: nullptr and the reason (`why`) when refused

// A new graph `name` of `kind` (GraphStore::newGraphFile says which are refused), made the
// current graph; `file` receives its file. Undo removes it again.
QUndoCommand* makeCreateGraphCommand(GraphStore* store, const QString& name, const QString& kind, QString* why,
                                     QString* file = nullptr);

// A wire from `from` (an output) to `to` (an input), checked with
// Graph::connectionPossible: type mismatches and cycles are refused; an occupied input is
// replaced.
QUndoCommand* makeConnectCommand(GraphStore* store, const QString& file, const sw::graph::PortRef& from,
                                 const sw::graph::PortRef& to, QString* why);

// A new node of `type` at `position`; with `wireFrom`, the new node also gets a wire
// between that port and its first port of the matching direction and type (a wire
// dropped on empty space): `wireFromIsOutput` says which side `wireFrom` is.
QUndoCommand* makeAddNodeCommand(GraphStore* store, const QString& file, const std::string& type,
                                 sw::Vec2 position, const std::optional<sw::graph::PortRef>& wireFrom,
                                 bool wireFromIsOutput, QString* why);

// A reroute node in the middle of wire `wire`, at `position`: one step.
QUndoCommand* makeInsertRerouteCommand(GraphStore* store, const QString& file,
                                       const sw::graph::Connection& wire, sw::Vec2 position, QString* why);

// The nodes and comment boxes `ids` with the wires among them, as graph-file text
// (graph_json's writer), for the clipboard.
std::string copyGraphFragment(const sw::graph::Graph& graph, const std::vector<sw::graph::NodeId>& ids);
// Reads a fragment (graph_json's reader), gives its items fresh ids and moves them so
// their top-left lands at `topLeft`. Refused when the text is not a graph fragment.
QUndoCommand* makePasteGraphCommand(GraphStore* store, const QString& file, const std::string& fragment,
                                    sw::Vec2 topLeft, QString* why);

}  // namespace sw::editor
