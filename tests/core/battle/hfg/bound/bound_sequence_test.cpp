// 1.4 bound order and nightfall (B-62); the T-6 PIP phase with T-12 weather (B-49, B-53).
#include <doctest/doctest.h>

#include <stdexcept>
#include <vector>

#include "core/battle/hfg/bound/bound_clock.h"
#include "core/battle/hfg/bound/pip_phase.h"

using namespace hfg;
using namespace hfg::battle;

namespace {
class FixedDice final : public DieSource {
 public:
  explicit FixedDice(std::vector<int> faces) : m_faces(std::move(faces)) {}
  int d6() override { return m_faces.at(m_next++); }

 private:
  std::vector<int> m_faces;
  std::size_t m_next = 0;
};

CommandPipState command(const char* id, GeneralQuality q = GeneralQuality::Ordinary,
                        bool cinc = false) {
  CommandPipState c;
  c.commandId = id;
  c.quality = q;
  c.commanderInChief = cinc;
  return c;
}
}  // namespace

TEST_CASE("1.4 the attacker has the first bound; bounds alternate; B-62 night after 24 pairs") {
  BoundClock clock(1, 24);
  CHECK(clock.movingSide() == 1);
  CHECK(clock.boundNumberOfMovingSide() == 1);
  clock.endBound();
  CHECK(clock.movingSide() == 0);
  CHECK(clock.completedBoundsOf(1) == 1);
  CHECK(clock.completedBoundsOf(0) == 0);
  for (int i = 1; i < 48; ++i) {
    CHECK_FALSE(clock.nightfall());
    clock.endBound();
  }
  CHECK(clock.nightfall());
  CHECK(clock.boundsPlayed() == 48);
  CHECK_THROWS_AS(clock.endBound(), std::logic_error);
  CHECK_THROWS_AS(BoundClock(2, 24), std::invalid_argument);
  CHECK(keyOf(BoundPhase::DistantCombat) == "distant_combat");
}

TEST_CASE("T-6 one die per command with elements; Inert -1; Brilliant doubles twice at most") {
  std::vector<CommandPipState> side{command("hq", GeneralQuality::Brilliant, true),
                                    command("ii", GeneralQuality::Inert), command("iii")};
  side[2].hasElements = false;  // nothing on the table or to come: no die
  PipChoices choices;
  choices.wantsToDouble = [](const std::string&, int raw) { return raw >= 4; };
  FixedDice dice({5, 3, 6, 1, 4, 2});
  auto r = throwSidePips(side, 0, 0, dice, choices);
  CHECK(r.scores.size() == 2);
  CHECK(r.scores["hq"].adjusted == 10);
  CHECK(r.scores["ii"].adjusted == 2);
  CHECK(r.commanderInChiefRaw == 5);
  r = throwSidePips(side, 1, 0, dice, choices);
  CHECK(r.scores["hq"].adjusted == 12);  // second doubling
  CHECK(r.scores["ii"].adjusted == 0);
  r = throwSidePips(side, 2, 0, dice, choices);
  CHECK(r.scores["hq"].adjusted == 4);  // both doublings used
  CHECK(side[0].doublingsUsed == 2);
}

TEST_CASE("T-6 no doubling within an Inert C-in-C's easy command distance") {
  std::vector<CommandPipState> side{command("corps", GeneralQuality::Brilliant)};
  PipChoices choices;
  choices.wantsToDouble = [](const std::string&, int) { return true; };
  choices.withinInertCommanderInChief = [](const std::string&) { return true; };
  FixedDice dice({6});
  CHECK(throwSidePips(side, 0, 0, dice, choices).scores["corps"].adjusted == 6);
  CHECK(side[0].doublingsUsed == 0);
}

TEST_CASE(
    "T-6 a dilatory ally throws no die until its side's completed bounds exceed the difference") {
  std::vector<CommandPipState> side{command("hq", GeneralQuality::Ordinary, true), command("ally")};
  side[1].allied = true;
  side[1].aggression = 1;
  FixedDice dice({3, 3, 4, 5});
  CHECK(throwSidePips(side, 2, 3, dice).scores.count("ally") == 0);
  CHECK(throwSidePips(side, 3, 3, dice).scores.count("ally") == 1);
}

TEST_CASE("B-53 a disabled Brilliant general loses his gift; disabled generals recover on a 6") {
  std::vector<CommandPipState> side{command("corps", GeneralQuality::Brilliant)};
  disableGeneral(side[0]);
  CHECK(side[0].quality == GeneralQuality::Ordinary);
  FixedDice dice({5, 6});
  auto r = throwSidePips(side, 0, 0, dice);
  CHECK(r.recovered.empty());
  CHECK(side[0].disabled);
  r = throwSidePips(side, 1, 0, dice);
  CHECK(r.recovered == std::vector<std::string>{"corps"});
  CHECK_FALSE(side[0].disabled);
  CommandPipState inert = command("x", GeneralQuality::Inert);
  disableGeneral(inert);
  CHECK(inert.quality == GeneralQuality::Inert);
}

TEST_CASE("T-12 B-49 the attacker's first C-in-C die sets the weather; later dice end it") {
  std::optional<BattleWeather> weather;
  updateWeather(weather, false, 1, 6);  // the defender's die never sets it
  CHECK_FALSE(weather);
  updateWeather(weather, true, 1, 6);
  REQUIRE(weather);
  CHECK(weather->current() == TableWeather::Mist);
  updateWeather(weather, false, 1, 6);  // the defender's 6 does not end mist
  CHECK(weather->current() == TableWeather::Mist);
  updateWeather(weather, true, 2, 6);
  CHECK(weather->current() == TableWeather::Fair);
  // A scenario's fixed weather is not replaced by the first die.
  std::optional<BattleWeather> fixed = BattleWeather::fixed(TableWeather::Rain);
  updateWeather(fixed, true, 1, 6);
  CHECK(fixed->current() == TableWeather::Rain);
  updateWeather(fixed, false, 1, 1);
  CHECK(fixed->current() == TableWeather::Fair);
}
