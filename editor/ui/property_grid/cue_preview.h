#pragma once
// The property grid's play button (issue 42: "a play button on every cue in the property
// grid"): which sound a row names. A sound cue's rows play the cue (a Files item plays that
// file alone); an Event Sounds row plays the cue it names; a level's Music or Boss Music row
// plays the track. Nothing for other rows.
#include <QString>
#include <optional>

#include "core/property.h"
#include "model/project/project.h"

namespace sw::editor {

std::optional<sw::SoundCue> soundOfRow(const sw::Project& project, const sw::Describable* subject, const QString& key,
                                       const sw::Value* shown);

}  // namespace sw::editor
