#pragma once
// QUndoCommand::id() of every command that merges (one gesture, one undo step). One list,
// so two kinds of command can never share an id and merge into each other by accident.
namespace sw::editor {

enum MergeId : int {
  kMergeSetProperty = 1,
  kMergeMoveGraphItems,
  kMergeEditComment,
  kMergeEditTileLayer,
  kMergeReplaceTileset,
  kMergeTileStroke,
};

}  // namespace sw::editor
