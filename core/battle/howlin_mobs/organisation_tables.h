// MT-1 organisation and MT-2 footprints (spec section 3).
#pragma once

#include <array>
#include <string_view>

#include "core/battle/howlin_mobs/hm_types.h"
#include "core/battle/howlin_mobs/howlin_settings.h"

namespace hfg::howlin_mobs {

/// One row of MT-1: the source's bases and figures for a unit (figures of a battery are guns).
struct OrganisationRow {
  std::string_view unit;
  int bases = 0;
  int figures = 0;
};

/// MT-1 in the source's order: infantry, sharpshooters, cavalry, battery, single gun.
const std::array<OrganisationRow, 5>& organisationTable();

/// MT-2: a unit's footprint in inches for its kind and formation; `guns` matters only for
/// artillery (2 for a whole battery, 1 after losing a gun or for a single gun).
BaseSize footprintIn(UnitKind kind, Formation formation, int guns, const HowlinMobsSettings& s);

/// MT-1 / MB-32: the bases a unit fires with (infantry 3 less casualties when the setting says so).
int firingBases(UnitKind kind, int casualties, const HowlinMobsSettings& s);

}  // namespace hfg::howlin_mobs
