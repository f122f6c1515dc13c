// Draws the battle table with Dear ImGui's draw list and turns the mouse into table paces.
#include "editor/battle/battle_view.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "core/battle/hfg/bound/pips.h"
#include "core/battle/common/shapes.h"
#include "editor/map/canvas_input.h"
#include "editor/map/label_placer.h"
#include "editor/map/map_style.h"
#include "editor/battle/move_area.h"
#include "editor/map/triangulate.h"

namespace hfg {
namespace {

constexpr double kFitMarginPixels = 24;
constexpr PackedColour kTableCloth = rgba(196, 214, 160);
constexpr PackedColour kLostColour = rgba(90, 90, 90, 110);
constexpr PackedColour kRoadColour =
    rgba(150, 110, 60);  // not the map's red: that is a side colour here
constexpr double kFitAroundElementsPaces = 1200;
/// The move area's PIP bands (move_area.h pipBand): 0 (a march wholly by road), 1, 2, 3 or more.
constexpr std::array<PackedColour, 4> kBandColours{rgba(70, 150, 255, 95), rgba(40, 190, 60, 95),
                                                   rgba(235, 200, 30, 105),
                                                   rgba(240, 110, 30, 110)};
constexpr std::array<const char*, 4> kBandNames{"0 PIPs (march by road)", "1 PIP", "2 PIPs",
                                                "3 or more PIPs"};

ImVec2 toIm(Vec2 v) { return {static_cast<float>(v.x), static_cast<float>(v.y)}; }
Vec2 toVec(ImVec2 v) { return {v.x, v.y}; }

PackedColour withAlpha(PackedColour c, int alpha) {
  return (c & 0x00FFFFFFu) | (static_cast<PackedColour>(alpha) << 24);
}

/// The symbol inside an element: crossed lines for foot, a diagonal for mounted, a dot for
/// artillery, a flag for staff, a bar for train, a wave for naval (the usual map conventions).
void drawSymbol(ImDrawList& dl, const std::array<ImVec2, 4>& c, TroopCategory category,
                PackedColour ink) {
  // corners: FR, FL, RL, RR
  const ImVec2 mid{(c[0].x + c[2].x) / 2, (c[0].y + c[2].y) / 2};
  const float size = std::hypot(c[0].x - c[2].x, c[0].y - c[2].y);
  if (size < 6) return;
  switch (category) {
    case TroopCategory::Foot:
      dl.AddLine(c[0], c[2], ink, 1.2f);
      dl.AddLine(c[1], c[3], ink, 1.2f);
      break;
    case TroopCategory::Mounted: dl.AddLine(c[1], c[3], ink, 1.6f); break;
    case TroopCategory::Artillery:
      dl.AddCircleFilled(mid, std::max(2.0f, size * 0.12f), ink);
      break;
    case TroopCategory::Staff: {
      const ImVec2 top{(mid.x + c[0].x + c[1].x) / 3, (mid.y + c[0].y + c[1].y) / 3};
      dl.AddLine(mid, top, ink, 1.4f);
      dl.AddTriangleFilled(top, {top.x + size * 0.15f, top.y + size * 0.05f},
                           {top.x, top.y + size * 0.1f}, ink);
      break;
    }
    case TroopCategory::Train:
      dl.AddLine({(c[1].x + c[2].x) / 2, (c[1].y + c[2].y) / 2},
                 {(c[0].x + c[3].x) / 2, (c[0].y + c[3].y) / 2}, ink, 2.0f);
      break;
    case TroopCategory::Naval: dl.AddBezierCubic(c[2], c[1], c[3], c[0], ink, 1.4f); break;
  }
}

/// The footprint grown by `radius` (the Minkowski sum of the rectangle and a disc): in each
/// direction, the corner furthest that way moved out by the radius.
std::vector<Vec2> grownOutline(const battle::Footprint& fp, double radius) {
  const auto corners = fp.corners();
  std::vector<Vec2> out;
  for (int deg = 0; deg < 360; deg += 6) {
    const Vec2 dir = battle::headingVector(deg);
    Vec2 best = corners[0];
    for (const Vec2& c : corners)
      if (c.x * dir.x + c.y * dir.y > best.x * dir.x + best.y * dir.y) best = c;
    out.push_back(best + dir * radius);
  }
  return out;
}

}  // namespace

std::string elementAt(const battle::Battle& battle, Vec2 paces) {
  std::string waiting;
  for (const auto& e : battle.elements()) {
    if (!e.footprint.containsPoint(paces, 1.0)) continue;
    if (e.present()) return e.id();
    if (!e.placed.onTable && e.condition == battle::ElementCondition::Ready && waiting.empty())
      waiting = e.id();
  }
  return waiting;
}

std::string conditionTag(const battle::Battle& battle, const battle::ElementInPlay& e) {
  using battle::ElementCondition;
  switch (e.condition) {
    case ElementCondition::Routing: return "routing";
    case ElementCondition::Repulsed: return "repulsed";
    case ElementCondition::Destroyed: return "destroyed";
    case ElementCondition::Spent: return "spent";
    case ElementCondition::OffTable: return "off table";
    case ElementCondition::Ready: break;
  }
  if (!e.placed.onTable) return "waiting to arrive";
  if (e.silencedUntilBound >= battle.boundNumber()) return "silenced";
  if (e.disabled) return "disabled";
  return "";
}

ImVec2 BattleView::toScreen(Vec2 paces) const { return toIm(m_camera.worldToScreen(paces)); }

std::optional<ImVec2> BattleView::screenOf(const std::string& elementId) const {
  const auto it = m_centres.find(elementId);
  if (it == m_centres.end()) return std::nullopt;
  return toScreen(it->second);
}

BattleViewInput BattleView::draw(const battle::Battle& battle, ImVec2 size,
                                 const BattleOverlay& overlay) {
  BattleViewInput out;
  m_centres.clear();
  m_labels.clear();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  if (size.x < 1 || size.y < 1) return out;
  m_camera.setViewport(toVec(origin), toVec(size));
  const auto table = battle.table();
  if (m_fitPending) {
    // The action, not the whole table: the elements with some ground round them.
    WorldBox box;
    for (const auto& e : battle.elements())
      for (const Vec2& c : e.footprint.corners()) box.include(c);
    if (box.empty()) {
      box.include({0, 0});
      box.include({table.widthPaces, table.depthPaces});
    } else {
      box.min = {std::max(0.0, box.min.x - kFitAroundElementsPaces),
                 std::max(0.0, box.min.y - kFitAroundElementsPaces)};
      box.max = {std::min(table.widthPaces, box.max.x + kFitAroundElementsPaces),
                 std::min(table.depthPaces, box.max.y + kFitAroundElementsPaces)};
    }
    m_camera.fit(box, kFitMarginPixels);
    m_fitPending = false;
  }
  ImGui::InvisibleButton("##battle-table", size,
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight |
                             ImGuiButtonFlags_MouseButtonMiddle);
  const CanvasInput input = canvasInputFromImGui();
  navigate(m_camera, input);

  out.hovered = input.hovered;
  out.mousePaces = m_camera.screenToWorld(input.mousePixels);
  if (out.hovered) out.elementUnderMouse = elementAt(battle, out.mousePaces);
  out.clicked = out.hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left);
  if (out.clicked) {
    m_pressedHere = true;
    m_pressPaces = out.mousePaces;
  }
  out.pressPaces = m_pressPaces;
  out.dragging = m_pressedHere && ImGui::IsMouseDown(ImGuiMouseButton_Left);
  if (m_pressedHere && ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
    out.released = true;
    m_pressedHere = false;
  }

  ImDrawList& dl = *ImGui::GetWindowDrawList();
  dl.PushClipRect(origin, {origin.x + size.x, origin.y + size.y}, true);
  dl.AddRectFilled(origin, {origin.x + size.x, origin.y + size.y}, rgba(60, 62, 66));
  dl.AddRectFilled(toScreen({0, table.depthPaces}), toScreen({table.widthPaces, 0}), kTableCloth);
  drawTerrain(dl, battle);
  // Base edges: each side's colour along its own long edge (T-15).
  for (int s = 0; s < 2; ++s) {
    const double y = battle.side(s).baseEdge == battle::BaseEdge::South ? 0 : table.depthPaces;
    dl.AddLine(toScreen({0, y}), toScreen({table.widthPaces, y}), m_sideColours[s], 4.0f);
  }
  drawReach(dl, overlay);
  const std::string highlighted = overlay.highlight;
  m_pendingLabels.clear();
  m_elementBoxes.clear();
  for (const auto& e : battle.elements()) {
    const bool selected = std::find(overlay.selected.begin(), overlay.selected.end(), e.id()) !=
                          overlay.selected.end();
    drawElement(dl, e, selected, e.id() == highlighted);
  }
  drawOverlay(dl, battle, overlay);
  drawLabels(dl);
  drawReachLegend(dl, overlay, origin);
  dl.PopClipRect();
  return out;
}

std::optional<int> BattleView::shadedCostAt(Vec2 paces) const {
  for (const auto& c : m_shaded)
    if (battle::ringContains(battle::Ring(c.cell.begin(), c.cell.end()), paces)) return c.cost;
  return std::nullopt;
}

void BattleView::drawReach(ImDrawList& dl, const BattleOverlay& overlay) {
  m_shaded.clear();
  if (!overlay.reach) return;
  // Legal destinations only: a refused spot stays unshaded (hovering it gives the rule's words).
  // Without anti-aliasing the cells' shared edges do not show as a lattice of darker lines.
  const ImDrawListFlags flags = dl.Flags;
  dl.Flags &= ~ImDrawListFlags_AntiAliasedFill;
  for (const auto& s : overlay.reach->samples) {
    if (!s.check.legal()) continue;
    const int cost = s.check.plan->cost.total;
    const PackedColour colour = kBandColours[static_cast<std::size_t>(pipBand(cost))];
    dl.AddQuadFilled(toScreen(s.cell[0]), toScreen(s.cell[1]), toScreen(s.cell[2]),
                     toScreen(s.cell[3]), colour);
    m_shaded.push_back({s.cell, cost});
  }
  dl.Flags = flags;
}

void BattleView::drawReachLegend(ImDrawList& dl, const BattleOverlay& overlay, ImVec2 origin) {
  if (!overlay.reach && !overlay.reachComputing) return;
  const float line = ImGui::GetTextLineHeight() + 2;
  const ImVec2 at{origin.x + 8, origin.y + 8};
  std::vector<std::string> rows;
  std::vector<int> bands;
  if (!overlay.reach) {
    rows.push_back("Legal move area: the engine is checking...");
    bands.push_back(-1);
  } else {
    rows.push_back(overlay.reach->wheels ? "Legal move area (lead's front edge; wheels, B-9):"
                                         : "Legal move area (lead's front edge, T-1):");
    bands.push_back(-1);
    for (int b = 0; b < 4; ++b) {
      rows.push_back(kBandNames[static_cast<std::size_t>(b)]);
      bands.push_back(b);
    }
    rows.push_back("unshaded: refused (hover for the rule)");
    bands.push_back(-1);
  }
  float width = 0;
  for (const auto& r : rows) width = std::max(width, ImGui::CalcTextSize(r.c_str()).x);
  const float swatch = line - 4;
  dl.AddRectFilled(
      {at.x - 4, at.y - 4},
      {at.x + swatch + 8 + width + 4, at.y + line * static_cast<float>(rows.size()) + 2},
      rgba(30, 30, 30, 190), 3.0f);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const ImVec2 row{at.x, at.y + line * static_cast<float>(i)};
    if (bands[i] >= 0)
      dl.AddRectFilled({row.x, row.y + 1}, {row.x + swatch, row.y + 1 + swatch},
                       kBandColours[static_cast<std::size_t>(bands[i])] | 0xFF000000u);
    dl.AddText({row.x + swatch + 6, row.y}, rgba(255, 255, 255), rows[i].c_str());
    m_labels.push_back(rows[i]);
  }
}

void BattleView::drawTerrain(ImDrawList& dl, const battle::Battle& battle) const {
  const double ppp = m_camera.pixelsPerMetre();
  for (const auto& f : battle.setup().terrain) {
    const PackedColour colour = terrainColour(f.terrain);
    if (f.outline.size() >= 3) {
      std::vector<ImVec2> pts;
      for (const Vec2& p : f.outline) pts.push_back(toScreen(p));
      for (const auto& t : triangulate(f.outline))
        dl.AddTriangleFilled(
            pts[static_cast<std::size_t>(t[0])], pts[static_cast<std::size_t>(t[1])],
            pts[static_cast<std::size_t>(t[2])], withAlpha(colour, f.burning ? 255 : 170));
      dl.AddPolyline(pts.data(), static_cast<int>(pts.size()), withAlpha(colour, 255),
                     ImDrawFlags_Closed, 1.0f);
    }
    if (f.line.size() >= 2) {
      std::vector<ImVec2> pts;
      for (const Vec2& p : f.line) pts.push_back(toScreen(p));
      const float width =
          std::max(terrainLineWidth(f.terrain), static_cast<float>(f.widthPaces * ppp));
      const bool road = f.terrain == TerrainClass::RoadGood || f.terrain == TerrainClass::RoadBad ||
                        f.terrain == TerrainClass::Railway;
      dl.AddPolyline(pts.data(), static_cast<int>(pts.size()), road ? kRoadColour : colour,
                     ImDrawFlags_None, road ? std::min(width, 4.0f) : width);
    }
    if (f.crest.size() >= 2) {
      std::vector<ImVec2> pts;
      for (const Vec2& p : f.crest) pts.push_back(toScreen(p));
      dl.AddPolyline(pts.data(), static_cast<int>(pts.size()), rgba(120, 90, 50), ImDrawFlags_None,
                     1.5f);
    }
  }
  for (const auto& c : battle.crossings()) {
    const ImVec2 at = toScreen(c.at);
    const float r = std::max(3.0f, static_cast<float>(c.widthPaces * ppp / 2));
    if (c.kind == battle::CrossingKind::Bridge)
      dl.AddRectFilled({at.x - r, at.y - 2}, {at.x + r, at.y + 2}, rgba(90, 60, 30));
    else
      dl.AddCircle(at, r, rgba(40, 90, 200), 12, 1.5f);
  }
  for (const auto& w : battle.setup().works) {
    const int side = battle.sideIndex(w.sideId);
    const PackedColour ink = side >= 0 ? m_sideColours[side] : rgba(60, 60, 60);
    if (w.kind == battle::BattleWorkKind::Redoubt && w.outline.size() >= 3) {
      std::vector<ImVec2> pts;
      for (const Vec2& p : w.outline) pts.push_back(toScreen(p));
      dl.AddPolyline(pts.data(), static_cast<int>(pts.size()), rgba(110, 80, 40),
                     ImDrawFlags_Closed, 3.0f);
      dl.AddPolyline(pts.data(), static_cast<int>(pts.size()), ink, ImDrawFlags_Closed, 1.0f);
    } else {
      dl.AddLine(toScreen(w.a), toScreen(w.b), rgba(110, 80, 40), 3.0f);
      // Teeth towards the enemy it faces (B-13).
      const Vec2 mid = (w.a + w.b) * 0.5;
      dl.AddLine(toScreen(mid), toScreen(mid + w.enemySide * 80.0), ink, 1.5f);
    }
  }
}

void BattleView::drawElement(ImDrawList& dl, const battle::ElementInPlay& e, bool selected,
                             bool highlighted) {
  const bool waiting = !e.placed.onTable && e.condition == battle::ElementCondition::Ready;
  const bool lost = !e.present() && !waiting;
  std::array<ImVec2, 4> c;
  const auto corners = e.footprint.corners();
  for (std::size_t i = 0; i < 4; ++i) c[i] = toScreen(corners[i]);
  const PackedColour side = m_sideColours[e.side == 0 ? 0 : 1];
  if (lost) {
    // Destroyed, spent or gone: a faint outline where it was last.
    dl.AddQuad(c[0], c[1], c[2], c[3], kLostColour, 1.0f);
    dl.AddLine(c[0], c[2], kLostColour, 1.0f);
    return;
  }
  m_centres[e.id()] = e.footprint.centre();
  if (waiting) {
    dl.AddQuad(c[0], c[1], c[2], c[3], side, 1.5f);
  } else {
    const bool routing = e.condition == battle::ElementCondition::Routing;
    dl.AddQuadFilled(c[0], c[1], c[2], c[3], routing ? withAlpha(side, 110) : side);
    // The front edge is drawn thick so facing reads at a glance.
    dl.AddLine(c[1], c[0], rgba(255, 255, 255), 2.0f);
    drawSymbol(dl, c, categoryOf(e.type()), rgba(255, 255, 255));
    if (routing) dl.AddQuad(c[0], c[1], c[2], c[3], rgba(255, 210, 0), 2.0f);
  }
  if (selected) dl.AddQuad(c[0], c[1], c[2], c[3], rgba(255, 255, 0), 3.0f);
  if (highlighted) dl.AddQuad(c[0], c[1], c[2], c[3], rgba(255, 140, 0), 3.0f);
  float minX = c[0].x, maxX = c[0].x, minY = c[0].y, maxY = c[0].y;
  for (const ImVec2& p : c) {
    minX = std::min(minX, p.x);
    maxX = std::max(maxX, p.x);
    minY = std::min(minY, p.y);
    maxY = std::max(maxY, p.y);
  }
  m_elementBoxes.push_back({{minX, minY}, {maxX, maxY}});
  // Labels only when the element is big enough on screen to carry one.
  if (std::hypot(c[0].x - c[2].x, c[0].y - c[2].y) >= 14) {
    std::string text = e.id();
    if (e.condition == battle::ElementCondition::Routing)
      text += " (routing)";
    else if (e.condition == battle::ElementCondition::Repulsed)
      text += " (repulsed)";
    else if (waiting)
      text += " (waiting)";
    m_pendingLabels.push_back({text,
                               {(minX + maxX) / 2, (minY + maxY) / 2},
                               std::max(maxX - minX, maxY - minY) / 2.0,
                               selected || highlighted});
  }
}

void BattleView::drawLabels(ImDrawList& dl) {
  LabelPlacer placer;
  for (const auto& [lo, hi] : m_elementBoxes) placer.addObstacle({lo, hi});
  std::stable_partition(m_pendingLabels.begin(), m_pendingLabels.end(),
                        [](const PendingLabel& l) { return l.first; });
  for (const PendingLabel& label : m_pendingLabels) {
    const ImVec2 size = ImGui::CalcTextSize(label.text.c_str());
    // Below the element first (it reads as the element's name), then the placer's choices.
    const Vec2 below{label.anchor.x - size.x / 2, label.anchor.y + label.radius + 1};
    std::optional<Vec2> at;
    if (placer.placeAt(below, {size.x, size.y}))
      at = below;
    else
      at = placer.place(label.anchor, label.radius + 1, {size.x, size.y});
    if (!at) continue;
    const ImVec2 pos = toIm(*at);
    dl.AddRectFilled({pos.x - 1, pos.y}, {pos.x + size.x + 1, pos.y + size.y}, kLabelHalo);
    dl.AddText(pos, kLabelText, label.text.c_str());
    m_labels.push_back(label.text);
  }
}

void BattleView::drawOverlay(ImDrawList& dl, const battle::Battle& battle,
                             const BattleOverlay& overlay) {
  // T-6: the easy command distance of the selected element's general, measured from his base.
  if (!overlay.selected.empty()) {
    if (const auto i = battle.find(overlay.selected.front())) {
      const auto* command = battle.command(battle.elements()[*i].placed.commandId);
      const auto g = command ? battle.find(command->generalElementId) : std::nullopt;
      if (g && battle.elements()[*g].present()) {
        const auto& general = battle.elements()[*g];
        const double reach = battle::easyCommandDistancePaces(general.type());
        std::vector<ImVec2> ring;
        for (const Vec2& p : grownOutline(general.footprint, reach)) ring.push_back(toScreen(p));
        dl.AddPolyline(ring.data(), static_cast<int>(ring.size()), rgba(255, 255, 255, 200),
                       ImDrawFlags_Closed, 1.5f);
        const std::string label = command->name.empty() ? command->id : command->name;
        const std::string text =
            label + ": easy command distance " + std::to_string(static_cast<int>(reach)) + " p";
        dl.AddText(toScreen(general.footprint.centre() + Vec2{0, reach}), rgba(255, 255, 255),
                   text.c_str());
        m_labels.push_back(text);
      }
    }
  }
  if (overlay.draggedPath.size() >= 2) {
    std::vector<ImVec2> pts;
    for (const Vec2& p : overlay.draggedPath) pts.push_back(toScreen(p));
    const PackedColour ink = overlay.refused ? rgba(230, 30, 30) : rgba(255, 255, 255);
    dl.AddPolyline(pts.data(), static_cast<int>(pts.size()), ink, ImDrawFlags_None, 2.0f);
  }
  if (overlay.plan) {
    for (const auto& path : overlay.plan->paths) {
      if (path.poses.empty()) continue;
      std::vector<ImVec2> track;
      for (const auto& pose : path.poses) track.push_back(toScreen(pose.frontMid));
      dl.AddPolyline(track.data(), static_cast<int>(track.size()), rgba(255, 255, 255, 180),
                     ImDrawFlags_None, 1.5f);
      std::array<ImVec2, 4> c;
      const auto corners = path.end().corners();
      for (std::size_t k = 0; k < 4; ++k) c[k] = toScreen(corners[k]);
      dl.AddQuad(c[0], c[1], c[2], c[3], rgba(255, 255, 255), 2.0f);
      dl.AddLine(c[1], c[0], rgba(255, 255, 0), 3.0f);
    }
  }
}

}  // namespace hfg
