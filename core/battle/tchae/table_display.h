// A TCHAE battle as the shared display model the editor's battle view draws (units, blinds, figures, terrain, log).
#pragma once

#include <array>
#include <string>

#include "core/battle/table_view.h"
#include "core/battle/tchae/battle_state.h"

namespace hfg::tchae {

/// The whole table as an umpire sees it, in inches: units with status markers, blinds (dummies
/// marked), commander figures on the table, terrain areas and roads, the log with rule ids.
/// `sideIds` names Union (0) and Confederate (1). Give it a side's view (sideView) to draw only
/// what that side has spotted.
battle::TableDisplay tableDisplay(const BattleState& state,
                                  const std::array<std::string, 2>& sideIds);

}  // namespace hfg::tchae
