// MT-1 as printed (decoded) and MT-2 built from the base-size settings of MB-4.
#include "core/battle/howlin_mobs/organisation_tables.h"

#include <algorithm>
#include <stdexcept>

namespace hfg::howlin_mobs {

const std::array<OrganisationRow, 5>& organisationTable() {
  static const std::array<OrganisationRow, 5> kRows{{
      {"Infantry", 3, 16},
      {"Sharpshooters", 1, 6},
      {"Cavalry", 1, 8},
      {"Artillery battery", 2, 2},
      {"Union corps artillery, or horse artillery", 1, 1},
  }};
  return kRows;
}

BaseSize footprintIn(UnitKind kind, Formation formation, int guns, const HowlinMobsSettings& s) {
  switch (kind) {
    case UnitKind::Infantry: {
      const BaseSize b = s.infantryBase;
      if (formation == Formation::Column) return {b.frontIn, 3 * b.depthIn};
      return {3 * b.frontIn, b.depthIn};  // line (and a Laager fixed in its redoubt)
    }
    case UnitKind::Sharpshooters: return s.sharpshooterBase;
    case UnitKind::Cavalry:
      return formation == Formation::Dismounted ? s.sharpshooterBase : s.cavalryBase;
    case UnitKind::Artillery:
      if (guns >= 2) return {2 * s.gunBase.frontIn, s.gunBase.depthIn + s.commandBase.depthIn};
      if (guns == 1) return s.gunBase;
      throw std::invalid_argument("MT-2: an artillery unit has 1 or 2 guns");
    case UnitKind::Wagon: return s.wagonBase;
  }
  throw std::invalid_argument("MT-2: unknown unit kind");
}

int firingBases(UnitKind kind, int casualties, const HowlinMobsSettings& s) {
  if (kind != UnitKind::Infantry) return 1;
  return s.casualtiesReduceFire ? std::max(0, 3 - casualties) : 3;
}

}  // namespace hfg::howlin_mobs
