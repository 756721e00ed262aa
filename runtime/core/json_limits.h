#pragma once
// Limits every reader of our JSON files keeps (json_text.cpp checks them before parsing).

namespace sw {

// Arrays and objects nested deeper than this are refused: the code that walks a document
// (and nlohmann::json's own copies) recurses once per level.
inline constexpr int kMaxJsonDepth = 200;

}  // namespace sw
