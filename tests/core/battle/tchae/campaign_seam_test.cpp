// Section 7 through the seam: EX-38 conversion, a meeting set up as a TCHAE battle, played, and reported (7.1-7.3, C-28).
#include <doctest/doctest.h>

#include <set>

#include "core/battle/tchae/campaign_forces.h"
#include "core/battle/tchae/campaign_ground.h"
#include "core/battle/tchae/campaign_report.h"
#include "core/battle/tchae/campaign_rules.h"
#include "core/battle/tchae/campaign_setup.h"
#include "core/battle/tchae/side_view.h"
#include "core/battle/tchae/table_geometry.h"
#include "tests/core/battle/tchae/referee.h"
#include "tests/core/battle/tchae/tchae_test_support.h"

using namespace hfg;
using namespace hfg::tchae;

namespace {

Element element(std::string id, TroopType t, Grade g = Grade::Basic) {
  Element e;
  e.id = std::move(id);
  e.type = t;
  e.grade = g;
  return e;
}

Command command(std::string id, std::vector<Element> elements,
                GeneralQuality q = GeneralQuality::Ordinary) {
  Command c;
  c.id = std::move(id);
  c.name = c.id;
  c.general.name = "General " + c.id;
  c.general.quality = q;
  c.elements = std::move(elements);
  return c;
}

/// Two sides of two commands each (the second Union command arrives later), 1862.
Scenario twoSides() {
  Scenario s;
  s.settings.startDate.year = 1862;
  for (int i = 0; i < 2; ++i) {
    const std::string p = i == 0 ? "u" : "c";
    ScenarioSide side;
    side.orbat.id = i == 0 ? "union" : "confederacy";
    side.orbat.commanderInChiefArmy = p + "-army";
    Army army;
    army.id = p + "-army";
    army.commanderCommand = p + "1";
    army.commands.push_back(command(
        p + "1", {element(p + "1a", TroopType::Minie), element(p + "1b", TroopType::Bayonets),
                  element(p + "1c", TroopType::Rifled), element(p + "1s", TroopType::SupplyBase)}));
    army.commands.push_back(command(
        p + "2", {element(p + "2a", TroopType::Bayonets), element(p + "2b", TroopType::Dragoons),
                  element(p + "2c", TroopType::Minie, Grade::Elite)}));
    side.orbat.armies.push_back(army);
    s.sides.push_back(side);
  }
  return s;
}

BattleForce force(const Scenario& s, int side, std::vector<std::string> commands) {
  BattleForce f;
  f.side = s.sides[side].orbat.id;
  f.force = f.side + "-force-" + commands.front();
  f.commands = commands;
  for (const auto& id : commands) {
    const Command* c = s.sides[side].orbat.findCommand(id);
    f.elements.push_back(id);
    for (const Element& e : c->elements) f.elements.push_back(e.id);
  }
  return f;
}

hfg::BattleMeeting meeting(const Scenario& s) {
  hfg::BattleMeeting m;
  m.id = "battle-1";
  m.defenderSide = "union";
  m.attackerSide = "confederacy";
  m.present = {force(s, 0, {"u1"}), force(s, 1, {"c1", "c2"})};
  BattleArrival a;
  a.force = force(s, 0, {"u2"});
  a.fractionOfPeriod = 0.5;
  m.arrivals.push_back(a);
  return m;
}

TableSetup ground() {
  TableSetup t;
  t.extent = extentOf(TableSize::Standard);
  auto feature = [](std::string id, hfg::TerrainClass terrain, Polyline points) {
    TableFeature f;
    f.id = std::move(id);
    f.terrain = terrain;
    f.name = f.id;
    f.points = std::move(points);
    return f;
  };
  t.features = {feature("wood", hfg::TerrainClass::Woods,
                        {{1000, 1000}, {3000, 1000}, {3000, 2000}, {1000, 2000}}),
                feature("pike", hfg::TerrainClass::RoadGood, {{6000, 0}, {6000, 6000}}),
                feature("river", hfg::TerrainClass::River,
                        {{0, 3000}, {5000, 3000}, {7000, 3000}, {12000, 3000}})};
  return t;
}

}  // namespace

TEST_CASE("EX-38 7.1 HFG elements and a general as TCHAE units and a commander, 1862") {
  const Unit minie = *campaignUnit(element("m", TroopType::Minie, Grade::Elite), 1862);
  CHECK(minie.arm == Arm::Infantry);
  CHECK(minie.startBases == 8);
  CHECK(minie.experience == Experience::Veteran);
  CHECK(minie.weapon == Weapon::Rifle);
  const Unit bayonets = *campaignUnit(element("b", TroopType::Bayonets), 1862);
  CHECK(bayonets.startBases == 8);
  CHECK(bayonets.experience == Experience::Average);
  CHECK(bayonets.aggressive);
  CHECK(bayonets.weapon == Weapon::SecondRateRifle);
  const Unit dragoons = *campaignUnit(element("d", TroopType::Dragoons, Grade::Inferior), 1862);
  CHECK(dragoons.arm == Arm::Cavalry);
  CHECK(dragoons.startBases == 10);
  CHECK(dragoons.experience == Experience::Raw);
  CHECK(dragoons.weapon == Weapon::Rifle);  // rifled carbines from 1855
  const Unit mixed = *campaignUnit(element("x", TroopType::Mixed), 1862);
  CHECK(mixed.arm == Arm::Artillery);
  CHECK(mixed.startGuns == 24);
  CHECK(mixed.experience == Experience::Average);
  CHECK(startModels(mixed) == 3);
  // EB-69's calibre groups (2 Light rifled + 1 Medium smoothbore) are not built: the majority calibre.
  CHECK(mixed.calibre == Calibre::LightRifled);
  Command inert = command("k", {}, GeneralQuality::Inert);
  CHECK(campaignCommander(inert).ability == Ability::Political);
  CHECK(campaignCommander(command("g", {}, GeneralQuality::Brilliant)).ability == Ability::Gifted);
  CHECK(campaignCommander(command("o", {})).ability == Ability::Professional);
  // Not placed: staff, train, naval.
  CHECK_FALSE(campaignUnit(element("s", TroopType::SupplyBase), 1862));
  CHECK_FALSE(campaignUnit(element("h", TroopType::ArmyHQ), 1862));
  // Years: smoothbore before 1851, Repeating Rifles after 1886.
  CHECK(campaignUnit(element("m", TroopType::Minie), 1850)->weapon == Weapon::Smoothbore);
  CHECK(campaignUnit(element("r", TroopType::Rifles), 1890)->weapon == Weapon::Repeating);
  CHECK(campaignUnit(element("sf", TroopType::StoicFoot), 1856)->resolute);
  CHECK(campaignUnit(element("mk", TroopType::Marksmen), 1862)->formation == Formation::Skirmish);
  CHECK(campaignUnit(element("hc", TroopType::Cuirassiers), 1862)->sabreOnly);
}

TEST_CASE(
    "7.1 7.3 the HFG table at corps scale: 197 x 98 in, woods thick, roads kept, rivers fordable "
    "at the road") {
  const CampaignGround g = campaignGround(ground());
  CHECK(g.terrain.widthIn == 197);
  CHECK(g.terrain.depthIn == 98);
  CHECK(g.inchesPerPace == doctest::Approx(197.0 / 12000));
  REQUIRE(g.terrain.roads.size() == 1);
  CHECK(g.terrain.kindAt({2000 * g.inchesPerPace, 1500 * g.inchesPerPace}) ==
        TerrainKind::ThickWood);
  // The river is unfordable except on the segment the pike crosses.
  CHECK(g.terrain.kindAt({1000 * g.inchesPerPace, 3000 * g.inchesPerPace}) ==
        TerrainKind::Unfordable);
  CHECK(g.terrain.kindAt({6000 * g.inchesPerPace, 3000 * g.inchesPerPace}) ==
        TerrainKind::FordableStream);
}

TEST_CASE(
    "7.1 7.3 a meeting as a TCHAE battle: one blind a command in its side's zone, orders, dummies, "
    "arrivals") {
  const Scenario s = twoSides();
  const CampaignBattleState b = campaignBattleState(s, meeting(s), ground(), 7);
  const BattleState& st = b.state;
  CHECK(st.level == GameLevel::Corps);
  CHECK(st.endRules.maxTurns == 48);  // a morning start: two daylight periods (C-20)
  CHECK(b.sideIds[0] == "union");
  // Units: every placed element, the supply bases kept off the table.
  std::set<std::string> ids;
  for (const Unit& u : st.units) ids.insert(u.id);
  CHECK(ids == std::set<std::string>{"u1a", "u1b", "u1c", "u2a", "u2b", "u2c", "c1a", "c1b", "c1c",
                                     "c2a", "c2b", "c2c"});
  REQUIRE(b.notPlaced.size() == 2);
  // Commanders: the C-in-C heads the chain, the other commands answer to him.
  CHECK(st.commander("c1")->superiorId.empty());
  CHECK(st.commander("c2")->superiorId == "c1");
  CHECK(st.commander("u2")->superiorId == "u1");
  CHECK(st.commander("c2")->order == Order::Attack);
  CHECK(st.commander("u1")->order == Order::Hold);
  // Zones (7.3): the defender behind the centre line and 20 in from the sides; the attacker
  // within 20 in of the north edge and 7 in from the sides.
  int dummies = 0;
  for (const Blind& bl : st.blinds) {
    dummies += bl.dummy ? 1 : 0;
    if (bl.arrivalTurn > 1) continue;
    for (Vec2 c : blindFootprint(bl, st.level, st.settings).corners()) {
      if (bl.side == tchae::Belligerent::Union) {
        CHECK(c.y <= 49 + 1e-9);
        CHECK(c.x >= 20 - 1e-9);
        CHECK(c.x <= 177 + 1e-9);
      } else {
        CHECK(c.y >= 78 - 1e-9);
        CHECK(c.x >= 7 - 1e-9);
      }
    }
  }
  CHECK(dummies == 0);  // floor(2 / 4) and floor(1 / 4) real blinds on the table at the start
  // The arrival: its blind on turn 13 (EX-41: half way through the first period).
  const Blind* arrival = st.blind("blind-u2");
  REQUIRE(arrival);
  CHECK(arrival->arrivalTurn == 13);
  CHECK(arrival->column);
}

TEST_CASE(
    "C-28 7.2 a campaign meeting fought by tchae through the seam: fates, winner, bounds, same "
    "seed same battle") {
  const Scenario s = twoSides();
  const hfg::BattleMeeting m = meeting(s);
  const CampaignState state;
  TchaeBattleRules rules;
  auto fight = [&](std::uint64_t seed) {
    const battle::BattleInput in{s, state, m, seed, [] { return ground(); }};
    auto running = rules.begin(in);
    std::vector<std::string> log = running->opening().records;
    for (int period = 1; period <= 2 && !running->ended(); ++period) {
      for (auto& r : running->play(period).records) log.push_back(r);
      // Each side's file names none of the other side's units it has not spotted (CG-1, E-38).
      const BattleState* st = tchaeStateOf(*running);
      REQUIRE(st);
      test::referee(*st);
      for (const auto& [suffix, text] : running->files())
        for (const Unit& u : st->units) {
          const bool otherSide =
              suffix.find(u.side == tchae::Belligerent::Union ? "-union-" : "-confederacy-") ==
              std::string::npos;
          if (otherSide && !u.onTable) CHECK_FALSE(test::mentions(text, u.id));
        }
    }
    CHECK(running->ended());
    const battle::BattleOutcome out = running->outcome(m);
    log.push_back(out.summary);
    for (const auto& e : out.result.elements)
      log.push_back(e.element + " " + std::string(keyOf(e.status)));
    // 7.3: bounds are ceil(turns / 2), ten minutes a turn, at most two daylight periods.
    CHECK(out.result.boundsFought >= 1);
    CHECK(out.result.boundsFought <= 24);
    CHECK(out.gameMinutes <= 480);
    CHECK(out.result.battle == "battle-1");
    if (!out.result.winner.empty())
      CHECK((out.result.winner == "union" || out.result.winner == "confederacy"));
    // Each side's file holds nothing of the other side it has not spotted.
    const battle::TableDisplay view = running->view();
    CHECK(view.rules == "tchae");
    CHECK(view.width == 197);
    MESSAGE("seed " << seed << ": " << out.summary << " after " << out.result.boundsFought
                    << " bounds");
    return log;
  };
  CHECK(fight(3) == fight(3));
  CHECK(fight(3) != fight(4));
}
