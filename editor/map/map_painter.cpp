// Map drawing with ImGui draw lists: terrain by class, links by kind, labels placed greedily.
#include "editor/map/map_painter.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "core/model/scenario.h"
#include "editor/map/camera.h"
#include "editor/map/label_placer.h"
#include "editor/map/map_paint_cache.h"
#include "editor/map/map_query.h"
#include "editor/map/map_style.h"
#include "editor/map/scale_bar.h"
#include "editor/map/triangulate.h"

namespace hfg {
namespace {

constexpr float kNodeRadius = 6.0f;
constexpr float kForceWidth = 24.0f;
constexpr float kForceHeight = 15.0f;
// Level of detail: areas smaller than this on screen are a dot, outlines need this much room,
// and node names are left out when more nodes than this are in view (they would only overlap).
constexpr double kTinyFeaturePixels = 3.0;
// Areas under this many pixels are drawn as their bounding box: the shape is not visible at that
// size, and a box needs two corners projected instead of every vertex.
constexpr double kBoxFeaturePixels = 6.0;
// With more links than this in view, lines are drawn without anti-aliasing: they are then a few
// pixels long each, and the fringes cost more than everything else in the frame.
constexpr std::size_t kDenseLinks = 1500;
constexpr double kOutlinePixels = 8.0;
constexpr std::size_t kMaxLabelledNodes = 600;
// Symbols reach this far beyond their anchor point, so culling keeps items this close to the edge.
constexpr double kCullMarginPixels = 40.0;

ImVec2 toIm(Vec2 v) { return {static_cast<float>(v.x), static_cast<float>(v.y)}; }
Vec2 toVec(ImVec2 v) { return {v.x, v.y}; }

// The converters fill a buffer the caller keeps for the whole frame: a large map converts tens of
// thousands of outlines, and an allocation each was a good part of the frame.
void toScreen(const Camera& camera, const Polyline& line, std::vector<ImVec2>& out) {
  out.clear();
  for (const Vec2& p : line) out.push_back(toIm(camera.worldToScreen(p)));
}

// Plain triangles without anti-aliased fringes, so neighbouring triangles leave no seams.
void fillPolygon(ImDrawList& dl, const std::vector<ImVec2>& points,
                 const std::vector<std::array<int, 3>>& triangles, ImU32 colour) {
  if (triangles.empty()) return;
  const ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
  const int vertexCount = static_cast<int>(points.size());
  dl.PrimReserve(static_cast<int>(triangles.size()) * 3, vertexCount);
  const auto base = static_cast<ImDrawIdx>(dl._VtxCurrentIdx);
  for (const ImVec2& p : points) dl.PrimWriteVtx(p, uv, colour);
  for (const auto& t : triangles)
    for (int index : t) dl.PrimWriteIdx(static_cast<ImDrawIdx>(base + index));
}

// Calls `segment(a, b)` for each dash along the points.
template <typename Segment>
void forEachDash(const std::vector<ImVec2>& points, float dash, float gap, Segment&& segment);

void dashedPolyline(ImDrawList& dl, const std::vector<ImVec2>& points, ImU32 colour, float width,
                    float dash, float gap) {
  forEachDash(points, dash, gap, [&](ImVec2 a, ImVec2 b) { dl.AddLine(a, b, colour, width); });
}

template <typename Segment>
void forEachDash(const std::vector<ImVec2>& points, float dash, float gap, Segment&& draw) {
  bool drawing = true;
  float left = dash;
  for (std::size_t i = 1; i < points.size(); ++i) {
    ImVec2 a = points[i - 1];
    const ImVec2 b = points[i];
    float segment = std::hypot(b.x - a.x, b.y - a.y);
    while (segment > 0) {
      const float step = std::min(left, segment);
      const float t = step / segment;
      const ImVec2 c{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
      if (drawing) draw(a, c);
      a = c;
      segment -= step;
      left -= step;
      if (left <= 0) {
        drawing = !drawing;
        left = drawing ? dash : gap;
      }
    }
  }
}

// Layer opacity: scales the alpha of every vertex written since `firstVertex`.
void scaleAlpha(ImDrawList& dl, int firstVertex, double opacity) {
  for (int i = firstVertex; i < dl.VtxBuffer.Size; ++i) {
    ImU32& col = dl.VtxBuffer[i].col;
    const auto alpha = static_cast<ImU32>(static_cast<double>(col >> 24) * opacity);
    col = (col & 0x00ffffffu) | (alpha << 24);
  }
}

ImU32 withAlpha(ImU32 colour, int alpha) {
  return (colour & 0x00ffffffu) | (static_cast<ImU32>(alpha) << 24);
}

// As simplifyToPixels with a 1 px tolerance, in the same pass as the projection.
void toScreenSimplified(const Camera& camera, const Polyline& line, std::vector<ImVec2>& out) {
  out.clear();
  if (line.size() <= 2) {
    toScreen(camera, line, out);
    return;
  }
  Vec2 last = camera.worldToScreen(line.front());
  out.push_back(toIm(last));
  for (std::size_t i = 1; i + 1 < line.size(); ++i) {
    const Vec2 s = camera.worldToScreen(line[i]);
    const Vec2 d = s - last;
    if (d.x * d.x + d.y * d.y >= 1.0) {
      out.push_back(toIm(s));
      last = s;
    }
  }
  out.push_back(toIm(camera.worldToScreen(line.back())));
}

// Plain rectangles written in runs: one PrimReserve per run instead of one per rectangle. Nothing
// else may be drawn into the list until the batch is gone (the reserved indices would be
// garbage), so callers draw all their rectangles first.
class RectBatch {
 public:
  explicit RectBatch(ImDrawList& dl) : m_dl(dl) {}
  ~RectBatch() {
    if (m_left > 0) m_dl.PrimUnreserve(6 * m_left, 4 * m_left);
  }
  RectBatch(const RectBatch&) = delete;
  RectBatch& operator=(const RectBatch&) = delete;
  void rect(ImVec2 a, ImVec2 b, ImU32 colour) {
    if (m_left == 0) {
      m_dl.PrimReserve(6 * kRun, 4 * kRun);
      m_left = kRun;
    }
    m_dl.PrimRect(a, b, colour);
    --m_left;
  }

 private:
  static constexpr int kRun = 256;
  ImDrawList& m_dl;
  int m_left = 0;
};

// Thick straight segments as plain quads (no anti-aliased fringes, no joins), written in runs
// like RectBatch: for lines a few pixels long, where ImGui's polyline costs more than it shows.
class SegmentBatch {
 public:
  explicit SegmentBatch(ImDrawList& dl) : m_dl(dl), m_uv(ImGui::GetFontTexUvWhitePixel()) {}
  ~SegmentBatch() {
    if (m_left > 0) m_dl.PrimUnreserve(6 * m_left, 4 * m_left);
  }
  SegmentBatch(const SegmentBatch&) = delete;
  SegmentBatch& operator=(const SegmentBatch&) = delete;
  void segment(ImVec2 a, ImVec2 b, float width, ImU32 colour) {
    const float dx = b.x - a.x, dy = b.y - a.y;
    const float lengthSquared = dx * dx + dy * dy;
    if (lengthSquared <= 0) return;
    const float k = 0.5f * width / std::sqrt(lengthSquared);
    const ImVec2 n{-dy * k, dx * k};
    if (m_left == 0) {
      m_dl.PrimReserve(6 * kRun, 4 * kRun);
      m_left = kRun;
    }
    const ImVec2 uv = m_uv;
    m_dl.PrimQuadUV({a.x + n.x, a.y + n.y}, {b.x + n.x, b.y + n.y}, {b.x - n.x, b.y - n.y},
                    {a.x - n.x, a.y - n.y}, uv, uv, uv, uv, colour);
    --m_left;
  }
  void polyline(const std::vector<ImVec2>& points, float width, ImU32 colour) {
    for (std::size_t i = 1; i < points.size(); ++i)
      segment(points[i - 1], points[i], width, colour);
  }

 private:
  static constexpr int kRun = 256;
  ImDrawList& m_dl;
  ImVec2 m_uv;
  int m_left = 0;
};

void paintTerrain(ImDrawList& dl, const StageMap& map, const Camera& camera,
                  const MapPaintCache& cache, const std::vector<int>& visible) {
  std::vector<ImVec2> pts, outline;
  // Areas too small on screen for their shape first, as dots or boxes in one batch (a large
  // map zoomed out has tens of thousands); then the larger areas over them.
  std::vector<int> shaped;
  {
    RectBatch batch(dl);
    for (int index : visible) {
      const auto& feature = map.terrain[static_cast<size_t>(index)];
      if (feature.points.size() < 3 || feature.shape() != FeatureShape::Area) continue;
      const WorldBox& box = cache.featureBoxes()[static_cast<size_t>(index)];
      const double sizePixels = camera.metresToPixels(std::max(box.width(), box.height()));
      if (sizePixels >= kBoxFeaturePixels) {
        shaped.push_back(index);
        continue;
      }
      const ImU32 fill = terrainColour(feature.terrain);
      if (sizePixels < kTinyFeaturePixels) {
        // Too small to show a shape: a dot keeps the wood or town visible when zoomed out.
        const ImVec2 c = toIm(camera.worldToScreen(box.centre()));
        batch.rect({c.x - 1, c.y - 1}, {c.x + 1, c.y + 1}, withAlpha(fill, 255));
      } else {
        batch.rect(toIm(camera.worldToScreen({box.min.x, box.max.y})),
                   toIm(camera.worldToScreen({box.max.x, box.min.y})), fill);
      }
    }
  }
  // Areas first so watercourses and links run over them.
  for (int index : shaped) {
    const auto& feature = map.terrain[static_cast<size_t>(index)];
    const ImU32 fill = terrainColour(feature.terrain);
    const WorldBox& box = cache.featureBoxes()[static_cast<size_t>(index)];
    const double sizePixels = camera.metresToPixels(std::max(box.width(), box.height()));
    toScreen(camera, feature.points, pts);
    fillPolygon(dl, pts, cache.featureTriangles()[static_cast<size_t>(index)], fill);
    if (sizePixels >= kOutlinePixels) {
      toScreenSimplified(camera, feature.points, outline);
      dl.AddPolyline(outline.data(), static_cast<int>(outline.size()), withAlpha(fill, 255),
                     ImDrawFlags_Closed, 1.5f);
    }
    if (feature.crest.size() >= 2 && sizePixels >= kOutlinePixels) {
      toScreenSimplified(camera, feature.crest, outline);
      dashedPolyline(dl, outline, IM_COL32(110, 80, 40, 230), 2.0f, 6.0f, 4.0f);
    }
  }
  for (int index : visible) {
    const auto& feature = map.terrain[static_cast<size_t>(index)];
    if (feature.shape() != FeatureShape::Line || feature.points.size() < 2) continue;
    toScreenSimplified(camera, feature.points, pts);
    float width = terrainLineWidth(feature.terrain);
    if (feature.widthMetres > 0)
      width = std::max(width, static_cast<float>(camera.metresToPixels(feature.widthMetres)));
    dl.AddPolyline(pts.data(), static_cast<int>(pts.size()), terrainColour(feature.terrain),
                   ImDrawFlags_None, width);
  }
}

void paintBridge(ImDrawList& dl, ImVec2 at, BridgeState state) {
  if (state == BridgeState::Intact) {
    // Two short parallel bars: the usual map sign for a bridge.
    dl.AddRectFilled({at.x - 6, at.y - 5}, {at.x + 6, at.y + 5}, IM_COL32(255, 255, 255, 220), 2);
    dl.AddLine({at.x - 6, at.y - 5}, {at.x + 6, at.y - 5}, kIntactBridge, 2);
    dl.AddLine({at.x - 6, at.y + 5}, {at.x + 6, at.y + 5}, kIntactBridge, 2);
  } else if (state == BridgeState::Broken) {
    dl.AddCircleFilled(at, 9, IM_COL32(255, 255, 255, 230));
    dl.AddCircle(at, 9, kBrokenBridge, 0, 2);
    dl.AddLine({at.x - 5, at.y - 5}, {at.x + 5, at.y + 5}, kBrokenBridge, 2.5f);
    dl.AddLine({at.x - 5, at.y + 5}, {at.x + 5, at.y - 5}, kBrokenBridge, 2.5f);
  }
}

void paintLinks(ImDrawList& dl, const StageMap& map, const Camera& camera,
                const MapPaintCache& cache, const std::vector<int>& visible, bool dense) {
  std::vector<ImVec2> pts;
  if (dense) {
    // Many short links: plain quads in one batch, the same widths, colours and dashes.
    SegmentBatch batch(dl);
    for (int index : visible) {
      const auto& link = map.links[static_cast<size_t>(index)];
      const Polyline& route = cache.linkRoutes()[static_cast<size_t>(index)];
      if (route.size() < 2) continue;
      toScreenSimplified(camera, route, pts);
      const ImU32 colour = linkColour(link.kind);
      const float width = linkWidth(link.kind);
      if (link.kind == LinkKind::GoodRoad || link.kind == LinkKind::Railway)
        batch.polyline(pts, width, colour);
      if (link.kind == LinkKind::Railway)
        forEachDash(pts, 7.0f, 7.0f, [&](ImVec2 a, ImVec2 b) {
          batch.segment(a, b, width * 0.45f, IM_COL32(255, 255, 255, 255));
        });
      if (link.kind == LinkKind::BadRoad || link.kind == LinkKind::Water)
        forEachDash(pts, 9.0f, 5.0f,
                    [&](ImVec2 a, ImVec2 b) { batch.segment(a, b, width, colour); });
    }
  }
  const ImDrawListFlags flags = dl.Flags;
  for (int index : visible) {
    if (dense) break;
    const auto& link = map.links[static_cast<size_t>(index)];
    const Polyline& route = cache.linkRoutes()[static_cast<size_t>(index)];
    if (route.size() < 2) continue;
    toScreenSimplified(camera, route, pts);
    const ImU32 colour = linkColour(link.kind);
    const float width = linkWidth(link.kind);
    switch (link.kind) {
      case LinkKind::GoodRoad:
        dl.AddPolyline(pts.data(), static_cast<int>(pts.size()), colour, ImDrawFlags_None, width);
        break;
      case LinkKind::Railway:
        // Black line with a white dashed core: the classic railway sign.
        dl.AddPolyline(pts.data(), static_cast<int>(pts.size()), colour, ImDrawFlags_None, width);
        dashedPolyline(dl, pts, IM_COL32(255, 255, 255, 255), width * 0.45f, 7.0f, 7.0f);
        break;
      case LinkKind::BadRoad:
      case LinkKind::Water: dashedPolyline(dl, pts, colour, width, 9.0f, 5.0f); break;
    }
  }
  dl.Flags = flags;
  for (int index : visible) {
    const auto& link = map.links[static_cast<size_t>(index)];
    if (link.bridge == BridgeState::None) continue;
    const Polyline& route = cache.linkRoutes()[static_cast<size_t>(index)];
    if (route.size() < 2) continue;
    paintBridge(dl, toIm(camera.worldToScreen(midpointAlong(route))), link.bridge);
  }
}

void paintNode(ImDrawList& dl, const StageNode& node, const Camera& camera, bool highlighted) {
  const ImVec2 s = toIm(camera.worldToScreen(node.position));
  const float r = highlighted ? kNodeRadius + 2 : kNodeRadius;
  const int segments = 0;  // ImGui's cached circle: no trigonometry per node
  dl.AddCircleFilled(s, r, highlighted ? IM_COL32(255, 230, 120, 255) : kNodeFill, segments);
  dl.AddCircle(s, r, kNodeOutline, segments, highlighted ? 2.5f : 1.8f);
  if (node.port) dl.AddCircle(s, r + 3, linkColour(LinkKind::Water), segments, 1.5f);
}

void paintNodes(ImDrawList& dl, const StageMap& map, const Camera& camera,
                const std::string& highlightNode, LabelPlacer& placer,
                const std::vector<int>& visible, bool obstacles, bool dense) {
  if (obstacles)
    for (int index : visible) {
      const Vec2 s = camera.worldToScreen(map.nodes[static_cast<size_t>(index)].position);
      placer.addObstacle({s - Vec2{kNodeRadius, kNodeRadius}, s + Vec2{kNodeRadius, kNodeRadius}});
    }
  // Many nodes in view: each is a few pixels from the next, so a small square (dark, then the
  // fill inside it), eight vertices and no fringes, stands for the smooth outlined circle.
  const ImDrawListFlags flags = dl.Flags;
  if (dense) dl.Flags &= ~(ImDrawListFlags_AntiAliasedFill | ImDrawListFlags_AntiAliasedLines);
  auto plain = [&](const StageNode& node) {
    return dense && node.port == false && (highlightNode.empty() || node.id != highlightNode);
  };
  if (dense) {
    RectBatch batch(dl);
    const float outer = kNodeRadius * 0.8f, inner = outer - 1.5f;
    for (int index : visible) {
      const auto& node = map.nodes[static_cast<size_t>(index)];
      if (!plain(node)) continue;
      const ImVec2 s = toIm(camera.worldToScreen(node.position));
      batch.rect({s.x - outer, s.y - outer}, {s.x + outer, s.y + outer}, kNodeOutline);
      batch.rect({s.x - inner, s.y - inner}, {s.x + inner, s.y + inner}, kNodeFill);
    }
  }
  for (int index : visible) {
    const auto& node = map.nodes[static_cast<size_t>(index)];
    if (plain(node)) continue;
    paintNode(dl, node, camera, !highlightNode.empty() && node.id == highlightNode);
  }
  dl.Flags = flags;
}

void paintLabel(ImDrawList& dl, ImVec2 topLeft, const std::string& text, ImU32 colour) {
  const ImVec2 size = ImGui::CalcTextSize(text.c_str());
  dl.AddRectFilled({topLeft.x - 2, topLeft.y}, {topLeft.x + size.x + 2, topLeft.y + size.y},
                   kLabelHalo, 3);
  dl.AddText(topLeft, colour, text.c_str());
}

void paintNodeLabels(ImDrawList& dl, const StageMap& map, const Camera& camera, LabelPlacer& placer,
                     const std::vector<int>& visible) {
  for (int index : visible) {
    const auto& node = map.nodes[static_cast<size_t>(index)];
    const std::string& text = node.name.empty() ? node.id : node.name;
    const Vec2 s = camera.worldToScreen(node.position);
    if (auto at = placer.place(s, kNodeRadius, toVec(ImGui::CalcTextSize(text.c_str()))))
      paintLabel(dl, toIm(*at), text, kLabelText);
  }
}

struct ForceMarker {
  ScreenRect rect;
  const ForcePlacement* force;
};

// Markers stack upwards from their node. They are laid out before any label is placed, so node
// names steer around them rather than being covered.
// `within` (screen pixels, default the viewport) is where markers are kept.
std::vector<ForceMarker> layoutForceMarkers(const Scenario& scenario, const Camera& camera,
                                            LabelPlacer& placer,
                                            const MapPaintCache* cache = nullptr,
                                            bool obstacles = true,
                                            const ScreenRect* within = nullptr) {
  std::vector<ForceMarker> markers;
  const std::vector<PlacedForce>* cached = cache ? cache->placedForces() : nullptr;
  const std::vector<PlacedForce> computed =
      cached ? std::vector<PlacedForce>{} : placeForces(scenario);
  const Vec2 lo =
      (within ? within->min : camera.viewportOrigin()) - Vec2{kCullMarginPixels, kCullMarginPixels};
  const Vec2 hi = within ? within->max : camera.viewportOrigin() + camera.viewportSize();
  for (const auto& placed : cached ? *cached : computed) {
    const Vec2 s = camera.worldToScreen(placed.positionMetres);
    // Markers stack upwards, so a marker of a node below the view can still show; none above.
    if (s.x < lo.x || s.x > hi.x + kCullMarginPixels || s.y < lo.y) continue;
    const double bottom = s.y - kNodeRadius - 4 - placed.stackIndex * (kForceHeight + 3);
    const Vec2 min{s.x - kForceWidth / 2, bottom - kForceHeight};
    markers.push_back({{min, min + Vec2{kForceWidth, kForceHeight}}, placed.force});
    if (obstacles) placer.addObstacle(markers.back().rect);
  }
  return markers;
}

// A box in the side colour with the NATO infantry cross.
void paintForceMarkers(ImDrawList& dl, const Scenario& scenario,
                       const std::vector<ForceMarker>& markers, bool dense) {
  // Side colours are parsed once a frame, not once a marker.
  struct SideColours {
    std::string side;
    ImU32 fill, ink;
  };
  std::vector<SideColours> colours;
  auto coloursOf = [&](const std::string& sideId) -> const SideColours& {
    for (const auto& c : colours)
      if (c.side == sideId) return c;
    const Side* side = scenario.findSide(sideId);
    const ImU32 fill = parseHexColour(side ? side->colour : "");
    const ImU32 ink =
        contrastingText(fill) == rgba(0, 0, 0) ? rgba(20, 20, 20) : rgba(245, 245, 245);
    colours.push_back({sideId, fill, ink});
    return colours.back();
  };
  if (dense) {
    // Hundreds of markers: the same box, cross and frame as plain quads in one batch.
    SegmentBatch batch(dl);
    for (const auto& marker : markers) {
      const SideColours& c = coloursOf(marker.force->side);
      const ImVec2 a = toIm(marker.rect.min), b = toIm(marker.rect.max);
      const float midY = (a.y + b.y) / 2;
      batch.segment({a.x, midY}, {b.x, midY}, b.y - a.y, c.fill);
      batch.segment({a.x + 2, a.y + 2}, {b.x - 2, b.y - 2}, 1.5f, c.ink);
      batch.segment({a.x + 2, b.y - 2}, {b.x - 2, a.y + 2}, 1.5f, c.ink);
      const ImU32 frame = rgba(20, 20, 20);
      batch.segment({a.x - 0.75f, a.y}, {b.x + 0.75f, a.y}, 1.5f, frame);
      batch.segment({a.x - 0.75f, b.y}, {b.x + 0.75f, b.y}, 1.5f, frame);
      batch.segment({a.x, a.y}, {a.x, b.y}, 1.5f, frame);
      batch.segment({b.x, a.y}, {b.x, b.y}, 1.5f, frame);
    }
    return;
  }
  for (const auto& marker : markers) {
    const SideColours& c = coloursOf(marker.force->side);
    const ImU32 fill = c.fill, ink = c.ink;
    const ImVec2 a = toIm(marker.rect.min), b = toIm(marker.rect.max);
    dl.AddRectFilled(a, b, fill);
    dl.AddLine({a.x + 2, a.y + 2}, {b.x - 2, b.y - 2}, ink, 1.5f);
    dl.AddLine({a.x + 2, b.y - 2}, {b.x - 2, a.y + 2}, ink, 1.5f);
    dl.AddRect(a, b, rgba(20, 20, 20), 0, 0, 1.5f);
  }
}

void paintForceLabels(ImDrawList& dl, const Scenario& scenario,
                      const std::vector<ForceMarker>& markers, LabelPlacer& placer) {
  for (const auto& marker : markers) {
    const std::string& text = marker.force->name.empty() ? marker.force->id : marker.force->name;
    const ImVec2 size = ImGui::CalcTextSize(text.c_str());
    const Vec2 mid{marker.rect.max.x + 4, (marker.rect.min.y + marker.rect.max.y) / 2 - size.y / 2};
    const Vec2 leftOf{marker.rect.min.x - 4 - size.x, mid.y};
    const Side* side = scenario.findSide(marker.force->side);
    ImU32 colour = parseHexColour(side ? side->colour : "");
    if (contrastingText(colour) == rgba(0, 0, 0)) colour = kLabelText;  // pale sides: plain ink
    if (placer.placeAt(mid, toVec(size)))
      paintLabel(dl, toIm(mid), text, colour);
    else if (placer.placeAt(leftOf, toVec(size)))
      paintLabel(dl, toIm(leftOf), text, colour);
  }
}

// Names of areas at their vertex centroid, muted, only where they fit.
void paintTerrainLabels(ImDrawList& dl, const StageMap& map, const Camera& camera,
                        LabelPlacer& placer, const MapPaintCache& cache,
                        const std::vector<int>& visible) {
  for (int index : visible) {
    const auto& feature = map.terrain[static_cast<size_t>(index)];
    if (feature.name.empty() || feature.shape() != FeatureShape::Area || feature.points.empty())
      continue;
    // Only areas wide enough on screen to hold their name are labelled.
    const WorldBox& box = cache.featureBoxes()[static_cast<size_t>(index)];
    if (camera.metresToPixels(box.width()) < ImGui::CalcTextSize(feature.name.c_str()).x) continue;
    Vec2 centroid;
    for (const auto& p : feature.points) centroid = centroid + p;
    centroid = centroid * (1.0 / static_cast<double>(feature.points.size()));
    const Vec2 s = camera.worldToScreen(centroid);
    const ImVec2 size = ImGui::CalcTextSize(feature.name.c_str());
    const Vec2 topLeft{s.x - size.x / 2, s.y - size.y / 2};
    if (!placer.placeAt(topLeft, toVec(size))) continue;
    const ImVec2 a = toIm(topLeft);
    dl.AddRectFilled({a.x - 2, a.y}, {a.x + size.x + 2, a.y + size.y}, IM_COL32(255, 252, 240, 110),
                     3);
    dl.AddText(a, IM_COL32(70, 60, 40, 220), feature.name.c_str());
  }
}

}  // namespace

void paintMap(ImDrawList& dl, const Scenario& scenario, const Camera& camera,
              const MapLayers& layers, const std::string& highlightNode) {
  MapPaintCache cache;
  cache.rebuild(scenario);
  paintMap(dl, scenario, camera, layers, highlightNode, cache);
}

void paintMap(ImDrawList& dl, const Scenario& scenario, const Camera& camera,
              const MapLayers& layers, const std::string& highlightNode,
              const MapPaintCache& cache) {
  const Vec2 origin = camera.viewportOrigin();
  paintMap(dl, scenario, camera, layers, highlightNode, cache,
           ScreenRect{origin, origin + camera.viewportSize()});
}

void paintMap(ImDrawList& dl, const Scenario& scenario, const Camera& camera,
              const MapLayers& layers, const std::string& highlightNode, const MapPaintCache& cache,
              const ScreenRect& detailPixels) {
  const Vec2 origin = camera.viewportOrigin();
  // The level of detail follows what the detail rectangle shows; when it is the whole viewport
  // (the usual case) the lists drawn are the ones counted.
  const bool wholeView =
      detailPixels.min == origin && detailPixels.max == origin + camera.viewportSize();
  const Vec2 cull{kCullMarginPixels, kCullMarginPixels};
  WorldBox detailView;
  detailView.include(camera.screenToWorld(detailPixels.min - cull));
  detailView.include(camera.screenToWorld(detailPixels.max + cull));
  if (layers.background)
    dl.AddRectFilled(toIm(origin), toIm(origin + camera.viewportSize()), kMapBackground);
  const WorldBox view = visibleWorld(camera, kCullMarginPixels);
  const double opacity = std::clamp(layers.terrainOpacity, 0.0f, 1.0f);
  if (layers.terrain && opacity > 0) {
    const int first = dl.VtxBuffer.Size;
    paintTerrain(dl, scenario.map, camera, cache, cache.featuresIn(view));
    if (opacity < 1) scaleAlpha(dl, first, opacity);
  }
  if (layers.stages) {
    const std::vector<int> links = cache.linksIn(view);
    const std::size_t counted = wholeView ? links.size() : cache.linksIn(detailView).size();
    paintLinks(dl, scenario.map, camera, cache, links, counted > kDenseLinks);
  }
  // Names prefer a place inside what the view shows.
  LabelPlacer placer(detailPixels);
  const std::vector<int> nodes = layers.stages ? cache.nodesIn(view) : std::vector<int>{};
  const std::size_t nodesCounted =
      wholeView || !layers.stages ? nodes.size() : cache.nodesIn(detailView).size();
  const bool nodeLabels = layers.labels && nodesCounted <= kMaxLabelledNodes;
  // Too many nodes in view for names: force names would be as crowded, so neither is placed
  // (and the nodes need not be obstacles for them).
  paintNodes(dl, scenario.map, camera, highlightNode, placer, nodes, nodeLabels,
             nodesCounted > kMaxLabelledNodes);
  std::vector<ForceMarker> markers;
  std::size_t markersCounted = 0;
  if (layers.forces) {
    markers = layoutForceMarkers(scenario, camera, placer, &cache, nodeLabels);
    LabelPlacer unused;
    markersCounted =
        wholeView
            ? markers.size()
            : layoutForceMarkers(scenario, camera, unused, &cache, false, &detailPixels).size();
  }
  // Label priority: node names, then force names, then terrain names.
  if (nodeLabels) paintNodeLabels(dl, scenario.map, camera, placer, nodes);
  // As many markers as nodes worth naming: beyond that they are drawn in one batch.
  paintForceMarkers(dl, scenario, markers, markersCounted > kMaxLabelledNodes / 2);
  if (nodeLabels) paintForceLabels(dl, scenario, markers, placer);
  if (layers.terrain && layers.labels && nodeLabels)
    paintTerrainLabels(dl, scenario.map, camera, placer, cache, cache.featuresIn(view));
}

void paintNodeHighlight(ImDrawList& dl, const StageMap& map, const Camera& camera,
                        const std::string& nodeId) {
  if (nodeId.empty()) return;
  if (const StageNode* node = map.findNode(nodeId)) paintNode(dl, *node, camera, true);
}

std::string forceAtScreen(const Scenario& scenario, const Camera& camera, Vec2 screenPixels) {
  LabelPlacer unused;
  for (const auto& marker : layoutForceMarkers(scenario, camera, unused)) {
    const ScreenRect& r = marker.rect;
    if (screenPixels.x >= r.min.x && screenPixels.x <= r.max.x && screenPixels.y >= r.min.y &&
        screenPixels.y <= r.max.y)
      return marker.force->id;
  }
  return {};
}

void paintScaleBar(ImDrawList& dl, const Camera& camera) {
  const ScaleBar bar = chooseScaleBar(camera.pixelsPerMetre(), camera.viewportSize().x * 0.25);
  if (bar.lengthPixels <= 0) return;
  const Vec2 origin = camera.viewportOrigin();
  const float x0 = static_cast<float>(origin.x) + 16;
  const float y0 = static_cast<float>(origin.y + camera.viewportSize().y) - 18;
  const float x1 = x0 + static_cast<float>(bar.lengthPixels);
  const ImVec2 textSize = ImGui::CalcTextSize(bar.label.c_str());
  dl.AddRectFilled({x0 - 8, y0 - textSize.y - 10}, {std::max(x1, x0 + textSize.x) + 8, y0 + 8},
                   IM_COL32(255, 255, 255, 200), 4);
  const ImU32 ink = IM_COL32(20, 20, 20, 255);
  dl.AddRectFilled({x0, y0 - 2}, {(x0 + x1) / 2, y0 + 2}, ink);
  dl.AddRect({x0, y0 - 2}, {x1, y0 + 2}, ink);
  dl.AddLine({x0, y0 - 6}, {x0, y0 + 4}, ink, 1.5f);
  dl.AddLine({x1, y0 - 6}, {x1, y0 + 4}, ink, 1.5f);
  dl.AddText({x0, y0 - textSize.y - 6}, ink, bar.label.c_str());
}

unsigned terrainClassesPresent(const StageMap& map) {
  unsigned mask = 0;
  for (const TerrainFeature& feature : map.terrain)
    mask |= 1u << static_cast<unsigned>(feature.terrain);
  return mask;
}

namespace {

int terrainRowCount(unsigned terrainClasses) {
  int rows = 0;
  for (int c = 0; c < kTerrainClassCount; ++c) rows += (terrainClasses >> c) & 1u ? 1 : 0;
  return rows;
}

}  // namespace

Vec2 legendSizePixels(const Scenario& scenario, unsigned terrainClasses) {
  const float lineHeight = ImGui::GetTextLineHeight() + 4;
  float textWidth = ImGui::CalcTextSize("Broken bridge").x;
  for (const auto& side : scenario.sides)
    textWidth = std::max(textWidth, ImGui::CalcTextSize(side.orbat.name.c_str()).x);
  for (int c = 0; c < kTerrainClassCount; ++c)
    if ((terrainClasses >> c) & 1u) {
      const std::string_view name = displayNameOf(static_cast<TerrainClass>(c));
      textWidth =
          std::max(textWidth, ImGui::CalcTextSize(name.data(), name.data() + name.size()).x);
    }
  const float swatch = 30;
  const int rowCount =
      6 + terrainRowCount(terrainClasses) + static_cast<int>(scenario.sides.size());
  return {swatch + 10 + textWidth + 16, static_cast<float>(rowCount) * lineHeight + 12};
}

void paintLegend(ImDrawList& dl, const Scenario& scenario, const Camera& camera,
                 unsigned terrainClasses) {
  struct Row {
    const char* text;
    LinkKind kind;
  };
  // Good and bad roads must read apart: in rain a bad road halves the march (C-11).
  const Row rows[] = {{"Good road", LinkKind::GoodRoad},
                      {"Bad road", LinkKind::BadRoad},
                      {"Railway", LinkKind::Railway},
                      {"Water", LinkKind::Water}};
  const float lineHeight = ImGui::GetTextLineHeight() + 4;
  const float swatch = 30;
  const Vec2 size = legendSizePixels(scenario, terrainClasses);
  const float width = static_cast<float>(size.x);
  const float height = static_cast<float>(size.y);
  const Vec2 origin = camera.viewportOrigin();
  const auto inset = static_cast<float>(kLegendInsetPixels);
  const float right = static_cast<float>(origin.x + camera.viewportSize().x) - inset;
  // Bottom right: the scale bar has the bottom left, and map tops are often busy with names.
  const float bottom = static_cast<float>(origin.y + camera.viewportSize().y) - inset;
  const ImVec2 min{right - width, bottom - height};
  dl.AddRectFilled(min, {right, min.y + height}, IM_COL32(255, 255, 255, 215), 4);
  dl.AddRect(min, {right, min.y + height}, IM_COL32(120, 120, 120, 255), 4);

  float y = min.y + 6;
  const float x = min.x + 8;
  auto textAt = [&](std::string_view text) {
    dl.AddText({x + swatch + 10, y}, IM_COL32(20, 20, 20, 255), text.data(),
               text.data() + text.size());
  };
  const float mid = lineHeight / 2 - 2;
  for (const auto& row : rows) {
    const std::vector<ImVec2> pts{{x, y + mid}, {x + swatch, y + mid}};
    if (row.kind == LinkKind::GoodRoad || row.kind == LinkKind::Railway)
      dl.AddLine(pts[0], pts[1], linkColour(row.kind), linkWidth(row.kind));
    if (row.kind == LinkKind::Railway)
      dashedPolyline(dl, pts, IM_COL32(255, 255, 255, 255), linkWidth(row.kind) * 0.45f, 7, 7);
    if (linkDashed(row.kind))
      dashedPolyline(dl, pts, linkColour(row.kind), linkWidth(row.kind), 9, 5);
    textAt(row.text);
    y += lineHeight;
  }
  paintBridge(dl, {x + swatch / 2, y + mid}, BridgeState::Intact);
  textAt("Bridge");
  y += lineHeight;
  paintBridge(dl, {x + swatch / 2, y + mid}, BridgeState::Broken);
  textAt("Broken bridge");
  y += lineHeight;
  for (int c = 0; c < kTerrainClassCount; ++c) {
    if (!((terrainClasses >> c) & 1u)) continue;
    const auto terrain = static_cast<TerrainClass>(c);
    if (naturalShapeOf(terrain) == FeatureShape::Area)
      dl.AddRectFilled({x + 2, y + mid - 6}, {x + swatch - 2, y + mid + 6}, terrainColour(terrain),
                       2);
    else
      dl.AddLine({x, y + mid}, {x + swatch, y + mid}, terrainColour(terrain),
                 std::max(2.0f, terrainLineWidth(terrain)));
    textAt(displayNameOf(terrain));
    y += lineHeight;
  }
  for (const auto& side : scenario.sides) {
    const ImU32 fill = parseHexColour(side.orbat.colour);
    dl.AddRectFilled({x + 4, y + mid - 6}, {x + swatch - 4, y + mid + 6}, fill);
    dl.AddRect({x + 4, y + mid - 6}, {x + swatch - 4, y + mid + 6}, IM_COL32(20, 20, 20, 255));
    textAt(side.orbat.name);
    y += lineHeight;
  }
}

}  // namespace hfg
