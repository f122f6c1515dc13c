// Forces on the table (T-15): the defender, then the attacker, each in its deployment zone in a
// default arrangement the user can change; arrivals where roads cross the edges; works (T-14).
#pragma once

#include <string>
#include <vector>

#include "core/model/battlefield.h"
#include "core/model/orbat.h"
#include "core/model/stage_map.h"

namespace hfg::maps {

struct DeploymentSettings {
  double defenderSideMarginPaces = 1200;  ///< T-15 5: "nothing within 1,200 p of a side edge"
  double attackerSideMarginPaces = 400;   ///< T-15 6: "nothing within 400 p of a side edge"
  double attackerDepthPaces = 1200;  ///< T-15 6: "nothing more than 1,200 p from its base edge"
  /// Decision: the defender's front line stands this far behind the centre line (T-15 5 allows 0).
  double defenderSetBackPaces = 400;
  std::vector<std::string> delayedCommands;  ///< held back to arrive by road (T-15), not placed
};

/// The two zones (T-15): the defender's is the south half less 1,200 p at each side; the
/// attacker's the 1,200 p next to the north edge less 400 p at each side.
std::vector<DeploymentZone> deploymentZones(const TableExtent& extent, const std::string& defender,
                                            const std::string& attacker,
                                            const DeploymentSettings& settings = {});

/// Places one side's commands in its zone (defender facing north, attacker south): commands
/// left to right in orbat order, each in an equal share of the zone's width; artillery in front,
/// foot in line with cavalry on its flanks, staff and train behind as reserves. Elements that do
/// not fit are listed in setup.departures. Naval elements are left for the user (water only).
void deploySide(TableSetup& setup, const Side& side, bool defender,
                const DeploymentSettings& settings = {});

/// Defender first, then attacker (T-15 steps 5 and 6); sets zones, elements and arrivals.
void deployForces(TableSetup& setup, const Side& defender, const Side& attacker,
                  const DeploymentSettings& settings = {});

/// Where roads and railways cross the table edges: arrivals for the side whose base edge is the
/// edge crossed, or, on a short edge, whose base edge is nearer (T-15 delayed commands).
std::vector<Arrival> findArrivals(const TableSetup& setup);

/// The defender's works (C-22 works at the battle's node) as T-14 preparations: entrenchments
/// (field, 1,200 p) just in front of the foot line, at most 6 and only in good going; redoubts on
/// artillery, at most 3 and at least 200 p apart. What cannot be placed goes to departures.
void placeWorks(TableSetup& setup, const std::string& side, const std::vector<Work>& works);

}  // namespace hfg::maps
