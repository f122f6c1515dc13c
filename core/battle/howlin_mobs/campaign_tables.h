// MT-14 element fates, MT-15 periods, phases and bounds, and the MB-45 break check.
#pragma once

#include <optional>

#include "core/battle/howlin_mobs/hm_types.h"
#include "core/battle/howlin_mobs/howlin_settings.h"

namespace hfg::howlin_mobs {

/// The state of an element's unit at the end of the battle (MT-14).
struct EndState {
  bool arrived = true;
  bool destroyed = false;  ///< casualties, overrun, caught, its gun lost, wagon contacted
  bool routingOnTable = false;
  bool offTable = false;
  bool generalKilled = false;  ///< the element is a killed General's staff element
  UnitKind kind = UnitKind::Infantry;
  int casualties = 0;
};

enum class Fate { Destroyed, OffTable, Spent, Present };

/// MT-14, first matching row.
Fate elementFate(const EndState& e);

enum class DaylightPeriod { Morning, Afternoon };

/// MT-15: the first phase a battle starting in `start` plays (1 or 4).
int firstPhase(DaylightPeriod start, const HowlinMobsSettings& s);

/// MT-15 bounds fought: 12 per period filled before the last, plus max(1, ceil(12 s / S)).
/// `lastPhase` is the phase being played when the battle ended, `roundsPlayed` its rounds begun.
int boundsFought(DaylightPeriod start, int lastPhase, int roundsPlayed,
                 const HowlinMobsSettings& s);

struct ArrivalSlot {
  int phase = 0;
  int round = 0;
};

/// MT-15: when an element with HFG `arrivesAtBound` b comes on; empty when the battle never
/// reaches that period (the element is reported present).
std::optional<ArrivalSlot> arrivalSlot(DaylightPeriod start, int arrivesAtBound,
                                       const HowlinMobsSettings& s);

/// MT-15 from a campaign arrival: `periodsAfterStart` o and `fractionOfPeriod` f.
std::optional<ArrivalSlot> arrivalSlotOf(DaylightPeriod start, int periodsAfterStart,
                                         double fraction, const HowlinMobsSettings& s);

/// MB-45 element equivalents of one side at the end of a round.
struct SideLosses {
  double startEe = 0;
  double lostEe = 0;
  bool allFightingUnitsGone = false;  ///< every unit brought on destroyed, routing or off
  double fraction() const { return startEe > 0 ? lostEe / startEe : 0; }
};

/// MB-45: which side breaks at the end of a round (a = 0, b = 1), if either.
std::optional<int> breakingSide(const SideLosses& a, const SideLosses& b,
                                const HowlinMobsSettings& s);

/// MB-45 rule (1) at nightfall: the side whose lost fraction is at least 1/4 and greater.
std::optional<int> nightRetreatByLosses(const SideLosses& a, const SideLosses& b,
                                        const HowlinMobsSettings& s);

/// MB-45: route stages of a decided battle's loser (2 from half lost, else 1).
int routStages(const SideLosses& loser, const HowlinMobsSettings& s);

}  // namespace hfg::howlin_mobs
