// Plateau edges by a negative buffer of the hill outline.
#include "maps/table/plateau.h"

#include <memory>

#include <ogr_geometry.h>

namespace hfg::maps {

std::optional<Polyline> plateauEdge(const Polyline& outline, double insetPaces) {
  if (outline.size() < 3) return std::nullopt;
  OGRLinearRing ring;
  for (Vec2 p : outline) ring.addPoint(p.x, p.y);
  ring.closeRings();
  OGRPolygon polygon;
  polygon.addRing(&ring);
  std::unique_ptr<OGRGeometry> inner(polygon.Buffer(-insetPaces, 8));
  if (!inner || inner->IsEmpty()) return std::nullopt;
  const OGRPolygon* best = nullptr;
  double bestArea = 0;
  auto consider = [&](const OGRGeometry* g) {
    const auto* p = dynamic_cast<const OGRPolygon*>(g);
    if (p && p->getExteriorRing() && p->get_Area() > bestArea) {
      best = p;
      bestArea = p->get_Area();
    }
  };
  if (const auto* many = dynamic_cast<const OGRMultiPolygon*>(inner.get())) {
    for (const auto* part : *many) consider(part);
  } else {
    consider(inner.get());
  }
  if (!best) return std::nullopt;
  const OGRLinearRing* edge = best->getExteriorRing();
  Polyline out;
  for (int i = 0; i < edge->getNumPoints(); ++i) out.push_back({edge->getX(i), edge->getY(i)});
  if (out.size() < 4) return std::nullopt;
  if (out.front() != out.back()) out.push_back(out.front());
  return out;
}

}  // namespace hfg::maps
