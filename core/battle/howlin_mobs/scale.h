// MB-2 ground scale: the engine keeps paces, the rules speak inches (spec 1.1).
#pragma once

#include "core/battle/howlin_mobs/howlin_settings.h"

namespace hfg::howlin_mobs {

inline double pacesOf(double inches, const HowlinMobsSettings& s) {
  return inches * s.pacesPerInch;
}
inline double inchesOf(double paces, const HowlinMobsSettings& s) { return paces / s.pacesPerInch; }
/// An HFG pace is 0.75 m (hfg-battle.md B-50).
inline double metresOfInches(double inches, const HowlinMobsSettings& s) {
  return pacesOf(inches, s) * 0.75;
}

}  // namespace hfg::howlin_mobs
