#pragma once
// Small line icons for the grid's buttons (add, remove, move up/down, reset), drawn in
// the palette's text colour so they suit light and dark themes without image files.
#include <QIcon>

namespace sw::editor::grid {

enum class GridIcon { Add, Remove, MoveUp, MoveDown, Reset };

QIcon gridIcon(GridIcon which, const QColor& color);

}  // namespace sw::editor::grid
