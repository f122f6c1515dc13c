// Strength, bases, models and footprints of a unit (ET-1, EB-67, EB-68).
#include "core/battle/tchae/unit.h"

#include <algorithm>
#include <cmath>

namespace hfg::tchae {

int Unit::startSp() const {
  switch (arm) {
    case Arm::Infantry: return 4 * startBases;
    case Arm::Cavalry: return 2 * startBases;
    case Arm::Artillery: return startGuns;
  }
  return 0;
}

int Unit::currentBases() const {
  switch (arm) {
    case Arm::Infantry: return std::max(0, startBases - casualties / 4);
    case Arm::Cavalry: return std::max(0, startBases - casualties / 2);
    case Arm::Artillery: return std::max(0, startGuns - casualties);
  }
  return 0;
}

double Unit::lossFraction() const {
  return startSp() > 0 ? static_cast<double>(casualties) / startSp() : 1.0;
}

bool Unit::isSkirmisher() const {
  if (arm == Arm::Infantry) return formation == Formation::Skirmish;
  return arm == Arm::Cavalry && !mounted;
}

bool Unit::isFormedInfantry() const {
  return arm == Arm::Infantry &&
         (formation == Formation::Line || formation == Formation::SupportedLine) && !disordered &&
         status != Status::Routed;
}

bool Unit::permanentlyDefeated(const TchaeSettings& s) const {
  return lossFraction() > s.fateSpentLoss;
}

bool Unit::isLightArtillery() const {
  return arm == Arm::Artillery &&
         (calibre == Calibre::LightSmoothbore || calibre == Calibre::LightRifled || horseArtillery);
}

int startModels(const Unit& u) {
  // EB-67: max(1, round(guns / 8)), halves rounding up.
  return std::max(1, static_cast<int>(std::floor(u.startGuns / 8.0 + 0.5)));
}

int currentModels(const Unit& u) {
  const int models = startModels(u);
  const double gunsPerModel = static_cast<double>(u.startGuns) / models;
  const int guns = std::max(0, u.startGuns - u.casualties);
  return static_cast<int>(std::ceil(guns / gunsPerModel - 1e-9));
}

double frontageIn(const Unit& u, GameLevel level) {
  const int n = std::max(1, u.currentBases());
  if (u.arm == Arm::Artillery) {
    if (level == GameLevel::Corps) return 2.0 * std::max(1, currentModels(u));
    return std::ceil(n / 2.0);
  }
  if (u.arm == Arm::Cavalry && !u.mounted) return 2.0 * std::max(1, n / 2);
  switch (u.formation) {
    case Formation::Line: return n;
    case Formation::SupportedLine: return std::ceil(n / 2.0);
    case Formation::ColumnOfMarch: return 1;
    case Formation::Skirmish: return 2.0 * n;
  }
  return n;
}

double depthIn(const Unit& u, GameLevel level) {
  if (u.arm == Arm::Artillery && u.limbered) {
    // Limbered: the unlimbered rectangle turned 90 degrees.
    Unit open = u;
    open.limbered = false;
    return frontageIn(open, level);
  }
  if (u.arm != Arm::Artillery && u.formation == Formation::ColumnOfMarch && !u.isSkirmisher())
    return std::max(1, u.currentBases());
  if (u.formation == Formation::SupportedLine && u.arm == Arm::Infantry) return 4;
  return 1;
}

battle::Footprint footprintOf(const Unit& u, GameLevel level) {
  double frontage = frontageIn(u, level);
  if (u.arm == Arm::Artillery && u.limbered) frontage = 1;
  battle::Footprint fp;
  fp.frontMid = u.frontMidIn;
  fp.headingDeg = u.headingDeg;
  fp.frontagePaces = frontage;  // inches in this library (spec 1.1)
  fp.depthPaces = depthIn(u, level);
  return fp;
}

}  // namespace hfg::tchae
