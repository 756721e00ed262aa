#pragma once
// Where Save Recording and Replay Recording start: the project's own folder, with a name
// that says which level and when ("stage_1-20261202-181900.inputs"). The dialogs opened in
// the editor's working directory, which on the walk was the source tree (#45 walk).
#include <QDateTime>
#include <QString>

namespace sw::editor {

class Document;

// The suggested file for a new recording of the current level at `when` (empty when the
// project has no folder yet: the dialog's own default).
QString suggestedRecordingPath(const Document& document, const QDateTime& when);
// The folder to look for recordings in: recordings/ in the project when it exists, else
// the project's folder (empty without one).
QString recordingsFolder(const Document& document);

}  // namespace sw::editor
