// Loading the editor's UI font: DejaVu Sans when installed, else Dear ImGui's built-in font.
#pragma once

#include <string>

struct ImGuiIO;

namespace hfg {

/// Which font ended up in the atlas.
struct FontChoice {
  std::string path;  ///< the TTF file, or "" for the built-in font
  float sizePixels = 0;
};

/// Adds the UI font to `io.Fonts` (call before the atlas is built). Tries DejaVu Sans in the usual
/// Debian locations; falls back to the built-in font at the same pixel size.
FontChoice loadEditorFont(ImGuiIO& io, float sizePixels = 16.0f);

}  // namespace hfg
