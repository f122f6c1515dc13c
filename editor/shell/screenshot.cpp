// PNG output through stb_image_write (implementation provided by Debian's libstb).
#include "editor/shell/screenshot.h"

#include <stb_image_write.h>

#include <cstddef>
#include <stdexcept>
#include <string>

namespace hfg {

void writePngBottomUp(const std::filesystem::path& file, int width, int height,
                      const std::vector<std::uint8_t>& rgba) {
  if (width <= 0 || height <= 0)
    throw std::runtime_error(file.string() + ": cannot write an empty image");
  const auto rowBytes = static_cast<std::size_t>(width) * 4;
  const auto rows = static_cast<std::size_t>(height);
  if (rgba.size() != rowBytes * rows)
    throw std::runtime_error(file.string() + ": pixel buffer holds " + std::to_string(rgba.size()) +
                             " bytes, expected " + std::to_string(rowBytes * rows));
  // Flip here rather than with stbi_flip_vertically_on_write, which is global state.
  std::vector<std::uint8_t> topDown(rgba.size());
  for (std::size_t y = 0; y < rows; ++y) {
    const std::uint8_t* src = rgba.data() + (rows - 1 - y) * rowBytes;
    std::uint8_t* dst = topDown.data() + y * rowBytes;
    for (std::size_t i = 0; i < rowBytes; ++i) dst[i] = src[i];
    for (std::size_t i = 3; i < rowBytes; i += 4) dst[i] = 255;  // the window is opaque
  }
  if (!stbi_write_png(file.string().c_str(), width, height, 4, topDown.data(),
                      static_cast<int>(rowBytes)))
    throw std::runtime_error(file.string() + ": cannot write PNG");
}

}  // namespace hfg
