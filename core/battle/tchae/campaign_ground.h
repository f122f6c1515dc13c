// Section 7.1/7.3: the HFG battlefield cut from the map (paces) as a TCHAE corps-level table (inches).
#pragma once

#include <string>
#include <vector>

#include "core/battle/tchae/terrain.h"
#include "core/model/battlefield.h"

namespace hfg::tchae {

/// The HFG table in TCHAE inches: the table of 7.3 (metres / 45.72, whole inches), its areas
/// and roads by the terrain rows of 7.1, and the defender's works (7.1 "Terrain and works").
struct CampaignGround {
  TchaeTerrain terrain;
  double inchesPerPace = 0;        ///< table inches over table paces (both axes alike)
  std::vector<std::string> notes;  ///< what the conversion dropped or departed from
};

/// 7.3: the table size of an HFG table, in whole inches (standard 197 x 98).
TchaeTerrain campaignTable(const TableExtent& extent, double metresPerPace = 0.75);

/// 7.1, 7.3: the whole table. A point in paces maps to inches by `inchesPerPace` on both axes.
CampaignGround campaignGround(const TableSetup& table);

}  // namespace hfg::tchae
