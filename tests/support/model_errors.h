#pragma once
// Reading a model's errors in tests: all of them as text for a failure message, whether one
// names a place and says some words, and the errors of a project.json text.
#include <string>
#include <vector>

#include "core/error.h"
#include "model/project/project.h"
#include "model/io/project_io.h"

namespace sw::test {

// Every error on its own line ("file: where: message"), for QVERIFY2 messages.
inline std::string dump(const sw::Errors& errors) {
  std::string s;
  for (const auto& e : errors) s += e.toString() + "\n";
  return s;
}

// Whether an error at `where` (a JSON pointer) says `words`.
inline bool mentions(const sw::Errors& errors, const std::string& where, const std::string& words) {
  for (const auto& e : errors)
    if (e.where == where && e.message.find(words) != std::string::npos) return true;
  return false;
}

// The errors of reading `text` as a project.json (none when it reads).
inline sw::Errors projectErrors(const std::string& text) {
  sw::Project project;
  std::vector<std::string> levels;
  sw::Errors errors;
  if (sw::readProjectText(text, "project.json", project, levels, errors)) errors.clear();
  return errors;
}

}  // namespace sw::test
