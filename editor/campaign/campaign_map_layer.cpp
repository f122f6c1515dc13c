// The seated side's campaign view over the map canvas: drawn from buildSideView only (C-6).
#include "editor/campaign/campaign_map_layer.h"

#include <algorithm>
#include <cmath>

#include "editor/map/camera.h"
#include "editor/campaign/campaign_session.h"
#include "editor/map/map_style.h"

namespace hfg {
namespace {

constexpr float kMarkerHit = 9.0f;  ///< pixels: a click this near a marker selects it
constexpr float kNodeHit = 10.0f;   ///< pixels: a click this near a node orders a march there
const ImU32 kLegColours[] = {IM_COL32(230, 170, 0, 255), IM_COL32(230, 100, 0, 255),
                             IM_COL32(60, 60, 200, 255)};  ///< morning, afternoon, night
const ImU32 kBattleRed = IM_COL32(200, 20, 20, 255);

ImVec2 toIm(Vec2 v) { return {static_cast<float>(v.x), static_cast<float>(v.y)}; }

ImU32 sideColour(const Scenario& scenario, const std::string& side, bool own) {
  for (const ScenarioSide& s : scenario.sides)
    if (own ? s.orbat.id == side : s.orbat.id != side)
      return parseHexColour(s.orbat.colour,
                            own ? IM_COL32(40, 90, 200, 255) : IM_COL32(200, 40, 40, 255));
  return own ? IM_COL32(40, 90, 200, 255) : IM_COL32(200, 40, 40, 255);
}

ImU32 withAlpha(ImU32 colour, float alpha) {
  const auto a = static_cast<ImU32>(std::clamp(alpha, 0.0f, 1.0f) * 255.0f);
  return (colour & ~IM_COL32_A_MASK) | (a << IM_COL32_A_SHIFT);
}

/// C-6: an enemy sighting fades with age, a period at a time, never below readable.
float sightingAlpha(int ageInPeriods) {
  return std::max(0.35f, 1.0f - 0.15f * static_cast<float>(ageInPeriods));
}

Vec2 linkMidpoint(const StageMap& map, const std::string& linkId) {
  const StageLink* link = map.findLink(linkId);
  const StageNode* a = link ? map.findNode(link->from) : nullptr;
  const StageNode* b = link ? map.findNode(link->to) : nullptr;
  if (!a || !b) return {};
  return (a->position + b->position) * 0.5;
}

void labelWithHalo(ImDrawList& dl, ImVec2 at, ImU32 colour, const char* text) {
  const ImVec2 size = ImGui::CalcTextSize(text);
  dl.AddRectFilled({at.x - 2, at.y - 1}, {at.x + size.x + 2, at.y + size.y + 1}, kLabelHalo, 3);
  dl.AddText(at, colour, text);
}

}  // namespace

void CampaignMapLayer::setSession(CampaignSession* session) {
  forget();
  m_session = session;
}

void CampaignMapLayer::forget() {
  m_routs.clear();
  m_animation = CampaignAnimation();
  m_animatedDay = 0;
  m_animatedSide.clear();
  m_selectedForce.clear();
  m_replayPeriod = -1;
  m_screen.clear();
  m_drawnLabels.clear();
  m_drawnRouts.clear();
  m_ownMarkers.clear();
}

bool CampaignMapLayer::active() const {
  return m_session && m_session->phase() == SeatPhase::Orders;
}

void CampaignMapLayer::centreOn(Vec2 where) {
  m_centre = where;
  m_centrePending = true;
}

std::optional<Vec2> CampaignMapLayer::takeCentreRequest() {
  if (!m_centrePending) return std::nullopt;
  m_centrePending = false;
  return m_centre;
}

std::optional<ImVec2> CampaignMapLayer::screenOf(const std::string& id) const {
  auto it = m_screen.find(id);
  if (it == m_screen.end()) return std::nullopt;
  return it->second;
}

void CampaignMapLayer::startAnimation(double periods) {
  if (!m_session) return;
  const std::string& side = m_session->seatSide();
  const int yesterday = m_session->state().day - 1;
  m_animation =
      CampaignAnimation::ofDay(m_session->scenario(), m_session->state(), side, yesterday);
  m_animation.setProgressPeriods(periods);
  m_animatedDay = yesterday;
  m_animatedSide = side;
}

void CampaignMapLayer::animateYesterdayOnce() {
  if (!active()) return;
  const int yesterday = m_session->state().day - 1;
  if (yesterday >= 1 && (yesterday != m_animatedDay || m_session->seatSide() != m_animatedSide))
    startAnimation(0);
}

bool CampaignMapLayer::animating() const {
  return !m_animation.empty() && !m_animation.finished() && m_replayPeriod < 0;
}

void CampaignMapLayer::paint(ImDrawList& dl, const Camera& camera) {
  m_screen.clear();
  m_drawnLabels.clear();
  m_drawnRouts.clear();
  m_ownMarkers.clear();
  m_markers.clear();
  if (m_session && m_session->phase() == SeatPhase::Battles) {
    // Battles to settle: only the meetings, which both sides know (C-6), none of either's forces.
    paintBattles(dl, camera, m_session->view());
    return;
  }
  if (!active()) return;  // the hand-over cover and the end: nothing of a side
  const Scenario& scenario = m_session->scenario();
  const SideView view = m_session->view();
  for (const StageNode& node : scenario.map.nodes)
    m_screen[node.id] = toIm(camera.worldToScreen(node.position));
  if (animating() && m_animationAutoplay) m_animation.advance(ImGui::GetIO().DeltaTime);
  paintWorksAndBridges(dl, camera, view);
  paintPlans(dl, camera);
  paintBattles(dl, camera, view);
  paintMarkers(dl, camera, view, buildCampaignPicture(scenario, view));
  paintRouts(dl, camera);
  paintCaption(dl, camera);
}

void CampaignMapLayer::paintWorksAndBridges(ImDrawList& dl, const Camera& camera,
                                            const SideView& view) {
  const StageMap& map = m_session->scenario().map;
  // C-22: this side's own works, a small fort sign at the node.
  for (const BuiltWork& work : view.ownWorks) {
    const StageNode* node = map.findNode(work.node);
    if (!node) continue;
    const ImVec2 p = toIm(camera.worldToScreen(node->position));
    dl.AddQuad({p.x, p.y - 13}, {p.x + 8, p.y - 5}, {p.x, p.y + 3}, {p.x - 8, p.y - 5},
               IM_COL32(60, 40, 20, 255), 2.0f);
    labelWithHalo(dl, {p.x - 30, p.y - 30}, IM_COL32(60, 40, 20, 255),
                  work.work.kind == WorkKind::Redoubt ? "redoubt" : "entrenched");
  }
  // C-22: bridges broken, repaired or built in the campaign (seen by all) over the map's own.
  for (const BridgeChange& change : view.bridges) {
    const ImVec2 p = toIm(camera.worldToScreen(linkMidpoint(map, change.link)));
    if (change.bridge == BridgeState::Broken) {
      dl.AddCircleFilled(p, 10, IM_COL32(255, 255, 255, 200));
      dl.AddCircle(p, 10, kBrokenBridge, 0, 2.5f);
      dl.AddLine({p.x - 6, p.y - 6}, {p.x + 6, p.y + 6}, kBrokenBridge, 3.0f);
      dl.AddLine({p.x - 6, p.y + 6}, {p.x + 6, p.y - 6}, kBrokenBridge, 3.0f);
    } else {
      dl.AddCircle(p, 10, IM_COL32(20, 140, 40, 255), 0, 2.5f);
    }
  }
}

void CampaignMapLayer::paintPlans(ImDrawList& dl, const Camera& camera) {
  // Today's orders, each as the engine plans it: morning yellow, afternoon orange, night blue;
  // the selected force's plan wide, the others narrow.
  const StageMap& map = m_session->scenario().map;
  for (const ForceOrder& order : m_session->orders().forces) {
    const bool selected = order.force == m_selectedForce;
    int period = static_cast<int>(m_session->state().period);
    for (const Step& step : m_session->plan(order)) {
      for (std::size_t i = 1; i < step.route.size(); ++i) {
        const StageNode* a = map.findNode(step.route[i - 1]);
        const StageNode* b = map.findNode(step.route[i]);
        if (!a || !b) continue;
        // Narrower for later periods, so a leg marched on over two periods shows both.
        const float width =
            (selected ? 9.0f : 5.0f) - (selected ? 3.0f : 1.5f) * static_cast<float>(period % 3);
        dl.AddLine(toIm(camera.worldToScreen(a->position)), toIm(camera.worldToScreen(b->position)),
                   withAlpha(kLegColours[period % 3], selected ? 1.0f : 0.7f), width);
      }
      ++period;
    }
  }
}

void CampaignMapLayer::paintBattles(ImDrawList& dl, const Camera& camera, const SideView& view) {
  const StageMap& map = m_session->scenario().map;
  for (const BattleMeeting& battle : view.battles) {
    const StageNode* node = map.findNode(battle.node);
    const ImVec2 p = toIm(camera.worldToScreen(node ? node->position : battle.position));
    // Crossed swords, white on red (a broken bridge is red on white: the two must not be confused).
    dl.AddCircleFilled(p, 13, kBattleRed);
    dl.AddCircle(p, 13, IM_COL32(60, 0, 0, 255), 0, 1.5f);
    dl.AddLine({p.x - 7, p.y - 7}, {p.x + 7, p.y + 7}, IM_COL32(255, 255, 255, 255), 2.5f);
    dl.AddLine({p.x - 7, p.y + 7}, {p.x + 7, p.y - 7}, IM_COL32(255, 255, 255, 255), 2.5f);
    // C-20: a battle lasting into further periods says how long it has gone on.
    const std::string state =
        battle.periodsFought > 0
            ? "battle, " + std::to_string(battle.periodsFought) + " period(s) fought"
            : "battle: result to come";
    labelWithHalo(dl, {p.x + 16, p.y - 22}, kBattleRed, state.c_str());
  }
}

void CampaignMapLayer::paintMarkers(ImDrawList& dl, const Camera& camera, const SideView& view,
                                    const CampaignPicture& picture) {
  const Scenario& scenario = m_session->scenario();
  // Yesterday's periods replayed from the side's own position history; enemies stay as known.
  std::map<std::string, Vec2> replayed;
  if (m_replayPeriod >= 0)
    for (const PositionRecord& record : m_session->state().positionHistory)
      if (record.side == view.side && record.day == m_session->state().day - 1 &&
          static_cast<int>(record.period) == m_replayPeriod)
        replayed[record.force] = locationPosition(scenario.map, record.location);
  const bool moving = animating();
  if (moving)  // the roads each own force takes, faint under the moving markers
    for (const std::string& force : m_animation.forces())
      for (int leg = 0; leg < m_animation.legs(); ++leg)
        if (const std::vector<Vec2>* path = m_animation.legPath(force, leg))
          for (std::size_t i = 1; i < path->size(); ++i)
            dl.AddLine(toIm(camera.worldToScreen((*path)[i - 1])),
                       toIm(camera.worldToScreen((*path)[i])), IM_COL32(40, 90, 200, 110), 5.0f);
  const ImU32 own = sideColour(scenario, view.side, true);
  const ImU32 enemy = sideColour(scenario, view.side, false);
  std::map<std::pair<int, int>, int> stacked;  // markers already drawn at a screen spot
  for (const ForceMarker& marker : picture.markers) {
    Vec2 where = marker.position;
    if (marker.own && replayed.count(marker.force)) where = replayed[marker.force];
    if (marker.own && moving)
      if (const auto now = m_animation.positionOf(marker.force)) where = *now;
    ImVec2 p = toIm(camera.worldToScreen(where));
    // Forces at one place stack downwards so their labels stay readable.
    const int below = stacked[{static_cast<int>(p.x), static_cast<int>(p.y)}]++;
    p.y += 16.0f * static_cast<float>(below) + 14.0f;
    m_screen[marker.force] = p;
    m_markers[marker.force] = p;
    if (marker.own) {
      m_ownMarkers.push_back(marker.force);
      dl.AddRectFilled({p.x - 9, p.y - 6}, {p.x + 9, p.y + 6}, own);
      dl.AddRect({p.x - 9, p.y - 6}, {p.x + 9, p.y + 6}, IM_COL32(20, 20, 20, 255));
      if (marker.force == m_selectedForce)
        dl.AddRect({p.x - 12, p.y - 9}, {p.x + 12, p.y + 9}, IM_COL32(255, 220, 0, 255), 0, 0, 3);
      labelWithHalo(dl, {p.x + 11, p.y - 7}, IM_COL32(20, 30, 90, 255), marker.label.c_str());
    } else {
      const float alpha = sightingAlpha(marker.ageInPeriods);
      dl.AddRectFilled({p.x - 9, p.y - 6}, {p.x + 9, p.y + 6}, IM_COL32(255, 255, 255, 150));
      dl.AddRect({p.x - 9, p.y - 6}, {p.x + 9, p.y + 6}, withAlpha(enemy, alpha), 0, 0, 2.5f);
      labelWithHalo(dl, {p.x + 11, p.y - 7}, withAlpha(IM_COL32(150, 20, 20, 255), alpha),
                    marker.label.c_str());
    }
    m_drawnLabels.push_back(marker.label);
  }
}

void CampaignMapLayer::paintRouts(ImDrawList& dl, const Camera& camera) {
  // C-21: each routed force this side can see, an arrow from the battle to where it fled.
  const int today = m_session->state().day;
  for (const RoutMark& rout : m_routs) {
    auto it = m_markers.find(rout.force);  // never for a force this side does not see (C-6)
    if (rout.day + 1 < today || it == m_markers.end()) continue;
    const ImVec2 a = toIm(camera.worldToScreen(rout.fromMetres));
    const ImVec2 b = it->second;
    const float length = std::hypot(b.x - a.x, b.y - a.y);
    const ImU32 red = IM_COL32(190, 30, 30, 230);
    dl.AddCircle(a, 7.0f, red, 0, 2.5f);  // the battlefield
    if (length > 12) {
      const ImVec2 u{(b.x - a.x) / length, (b.y - a.y) / length};
      const ImVec2 tip{b.x - u.x * 12, b.y - u.y * 12};
      dl.AddLine(a, tip, red, 3.0f);
      dl.AddTriangleFilled(tip, {tip.x - u.x * 10 - u.y * 6, tip.y - u.y * 10 + u.x * 6},
                           {tip.x - u.x * 10 + u.y * 6, tip.y - u.y * 10 - u.x * 6}, red);
    }
    dl.AddText({(a.x + b.x) / 2 + 6, (a.y + b.y) / 2 - 8}, red, "rout");
    m_drawnRouts.push_back(rout.force);
  }
}

void CampaignMapLayer::paintCaption(ImDrawList& dl, const Camera& camera) const {
  if (!animating()) return;
  const char* names[] = {"morning", "afternoon", "night"};
  const int leg = std::clamp(static_cast<int>(m_animation.progressPeriods()), 0, 2);
  const std::string caption =
      "Day " + std::to_string(m_animation.day()) + ", " + names[leg] + ": your forces on the march";
  const ImVec2 o = toIm(camera.viewportOrigin());
  dl.AddRectFilled({o.x + 6, o.y + 6},
                   {o.x + 14 + ImGui::CalcTextSize(caption.c_str()).x, o.y + 28},
                   IM_COL32(40, 40, 60, 200), 3.0f);
  dl.AddText({o.x + 10, o.y + 9}, IM_COL32(255, 255, 255, 255), caption.c_str());
}

bool CampaignMapLayer::click(Vec2 screenPixels) {
  if (!active()) return false;
  const ImVec2 mouse = toIm(screenPixels);
  auto near = [&](const std::string& id, float radius) {
    auto it = m_screen.find(id);
    return it != m_screen.end() &&
           std::hypot(it->second.x - mouse.x, it->second.y - mouse.y) <= radius;
  };
  // An own marker selects its force; a node gives the selected force its destination.
  for (const std::string& force : m_ownMarkers)
    if (near(force, kMarkerHit)) {
      m_selectedForce = force;
      return true;
    }
  if (m_selectedForce.empty()) return false;
  for (const StageNode& node : m_session->scenario().map.nodes)
    if (near(node.id, kNodeHit)) {
      if (m_onNode) m_onNode(node.id);
      return true;
    }
  return false;
}

Vec2 CampaignMapLayer::legendSizePixels() const {
  if (!m_session) return {};
  const float line = ImGui::GetTextLineHeight() + 4;
  const float text = ImGui::CalcTextSize("Plan: morning, afternoon, night").x;
  return {30 + 10 + text + 16, 6 * line + 12};
}

void CampaignMapLayer::paintLegend(ImDrawList& dl, Vec2 topLeft) const {
  if (!m_session) return;
  const Vec2 size = legendSizePixels();
  const ImVec2 min = toIm(topLeft);
  const ImVec2 max{min.x + static_cast<float>(size.x), min.y + static_cast<float>(size.y)};
  dl.AddRectFilled(min, max, IM_COL32(255, 255, 255, 215), 4);
  dl.AddRect(min, max, IM_COL32(120, 120, 120, 255), 4);
  const float line = ImGui::GetTextLineHeight() + 4;
  const std::string& side = m_session->seatSide();
  const ImU32 own = sideColour(m_session->scenario(), side, true);
  const ImU32 enemy = sideColour(m_session->scenario(), side, false);
  float y = min.y + 6;
  const float x = min.x + 8, mid = line / 2 - 2;
  auto row = [&](const char* text) {
    dl.AddText({x + 40, y}, IM_COL32(20, 20, 20, 255), text);
    y += line;
  };
  dl.AddRectFilled({x + 6, y + mid - 6}, {x + 24, y + mid + 6}, own);
  row("Own force");
  dl.AddRect({x + 6, y + mid - 6}, {x + 24, y + mid + 6}, enemy, 0, 0, 2.5f);
  row("Enemy, last seen (fades)");
  dl.AddCircleFilled({x + 15, y + mid}, 8, kBattleRed);
  dl.AddLine({x + 11, y + mid - 4}, {x + 19, y + mid + 4}, IM_COL32(255, 255, 255, 255), 2.0f);
  dl.AddLine({x + 11, y + mid + 4}, {x + 19, y + mid - 4}, IM_COL32(255, 255, 255, 255), 2.0f);
  row("Battle");
  for (int period = 0; period < 3; ++period)
    dl.AddLine({x + 10.0f * static_cast<float>(period), y + mid},
               {x + 10.0f * static_cast<float>(period + 1), y + mid}, kLegColours[period], 5.0f);
  row("Plan: morning, afternoon, night");
  dl.AddLine({x, y + mid}, {x + 30, y + mid}, IM_COL32(190, 30, 30, 230), 3.0f);
  row("Rout (C-21)");
  dl.AddQuad({x + 15, y + mid - 7}, {x + 22, y + mid}, {x + 15, y + mid + 7}, {x + 8, y + mid},
             IM_COL32(60, 40, 20, 255), 2.0f);
  row("Own works (C-22)");
}

}  // namespace hfg
