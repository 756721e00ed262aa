#pragma once
// Play's gamepad settings in QSettings, next to the keys: the bindings of each player's pad
// ("play/pad/p<N>/<action>", SDL's input names as gamepad/pad_bindings.h writes them, e.g.
// "dpup,lefty-") and whether pads rumble ("play/pad/rumble"). Absent keys give the
// defaults; a stored binding SDL does not know is reported on stderr (naming the key)
// and the action keeps its default.
#include "gamepad/pad_bindings.h"

namespace sw::play {

sw::gamepad::PadBindings loadPadBindings();
void savePadBindings(const sw::gamepad::PadBindings& bindings);

bool rumbleEnabled();  // true unless switched off
void setRumbleEnabled(bool on);

}  // namespace sw::play
