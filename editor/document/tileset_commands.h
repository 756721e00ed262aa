#pragma once
// Undoable edits of the project's tilesets (held by the TilesetStore). A tileset is a
// plain value, so each command keeps the tileset before and after and swaps them: undo
// puts it back exactly. A change to N tiles (a property set on a multi-selection, a
// relink of several images) is one command; edits of one gesture merge when they share
// a Document::newMergeSerial() serial.
#include <QString>
#include <QUndoCommand>

#include "model/tileset.h"

namespace sw::editor {

class TilesetStore;

// Replaces the tileset at `index` with `after` (built by the caller from the current
// value: tile properties edited, an image relinked, tiles added by a re-cut strip ...).
class ReplaceTilesetCommand : public QUndoCommand {
 public:
  ReplaceTilesetCommand(TilesetStore* store, int index, sw::Tileset after, const QString& text,
                        int mergeSerial = 0, QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;
  int id() const override { return mergeSerial_ ? 0x7153 : -1; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  TilesetStore* store_;
  int index_;
  sw::Tileset before_, after_;
  int mergeSerial_;
};

// Adds a tileset to the project (an import from the editor): the tileset and the file it
// saves to (project-relative, e.g. from sw::tilesetFileFor). Image files must already be
// in the project (importers copy them first).
class AddTilesetCommand : public QUndoCommand {
 public:
  AddTilesetCommand(TilesetStore* store, sw::Tileset tileset, QString file, QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  TilesetStore* store_;
  sw::Tileset tileset_;
  QString file_;
};

// Points a tileset entry of the project at another file (Broken References: a tileset
// file that went missing, located elsewhere in the project). Undo points it back.
class RelinkTilesetFileCommand : public QUndoCommand {
 public:
  RelinkTilesetFileCommand(TilesetStore* store, int index, QString file, QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  TilesetStore* store_;
  int index_;
  QString before_, after_;
};

}  // namespace sw::editor
