// Shared steps of the Xvfb screenshot tests: is xvfb-run here, and what does the PNG hold.
#pragma once

#include <stb_image.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <set>
#include <vector>

namespace hfg::test {

/// The X server wrapper and screen every screenshot test runs the editor under.
inline const char* const kXvfbRun = "xvfb-run -a -s '-screen 0 1600x1000x24' ";

/// A PNG read as 8-bit RGB; `rgb` is empty when the file could not be read.
struct RgbImage {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> rgb;
};

inline RgbImage loadRgbPng(const std::filesystem::path& png) {
  RgbImage image;
  int channels = 0;
  unsigned char* px = stbi_load(png.string().c_str(), &image.width, &image.height, &channels, 3);
  if (!px) return image;
  image.rgb.assign(
      px, px + 3 * static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height));
  stbi_image_free(px);
  return image;
}

/// How many different colours the image uses: a cleared buffer has one.
inline std::size_t distinctColours(const RgbImage& image) {
  std::set<std::uint32_t> colours;
  for (std::size_t i = 0; i + 2 < image.rgb.size(); i += 3)
    colours.insert(static_cast<std::uint32_t>(image.rgb[i]) << 16 |
                   static_cast<std::uint32_t>(image.rgb[i + 1]) << 8 | image.rgb[i + 2]);
  return colours.size();
}

}  // namespace hfg::test
