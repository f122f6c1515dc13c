// A Howlin' Mobs unit on the table: its kind, pose in paces, and the state its markers show (M-55).
#pragma once

#include <optional>

#include "core/battle/common/footprint.h"
#include "core/battle/howlin_mobs/hits.h"
#include "core/battle/howlin_mobs/hm_types.h"

namespace hfg::howlin_mobs {

struct Unit {
  int id = 0;
  HmSide side = HmSide::Union;
  int commandId = -1;
  UnitKind kind = UnitKind::Infantry;
  Formation formation = Formation::Line;
  battle::Footprint footprint;  ///< paces, as the geometry library (MB-2)
  int guns = 0;                 ///< artillery: 2 for a battery, 1 for a single gun
  std::optional<GunType> gun;   ///< artillery
  bool horseArtillery = false;  ///< moves as horse artillery (MT-3, M-14)
  int pointsPerBase = 3;        ///< small arms (MT-4, MT-12)
  double rangeIn = 12;          ///< small arms (MT-4, MT-12)
  bool crack = false;
  bool inferior = false;
  bool stoic = false;
  bool shockCavalry = false;  ///< MT-12 Cuirassiers, Heavy Cavalry: +1 in fights while mounted
  bool spearmen = false;      ///< MT-12: +1 in fights when attacking
  Protection protection = Protection::None;  ///< from its ground for fire from the front (MB-34)
  Damage damage;
  bool onGround = false;
  bool routing = false;
  bool lowOnAmmo = false;
  bool offTable = false;

  bool destroyed() const { return damage.destroyed; }
  bool formed() const { return !routing && !onGround; }
  /// On the table and not destroyed.
  bool present() const { return !destroyed() && !offTable; }
  bool mountedCavalry() const {
    return kind == UnitKind::Cavalry && formation == Formation::Mounted;
  }
  /// Sharpshooters and dismounted cavalry: no flanks, a 3" zone of control all round (MB-23).
  bool skirmisher() const {
    return kind == UnitKind::Sharpshooters ||
           (kind == UnitKind::Cavalry && formation == Formation::Dismounted);
  }
};

}  // namespace hfg::howlin_mobs
