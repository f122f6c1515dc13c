// Section 7.1: HFG elements and generals as TCHAE units and commanders (corps level).
#pragma once

#include <optional>
#include <string>

#include "core/battle/tchae/commander.h"
#include "core/battle/tchae/tchae_settings.h"
#include "core/battle/tchae/unit.h"
#include "core/model/orbat.h"

namespace hfg::tchae {

/// 7.1: the TCHAE unit an HFG element becomes in a battle of `year`, or nothing for the
/// elements that are not placed (staff, train, naval). The unit's id is the element's; side and
/// commander are left to the caller. Mixed artillery keeps its majority calibre, Light rifled
/// (EB-69's calibre groups are not built: docs/tchae.md).
std::optional<Unit> campaignUnit(const Element& element, int year, const TchaeSettings& s = {});

/// 7.1 grades: Elite -> Veteran, Basic -> Average, Inferior -> Raw; artillery Average, Horse
/// artillery Veteran.
Experience campaignExperience(TroopType type, Grade grade);

/// 7.1: a command's general as a commander figure: Brilliant -> Gifted, Ordinary ->
/// Professional, Inert -> Political; a Native Potentate is Inspirational.
Commander campaignCommander(const Command& command);

/// 7.1: elements that are not placed on the table (staff, train, naval).
bool placedOnTable(TroopType type);

}  // namespace hfg::tchae
