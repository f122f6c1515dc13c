// The HFG battle drawn through the rule-set-neutral table model (pieces, areas, records).
#pragma once

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/table_view.h"

namespace hfg::battle {

/// The table of an HFG battle now: every element a piece (its footprint, facing, side, troop type
/// as symbol, id and grade as labels, its condition as a marker), every terrain feature, work and
/// strong point an area, each log entry a record with the rule id its text names.
TableDisplay hfgTableView(const Battle& battle);

/// The rule id a record's text names last in brackets ("... (T-9)", "(B-36, T-10)" gives "T-10"),
/// or "" when it names none.
std::string ruleIdOf(const std::string& text);

}  // namespace hfg::battle
