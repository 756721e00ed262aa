#pragma once
// Edit > Suggest Pathing Graph... (objectName "suggestNavGraphAction"): a first pathing graph
// for the free level being edited, from where a character walks and what its jump reaches
// (sim/platformer/nav_suggestion.h). With several characters a small dialog asks which one
// (a combo, the first preselected); with one it is used at once. The suggested nodes and links
// are added as ONE undo step beside the hand-made ones, which stay as they are, and are
// selected, so a designer sees what came and can delete what is not wanted.
//
// Enabled for a free level of a project with characters (a scrolling level's graph serves no
// character).
#include <QObject>
#include <QString>

class QAction;
class QWidget;

namespace sw::editor {

class Document;

class NavSuggestAction : public QObject {
  Q_OBJECT
 public:
  // `dialogParent` parents the character dialog (nullptr in tests).
  NavSuggestAction(Document* document, QWidget* dialogParent, QObject* parent);

  QAction* action() const { return action_; }

  // What the action does once the character is known: the objects added (0 when nothing was,
  // and `why`). Tests call it without the dialog.
  int suggestFor(const QString& character, QString* why = nullptr);

 signals:
  void message(const QString& text);

 private:
  void trigger();
  void updateEnabled();

  Document* document_;
  QWidget* dialogParent_;
  QAction* action_;
};

}  // namespace sw::editor
