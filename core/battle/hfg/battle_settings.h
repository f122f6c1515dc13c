// The numeric decisions of hfg-battle.md section 3 that the battle rules read, as one settings struct.
#pragma once

namespace hfg::battle {

/// Each field is a named setting from a B- decision, so a table can try another reading without
/// touching rule code. Defaults are the decisions as written.
struct BattleSettings {
  double contactEpsPaces = 1.0;          ///< B-5 contact_eps_p
  double headingEpsDeg = 0.5;            ///< B-5 heading_eps_deg
  double arcSideExtensionPaces = 200;    ///< B-1 arc_side_extension_p (restored "1/2 base width")
  double streamWidthPaces = 200;         ///< B-2 stream_width_p
  double roadHalfwidthPaces = 100;       ///< B-7 road_halfwidth_p
  double dismountableDepthPaces = 400;   ///< B-4 dismountable_depth_p
  double navalFrontagePaces = 200;       ///< B-3 naval_base "1/2400"
  double navalDepthPaces = 1000;         ///< B-3 naval_base "1/2400"
  double workProtectionDepthPaces = 50;  ///< B-13: front edge within 50 p behind the work
  double woodEdgeMarginPaces = 100;  ///< B-66: troops within 100 p of a wood edge are "at the edge"
  double gentlePlateauInsetPaces =
      500;                  ///< G-19: a wide gentle hill's plateau is its outline shrunk by 500 p
  double hillHeight = 1.0;  ///< G-19 hill_height
  int brilliantDoublingsPerBattle = 2;  ///< T-6: a Brilliant general doubles his die in 2 bounds
  int maxPursuitCombats =
      2;  ///< B-36 max_pursuit_combats: pursuit combats a pursuer fights a bound
  /// B-25 hide_terrain_beyond_crests: false shows all terrain to both sides (the decision);
  /// true hides features beyond a crest from all but Aeronauts (moves/knowledge.h).
  bool hideTerrainBeyondCrests = false;
};

}  // namespace hfg::battle
