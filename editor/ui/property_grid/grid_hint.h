#pragma once
// Why the property grid shows no rows, said in its place: no project, nothing picked, a
// selection that shares no property, or a filter that hides every row (with a button that
// clears it). An empty grid never leaves the user guessing.
//
// Object names: the hint "gridEmptyHint", its text "gridEmptyText", its button
// "gridEmptyClearButton".
#include <QString>
#include <QWidget>

class QLabel;
class QPushButton;

namespace sw::editor::grid {

// What the grid is showing, enough to say why it is empty.
struct GridState {
  bool projectOpen = true;
  bool hasLevel = true;
  bool hasTarget = true;    // a selection, a tile definition, an enemy type ... or the level
  int selectedObjects = 0;  // level objects selected
  int rows = 0;             // property rows for the target, before the filter
  int visibleRows = 0;      // property rows the filter lets through
  QString filter;           // trimmed filter text
};

// What a view of the project says while the start page shows instead of a project.
QString noProjectOpenText();

// Why the grid is empty ("No project open", "Nothing selected — ...", "The filter 'x'
// hides all 12 rows"), or an empty string when it shows rows.
QString emptyGridText(const GridState& state);
// Whether the reason is the filter (the hint then offers to clear it).
bool emptyBecauseOfFilter(const GridState& state);

class GridHint : public QWidget {
  Q_OBJECT
 public:
  explicit GridHint(QWidget* parent = nullptr);
  // Shows the reason for `state`; returns false (and shows nothing) when there is none.
  bool explain(const GridState& state);
  QString text() const;

 signals:
  void clearFilterRequested();

 private:
  QLabel* text_;
  QPushButton* clear_;
};

}  // namespace sw::editor::grid
