// lineOfPointer (bullet_pattern_json.h): a small JSON scanner that walks the text the way
// a JSON pointer walks the document, so an editor can put a problem on its line. nlohmann
// keeps no positions, hence this. It only needs to follow well-formed JSON; anything else
// gives 0. Depth-limited so odd text cannot overflow the stack.
#include <string>
#include <vector>

#include "model/patterns/bullet_pattern_json.h"

namespace sw {

namespace {

class Locator {
 public:
  Locator(const std::string& text, std::vector<std::string> tokens) : s_(text), want_(std::move(tokens)) {}

  int run() {
    value(0);
    return found_;
  }

 private:
  void skip() {
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\r' || s_[pos_] == '\n')) {
      if (s_[pos_] == '\n') ++line_;
      ++pos_;
    }
  }
  bool string(std::string* out) {
    if (pos_ >= s_.size() || s_[pos_] != '"') return false;
    ++pos_;
    while (pos_ < s_.size() && s_[pos_] != '"') {
      if (s_[pos_] == '\\' && pos_ + 1 < s_.size()) {
        if (out) out->push_back(s_[pos_ + 1]);  // escapes are rare in keys; close enough
        pos_ += 2;
        continue;
      }
      if (s_[pos_] == '\n') ++line_;
      if (out) out->push_back(s_[pos_]);
      ++pos_;
    }
    if (pos_ >= s_.size()) return false;
    ++pos_;
    return true;
  }
  // `matched`: how many pointer tokens the path to this value matches so far.
  bool value(std::size_t matched, bool onPath = true) {
    if (found_ || ++depth_ > 512) return false;
    skip();
    if (onPath && matched == want_.size()) {
      if (pos_ < s_.size()) found_ = line_;  // the text ends before the value: not there
      return false;
    }
    if (pos_ >= s_.size()) return false;
    const char c = s_[pos_];
    bool ok = true;
    if (c == '{') {
      ++pos_;
      skip();
      if (pos_ < s_.size() && s_[pos_] == '}') {
        ++pos_;
      } else {
        for (;;) {
          skip();
          std::string key;
          if (!string(&key)) return false;
          skip();
          if (pos_ >= s_.size() || s_[pos_] != ':') return false;
          ++pos_;
          const bool next = onPath && matched < want_.size() && want_[matched] == key;
          if (!value(next ? matched + 1 : matched, next)) return false;
          skip();
          if (pos_ < s_.size() && s_[pos_] == ',') { ++pos_; continue; }
          if (pos_ < s_.size() && s_[pos_] == '}') { ++pos_; break; }
          return false;
        }
      }
    } else if (c == '[') {
      ++pos_;
      skip();
      if (pos_ < s_.size() && s_[pos_] == ']') {
        ++pos_;
      } else {
        for (std::size_t i = 0;; ++i) {
          const bool next = onPath && matched < want_.size() && want_[matched] == std::to_string(i);
          if (!value(next ? matched + 1 : matched, next)) return false;
          skip();
          if (pos_ < s_.size() && s_[pos_] == ',') { ++pos_; continue; }
          if (pos_ < s_.size() && s_[pos_] == ']') { ++pos_; break; }
          return false;
        }
      }
    } else if (c == '"') {
      ok = string(nullptr);
    } else {
      const std::size_t start = pos_;
      while (pos_ < s_.size() && s_[pos_] != ',' && s_[pos_] != '}' && s_[pos_] != ']' && s_[pos_] != ' ' &&
             s_[pos_] != '\n' && s_[pos_] != '\r' && s_[pos_] != '\t')
        ++pos_;
      ok = pos_ > start;
    }
    --depth_;
    return ok && !found_;
  }

  const std::string& s_;
  std::vector<std::string> want_;
  std::size_t pos_ = 0;
  int line_ = 1, depth_ = 0, found_ = 0;
};

std::vector<std::string> tokens(const std::string& pointer) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < pointer.size()) {
    if (pointer[i] != '/') return {};
    std::size_t next = pointer.find('/', i + 1);
    if (next == std::string::npos) next = pointer.size();
    std::string t = pointer.substr(i + 1, next - i - 1);
    for (std::size_t k = 0; (k = t.find("~1", k)) != std::string::npos;) t.replace(k, 2, "/");
    for (std::size_t k = 0; (k = t.find("~0", k)) != std::string::npos;) t.replace(k, 2, "~");
    out.push_back(std::move(t));
    i = next;
  }
  return out;
}

}  // namespace

int lineOfPointer(const std::string& text, const std::string& pointer) {
  if (pointer == "/" || pointer.empty()) return text.empty() ? 0 : 1;
  return Locator(text, tokens(pointer)).run();
}

}  // namespace sw
