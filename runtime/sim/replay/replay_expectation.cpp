#include "sim/replay/replay_expectation.h"

#include <cmath>
#include <filesystem>

#include "core/atomic_file.h"
#include "core/json_text.h"
#include "sim/replay/trail.h"

namespace sw {

namespace {

// Line and column (1-based; columns count characters, not UTF-8 bytes) of a byte offset.
std::pair<int, int> lineColumn(const std::string& text, std::size_t offset) {
  int line = 1, column = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
      ++column;
    }
  }
  return {line, column};
}

std::string describe(std::pair<int, int> lc) {
  return "line " + std::to_string(lc.first) + ", column " + std::to_string(lc.second);
}

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// The offset of a top-level key's value ("key": VALUE) in the text, or npos. Good enough
// for canonical and hand-written files; a key also used as a string value elsewhere only
// matches where a ':' follows it.
std::size_t valueOffset(const std::string& text, const std::string& key) {
  const std::string quoted = Json(key).dump();
  for (std::size_t at = text.find(quoted); at != std::string::npos; at = text.find(quoted, at + 1)) {
    std::size_t i = at + quoted.size();
    while (i < text.size() && isSpace(text[i])) ++i;
    if (i < text.size() && text[i] == ':') {
      ++i;
      while (i < text.size() && isSpace(text[i])) ++i;
      return i;
    }
  }
  return std::string::npos;
}

}  // namespace

std::string ReplayExpectation::whereIn(const Condition& condition, int column) const {
  if (!condition.line) return condition.where;
  return "line " + std::to_string(condition.line) + ", column " +
         std::to_string(condition.column + column - 1);
}

Result<ReplayExpectation> parseReplayExpectation(const std::string& text, const std::string& file) {
  if (text.size() > kMaxReplayExpectationBytes)
    return Error{file, "",
                 "the file is bigger than " + std::to_string(kMaxReplayExpectationBytes) + " bytes"};
  Errors errors;
  JsonReader reader{file, &errors};
  Json doc;
  if (!parseJsonText(text, doc, reader)) return errors.front();
  auto at = [&](const std::string& key, const std::string& pointer) {
    const std::size_t offset = valueOffset(text, key);
    return offset == std::string::npos ? pointer : describe(lineColumn(text, offset));
  };
  auto fail = [&](const std::string& key, const std::string& message) {
    return Error{file, at(key, "/" + key), message};
  };
  if (!doc.is_object())
    return Error{file, "/", "expected an object with formatVersion, ticks, hash, conditions"};
  const auto version = doc.find("formatVersion");
  if (version == doc.end()) return Error{file, "/", "missing required field 'formatVersion'"};
  if (!version->is_number_integer() || version->get<std::int64_t>() < 1)
    return fail("formatVersion", "expected a whole number of at least 1");
  if (version->get<std::int64_t>() > kReplayExpectationVersion)
    return fail("formatVersion", "formatVersion " + std::to_string(version->get<std::int64_t>()) +
                                     " is newer than this build reads (" +
                                     std::to_string(kReplayExpectationVersion) + ")");

  ReplayExpectation out;
  out.hashVersion = version->get<std::int64_t>() >= 2 ? 2 : 1;
  for (auto it = doc.begin(); it != doc.end(); ++it) {
    const std::string& key = it.key();
    const Json& value = it.value();
    if (key == "formatVersion") continue;
    if (key == "description") {
      if (!value.is_string()) return fail(key, "expected text");
      out.description = value.get<std::string>();
    } else if (key == "ticks") {
      // JSON has no NaN; a float, a negative or a huge number is refused here.
      if (!value.is_number_integer() || value.get<std::int64_t>() < 1 ||
          value.get<std::int64_t>() > kMaxReplayTicks)
        return fail(key, "expected a whole number of ticks from 1 to " + std::to_string(kMaxReplayTicks));
      out.ticks = value.get<std::int64_t>();
      out.ticksWhere = at(key, "/ticks");
    } else if (key == "hash") {
      const std::optional<std::uint64_t> hash =
          value.is_string() ? parseHashText(value.get<std::string>()) : std::nullopt;
      if (!hash) return fail(key, "expected a hash of 16 hex digits, as `scrollwork-cli run` prints it");
      out.hash = *hash;
      out.hashWhere = at(key, "/hash");
    } else if (key == "conditions") {
      if (!value.is_array()) return fail(key, "expected a list of conditions");
      if (value.size() > kMaxReplayConditions)
        return fail(key, "more than " + std::to_string(kMaxReplayConditions) + " conditions");
      std::size_t search = valueOffset(text, key);
      for (std::size_t i = 0; i < value.size(); ++i) {
        ReplayExpectation::Condition c;
        c.where = "/conditions/" + std::to_string(i);
        // Find the string as written (canonical escapes) after the previous one.
        if (value[i].is_string() && search != std::string::npos) {
          const std::size_t found = text.find(value[i].dump(), search);
          if (found != std::string::npos) {
            std::tie(c.line, c.column) = lineColumn(text, found + 1);  // inside the quote
            c.where = describe({c.line, c.column});
            search = found + value[i].dump().size();
          }
        }
        if (!value[i].is_string()) return Error{file, c.where, "expected a condition as text"};
        c.text = value[i].get<std::string>();
        int column = 1;
        std::string problem;
        std::optional<ReplayConditionText> parsed = parseReplayCondition(c.text, &column, &problem);
        if (!parsed) return Error{file, out.whereIn(c, column), problem};
        c.parsed = std::move(*parsed);
        if (c.parsed.when != ReplayWhen::End && c.parsed.tick > kMaxReplayTicks)
          return Error{file, c.where,
                       "tick " + std::to_string(c.parsed.tick) + " is past the longest run (" +
                           std::to_string(kMaxReplayTicks) + " ticks)"};
        out.conditions.push_back(std::move(c));
      }
    } else {
      return fail(key,
                  "unknown field '" + key + "' (known: formatVersion, description, ticks, hash, conditions)");
    }
  }
  return out;
}

Result<ReplayExpectation> loadReplayExpectation(const std::string& path) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > kMaxReplayExpectationBytes)
    return Error{path, "",
                 "the file is bigger than " + std::to_string(kMaxReplayExpectationBytes) + " bytes"};
  Result<std::string> text = readWholeFile(path);
  if (!text) return text.error();
  return parseReplayExpectation(*text, path);
}

std::string replayExpectationText(const ReplayExpectation& expectation) {
  // Written by hand rather than by toCanonicalText, which would put a short list on one
  // line: one condition per line keeps diffs and failure lines pointing at one condition.
  // Version 1 and 2 differ only in which state hash "hash" holds: write the one that says so.
  const int version = expectation.hashVersion >= 2 ? kReplayExpectationVersion : 1;
  std::string out = "{\n  \"formatVersion\": " + std::to_string(version);
  if (!expectation.description.empty())
    out += ",\n  \"description\": " + Json(expectation.description).dump();
  if (expectation.ticks) out += ",\n  \"ticks\": " + std::to_string(*expectation.ticks);
  if (expectation.hash) out += ",\n  \"hash\": \"" + hashText(*expectation.hash) + "\"";
  if (!expectation.conditions.empty()) {
    out += ",\n  \"conditions\": [";
    for (std::size_t i = 0; i < expectation.conditions.size(); ++i)
      out += std::string(i ? "," : "") + "\n    " + Json(expectation.conditions[i].text).dump();
    out += "\n  ]";
  }
  return out + "\n}\n";
}

Status saveReplayExpectation(const ReplayExpectation& expectation, const std::string& path) {
  return writeFileAtomically(path, replayExpectationText(expectation));
}

}  // namespace sw
