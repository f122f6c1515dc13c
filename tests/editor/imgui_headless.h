// A Dear ImGui context without a platform or renderer backend, for drawing panels in tests.
#pragma once

#include <imgui.h>

#include "editor/fonts.h"

namespace hfg::test {

/// Creates the context, sets a display size and builds the font atlas; destroys it on exit.
class ImGuiHeadless {
 public:
  explicit ImGuiHeadless(float width = 1600, float height = 1000) {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.LogFilename = nullptr;
    io.DisplaySize = {width, height};
    io.DeltaTime = 1.0f / 60.0f;
    loadEditorFont(io, 16.0f);
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  }
  ~ImGuiHeadless() { ImGui::DestroyContext(); }
  ImGuiHeadless(const ImGuiHeadless&) = delete;
  ImGuiHeadless& operator=(const ImGuiHeadless&) = delete;

  /// Runs one frame around `draw` and returns the draw data.
  template <typename Draw>
  ImDrawData& frame(Draw&& draw) {
    ImGui::NewFrame();
    draw();
    ImGui::Render();
    return *ImGui::GetDrawData();
  }
};

}  // namespace hfg::test
