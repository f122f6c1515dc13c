// A blind: a formation (or a dummy) hidden on the table as a rectangle (E-38..E-42, ET-6, EB-57).
#pragma once

#include <string>
#include <vector>

#include "core/battle/common/footprint.h"
#include "core/battle/tchae/tchae_settings.h"
#include "core/battle/tchae/tchae_types.h"
#include "core/model/geometry.h"

namespace hfg::tchae {

struct Blind {
  std::string id;
  Belligerent side = Belligerent::Union;
  std::string commanderId;  ///< the formation; empty for a dummy
  bool dummy = false;
  bool column = true;  ///< column of march blind (E-39) or deployed blind (E-40)
  Vec2 frontMidIn;
  double headingDeg = 90;
  std::vector<std::string> unitIds;
  int arrivalTurn = 1;   ///< ES arrivals and 7.3: not on the table before this turn
  bool removed = false;  ///< spotted (or all its units deployed)
  // Turn state.
  bool movedByCommanderThisTurn = false;  ///< E-100: not also on the Blinds card
  bool movedOnBlindsCardThisTurn = false;
  bool triedSpotThisTurn = false;

  bool present(int turn) const { return !removed && arrivalTurn <= turn; }
};

/// ET-1 / EB-57: 4 x 8 in column, 16 x 4 in deployed, larger for big formations at corps level.
battle::Footprint blindFootprint(const Blind& b, GameLevel level, const TchaeSettings& s = {});

}  // namespace hfg::tchae
