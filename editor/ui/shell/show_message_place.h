#pragma once
// A double-click on a Log message shows what it names (#45 friction 7): the place is
// made current in the document (message_place.h) and the dock that edits it is brought
// forward: Properties for an object, tile definition or weapon, the Enemy Types dock for
// an enemy type or state, the Patterns dock for a pattern, the Game Rules panel for
// game.json. Returns what the status bar says.
#include <QString>

class QMainWindow;

namespace sw::editor {

class Document;

QString showMessagePlace(QMainWindow* window, Document* document, const QString& file, const QString& where);

}  // namespace sw::editor
