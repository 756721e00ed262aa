#pragma once
// Reading the line-based text files (input recordings, trails, snippets): lines numbered
// from 1 for the errors, words split at blanks, hex digits.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace sw {

// for (LineReader lines(text); lines.next();) use(lines.line());
class LineReader {
 public:
  explicit LineReader(std::string_view text) : text_(text) {}
  // Steps to the next line; false after the last. A final line without '\n' counts.
  bool next();
  // The line without its '\n' and a '\r' before it.
  std::string_view line() const { return line_; }
  std::size_t number() const { return number_; }
  // "line N", as errors name the place.
  std::string where() const { return "line " + std::to_string(number_); }

 private:
  std::string_view text_;
  std::string_view line_;
  std::size_t pos_ = 0;
  std::size_t number_ = 0;
};

bool isBlank(char c);  // space, tab or '\r'
std::string_view trimBlanks(std::string_view s);
// The blank-separated words of `s`, in order; none for a blank line.
std::vector<std::string_view> words(std::string_view s);
// 0..15 for 0-9, a-f, A-F; -1 for anything else.
int hexDigit(char c);

}  // namespace sw
