// Gathering a table's features from the ground: clipped to the table, curved, small pieces
// counted, and the BUA placed at the named places astride their roads.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/model/battlefield.h"
#include "core/model/terrain.h"
#include "maps/table/table_window.h"
#include "maps/vector/settlement.h"

namespace hfg::maps {

/// Limits on what is kept (from MapTableRequest).
struct FeatureLimits {
  double minAreaAcrossPaces = 250;  ///< narrower areas are left off and counted
  double minLinePaces = 200;        ///< shorter line pieces are left off
  double minBadRoadPaces = 1000;    ///< shorter bad-road pieces are left off and counted
};

/// Features in table paces as they are added from the ground, in local metres.
class TableFeatureCollector {
 public:
  TableFeatureCollector(const TableWindow& window, FeatureLimits limits);

  /// An area (hill, wood, BUA ...) with its crest, clipped to the table; curved unless a BUA.
  void addArea(TerrainClass terrain, const std::string& name, const Polyline& local,
               const Polyline& crestLocal = {});
  /// A line (road, stream ...) cut into the pieces inside the table.
  void addLine(TerrainClass terrain, const std::string& name, const Polyline& local,
               double widthMetres);
  /// Either of the above, by the feature's shape.
  void addTerrain(const TerrainFeature& feature);
  /// A 500 p BUA square astride the road nearest each named place on the table not yet inside a
  /// BUA (BUILT-UP-AREAS); a place with no road within 400 p gets a departure.
  void addPlaces(const std::vector<Settlement>& places, std::vector<Departure>& departures);

  std::vector<TableFeature>& features() { return m_features; }
  /// Small pieces left off, by class name.
  const std::map<std::string, int>& leftOff() const { return m_leftOff; }
  int shortBadRoads() const { return m_shortBadRoads; }

 private:
  const TableWindow& m_window;
  FeatureLimits m_limits;
  std::vector<TableFeature> m_features;
  std::map<std::string, int> m_leftOff;
  int m_shortBadRoads = 0;
};

/// Ids in the book's order of classes ("woods-1" ...); departures written by name get the id.
void numberFeatures(std::vector<TableFeature>& features, std::vector<Departure>& departures);

}  // namespace hfg::maps
