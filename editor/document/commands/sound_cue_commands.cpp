#include "document/commands/sound_cue_commands.h"

#include <QCoreApplication>
#include <memory>

#include "document/commands/list_edit.h"
#include "document/commands/project_lists.h"
#include "document/qt_strings.h"
#include "model/references/references.h"
#include "model/sound/sound_cue.h"

namespace sw::editor {
namespace {
struct SoundCueCommandsText {
  Q_DECLARE_TR_FUNCTIONS(SoundCueCommands)
};
}  // namespace

QUndoCommand* makeNewSoundCue(Document* document, const std::string& base) {
  ListEdit edit(soundCueList(document));
  const sw::Describable* added = edit.add(std::make_unique<sw::SoundCue>(), base);
  return edit.command(SoundCueCommandsText::tr("New sound cue \u201C%1\u201D").arg(qs(sw::nameOf(*added))));
}

}  // namespace sw::editor
