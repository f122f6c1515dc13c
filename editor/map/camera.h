// The map view transform: world metres (x east, y north) to screen pixels (x right, y down).
#pragma once

#include "core/model/geometry.h"

namespace hfg {

/// An axis-aligned rectangle in world metres.
struct WorldBox {
  Vec2 min{1, 1};
  Vec2 max{0, 0};  ///< min > max means empty

  bool empty() const { return min.x > max.x || min.y > max.y; }
  void include(Vec2 p);
  Vec2 centre() const { return (min + max) * 0.5; }
  double width() const { return empty() ? 0 : max.x - min.x; }
  double height() const { return empty() ? 0 : max.y - min.y; }
};

/// Maps world metres to screen pixels inside a viewport rectangle. The viewport is set each frame
/// from the panel's content region; the centre and scale are the persistent view.
class Camera {
 public:
  static constexpr double kMinPixelsPerMetre = 1e-5;  ///< ~100 km per pixel
  static constexpr double kMaxPixelsPerMetre = 10.0;  ///< 10 cm per pixel

  /// The screen rectangle the map is drawn into (top-left corner and size, pixels).
  void setViewport(Vec2 originPixels, Vec2 sizePixels);
  Vec2 viewportOrigin() const { return m_viewportOrigin; }
  Vec2 viewportSize() const { return m_viewportSize; }

  Vec2 centreMetres() const { return m_centreMetres; }
  void setCentreMetres(Vec2 centre) { m_centreMetres = centre; }
  double pixelsPerMetre() const { return m_pixelsPerMetre; }
  /// Clamped to [kMinPixelsPerMetre, kMaxPixelsPerMetre].
  void setPixelsPerMetre(double scale);

  /// Inline: a large map projects tens of thousands of points a frame.
  Vec2 worldToScreen(Vec2 metres) const {
    const Vec2 d = (metres - m_centreMetres) * m_pixelsPerMetre;
    const Vec2 c = viewportCentre();
    return {c.x + d.x, c.y - d.y};  // north is up on screen
  }
  Vec2 screenToWorld(Vec2 pixels) const;
  double metresToPixels(double metres) const { return metres * m_pixelsPerMetre; }

  /// Moves the view so the map follows a mouse drag of `deltaPixels`.
  void panByPixels(Vec2 deltaPixels);
  /// Multiplies the scale by `factor` keeping the world point under `anchorPixels` fixed.
  void zoomAt(Vec2 anchorPixels, double factor);
  /// Centres `box` and scales it to fill the viewport less `marginPixels` on every side.
  void fit(const WorldBox& box, double marginPixels);
  /// As fit, but the box stays clear of a `cornerPixels` sized rectangle in the viewport's
  /// bottom-right corner (the legend): the map goes beside it or above it, whichever shows it
  /// larger.
  void fitBesideCorner(const WorldBox& box, double marginPixels, Vec2 cornerPixels);

 private:
  Vec2 viewportCentre() const { return m_viewportOrigin + m_viewportSize * 0.5; }

  Vec2 m_viewportOrigin;
  Vec2 m_viewportSize{800, 600};
  Vec2 m_centreMetres;
  double m_pixelsPerMetre = 0.01;
};

}  // namespace hfg
