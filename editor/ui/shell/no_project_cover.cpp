#include "ui/shell/no_project_cover.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>

#include "ui/property_grid/grid_hint.h"

namespace sw::editor {

NoProjectCover::NoProjectCover(QDockWidget* dock) : QLabel(dock), dock_(dock) {
  setObjectName(QStringLiteral("noProjectCover"));
  // The same words as the Properties grid uses for it.
  setText(grid::noProjectOpenText());
  setAlignment(Qt::AlignCenter);
  setWordWrap(true);
  setMargin(12);
  setAutoFillBackground(true);
  setForegroundRole(QPalette::PlaceholderText);
  hide();
  dock->installEventFilter(this);
}

NoProjectCover* NoProjectCover::install(QDockWidget* dock) { return dock ? new NoProjectCover(dock) : nullptr; }

void NoProjectCover::setProjectOpen(QMainWindow* window, bool open) {
  for (auto* cover : window->findChildren<NoProjectCover*>()) {
    cover->setVisible(!open);
    if (!open) {
      cover->follow();
      cover->raise();
    }
  }
}

void NoProjectCover::follow() {
  if (QWidget* content = dock_->widget()) setGeometry(content->geometry());
}

bool NoProjectCover::eventFilter(QObject* watched, QEvent* event) {
  if (watched == dock_ && (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest ||
                           event->type() == QEvent::Show)) {
    follow();
    raise();
  }
  return QLabel::eventFilter(watched, event);
}

}  // namespace sw::editor
