#pragma once
// Rumble on hits and deaths: after each frame of a Play session (PlaySession::advanced) the
// events its ticks started (presentation().taken(): an event re-simulated after a rollback
// is not started again, so a pad never shakes twice for one death) shake the pad of the
// player they concern, where that pad can rumble. What shakes how is one small table
// (pad_rumble.cpp). Switched off by the "rumble" setting (play/pad_settings.h); a replay
// shakes nothing. Used by the editor's Play and by scrollwork-player alike.
#include <QObject>
#include <cstdint>
#include <string_view>
#include <vector>

namespace sw {
struct PresentedEvent;
}

namespace sw::play {

class PlaySession;
class PlayInput;

class PadRumble : public QObject {
  Q_OBJECT
 public:
  // `session` and `input` outlive this object (make it their child or sibling).
  PadRumble(PlaySession* session, PlayInput* input, QObject* parent = nullptr);

  void setEnabled(bool on) { enabled_ = on; }  // initially the setting's value
  bool isEnabled() const { return enabled_; }
  // Network co-op (net_play.h): this side plays `player` of the game with player 1's keys and
  // pad, so only that player's hits and deaths shake, on player 1's pad. -1 (again when the
  // session stops): a game on this machine, each player's events on their own pad.
  void setNetworkPlayer(int player) { networkPlayer_ = player; }
  int networkPlayer() const { return networkPlayer_; }

  // How an event kind shakes a pad, if it does.
  struct Cue {
    std::string_view kind;
    bool forCharacter = false;  // the id is a platformer character's index, not a player's
    std::uint16_t low = 0, high = 0;
    std::uint32_t ms = 0;
  };
  static const Cue* cueFor(std::string_view kind);

  // Shakes the pads for these started events of a run of `players` players (what each
  // advanced() does with the session's; public for tests).
  void present(const std::vector<sw::PresentedEvent>& started, int players);

 private:
  void presentFrame();

  PlaySession* session_;
  PlayInput* input_;
  bool enabled_;
  int networkPlayer_ = -1;
};

}  // namespace sw::play
