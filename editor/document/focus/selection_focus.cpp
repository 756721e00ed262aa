// The object selection as the edit focus: what the grid shows and the Edit menu acts on
// while the outliner or the viewport picked objects, or nothing was picked at all.
#include "document/focus/selection_focus.h"

#include <QCoreApplication>

#include "document/clipboard.h"
#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "document/property_text.h"
#include "document/qt_strings.h"
#include "model/level/objects_of.h"

namespace sw::editor {

namespace {
// lupdate reads SelectionFocusText::tr calls under the context "PropertyGrid" (the grid's header).
struct SelectionFocusText {
  Q_DECLARE_TR_FUNCTIONS(PropertyGrid)
};
}  // namespace

SelectionFocus::SelectionFocus(Document* document) : QObject(document), document_(document) {
  connect(document_->selection(), &Selection::changed, this, &SelectionFocus::selectionChanged);
}

void SelectionFocus::selectionChanged() {
  if (document_->selection()->isEmpty())
    document_->focus()->release(this);  // holding it: the level is shown now
  else
    document_->focus()->take(this);
}

std::vector<EditSubject> SelectionFocus::focusSubjects() const {
  std::vector<EditSubject> out;
  // The grid is a view, but it hands its objects to the property command: the document
  // gives write access to them.
  sw::Level* level = document_->editableLevel();
  if (!level) return out;
  const QVector<ObjectId> ids = orderedSelection(document_);
  if (ids.isEmpty()) return {EditSubject(level)};
  out.reserve(std::size_t(ids.size()));
  for (auto* o : sw::objectsOf(*level, ids))
    if (o) out.push_back(o);
  return out;
}

QString SelectionFocus::focusTitle() const {
  const sw::Level* level = document_->level();
  if (!level) return SelectionFocusText::tr("No level");
  const QVector<ObjectId> ids = orderedSelection(document_);
  if (ids.isEmpty()) return SelectionFocusText::tr("Level \u201C%1\u201D").arg(qs(level->name));
  if (ids.size() == 1) {
    const auto* o = level->findById(ids.front());
    return o ? SelectionFocusText::tr("%1 \u201C%2\u201D").arg(grid::readableText(o->kind()), qs(o->name)) : QString();
  }
  // One kind or several: kinds compared by their one description each, and the walk
  // ends at the second kind (a map of kind names cost a string per object of 25,000).
  const sw::TypeDescription* kind = nullptr;
  bool oneKind = true;
  for (const auto* o : sw::objectsOf(*level, ids)) {
    if (!o) continue;
    if (!kind) kind = &o->description();
    if (&o->description() != kind) {
      oneKind = false;
      break;
    }
  }
  if (kind && oneKind) return SelectionFocusText::tr("%1 %2s").arg(ids.size()).arg(grid::readableText(kind->typeName()));
  return SelectionFocusText::tr("%n objects", nullptr, int(ids.size()));
}

void SelectionFocus::focusLost() { document_->selection()->clear(); }

bool SelectionFocus::can(EditVerb verb) const {
  // The level itself (nothing selected) is shown, but not copied, deleted or renamed here.
  if (!document_->level() || document_->selection()->isEmpty()) return false;
  if (verb == EditVerb::Rename) return document_->selection()->size() == 1;
  return true;
}

QMimeData* SelectionFocus::copyData() const {
  const sw::Level* level = document_->level();
  if (!level) return nullptr;
  std::vector<const sw::LevelObject*> objects;
  for (ObjectId id : orderedSelection(document_))
    if (const auto* o = level->findById(id)) objects.push_back(o);
  return objects.empty() ? nullptr : mimeDataForBundle(sw::bundleText(objects));
}

QUndoCommand* SelectionFocus::removeCommand(QString* why) {
  const QVector<ObjectId> ids = orderedSelection(document_);
  if (ids.isEmpty() || !document_->level()) return refuse(why);
  return new RemoveObjectsCommand(document_, document_->editableLevel(), ids);
}

QUndoCommand* SelectionFocus::duplicateCommand(sw::Vec2 offset, QString* why) {
  const QVector<ObjectId> ids = orderedSelection(document_);
  if (ids.isEmpty() || !document_->level()) return refuse(why);
  return makeDuplicateCommand(document_, document_->editableLevel(), ids, offset);
}

}  // namespace sw::editor
