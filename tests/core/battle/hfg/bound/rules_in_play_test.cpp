// Rules reached through the real bound sequence (issue #17): each case plays a bound with
// playBound and a script, and reads the log and the combat records it wrote.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "core/battle/hfg/battle_setup.h"
#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using hfg::battle::test::placedElement;

namespace {

/// Two sides, French attacking from the south; each general far away in a corner.
BattleSetup twoSides(int year = 1860) {
  BattleSetup s;
  s.year = year;
  s.sides[0] = {"fr", "French",
                true, BaseEdge::South,
                6,    {{"f1", "", GeneralQuality::Ordinary, false, true, "f-cp", std::nullopt}}};
  s.sides[1] = {"au",  "Austrians",
                false, BaseEdge::North,
                6,     {{"a1", "", GeneralQuality::Ordinary, false, true, "a-cp", std::nullopt}}};
  s.elements = {
      placedElement("f-cp", "fr", "f1", TroopType::CommandParty, {400, 400}, 90, 160, 160),
      placedElement("a-cp", "au", "a1", TroopType::CommandParty, {11000, 5600}, 270, 160, 160)};
  s.weather = TableWeather::Fair;
  return s;
}

PlacedElement foot(std::string id, std::string side, TroopType t, Vec2 at, double heading) {
  return placedElement(std::move(id), side, side == "fr" ? "f1" : "a1", t, at, heading, 400, 200);
}
PlacedElement horse(std::string id, std::string side, TroopType t, Vec2 at, double heading) {
  return placedElement(std::move(id), side, side == "fr" ? "f1" : "a1", t, at, heading, 400, 300);
}

MoveOrder advance(std::string id, Vec2 to, MoveKind kind = MoveKind::Tactical) {
  MoveOrder o;
  o.elementIds = {std::move(id)};
  o.kind = kind;
  o.path = {to};
  return o;
}

/// Plays the first bound (the French) with these orders and plenty of 3s after the PIP die.
Battle playFirstBound(BattleSetup setup, std::vector<MoveOrder> orders,
                      std::vector<int> dice = {}) {
  Battle b(std::move(setup));
  ScriptedMoves moves({{1, std::move(orders)}});
  if (dice.empty()) dice = {6};
  for (int k = 0; k < 60; ++k) dice.push_back(3);
  ScriptedDice d(dice);
  playBound(b, moves, d);
  return b;
}

bool shoots(const Battle& b, const std::string& id) {
  for (const auto& l : b.logEntries())
    if (l.kind == LogKind::Shooting && l.text.find("shot at by " + id) != std::string::npos)
      return true;
  return false;
}

/// The factor ids of element `id` in every combat of the log: side a is named first in the
/// combat's line ("a against b", "a shot at by b"), side b after "against " or "by ".
std::vector<std::string> factorsOfElement(const Battle& b, const std::string& id) {
  std::vector<std::string> ids;
  for (const auto& l : b.logEntries()) {
    if (!l.combat) continue;
    const std::string first = l.text.substr(0, l.text.find('\n'));
    int side = -1;
    if (first.rfind(id + " ", 0) == 0)
      side = 0;
    else if (first.find("against " + id) != std::string::npos ||
             first.find("by " + id) != std::string::npos)
      side = 1;
    if (side < 0) continue;
    for (const auto& f : l.combat->sides[static_cast<std::size_t>(side)].factors)
      ids.push_back(f.id);
  }
  return ids;
}
bool has(const std::vector<std::string>& ids, const std::string& id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}
std::string logText(const Battle& b) {
  std::string t;
  for (const auto& l : b.logEntries()) t += l.text + "\n";
  return t;
}

}  // namespace

TEST_CASE(
    "T-4 an element that made a march move this bound does not shoot; one that moved tactically "
    "does") {
  BattleSetup s = twoSides();
  s.elements.push_back(foot("f-march", "fr", TroopType::Rifles, {3000, 1000}, 90));
  s.elements.push_back(foot("f-tac", "fr", TroopType::Rifles, {6000, 1000}, 90));
  s.elements.push_back(foot("a-1", "au", TroopType::Muskets, {3000, 2400}, 270));
  s.elements.push_back(foot("a-2", "au", TroopType::Muskets, {6000, 2400}, 270));
  const Battle b = playFirstBound(
      s, {advance("f-march", {3000, 1300}, MoveKind::March), advance("f-tac", {6000, 1300})});
  INFO(logText(b));
  CHECK(b.elements()[*b.find("f-march")].marchMoves == 1);
  CHECK_FALSE(shoots(b, "f-march"));
  CHECK(shoots(b, "f-tac"));
  CHECK(b.ruleReach().count("T-4"));
}

TEST_CASE("T-4 Heavy artillery that made a tactical move does not shoot; other artillery does") {
  BattleSetup s = twoSides();
  PlacedElement heavy = foot("f-heavy", "fr", TroopType::Smoothbore, {3000, 1000}, 90);
  heavy.element.grade = Grade::Heavy;
  s.elements.push_back(heavy);
  s.elements.push_back(foot("f-guns", "fr", TroopType::Smoothbore, {6000, 1000}, 90));
  s.elements.push_back(foot("a-1", "au", TroopType::Muskets, {3000, 2200}, 270));
  s.elements.push_back(foot("a-2", "au", TroopType::Muskets, {6000, 2200}, 270));
  const Battle b =
      playFirstBound(s, {advance("f-heavy", {3000, 1050}), advance("f-guns", {6000, 1050})});
  INFO(logText(b));
  CHECK_FALSE(shoots(b, "f-heavy"));
  CHECK(shoots(b, "f-guns"));
}

TEST_CASE("T-4 artillery even partly in a wood does not shoot") {
  BattleSetup s = twoSides();
  BattleTerrainFeature wood;
  wood.id = "w1";
  wood.terrain = TerrainClass::Woods;
  wood.outline = {{2500, 500}, {3500, 500}, {3500, 900}, {2500, 900}};  // under the guns' rear half
  s.terrain.push_back(wood);
  s.elements.push_back(foot("f-wood", "fr", TroopType::Smoothbore, {3000, 1000}, 90));
  s.elements.push_back(foot("f-open", "fr", TroopType::Smoothbore, {6000, 1000}, 90));
  s.elements.push_back(foot("a-1", "au", TroopType::Muskets, {3000, 2200}, 270));
  s.elements.push_back(foot("a-2", "au", TroopType::Muskets, {6000, 2200}, 270));
  const Battle b = playFirstBound(s, {});
  INFO(logText(b));
  CHECK_FALSE(shoots(b, "f-wood"));
  CHECK(shoots(b, "f-open"));
}

TEST_CASE(
    "B-11 only foot or dismounted garrison a BUA: cavalry inside gets no TF-2, foot inside does") {
  BattleSetup s = twoSides();
  for (auto [id, x] : {std::pair{"v1", 3000.0}, std::pair{"v2", 6000.0}}) {
    BattleTerrainFeature bua;
    bua.id = id;
    bua.terrain = TerrainClass::BUA;
    bua.outline = {{x - 250, 1450}, {x + 250, 1450}, {x + 250, 1950}, {x - 250, 1950}};
    s.terrain.push_back(bua);
  }
  // Austrian cavalry in v1 and foot in v2, French foot touching their fronts from outside.
  s.elements.push_back(horse("a-horse", "au", TroopType::HeavyCavalry, {3000, 1450}, 270));
  s.elements.push_back(foot("a-foot", "au", TroopType::Muskets, {6000, 1450}, 270));
  s.elements.push_back(foot("f-1", "fr", TroopType::Muskets, {3000, 1350}, 90));
  s.elements.push_back(foot("f-2", "fr", TroopType::Muskets, {6000, 1350}, 90));
  const Battle b = playFirstBound(s, {advance("f-1", {3000, 1450}), advance("f-2", {6000, 1450})});
  INFO(logText(b));
  CHECK_FALSE(factorsOfElement(b, "a-horse").empty());
  CHECK_FALSE(has(factorsOfElement(b, "a-horse"), "TF-2"));
  CHECK(has(factorsOfElement(b, "a-foot"), "TF-2"));
}

TEST_CASE(
    "TF-10 G-20 a charge down from a hill: the defender below gets -1 for the uphill attacker") {
  BattleSetup s = twoSides();
  BattleTerrainFeature hill;
  hill.id = "h1";
  hill.terrain = TerrainClass::HillGentle;
  hill.outline = {{4000, 2700}, {7000, 2700}, {7000, 4500}, {4000, 4500}};
  hill.crest = {{4000, 3600}, {7000, 3600}};
  s.terrain.push_back(hill);
  s.sides[0].attacker = false;
  s.sides[1].attacker = true;  // the Austrians on the hill move first
  s.elements.push_back(horse("a-horse", "au", TroopType::HeavyCavalry, {5400, 3050}, 270));
  s.elements.push_back(foot("f-foot", "fr", TroopType::Muskets, {5400, 2500}, 90));
  MoveOrder charge = advance("a-horse", {5400, 2500});
  const Battle b = playFirstBound(s, {charge});
  INFO(logText(b));
  CHECK(has(factorsOfElement(b, "f-foot"), "TF-10"));
  CHECK_FALSE(has(factorsOfElement(b, "a-horse"), "TF-10"));
}

TEST_CASE("TF-3 Marksmen holding a wood get +2 in close combat") {
  BattleSetup s = twoSides();
  BattleTerrainFeature wood;
  wood.id = "w1";
  wood.terrain = TerrainClass::Woods;
  wood.outline = {{2500, 2000}, {3500, 2000}, {3500, 2600}, {2500, 2600}};
  s.terrain.push_back(wood);
  s.elements.push_back(
      foot("a-marks", "au", TroopType::Marksmen, {3000, 2000}, 270));  // front on the wood's edge
  s.elements.push_back(foot("f-1", "fr", TroopType::Muskets, {3000, 2000}, 90));
  const Battle b = playFirstBound(s, {});
  INFO(logText(b));
  CHECK(has(factorsOfElement(b, "a-marks"), "TF-3"));
}

TEST_CASE("TF-2 B-13 a siege entrenchment gives TF-2, a field entrenchment TF-4a") {
  BattleSetup s = twoSides();
  BattleWork siege;
  siege.id = "e-siege";
  siege.kind = BattleWorkKind::Entrenchment;
  siege.sideId = "au";
  siege.a = {2700, 2000};
  siege.b = {3300, 2000};
  siege.enemySide = {0, -1};
  siege.siege = true;
  BattleWork field = siege;
  field.id = "e-field";
  field.a = {5700, 2000};
  field.b = {6300, 2000};
  field.siege = false;
  s.works = {siege, field};
  s.elements.push_back(foot("a-siege", "au", TroopType::Muskets, {3000, 2000}, 270));
  s.elements.push_back(foot("a-field", "au", TroopType::Muskets, {6000, 2000}, 270));
  s.elements.push_back(foot("f-1", "fr", TroopType::Muskets, {3000, 2000}, 90));
  s.elements.push_back(foot("f-2", "fr", TroopType::Muskets, {6000, 2000}, 90));
  const Battle b = playFirstBound(s, {});
  INFO(logText(b));
  CHECK(has(factorsOfElement(b, "a-siege"), "TF-2"));
  CHECK_FALSE(has(factorsOfElement(b, "a-siege"), "TF-4a"));
  CHECK(has(factorsOfElement(b, "a-field"), "TF-4a"));
  CHECK_FALSE(has(factorsOfElement(b, "a-field"), "TF-2"));
}

TEST_CASE(
    "B-54 Dragoons manning an entrenchment fight dismounted, and the state holds for the bound") {
  BattleSetup s = twoSides();
  BattleWork field;
  field.id = "e1";
  field.kind = BattleWorkKind::Entrenchment;
  field.sideId = "au";
  field.a = {2700, 2000};
  field.b = {3300, 2000};
  field.enemySide = {0, -1};
  s.works = {field};
  s.elements.push_back(horse("a-drag", "au", TroopType::Dragoons, {3000, 2000}, 270));
  s.elements.push_back(horse("f-horse", "fr", TroopType::HeavyCavalry, {3000, 2000}, 90));
  const Battle b = playFirstBound(s, {});
  INFO(logText(b));
  bool fought = false;
  for (const auto& l : b.logEntries())
    if (l.kind == LogKind::CloseCombat && l.combat)
      for (const auto& side : l.combat->sides)
        if (side.who.find("Dragoons") != std::string::npos) {
          fought = true;
          CHECK(side.who.find("dismounted") != std::string::npos);
        }
  CHECK(fought);
  const auto& drag = b.elements()[*b.find("a-drag")];
  if (drag.present()) CHECK(drag.mountedThisBound == std::optional<bool>(false));
}

TEST_CASE("T-6 (a) a general in close combat is hampered: his command's moves cost 1 more") {
  BattleSetup s = twoSides();
  s.elements[0].footprint.frontMid = {3000, 2000};  // f-cp touching the front of enemy foot
  s.elements.push_back(foot("a-1", "au", TroopType::Muskets, {3000, 2000}, 270));
  s.elements.push_back(
      foot("f-1", "fr", TroopType::Muskets, {3600, 1500}, 90));  // within his 800 p
  const Battle b = playFirstBound(s, {advance("f-1", {3600, 1550})});
  INFO(logText(b));
  CHECK(b.elements()[*b.find("f-1")].footprint.frontMid.y == doctest::Approx(1550));
  CHECK(b.pipsLeftOf("f1") == 6 - 2);
}

TEST_CASE(
    "T-6 (b) supporting artillery moving off-road pays no extra; troops leaving an entrenchment "
    "do") {
  BattleSetup s = twoSides();
  s.elements[0].footprint.frontMid = {3500, 600};  // the general within 800 p of both movers
  s.elements.push_back(foot("f-1", "fr", TroopType::Muskets, {3000, 1200}, 90));
  s.elements.push_back(
      foot("f-guns", "fr", TroopType::Smoothbore, {3000, 1000}, 90));  // front on f-1's rear
  BattleWork work;
  work.id = "e1";
  work.kind = BattleWorkKind::Entrenchment;
  work.sideId = "fr";
  work.a = {3700, 1200};
  work.b = {4300, 1200};
  work.enemySide = {0, 1};
  s.works = {work};
  s.elements.push_back(foot("f-dug", "fr", TroopType::Muskets, {4000, 1200}, 90));
  MoveOrder back = advance("f-guns", {3000, 900});
  back.finalHeadingDeg = 90;
  const Battle b = playFirstBound(s, {back, advance("f-dug", {4000, 1100})});
  INFO(logText(b));
  CHECK(b.elements()[*b.find("f-guns")].footprint.frontMid.y == doctest::Approx(900));
  CHECK(b.elements()[*b.find("f-dug")].footprint.frontMid.y == doctest::Approx(1100));
  // the guns 1, the move out of the entrenchment 1 + (b) 1.
  CHECK(b.pipsLeftOf("f1") == 6 - 1 - 2);
}

TEST_CASE("T-6 (c) a single element's third march move off-road costs no extra") {
  BattleSetup s = twoSides();
  s.elements.push_back(foot("f-1", "fr", TroopType::Muskets, {800, 1000}, 90));  // near its general
  const Battle b = playFirstBound(s, {advance("f-1", {800, 1100}, MoveKind::March),
                                      advance("f-1", {800, 1200}, MoveKind::March),
                                      advance("f-1", {800, 1300}, MoveKind::March)});
  INFO(logText(b));
  CHECK(b.elements()[*b.find("f-1")].marchMoves == 3);
  CHECK(b.pipsLeftOf("f1") == 6 - 3);
}

namespace {
/// A script that always asks a Brilliant general to double (T-6).
class DoublingMoves final : public MoveSource {
 public:
  std::optional<MoveOrder> nextOrder(const Battle&) override { return std::nullopt; }
  bool wantsToDouble(const Battle&, const std::string&, int) override { return true; }
};
}  // namespace

TEST_CASE(
    "T-6 a Brilliant general within his Inert C-in-C's easy command distance may not double") {
  BattleSetup s = twoSides();
  s.sides[0].commands[0].quality = GeneralQuality::Inert;
  s.sides[0].commands.push_back(
      {"f2", "", GeneralQuality::Brilliant, false, false, "f2-cp", std::nullopt});
  s.sides[0].commands.push_back(
      {"f3", "", GeneralQuality::Brilliant, false, false, "f3-cp", std::nullopt});
  s.elements.push_back(
      placedElement("f2-cp", "fr", "f2", TroopType::CommandParty, {900, 400}, 90, 160, 160));
  s.elements.push_back(
      placedElement("f3-cp", "fr", "f3", TroopType::CommandParty, {6000, 400}, 90, 160, 160));
  Battle b(s);
  DoublingMoves moves;
  ScriptedDice dice({3, 3, 3, 3, 3, 3});
  playBound(b, moves, dice);
  INFO(logText(b));
  CHECK(b.pipsLeftOf("f1") == 3 - 1);  // Inert: -1
  CHECK(b.pipsLeftOf("f2") == 3);      // within 800 p of the Inert C-in-C: no doubling
  CHECK(b.pipsLeftOf("f3") == 6);      // far away: doubles
}

TEST_CASE("G-19 B-15 Light Infantry shoot over a crest within 200 p of their front edge") {
  BattleSetup s = twoSides();
  BattleTerrainFeature hill;
  hill.id = "h1";
  hill.terrain = TerrainClass::HillGentle;
  hill.outline = {{1500, 500}, {8500, 500}, {8500, 1900}, {1500, 1900}};
  hill.crest = {{1500, 1200}, {8500, 1200}};
  s.terrain.push_back(hill);
  s.elements.push_back(foot("f-li", "fr", TroopType::LightInfantry, {3000, 1100}, 90));
  s.elements.push_back(foot("f-musk", "fr", TroopType::Muskets, {6000, 1100}, 90));
  s.elements.push_back(foot("a-1", "au", TroopType::Muskets, {3000, 1400}, 270));
  s.elements.push_back(foot("a-2", "au", TroopType::Muskets, {6000, 1400}, 270));
  const Battle b = playFirstBound(s, {});
  INFO(logText(b));
  CHECK(shoots(b, "f-li"));
  CHECK(b.ruleReach().count("B-15"));
}

TEST_CASE("G-1 a set-up with two elements overlapping is refused, naming both") {
  BattleSetup s = twoSides();
  s.elements.push_back(foot("f-1", "fr", TroopType::Muskets, {3000, 1000}, 90));
  s.elements.push_back(foot("f-2", "fr", TroopType::Muskets, {3200, 1000}, 90));
  const auto errors = validateBattleSetup(s, "test");
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].find("'f-2' overlaps element 'f-1'") != std::string::npos);
  CHECK_THROWS_AS(Battle{s}, std::invalid_argument);
}

TEST_CASE("TF-15 B-36 a pursuer that runs into fresh mounted fights them at once at -2") {
  BattleSetup s = twoSides();
  s.elements.push_back(horse("f-horse", "fr", TroopType::HeavyCavalry, {3000, 2000}, 90));
  s.elements.push_back(horse("a-horse", "au", TroopType::HeavyCavalry, {3000, 2000}, 270));
  s.elements.push_back(
      horse("a-fresh", "au", TroopType::LightCavalry, {3000, 2400}, 270));  // 100 p behind
  const Battle b = playFirstBound(s, {}, {6, 6, 1});
  INFO(logText(b));
  CHECK(logText(b).find("f-horse pursues into contact and fights at once (B-36)") !=
        std::string::npos);
  CHECK(has(factorsOfElement(b, "f-horse"), "TF-15"));
}

TEST_CASE("B-36 a pursuer fights at most max_pursuit_combats = 2 pursuit combats a bound") {
  BattleSetup s = twoSides();
  s.elements.push_back(horse("f-horse", "fr", TroopType::HeavyCavalry, {3000, 2000}, 90));
  s.elements.push_back(horse("a-horse", "au", TroopType::HeavyCavalry, {3000, 2000}, 270));
  s.elements.push_back(
      foot("a-f1", "au", TroopType::Muskets, {3000, 2400}, 270));  // a column of fresh foot
  s.elements.push_back(foot("a-f2", "au", TroopType::Muskets, {3000, 2700}, 270));
  s.elements.push_back(foot("a-f3", "au", TroopType::Muskets, {3000, 3000}, 270));
  s.elements.push_back(foot("a-f4", "au", TroopType::Muskets, {3000, 3300}, 270));
  const Battle b = playFirstBound(s, {}, {6, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1});
  const std::string text = logText(b);
  INFO(text);
  std::size_t pursuits = 0;
  for (std::size_t at = text.find("f-horse pursues into contact"); at != std::string::npos;
       at = text.find("f-horse pursues into contact", at + 1))
    ++pursuits;
  CHECK(pursuits == 2);  // be09cb5 fought a third, against a-f3
  CHECK(text.find("against a-f3") == std::string::npos);
  CHECK(b.elements()[*b.find("a-f3")].present());
}

TEST_CASE("O-B2x Horse artillery supporting mounted that O-B2 repulses is repulsed with them") {
  bool sawB2 = false;
  for (int dieF = 1; dieF <= 6; ++dieF)
    for (int dieA = 1; dieA <= 6; ++dieA) {
      BattleSetup s = twoSides();
      s.elements.push_back(horse("f-horse", "fr", TroopType::HeavyCavalry, {3000, 2000}, 90));
      PlacedElement guns =
          foot("f-guns", "fr", TroopType::Smoothbore, {3000, 1700}, 90);  // on f-horse's rear
      guns.element.grade = Grade::Horse;
      s.elements.push_back(guns);
      s.elements.push_back(foot("a-foot", "au", TroopType::Muskets, {3000, 2000}, 270));
      const Battle b = playFirstBound(s, {}, {6, dieF, dieA});
      const std::string text = logText(b);
      bool horseB2 = false;
      for (const auto& l : b.logEntries())
        if (l.kind == LogKind::CloseCombat && l.combat &&
            l.text.rfind("f-horse against a-foot", 0) == 0)
          horseB2 = l.combat->sides[0].outcome.rowId == "O-B2";
      if (!horseB2) continue;
      sawB2 = true;
      INFO(text);
      CHECK(text.find("f-guns (supporting artillery, O-P1, B-43): O-B2x") != std::string::npos);
    }
  CHECK(sawB2);
}

namespace {

/// Plays bounds 1..n (French first) with these orders and dice, then 3s.
Battle playBounds(BattleSetup setup, int n, std::map<int, std::vector<MoveOrder>> orders,
                  std::vector<int> dice) {
  Battle b(std::move(setup));
  ScriptedMoves moves(std::move(orders));
  for (int k = 0; k < 200; ++k) dice.push_back(3);
  ScriptedDice d(dice);
  for (int k = 0; k < n && !b.ended(); ++k) playBound(b, moves, d);
  return b;
}

/// The outcome row of `id` in the first combat of the log naming it first ("id against", "id shot at").
std::optional<OutcomeRecord> firstOutcomeOf(const Battle& b, const std::string& id) {
  for (const auto& l : b.logEntries())
    if (l.combat && l.text.rfind(id + " ", 0) == 0) return l.combat->sides[0].outcome;
  return std::nullopt;
}

bool logged(const Battle& b, const std::string& text) {
  return logText(b).find(text) != std::string::npos;
}

}  // namespace

TEST_CASE(
    "T-4 O-A4 foot shot at after moving press forward and then do not shoot their own target") {
  bool sawA4 = false;
  for (int dieF = 1; dieF <= 6; ++dieF)
    for (int dieA = 1; dieA <= 6; ++dieA) {
      BattleSetup s = twoSides();
      s.elements.push_back(foot("f-rifles", "fr", TroopType::Rifles, {3000, 1000}, 90));
      s.elements.push_back(
          foot("a-rifles", "au", TroopType::Rifles, {3500, 1900}, 270));  // shoots f-rifles
      s.elements.push_back(
          horse("a-horse", "au", TroopType::HeavyCavalry, {2700, 1500}, 270));  // f-rifles' target
      const Battle b = playFirstBound(s, {advance("f-rifles", {3000, 1100})}, {6, dieF, dieA});
      const auto o = firstOutcomeOf(b, "f-rifles");
      REQUIRE(o);
      if (o->rowId != "O-A4") continue;
      sawA4 = true;
      INFO(logText(b));
      CHECK(b.elements()[*b.find("f-rifles")].pressedForward);
      CHECK(logged(b, "f-rifles press_forward 200 p (O-A4)"));
      CHECK_FALSE(shoots(b, "f-rifles"));  // T-4: it pressed forward earlier in the phase
      CHECK(b.ruleReach().count("T-4"));
    }
  CHECK(sawA4);
}

TEST_CASE(
    "O-S6 B-58 mounted that a silenced battery would have shot at charge in their own bound") {
  bool sawS6 = false;
  for (int g = 1; g <= 6; g += 5)
    for (int h = 1; h <= 6; h += 5)
      for (int c = 1; c <= 6; c += 5) {
        BattleSetup s = twoSides();
        s.elements.push_back(foot("f-guns", "fr", TroopType::Smoothbore, {3000, 1000}, 90));
        s.elements.push_back(
            foot("a-guns", "au", TroopType::Smoothbore, {3700, 2300}, 242));  // shoots f-guns
        s.elements.push_back(
            horse("a-horse", "au", TroopType::HeavyCavalry, {3000, 1500}, 270));  // 500 p ahead
        const Battle b = playBounds(s, 2, {}, {6, g, h, c, 7 - c, 6});
        const std::size_t guns = *b.find("f-guns");
        if (!logged(b, "f-guns silenced to the end of the next bound")) continue;
        if (!logged(b, "would have been shot at by silenced f-guns")) continue;
        sawS6 = true;
        INFO(logText(b));
        CHECK(logged(b, "a-horse would have been shot at by silenced f-guns: it charges"));
        CHECK(logged(b, "a-horse charges f-guns"));
        CHECK(b.ruleReach().count("O-S6"));
        CHECK(b.elements()[guns].silencedUntilBound == 2);
      }
  CHECK(sawS6);
}

TEST_CASE(
    "O-S2 friends touching the enemy's flank recoil when their friend fighting its front is "
    "beaten") {
  bool saw = false;
  for (int dieF = 1; dieF <= 6; ++dieF)
    for (int dieA = 1; dieA <= 6; ++dieA) {
      BattleSetup s = twoSides();
      s.elements.push_back(foot("f-front", "fr", TroopType::Muskets, {3000, 2000}, 90));
      s.elements.push_back(
          foot("f-flank", "fr", TroopType::Muskets, {3200, 2100}, 180));  // on a-foot's flank
      s.elements.push_back(foot("a-foot", "au", TroopType::Muskets, {3000, 2000}, 270));
      const Battle b = playFirstBound(s, {}, {6, dieF, dieA});
      const auto o = firstOutcomeOf(b, "f-front");
      REQUIRE(o);
      INFO(logText(b));
      const bool beaten = o->result == ResultKind::Recoil || o->result == ResultKind::Repulsed ||
                          o->result == ResultKind::Routed || o->result == ResultKind::Destroyed;
      CHECK(logged(b, "f-flank touching a-foot's flank or rear recoils with f-front (O-S2)") ==
            beaten);
      if (!beaten) continue;
      saw = true;
      CHECK(b.ruleReach().count("O-S2"));
    }
  CHECK(saw);
}

TEST_CASE(
    "O-S2 mounted touching the enemy's flank move with their friend's pursuit to extend its "
    "front") {
  bool saw = false;
  for (int dieF = 1; dieF <= 6; ++dieF)
    for (int dieA = 1; dieA <= 6; ++dieA) {
      BattleSetup s = twoSides();
      s.elements.push_back(horse("f-front", "fr", TroopType::HeavyCavalry, {3000, 2000}, 90));
      s.elements.push_back(horse("f-flank", "fr", TroopType::HeavyCavalry, {3200, 2100}, 180));
      s.elements.push_back(foot("a-foot", "au", TroopType::Muskets, {3000, 2000}, 270));
      const Battle b = playFirstBound(s, {}, {6, dieF, dieA});
      const auto o = firstOutcomeOf(b, "f-front");
      REQUIRE(o);
      const Footprint& front = b.elements()[*b.find("f-front")].footprint;
      if (o->result != ResultKind::Pursue || front.frontMid.y < 2100) continue;
      saw = true;
      INFO(logText(b));
      CHECK(logged(b, "f-flank moves with f-front to extend its front (O-S2)"));
      const Footprint& flank = b.elements()[*b.find("f-flank")].footprint;
      CHECK(flank.headingDeg == doctest::Approx(front.headingDeg));
      CHECK(flank.frontMid.y == doctest::Approx(front.frontMid.y));
      CHECK(std::abs(flank.frontMid.x - front.frontMid.x) == doctest::Approx(400));
    }
  CHECK(saw);
}

TEST_CASE(
    "O-S5 two elements in column contacted on the flank by one enemy both turn; the second obeys "
    "the first") {
  // Bound 1 (French): a-foot's front touches the right flanks of f-1 and f-2 (a column facing
  // north); after the combat both turn (O-S3), f-2 behind f-1 (O-S5, B-55). Bound 2: a-foot
  // fights f-1 only, and f-2 takes f-1's outcome.
  bool sawTurn = false, sawObey = false;
  for (int d1 = 1; d1 <= 6; ++d1)
    for (int d2 = 1; d2 <= 6; ++d2)
      for (int e1 = 1; e1 <= 6; e1 += 5) {
        BattleSetup s = twoSides();
        s.elements.push_back(foot("f-1", "fr", TroopType::Muskets, {3000, 2000}, 90));
        s.elements.push_back(foot("f-2", "fr", TroopType::Muskets, {3000, 1800}, 90));
        s.elements.push_back(
            placedElement("a-foot", "au", "a1", TroopType::Muskets, {3200, 1800}, 180, 400, 200));
        const Battle b = playBounds(s, 2, {}, {6, d1, d2, 6, e1, 7 - e1});
        if (!logged(b, "f-2 turns with f-1 to face a-foot and stands behind it (O-S5, B-55)"))
          continue;
        sawTurn = true;
        INFO(logText(b));
        CHECK(logged(b, "f-1 turns to face a-foot (O-S3)"));
        if (!logged(b, "a-foot against f-1")) continue;
        CHECK_FALSE(logged(b, "a-foot against f-2"));
        if (logged(b, "f-2 turned behind f-1 obeys its outcome (O-S5)")) sawObey = true;
      }
  CHECK(sawTurn);
  CHECK(sawObey);
}

TEST_CASE(
    "O-P4 an element destroying an undefended bridge ignores outcomes; 2 entire bounds destroy the "
    "bridge") {
  BattleSetup s = twoSides();
  BattleTerrainFeature river;
  river.id = "river";
  river.terrain = TerrainClass::River;
  river.line = {{0, 3000}, {12000, 3000}};
  river.widthPaces = 400;
  s.terrain.push_back(river);
  s.crossings.push_back({"br1", "river", CrossingKind::Bridge, {3000, 3000}, 400});
  s.elements.push_back(
      foot("f-sappers", "fr", TroopType::Muskets, {3000, 2800}, 90));  // at the bridge's end
  s.elements.push_back(
      foot("a-guns", "au", TroopType::Smoothbore, {3000, 4200}, 270));  // across the river
  MoveOrder declare;
  declare.elementIds = {"f-sappers"};
  declare.action = MoveAction::DestroyBridge;
  declare.bridgeId = "br1";
  const Footprint start = s.elements[2].footprint;
  const auto bridgeLeft = [](const Battle& b) {
    for (const auto& c : b.crossings())
      if (c.id == "br1") return true;
    return false;
  };
  // Bound 1: the declaration; bounds 3 and 5 are its 2 entire bounds.
  const Battle four = playBounds(s, 4, {{1, {declare}}}, {6, 1, 6});
  INFO(logText(four));
  CHECK(logged(four, "f-sappers declares it will destroy bridge br1"));
  const auto o = firstOutcomeOf(four, "f-sappers");
  REQUIRE(o);
  CHECK(o->rowId == "O-P4");
  CHECK(o->result == ResultKind::None);
  CHECK(four.ruleReach().count("O-P4"));
  CHECK(logged(four, "f-sappers destroying bridge br1: 1 of 2 entire bounds"));
  CHECK(bridgeLeft(four));
  const Footprint& now = four.elements()[*four.find("f-sappers")].footprint;
  CHECK(now.frontMid.x == doctest::Approx(start.frontMid.x));
  CHECK(now.frontMid.y == doctest::Approx(start.frontMid.y));
  const Battle five = playBounds(s, 5, {{1, {declare}}}, {6, 1, 6});
  INFO(logText(five));
  CHECK(logged(five, "bridge br1 is destroyed by f-sappers after 2 entire bounds in contact"));
  CHECK_FALSE(bridgeLeft(five));
}

TEST_CASE("O-P4 a bridge declaration is refused away from the bridge or for a ford") {
  BattleSetup s = twoSides();
  BattleTerrainFeature river;
  river.id = "river";
  river.terrain = TerrainClass::River;
  river.line = {{0, 3000}, {12000, 3000}};
  river.widthPaces = 400;
  s.terrain.push_back(river);
  s.crossings.push_back({"br1", "river", CrossingKind::Bridge, {3000, 3000}, 400});
  s.crossings.push_back({"ford1", "river", CrossingKind::Ford, {6000, 3000}, 400});
  s.elements.push_back(foot("f-far", "fr", TroopType::Muskets, {3000, 2000}, 90));
  s.elements.push_back(foot("f-ford", "fr", TroopType::Muskets, {6000, 2800}, 90));
  MoveOrder far;
  far.elementIds = {"f-far"};
  far.action = MoveAction::DestroyBridge;
  far.bridgeId = "br1";
  MoveOrder ford = far;
  ford.elementIds = {"f-ford"};
  ford.bridgeId = "ford1";
  const Battle b = playFirstBound(s, {far, ford});
  INFO(logText(b));
  CHECK(logged(b,
               "refused (CROSSING BY WATER): element 'f-far' is not in contact with bridge 'br1'"));
  CHECK(logged(b, "refused (CROSSING BY WATER): 'ford1' is not a permanent bridge on the table"));
}

TEST_CASE(
    "T-4 artillery on a difficult hill shoots only from its crest, and only 400 p beyond the "
    "hill's foot") {
  BattleSetup s = twoSides();
  BattleTerrainFeature hill;
  hill.id = "heights";
  hill.terrain = TerrainClass::HillDifficult;
  hill.outline = {{2000, 500}, {7000, 500}, {7000, 1500}, {2000, 1500}};
  hill.crest = {{2000, 1000}, {7000, 1000}};
  s.terrain.push_back(hill);
  s.elements.push_back(foot("f-below-crest", "fr", TroopType::Smoothbore, {3000, 800}, 90));
  s.elements.push_back(foot("f-crest", "fr", TroopType::Smoothbore, {6000, 1100}, 90));
  s.elements.push_back(foot("a-1", "au", TroopType::Muskets, {3000, 2200}, 270));
  s.elements.push_back(
      foot("a-near", "au", TroopType::Muskets, {5500, 1700}, 270));  // 200 p beyond the foot
  s.elements.push_back(
      foot("a-far", "au", TroopType::Muskets, {6000, 2300}, 270));  // 800 p beyond it
  const Battle b = playFirstBound(s, {});
  INFO(logText(b));
  CHECK_FALSE(shoots(b, "f-below-crest"));
  CHECK(logged(b, "a-far shot at by f-crest"));
  CHECK_FALSE(logged(b, "a-near shot at by f-crest"));
}

TEST_CASE(
    "B-42 O-S4 a Command Party fights with the factor of the friend on its rear, which obeys its "
    "outcome") {
  bool sawFactor = false, sawObey = false;
  for (int dieF = 1; dieF <= 6; ++dieF)
    for (int dieA = 1; dieA <= 6; ++dieA) {
      BattleSetup s = twoSides();
      s.elements.push_back(foot("f-foot", "fr", TroopType::Bayonets, {3000, 3000}, 90));
      s.elements.push_back(placedElement("a-staff", "au", "a1", TroopType::CommandParty,
                                         {3000, 3000}, 270, 400, 300));
      s.elements.push_back(
          foot("a-rear", "au", TroopType::Bayonets, {3000, 3300}, 270));  // on the CP's rear
      const Battle b = playFirstBound(s, {}, {6, dieF, dieA});
      INFO(logText(b));
      for (const auto& l : b.logEntries())
        if (l.combat && l.text.rfind("f-foot against a-staff", 0) == 0) {
          const auto& cp = l.combat->sides[1];
          for (const auto& f : cp.factors) sawFactor = sawFactor || f.id == "T-3";
          const bool obeys = std::find(cp.outcome.alsoRows.begin(), cp.outcome.alsoRows.end(),
                                       "O-S4") != cp.outcome.alsoRows.end();
          CHECK(obeys == (cp.outcome.rowId != "O-S4"));
          if (obeys && cp.outcome.result != ResultKind::None &&
              cp.outcome.result != ResultKind::Halt && !cp.outcome.optionalMove) {
            sawObey = true;
            CHECK(logged(b, "a-rear behind Command Party a-staff obeys its outcome (O-S4)"));
          }
        }
    }
  CHECK(sawFactor);
  CHECK(sawObey);
}

namespace {

/// A river along y = 3000 (400 p wide) with the permanent bridge br1 at x = 3000.
BattleSetup withBridge(BattleSetup s) {
  BattleTerrainFeature river;
  river.id = "river";
  river.terrain = TerrainClass::River;
  river.line = {{0, 3000}, {12000, 3000}};
  river.widthPaces = 400;
  s.terrain.push_back(river);
  s.crossings.push_back({"br1", "river", CrossingKind::Bridge, {3000, 3000}, 400});
  return s;
}

MoveOrder destroyBridgeOrder(std::string id) {
  MoveOrder o;
  o.elementIds = {std::move(id)};
  o.action = MoveAction::DestroyBridge;
  o.bridgeId = "br1";
  return o;
}

bool bridgeStands(const Battle& b) {
  for (const auto& c : b.crossings())
    if (c.id == "br1") return true;
  return false;
}

}  // namespace

TEST_CASE("O-E14 heavy guns that declared a bridge shoot at it and, beating it badly, destroy it") {
  BattleSetup s = twoSides();
  s.elements.push_back(foot("f-guns", "fr", TroopType::Rifled, {3000, 2000}, 90));
  s.elements.back().element.grade = Grade::Heavy;  // 800 p short of the bridge
  s = withBridge(s);
  // Bridge 1 + 4 = 5, guns 6 + 4 = 10 (the hand-worked case): destroyed.
  const Battle down = playFirstBound(s, {destroyBridgeOrder("f-guns")}, {6, 1, 6});
  INFO(logText(down));
  CHECK(logged(down, "f-guns declares it will destroy bridge br1"));
  CHECK(logged(down, "bridge br1 shot at by f-guns (CROSSING BY WATER, B-41)"));
  CHECK(logged(down, "bridge br1 is destroyed by the shooting of f-guns, beaten badly (O-E14"));
  CHECK_FALSE(bridgeStands(down));
  CHECK(down.ruleReach().count("O-E14"));
  CHECK(down.elements()[*down.find("f-guns")].demolishingBridge.empty());
  // Bridge 2 + 4 = 6 > 5: it stands, and the guns go on shooting at it in the next bound.
  const Battle stands = playBounds(s, 2, {{1, {destroyBridgeOrder("f-guns")}}}, {6, 2, 6});
  INFO(logText(stands));
  CHECK(bridgeStands(stands));
  CHECK_FALSE(stands.ruleReach().count("O-E14"));
  std::size_t shots = 0;
  for (const auto& l : stands.logEntries())
    if (l.text.rfind("bridge br1 shot at by f-guns", 0) == 0) ++shots;
  CHECK(shots == 2);
}

TEST_CASE("O-E14 O-P4 foot that declared a bridge attack it in close combat in their own bound") {
  BattleSetup s = withBridge(twoSides());
  s.elements.push_back(
      foot("f-sappers", "fr", TroopType::Muskets, {3000, 2800}, 90));  // at the bridge's end
  // Muskets 6 + 2 = 8, bridge 1 + 3 = 4 (the hand-worked case): destroyed in the bound declared.
  const Battle down = playFirstBound(s, {destroyBridgeOrder("f-sappers")}, {6, 6, 1});
  INFO(logText(down));
  CHECK(logged(down, "f-sappers attacks bridge br1 to destroy it (CROSSING BY WATER)"));
  CHECK(logged(down, "bridge br1 is destroyed by f-sappers in close combat, beaten badly (O-E14"));
  CHECK_FALSE(bridgeStands(down));
  const auto o = firstOutcomeOf(down, "f-sappers");
  REQUIRE(o);
  CHECK(o->rowId == "O-P4");
  CHECK(down.ruleReach().count("O-E14"));
  // Muskets 1 + 2 = 3, bridge 6 + 3 = 9: the bridge stands and the sappers, undefended, stay.
  const Battle stands = playFirstBound(s, {destroyBridgeOrder("f-sappers")}, {6, 1, 6});
  INFO(logText(stands));
  CHECK(bridgeStands(stands));
  CHECK(firstOutcomeOf(stands, "f-sappers")->rowId == "O-P4");
  const Footprint& now = stands.elements()[*stands.find("f-sappers")].footprint;
  CHECK(now.frontMid.y == doctest::Approx(2800));
}

TEST_CASE(
    "B-42 O-S4 a Command Party shot at fights with the factor of the friend on its rear, which "
    "obeys its outcome") {
  bool sawFactor = false, sawRetreat = false;
  for (int dieCp = 1; dieCp <= 6; ++dieCp)
    for (int dieGuns = 1; dieGuns <= 6; ++dieGuns) {
      BattleSetup s = twoSides();
      s.elements.push_back(
          foot("f-guns", "fr", TroopType::Smoothbore, {3000, 2000}, 90));  // 1,000 p short
      s.elements.push_back(placedElement("a-staff", "au", "a1", TroopType::CommandParty,
                                         {3000, 3000}, 270, 400, 300));
      s.elements.push_back(
          foot("a-rear", "au", TroopType::Bayonets, {3000, 3300}, 270));  // on the CP's rear
      const Battle b = playFirstBound(s, {}, {6, dieCp, dieGuns});
      INFO(logText(b));
      const auto o = firstOutcomeOf(b, "a-staff");
      REQUIRE(o);
      for (const auto& l : b.logEntries())
        if (l.combat && l.text.rfind("a-staff shot at by f-guns", 0) == 0)
          for (const auto& f : l.combat->sides[0].factors)
            sawFactor = sawFactor || f.reason.find("B-42") != std::string::npos;
      const bool obeys =
          std::find(o->alsoRows.begin(), o->alsoRows.end(), "O-S4") != o->alsoRows.end();
      CHECK(obeys == (o->rowId != "O-S4"));
      const bool moves = o->result == ResultKind::Recoil || o->result == ResultKind::Destroyed ||
                         o->result == ResultKind::Repulsed || o->result == ResultKind::Routed;
      // It obeys every outcome of the CP but the spent case (a halt, an optional move too).
      CHECK(logged(b, "a-rear behind Command Party a-staff obeys its outcome (O-S4)") == obeys);
      if (!obeys || !moves) continue;
      CHECK(b.ruleReach().count("O-S4"));
      const ElementInPlay& rear = b.elements()[*b.find("a-rear")];
      if (o->result == ResultKind::Recoil) {
        sawRetreat = true;
        // Both recoil their own depth: the friend first (200 p), then the CP (300 p), which
        // pushes the friend the last 100 p (B-39).
        CHECK(logged(b, "a-rear recoils 200 p (O-C8)"));
        CHECK(rear.footprint.frontMid.y == doctest::Approx(3600));
        CHECK(b.elements()[*b.find("a-staff")].footprint.frontMid.y == doctest::Approx(3300));
      }
    }
  CHECK(sawFactor);
  CHECK(sawRetreat);
}

TEST_CASE("TF-6 G-19 guns alone shooting across a gentle crest give the target +1") {
  // Smoothbore guns below a gentle ridge shoot at Muskets 300 p beyond its crest and 800 p from
  // them (G-19 shooting mode: more than 400 p away, no more than 400 p beyond a gentle crest).
  BattleSetup s = twoSides();
  BattleTerrainFeature ridge;
  ridge.id = "ridge";
  ridge.terrain = TerrainClass::HillGentle;
  ridge.outline = {{2000, 2600}, {8000, 2600}, {8000, 3400}, {2000, 3400}};
  ridge.crest = {{2000, 3000}, {8000, 3000}};
  s.terrain.push_back(ridge);
  s.elements.push_back(foot("f-guns", "fr", TroopType::Smoothbore, {3000, 2500}, 90));
  s.elements.push_back(foot("a-foot", "au", TroopType::Muskets, {3000, 3300}, 270));
  const Battle b = playFirstBound(s, {});
  INFO(logText(b));
  CHECK(logged(b, "a-foot shot at by f-guns"));
  CHECK(has(factorsOfElement(b, "a-foot"), "TF-6"));
  CHECK(b.ruleReach().count("TF-6"));
}
