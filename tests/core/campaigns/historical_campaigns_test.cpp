// Historical sanity checks on the bundled campaigns (issue 10): years, places, stages, sizes, AP.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>
#include <map>
#include <queue>
#include <set>
#include <string>
#include <vector>

#include "core/io/scenario_io.h"
#include "core/rules/army_points.h"
#include "core/rules/scenario_validation.h"
#include "core/rules/troop_table.h"
#include "tests/paths/test_paths.h"

using namespace hfg;

namespace {

/// Where a campaign's towns must lie, in degrees.
struct Region {
  double minLon, maxLon, minLat, maxLat;
  bool contains(const LonLat& p) const {
    return p.lon >= minLon && p.lon <= maxLon && p.lat >= minLat && p.lat <= maxLat;
  }
};

struct CampaignCase {
  const char* folder;
  int year;
  Region region;
  double minAverageLinkKm;  ///< C-1: a stage is notionally 12 km
  double maxAverageLinkKm;
  int minLastDay;  ///< the historical campaigns can be played for 10 days
};

const std::vector<CampaignCase>& campaigns() {
  static const std::vector<CampaignCase> all{
      // The tutorial is small and its towns close together: only "more than 5 km" is asked.
      {"saalfeld-1806", 1806, {10.5, 12.5, 50.0, 51.2}, 5.0, 30.0, 6},
      {"bohemia-1866", 1866, {14.4, 16.8, 49.8, 51.2}, 10.0, 15.0, 10},
      {"shenandoah-1862", 1862, {-79.7, -77.5, 37.9, 39.7}, 10.0, 15.0, 10},
      {"belgium-1815", 1815, {3.5, 5.8, 50.1, 51.0}, 10.0, 15.0, 10},
  };
  return all;
}

std::filesystem::path scenarioFile(const CampaignCase& c) {
  return hfg::testpaths::sourceDir() / "campaigns" / c.folder / "scenario.json";
}

double linkLengthMetres(const StageMap& map, const StageLink& link) {
  const StageNode* a = map.findNode(link.from);
  const StageNode* b = map.findNode(link.to);
  REQUIRE(a != nullptr);
  REQUIRE(b != nullptr);
  return std::hypot(a->position.x - b->position.x, a->position.y - b->position.y);
}

/// Great-circle distance on a sphere of the WGS 84 mean radius.
double greatCircleMetres(const LonLat& a, const LonLat& b) {
  constexpr double kRadiusMetres = 6371008.8;
  constexpr double kRad = 3.14159265358979323846 / 180.0;
  const double dLat = (b.lat - a.lat) * kRad;
  const double dLon = (b.lon - a.lon) * kRad;
  const double h =
      std::sin(dLat / 2) * std::sin(dLat / 2) +
      std::cos(a.lat * kRad) * std::cos(b.lat * kRad) * std::sin(dLon / 2) * std::sin(dLon / 2);
  return 2 * kRadiusMetres * std::asin(std::sqrt(h));
}

/// Fewest stages by road from `from` to every node (Dijkstra over road links, C-1).
std::map<std::string, double> roadStagesFrom(const StageMap& map, const std::string& from) {
  std::map<std::string, double> best;
  using Item = std::pair<double, std::string>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
  best[from] = 0;
  open.push({0, from});
  while (!open.empty()) {
    auto [stages, node] = open.top();
    open.pop();
    if (stages > best[node]) continue;
    for (const StageLink* link : map.linksAt(node)) {
      if (link->kind != LinkKind::GoodRoad && link->kind != LinkKind::BadRoad) continue;
      const std::string& next = link->otherEnd(node);
      const double reached = stages + link->stages;
      auto it = best.find(next);
      if (it == best.end() || reached < it->second) {
        best[next] = reached;
        open.push({reached, next});
      }
    }
  }
  return best;
}

}  // namespace

TEST_CASE("Historical campaigns load and validate without a problem (ARMY SIZE, C-1, C-2, C-7)") {
  for (const auto& c : campaigns()) {
    CAPTURE(c.folder);
    const Scenario scenario = loadScenario(scenarioFile(c));
    CHECK(scenario.year() == c.year);
    CHECK(scenario.settings.lastDay >= c.minLastDay);
    const auto problems = validateScenario(scenario);
    std::string report;
    for (const auto& p : problems) report += p.where + ": " + p.message + "\n";
    CHECK_MESSAGE(problems.empty(), report);
  }
}

TEST_CASE("Historical campaigns: every element type exists in the scenario's year (B-14)") {
  for (const auto& c : campaigns()) {
    CAPTURE(c.folder);
    const Scenario scenario = loadScenario(scenarioFile(c));
    int elements = 0;
    for (const auto& side : scenario.sides)
      for (const auto& army : side.orbat.armies)
        for (const auto& command : army.commands) {
          CHECK(allowedInYear(command.general.staffType, c.year));
          for (const auto& element : command.elements) {
            CAPTURE(element.id);
            CHECK(allowedInYear(element.type, c.year));
            ++elements;
          }
        }
    CHECK(elements > 20);
  }
}

TEST_CASE("Historical campaigns: every command has the book's 6 elements unless it leads an army") {
  for (const auto& c : campaigns()) {
    CAPTURE(c.folder);
    const Scenario scenario = loadScenario(scenarioFile(c));
    for (const auto& side : scenario.sides)
      for (const auto& army : side.orbat.armies) {
        int logistics = 0;
        for (const auto& command : army.commands) {
          CAPTURE(command.id);
          const bool leadsArmy = command.id == army.commanderCommand;
          if (!leadsArmy || command.allied) CHECK(command.elementCount() >= 6);
          for (const auto& element : command.elements)
            if (categoryOf(element.type) == TroopCategory::Train) {
              ++logistics;
              CHECK(leadsArmy);
            }
        }
        CHECK(logistics <= 1);
      }
  }
}

TEST_CASE("Historical campaigns: towns lie in the campaign's region and positions match lon_lat") {
  for (const auto& c : campaigns()) {
    CAPTURE(c.folder);
    const Scenario scenario = loadScenario(scenarioFile(c));
    const StageMap& map = scenario.map;
    CHECK(map.nodes.size() >= 14);
    CHECK_FALSE(map.frame.crsWkt.empty());
    for (const auto& node : map.nodes) {
      CAPTURE(node.id);
      REQUIRE(node.lonLat.has_value());
      CHECK(c.region.contains(*node.lonLat));
    }
    // The local positions are the lon_lat projected to UTM: each link's length from positions
    // agrees with the great-circle distance within the UTM scale error (well under 1 %).
    for (const auto& link : map.links) {
      CAPTURE(link.id);
      const double fromPositions = linkLengthMetres(map, link);
      const double fromLonLat =
          greatCircleMetres(*map.findNode(link.from)->lonLat, *map.findNode(link.to)->lonLat);
      CHECK(std::abs(fromPositions - fromLonLat) <= 0.01 * fromLonLat + 50.0);
    }
  }
}

TEST_CASE("C-1 historical campaigns: stages average 10-15 km between towns (tutorial: over 5 km)") {
  for (const auto& c : campaigns()) {
    CAPTURE(c.folder);
    const Scenario scenario = loadScenario(scenarioFile(c));
    const StageMap& map = scenario.map;
    REQUIRE_FALSE(map.links.empty());
    double totalMetres = 0;
    for (const auto& link : map.links) totalMetres += linkLengthMetres(map, link);
    const double averageKm = totalMetres / static_cast<double>(map.links.size()) / 1000.0;
    CAPTURE(averageKm);
    CHECK(averageKm > c.minAverageLinkKm);
    CHECK(averageKm <= c.maxAverageLinkKm);
  }
}

TEST_CASE("C-2, C-3 historical campaigns: railways only after 1830; bridges name their river") {
  for (const auto& c : campaigns()) {
    CAPTURE(c.folder);
    const Scenario scenario = loadScenario(scenarioFile(c));
    int railways = 0;
    for (const auto& link : scenario.map.links) {
      CAPTURE(link.id);
      if (link.kind == LinkKind::Railway) {
        ++railways;
        CHECK(link.bridge == BridgeState::None);
      }
      if (link.bridge != BridgeState::None) CHECK_FALSE(link.riverName.empty());
    }
    if (c.year < 1830) CHECK(railways == 0);
    if (c.year >= 1860) CHECK(railways > 0);  // 1862 and 1866 were railway campaigns
  }
}

TEST_CASE("T-5 historical campaigns: every army has a positive, fully priced AP total") {
  for (const auto& c : campaigns()) {
    CAPTURE(c.folder);
    const Scenario scenario = loadScenario(scenarioFile(c));
    REQUIRE(scenario.sides.size() == 2);
    for (const auto& side : scenario.sides) {
      CAPTURE(side.orbat.id);
      const PointTotal total = sidePoints(side.orbat);
      CHECK(total.points > 0);
      CHECK(total.complete());
      CHECK(sideEquivalents(side.orbat) > 0);
      for (const auto& army : side.orbat.armies) CHECK(armyPoints(army).points > 0);
    }
  }
}

TEST_CASE(
    "Historical campaigns are playable: every command placed, enemies within 10 days' march") {
  for (const auto& c : campaigns()) {
    CAPTURE(c.folder);
    const Scenario scenario = loadScenario(scenarioFile(c));
    // Every command starts on the map or arrives as a reinforcement.
    std::set<std::string> placed;
    std::vector<const ForcePlacement*> forces;
    for (const auto& f : scenario.startPositions) forces.push_back(&f);
    for (const auto& r : scenario.reinforcements) forces.push_back(&r.force);
    for (const auto* f : forces) placed.insert(f->commands.begin(), f->commands.end());
    for (const auto& side : scenario.sides)
      for (const auto& army : side.orbat.armies)
        for (const auto& command : army.commands) {
          CAPTURE(command.id);
          CHECK(placed.count(command.id) == 1);
        }
    // Guns and trains march 2 stages a day (C-10): every force that starts on the map can reach
    // the place of some enemy force (start or arrival) by road within 10 days.
    const int marchDays = std::min(10, scenario.settings.lastDay);
    for (const auto& f : scenario.startPositions) {
      CAPTURE(f.id);
      const auto stages = roadStagesFrom(scenario.map, f.node);
      double nearestEnemy = std::numeric_limits<double>::infinity();
      for (const auto* other : forces) {
        if (other->side == f.side) continue;
        auto it = stages.find(other->node);
        if (it != stages.end()) nearestEnemy = std::min(nearestEnemy, it->second);
      }
      CAPTURE(nearestEnemy);
      CHECK(nearestEnemy <= 2.0 * marchDays);
    }
  }
}
