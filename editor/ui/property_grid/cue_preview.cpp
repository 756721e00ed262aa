// Which sound a grid row names (cue_preview.h).
#include "ui/property_grid/cue_preview.h"

#include "model/sound/event_sounds.h"

namespace sw::editor {

std::optional<sw::SoundCue> soundOfRow(const sw::Project& project, const sw::Describable* subject, const QString& key,
                                       const sw::Value* shown) {
  if (!subject) return std::nullopt;
  const QString property = key.section(QLatin1Char('.'), 0, 0);
  if (const auto* cue = dynamic_cast<const sw::SoundCue*>(subject)) {
    sw::SoundCue one = *cue;
    bool ok = false;
    const int item = key.section(QLatin1Char('.'), 1, 1).toInt(&ok);
    if (property == QLatin1String("files") && ok && item >= 0 && std::size_t(item) < cue->files.size())
      one.files = {cue->files[std::size_t(item)]};
    if (one.files.empty()) return std::nullopt;
    return one;
  }
  if (property == QLatin1String("eventSounds")) {
    const auto* text = shown ? std::get_if<std::string>(shown) : nullptr;
    if (!text) return std::nullopt;  // the list itself: pick a row
    const auto parsed = sw::parseEventSound(*text);
    if (!parsed.row) return std::nullopt;
    if (const sw::SoundCue* cue = project.findSoundCue(parsed.row->cue)) return *cue;
    return std::nullopt;
  }
  if (property == QLatin1String("music") || property == QLatin1String("bossMusic")) {
    const auto* file = shown ? std::get_if<std::string>(shown) : nullptr;
    if (!file || file->empty()) return std::nullopt;
    sw::SoundCue track;
    track.name = property.toStdString();
    track.files = {*file};
    return track;
  }
  return std::nullopt;
}

}  // namespace sw::editor
