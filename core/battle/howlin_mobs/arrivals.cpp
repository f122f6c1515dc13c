// MB-44 on the table: a train of columns along the arrival road, placed from the edge inward.
#include "core/battle/howlin_mobs/arrivals.h"

#include <algorithm>
#include <string>

#include "core/battle/howlin_mobs/organisation_tables.h"
#include "core/battle/howlin_mobs/table_ground.h"

namespace hfg::howlin_mobs {
namespace {

constexpr double kTrainGapIn = 0.5;  // between one arriving column and the next

bool due(const HmArrival& a, const BattleState& st) {
  return a.slot.phase < st.phase || (a.slot.phase == st.phase && a.slot.round <= st.round);
}

bool commandOnTable(const BattleState& st, int commandId) {
  return std::any_of(st.units.begin(), st.units.end(),
                     [&](const Unit& u) { return u.commandId == commandId; });
}

/// The pose is free: on the table, off impassable ground, clear of every unit on it.
bool roomFor(const BattleState& st, const battle::Footprint& pose) {
  for (const Vec2 c : pose.corners())
    if (c.x < -1 || c.y < -1 || c.x > st.tableSizePaces.x + 1 || c.y > st.tableSizePaces.y + 1)
      return false;
  if (onImpassable(st, pose)) return false;
  const battle::Ring ring = battle::ringOf(pose);
  for (const Unit& o : st.units)
    if (o.present() && battle::intersectionArea(ring, battle::ringOf(o.footprint)) > 1e-6)
      return false;
  return true;
}

}  // namespace

Formation arrivalFormation(UnitKind kind) {
  switch (kind) {
    case UnitKind::Infantry: return Formation::Column;
    case UnitKind::Cavalry: return Formation::Mounted;
    case UnitKind::Artillery: return Formation::Limbered;
    default: return Formation::Line;
  }
}

std::vector<int> bringOnArrivals(BattleState& st, HmSide side) {
  const HowlinMobsSettings& s = st.settings;
  std::vector<int> newCommands;
  std::vector<HmArrival> waiting;
  std::vector<HmArrival> train;  // due now, in set-up order
  for (HmArrival& a : st.arrivals)
    (a.unit.side == side && due(a, st) ? train : waiting).push_back(a);
  // Each road's train: the first unit furthest in, the last with its rear on the edge.
  std::vector<std::pair<Vec2, double>> roadLength;  // entry -> inches of train still to place
  for (HmArrival& a : train) {
    a.unit.formation = arrivalFormation(a.unit.kind);
    const BaseSize b = footprintIn(a.unit.kind, a.unit.formation, std::max(1, a.unit.guns), s);
    auto it = std::find_if(roadLength.begin(), roadLength.end(),
                           [&](const auto& r) { return r.first == a.entry; });
    if (it == roadLength.end()) it = roadLength.insert(roadLength.end(), {a.entry, 0.0});
    it->second += b.depthIn + kTrainGapIn;
  }
  std::vector<Vec2> roadsBlocked;  // a blocked column holds up those behind it
  for (HmArrival& a : train) {
    const BaseSize b = footprintIn(a.unit.kind, a.unit.formation, std::max(1, a.unit.guns), s);
    auto it = std::find_if(roadLength.begin(), roadLength.end(),
                           [&](const auto& r) { return r.first == a.entry; });
    const double frontIn = it->second - kTrainGapIn;
    it->second -= b.depthIn + kTrainGapIn;
    const battle::Footprint pose = battle::Footprint::fromCentre(
        a.entry + a.inward * ((frontIn - b.depthIn / 2) * s.pacesPerInch),
        battle::headingOf(a.inward), b.frontIn * s.pacesPerInch, b.depthIn * s.pacesPerInch);
    const bool blocked =
        std::find(roadsBlocked.begin(), roadsBlocked.end(), a.entry) != roadsBlocked.end();
    if (blocked || !roomFor(st, pose)) {
      roadsBlocked.push_back(a.entry);
      waiting.push_back(a);
      continue;
    }
    a.unit.footprint = pose;
    if (!commandOnTable(st, a.unit.commandId)) {
      newCommands.push_back(a.unit.commandId);
      st.command(a.unit.commandId).general = pose.centre();
    }
    st.units.push_back(a.unit);
    st.note("MB-44", "unit " + idText(a.unit.id) + " arrives in column");
  }
  std::stable_sort(waiting.begin(), waiting.end(), [&](const HmArrival& x, const HmArrival& y) {
    return std::find_if(st.arrivals.begin(), st.arrivals.end(),
                        [&](const HmArrival& z) { return z.unit.id == x.unit.id; }) <
           std::find_if(
               st.arrivals.begin(), st.arrivals.end(),
               [&](const HmArrival& z) { return z.unit.id == y.unit.id; });
  });
  st.arrivals = waiting;
  return newCommands;
}

}  // namespace hfg::howlin_mobs
