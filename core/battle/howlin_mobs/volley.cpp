// MB-27 .. MB-30 and MB-36 on the table. The fire zone is the firer's frontal zone to its range;
// artillery fires at close range (12") when the primary is within it, else long (MB-28).
#include "core/battle/howlin_mobs/volley.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "core/battle/howlin_mobs/fire.h"
#include "core/battle/howlin_mobs/morale_tables.h"
#include "core/battle/howlin_mobs/organisation_tables.h"
#include "core/battle/howlin_mobs/unit_rules.h"
#include "core/battle/howlin_mobs/zones.h"

namespace hfg::howlin_mobs {
namespace {

constexpr double kTieIn = 0.5;  // MB-28: within 0.5" counts as the same distance

Unit& unitById(std::vector<Unit>& units, int id) {
  for (Unit& u : units)
    if (u.id == id) return u;
  throw std::invalid_argument("howlin_mobs: no unit " + std::to_string(id));
}

struct InZone {
  int index = 0;
  double distanceIn = 0;  ///< from the firer's front edge
  double areaInside = 0;
};

/// Units of `wantedSide` (or its friends) with some part inside `zone`, nearest first (MB-28).
std::vector<InZone> unitsInZone(const std::vector<Unit>& units, const Unit& firer,
                                const battle::Ring& zone, bool enemies,
                                const HowlinMobsSettings& s) {
  std::vector<InZone> found;
  const battle::Segment front = firer.footprint.edge(battle::EdgeId::Front);
  for (std::size_t i = 0; i < units.size(); ++i) {
    const Unit& u = units[i];
    if (u.id == firer.id || !u.present() || u.kind == UnitKind::Wagon) continue;
    if ((u.side != firer.side) != enemies) continue;
    const battle::Ring ring = battle::ringOf(u.footprint);
    if (!battle::ringsIntersect(zone, ring)) continue;
    found.push_back({static_cast<int>(i), battle::distanceBetween(ring, front) / s.pacesPerInch,
                     battle::intersectionArea(zone, ring)});
  }
  std::sort(found.begin(), found.end(), [&](const InZone& a, const InZone& b) {
    if (std::abs(a.distanceIn - b.distanceIn) > kTieIn) return a.distanceIn < b.distanceIn;
    if (a.areaInside != b.areaInside) return a.areaInside > b.areaInside;
    return units[a.index].id < units[b.index].id;
  });
  return found;
}

/// MB-27: the nearest enemy must be nearer than every friend in the zone.
bool blockedByFriend(const std::vector<InZone>& enemies, const std::vector<InZone>& friends) {
  return !friends.empty() && friends.front().distanceIn <= enemies.front().distanceIn;
}

FireTarget targetFactors(const Unit& firer, const Unit& t, bool halfRate, bool takesHits) {
  FireTarget ft;
  ft.factors.targetOnGround = t.onGround;
  ft.factors.targetSharpshooters = t.skirmisher();
  ft.factors.targetDeployedArtillery =
      t.kind == UnitKind::Artillery && t.formation == Formation::Unlimbered;
  ft.factors.targetEnfiladed = enfiladed(firer, t);
  ft.factors.targetInColumn =
      (t.kind == UnitKind::Infantry && t.formation == Formation::Column) || t.mountedCavalry();
  ft.factors.halfRate = halfRate;
  ft.protection = t.protection;
  ft.takesHits = takesHits;
  return ft;
}

int basePointsOf(const Unit& firer, bool longRange, const HowlinMobsSettings& s) {
  if (firer.kind != UnitKind::Artillery) {
    return firingBases(firer.kind, firer.damage.casualties, s) * firer.pointsPerBase;
  }
  const GunRow g = gunRow(*firer.gun);
  return firer.guns * (longRange ? g.longPoints : g.closePoints);
}

}  // namespace

bool ableToFire(const Unit& u) {
  if (!u.present() || u.routing || u.kind == UnitKind::Wagon) return false;
  if (u.kind == UnitKind::Infantry && u.formation == Formation::Column) return false;
  if (u.mountedCavalry()) return false;
  if (u.kind == UnitKind::Artillery) return u.formation == Formation::Unlimbered && u.gun;
  return u.pointsPerBase > 0 && u.rangeIn > 0;
}

void applyMoraleResult(Unit& u, MoraleResult result, const HowlinMobsSettings& s) {
  switch (result) {
    case MoraleResult::CarriesOn: return;
    case MoraleResult::GoesToGround: u.onGround = true; return;
    case MoraleResult::Routs:
      u.routing = true;
      u.onGround = false;
      if (u.kind == UnitKind::Artillery) u.formation = Formation::Limbered;  // MB-37
      return;
    case MoraleResult::OnGroundWithExtraHit:
      u.onGround = true;
      applyHits(u.damage, 1, u.kind, u.guns, s);
      return;
  }
}

MoraleTest testUnit(Unit& u, const std::vector<Unit>& units, HmDieSource& dice,
                    const HowlinMobsSettings& s, GeneralAid* aid) {
  MoraleSituation m;
  m.casualties = u.kind == UnitKind::Infantry    ? u.damage.casualties
                 : u.kind == UnitKind::Artillery ? std::min(1, u.damage.casualties)
                                                 : 0;
  m.crack = u.crack;
  m.inWorks = u.protection == Protection::Works;
  m.onGround = u.onGround;
  m.secureFlank = secureFlank(u, units, s);
  m.inferior = u.inferior;
  m.stoic = u.stoic;
  TesterState t;
  t.onGround = u.onGround;
  t.mountedCavalry = u.mountedCavalry();
  t.limberedArtillery = u.kind == UnitKind::Artillery && u.formation == Formation::Limbered;
  if (aid) m.generalHelp = aid->help(u, AidFor::MoraleTest, unitState(m, s));
  const MoraleTest result = testMorale(unitState(m, s), t, dice);
  if (m.generalHelp > 0) aid->risk(u, m.generalHelp, dice);  // MB-11, straight after the test
  applyMoraleResult(u, result.result, s);
  return result;
}

std::vector<MoraleTestRecord> friendRoutTests(std::vector<Unit>& units, std::vector<int> routedIds,
                                              std::set<int>& testedThisCard, HmDieSource& dice,
                                              const HowlinMobsSettings& s, GeneralAid* aid) {
  std::vector<MoraleTestRecord> records;
  for (std::size_t next = 0; next < routedIds.size(); ++next) {
    const Unit router = unitById(units, routedIds[next]);
    for (Unit& u : units) {
      if (u.id == router.id || u.side != router.side || !u.present() || u.routing) continue;
      if (u.kind == UnitKind::Wagon) continue;
      if (gapIn(u, router, s) > s.friendRoutTestIn) continue;
      if (s.oneRoutTestPerCard && testedThisCard.count(u.id)) continue;
      testedThisCard.insert(u.id);
      const MoraleTest t = testUnit(u, units, dice, s, aid);
      records.push_back({u.id, router.id, t});
      if (u.routing) routedIds.push_back(u.id);
    }
  }
  return records;
}

VolleyReport fireVolley(std::vector<Unit>& units, int firerId, Card card, HmDieSource& dice,
                        const HowlinMobsSettings& s, GeneralAid* aid) {
  if (card != Card::Fire && card != Card::DoubleFire)
    throw std::invalid_argument("M-13: units fire only on Fire or Double Fire");
  VolleyReport report;
  Unit& firer = unitById(units, firerId);
  if (!ableToFire(firer)) return report;
  const bool artillery = firer.kind == UnitKind::Artillery;
  double rangeIn = artillery ? gunRow(*firer.gun).longRangeIn : firer.rangeIn;
  std::vector<InZone> enemies = unitsInZone(units, firer, frontalZone(firer, rangeIn, s), true, s);
  if (enemies.empty()) return report;
  if (artillery && enemies.front().distanceIn <= gunRow(*firer.gun).closeRangeIn) {
    rangeIn = gunRow(*firer.gun).closeRangeIn;
    enemies = unitsInZone(units, firer, frontalZone(firer, rangeIn, s), true, s);
  } else if (artillery) {
    report.longRange = true;
    if (gunRow(*firer.gun).longPoints == 0) return report;  // no long fire (Portable)
  }
  const auto friends = unitsInZone(units, firer, frontalZone(firer, rangeIn, s), false, s);
  if (blockedByFriend(enemies, friends)) return report;

  report.fired = true;
  report.basePoints = basePointsOf(firer, report.longRange, s);
  const Unit& primary = units[static_cast<std::size_t>(enemies.front().index)];
  std::vector<FireTarget> targets;
  for (const InZone& z : enemies) {
    const Unit& t = units[static_cast<std::size_t>(z.index)];
    const bool isPrimary = t.id == primary.id;
    const bool half = !isPrimary && gapIn(t, primary, s) <= s.halfRateIn;
    targets.push_back(targetFactors(firer, t, half, isPrimary || half));
    VolleyTarget vt;
    vt.unitId = t.id;
    vt.primary = isPrimary;
    vt.halfRate = half;
    report.targets.push_back(vt);
  }
  const FireFactors firerF = firerFactors(card, firer.kind, firer.lowOnAmmo, firer.onGround);
  const auto hits = resolveFire(report.basePoints, firerF, targets, dice);
  firer.lowOnAmmo = lowOnAmmoAfterFiring(card, firer.kind, firer.lowOnAmmo);
  for (std::size_t i = 0; i < hits.size(); ++i) {
    Unit& t = unitById(units, report.targets[i].unitId);
    report.targets[i].points = hits[i].points;
    report.targets[i].hits = hits[i].hits;
    report.targets[i].casualties = applyHits(t.damage, hits[i].hits, t.kind, t.guns, s);
  }
  std::vector<int> routed;
  for (VolleyTarget& vt : report.targets) {
    Unit& t = unitById(units, vt.unitId);
    if (!t.present() || t.routing) continue;
    vt.tested = true;
    vt.test = testUnit(t, units, dice, s, aid);
    if (t.routing) routed.push_back(t.id);
  }
  std::set<int> testedThisCard;
  report.routTests = friendRoutTests(units, routed, testedThisCard, dice, s, aid);
  return report;
}

}  // namespace hfg::howlin_mobs
