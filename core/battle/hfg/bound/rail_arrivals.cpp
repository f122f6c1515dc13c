// Detraining delayed commands at their railway point, a train load a bound, unless enemy could shoot at the train (B-64).
#include "core/battle/hfg/bound/rail_arrivals.h"

#include <algorithm>

#include "core/battle/hfg/bound/combat_facts.h"
#include "core/battle/hfg/bound/router_path.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/target_selection.h"
#include "core/rules/shooting_range.h"

namespace hfg::battle {

std::vector<std::size_t> nextTrainLoad(const Battle& battle,
                                       const std::vector<std::size_t>& waiting) {
  std::vector<std::size_t> out;
  if (waiting.empty()) return out;
  const auto& els = battle.elements();
  const TroopCategory first = categoryOf(els[waiting.front()].type());
  if (first == TroopCategory::Naval) return out;
  if (first != TroopCategory::Foot) return {waiting.front()};
  for (auto i : waiting) {
    if (categoryOf(els[i].type()) != TroopCategory::Foot ||
        out.size() >= static_cast<std::size_t>(kRailFootPerBound))
      break;
    out.push_back(i);
  }
  return out;
}

bool enemyCouldShootAt(const Battle& battle, int arrivingSide, const Footprint& fp) {
  const auto& els = battle.elements();
  const int year = battle.setup().year;
  const bool mist = battle.weather() && battle.weather()->current() == TableWeather::Mist;
  std::optional<double> weatherLimit;
  if (battle.weather()) weatherLimit = battle.weather()->visibilityPaces();
  for (std::size_t i = 0; i < els.size(); ++i) {
    const ElementInPlay& e = els[i];
    if (!e.present() || e.side == arrivingSide || e.condition != ElementCondition::Ready) continue;
    ShootingSituation sit;
    sit.dismounted = isDismountable(e.type()) && !combatantOf(e, true).mounted;
    sit.mist = mist;
    sit.targetBuaHillOrTrain = true;  // the train itself
    const auto range = shootingRangePaces(e.type(), e.grade(), year, sit);
    if (!range || footprintDistance(e.footprint, fp) > *range) continue;
    ShotGeometry g;
    g.shooter = e.footprint;
    g.target = fp;
    g.maxRangePaces = *range;
    g.mist = mist;
    g.weatherLimitPaces = weatherLimit;
    g.allRoundArc = shootsAllRound(e.type());
    for (std::size_t k = 0; k < els.size(); ++k)
      if (k != i && els[k].present() && footprintDistance(els[k].footprint, e.footprint) <= *range)
        g.blockers.push_back(ringOf(els[k].footprint));
    const std::vector<EdgeId> edges = g.allRoundArc
                                          ? std::vector<EdgeId>(kAllEdges.begin(), kAllEdges.end())
                                          : std::vector<EdgeId>{EdgeId::Front};
    for (EdgeId edge : edges) {
      g.shootingEdge = edge;
      if (validTargetEdge(g, battle.setup().terrain, battle.settings())) return true;
    }
  }
  return false;
}

std::vector<Footprint> detrainColumn(const RoadEntry& entry, double detrainArcPaces,
                                     const std::vector<Footprint>& bases) {
  std::vector<Footprint> out;
  double front = detrainArcPaces;
  for (const auto& b : bases) {
    const auto [p, dir] = pointAlong(entry.inward, std::max(front, 0.0));
    Footprint fp = b;
    fp.frontMid = p;
    fp.headingDeg = headingOf(dir);
    out.push_back(fp);
    front -= b.depthPaces;
  }
  return out;
}

void detrainArrivals(Battle& battle, const ArrivalRoad& arrival,
                     const BattleTerrainFeature& railway, const RoadEntry& entry,
                     const std::vector<std::size_t>& waiting) {
  auto& els = battle.elements();
  const auto load = nextTrainLoad(battle, waiting);
  if (load.empty()) {
    battle.log(LogKind::Pips, els[waiting.front()].id() + " cannot come by railway " + railway.id +
                                  ": only land elements travel by rail (B-64)");
    return;
  }
  const double detrainArc =
      arrival.detrainAt ? arcLengthOfNearest(entry.inward, *arrival.detrainAt) : 0;
  // B-64: not if any enemy could shoot at them between the edge and the detraining point.
  const int side = els[load.front()].side;
  Footprint train = els[load.front()].footprint;
  for (double at = 0;; at = std::min(at + kRailSamplePaces, detrainArc)) {
    const auto [p, dir] = pointAlong(entry.inward, at);
    train.frontMid = p;
    train.headingDeg = headingOf(dir);
    if (enemyCouldShootAt(battle, side, train)) {
      battle.log(LogKind::Pips, "command " + arrival.commandId + " cannot detrain at railway " +
                                    railway.id + ": enemy could shoot at the train (B-64)");
      return;
    }
    if (at >= detrainArc) break;
  }
  std::vector<Footprint> bases;
  for (auto i : load) bases.push_back(els[i].footprint);
  const auto poses = detrainColumn(entry, detrainArc, bases);
  std::string entered;
  for (std::size_t k = 0; k < load.size(); ++k) {
    const std::size_t i = load[k];
    bool taken = false;
    for (auto j : battle.near(poses[k], 0.0))
      if (j != i && overlaps(poses[k], els[j].footprint, battle.settings())) taken = true;
    if (taken) {
      battle.log(LogKind::Pips, els[i].id() + " cannot detrain at railway " + railway.id +
                                    ": the place is taken (B-64)");
      break;
    }
    els[i].placed.onTable = true;
    els[i].footprint = poses[k];
    battle.place(i, poses[k]);
    entered += (entered.empty() ? "" : ", ") + els[i].id();
  }
  if (!entered.empty())
    battle.log(LogKind::Move, entered + " detrain by railway " + railway.id + " (T-15, B-64)");
}

}  // namespace hfg::battle
