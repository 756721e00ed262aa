#pragma once
// The Animations dock (issue 40): a character's or monster type's animation machine as a
// graph (animation_graph_scene.h) beside a preview that plays it with the game's Animator
// (animation_preview.h). The creature is picked in the dock's list, which follows the
// characters picked in the Project dock. Add Animation asks for a name, template, frame
// group and rate; a wire dropped on a box asks for a chain or a switch; double-clicks edit
// a switch's condition or a box's line. All are one undo step on the type's "animations".
//
// Play: showCurrentAnimation(index) lights up the box of the animation a creature plays
// (index in the lines' order, as CompiledAnimations numbers them).
//
// Object names: "animationsDock", "animationCreatureCombo", "animationGraphView",
// "addAnimation", "deleteAnimation", "animationProblems" (a label), "animationPreview".
#include <QDockWidget>
#include <vector>

class QAction;
class QComboBox;
class QGraphicsView;
class QLabel;

namespace sw {
class Describable;
}

namespace sw::editor {

class Document;

namespace animation {
class AnimationGraphScene;
class AnimationPreview;
}  // namespace animation

class AnimationsDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit AnimationsDock(Document* document, QWidget* parent = nullptr);

  animation::AnimationGraphScene* scene() const { return scene_; }
  animation::AnimationPreview* preview() const { return preview_; }
  QComboBox* creatureCombo() const { return creatures_; }
  QGraphicsView* graphView() const { return view_; }

  // Shows this character or monster type (must be in the project).
  void showCreature(const sw::Describable* creature);
  sw::Describable* creature() const;

 public slots:
  // While Play runs: the animation the picked creature plays now (index in its lines'
  // order; -1: none) lights up in the graph.
  void showCurrentAnimation(int animationIndex);

 private:
  void rebuildCreatures();  // the project's characters and monster types changed
  void refresh();           // the shown creature's lines or sprite may have changed
  void onWireDropped(int from, int to, QPoint screenPos);
  void onEditRequested(int line, int switchIndex);
  void addAnimationDialog();

  Document* document_;
  QComboBox* creatures_;
  std::vector<sw::Describable*> listed_;  // the combo's entries, in order
  QGraphicsView* view_;
  animation::AnimationGraphScene* scene_;
  animation::AnimationPreview* preview_;
  QLabel* problems_;
  QAction* add_;
  QAction* delete_;
};

}  // namespace sw::editor
