// What the orbat pickers offer: types allowed in the scenario year and grades the book allows.
#pragma once

#include <string>
#include <vector>

#include "core/model/orbat.h"
#include "core/rules/army_points.h"

namespace hfg {

/// Non-staff types usable in battles of `year` (TROOP DEFINITIONS dates, B-14), in book order.
std::vector<TroopType> choosableTypes(int year);
/// Grades the book allows for `type` (T-5 not "-"; TROOP DEFINITIONS).
std::vector<Grade> choosableGrades(TroopType type);
/// A new element for a command: Bayonets if allowed in `year`, else the first allowed foot
/// type, else the first allowed type; Basic grade.
Element defaultElement(int year);
/// "48 AP, 7.5 EE", with "(2 unpriced)" when some elements have no T-5 cost.
std::string totalsText(const PointTotal& points, double equivalents);

}  // namespace hfg
