// Uniform grid over the table; exact distances decide membership after the grid narrows the search.
#include "core/battle/hfg/geometry/spatial_index.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/battle/hfg/geometry/contact.h"

namespace hfg::battle {

SpatialIndex::SpatialIndex(double cellSizePaces) : m_cellSizePaces(cellSizePaces) {
  if (!(cellSizePaces > 0))
    throw std::invalid_argument("SpatialIndex: cell size must be positive paces");
}

std::int64_t SpatialIndex::cellOf(double v) const {
  return static_cast<std::int64_t>(std::floor(v / m_cellSizePaces));
}

std::int64_t SpatialIndex::cellKey(std::int64_t cx, std::int64_t cy) const {
  // 2^31 cells each way is far beyond any table.
  return (cx << 32) ^ (cy & 0xffffffff);
}

template <typename Fn>
void SpatialIndex::forEachCell(const Envelope& box, Fn&& fn) const {
  for (std::int64_t cx = cellOf(box.minX); cx <= cellOf(box.maxX); ++cx)
    for (std::int64_t cy = cellOf(box.minY); cy <= cellOf(box.maxY); ++cy) fn(cellKey(cx, cy));
}

void SpatialIndex::insert(int id, const Footprint& fp) {
  const bool finite = std::isfinite(fp.frontMid.x) && std::isfinite(fp.frontMid.y) &&
                      std::isfinite(fp.headingDeg) && std::isfinite(fp.frontagePaces) &&
                      std::isfinite(fp.depthPaces);
  if (!finite)
    throw std::invalid_argument("SpatialIndex: element " + std::to_string(id) +
                                " has a position or size that is not a finite number");
  remove(id);
  Item item{fp, ringOf(fp), {}};
  item.box = boxOf(item.ring);
  forEachCell(item.box, [&](std::int64_t key) { m_cells[key].push_back(id); });
  m_items.emplace(id, std::move(item));
}

void SpatialIndex::remove(int id) {
  const auto it = m_items.find(id);
  if (it == m_items.end()) return;
  forEachCell(it->second.box, [&](std::int64_t key) {
    auto cell = m_cells.find(key);
    if (cell == m_cells.end()) return;
    auto& ids = cell->second;
    ids.erase(std::remove(ids.begin(), ids.end(), id), ids.end());
    if (ids.empty()) m_cells.erase(cell);
  });
  m_items.erase(it);
}

std::vector<int> SpatialIndex::candidates(const Envelope& box) const {
  std::vector<int> out;
  forEachCell(box, [&](std::int64_t key) {
    const auto cell = m_cells.find(key);
    if (cell != m_cells.end()) out.insert(out.end(), cell->second.begin(), cell->second.end());
  });
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

namespace {

double vertexDistance(const Ring& a, Vec2 q) {
  double best = INFINITY;
  for (Vec2 p : a) best = std::min(best, std::hypot(p.x - q.x, p.y - q.y));
  return best;
}

/// Whether an upper bound of the distance settles "within the radius" without the exact G-3
/// distance: when it is clear of the radius by far more than any rounding, or when the shapes
/// share a vertex (elements side by side in a line: distance 0 however it is measured), so the
/// answer is the exact distance's (boundary cases are measured exactly).
bool surelyWithin(double upperBound, double radiusPaces) {
  return upperBound == 0.0 || upperBound <= radiusPaces - 1e-6 * (1.0 + radiusPaces);
}

}  // namespace

std::vector<int> SpatialIndex::withinDistance(const Ring& x, double radiusPaces) const {
  if (!std::isfinite(radiusPaces))
    throw std::invalid_argument("SpatialIndex: query radius is not finite");
  Envelope box = boxOf(x);
  box = {box.minX - radiusPaces, box.minY - radiusPaces, box.maxX + radiusPaces,
         box.maxY + radiusPaces};
  std::vector<int> out;
  for (int id : candidates(box)) {
    const Item& item = m_items.at(id);
    // Envelope separation is a cheap lower bound of the exact distance.
    const double dx = std::max({0.0, item.box.minX - box.maxX, box.minX - item.box.maxX});
    const double dy = std::max({0.0, item.box.minY - box.maxY, box.minY - item.box.maxY});
    if (dx > 0 || dy > 0) continue;
    if (ringsWithin(item.ring, x, radiusPaces)) out.push_back(id);
  }
  return out;
}

std::vector<int> SpatialIndex::withinDistance(Vec2 p, double radiusPaces) const {
  if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(radiusPaces))
    throw std::invalid_argument("SpatialIndex: query point or radius is not finite");
  const Envelope box{p.x - radiusPaces, p.y - radiusPaces, p.x + radiusPaces, p.y + radiusPaces};
  std::vector<int> out;
  for (int id : candidates(box)) {
    const Item& item = m_items.at(id);
    // Envelope separation is a lower bound of the exact distance; a margin leaves rounding at the
    // boundary to the exact measure.
    const double dx = std::max({0.0, item.box.minX - box.maxX, box.minX - item.box.maxX});
    const double dy = std::max({0.0, item.box.minY - box.maxY, box.minY - item.box.maxY});
    if (std::max(dx, dy) > 1e-6 * (1.0 + radiusPaces)) continue;
    if (surelyWithin(vertexDistance(item.ring, p), radiusPaces) ||
        distanceBetween(item.ring, p) <= radiusPaces)
      out.push_back(id);
  }
  return out;
}

std::vector<int> SpatialIndex::neighboursOf(int id, double radiusPaces) const {
  const auto it = m_items.find(id);
  if (it == m_items.end())
    throw std::out_of_range("SpatialIndex: no element " + std::to_string(id));
  auto out = withinDistance(it->second.ring, radiusPaces);
  out.erase(std::remove(out.begin(), out.end(), id), out.end());
  return out;
}

std::vector<int> SpatialIndex::contactsOf(int id, double epsPaces) const {
  BattleSettings s;
  s.contactEpsPaces = epsPaces;
  std::vector<int> out;
  const Footprint& fp = m_items.at(id).fp;
  for (int other : neighboursOf(id, epsPaces))
    if (inContact(fp, m_items.at(other).fp, s)) out.push_back(other);
  return out;
}

}  // namespace hfg::battle
