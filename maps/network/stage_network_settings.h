// Settings for deriving the campaign's stage network from real roads (C-1..C-3).
#pragma once

#include "core/model/stage_map.h"

namespace hfg::maps {

struct StageNetworkSettings {
  /// C-1: one stage is notionally 12 km; smaller for a small region (tests use 2 km).
  double targetStageMetres = kMetresPerStage;
  /// A settlement becomes a node at the nearest road point within this; 0 = min(target / 4, 1.5 km).
  double settlementSnapMetres = 0;
  /// Candidate nodes closer than this x target to an accepted node merge into it. Towns outrank
  /// villages, villages hamlets, and any settlement a bare junction.
  double mergeFraction = 0.5;
  /// Links longer than this x target get intermediate nodes, about one target length apart.
  double splitFactor = 1.5;
  /// C-2 interpretation: a link is a good road when at least this share of its length is good road.
  double goodRoadShare = 0.75;
  /// Routes between nodes prefer good roads: bad-road metres cost this much more.
  double badRoadCostFactor = 1.25;
  /// A road vertex where this many good-road segments meet is an important junction (a node).
  int junctionMinGoodRoads = 3;
  /// C-1: link lengths in stages are rounded to this step, and are at least one step.
  double stageStep = 0.5;
  /// C-2: railway links between nodes within snap distance of a railway (stations).
  bool railways = true;
  /// C-2: water links along rivers at least this wide (navigable); rivers of unknown width are not.
  double navigableRiverWidthMetres = 40;
};

}  // namespace hfg::maps
