// Product file naming.
#include "maps/import/import_paths.h"

#include <filesystem>

#include "maps/map_error.h"

namespace hfg::maps {

std::string productPath(const std::string& outputDirectory, const std::string& sourcePath,
                        const std::string& suffix) {
  if (outputDirectory.empty()) throw MapError("no output folder given for " + sourcePath);
  std::error_code ec;
  std::filesystem::create_directories(outputDirectory, ec);
  if (ec)
    throw MapError(outputDirectory + ": cannot create the output folder (" + ec.message() + ")");
  return (std::filesystem::path(outputDirectory) /
          (std::filesystem::path(sourcePath).stem().string() + suffix))
      .string();
}

}  // namespace hfg::maps
