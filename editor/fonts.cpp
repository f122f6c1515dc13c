// Font selection with a fallback, so a machine without DejaVu still gets a readable size.
#include "editor/fonts.h"

#include <imgui.h>

#include <filesystem>

namespace hfg {

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
    if (io.Fonts->AddFontFromFileTTF(path, sizePixels, &config)) return {path, sizePixels};
  }
  ImFontConfig config;
  config.SizePixels = sizePixels;
  io.Fonts->AddFontDefault(&config);
  return {"", sizePixels};
}

}  // namespace hfg
