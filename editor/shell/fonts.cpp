// Font selection with a fallback, so a machine without DejaVu still gets a readable size.
#include "editor/shell/fonts.h"

#include <imgui.h>

#include <filesystem>

namespace hfg {

namespace {
// Place names need more than Latin-1: Czech (ř, ů, Č), Polish (ł), Hungarian (ő) and the
// typographic dashes and quotes of historical names. The array must outlive the atlas.
const ImWchar kGlyphRanges[] = {
    0x0020, 0x00FF,  // Basic Latin and Latin-1
    0x0100, 0x017F,  // Latin Extended-A
    0x0180, 0x024F,  // Latin Extended-B
    0x2010, 0x205E,  // General punctuation: dashes, quotes, ellipsis
    0x2190, 0x21FF,  // Arrows
    0,
};
}  // namespace

FontChoice loadEditorFont(ImGuiIO& io, float sizePixels) {
  static constexpr const char* kCandidates[] = {
      "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
      "/usr/share/fonts/TTF/DejaVuSans.ttf",
      "/usr/share/fonts/dejavu/DejaVuSans.ttf",
  };
  for (const char* path : kCandidates) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) continue;
    ImFontConfig config;
    config.OversampleH = 2;
    if (io.Fonts->AddFontFromFileTTF(path, sizePixels, &config, kGlyphRanges))
      return {path, sizePixels};
  }
  ImFontConfig config;
  config.SizePixels = sizePixels;
  io.Fonts->AddFontDefault(&config);
  return {"", sizePixels};
}

}  // namespace hfg
