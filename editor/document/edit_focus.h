#pragma once
// What is being edited: one focus for the whole editor, held by the Document. Whoever
// makes something current (the outliner and viewport through the selection, the Project,
// Enemy Types, Patterns and Tileset docks, the graph editor's node selection, a tile
// definition picked anywhere) hands the focus a FocusOwner; the property grid only reads
// the focus, and the Edit menu's copy, delete, duplicate and rename act on it. Neither
// names a kind of object, so a new editable kind is a new FocusOwner and nothing else
// (as TrenchBroom's edits act on "the selection", whatever it holds).
//
// One owner holds the focus at a time; the newest gesture wins. The one it takes the focus
// from hears focusLost() and drops its own pick (the object selection is cleared when a
// tile definition is picked, and so on). When the holder lets go, the focus falls back to
// the level's selection, which shows the level itself when nothing is selected.
#include <QObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <string>
#include <vector>

#include "core/math.h"
#include "document/edit_subject.h"

class QMimeData;
class QUndoCommand;

namespace sw::editor {

class Document;

enum class EditVerb { Copy, Remove, Duplicate, Rename };

class FocusOwner {
 public:
  virtual ~FocusOwner() = default;

  // The described objects being edited, resolved now (stale ones left out), in the order
  // the grid lists them; empty: nothing to edit.
  virtual std::vector<EditSubject> focusSubjects() const = 0;
  // What the grid's header says: "Marker 'boss_start'", "3 tiles", "Level 'Stage 1'".
  virtual QString focusTitle() const = 0;
  // The focus went to another owner: drop the own pick (deselect).
  virtual void focusLost() {}

  // --- the Edit menu's verbs; an owner implements those its kind has ---
  // Copy, Remove and Duplicate are off unless said otherwise; Rename is on for one subject
  // with an editable name, and renames it through makeRename (property_edits.h).
  virtual bool can(EditVerb verb) const;
  // What Copy puts on the clipboard, or nullptr.
  virtual QMimeData* copyData() const { return nullptr; }
  // Who uses what Delete removes, one line each ("level 'Level 1': spawn 'a'"), shown to
  // the user before deleting; empty: delete at once.
  virtual QStringList usesBeforeRemove() const { return {}; }
  // The one command of each verb, or nullptr and why not (empty: nothing to do).
  virtual QUndoCommand* removeCommand(QString* why) { return refuse(why); }
  // `offset`: where placed things go relative to the originals (one grid step).
  virtual QUndoCommand* duplicateCommand(sw::Vec2 /*offset*/, QString* why) { return refuse(why); }

  // Checks the grid shows on the rows of list properties (an enemy state's behaviour
  // lines): what is wrong with item `item` of list `key`, or nothing.
  virtual std::optional<QString> itemProblem(const std::string& /*key*/, int /*item*/) const {
    return std::nullopt;
  }
  // After the grid changed property `key` of the subjects (report what a compiler rejects).
  virtual void edited(const std::string& /*key*/) {}

 protected:
  static QUndoCommand* refuse(QString* why) {
    if (why) why->clear();
    return nullptr;
  }
};

class EditFocus : public QObject {
  Q_OBJECT
 public:
  explicit EditFocus(Document* document);

  // Who is edited when nobody holds the focus (the level's selection). Holds it now.
  void setFallback(FocusOwner* owner);
  // `owner` is edited now (again: its subjects may have changed); the previous holder hears
  // focusLost() first.
  void take(FocusOwner* owner);
  // `owner` has nothing picked any more: when it holds the focus, the fallback does.
  void release(FocusOwner* owner);
  // The subjects of `owner` changed; the focus tells its readers when `owner` holds it.
  void ownerChanged(const FocusOwner* owner);
  // Back to the fallback without telling anyone's focusLost (a new project: every owner
  // dropped its pick already).
  void reset();

  FocusOwner* owner() const { return owner_; }
  bool holds(const FocusOwner* owner) const { return owner_ == owner; }
  std::vector<EditSubject> subjects() const;
  QString title() const;

  // The Edit menu's verbs on the focus (off without a holder).
  bool can(EditVerb verb) const;
  // The one subject's name (Rename's default text).
  QString nameToRename() const;
  // Renames the one subject and what refers to it (makeRename): the command, or nullptr
  // and why not.
  QUndoCommand* renameCommand(const QString& newName, QString* why) const;

 signals:
  // Another owner holds the focus, or the holder's subjects changed.
  void changed();

 private:
  Document* document_;
  FocusOwner* fallback_ = nullptr;
  FocusOwner* owner_ = nullptr;
};

}  // namespace sw::editor
