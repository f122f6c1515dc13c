// OpenGL texture upload for background layers (GL 1.1 entry points, present in a 3.2 core context).
#include "editor/shell/gl_texture.h"

#include <SDL_opengl.h>

#include <cstdint>

namespace hfg {

TextureBackend openGlTextureBackend() {
  TextureBackend backend;
  backend.upload = [](int width, int height, const std::uint8_t* rgba) -> ImTextureID {
    GLuint id = 0;
    glGenTextures(1, &id);
    glBindTexture(GL_TEXTURE_2D, id);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
    // imgui_impl_opengl3 takes the texture name as the ImTextureID.
    return reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(id));
  };
  backend.release = [](ImTextureID texture) {
    const auto id = static_cast<GLuint>(reinterpret_cast<std::uintptr_t>(texture));
    if (id != 0) glDeleteTextures(1, &id);
  };
  backend.renderDrawList = renderDrawListWithOpenGl;
  backend.maxTextureSidePixels = maxTextureSideWithOpenGl;
  return backend;
}

}  // namespace hfg
