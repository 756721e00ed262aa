#include "play/pad_rumble.h"

#include "gamepad/gamepads.h"
#include "play/pad_settings.h"
#include "play/play_input.h"
#include "play/play_session.h"
#include "present/presentation_journal.h"
#include "sim/runtime_level.h"

namespace sw::play {
namespace {

// Deaths shake hard and long, hits briefly. Not the shooter's "beam-hit": a beam that touches
// a ship kills it in the same tick, and that ship's "player-killed" shakes its pad (the
// beam-hit's id is the firing part's, not the player's). Not "shot" either: a held fire
// button would shake all the time.
constexpr PadRumble::Cue kCues[] = {
    {"player-killed", false, 0xFFFF, 0xC000, 450},
    {"character-crushed", true, 0xFFFF, 0xC000, 450},
    {"character-hurt", true, 0x5000, 0xA000, 150},
};

}  // namespace

const PadRumble::Cue* PadRumble::cueFor(std::string_view kind) {
  for (const Cue& cue : kCues)
    if (cue.kind == kind) return &cue;
  return nullptr;
}

PadRumble::PadRumble(PlaySession* session, PlayInput* input, QObject* parent)
    : QObject(parent), session_(session), input_(input), enabled_(rumbleEnabled()) {
  connect(session_, &PlaySession::advanced, this, &PadRumble::presentFrame);
  connect(session_, &PlaySession::stateChanged, this, [this](PlaySession::State state) {
    if (state == PlaySession::State::Stopped) networkPlayer_ = -1;
  });
}

void PadRumble::presentFrame() {
  if (session_->isReplay() || !session_->runtime()) return;
  present(session_->presentation().taken().started, session_->runtime()->options().players);
}

void PadRumble::present(const std::vector<sw::PresentedEvent>& started, int players) {
  if (!enabled_ || started.empty() || !input_->isEnabled()) return;
  // Platformer characters: with two players each plays one (character i is player i);
  // alone, the player plays whichever is active, and a hurt follower is felt too.
  sw::gamepad::Gamepads& pads = input_->gamepads();
  for (const sw::PresentedEvent& event : started) {
    const Cue* cue = cueFor(event.kind);
    if (!cue) continue;
    std::int64_t player = event.id;
    if (cue->forCharacter && players < 2) player = 0;
    if (networkPlayer_ >= 0) {
      if (player != networkPlayer_) continue;  // the other side's ship: their pad, not ours
      player = 0;
    }
    if (player < 0 || player >= sw::kMaxPlayers) continue;
    pads.rumble(int(player), cue->low, cue->high, cue->ms);
  }
}

}  // namespace sw::play
