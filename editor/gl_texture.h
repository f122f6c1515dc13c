// The only OpenGL calls of the editor's map layers: uploading RGBA pixels as a texture and freeing it.
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
};

/// glGenTextures / glTexImage2D with linear filtering and clamped edges; glDeleteTextures.
TextureBackend openGlTextureBackend();

}  // namespace hfg
