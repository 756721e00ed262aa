#pragma once
// Expected failures (bad file, missing asset, bad value) travel as values, never as
// exceptions across layers. Every error names the file and the place inside it.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace sw {

struct Error {
  std::string file;     // path as the user gave it; empty when not file-related
  std::string where;    // JSON pointer ("/tileDefs/2/mesh"), "line 3, column 7", or an object name
  std::string message;  // what is wrong, in plain words

  // "file: where: message", the form validate prints, one line per problem.
  std::string toString() const;
};

using Errors = std::vector<Error>;

// A name as messages show it (not `quoted`: std::quoted of <iomanip> would be found too): 'boss_wave'.
inline std::string quotedName(std::string_view name) { return "'" + std::string(name) + "'"; }

template <class T>
class Result {
 public:
  Result(T value) : data_(std::move(value)) {}
  Result(Error error) : data_(std::move(error)) {}

  bool ok() const { return std::holds_alternative<T>(data_); }
  explicit operator bool() const { return ok(); }
  T& value() { return std::get<T>(data_); }
  const T& value() const { return std::get<T>(data_); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() { return value(); }
  const Error& error() const { return std::get<Error>(data_); }

 private:
  std::variant<T, Error> data_;
};

// For operations that return nothing on success.
class Status {
 public:
  Status() = default;
  Status(Error error) : error_(std::move(error)) {}
  static Status success() { return {}; }
  bool ok() const { return !error_; }
  explicit operator bool() const { return ok(); }
  const Error& error() const { return *error_; }

 private:
  std::optional<Error> error_;
};

}  // namespace sw
