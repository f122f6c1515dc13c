// KB-56, KT-26 to KT-28, KT-30: a campaign meeting set up as a C3 battle, checked with
// hand-worked values; and the C3 rule set behind the seam played to its result (KT-29, KB-58).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

#include "core/battle/c3/campaign_rules.h"
#include "core/battle/c3/campaign_setup.h"
#include "core/battle/c3/campaign_tables.h"
#include "core/battle/c3/knowledge.h"

using namespace hfg;
using namespace hfg::c3;

namespace {

Element element(std::string id, TroopType t, Grade g = Grade::Basic) {
  Element e;
  e.id = std::move(id);
  e.type = t;
  e.grade = g;
  return e;
}

/// Blue holds the south with an Army HQ (brilliant), a division of foot and guns and an allied
/// brigade (inert) of horse; red attacks from the north with an ordinary corps.
Scenario scenario() {
  Scenario s;
  s.settings.startDate.year = 1815;
  for (int i = 0; i < 2; ++i) {
    ScenarioSide side;
    side.orbat.id = i == 0 ? "blue" : "red";
    side.orbat.commanderInChiefArmy = side.orbat.id + "-army";
    Army army;
    army.id = side.orbat.id + "-army";
    army.commanderCommand = side.orbat.id + "1";
    Command c1;
    c1.id = side.orbat.id + "1";
    c1.general.name = i == 0 ? "Wellesley" : "Ney";
    c1.general.staffType = TroopType::ArmyHQ;
    c1.general.quality = i == 0 ? GeneralQuality::Brilliant : GeneralQuality::Ordinary;
    c1.elements = {element(c1.id + "a", TroopType::Bayonets), element(c1.id + "b", TroopType::Bayonets),
                   element(c1.id + "g", TroopType::Smoothbore)};
    army.commands.push_back(c1);
    Command c2;
    c2.id = side.orbat.id + "2";
    c2.general.name = i == 0 ? "Uxbridge" : "Kellermann";
    c2.general.quality = i == 0 ? GeneralQuality::Inert : GeneralQuality::Ordinary;
    c2.allied = i == 0;
    c2.elements = {element(c2.id + "h", TroopType::HeavyCavalry, Grade::Elite)};
    army.commands.push_back(c2);
    side.orbat.armies.push_back(army);
    s.sides.push_back(side);
  }
  return s;
}

BattleForce forceOf(const Scenario& s, int side) {
  BattleForce f;
  f.side = s.sides[side].orbat.id;
  f.force = f.side + "-force";
  for (const Command& c : s.sides[side].orbat.armies[0].commands) {
    f.commands.push_back(c.id);
    f.elements.push_back(c.id);
    for (const Element& e : c.elements) f.elements.push_back(e.id);
  }
  return f;
}

TableElement placed(std::string side, std::string command, std::string id, TroopType t, Vec2 at,
                    double heading) {
  TableElement e;
  e.side = std::move(side);
  e.command = std::move(command);
  e.element = std::move(id);
  e.type = t;
  e.position = at;
  e.headingDegrees = heading;
  return e;
}

TableSetup ground() {
  TableSetup t;
  t.extent = extentOf(TableSize::Standard);  // 12,000 x 6,000 paces: 9,000 x 4,500 m
  TableFeature hill;
  hill.id = "ridge";
  hill.terrain = TerrainClass::HillGentle;
  hill.points = {{3000, 1200}, {9000, 1200}, {9000, 2400}, {3000, 2400}};
  TableFeature wood;
  wood.id = "wood";
  wood.terrain = TerrainClass::Woods;
  wood.points = {{500, 3000}, {1500, 3000}, {1500, 4000}, {500, 4000}};
  t.features = {hill, wood};
  using T = TroopType;
  t.elements = {
      placed("blue", "blue1", "general", T::ArmyHQ, {6000, 1000}, 0),
      placed("blue", "blue1", "blue1a", T::Bayonets, {5000, 1800}, 0),
      placed("blue", "blue1", "blue1b", T::Bayonets, {7000, 1800}, 0),
      placed("blue", "blue1", "blue1g", T::Smoothbore, {6000, 1800}, 0),
      placed("blue", "blue2", "blue2h", T::HeavyCavalry, {6000, 1000}, 0),
      placed("red", "red1", "general", T::ArmyHQ, {6000, 5200}, 180),
      placed("red", "red1", "red1a", T::Bayonets, {5000, 4200}, 180),
      placed("red", "red1", "red1b", T::Bayonets, {5050, 4200}, 180),  // overlaps red1a
      placed("red", "red1", "red1g", T::Smoothbore, {6000, 4500}, 180),
      placed("red", "red2", "red2h", T::HeavyCavalry, {8000, 4600}, 180)};
  return t;
}

hfg::BattleMeeting meeting(const Scenario& s) {
  hfg::BattleMeeting m;
  m.id = "battle-1";
  m.period = 0;
  m.defenderSide = "blue";
  m.attackerSide = "red";
  m.present = {forceOf(s, 0), forceOf(s, 1)};
  return m;
}

const C3Unit& unitFor(const C3CampaignBattle& b, const std::string& element) {
  for (const auto& [id, e] : b.elementOfUnit)
    if (e == element) return b.battle.unit(id);
  throw std::out_of_range(element);
}

}  // namespace

TEST_CASE("KB-56 KT-26 KT-27 KB-17 KT-30: a campaign meeting set up as a C3 battle") {
  const Scenario s = scenario();
  const C3CampaignBattle b = campaignBattle(s, meeting(s), ground());
  const C3Battle& c = b.battle;
  CHECK(c.units.size() == 8);  // staff elements are Commanders, not Units (KT-26)
  CHECK(c.commanders.size() == 4);
  CHECK(c.startClockMin == 6 * 60);  // a morning battle starts at 06:00 (KT-30)
  CHECK(c.attacker == 1);
  CHECK(c.baseEdgeSouth[0]);
  CHECK_FALSE(c.baseEdgeSouth[1]);
  // The Unit's centre on its element's centre, facing the same way (T-15 0 = north is C3's 90).
  const C3Unit& a = unitFor(b, "blue1a");
  CHECK(a.footprint.centre().x == doctest::Approx(5000));
  CHECK(a.footprint.centre().y == doctest::Approx(1800));
  CHECK(a.footprint.headingDeg == doctest::Approx(90));
  CHECK(a.formation == Formation::DoubleLine);  // foot of 6 CEs (KB-56)
  CHECK(a.sp == 60);
  CHECK(unitFor(b, "blue1g").formation == Formation::Unlimbered);
  CHECK(unitFor(b, "blue2h").formation == Formation::Line);
  CHECK(unitFor(b, "blue2h").grade == Training::Elite);
  CHECK(unitFor(b, "red1a").footprint.forward().y == doctest::Approx(-1));  // facing south
  // KB-56: red1b overlapped red1a, placed first at the same distance from the enemy's edge: it
  // steps back north, towards its own edge, 50 m (66.7 paces) at a time until clear.
  const C3Unit& ra = unitFor(b, "red1a");
  const C3Unit& rb = unitFor(b, "red1b");
  const double steps = (rb.footprint.centre().y - 4200) / (50 / 0.75);
  CHECK(steps >= 1);
  CHECK(std::abs(steps - std::round(steps)) < 1e-6);
  CHECK(ra.footprint.centre().y == doctest::Approx(4200));
  CHECK_FALSE(battle::ringsIntersect(ringOf(ra), ringOf(rb)));
  // KT-27: brilliant 1, ordinary 2, inert 4 and +1 allied (at most 4); the chain (KB-17).
  CHECK(c.commander(1).name == "Wellesley");
  CHECK(c.commander(1).rating == 1);
  CHECK(c.commander(1).superior == -1);
  CHECK(c.commander(1).commandPost.has_value());
  CHECK(c.commander(2).rating == 4);
  CHECK(c.commander(2).superior == 1);
  CHECK(c.commander(3).rating == 2);
  CHECK(b.commandOf.at(2) == "blue2");  // his staff element, reported if he is captured (KT-29)
  // C-28: a general whose staff element the meeting does not list leads by a casting alone.
  hfg::BattleMeeting away = meeting(s);
  std::erase(away.present[0].elements, std::string("blue2"));
  CHECK(campaignBattle(s, away, ground()).commandOf.count(2) == 0);
  // KT-28: the gentle hill's crest is 20 m, falling to its outline; the wood is an area.
  REQUIRE(c.table.heights);
  CHECK(c.table.heights->groundM({4500, 1350}) == doctest::Approx(20));
  CHECK(c.table.heights->groundM({4500, 3000}) == doctest::Approx(0));
  CHECK(c.table.areas.size() == 1);
  CHECK(c.table.areas[0].ground == Ground::Wood);
}

TEST_CASE("KB-56 C-28: a meeting naming a command the orbat lacks, or with nothing placed, is refused "
          "naming it") {
  const Scenario s = scenario();
  hfg::BattleMeeting m = meeting(s);
  m.present[0].commands.push_back("blue9");
  CHECK_THROWS_WITH_AS(campaignBattle(s, m, ground()),
                       "battle-1: no command 'blue9' on side blue", std::invalid_argument);
  TableSetup empty = ground();
  empty.elements.clear();
  CHECK_THROWS_WITH_AS(campaignBattle(s, meeting(s), empty),
                       "battle-1: no element of either side is placed on the table (KB-56)",
                       std::invalid_argument);
  // A side with nothing on the table yet is named, faces the other side, and is not checked.
  TableSetup oneSided = ground();
  std::erase_if(oneSided.elements, [](const TableElement& e) { return e.side == "red"; });
  const C3CampaignBattle b = campaignBattle(s, meeting(s), oneSided);
  CHECK(b.notes.back() == "side red has no element on the table at the start (KB-56, KB-58)");
  CHECK(b.battle.baseEdgeSouth[0]);
  CHECK_FALSE(b.battle.baseEdgeSouth[1]);
}

TEST_CASE("C-28 KT-29 KB-58 KT-30 KG-1: c3 behind the seam plays its map periods to a result") {
  const Scenario s = scenario();
  const hfg::BattleMeeting m = meeting(s);
  CampaignState state;
  const TableSetup g = ground();
  battle::BattleInput in{s, state, m, 17, [&] { return g; }};
  C3BattleRules rules;
  auto running = rules.begin(in);
  CHECK(running->opening().records.front().find("9000 x 4500 m") != std::string::npos);
  int period = 0;
  while (!running->ended() && period < 2) running->play(++period);
  REQUIRE(running->ended());
  const battle::BattleOutcome out = running->outcome(m);
  const C3Battle& b = *c3BattleOf(*running);
  CHECK(out.gameMinutes == b.minute);
  CHECK(out.result.boundsFought == boundsFought(6 * 60, 6 * 60 + b.minute));
  if (b.broken) {
    CHECK(out.result.winner == (*b.broken == 0 ? "red" : "blue"));
  } else {
    CHECK(out.result.winner.empty());
    CHECK(b.clock() == 18 * 60);
  }
  // KT-29: every element whose Unit is not present is reported by its HFG id.
  for (const C3Unit& u : b.units) {
    const auto r = std::find_if(out.result.elements.begin(), out.result.elements.end(),
                                [&](const BattleElementResult& e) { return e.element == u.name; });
    if (u.state == UnitState::Destroyed) {
      REQUIRE(r != out.result.elements.end());
      CHECK(r->status == ElementStatus::Destroyed);
    }
    if ((u.state == UnitState::OffTable || u.state == UnitState::Routing) && 3 * u.sp > u.spAtStart) {
      REQUIRE(r != out.result.elements.end());
      CHECK(r->status == ElementStatus::OffTable);
    }
    if (u.present() && u.state != UnitState::Routing && 2 * u.sp > u.spAtStart && u.fatigue < 20)
      CHECK(r == out.result.elements.end());  // present: not listed
  }
  // Each side's file holds its own view (KB-14): the other side's general is not named.
  const auto files = running->files();
  REQUIRE(files.size() == 2);
  CHECK(files[0].second.find("Ney") == std::string::npos);
  CHECK(files[1].second.find("Wellesley") == std::string::npos);
}
