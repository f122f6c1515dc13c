// A draw list rendered once into an OpenGL texture through a framebuffer object (the map picture).
#include <SDL.h>
#include <SDL_opengl.h>
#include <backends/imgui_impl_opengl3.h>

#include <cmath>
#include <cstdint>

#include "editor/shell/gl_texture.h"

namespace hfg {
namespace {

// Framebuffer objects are GL 3.0: not in the GL 1.1 headers' prototypes, so looked up once from
// the current context.
struct FramebufferCalls {
  PFNGLGENFRAMEBUFFERSPROC gen = nullptr;
  PFNGLDELETEFRAMEBUFFERSPROC remove = nullptr;
  PFNGLBINDFRAMEBUFFERPROC bind = nullptr;
  PFNGLFRAMEBUFFERTEXTURE2DPROC attach = nullptr;
  PFNGLCHECKFRAMEBUFFERSTATUSPROC status = nullptr;
  bool ok() const { return gen && remove && bind && attach && status; }
};

template <typename Fn>
Fn lookUp(const char* name) {
  return reinterpret_cast<Fn>(SDL_GL_GetProcAddress(name));
}

const FramebufferCalls& framebufferCalls() {
  static const FramebufferCalls calls{
      lookUp<PFNGLGENFRAMEBUFFERSPROC>("glGenFramebuffers"),
      lookUp<PFNGLDELETEFRAMEBUFFERSPROC>("glDeleteFramebuffers"),
      lookUp<PFNGLBINDFRAMEBUFFERPROC>("glBindFramebuffer"),
      lookUp<PFNGLFRAMEBUFFERTEXTURE2DPROC>("glFramebufferTexture2D"),
      lookUp<PFNGLCHECKFRAMEBUFFERSTATUSPROC>("glCheckFramebufferStatus")};
  return calls;
}

GLuint textureName(ImTextureID texture) {
  return static_cast<GLuint>(reinterpret_cast<std::uintptr_t>(texture));
}

// `reuse` when it has the size, else a new RGBA8 texture; nearest filtering, since the picture is
// drawn pixel for pixel. `reuse` is the caller's: never freed here (gl_texture.h).
GLuint targetTexture(ImTextureID reuse, int width, int height) {
  GLuint id = textureName(reuse);
  if (id != 0) {
    GLint w = 0, h = 0;
    glBindTexture(GL_TEXTURE_2D, id);
    glGetTexLevelParameteriv(GL_TEXTURE_2D, 0, GL_TEXTURE_WIDTH, &w);
    glGetTexLevelParameteriv(GL_TEXTURE_2D, 0, GL_TEXTURE_HEIGHT, &h);
    if (w == width && h == height) return id;
  }
  glGenTextures(1, &id);
  glBindTexture(GL_TEXTURE_2D, id);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
  return id;
}

}  // namespace

int maxTextureSideWithOpenGl() {
  // Queried once: it is fixed for the context (the editor has one).
  static const int side = [] {
    GLint value = 0;
    glGetIntegerv(GL_MAX_TEXTURE_SIZE, &value);
    return value > 0 ? static_cast<int>(value) : 0;
  }();
  return side;
}

ImTextureID renderDrawListWithOpenGl(const ImDrawList& drawList, ImVec2 originPixels,
                                     ImVec2 sizePixels, ImVec2 framebufferScale,
                                     ImTextureID reuse) {
  const FramebufferCalls& fb = framebufferCalls();
  const int width = static_cast<int>(std::lround(sizePixels.x * framebufferScale.x));
  const int height = static_cast<int>(std::lround(sizePixels.y * framebufferScale.y));
  const int maxSide = maxTextureSideWithOpenGl();
  // Null (the caller splices the list instead) rather than a texture GL cannot make.
  if (!fb.ok() || width <= 0 || height <= 0 || width > maxSide || height > maxSide) return nullptr;
  // imgui_impl_opengl3 makes its shader lazily in ImGui_ImplOpenGL3_NewFrame: without it the
  // render below would draw nothing, and that blank picture would be kept. Its NewFrame only
  // makes what is missing, so calling it here guards a picture made before the first frame's.
  if (!ImGui::GetIO().BackendRendererUserData) return nullptr;  // the backend is not initialised
  ImGui_ImplOpenGL3_NewFrame();

  // Read and draw framebuffers are bound apart (a blit may leave them different): both restored.
  GLint lastTexture = 0, lastReadFramebuffer = 0, lastDrawFramebuffer = 0;
  GLint lastViewport[4] = {0, 0, 0, 0};
  glGetIntegerv(GL_VIEWPORT, lastViewport);
  glGetIntegerv(GL_TEXTURE_BINDING_2D, &lastTexture);
  glGetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &lastReadFramebuffer);
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &lastDrawFramebuffer);
  const GLuint texture = targetTexture(reuse, width, height);
  GLuint framebuffer = 0;
  fb.gen(1, &framebuffer);
  fb.bind(GL_FRAMEBUFFER, framebuffer);
  fb.attach(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture, 0);
  // An incomplete framebuffer (a driver that cannot render to RGBA8 of this size) renders
  // nothing: null, and the picture is spliced instead.
  const bool complete = fb.status(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
  if (complete) {
    GLfloat lastClear[4] = {0, 0, 0, 0};
    glGetFloatv(GL_COLOR_CLEAR_VALUE, lastClear);
    const GLboolean scissor = glIsEnabled(GL_SCISSOR_TEST);
    glDisable(GL_SCISSOR_TEST);
    glViewport(0, 0, width, height);
    glClearColor(0, 0, 0, 0);
    glClear(GL_COLOR_BUFFER_BIT);
    glClearColor(lastClear[0], lastClear[1], lastClear[2], lastClear[3]);
    if (scissor) glEnable(GL_SCISSOR_TEST);
    // One list as its own draw data, its display rectangle the picture's.
    ImDrawList* lists[] = {const_cast<ImDrawList*>(&drawList)};
    ImDrawData data;
    data.Valid = true;
    data.CmdLists = lists;
    data.CmdListsCount = 1;
    data.TotalVtxCount = drawList.VtxBuffer.Size;
    data.TotalIdxCount = drawList.IdxBuffer.Size;
    data.DisplayPos = originPixels;
    data.DisplaySize = sizePixels;
    data.FramebufferScale = framebufferScale;
    ImGui_ImplOpenGL3_RenderDrawData(&data);  // restores the GL state it changes
  }
  fb.bind(GL_READ_FRAMEBUFFER, static_cast<GLuint>(lastReadFramebuffer));
  fb.bind(GL_DRAW_FRAMEBUFFER, static_cast<GLuint>(lastDrawFramebuffer));
  fb.remove(1, &framebuffer);
  glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(lastTexture));
  glViewport(lastViewport[0], lastViewport[1], lastViewport[2], lastViewport[3]);
  if (!complete) {
    // Only a texture made here is freed; a lent `reuse` stays the caller's to release.
    if (texture != textureName(reuse)) glDeleteTextures(1, &texture);
    return nullptr;
  }
  return reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(texture));
}

}  // namespace hfg
