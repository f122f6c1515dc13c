// MT-14 and MT-15 (project, MB-3, MB-44, MB-45) and the break check of MB-45.
#include "core/battle/howlin_mobs/campaign_tables.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace hfg::howlin_mobs {

Fate elementFate(const EndState& e) {
  if (!e.arrived) return Fate::Present;
  if (e.destroyed || e.generalKilled) return Fate::Destroyed;
  if (e.routingOnTable || e.offTable) return Fate::OffTable;
  if (e.kind == UnitKind::Infantry && e.casualties == 2) return Fate::Spent;
  return Fate::Present;
}

namespace {

constexpr int kBoundsPerPeriod = 12;
constexpr int kRoundsPerPhase = 5;

int phasesIn(DaylightPeriod p, const HowlinMobsSettings& s) {
  return p == DaylightPeriod::Morning ? s.morningPhases : 5 - s.morningPhases;
}

int firstPhaseOf(DaylightPeriod p, const HowlinMobsSettings& s) {
  return p == DaylightPeriod::Morning ? 1 : s.morningPhases + 1;
}

DaylightPeriod periodOfPhase(int phase, const HowlinMobsSettings& s) {
  return phase <= s.morningPhases ? DaylightPeriod::Morning : DaylightPeriod::Afternoon;
}

}  // namespace

int firstPhase(DaylightPeriod start, const HowlinMobsSettings& s) { return firstPhaseOf(start, s); }

int boundsFought(DaylightPeriod start, int lastPhase, int roundsPlayed,
                 const HowlinMobsSettings& s) {
  if (lastPhase < firstPhaseOf(start, s) || lastPhase > 5 || roundsPlayed < 0 ||
      roundsPlayed > kRoundsPerPhase)
    throw std::invalid_argument("MT-15: phase or round outside the battle");
  const DaylightPeriod last = periodOfPhase(lastPhase, s);
  const int filled =
      (start == DaylightPeriod::Morning && last == DaylightPeriod::Afternoon) ? 1 : 0;
  const int slots = kRoundsPerPhase * phasesIn(last, s);
  const int used = kRoundsPerPhase * (lastPhase - firstPhaseOf(last, s)) + roundsPlayed;
  const int partial = std::max(1, (kBoundsPerPeriod * used + slots - 1) / slots);
  return kBoundsPerPeriod * filled + partial;
}

std::optional<ArrivalSlot> arrivalSlotOf(DaylightPeriod start, int periodsAfterStart,
                                         double fraction, const HowlinMobsSettings& s) {
  if (periodsAfterStart < 0 || fraction < 0 || fraction >= 1)
    throw std::invalid_argument("MT-15: arrival period or fraction out of range");
  const int periodIndex = (start == DaylightPeriod::Morning ? 0 : 1) + periodsAfterStart;
  if (periodIndex > 1) return std::nullopt;  // night: the battle never reaches it
  const DaylightPeriod p = periodIndex == 0 ? DaylightPeriod::Morning : DaylightPeriod::Afternoon;
  const int slots = kRoundsPerPhase * phasesIn(p, s);
  const int q = static_cast<int>(std::floor(fraction * slots + 1e-9));
  return ArrivalSlot{firstPhaseOf(p, s) + q / kRoundsPerPhase, 1 + q % kRoundsPerPhase};
}

std::optional<ArrivalSlot> arrivalSlot(DaylightPeriod start, int arrivesAtBound,
                                       const HowlinMobsSettings& s) {
  if (arrivesAtBound < 1) throw std::invalid_argument("MT-15: arrivesAtBound counts from 1");
  const int k = (arrivesAtBound + 1) / 2;
  const int o = (k - 1) / kBoundsPerPeriod;
  const double f = static_cast<double>((k - 1) % kBoundsPerPeriod) / kBoundsPerPeriod;
  return arrivalSlotOf(start, o, f, s);
}

std::optional<int> breakingSide(const SideLosses& a, const SideLosses& b,
                                const HowlinMobsSettings& s) {
  auto qualifies = [&](const SideLosses& x, const SideLosses& y) {
    return x.startEe > 0 && x.lostEe >= s.breakFraction * x.startEe && x.fraction() > y.fraction();
  };
  const bool qa = qualifies(a, b);
  const bool qb = qualifies(b, a);
  if (qa) return 0;  // at most one side's fraction is the greater
  if (qb) return 1;
  if (a.allFightingUnitsGone && !b.allFightingUnitsGone) return 0;
  if (b.allFightingUnitsGone && !a.allFightingUnitsGone) return 1;
  return std::nullopt;
}

std::optional<int> nightRetreatByLosses(const SideLosses& a, const SideLosses& b,
                                        const HowlinMobsSettings& s) {
  if (a.fraction() >= s.nightRetreatFraction && a.fraction() > b.fraction()) return 0;
  if (b.fraction() >= s.nightRetreatFraction && b.fraction() > a.fraction()) return 1;
  return std::nullopt;
}

int routStages(const SideLosses& loser, const HowlinMobsSettings& s) {
  return loser.fraction() >= s.twoStageRoutFraction ? 2 : 1;
}

}  // namespace hfg::howlin_mobs
