// Static map picture: painted with a margin when its key changes or the view leaves it, else reused.
#include "editor/map/static_map_layer.h"

#include <algorithm>
#include <cmath>

#include "editor/shell/draw_list_splice.h"

namespace hfg {
namespace {

ImVec2 toIm(Vec2 v) { return {static_cast<float>(v.x), static_cast<float>(v.y)}; }

Vec2 wholePixels(Vec2 v) { return {std::round(v.x), std::round(v.y)}; }

// The margin on one axis: a fraction of the canvas, less when the picture would be too large.
double marginPixels(double sizePixels, double scale, double maxSidePixels) {
  const double wanted = std::round(sizePixels * StaticMapLayer::kMarginFraction);
  const double room = std::floor((maxSidePixels / std::max(scale, 1.0) - sizePixels) / 2);
  return std::max(0.0, std::min(wanted, room));
}

}  // namespace

StaticMapLayer::StaticMapLayer(TextureBackend backend) : m_backend(std::move(backend)) {}

StaticMapLayer::~StaticMapLayer() { releaseTexture(); }

void StaticMapLayer::releaseTexture() {
  if (m_texture && m_backend.release) m_backend.release(m_texture);
  m_texture = nullptr;
}

void StaticMapLayer::setBackend(TextureBackend backend) {
  releaseTexture();
  m_backend = std::move(backend);
  m_maxSidePixels = 0;  // the new backend is asked at the next picture
  invalidate();
}

double StaticMapLayer::maxSidePixels() {
  if (m_maxSidePixels <= 0) {
    m_maxSidePixels = kMaxSidePixels;
    // Asked once (GL_MAX_TEXTURE_SIZE needs the context, current by the first picture).
    if (m_backend.maxTextureSidePixels) {
      const int limit = m_backend.maxTextureSidePixels();
      if (limit > 0) m_maxSidePixels = std::min(kMaxSidePixels, static_cast<double>(limit));
    }
  }
  return m_maxSidePixels;
}

StaticMapLayer::FrameMode StaticMapLayer::beginFrame(const StaticLayerKey& key, const Camera& view,
                                                     bool dragActive) {
  FrameMode mode = FrameMode::Reuse;
  if (!covers(key, view)) {
    const bool shortLived = m_valid && m_framesShown < kSteadyFrames;
    const bool changing = !m_hasLastFrameKey || !(key == m_lastFrameKey);
    mode = dragActive || ((shortLived || m_lastFrameDirect) && changing) ? FrameMode::PaintDirectly
                                                                         : FrameMode::Rebuild;
  }
  if (!m_hasLastFrameKey || !(key == m_lastFrameKey)) m_lastFrameKey = key;
  m_hasLastFrameKey = true;
  m_lastFrameDirect = mode == FrameMode::PaintDirectly;
  if (m_lastFrameDirect) ++m_directFrames;
  return mode;
}

void StaticMapLayer::invalidate() { m_valid = false; }

Camera StaticMapLayer::pictureCamera(const Camera& view, Vec2 framebufferScale,
                                     double maxSidePixels) {
  const Vec2 size = view.viewportSize();
  const Vec2 margin{marginPixels(size.x, framebufferScale.x, maxSidePixels),
                    marginPixels(size.y, framebufferScale.y, maxSidePixels)};
  Camera picture = view;
  // The widened viewport has the same centre, so every world point keeps its screen position.
  picture.setViewport(view.viewportOrigin() - margin, size + margin * 2.0);
  return picture;
}

Camera StaticMapLayer::pictureCameraFor(const Camera& view, Vec2 framebufferScale) {
  return pictureCamera(view, framebufferScale, maxSidePixels());
}

bool StaticMapLayer::covers(const StaticLayerKey& key, const Camera& view) const {
  if (!m_valid || !(key == m_key)) return false;
  const Vec2 topLeft = wholePixels(view.worldToScreen(m_topLeftMetres));
  const Vec2 bottomRight = topLeft + m_sizePixels;
  const Vec2 min = view.viewportOrigin(), max = min + view.viewportSize();
  return topLeft.x <= min.x && topLeft.y <= min.y && bottomRight.x >= max.x &&
         bottomRight.y >= max.y;
}

void StaticMapLayer::rebuild(
    const StaticLayerKey& key, const Camera& view, ImDrawListFlags drawListFlags,
    const std::function<void(ImDrawList&, const Camera&, const ScreenRect&)>& paint) {
  const Camera picture = pictureCameraFor(view, key.framebufferScale);
  const Vec2 origin = picture.viewportOrigin();
  const Vec2 size = picture.viewportSize();
  m_list._Data = ImGui::GetDrawListSharedData();
  m_list._ResetForNewFrame();
  m_list.Flags = drawListFlags;
  m_list.PushClipRect(toIm(origin), toIm(origin + size), false);
  m_list.PushTextureID(ImGui::GetIO().Fonts->TexID);
  paint(m_list, picture,
        ScreenRect{view.viewportOrigin(), view.viewportOrigin() + view.viewportSize()});
  m_list.PopTextureID();
  m_list.PopClipRect();
  m_list._PopUnusedDrawCmd();
  m_key = key;
  m_valid = true;
  m_topLeftMetres = picture.screenToWorld(origin);
  m_originPixels = origin;
  m_sizePixels = size;
  m_framesShown = 0;
  ++m_rebuilds;
  if (m_backend.renderDrawList) {
    // The old texture is only lent (gl_texture.h): it comes back when drawn into again, else it
    // is freed here, so this layer alone owns the picture's texture. Null means splice instead.
    const ImTextureID rendered = m_backend.renderDrawList(m_list, toIm(origin), toIm(size),
                                                          toIm(key.framebufferScale), m_texture);
    if (rendered != m_texture) releaseTexture();
    m_texture = rendered;
  } else {
    releaseTexture();
  }
}

Vec2 StaticMapLayer::draw(ImDrawList& drawList, const Camera& view) {
  if (!m_valid) return {};
  // Whole pixels, so the nearest-filtered picture is copied pixel for pixel; covers() checks
  // this same corner, and the spliced list is moved to it too, so both ways look alike.
  ++m_framesShown;
  const Vec2 exact = view.worldToScreen(m_topLeftMetres);
  const Vec2 topLeft = wholePixels(exact);
  if (m_texture) {
    // Rows bottom-up (OpenGL's), so v = 1 at the top.
    drawList.AddImage(m_texture, toIm(topLeft), toIm(topLeft + m_sizePixels), {0, 1}, {1, 0});
  } else {
    appendDrawList(drawList, m_list, toIm(topLeft - m_originPixels));
  }
  return topLeft - exact;
}

Camera StaticMapLayer::snappedCamera(const Camera& view, Vec2 snapPixels) {
  Camera snapped = view;
  snapped.panByPixels(snapPixels);  // a pan by d moves every world point d on screen
  return snapped;
}

}  // namespace hfg
