// A TCHAE unit: regiment, battery or (corps level) brigade, with its record and turn state (E-1..E-9, ET-43).
#pragma once

#include <string>

#include "core/battle/common/footprint.h"
#include "core/battle/tchae/tchae_settings.h"
#include "core/battle/tchae/tchae_types.h"
#include "core/model/geometry.h"

namespace hfg::tchae {

struct Unit {
  std::string id;
  std::string name;
  Belligerent side = Belligerent::Union;
  std::string commanderId;  ///< E-5 the formation it belongs to
  Arm arm = Arm::Infantry;
  Experience experience = Experience::Average;
  bool resolute = false;
  bool aggressive = false;
  bool cautious = false;
  Weapon weapon = Weapon::Rifle;
  bool marksmen = false;
  bool shotgun = false;
  bool sabreOnly = false;
  bool mayFormLineDismounted = false;
  Calibre calibre = Calibre::LightRifled;
  bool horseArtillery = false;
  bool secondRate = false;
  bool inspirationalColonel = false;
  bool colonelActUsed = false;
  int startBases = 5;  ///< infantry or cavalry bases at set-up (E-1)
  int startGuns = 0;   ///< artillery guns at set-up
  int casualties = 0;  ///< SP lost so far
  Status status = Status::Normal;
  bool disordered = false;
  bool surprised = false;
  Formation formation = Formation::Line;
  bool mounted = true;    ///< cavalry only
  bool limbered = false;  ///< artillery only
  bool prone = false;     ///< EB-61 skirmishers only
  Vec2 frontMidIn;        ///< front-edge midpoint, inches
  double headingDeg = 90;
  bool onTable = false;  ///< tactical mode (E-43); false while on a blind or not arrived
  std::string blindId;   ///< the blind it hides on
  bool eliminated = false;
  bool offTable = false;
  bool gunsAbandoned = false;      ///< EB-38
  std::string firefightPartnerId;  ///< E-96 standing firefight
  bool reservedFire = false;       ///< ET-7 fire kept for Coffee!
  // Turn state.
  bool activatedThisTurn = false;  ///< EB-32 one card per turn
  bool advancedThisTurn = false;   ///< EB-34
  int casualtiesThisTurn = 0;
  bool supportedThisTurn = false;         ///< E-90 one combat per turn
  bool evadedThisTurn = false;            ///< EB-81
  bool enteredZocThisTurn = false;        ///< EB-47 order of clearance
  bool triedOpportunityThisTurn = false;  ///< EB-37 once per turn
  // Activation state.
  int casualtiesThisActivation = 0;
  bool hitByCloseSmoothbore = false;  ///< ET-15 -1
  double fallBackNeededIn = 0;        ///< EB-79 the retreat distance fire hits ask for
  Vec2 lastFirerIn;                   ///< EB-93 rout away from
  bool movedThisActivation = false;
  bool firedThisActivation = false;
  int artilleryActions = 0;           ///< E-60
  int waitingRallyTurn = -1;          ///< EB-33 a rally with a wait, paid this turn
  bool testedThisActivation = false;  ///< EB-36

  int startSp() const;
  int currentSp() const { return startSp() - casualties; }
  /// ET-1: current bases (infantry per 4 SP lost, cavalry per 2) or guns.
  int currentBases() const;
  double lossFraction() const;
  bool isSkirmisher() const;  ///< 1.5: skirmish order or dismounted
  bool isMountedCavalry() const { return arm == Arm::Cavalry && mounted; }
  bool isFormedInfantry() const;  ///< EB-42
  /// E-14: casualties above fate_spent_loss of starting SP.
  bool permanentlyDefeated(const TchaeSettings& s = {}) const;
  bool isLightArtillery() const;
  bool active() const { return onTable && !eliminated && !offTable; }
};

/// EB-67: artillery models at corps level and guns per model.
int startModels(const Unit& u);
int currentModels(const Unit& u);

/// ET-1: frontage and depth in inches of the unit in its current formation.
double frontageIn(const Unit& u, GameLevel level);
double depthIn(const Unit& u, GameLevel level);
/// The unit's rectangle for the shared geometry (hfg-battle G-3 etc.), its fields holding inches.
battle::Footprint footprintOf(const Unit& u, GameLevel level);

}  // namespace hfg::tchae
