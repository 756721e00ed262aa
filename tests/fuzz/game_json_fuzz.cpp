// Fuzz target: game.json's text (readGameRulesText). Rules that read are written back
// out, and that text must read again to the same text.
#include <cstdio>
#include <cstdlib>

#include "fuzz_support.h"
#include "model/project/game_rules_json.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  sw::GameRulesAsset rules;
  sw::Errors errors;
  if (!sw::readGameRulesText(text, "game.json", rules, errors)) return 0;
  const std::string saved = sw::gameRulesText(rules);
  sw::GameRulesAsset again;
  sw::Errors againErrors;
  if (!sw::readGameRulesText(saved, "game.json", again, againErrors) || sw::gameRulesText(again) != saved) {
    std::fprintf(stderr, "saved game rules do not read back the same:\n%s\n", saved.c_str());
    std::abort();
  }
  return 0;
}
