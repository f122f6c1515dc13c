// World ↔ screen transform with pan, zoom about a point and fit-to-box.
#include "editor/map/camera.h"

#include <algorithm>

namespace hfg {

void WorldBox::include(Vec2 p) {
  if (empty()) {
    min = max = p;
    return;
  }
  min = {std::min(min.x, p.x), std::min(min.y, p.y)};
  max = {std::max(max.x, p.x), std::max(max.y, p.y)};
}

void Camera::setViewport(Vec2 originPixels, Vec2 sizePixels) {
  m_viewportOrigin = originPixels;
  // A collapsed or zero-sized panel must not produce a degenerate transform.
  m_viewportSize = {std::max(sizePixels.x, 1.0), std::max(sizePixels.y, 1.0)};
}

void Camera::setPixelsPerMetre(double scale) {
  m_pixelsPerMetre = std::clamp(scale, kMinPixelsPerMetre, kMaxPixelsPerMetre);
}

Vec2 Camera::screenToWorld(Vec2 pixels) const {
  const Vec2 c = viewportCentre();
  return {m_centreMetres.x + (pixels.x - c.x) / m_pixelsPerMetre,
          m_centreMetres.y - (pixels.y - c.y) / m_pixelsPerMetre};
}

void Camera::panByPixels(Vec2 deltaPixels) {
  m_centreMetres.x -= deltaPixels.x / m_pixelsPerMetre;
  m_centreMetres.y += deltaPixels.y / m_pixelsPerMetre;
}

void Camera::zoomAt(Vec2 anchorPixels, double factor) {
  if (!(factor > 0)) return;
  const Vec2 anchorWorld = screenToWorld(anchorPixels);
  setPixelsPerMetre(m_pixelsPerMetre * factor);
  // Shift the centre so anchorWorld maps back onto anchorPixels at the new scale.
  const Vec2 drifted = worldToScreen(anchorWorld);
  panByPixels(anchorPixels - drifted);
}

void Camera::fit(const WorldBox& box, double marginPixels) {
  if (box.empty()) return;
  m_centreMetres = box.centre();
  const double usableX = std::max(m_viewportSize.x - 2 * marginPixels, 1.0);
  const double usableY = std::max(m_viewportSize.y - 2 * marginPixels, 1.0);
  // A single point (or a line) has no extent on some axis: show about 10 km around it.
  const double w = std::max(box.width(), 1.0);
  const double h = std::max(box.height(), 1.0);
  double scale = std::min(usableX / w, usableY / h);
  if (box.width() < 1.0 && box.height() < 1.0) scale = std::min(usableX, usableY) / 10000.0;
  setPixelsPerMetre(scale);
}

void Camera::fitBesideCorner(const WorldBox& box, double marginPixels, Vec2 cornerPixels) {
  if (box.empty()) return;
  const double w = std::max(box.width(), 1.0);
  const double h = std::max(box.height(), 1.0);
  // Beside: the viewport less the corner's width; above: less its height.
  const double besideX = std::max(m_viewportSize.x - cornerPixels.x - 2 * marginPixels, 1.0);
  const double besideY = std::max(m_viewportSize.y - 2 * marginPixels, 1.0);
  const double aboveX = std::max(m_viewportSize.x - 2 * marginPixels, 1.0);
  const double aboveY = std::max(m_viewportSize.y - cornerPixels.y - 2 * marginPixels, 1.0);
  const double beside = std::min(besideX / w, besideY / h);
  const double above = std::min(aboveX / w, aboveY / h);
  if (box.width() < 1.0 && box.height() < 1.0) {
    fit(box, marginPixels);  // a single point: the usual 10 km around it
    return;
  }
  setPixelsPerMetre(std::max(beside, above));
  // The box is centred in the part of the viewport left free; the view's centre is offset by half
  // the corner (screen y grows down, world y up).
  if (beside >= above)
    m_centreMetres = box.centre() + Vec2{cornerPixels.x / 2 / m_pixelsPerMetre, 0};
  else
    m_centreMetres = box.centre() - Vec2{0, cornerPixels.y / 2 / m_pixelsPerMetre};
}

}  // namespace hfg
