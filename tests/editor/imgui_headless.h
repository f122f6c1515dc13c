// A Dear ImGui context without a platform or renderer backend, for drawing panels in tests.
#pragma once

#include <SDL_scancode.h>
#include <imgui.h>

#include "editor/shell/fonts.h"

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
    // As imgui_impl_opengl3 sets on GL 3.2+: draw lists may pass 65 536 vertices.
    io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
    // The named keys as imgui_impl_sdl 1.86 maps them: io.KeysDown is indexed by SDL scancode.
    io.KeyMap[ImGuiKey_Tab] = SDL_SCANCODE_TAB;
    io.KeyMap[ImGuiKey_LeftArrow] = SDL_SCANCODE_LEFT;
    io.KeyMap[ImGuiKey_RightArrow] = SDL_SCANCODE_RIGHT;
    io.KeyMap[ImGuiKey_UpArrow] = SDL_SCANCODE_UP;
    io.KeyMap[ImGuiKey_DownArrow] = SDL_SCANCODE_DOWN;
    io.KeyMap[ImGuiKey_Delete] = SDL_SCANCODE_DELETE;
    io.KeyMap[ImGuiKey_Backspace] = SDL_SCANCODE_BACKSPACE;
    io.KeyMap[ImGuiKey_Enter] = SDL_SCANCODE_RETURN;
    io.KeyMap[ImGuiKey_Escape] = SDL_SCANCODE_ESCAPE;
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
