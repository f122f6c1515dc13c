// Writing a captured frame buffer to a PNG file.
#pragma once

#include <cstdint>
#include <filesystem>
#include <vector>

namespace hfg {

/// Writes `rgba` (width × height × 4 bytes, first row = bottom of the image, as glReadPixels
/// returns it) as an opaque PNG. Throws std::runtime_error naming the file on failure or when the
/// buffer size does not match.
void writePngBottomUp(const std::filesystem::path& file, int width, int height,
                      const std::vector<std::uint8_t>& rgba);

}  // namespace hfg
