#include "ui/shell/show_message_place.h"

#include <QDockWidget>
#include <QMainWindow>

#include "document/document.h"
#include "document/focus/edit_focus.h"
#include "document/focus/message_place.h"
#include "ui/game_rules/game_rules_dock.h"
#include "ui/patterns/patterns_dock.h"

namespace sw::editor {
namespace {

void bringForward(QMainWindow* window, const char* dockName) {
  if (auto* dock = window->findChild<QDockWidget*>(QString::fromLatin1(dockName))) {
    dock->show();
    dock->raise();
  }
}

}  // namespace

QString showMessagePlace(QMainWindow* window, Document* document, const QString& file, const QString& where) {
  const MessagePlace place = findMessagePlace(*document, file, where);
  if (!goToMessagePlace(document, place))
    return QMainWindow::tr("%1%2 is not something the editor can show").arg(file, where.isEmpty() ? QString() : QStringLiteral(" ") + where);
  switch (place.kind) {
    case MessagePlace::Kind::Object:
    case MessagePlace::Kind::TileDef:
    case MessagePlace::Kind::Weapon:
    case MessagePlace::Kind::SoundCue:
      bringForward(window, "propertiesDock");
      break;
    case MessagePlace::Kind::EnemyType:
      bringForward(window, "enemyTypesDock");
      bringForward(window, "propertiesDock");
      break;
    case MessagePlace::Kind::Pattern:
      if (auto* patterns = window->findChild<PatternsDock*>()) patterns->selectPattern(QString::fromStdString(place.pattern));
      bringForward(window, "patternsDock");
      break;
    case MessagePlace::Kind::GameRules:
      if (auto* rules = window->findChild<GameRulesDock*>()) rules->showPanel();
      break;
    case MessagePlace::Kind::Level:
    case MessagePlace::Kind::None:
      break;
  }
  // The status names what is shown as the grid's header does ("Spawn “late_wave”"), not
  // the file and pointer the message already gave.
  QString shown;
  switch (place.kind) {
    case MessagePlace::Kind::Pattern:
      shown = QMainWindow::tr("pattern \u201C%1\u201D").arg(QString::fromStdString(place.pattern));
      break;
    case MessagePlace::Kind::GameRules: shown = QMainWindow::tr("the game rules"); break;
    default: shown = document->focus()->title(); break;
  }
  if (shown.isEmpty()) return QMainWindow::tr("Showing %1%2").arg(file, where.isEmpty() ? QString() : QStringLiteral(" ") + where);
  return QMainWindow::tr("Showing %1").arg(shown);
}

}  // namespace sw::editor
