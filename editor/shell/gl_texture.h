// The map layers' OpenGL side: RGBA pixels uploaded, draw lists rendered, textures freed.
#pragma once

#include <cstdint>
#include <functional>

#include <imgui.h>

namespace hfg {

/// Uploads and frees textures for ImGui draw lists. The default one calls OpenGL (a GL 3.2 core
/// context must be current); tests pass their own so no GL context is needed.
struct TextureBackend {
  /// Returns the texture for `width` x `height` RGBA pixels (row-major, top row first).
  std::function<ImTextureID(int width, int height, const std::uint8_t* rgba)> upload;
  std::function<void(ImTextureID)> release;
  /// Renders `drawList` (screen pixels; the part from `originPixels` to `originPixels` +
  /// `sizePixels`) into a texture of that size times `framebufferScale`, and returns it, or null
  /// when it cannot. Its rows run bottom-up as OpenGL's, so it is drawn with v = 1 at the top.
  /// `reuse` (may be null) is a texture from an earlier call, only lent: it is drawn into again
  /// and returned when it has the size, else left alone. The caller owns every texture it gets
  /// (StaticMapLayer frees `reuse` with `release` when a different one or null comes back); a
  /// texture the call made and could not render into it frees itself. Empty: no offscreen
  /// rendering (headless).
  std::function<ImTextureID(const ImDrawList& drawList, ImVec2 originPixels, ImVec2 sizePixels,
                            ImVec2 framebufferScale, ImTextureID reuse)>
      renderDrawList;
  /// The largest texture side the renderer takes (GL_MAX_TEXTURE_SIZE); empty or 0: no limit
  /// known. Pictures are made no larger.
  std::function<int()> maxTextureSidePixels;
};

/// glGenTextures / glTexImage2D with linear filtering and clamped edges; glDeleteTextures; and
/// draw lists rendered through a framebuffer object by imgui_impl_opengl3 (gl_draw_list_target).
TextureBackend openGlTextureBackend();

/// The renderDrawList of openGlTextureBackend: a GL 3.2 context and imgui_impl_opengl3 must be
/// initialised (ImGui_ImplOpenGL3_Init; null otherwise). The backend makes its shader lazily in
/// ImGui_ImplOpenGL3_NewFrame, so a render before the first NewFrame would leave a blank
/// picture; this calls NewFrame itself first (it only makes what is missing). Null, too, when a
/// side exceeds GL_MAX_TEXTURE_SIZE or the framebuffer is incomplete. Saves and restores the
/// read and draw framebuffer bindings, the 2D texture binding, the viewport and the clear colour.
ImTextureID renderDrawListWithOpenGl(const ImDrawList& drawList, ImVec2 originPixels,
                                     ImVec2 sizePixels, ImVec2 framebufferScale, ImTextureID reuse);
/// GL_MAX_TEXTURE_SIZE, queried once (the context must be current); openGlTextureBackend's
/// maxTextureSidePixels.
int maxTextureSideWithOpenGl();

}  // namespace hfg
