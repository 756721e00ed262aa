#pragma once
// The style's standard icons (folder, file, play ...), made once per style and icon:
// each QStyle::standardIcon call builds a new icon and reads its PNG files again, and the
// project dock asked for one per row (a fifth of the docks' work when a project opens).
#include <QIcon>
#include <QStyle>

namespace sw::editor {

// QApplication::style()->standardIcon(which), kept until the application's style changes.
QIcon standardIcon(QStyle::StandardPixmap which);

}  // namespace sw::editor
