#pragma once
// Adding a sound cue to the project (project.json "soundCues"), one undo step: a list edit
// of the project's cue list (list_edit.h, project_lists.h), as monster types are. Duplicating,
// deleting and renaming go through the Project dock's asset commands; a rename follows into
// the game rules' event sounds (property_edits.cpp).
#include <QUndoCommand>
#include <string>

namespace sw::editor {

class Document;

// A new cue with the model's defaults (no file yet: validation says so), named `base` or a
// free variant ("cue_2" ...), at the end, made current.
QUndoCommand* makeNewSoundCue(Document* document, const std::string& base = "cue");

}  // namespace sw::editor
