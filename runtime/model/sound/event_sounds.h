#pragma once
// Which sound cue a game event plays (issue 42, "game events name cues by data"): the game
// rules' `eventSounds` (game.json), one row per line:
//
//   EVENT -> CUE              every event of that kind ("shot -> laser")
//   EVENT SUBJECT -> CUE      only events about SUBJECT: an enemy type, a weapon, a part's
//                             owner ... ("enemy-killed dreadnought -> big-boom")
//
// The most specific row wins: a row with the event's subject before a row without one; among
// equals the first. Rows are lines rather than objects so the property grid edits them as a
// list and a cue's rename rewrites them like any other reference (renameCueInRow).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sw {

struct EventSound {
  std::string event;
  std::string subject;  // empty: any
  std::string cue;
};

// The row of one line, or why it is not one.
struct EventSoundParse {
  std::optional<EventSound> row;
  std::string problem;
};
EventSoundParse parseEventSound(std::string_view line);
std::string eventSoundText(const EventSound& row);
// `line` with cue `from` renamed to `to`, or nothing when the line does not name it.
std::optional<std::string> renameCueInRow(const std::string& line, const std::string& from, const std::string& to);

// The rows parsed once (rows that do not parse are left out: validation reports them), for
// looking events up while a game runs.
class EventSoundTable {
 public:
  EventSoundTable() = default;
  explicit EventSoundTable(const std::vector<std::string>& lines);
  // The cue for an event of `kind` about `subject`, or nullptr.
  const std::string* cueFor(std::string_view kind, std::string_view subject) const;
  const std::vector<EventSound>& rows() const { return rows_; }

 private:
  std::vector<EventSound> rows_;
};

}  // namespace sw
