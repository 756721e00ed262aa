#include "sim/replay/input_recording.h"

#include <algorithm>
#include <charconv>
#include <limits>

#include "core/atomic_file.h"
#include "core/text_lines.h"

namespace sw {

namespace {

struct BitName {
  const char* name;
  std::uint8_t bit;
};
// The order names are written in: movement first, then buttons.
constexpr BitName kBitNames[] = {
    {"up", InputUp},     {"down", InputDown},     {"left", InputLeft},          {"right", InputRight},
    {"fire", InputFire}, {"second", InputSecond}, {"switch", InputSwitchWeapon}};


// Whole-word unsigned decimal; no sign, no spaces, no overflow.
template <class T>
std::optional<T> decimal(std::string_view word) {
  if (word.empty() || word.front() < '0' || word.front() > '9') return std::nullopt;
  T value{};
  auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (ec != std::errc() || end != word.data() + word.size()) return std::nullopt;
  return value;
}

// "on" / "off" for the aids.
std::optional<bool> onOff(std::string_view word) {
  if (word == "on") return true;
  if (word == "off") return false;
  return std::nullopt;
}

// A rank: a plain decimal 0..1 ("0.75", "1"); no sign, exponent, NaN or infinity.
std::optional<double> rankValue(std::string_view word, double highest = 1) {
  if (word.empty() || word.size() > 32 || word.front() < '0' || word.front() > '9') return std::nullopt;
  for (char c : word)
    if ((c < '0' || c > '9') && c != '.') return std::nullopt;
  double value = 0;
  auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (ec != std::errc() || end != word.data() + word.size() || !(value >= 0 && value <= highest)) return std::nullopt;
  return value;
}


}  // namespace

TickInput InputRecording::at(std::int64_t tick) const {
  auto after = std::upper_bound(changes.begin(), changes.end(), tick,
                                [](std::int64_t t, const InputChange& c) { return t < c.tick; });
  return after == changes.begin() ? TickInput{} : std::prev(after)->input;
}

int InputRecording::version() const {
  return rank || godMode || infiniteLives || wholeGame || !aidChanges.empty() || !continueFrom.checkpoint.empty() ? 2
                                                                                                              : 1;
}

void InputRecording::record(std::int64_t tick, const TickInput& input) {
  if (!changes.empty() && tick <= changes.back().tick) return;  // only forward in time
  if (input == (changes.empty() ? TickInput{} : changes.back().input)) return;
  changes.push_back({tick, input});
}

std::string inputBitsText(std::uint8_t bits) {
  std::string out;
  for (const BitName& b : kBitNames) {
    if (!(bits & b.bit)) continue;
    if (!out.empty()) out += '+';
    out += b.name;
  }
  return out.empty() ? "-" : out;
}

std::optional<std::uint8_t> parseInputBits(std::string_view text, std::string* why) {
  auto fail = [&](std::string message) -> std::optional<std::uint8_t> {
    if (why) *why = std::move(message);
    return std::nullopt;
  };
  if (text == "-") return std::uint8_t(0);
  if (text.size() == 2 && hexDigit(text[0]) >= 0 && hexDigit(text[1]) >= 0) {
    const int value = hexDigit(text[0]) * 16 + hexDigit(text[1]);
    if (value & ~InputAllBits)
      return fail("bits '" + std::string(text) +
                  "' are out of range (the highest is 7f: up+down+left+right+fire+second+switch)");
    return std::uint8_t(value);
  }
  std::uint8_t bits = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t plus = text.find('+', start);
    if (plus == std::string_view::npos) plus = text.size();
    const std::string_view name = text.substr(start, plus - start);
    const auto* known = std::find_if(std::begin(kBitNames), std::end(kBitNames),
                                     [&](const BitName& b) { return name == b.name; });
    if (known == std::end(kBitNames)) {
      if (name.empty()) return fail("bits '" + std::string(text) + "' have an empty name between '+' signs");
      return fail(
          "unknown input bit '" + std::string(name) +
          "' (known: up, down, left, right, fire, second, switch; or two hex digits, or '-' for none)");
    }
    bits |= known->bit;
    start = plus + 1;
  }
  return bits;
}

Result<InputRecording> parseInputRecording(std::string_view text, const std::string& file) {
  InputRecording rec;
  bool headerSeen = false;
  int version = 0;
  bool seenPlayers = false, seenLevel = false, seenGod = false, seenInfinite = false, seenGame = false;
  for (LineReader lines(text); lines.next();) {
    std::string_view line = lines.line();
    const Error here{file, lines.where(), ""};
    auto error = [&](std::string message) {
      Error e = here;
      e.message = std::move(message);
      return e;
    };
    if (const std::size_t hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
    line = trimBlanks(line);
    if (line.empty()) continue;
    const std::vector<std::string_view> w = words(line);

    if (!headerSeen) {
      if (w[0] != kInputRecordingHeader)
        return error("not an input recording: the first line must be '" + std::string(kInputRecordingHeader) +
                     " " + std::to_string(kInputRecordingVersion) + "'");
      if (w.size() != 2 || (w[1] != "1" && w[1] != "2"))
        return error("unsupported version '" + std::string(trimBlanks(line.substr(w[0].size()))) +
                     "' (this build reads versions 1 to " + std::to_string(kInputRecordingVersion) + ")");
      version = w[1] == "1" ? 1 : 2;
      headerSeen = true;
      continue;
    }

    const bool isContinue = w[0] == "continue" || w[0] == "continue-reached" || w[0] == "continue-lever" ||
                            w[0] == "continue-door";
    const bool isRunSetting =
        w[0] == "rank" || w[0] == "god-mode" || w[0] == "infinite-lives" || w[0] == "game" || isContinue;
    const bool isSetting = isRunSetting || w[0] == "seed" || w[0] == "level" || w[0] == "players" ||
                           w[0] == "from" || w[0] == "ticks";
    if (isRunSetting && version < 2)
      return error("'" + std::string(w[0]) + "' needs version 2 (first line '" + kInputRecordingHeader + " 2')");
    if (isSetting) {
      if (!rec.changes.empty() || !rec.aidChanges.empty())
        return error("'" + std::string(w[0]) + "' must come before the first input line");
      if (w[0] == "level") {
        if (seenLevel) return error("'level' is given twice");
        seenLevel = true;
        rec.level = std::string(trimBlanks(line.substr(w[0].size())));
        if (rec.level.empty()) return error("'level' needs a level name");
        continue;
      }
      if (isContinue) {  // where a platformer run started: a checkpoint and the puzzles then
        ContinuePoint& c = rec.continueFrom;
        if (w[0] == "continue") {
          if (w.size() != 2) return error("'continue' takes a checkpoint's name");
          if (!c.checkpoint.empty()) return error("'continue' is given twice");
          c.checkpoint = std::string(w[1]);
        } else if (c.checkpoint.empty()) {  // what the run continued with, of a run that continued
          return error("'" + std::string(w[0]) + "' comes after 'continue CHECKPOINT'");
        } else if (w[0] == "continue-reached") {
          if (w.size() != 2) return error("'continue-reached' takes a checkpoint's name");
          c.reached.emplace_back(w[1]);
        } else if (w[0] == "continue-lever") {
          const std::optional<bool> on = w.size() == 3 ? onOff(w[2]) : std::nullopt;
          if (!on) return error("'continue-lever' takes a lever's name and 'on' or 'off'");
          c.levers.emplace_back(std::string(w[1]), *on);
        } else {
          const std::optional<double> offset = w.size() == 3 ? rankValue(w[2], 1e9) : std::nullopt;
          if (!offset) return error("'continue-door' takes a door's name and how far it is open (0 or more)");
          c.doors.emplace_back(std::string(w[1]), *offset);
        }
        continue;
      }
      if (w[0] == "game") {
        if (seenGame) return error("'game' is given twice");
        seenGame = true;
        const std::optional<bool> on = w.size() == 2 ? onOff(w[1]) : std::nullopt;
        if (!on) return error("'game' takes 'on' or 'off'");
        rec.wholeGame = *on;
        continue;
      }
      if (w[0] == "god-mode" || w[0] == "infinite-lives") {
        bool& seen = w[0] == "god-mode" ? seenGod : seenInfinite;
        if (seen) return error("'" + std::string(w[0]) + "' is given twice");
        seen = true;
        const std::optional<bool> on = w.size() == 2 ? onOff(w[1]) : std::nullopt;
        if (!on) return error("'" + std::string(w[0]) + "' takes 'on' or 'off'");
        (w[0] == "god-mode" ? rec.godMode : rec.infiniteLives) = *on;
        continue;
      }
      if (w.size() != 2) return error("'" + std::string(w[0]) + "' takes one number");
      if (w[0] == "rank") {
        if (rec.rank) return error("'rank' is given twice");
        rec.rank = rankValue(w[1]);
        if (!rec.rank) return error("bad rank '" + std::string(w[1]) + "' (a number from 0 to 1, e.g. 0.75)");
      } else if (w[0] == "seed") {
        if (rec.seed) return error("'seed' is given twice");
        rec.seed = decimal<std::uint64_t>(w[1]);
        if (!rec.seed)
          return error("bad seed '" + std::string(w[1]) +
                       "' (a whole number from 0 to 18446744073709551615)");
      } else if (w[0] == "players") {
        if (seenPlayers) return error("'players' is given twice");
        seenPlayers = true;
        auto n = decimal<int>(w[1]);
        if (!n || *n < 1 || *n > kMaxPlayers)
          return error("bad player count '" + std::string(w[1]) + "' (1 or 2)");
        rec.players = *n;
      } else if (w[0] == "from") {
        if (rec.from) return error("'from' is given twice");
        rec.from = decimal<std::int64_t>(w[1]);
        if (!rec.from) return error("bad start tick '" + std::string(w[1]) + "' (a whole number, 0 or more)");
      } else {
        if (rec.length) return error("'ticks' is given twice");
        rec.length = decimal<std::int64_t>(w[1]);
        if (!rec.length)
          return error("bad tick count '" + std::string(w[1]) + "' (a whole number, 0 or more)");
      }
      continue;
    }

    // An input line: TICK P1 [P2].
    auto tick = decimal<std::int64_t>(w[0]);
    if (!tick) {
      if (w[0].front() >= '0' && w[0].front() <= '9')
        return error("bad tick number '" + std::string(w[0]) + "' (a whole number, 0 or more)");
      if (w[0].front() == '-') return error("bad tick number '" + std::string(w[0]) + "' (ticks start at 0)");
      return error("unknown line '" + std::string(line) +
                   "' (expected 'TICK BITS...', 'TICK set ...' or one of seed, level, players, from, ticks, "
                   "rank, god-mode, infinite-lives, game)");
    }
    if (w.size() > 1 && w[1] == "set") {  // TICK set god-mode on|off infinite-lives on|off
      if (version < 2) return error("'set' needs version 2 (first line '" + std::string(kInputRecordingHeader) + " 2')");
      if (!rec.aidChanges.empty() && *tick <= rec.aidChanges.back().tick)
        return error("tick " + std::to_string(*tick) + " does not come after the 'set' at tick " +
                     std::to_string(rec.aidChanges.back().tick) + " ('set' ticks must strictly increase)");
      if (rec.length && *tick >= *rec.length)
        return error("tick " + std::to_string(*tick) + " is past the end of the recording (ticks " +
                     std::to_string(*rec.length) + ")");
      PlayOptions::AidChange change = rec.aidChanges.empty()
                                           ? PlayOptions::AidChange{0, rec.godMode, rec.infiniteLives}
                                           : rec.aidChanges.back();
      change.tick = *tick;
      if (w.size() < 4 || w.size() % 2 != 0)
        return error("'set' takes pairs: god-mode on|off, infinite-lives on|off");
      for (std::size_t i = 2; i + 1 < w.size(); i += 2) {
        const std::optional<bool> on = onOff(w[i + 1]);
        if ((w[i] != "god-mode" && w[i] != "infinite-lives") || !on)
          return error("bad 'set' pair '" + std::string(w[i]) + " " + std::string(w[i + 1]) +
                       "' (god-mode on|off, infinite-lives on|off)");
        (w[i] == "god-mode" ? change.godMode : change.infiniteLives) = *on;
      }
      rec.aidChanges.push_back(change);
      continue;
    }
    if (!rec.changes.empty() && *tick <= rec.changes.back().tick)
      return error("tick " + std::to_string(*tick) + " does not come after tick " +
                   std::to_string(rec.changes.back().tick) + " (ticks must strictly increase)");
    if (rec.length && *tick >= *rec.length)
      return error("tick " + std::to_string(*tick) + " is past the end of the recording (ticks " +
                   std::to_string(*rec.length) + ")");
    const std::size_t columns = w.size() - 1;
    if (columns == 0) return error("tick " + std::to_string(*tick) + " has no bits (use '-' for none)");
    if (columns > std::size_t(rec.players))
      return error("tick " + std::to_string(*tick) + " gives bits for " + std::to_string(columns) +
                   " players but the recording has " + std::to_string(rec.players) +
                   (rec.players == 1 ? " (add 'players 2' before the first input line)" : ""));
    InputChange change{*tick, {}};
    for (std::size_t p = 0; p < columns; ++p) {
      std::string why;
      auto bits = parseInputBits(w[p + 1], &why);
      if (!bits) return error("player " + std::to_string(p + 1) + ": " + why);
      change.input.player[p] = *bits;
    }
    rec.changes.push_back(change);
  }
  if (!headerSeen)
    return Error{file, "line 1",
                 "empty input recording (the first line must be '" + std::string(kInputRecordingHeader) +
                     " " + std::to_string(kInputRecordingVersion) + "')"};
  return rec;
}

std::string inputRecordingText(const InputRecording& rec) {
  std::string out = std::string(kInputRecordingHeader) + " " + std::to_string(rec.version()) + "\n";
  out += "# TICK P1";
  if (rec.players > 1) out += " P2";
  out += ": from TICK on, bits up down left right fire second switch ('-' for none)\n";
  if (rec.seed) out += "seed " + std::to_string(*rec.seed) + "\n";
  if (!rec.level.empty()) out += "level " + rec.level + "\n";
  out += "players " + std::to_string(rec.players) + "\n";
  if (rec.from) out += "from " + std::to_string(*rec.from) + "\n";
  if (rec.length) out += "ticks " + std::to_string(*rec.length) + "\n";
  if (rec.rank) {
    char text[32];
    auto [end, ec] = std::to_chars(text, text + sizeof text, *rec.rank, std::chars_format::fixed);  // shortest exact
    out += "rank " + std::string(text, ec == std::errc() ? end : text) + "\n";
  }
  auto onOffText = [](bool on) { return on ? std::string("on") : std::string("off"); };
  if (rec.godMode) out += "god-mode on\n";
  if (rec.infiniteLives) out += "infinite-lives on\n";
  if (rec.wholeGame) out += "game on\n";
  if (!rec.continueFrom.checkpoint.empty()) {
    const ContinuePoint& c = rec.continueFrom;
    out += "continue " + c.checkpoint + "\n";
    for (const std::string& r : c.reached) out += "continue-reached " + r + "\n";
    for (const auto& [name, on] : c.levers) out += "continue-lever " + name + " " + onOffText(on) + "\n";
    for (const auto& [name, offset] : c.doors) {
      char text[32];
      auto [end, ec] = std::to_chars(text, text + sizeof text, offset, std::chars_format::fixed);  // shortest exact
      out += "continue-door " + name + " " + std::string(text, ec == std::errc() ? end : text) + "\n";
    }
  }
  // Input and `set` lines merged in tick order (a `set` first at the same tick).
  std::size_t next = 0;
  auto setsUpTo = [&](std::int64_t tick) {
    for (; next < rec.aidChanges.size() && rec.aidChanges[next].tick <= tick; ++next) {
      const PlayOptions::AidChange& a = rec.aidChanges[next];
      out += std::to_string(a.tick) + "  set god-mode " + onOffText(a.godMode) + " infinite-lives " +
             onOffText(a.infiniteLives) + "\n";
    }
  };
  for (const InputChange& c : rec.changes) {
    setsUpTo(c.tick);
    out += std::to_string(c.tick);
    for (int p = 0; p < rec.players; ++p) out += "  " + inputBitsText(c.input.player[std::size_t(p)]);
    out += '\n';
  }
  setsUpTo(std::numeric_limits<std::int64_t>::max());
  return out;
}

Result<InputRecording> loadInputRecording(const std::string& path) {
  Result<std::string> text = readWholeFile(path);
  if (!text) return text.error();
  return parseInputRecording(*text, path);
}

Status saveInputRecording(const InputRecording& recording, const std::string& path) {
  return writeFileAtomically(path, inputRecordingText(recording));
}

void applyRecording(const InputRecording& recording, PlayOptions& options) {
  if (recording.seed) options.seed = *recording.seed;
  options.players = recording.players;
  if (recording.from && *recording.from > 0) {
    options.loopsFollowPreview = true;
    options.invulnerableUntilTick = *recording.from;
  }
  if (recording.rank) options.rank = *recording.rank;
  options.godMode = recording.godMode;
  options.infiniteLives = recording.infiniteLives;
  options.aidChanges = recording.aidChanges;
  options.continueFrom = recording.continueFrom;
  options.wholeGame = recording.wholeGame;
}

}  // namespace sw
