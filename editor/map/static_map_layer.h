// The map's static layers painted once into a picture a margin larger than the view, then shown from it.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <functional>
#include <string>

#include "core/model/geometry.h"
#include "editor/map/camera.h"
#include "editor/shell/gl_texture.h"
#include "editor/map/label_placer.h"
#include "editor/map/map_painter.h"

namespace hfg {

/// Everything the static picture (scan, terrain, stage network, forces, labels, grid lines)
/// depends on besides the pan. A frame whose key equals the picture's, and whose view lies
/// within the picture, draws the picture instead of painting the map again.
struct StaticLayerKey {
  std::uint64_t documentSerial = 0;
  std::uint64_t revision = 0;         ///< the document's edit revision
  std::uint64_t previewRevision = 0;  ///< the classification preview's terrain
  double pixelsPerMetre = 0;          ///< the zoom
  Vec2 sizePixels;                    ///< the canvas
  MapLayers layers;            ///< with `legend` cleared: the legend is drawn over the picture
  std::string backgroundPath;  ///< the scan or hillshade, "" without one
  int backgroundReads = 0;     ///< which window of it is loaded (BackgroundLayer::readCount)
  int backgroundOpens = 0;     ///< which raster is open (BackgroundLayer::openCount)
  const void* font = nullptr;  ///< labels are laid out with it (the UI scale changes it)
  float fontSizePixels = 0;
  Vec2 framebufferScale{1, 1};

  friend bool operator==(const StaticLayerKey&, const StaticLayerKey&) = default;
};

/// Holds one picture of the static map layers: the draw list painted for a camera with a margin
/// around the view, and (with a TextureBackend that renders draw lists, i.e. OpenGL) that list
/// rendered into a texture. Each frame then costs one textured quad, or, headless, the list
/// spliced into the frame's draw list (appendDrawList). A pan within the margin moves the
/// picture; a zoom, a resize, an edit or a layer change paints it again.
class StaticMapLayer {
 public:
  /// Of the canvas size on each side, how far a pan may go before the picture is painted again.
  static constexpr double kMarginFraction = 0.25;
  /// The picture's longest side (margin included) at most, in framebuffer pixels; less when the
  /// backend's maxTextureSidePixels (GL_MAX_TEXTURE_SIZE) says so.
  static constexpr double kMaxSidePixels = 8192;
  /// A picture shown fewer frames than this before it was replaced was not worth painting.
  static constexpr int kSteadyFrames = 2;

  /// What a frame does about the static layers (beginFrame).
  enum class FrameMode {
    Reuse,          ///< draw the held picture
    Rebuild,        ///< paint a new picture (rebuild), then draw it
    PaintDirectly,  ///< paint the view straight into the frame; no picture is made
  };

  explicit StaticMapLayer(TextureBackend backend = {});
  ~StaticMapLayer();
  StaticMapLayer(const StaticMapLayer&) = delete;
  StaticMapLayer& operator=(const StaticMapLayer&) = delete;

  /// Frees the held texture (with the old backend) and forgets the picture.
  void setBackend(TextureBackend backend);
  /// Forgets the picture: the next frame paints it again.
  void invalidate();

  /// Decides, once a frame, from that frame's key: Reuse when the picture covers the view.
  /// Otherwise PaintDirectly while `dragActive` (a node drag edits every frame) or while the key
  /// keeps changing (the held picture was shown fewer than kSteadyFrames frames, or the last frame
  /// was painted directly, and the key differs from the last frame's, as in a wheel zoom): a
  /// picture 2.25x the view that lives one frame costs more than painting the view. Rebuild once
  /// the key holds steady for a frame.
  FrameMode beginFrame(const StaticLayerKey& key, const Camera& view, bool dragActive);

  /// True when the held picture was painted for `key` and covers `view`'s viewport where the
  /// view is now panned (at the whole-pixel position draw() puts it).
  bool covers(const StaticLayerKey& key, const Camera& view) const;
  /// The camera a picture for `view` is painted with: the same centre and zoom, the viewport
  /// widened by the margin on each side.
  static Camera pictureCamera(const Camera& view, Vec2 framebufferScale = {1, 1},
                              double maxSidePixels = kMaxSidePixels);
  /// As above with this layer's cap: kMaxSidePixels or the backend's texture limit if smaller.
  Camera pictureCameraFor(const Camera& view, Vec2 framebufferScale);
  /// Paints a new picture: `paint(drawList, pictureCamera, viewPixels)` where viewPixels is the
  /// view's own rectangle within the picture (for the level of detail), then renders it when the
  /// backend can. `drawListFlags` are the frame's (anti-aliasing).
  void rebuild(const StaticLayerKey& key, const Camera& view, ImDrawListFlags drawListFlags,
               const std::function<void(ImDrawList&, const Camera&, const ScreenRect&)>& paint);
  /// Draws the held picture where `view` puts it now, moved to whole pixels: one quad or the
  /// spliced list. Returns that snap (the picture's drawn minus its exact position, each axis
  /// within half a pixel): overlays drawn with `snappedCamera(view, snap)` sit exactly on it.
  /// Nothing (and a zero snap) before the first rebuild.
  Vec2 draw(ImDrawList& drawList, const Camera& view);
  /// `view` panned by `snapPixels`, so every world point lands where the drawn picture has it.
  static Camera snappedCamera(const Camera& view, Vec2 snapPixels);

  /// How many pictures were painted (tests, benchmarks).
  int rebuildCount() const { return m_rebuilds; }
  /// How many frames beginFrame sent to PaintDirectly (tests, benchmarks).
  int directFrameCount() const { return m_directFrames; }
  /// The picture's longest side at most, in framebuffer pixels (the backend queried once).
  double maxSidePixels();
  /// The painted draw list of the held picture (tests).
  const ImDrawList& pictureList() const { return m_list; }
  /// The rendered texture, or null when the picture is spliced.
  ImTextureID texture() const { return m_texture; }
  /// The picture's size in screen pixels (view plus margins).
  Vec2 pictureSizePixels() const { return m_sizePixels; }

 private:
  void releaseTexture();

  TextureBackend m_backend;
  ImDrawList m_list{nullptr};
  bool m_valid = false;
  StaticLayerKey m_key;
  Vec2 m_topLeftMetres;  ///< the world point at the picture's top-left corner
  Vec2 m_originPixels;   ///< where that corner was on screen when painted
  Vec2 m_sizePixels;
  ImTextureID m_texture = nullptr;
  int m_rebuilds = 0;
  int m_framesShown = 0;  ///< draws of the held picture
  bool m_lastFrameDirect = false;
  bool m_hasLastFrameKey = false;
  StaticLayerKey m_lastFrameKey;  ///< copied only when it changes (the scan path is a string)
  int m_directFrames = 0;
  double m_maxSidePixels = 0;  ///< 0 until asked of the backend
};

}  // namespace hfg
