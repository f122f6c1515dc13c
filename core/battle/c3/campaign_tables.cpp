#include "core/battle/c3/campaign_tables.h"

#include <algorithm>
#include <cstdio>

#include "core/battle/c3/combat_tables.h"

namespace hfg::c3 {

Training c3GradeOf(hfg::Grade g) {
  if (g == hfg::Grade::Elite) return Training::Elite;
  if (g == hfg::Grade::Inferior) return Training::Raw;
  return Training::Trained;
}

namespace {

UnitProfile footUnit(int ces) {
  UnitProfile p;
  p.role = ElementRole::Unit;
  p.arm = Arm::Foot;
  p.mover = MoverClass::Foot;
  p.ces = ces;
  p.menOrGuns = 360 * ces;
  return p;
}

UnitProfile mountedUnit(int ces) {
  UnitProfile p;
  p.role = ElementRole::Unit;
  p.arm = Arm::Mounted;
  p.mover = MoverClass::Mounted;
  p.ces = ces;
  p.menOrGuns = 200 * ces;
  return p;
}

UnitProfile gunUnit(int ces, hfg::Grade g, bool portable) {
  UnitProfile p;
  p.role = ElementRole::Unit;
  p.arm = Arm::Artillery;
  p.ces = ces;
  p.menOrGuns = 10 * ces;
  p.mover = MoverClass::FootArtillery;
  if (g == hfg::Grade::Heavy) p.mover = MoverClass::HeavyArtillery;
  if (g == hfg::Grade::Horse || portable) p.mover = MoverClass::HorseArtillery;
  p.mayEvade = p.mover == MoverClass::HorseArtillery;
  return p;
}

UnitProfile trainUnit(int bases, bool fixed) {
  UnitProfile p;
  p.role = ElementRole::Unit;
  p.arm = Arm::SupplyTrain;
  p.mover = MoverClass::SupplyTrain;
  p.ces = bases;
  p.neverMoves = fixed;
  return p;
}

}  // namespace

UnitProfile unitProfileOf(TroopType type, hfg::Grade hfgGrade, int year) {
  using T = TroopType;
  UnitProfile p;
  switch (type) {
    case T::ArmyHQ:
      p.role = ElementRole::Commander;
      p.commandPost = true;
      return p;
    case T::CommandParty:
    case T::NativePotentate: p.role = ElementRole::Commander; return p;
    case T::Firelocks:
    case T::Muskets:
    case T::Bayonets:
    case T::StoicFoot:
    case T::Minie:
    case T::BL:
    case T::Spearmen: p = footUnit(6); break;
    case T::LightInfantry:
      p = footUnit(6);
      p.mayPatrol = true;
      break;
    case T::Rifles: p = footUnit(year >= 1899 ? 3 : 6); break;
    case T::Marksmen:
      p = footUnit(3);
      p.mayPatrol = true;
      p.mayEvade = true;
      break;
    case T::Pistols:
    case T::Cuirassiers:
    case T::HeavyCavalry: p = mountedUnit(6); break;
    case T::LightCavalry:
      p = mountedUnit(6);
      p.mayPatrol = true;
      break;
    case T::Dragoons:
      p = mountedUnit(6);
      p.mayDismount = true;
      p.mayPatrol = true;
      break;
    case T::Repeaters:
    case T::RifleCavalry:
      p = mountedUnit(6);
      p.mayDismount = true;
      break;
    case T::MountedRifles:
      p = mountedUnit(3);
      p.mayDismount = p.mayPatrol = true;
      break;
    case T::LightHorse:
    case T::Sipahis:
      p = mountedUnit(6);
      p.mayPatrol = p.mayEvade = true;
      break;
    case T::Smoothbore:
    case T::Mixed:
    case T::Rifled: p = gunUnit(2, hfgGrade, false); break;
    case T::Portable: p = gunUnit(1, hfgGrade, true); break;
    case T::SupplyBase: p = trainUnit(4, true); break;
    case T::Pontooneers: p = trainUnit(2, false); break;
    case T::Laager:
      p = footUnit(2);
      p.role = ElementRole::Works;
      p.neverMoves = true;
      break;
    case T::Aeronauts: p.role = ElementRole::Observer; return p;
    default: return p;  // naval: not used
  }
  p.grade = c3GradeOf(hfgGrade);
  if (type == T::Laager) p.grade = Training::Trained;  // KT-26: its garrison is Basic
  return p;
}

int c3Rating(GeneralQuality quality, bool nativePotentate, bool alliedCommand) {
  int r = quality == GeneralQuality::Brilliant ? 1 : quality == GeneralQuality::Inert ? 4 : 2;
  if (nativePotentate) ++r;
  if (alliedCommand) ++r;
  return std::min(r, 4);
}

int processingMin(int rating) { return 5 * rating; }

C3Ground c3GroundOf(HfgGround hfg, double areaKm2, const C3Settings& s) {
  C3Ground g;
  switch (hfg) {
    case HfgGround::GoodGoing:
    case HfgGround::Road:
    case HfgGround::Railway: break;
    case HfgGround::GentleHill:
      g.ground = Ground::GentleSlope;
      g.crestM = s.gentleHillM;
      break;
    case HfgGround::DifficultHill:
      g.ground = Ground::SteepSlope;
      g.crestM = s.difficultHillM;
      break;
    case HfgGround::Wood:
      g.ground = areaKm2 > s.forestMinKm2 ? Ground::Forest : Ground::Wood;
      g.cover = true;
      g.sightHeightM = 10;
      break;
    case HfgGround::Bua:
      g.ground = Ground::BuiltUp;
      g.cover = true;
      g.sightHeightM = s.builtUpHeightM;
      break;
    case HfgGround::Marsh:
    case HfgGround::SlowGoing:
      g.ground = Ground::Rough;
      g.coverExtendedOnly = true;
      break;
    case HfgGround::Stream:
    case HfgGround::Gully:
      g.ground = Ground::LinearObstacle;
      g.cover = true;
      break;
    case HfgGround::River:
    case HfgGround::Waterway: g.ground = Ground::River; break;
    case HfgGround::Redoubt:
    case HfgGround::StrongPoint:
      g.works = true;
      g.sightHeightM = 2;
      break;
    case HfgGround::Entrenchment:
    case HfgGround::Elf:
      g.ground = Ground::LinearObstacle;
      g.works = true;
      g.sightHeightM = 2;
      break;
    case HfgGround::Obstacle:
      g.ground = Ground::LinearObstacle;
      g.cover = true;
      g.sightHeightM = 2;
      break;
  }
  return g;
}

Fate fateOf(const UnitEnd& u, const C3Settings& s) {
  if (u.captured || 3 * u.spNow <= u.spAtStart) return Fate::Destroyed;
  if (u.dispersedByFailedRallies) return Fate::Spent;
  if (u.routingOnTable || u.offTable) return Fate::OffTable;
  if (2 * u.spNow <= u.spAtStart || exhausted(u.fatigue, s)) return Fate::Spent;
  return Fate::Present;
}

std::string_view keyOf(Fate fate) {
  switch (fate) {
    case Fate::Present: return "present";
    case Fate::Spent: return "spent";
    case Fate::Destroyed: return "destroyed";
    case Fate::OffTable: return "off_table";
  }
  return "present";
}

int boundsFought(int startClockMin, int endClockMin) {
  const int minutes = std::max(0, endClockMin - startClockMin);
  const int filled = minutes / kPeriodMin;
  int last = minutes - filled * kPeriodMin;
  int full = filled;
  if (last == 0 && filled > 0) {  // ended exactly at a period's end: that period is the last
    full = filled - 1;
    last = kPeriodMin;
  }
  const int lastBounds = std::max(1, (12 * last + kPeriodMin - 1) / kPeriodMin);
  return 12 * full + lastBounds;
}

int arrivalMinuteOfBound(int b) {
  const int k = (b + 1) / 2;
  return 360 * ((k - 1) / 12) + 30 * ((k - 1) % 12);
}

int arrivalMinuteOfFraction(int periodStartClockMin, double fraction) {
  return periodStartClockMin + static_cast<int>(360 * fraction);
}

std::string clockText(int clockMin) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "%02d:%02d", (clockMin / 60) % 24, clockMin % 60);
  return buf;
}

}  // namespace hfg::c3
