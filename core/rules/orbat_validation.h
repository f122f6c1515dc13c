// Checks one side's order of battle against the book's army rules (ORGANISING AN ARMY, T-5).
#pragma once

#include <string_view>
#include <vector>

#include "core/model/orbat.h"
#include "core/rules/problem.h"

namespace hfg {

/// Rule names used in Problem::rule, so tests and tools can pick problems out.
namespace rule {
inline constexpr std::string_view kArmySize = "ORGANISING AN ARMY: ARMY SIZE";
inline constexpr std::string_view kArmyComposition = "TROOP REPRESENTATION AND ARMY SIZE";
inline constexpr std::string_view kTroopDefinitions = "TROOP DEFINITIONS";
inline constexpr std::string_view kTroopDates = "TROOP DEFINITIONS dates, B-14";
inline constexpr std::string_view kElementCost = "T-5 ELEMENT COST";
inline constexpr std::string_view kSubmarineCost = "B-18";
inline constexpr std::string_view kNavalContingents = "NAVAL CONTINGENTS";
inline constexpr std::string_view kAggression = "DECIDING ATTACKER AND DEFENDER";
inline constexpr std::string_view kUniqueIds = "unique ids (file format)";
}  // namespace rule

/// Every breach of the army rules in one side's orbat, for battles in `year`. `fileName` is the
/// orbat file the side came from (used in Problem::where). The checks:
/// - the side has a C-in-C: `commanderInChiefArmy` names an army whose `commanderCommand`
///   exists; every army names an existing commander command (ARMY SIZE);
/// - every army has at least one staff element and at most one logistics (train) element, and
///   that element is in an army commander's own command (ARMY SIZE; TROOP REPRESENTATION);
/// - each subordinate or allied command has at least 6 elements including its general; an army
///   commander's own command (not allied) has no minimum (ARMY SIZE);
/// - a general's staffType is a staff type; an Army HQ leads an army or an allied command; a
///   Native Potentate leads an army (TROOP DEFINITIONS); no staff type among the elements;
/// - every element's grade is one its type may have (T-5 not "-"); Submarine Basic is refused
///   (B-18; before 1900 all submarines are Inferior anyway);
/// - every type is allowed in `year` (TROOP DEFINITIONS dates, B-14);
/// - an admiral only on a naval element other than Flotilla or Submarine, and at most one
///   flagship in the side (NAVAL CONTINGENTS, TROOP DEFINITIONS); every naval element is in
///   the flagship's command, or with no flagship in the C-in-C's own command (NAVAL CONTINGENTS);
/// - aggression factors are not negative;
/// - army ids are non-empty and unique; command and element ids are non-empty and unique
///   together (the general's element is tracked under its command's id).
std::vector<Problem> validateSide(const Side& side, int year, std::string_view fileName);

}  // namespace hfg
