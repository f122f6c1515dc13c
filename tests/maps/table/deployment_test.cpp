// T-15 deployment: zones, the default arrangement, arrivals on the roads, works (T-14).
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "maps/table/battle_handoff.h"
#include "maps/table/deployment.h"

using namespace hfg;
using namespace hfg::maps;

namespace {

Command command(const std::string& id) {
  Command c;
  c.id = id;
  c.name = "Corps " + id;
  c.general.staffType = TroopType::CommandParty;
  auto add = [&](const std::string& eid, TroopType t) {
    c.elements.push_back({id + "-" + eid, t, Grade::Basic, "", "", {}});
  };
  for (int i = 0; i < 4; ++i) add("inf" + std::to_string(i), TroopType::Bayonets);
  for (int i = 0; i < 2; ++i) add("gun" + std::to_string(i), TroopType::Smoothbore);
  for (int i = 0; i < 2; ++i) add("cav" + std::to_string(i), TroopType::HeavyCavalry);
  return c;
}

Side side(const std::string& id) {
  Side s;
  s.id = id;
  s.name = id;
  Army a;
  a.id = id + "-army";
  a.commands = {command(id + "1"), command(id + "2")};
  s.armies = {a};
  return s;
}

bool inside(const TableElement& e, const DeploymentZone& z) {
  return e.position.x - e.frontagePaces / 2 >= z.min.x - 1e-6 &&
         e.position.x + e.frontagePaces / 2 <= z.max.x + 1e-6 &&
         e.position.y - e.depthPaces / 2 >= z.min.y - 1e-6 &&
         e.position.y + e.depthPaces / 2 <= z.max.y + 1e-6;
}

double meanX(const TableSetup& s, const std::string& commandId, TroopCategory category) {
  double sum = 0;
  int n = 0;
  for (const auto& e : s.elements)
    if (e.command == commandId && categoryOf(e.type) == category) sum += e.position.x, ++n;
  return n ? sum / n : 0;
}

}  // namespace

TEST_CASE("T-15 deployment zones: defender behind the centre line and 1,200 p from the sides") {
  auto zones = deploymentZones(extentOf(TableSize::Standard), "blue", "red");
  CHECK(zones[0].min.x == 1200);
  CHECK(zones[0].max.x == 10800);
  CHECK(zones[0].max.y == 3000);
  CHECK(zones[1].min.x == 400);
  CHECK(zones[1].max.x == 11600);
  CHECK(zones[1].min.y == 4800);
  CHECK(zones[1].max.y == 6000);
}

TEST_CASE("T-15 default arrangement: defender then attacker, all inside their zones") {
  TableSetup setup;
  setup.extent = extentOf(TableSize::Standard);
  deployForces(setup, side("blue"), side("red"));
  REQUIRE(setup.elements.size() == 2 * 2 * 9);
  CHECK(setup.elements.front().side == "blue");  // defender first
  for (const auto& e : setup.elements) {
    INFO(e.element);
    CHECK(inside(e, e.side == "blue" ? setup.zones[0] : setup.zones[1]));
    CHECK(e.headingDegrees == (e.side == "blue" ? 0 : 180));
  }
  // Artillery in front of the foot; cavalry on the foot's flanks; staff behind.
  for (const auto& e : setup.elements) {
    if (e.command != "blue1") continue;
    if (categoryOf(e.type) == TroopCategory::Artillery) {
      for (const auto& f : setup.elements)
        if (f.command == "blue1" && categoryOf(f.type) == TroopCategory::Foot)
          CHECK(e.position.y > f.position.y);
    }
    if (categoryOf(e.type) == TroopCategory::Staff) {
      for (const auto& f : setup.elements)
        if (f.command == "blue1" && categoryOf(f.type) == TroopCategory::Foot)
          CHECK(e.position.y < f.position.y);
    }
  }
  double footLeft = 1e9, footRight = -1e9, cavLeft = 1e9, cavRight = -1e9;
  for (const auto& e : setup.elements) {
    if (e.command != "blue1") continue;
    if (categoryOf(e.type) == TroopCategory::Foot)
      footLeft = std::min(footLeft, e.position.x), footRight = std::max(footRight, e.position.x);
    if (categoryOf(e.type) == TroopCategory::Mounted)
      cavLeft = std::min(cavLeft, e.position.x), cavRight = std::max(cavRight, e.position.x);
  }
  CHECK(cavLeft < footLeft);
  CHECK(cavRight > footRight);
  // Commands left to right from each side's own view.
  CHECK(meanX(setup, "blue1", TroopCategory::Foot) < meanX(setup, "blue2", TroopCategory::Foot));
  CHECK(meanX(setup, "red1", TroopCategory::Foot) > meanX(setup, "red2", TroopCategory::Foot));
}

TEST_CASE("T-15 delayed commands are not placed") {
  TableSetup setup;
  setup.extent = extentOf(TableSize::Standard);
  DeploymentSettings settings;
  settings.delayedCommands = {"red2"};
  deployForces(setup, side("blue"), side("red"), settings);
  for (const auto& e : setup.elements) CHECK(e.command != "red2");
  CHECK(setup.elements.size() == 3 * 9);
}

TEST_CASE("T-15 arrivals: where roads cross the edges, for the side whose base edge is nearer") {
  TableSetup setup;
  setup.extent = extentOf(TableSize::Standard);
  setup.defender = "blue";
  setup.attacker = "red";
  setup.features.push_back({"road_good-1",
                            TerrainClass::RoadGood,
                            "",
                            {{0, 1000}, {12000, 5000}},
                            {},
                            200,
                            FeatureOrigin::Map,
                            0});
  setup.features.push_back({"road_bad-1",
                            TerrainClass::RoadBad,
                            "",
                            {{6000, 3000}, {6500, 6000}},
                            {},
                            150,
                            FeatureOrigin::Map,
                            0});
  setup.features.push_back({"stream-1",
                            TerrainClass::Stream,
                            "",
                            {{0, 100}, {12000, 100}},
                            {},
                            200,
                            FeatureOrigin::Map,
                            0});
  auto arrivals = findArrivals(setup);
  REQUIRE(arrivals.size() == 3);
  CHECK(arrivals[0].edge == "west");
  CHECK(arrivals[0].side == "blue");
  CHECK(arrivals[1].edge == "east");
  CHECK(arrivals[1].side == "red");
  CHECK(arrivals[2].edge == "north");
  CHECK(arrivals[2].side == "red");
  CHECK(arrivals[2].feature == "road_bad-1");
}

TEST_CASE("T-14 works: entrenchments before the foot, redoubts on guns, the book's maxima") {
  TableSetup setup;
  setup.extent = extentOf(TableSize::Standard);
  deployForces(setup, side("blue"), side("red"));
  std::vector<Work> works(7, Work{WorkKind::Entrenchment, "blue"});
  works.push_back({WorkKind::Redoubt, "blue"});
  placeWorks(setup, "blue", works);
  int entrenchments = 0, redoubts = 0;
  for (const auto& w : setup.preparations) {
    if (w.kind == PreparationKind::Entrenchment) {
      ++entrenchments;
      CHECK(w.lengthPaces == 1200);
      CHECK(w.position.y <= setup.extent.depthPaces / 2);
    }
    if (w.kind == PreparationKind::Redoubt) ++redoubts;
  }
  CHECK(entrenchments >= 2);
  CHECK(entrenchments <= 6);
  CHECK(redoubts == 1);
  bool reported = false;
  for (const auto& d : setup.departures)
    reported = reported ||
               d.text.find("7 entrenchments on the map; the book allows 6") != std::string::npos;
  CHECK(reported);
}

TEST_CASE("T-15 hand-off: the deployed table is a valid battle set-up for the engine") {
  Side blue = side("blue"), red = side("red");
  blue.commanderInChiefArmy = "blue-army";
  blue.armies[0].commanderCommand = "blue1";
  red.commanderInChiefArmy = "red-army";
  red.armies[0].commanderCommand = "red2";
  TableSetup setup;
  setup.extent = extentOf(TableSize::Standard);
  setup.features.push_back({"road_good-1",
                            TerrainClass::RoadGood,
                            "",
                            {{0, 1000}, {12000, 5000}},
                            {},
                            200,
                            FeatureOrigin::Map,
                            0});
  setup.features.push_back({"woods-1",
                            TerrainClass::Woods,
                            "",
                            {{100, 100}, {900, 100}, {900, 900}},
                            {},
                            0,
                            FeatureOrigin::Map,
                            0});
  deployForces(setup, blue, red);
  battle::BattleSetup battleSetup = toBattleSetup(setup, blue, red, 1813);
  auto problems = battle::validateBattleSetup(battleSetup, "table");
  std::string all;
  for (const auto& p : problems) all += p + "\n";
  INFO(all);
  CHECK(problems.empty());
  REQUIRE(battleSetup.elements.size() == setup.elements.size());
  CHECK(battleSetup.sides[0].baseEdge == battle::BaseEdge::South);
  CHECK(battleSetup.sides[1].attacker);
  // Headings: table north (0, clockwise) is the engine's 90 (counter-clockwise from east).
  CHECK(battleSetup.elements.front().footprint.headingDeg == doctest::Approx(90));
  CHECK(battleSetup.elements.back().footprint.headingDeg == doctest::Approx(270));
  CHECK(battleSetup.elements.front().footprint.centre().x ==
        doctest::Approx(setup.elements.front().position.x));
  CHECK(battleSetup.terrain.size() == 2);
  CHECK(battleSetup.terrain[1].outline.size() == 3);
}

TEST_CASE(
    "T-15 bases the default arrangement would put in impassable terrain move to the nearest clear "
    "place in the zone") {
  TableSetup setup;
  setup.extent = extentOf(TableSize::Standard);
  // A lake across the middle of blue1's share of the zone (slot centre x 3,600, front line
  // y 2,600): its guns and the middle of its foot line would stand in the water.
  const Polyline lake{{3000, 1900}, {4200, 1900}, {4200, 2700}, {3000, 2700}};
  setup.features.push_back(
      {"lake-1", TerrainClass::Waterway, "", lake, {}, 0, FeatureOrigin::Map, 0});
  deployForces(setup, side("blue"), side("red"));
  REQUIRE(setup.elements.size() == 2 * 2 * 9);  // nobody is dropped
  int moved = 0;
  for (const auto& d : setup.departures) {
    CHECK(d.text.find("stands in impassable terrain") == std::string::npos);
    if (d.text.find("moved") != std::string::npos) ++moved;
  }
  CHECK(moved >= 3);
  for (std::size_t a = 0; a < setup.elements.size(); ++a) {
    const TableElement& e = setup.elements[a];
    INFO(e.element);
    CHECK(inside(e, e.side == "blue" ? setup.zones[0] : setup.zones[1]));
    // No corner nor the centre in the lake.
    for (double dx : {-0.5, 0.0, 0.5})
      for (double dy : {-0.5, 0.0, 0.5}) {
        const Vec2 p{e.position.x + dx * e.frontagePaces, e.position.y + dy * e.depthPaces};
        const bool inLake = p.x > 3000 && p.x < 4200 && p.y > 1900 && p.y < 2700;
        CHECK_FALSE(inLake);
      }
    // And no two bases overlap.
    for (std::size_t b = a + 1; b < setup.elements.size(); ++b) {
      const TableElement& o = setup.elements[b];
      const bool overlap =
          std::abs(o.position.x - e.position.x) < (o.frontagePaces + e.frontagePaces) / 2 - 1 &&
          std::abs(o.position.y - e.position.y) < (o.depthPaces + e.depthPaces) / 2 - 1;
      CHECK_FALSE(overlap);
    }
  }
  // The nearest clear place: nobody is sent further than the lake is wide or deep.
  for (const auto& e : setup.elements)
    if (e.command == "blue1") CHECK(e.position.x > 3000 - 1300);
}

TEST_CASE(
    "T-4, T-15 issue #18: guns deploy where they may shoot, not in a wood, and the foot keeps its "
    "place") {
  TableSetup setup;
  setup.extent = extentOf(TableSize::Standard);
  // A wood over the front of blue1's share of the zone (slot centre x 3,600, front line
  // y 2,600), where its guns (the first row) would stand; foot may stand in a wood.
  const Polyline wood{{3000, 2000}, {4200, 2000}, {4200, 2700}, {3000, 2700}};
  setup.features.push_back({"wood-1", TerrainClass::Woods, "", wood, {}, 0, FeatureOrigin::Map, 0});
  TableSetup open = setup;
  open.features.clear();
  deployForces(setup, side("blue"), side("red"));
  deployForces(open, side("blue"), side("red"));
  REQUIRE(setup.elements.size() == open.elements.size());
  int guns = 0;
  int footInWood = 0;
  for (std::size_t k = 0; k < setup.elements.size(); ++k) {
    const TableElement& e = setup.elements[k];
    INFO(e.element);
    CHECK(inside(e, e.side == "blue" ? setup.zones[0] : setup.zones[1]));
    const bool centreInWood =
        e.position.x > 3000 && e.position.x < 4200 && e.position.y > 2000 && e.position.y < 2700;
    if (categoryOf(e.type) != TroopCategory::Artillery) {
      // The wood is no bar to foot: they stand in it.
      if (categoryOf(e.type) == TroopCategory::Foot && centreInWood) ++footInWood;
      continue;
    }
    // On open ground the gun would have stood in the wood.
    if (e.command == "blue1") {
      const Vec2 was = open.elements[k].position;
      CHECK((was.x > 3000 && was.x < 4200 && was.y > 2000 && was.y < 2700));
    }
    if (e.command == "blue1") ++guns;
    // No corner nor the centre of a gun in the wood (T-4: it could not shoot there).
    for (double dx : {-0.5, 0.0, 0.5})
      for (double dy : {-0.5, 0.0, 0.5}) {
        const Vec2 p{e.position.x + dx * e.frontagePaces, e.position.y + dy * e.depthPaces};
        CHECK_FALSE((p.x > 3000 && p.x < 4200 && p.y > 2000 && p.y < 2700));
      }
  }
  CHECK(guns == 2);
  CHECK(footInWood >= 1);
}
