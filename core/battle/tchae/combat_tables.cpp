// ET-17 ... ET-21 as data and lookups.
#include "core/battle/tchae/combat_tables.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace hfg::tchae {

CombatArm combatArmOf(const Unit& u) {
  if (u.arm == Arm::Artillery) return CombatArm::Artillery;
  if (u.arm == Arm::Cavalry && u.mounted) return CombatArm::Cavalry;
  return CombatArm::Infantry;
}

int baseCombatValue(const Unit& own, CombatArm opponent) {
  // ET-17 rows: infantry, cavalry, artillery, skirmishers; columns: infantry, cavalry, artillery.
  static constexpr std::array<std::array<int, 3>, 4> kValues{
      {{4, 4, 3}, {2, 4, 3}, {3, 3, 0}, {1, 1, 3}}};
  std::size_t row = 0;
  if (own.isSkirmisher())
    row = 3;
  else if (own.arm == Arm::Cavalry)
    row = 1;
  else if (own.arm == Arm::Artillery)
    row = 2;
  return kValues[row][static_cast<std::size_t>(opponent)];
}

int classModifier(double own, double enemy) {
  if (own > enemy) return static_cast<int>(std::floor(own - enemy + 1e-9));
  if (own < enemy) return -1;
  return 0;
}

double combatValue(const Unit& own, CombatArm opponent, const CombatSideInput& in, GameLevel level,
                   const TchaeSettings& s) {
  int v = baseCombatValue(own, opponent);
  if (in.outnumberRatio >= 3)
    v += 2;
  else if (in.outnumberRatio >= 2)
    v += 1;
  if (in.overlap >= s.overlapFull)
    v += 2;
  else if (in.overlap >= s.overlapHalf)
    v += 1;
  if (own.aggressive && in.attacking) v += 2;
  if (in.defendingHardCover) v += 2;
  v += std::min(in.infantryCavalrySupports, s.maxInfantryCavalrySupports);
  v += level == GameLevel::Corps ? in.supportingGuns : in.supportingGuns / 4;
  if (in.terrainAdvantage) ++v;
  if (own.shotgun && own.isMountedCavalry()) ++v;
  if (in.mediumSmoothbore) ++v;
  if (in.skirmishersInDifficult && own.isSkirmisher()) ++v;
  v += classModifier(in.ownMeanClass, in.enemyMeanClass);
  v += in.officerLf;
  const double loss = own.lossFraction();
  if (loss >= s.heavyLossFraction)
    v -= 2;
  else if (loss > s.lightLossFraction)
    v -= 1;
  if (own.status == Status::Fightin) v -= 2;
  if (own.surprised) v -= 1;
  double value = std::max(0, v);
  int halvings = 0;
  if (own.status == Status::Defeated) ++halvings;
  if (in.disorderedInGoodTerrain) ++halvings;
  if (own.prone) ++halvings;
  if (!s.halvingsStack) halvings = std::min(halvings, 1);
  for (int i = 0; i < halvings; ++i) value /= 2;
  return value;
}

CombatCode combatResult(CombatArm higher, CombatArm lower, int index) {
  using C = CombatCode;
  constexpr C hR = C::HigherRouts, hD = C::HigherDefeated, lD = C::LowerDefeated,
              lR = C::LowerRouts, F = C::Firefight, B = C::BreakOff, H = C::Halt,
              QN = C::NeverReaches;
  // ET-19, columns 2 .. 13+.
  static constexpr std::array<std::array<C, 12>, 4> kRows{{
      {hR, hR, hD, hD, F, F, F, lD, lD, lR, lR, QN},
      {hR, hR, hD, hD, B, B, B, lD, lD, lR, lR, QN},
      {QN, hR, H, H, B, B, B, lD, lD, lD, lR, QN},
      {hR, hR, hD, hD, B, B, B, H, H, H, lR, QN},
  }};
  const bool hCav = higher == CombatArm::Cavalry, lCav = lower == CombatArm::Cavalry;
  std::size_t row = 0;
  if (hCav && lCav)
    row = 1;
  else if (hCav)
    row = 2;
  else if (lCav)
    row = 3;
  const int col = std::clamp(index, 2, 13) - 2;
  return kRows[row][static_cast<std::size_t>(col)];
}

std::string_view keyOf(CombatCode code) {
  switch (code) {
    case CombatCode::HigherRouts: return "hR";
    case CombatCode::HigherDefeated: return "hD";
    case CombatCode::LowerDefeated: return "lD";
    case CombatCode::LowerRouts: return "lR";
    case CombatCode::Firefight: return "F";
    case CombatCode::BreakOff: return "B";
    case CombatCode::Halt: return "H";
    case CombatCode::NeverReaches: return "Q/N";
  }
  return "?";
}

CombatCasualties casualtiesFor(CombatCode code) {
  switch (code) {
    case CombatCode::HigherRouts:
    case CombatCode::LowerRouts: return {3, 1};
    case CombatCode::HigherDefeated:
    case CombatCode::LowerDefeated: return {2, 1};
    case CombatCode::BreakOff:
    case CombatCode::Halt: return {1, 1};
    case CombatCode::Firefight: return {2, 2};
    case CombatCode::NeverReaches: return {0, 0};  // Q: 1 to the defender, set by the caller
  }
  return {0, 0};
}

int firefightCasualties(const Unit& own, int ownD6, int enemyD6) {
  int c = 2;
  if (own.weapon == Weapon::Superior) c += 1;
  if (own.weapon == Weapon::Repeating) c += 2;
  if (ownD6 > enemyD6) c += 1;
  return c;
}

int firefightWinner(const FirefightSide& a, const FirefightSide& b) {
  auto decide = [](bool ta, bool tb, bool trueWins) -> int {
    if (ta == tb) return -2;  // not exactly one side: next line
    return (ta == trueWins) ? 0 : 1;
  };
  const std::array<std::pair<bool, bool>, 5> lines{{
      {a.defeated, b.defeated},
      {a.defendingWallOrHardCover, b.defendingWallOrHardCover},
      {a.unit->resolute, b.unit->resolute},
      {a.unit->experience == Experience::Veteran, b.unit->experience == Experience::Veteran},
      {a.unit->experience == Experience::Average, b.unit->experience == Experience::Average},
  }};
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const int r = decide(lines[i].first, lines[i].second, i != 0);
    if (r != -2) return r;
  }
  if (a.d6 > b.d6) return 0;
  if (b.d6 > a.d6) return 1;
  return -1;
}

}  // namespace hfg::tchae
