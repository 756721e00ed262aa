#pragma once
// The Enemy Types dock's tree (enemy_types_dock.h): each enemy type with its body's states
// and, under "Parts", its part tree. An owner (the body or a part) with one machine lists
// its states directly; with several, one "Machine: NAME" item each. The first state of a
// machine (bold) is its initial one. A part item holds its sub-parts, then its states; its
// icon is a dot of its colour, so parts and states tell apart at a glance.
//
// Parts are dragged within their type: onto a part (it becomes that part's child), between
// parts (the neighbour's sibling, at that place) or onto "Parts" / the type (on the body).
// The tree only reports the drop (partsDropped); the dock turns it into a command, which
// may refuse it (a part dropped below itself).
#include <QTreeWidget>
#include <string>
#include <vector>

#include "core/error.h"
#include "document/commands/enemy_part_commands.h"

namespace sw {
class EnemyPart;
class EnemyState;
class EnemyType;
class Project;
}  // namespace sw

namespace sw::editor {

class EnemyTypesTree : public QTreeWidget {
  Q_OBJECT
 public:
  enum class Kind { Type, State, Machine, Parts, Part };

  // What a problem's JSON pointer ("/enemyTypes/T/parts/P/states/S/tick/0") is about:
  // -1 where it names no part (the body) or no state.
  struct Place {
    int type = -1, part = -1, state = -1;
  };
  static Place placeOf(const std::string& pointer);

  explicit EnemyTypesTree(QWidget* parent = nullptr);

  // Builds the items again from the project, marking those the errors (validation's, with
  // pointers under "/enemyTypes") are about. Folded items stay folded.
  void fill(const sw::Project& project, const sw::Errors& errors);

  static Kind kindOf(const QTreeWidgetItem* item);
  static sw::EnemyType* typeOf(const QTreeWidgetItem* item);
  static sw::EnemyState* stateOf(const QTreeWidgetItem* item);
  // A part item's part; for a state or machine item, the part owning it (nullptr: the body).
  static sw::EnemyPart* partOf(const QTreeWidgetItem* item);

  // The item showing this type (state nullptr) or state, or nullptr.
  QTreeWidgetItem* itemFor(const sw::EnemyType* type, const sw::EnemyState* state = nullptr) const;
  QTreeWidgetItem* itemForPart(const sw::EnemyPart* part) const;

  // What a drag of these items carries (their parts; nullptr when there are none), and a
  // drop of it at `pos` of the viewport: dropEvent's work, open to tests. False when
  // nothing would be dropped there.
  QMimeData* dragData(const QList<QTreeWidgetItem*>& items) const { return mimeData(items); }
  bool dropAt(const QMimeData* data, const QPoint& pos);

 signals:
  // `target` nullptr: onto the body.
  void partsDropped(sw::EnemyType* type, const std::vector<const sw::EnemyPart*>& parts,
                    const sw::EnemyPart* target, sw::editor::PartDrop where);

 protected:
  QStringList mimeTypes() const override;
  QMimeData* mimeData(const QList<QTreeWidgetItem*>& items) const override;
  void dragMoveEvent(QDragMoveEvent* event) override;
  void dropEvent(QDropEvent* event) override;

 private:
  struct Drop {
    sw::EnemyType* type = nullptr;
    std::vector<const sw::EnemyPart*> parts;
    const sw::EnemyPart* target = nullptr;
    PartDrop where = PartDrop::Onto;
  };
  // The drop `data` makes at `pos`, or one without a type when it makes none.
  Drop dropFor(const QMimeData* data, const QPoint& pos) const;
  QTreeWidgetItem* findItem(const std::function<bool(const QTreeWidgetItem*)>& wanted) const;
};

}  // namespace sw::editor
