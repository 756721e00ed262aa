#pragma once
// Undoable edits of the project's tilesets (sw::Project::tilesets). A tileset is a plain
// value, so each command keeps the tileset before and after and swaps them in place: undo
// puts it back exactly, and the list edits holding the tileset keep their pointer. A
// change to N tiles (a property set on a multi-selection, a relink of several images) is
// one command; edits of one gesture merge when they share a Document::newMergeSerial()
// serial. Adding, removing and duplicating tilesets are list edits (list_edit.h).
#include <QString>
#include <QUndoCommand>

#include "document/merge_ids.h"
#include <string>
#include <vector>

#include "model/tiles/tileset.h"

namespace sw::editor {

class Document;

// Replaces the tileset at `index` with `after` (built by the caller from the current
// value: tile properties edited, an image relinked, tiles added by a re-cut strip ...).
// It keeps its file and is saved with the next save.
class ReplaceTilesetCommand : public QUndoCommand {
 public:
  ReplaceTilesetCommand(Document* document, int index, sw::Tileset after, const QString& text,
                        int mergeSerial = 0, QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;
  int id() const override { return mergeSerial_ ? kMergeReplaceTileset : -1; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  void put(const sw::Tileset& value);
  Document* document_;
  int index_;
  sw::Tileset before_, after_;
  int mergeSerial_;
};

// Adds a tileset to the project (an import from the editor): the tileset and the file it
// saves to (project-relative, e.g. from sw::tilesetFileFor). Image files must already be
// in the project (importers copy them first). One step, at the end of the list.
QUndoCommand* makeAddTileset(Document* document, sw::Tileset tileset, const QString& file);

// Points a tileset entry of the project at another file (Broken References: a tileset
// file that went missing, located elsewhere in the project) and reads the tileset from
// it (one that cannot be read stays listed with its problem). Undo puts back the entry
// exactly as it was.
class RelinkTilesetFileCommand : public QUndoCommand {
 public:
  RelinkTilesetFileCommand(Document* document, int index, QString file, QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  void put(const sw::Tileset& value);
  Document* document_;
  int index_;
  QString file_;
  sw::Tileset before_;
  std::optional<sw::Tileset> after_;  // read from the file at the first redo
};

// Placed tiles name their (tileset, tile) in their layer's palette, so a renamed tileset
// or tile keeps them: every palette entry of every level that names it follows, in the
// same undo step. Field::Tileset renames the tileset `from` of every entry of it;
// Field::Tile renames the tile `from` of entries of `tileset`. The entries changed are
// remembered by place, so undo renames exactly those back.
class RenameInTileLayersCommand : public QUndoCommand {
 public:
  enum class Field { Tileset, Tile };
  RenameInTileLayersCommand(Document* document, Field field, std::string tileset, std::string from, std::string to,
                            QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  struct Place {
    std::size_t level, link, layer, entry;
  };
  void rename(const std::string& to);

  Document* document_;
  Field field_;
  std::string from_, to_;
  std::vector<Place> places_;
};

}  // namespace sw::editor
