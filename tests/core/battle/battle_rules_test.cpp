// The battle seam: rule sets by name, and HFG's battle drawn through the neutral table view.
#include <doctest/doctest.h>

#include <algorithm>
#include <stdexcept>

#include "core/battle/battle_rules.h"
#include "core/battle/hfg/geometry/base_size.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/hfg_table_view.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

class NamedRules final : public BattleRules {
 public:
  explicit NamedRules(std::string name) : m_name(std::move(name)) {}
  std::string_view name() const override { return m_name; }
  TableDisplay table(TableSize) const override { return {}; }
  std::unique_ptr<RunningBattle> begin(const BattleInput&) const override {
    throw std::invalid_argument("not a real rule set");
  }

 private:
  std::string m_name;
};

battle::BattleSetup twoElements() {
  battle::BattleSetup s;
  s.year = 1809;
  s.weather = battle::TableWeather::Fair;  // no T-12 throw
  s.sides[0].id = "french";
  s.sides[0].attacker = true;
  s.sides[0].commands = {{"fr1", "I Corps", GeneralQuality::Ordinary, false, true, "fr_hq", {}}};
  s.sides[1].id = "austrian";
  s.sides[1].baseEdge = BaseEdge::North;
  s.sides[1].commands = {{"au1", "Korps", GeneralQuality::Ordinary, false, true, "au_hq", {}}};
  auto element = [](std::string id, std::string side, std::string cmd, TroopType type, Vec2 at,
                    double heading) {
    PlacedElement p;
    p.id = std::move(id);
    p.sideId = std::move(side);
    p.commandId = std::move(cmd);
    p.element.type = type;
    p.element.id = p.id;
    p.footprint = baseFootprint(type, at, heading);
    return p;
  };
  s.elements = {element("fr_hq", "french", "fr1", TroopType::ArmyHQ, {6000, 1500}, 90),
                element("au_hq", "austrian", "au1", TroopType::ArmyHQ, {6000, 4500}, 270)};
  BattleTerrainFeature wood;
  wood.id = "wood1";
  wood.terrain = TerrainClass::Woods;
  wood.outline = {{1000, 1000}, {2000, 1000}, {2000, 2000}, {1000, 2000}};
  s.terrain = {wood};
  return s;
}

}  // namespace

TEST_CASE(
    "battle rules: a registry makes each rule set by its stable name and refuses an unknown one by "
    "name") {
  BattleRulesRegistry registry;
  registry.add("hfg", "Horse, Foot and Guns", [] { return std::make_unique<NamedRules>("hfg"); });
  registry.add("tchae", "They Couldn't Hit an Elephant",
               [] { return std::make_unique<NamedRules>("tchae"); });
  CHECK(registry.names() == std::vector<std::string>{"hfg", "tchae"});
  CHECK(registry.has("tchae"));
  CHECK_FALSE(registry.has("c3"));
  CHECK(registry.make("tchae", "--battle-rules")->name() == "tchae");
  CHECK(registry.describe().front() == "hfg: Horse, Foot and Guns");
  try {
    registry.make("c3", "--battle-rules");
    FAIL("an unknown rule set was made");
  } catch (const std::invalid_argument& e) {
    CHECK(std::string(e.what()) ==
          "--battle-rules: no battle rule set \"c3\"; expected one of: hfg, tchae");
  }
  CHECK_THROWS_AS(registry.add("hfg", "again", [] { return std::make_unique<NamedRules>("hfg"); }),
                  std::invalid_argument);
  CHECK_THROWS_AS(registry.add("", "no name", [] { return std::make_unique<NamedRules>(""); }),
                  std::invalid_argument);
}

TEST_CASE("battle rules: a record's rule id is the last one its text names") {
  CHECK(ruleIdOf("fr_1 recoils 100 p (T-10)") == "T-10");
  CHECK(ruleIdOf("pursues (B-36, T-10)") == "T-10");
  CHECK(ruleIdOf("moves through the gap (O-D12)") == "O-D12");
  CHECK(ruleIdOf("bound 3: french") == "");
}

TEST_CASE(
    "battle rules: an HFG battle in play drawn through the table view (pieces, areas, records)") {
  Battle battle(twoElements());
  ScriptedMoves moves({});
  ScriptedDice dice(std::vector<int>(40, 3));
  playBattle(battle, moves, dice, 2);
  const TableDisplay view = hfgTableView(battle);
  CHECK(view.rules == "hfg");
  CHECK(view.unit == "paces");
  CHECK(view.width == 12000);  // 1.2 standard table
  CHECK(view.depth == 6000);
  CHECK(view.sides == std::array<std::string, 2>{"french", "austrian"});
  CHECK(view.step == 2);
  REQUIRE(view.pieces.size() == 2);
  const TablePiece& hq = view.pieces[0];
  CHECK(hq.id == "fr_hq");
  CHECK(hq.side == 0);
  CHECK(hq.symbol == std::string(keyOf(TroopType::ArmyHQ)));
  const Footprint f = baseFootprint(TroopType::ArmyHQ, {6000, 1500}, 90);
  CHECK(hq.centre.x == doctest::Approx(f.centre().x));
  CHECK(hq.centre.y == doctest::Approx(f.centre().y));
  CHECK(hq.frontage == f.frontagePaces);
  CHECK(hq.headingDeg == 90);
  CHECK(hq.markers.empty());
  CHECK(hq.onTable);
  CHECK(view.pieces[1].side == 1);
  REQUIRE(view.areas.size() == 1);
  CHECK(view.areas[0].kind == std::string(keyOf(TerrainClass::Woods)));
  CHECK(view.areas[0].outline.size() == 4);
  // Every engine log entry is a record, with its bound and kind.
  REQUIRE(view.records.size() == battle.logEntries().size());
  CHECK(std::any_of(view.records.begin(), view.records.end(),
                    [](const TableRecord& r) { return r.kind == "bound" && r.step == 2; }));
}
