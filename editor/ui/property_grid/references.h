#pragma once
// What a reference may point at, and whether it points at something: the assets of a
// kind ("tile": the project's tile definitions; "mesh", "image", ...: files under the
// project's asset folders with a matching extension). Object references: GridTarget.
#include <QString>
#include <QStringList>
#include <optional>
#include <string>

#include "model/project/project.h"

namespace sw::editor::grid {

// Choices for an asset reference of `assetKind`, sorted; files as project-relative
// paths with '/' separators.
QStringList assetChoices(const sw::Project& project, const std::string& assetKind);

// Why `value` does not resolve ("No tile definition named 'x'", "File not found: ..."),
// or nothing when it does or is empty. File references of a project without a folder are
// not checked: there is nothing to resolve them against yet.
std::optional<QString> brokenAsset(const sw::Project& project, const std::string& assetKind,
                                   const std::string& value);

}  // namespace sw::editor::grid
