// Event -> cue rows (event_sounds.h).
#include "model/sound/event_sounds.h"

#include <sstream>

namespace sw {
namespace {

std::string trimmed(std::string_view s) {
  const auto b = s.find_first_not_of(" \t");
  if (b == std::string_view::npos) return {};
  const auto e = s.find_last_not_of(" \t");
  return std::string(s.substr(b, e - b + 1));
}

}  // namespace

EventSoundParse parseEventSound(std::string_view line) {
  const auto arrow = line.find("->");
  if (arrow == std::string_view::npos) return {std::nullopt, "expected 'EVENT [SUBJECT] -> CUE'"};
  EventSound row;
  row.cue = trimmed(line.substr(arrow + 2));
  if (row.cue.empty()) return {std::nullopt, "no cue after '->'"};
  if (row.cue.find_first_of(" \t") != std::string::npos) return {std::nullopt, "a cue name is one word: '" + row.cue + "'"};
  std::istringstream words{std::string(line.substr(0, arrow))};
  std::string extra;
  words >> row.event >> row.subject >> extra;
  if (row.event.empty()) return {std::nullopt, "no event before '->'"};
  if (!extra.empty()) return {std::nullopt, "expected 'EVENT [SUBJECT] -> CUE', found more words before '->'"};
  return {row, {}};
}

std::string eventSoundText(const EventSound& row) {
  return row.event + (row.subject.empty() ? "" : " " + row.subject) + " -> " + row.cue;
}

std::optional<std::string> renameCueInRow(const std::string& line, const std::string& from, const std::string& to) {
  auto parsed = parseEventSound(line);
  if (!parsed.row || parsed.row->cue != from) return std::nullopt;
  parsed.row->cue = to;
  return eventSoundText(*parsed.row);
}

EventSoundTable::EventSoundTable(const std::vector<std::string>& lines) {
  for (const auto& line : lines)
    if (auto parsed = parseEventSound(line); parsed.row) rows_.push_back(std::move(*parsed.row));
}

const std::string* EventSoundTable::cueFor(std::string_view kind, std::string_view subject) const {
  const std::string* general = nullptr;
  for (const auto& row : rows_) {
    if (row.event != kind) continue;
    if (row.subject.empty()) {
      if (!general) general = &row.cue;
    } else if (!subject.empty() && row.subject == subject) {
      return &row.cue;
    }
  }
  return general;
}

}  // namespace sw
