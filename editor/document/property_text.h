#pragma once
// The words of the property descriptions as users read them: labels, categories, kind
// names and enum choices are written once in the Qt-free model (in English) and
// translated here under the context "Property". property_text.cpp lists them for
// lupdate; a test fails when a description gains a word that is not listed. They live
// with the document because the edit focus names what it holds in the same words as the
// grid's rows ("3 Markers").
#include <QString>
#include <string>
#include <vector>

namespace sw::editor::grid {

// A label or category ("Position", "Transform"), translated.
QString propertyText(const std::string& english);
// "playerEnters" -> "Player Enters", "show_in_game" -> "Show In Game", "HUD" -> "HUD".
QString readableName(const std::string& identifier);
// A kind or enum identifier ("playerEnters", "Marker") as readable, translated words.
QString readableText(const std::string& identifier);

// Every English text listed for translation (for the completeness test).
const std::vector<const char*>& listedPropertyTexts();

}  // namespace sw::editor::grid
