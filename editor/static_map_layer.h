// The map's static layers painted once into a picture a margin larger than the view, then shown from it.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <functional>
#include <string>

#include "core/model/geometry.h"
#include "editor/camera.h"
#include "editor/gl_texture.h"
#include "editor/label_placer.h"
#include "editor/map_painter.h"

namespace hfg {

/// Everything the static picture (scan, terrain, stage network, forces, labels, grid lines)
/// depends on besides the pan. A frame whose key equals the picture's, and whose view lies
/// within the picture, draws the picture instead of painting the map again.
struct StaticLayerKey {
  std::uint64_t documentSerial = 0;
  std::uint64_t revision = 0;       ///< the document's edit revision
  std::uint64_t previewRevision = 0;  ///< the classification preview's terrain
  double pixelsPerMetre = 0;        ///< the zoom
  Vec2 sizePixels;                  ///< the canvas
  MapLayers layers;                 ///< with `legend` cleared: the legend is drawn over the picture
  std::string backgroundPath;       ///< the scan or hillshade, "" without one
  int backgroundReads = 0;          ///< which window of it is loaded (BackgroundLayer::readCount)
  int backgroundOpens = 0;          ///< which raster is open (BackgroundLayer::openCount)
  const void* font = nullptr;       ///< labels are laid out with it (the UI scale changes it)
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
  /// The picture's longest side (margin included) at most, in framebuffer pixels.
  static constexpr double kMaxSidePixels = 8192;

  explicit StaticMapLayer(TextureBackend backend = {});
  ~StaticMapLayer();
  StaticMapLayer(const StaticMapLayer&) = delete;
  StaticMapLayer& operator=(const StaticMapLayer&) = delete;

  /// Frees the held texture (with the old backend) and forgets the picture.
  void setBackend(TextureBackend backend);
  /// Forgets the picture: the next frame paints it again.
  void invalidate();

  /// True when the held picture was painted for `key` and covers `view`'s viewport where the
  /// view is now panned (at the whole-pixel position draw() puts it).
  bool covers(const StaticLayerKey& key, const Camera& view) const;
  /// The camera a picture for `view` is painted with: the same centre and zoom, the viewport
  /// widened by the margin on each side.
  static Camera pictureCamera(const Camera& view, Vec2 framebufferScale = {1, 1});
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
};

}  // namespace hfg
