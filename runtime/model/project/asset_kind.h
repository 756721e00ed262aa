#pragma once
// What kind of asset a file is, by its extension: the kinds the Project dock, `info`
// and asset pickers group by.
#include <map>
#include <string>

#include "model/project/project.h"

namespace sw {

// "mesh", "image", "tileset", "snippet", "sound", or "other".
std::string assetKindOf(const std::string& path);

// Number of files of each kind under the project's asset folders.
std::map<std::string, int> countAssets(const Project& project);

}  // namespace sw
