// Copies the primitives of one ImGui draw list into another, moved by an offset (headless pictures).
#pragma once

#include <imgui.h>

namespace hfg {

/// Appends every command of `source` to `target`: its vertices moved by `offsetPixels`, its
/// textures kept, each clip rectangle moved too and cut to `target`'s current one. The CPU
/// stand-in for drawing a picture rendered offscreen (static_map_layer.h) when there is no GPU.
void appendDrawList(ImDrawList& target, const ImDrawList& source, ImVec2 offsetPixels);

}  // namespace hfg
