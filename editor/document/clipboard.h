#pragma once
// Cut, copy and paste through the same JSON as the level files, on the system clipboard
// under our MIME type and as plain text, so objects travel between two running editors
// (and a text editor in between).
#include <QString>
#include <optional>
#include <string>

class QMimeData;

namespace sw::editor {

inline constexpr const char* kObjectsMimeType = "application/x-scrollwork-objects+json";

QMimeData* mimeDataForBundle(const std::string& bundleText);
// The bundle text on offer (our MIME type first, then plain text), or nothing.
std::optional<std::string> bundleTextFrom(const QMimeData* mime);

}  // namespace sw::editor
