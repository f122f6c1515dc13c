// Line groups (B-8) of a command's movers, and the wheels a line group might charge with.
#include "core/battle/hfg/ai/line_groups.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <set>

#include "core/battle/hfg/ai/enemy_proximity.h"

namespace hfg::battle::ai {

std::vector<std::vector<std::size_t>> lineGroups(const Battle& battle,
                                                 const std::vector<std::size_t>& movers) {
  const auto& els = battle.elements();
  const BattleSettings& s = battle.settings();
  std::vector<int> comp(movers.size(), -1);
  int next = 0;
  for (std::size_t a = 0; a < movers.size(); ++a) {
    if (comp[a] >= 0) continue;
    comp[a] = next;
    std::vector<std::size_t> stack{a};
    while (!stack.empty()) {
      const std::size_t k = stack.back();
      stack.pop_back();
      const Footprint& fk = els[movers[k]].footprint;
      for (std::size_t b = 0; b < movers.size(); ++b) {
        if (comp[b] >= 0) continue;
        const Footprint& fb = els[movers[b]].footprint;
        if (headingDifferenceDeg(fk.headingDeg, fb.headingDeg) > s.headingEpsDeg) continue;
        // Level front edges, side by side (G-2 edge contact of the flanks, read cheaply).
        const Vec2 off = fb.frontMid - fk.frontMid;
        if (std::abs(dot(off, fk.forward())) > 2.0) continue;
        if (std::abs(std::abs(dot(off, fk.right())) - (fk.frontagePaces + fb.frontagePaces) / 2) >
            s.contactEpsPaces)
          continue;
        comp[b] = next;
        stack.push_back(b);
      }
    }
    ++next;
  }
  std::vector<std::vector<std::size_t>> groups(static_cast<std::size_t>(next));
  for (std::size_t a = 0; a < movers.size(); ++a)
    groups[static_cast<std::size_t>(comp[a])].push_back(movers[a]);
  // Lead: the middle element, so the group's path reads from its centre.
  for (auto& g : groups) {
    std::sort(g.begin(), g.end(), [&](std::size_t x, std::size_t y) {
      const Footprint& f = els[x].footprint;
      return dot(f.frontMid, f.right()) < dot(els[y].footprint.frontMid, f.right());
    });
    std::rotate(g.begin(), g.begin() + static_cast<long>(g.size() / 2),
                g.begin() + static_cast<long>(g.size() / 2) + 1);
  }
  return groups;
}

std::vector<std::string> idsOf(const Battle& battle, const std::vector<std::size_t>& idx) {
  std::vector<std::string> out;
  for (auto i : idx) out.push_back(battle.elements()[i].id());
  return out;
}

GroupWheel wheelGroup(const Battle& battle, const std::vector<std::size_t>& group,
                      double wheelDeg) {
  const auto& els = battle.elements();
  GroupWheel out;
  const Footprint& lead = els[group.front()].footprint;
  const bool left = wheelDeg > 0;
  Vec2 pivot = lead.corner(left ? CornerId::FrontLeft : CornerId::FrontRight);
  for (auto i : group) {
    const Vec2 c = els[i].footprint.corner(left ? CornerId::FrontLeft : CornerId::FrontRight);
    const double across = dot(c - pivot, lead.right());
    if (left ? across < 0 : across > 0) pivot = c;
  }
  const double rad = wheelDeg * std::numbers::pi / 180.0;
  const double cs = std::cos(rad);
  const double sn = std::sin(rad);
  const auto rotate = [&](Vec2 p) {
    const Vec2 d = p - pivot;
    return Vec2{pivot.x + d.x * cs - d.y * sn, pivot.y + d.x * sn + d.y * cs};
  };
  double radius = 0;
  for (auto i : group) {
    const Footprint& f = els[i].footprint;
    for (CornerId c : {CornerId::FrontLeft, CornerId::FrontRight})
      radius = std::max(radius, distance(f.corner(c), pivot));
    out.poses.push_back(
        Footprint{rotate(f.frontMid), f.headingDeg + wheelDeg, f.frontagePaces, f.depthPaces});
  }
  out.arcPaces = radius * std::abs(rad);
  return out;
}

std::vector<double> groupChargeWheels(const Battle& battle, const std::vector<std::size_t>& group,
                                      const std::vector<Shape>& seen, double limitPaces) {
  const auto& els = battle.elements();
  const Footprint& lead = els[group.front()].footprint;
  std::vector<double> out{0.0};
  double widthPaces = 0;
  for (auto i : group) widthPaces += els[i].footprint.frontagePaces;
  std::set<long> tried;
  for (auto i : group)
    for (auto j : enemiesWithin(seen, els[i].footprint, limitPaces)) {
      const Footprint& en = els[j].footprint;
      // Only an enemy ahead of the line, facing it.
      if (dot(en.centre() - lead.frontMid, lead.forward()) <= 0 ||
          dot(en.forward(), lead.forward()) > -0.5)
        continue;
      const double wheel = std::remainder(en.headingDeg + 180.0 - lead.headingDeg, 360.0);
      if (std::abs(wheel) < 3 || std::abs(wheel) > 45) continue;
      if (widthPaces * std::abs(wheel) * std::numbers::pi / 180.0 >= limitPaces) continue;
      if (tried.insert(std::lround(wheel)).second) out.push_back(wheel);
    }
  return out;
}

}  // namespace hfg::battle::ai
