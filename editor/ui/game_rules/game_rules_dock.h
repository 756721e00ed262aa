#pragma once
// The Game Rules panel: the project's game rules (game.json, model/project/game_rules_asset.h).
// Top: the ship's hit spheres on the ship (ship_spheres_view.h) with Add / Remove; below:
// a property grid pinned to the rules, whatever is selected elsewhere; at the bottom the
// problems validation finds in them. Every edit is one undo step on the document's stack;
// the project's Save writes game.json with the rest.
//
// Object names: the dock "gameRulesDock", its grid "gameRulesGrid", the sphere view
// "shipSpheresView", its status "shipSpheresStatus", the problems "gameRulesProblems",
// the toolbar "gameRulesToolBar".
#include <QDockWidget>

class QAction;
class QLabel;
class QToolBar;

namespace sw::editor {

class Document;
class PropertyGrid;
class ShipSpheresView;

class GameRulesDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit GameRulesDock(Document* document, QWidget* parent = nullptr);

  PropertyGrid* grid() const { return grid_; }
  ShipSpheresView* spheresView() const { return spheres_; }
  QLabel* problems() const { return problems_; }
  // The window's Save, offered on the panel's toolbar too.
  void addSaveAction(QAction* save);
  // Shows the panel in front (the menu's Game Rules...).
  void showPanel();

 private:
  void showProblems();

  Document* document_;
  ShipSpheresView* spheres_;
  PropertyGrid* grid_;
  QLabel* status_;
  QLabel* problems_;
  QToolBar* toolbar_;
};

}  // namespace sw::editor
