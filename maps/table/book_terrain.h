// Battlefield terrain by the book's own procedure (seed BATTLEFIELD TERRAIN): features diced for,
// placed in the book's order by edge section, sized and spaced as it allows, discarded when the
// positioning dice leave no room. Seeded through Dice: the same seed gives the same table.
#pragma once

#include <string>
#include <vector>

#include "core/dice/dice.h"
#include "core/model/battlefield.h"
#include "maps/table/book_limits.h"

namespace hfg::maps {

struct BookTerrainSettings {
  BookLimits limits;
  int year = 1850;  ///< railways exist only after 1859 (RAILWAYS "(1859>)")
  bool dryClimate =
      false;  ///< GULLIES: "substituted for all Streams not already replaced with a River"
  bool upgradeRiver =
      true;  ///< RIVERS: the defender upgrades 1 stream that runs between the long edges
  double riverWidthPaces = 400;   ///< B-2: 200-400 p; at 400 p navigable by Flotillas
  double streamWidthPaces = 200;  ///< B-2
  int attackerFeatures = 2;       ///< "The attacker can provide and place up to 2 features"
  int placementTries = 80;        ///< positions tried for one feature before it is discarded
  /// A compulsory feature (the book's minima) that is discarded is diced for again this often:
  /// "the remainder to make up the minima ... are provided and placed by the defender".
  int minimaRetries = 6;
  /// Only place into these areas (table paces; empty = the whole table): used to fill the parts
  /// of a map window that have no data. A feature is kept only if it lies wholly inside one.
  std::vector<Polyline> allowedAreas;
  /// Features already on the table (from the map): new ones keep the book's spacing from them.
  std::vector<TableFeature> existing;
};

struct BookTerrain {
  std::vector<TableFeature> features;  ///< in placing order, ids "<terrain key>-<n>"
  std::vector<Departure> discarded;    ///< each feature the dice could not place
  std::vector<std::string> log;        ///< the throws, in plain words
};

/// The book's number of features for one 9-square-mile block from one die (decision: the book
/// says "5-8" without a throw; 1-2 = 5, 3-4 = 6, 5 = 7, 6 = 8).
int featuresForBlock(int die);

/// Edge section "orthogonally opposite" (ROADS): 1<->4, 2<->6, 3<->5.
int oppositeSection(int section);

BookTerrain generateBookTerrain(const TableExtent& extent, Dice& dice,
                                const BookTerrainSettings& settings = {});

}  // namespace hfg::maps
