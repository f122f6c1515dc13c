// File names of the products an importer writes beside each other in the output folder.
#pragma once

#include <string>

namespace hfg::maps {

/// "<outputDirectory>/<stem of source><suffix>", creating the folder; throws MapError if it cannot.
std::string productPath(const std::string& outputDirectory, const std::string& sourcePath,
                        const std::string& suffix);

}  // namespace hfg::maps
