// HFG's running campaign battle: the engine's Battle kept across map periods, arrivals joining by road, its result.
#include "maps/campaign_battles/hfg_battle_rules.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "core/battle/hfg/ai/computer_generals.h"
#include "core/battle/hfg/campaign_result.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/hfg_table_view.h"
#include "core/battle/c3/campaign_rules.h"
#include "core/battle/tchae/campaign_rules.h"
#include "core/battle/hfg/io/battle_io.h"
#include "maps/campaign_battles/battle_choices.h"
#include "maps/campaign_battles/campaign_battle.h"

namespace hfg::maps {

namespace {

std::string ee(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

std::string when(int periodIndex) {
  return "day " + std::to_string(periodIndex / 3 + 1) + " " +
         std::string(keyOf(static_cast<Period>(periodIndex % 3)));
}

class HfgRunningBattle final : public battle::RunningBattle {
 public:
  HfgRunningBattle(const battle::BattleInput& in, const MoveSourceFactory& factory);
  battle::BattleReport opening() const override;
  battle::BattleReport join(const BattleMeeting& meeting) override;
  battle::BattleReport play(int periodsFought) override;
  bool ended() const override { return m_battle->ended(); }
  const battle::Battle& engineBattle() const { return *m_battle; }
  battle::BattleOutcome outcome(const BattleMeeting& meeting) const override;
  battle::TableDisplay view() const override { return battle::hfgTableView(*m_battle); }
  std::vector<std::pair<std::string, std::string>> files() const override {
    return {{"-setup.json", io::battleSetupToJson(m_battle->setup())}};
  }

 private:
  const Scenario& m_scenario;
  std::string m_id;
  BattleMeeting m_meeting;  ///< as at the start (the weather, the works)
  CampaignBattle m_converted;
  std::unique_ptr<battle::Battle> m_battle;
  std::unique_ptr<battle::MoveSource> m_moves;
  Dice m_dice;
  int m_startIndex = 0;            ///< periodIndexOf the first period fought
  std::size_t m_arrivalsSeen = 0;  ///< meeting.arrivals already in the battle
  std::size_t m_logged = 0;        ///< engine log entries copied so far
};

HfgRunningBattle::HfgRunningBattle(const battle::BattleInput& in, const MoveSourceFactory& factory)
    : m_scenario(in.scenario), m_id(in.meeting.id), m_meeting(in.meeting) {
  m_converted = campaignBattleSetup(in.scenario, in.state, in.meeting, in.seed);
  try {
    m_battle = std::make_unique<battle::Battle>(m_converted.setup);
  } catch (const std::invalid_argument& e) {
    throw CampaignBattleError(m_id + ": the battle engine refused the set-up: " + e.what());
  }
  m_dice = Dice::forStream(in.seed, 1);
  m_moves = factory ? factory(m_converted.setup) : nullptr;
  if (!m_moves)
    throw CampaignBattleError(m_id + ": no generals (the move source factory gave none)");
  m_startIndex = periodIndexOf(in.meeting.day, static_cast<Period>(in.meeting.period));
  m_arrivalsSeen = in.meeting.arrivals.size();
}

battle::BattleReport HfgRunningBattle::opening() const {
  battle::BattleReport out;
  out.records.push_back(
      std::string("Weather: ") + (m_meeting.raining ? "rain" : "fair") + " (C-9); " +
      std::to_string(m_meeting.works.size()) + " works (C-22); night falls after " +
      std::to_string(m_converted.setup.boundsPerSideToNightfall) + " bounds a side (C-20)");
  for (const auto& n : m_converted.notes) out.records.push_back("Set-up: " + n);
  return out;
}

battle::BattleReport HfgRunningBattle::join(const BattleMeeting& meeting) {
  battle::BattleReport out;
  for (; m_arrivalsSeen < meeting.arrivals.size(); ++m_arrivalsSeen) {
    const BattleArrival& arrival = meeting.arrivals[m_arrivalsSeen];
    std::vector<battle::Footprint> occupied;  // where elements stand now
    for (const auto& e : m_battle->elements())
      if (e.present()) occupied.push_back(e.footprint);
    JoiningForce join =
        joiningForce(m_scenario, m_converted, m_battle->setup(), meeting, arrival, occupied);
    try {
      for (const auto& command : join.commands) {
        std::vector<battle::PlacedElement> elements;
        for (const auto& e : join.elements)
          if (e.commandId == command.id) elements.push_back(e);
        m_battle->addCommand(join.side, command, elements);
      }
      for (const auto& command : join.joined) {
        std::vector<battle::PlacedElement> elements;
        for (const auto& e : join.elements)
          if (e.commandId == command) elements.push_back(e);
        const bool led = std::find(join.joinedGenerals.begin(), join.joinedGenerals.end(),
                                   command) != join.joinedGenerals.end();
        m_battle->addElements(join.side, command, elements, led ? command + "-general" : "");
      }
    } catch (const std::invalid_argument& e) {
      throw CampaignBattleError(meeting.id + ": " + arrival.force.force +
                                " cannot join: " + e.what());
    }
    const std::string text =
        arrival.force.force +
        (arrival.soundOfGuns ? " marches to the sound of the guns (C-20)" : " arrives (C-19)") +
        " by the " + join.edge + " edge from bound " + std::to_string(join.bound);
    out.records.push_back("Join: " + text);
    for (const auto& n : join.notes) out.records.push_back("Join: " + n);
    out.lines.push_back(meeting.id + ": " + text);
  }
  return out;
}

battle::BattleReport HfgRunningBattle::play(int periodsFought) {
  // C-20: 12 bounds by each side make one map period.
  battle::BattleReport out;
  const int before = m_battle->clock().boundsPlayed();
  SeededDieSource source(m_dice);
  battle::playBattle(*m_battle, *m_moves, source, 2 * kSideBoundsPerPeriod * periodsFought);
  const auto& entries = m_battle->logEntries();
  for (; m_logged < entries.size(); ++m_logged) {
    const auto& e = entries[m_logged];
    out.records.push_back("[" + std::to_string(e.bound) + "] " +
                          std::string(battle::keyOf(e.kind)) + ": " + e.text);
  }
  const int played = m_battle->clock().boundsPlayed() - before;
  out.records.push_back("-- " + std::to_string(played) + " bounds played in " +
                        when(m_startIndex + periodsFought - 1) + ", map period " +
                        std::to_string(periodsFought) + " of the battle (C-20)");
  out.lines.push_back(m_id + ": " + std::to_string(played) + " bounds in map period " +
                      std::to_string(periodsFought));
  return out;
}

battle::BattleOutcome HfgRunningBattle::outcome(const BattleMeeting& meeting) const {
  const battle::Battle& b = *m_battle;
  battle::BattleOutcome out;
  out.result = battle::campaignResultOf(battle::resultOf(b), b.setup(), m_id);
  // C-20: a map period (06:00-12:00, 360 minutes) is 12 bounds by each side.
  out.gameMinutes = 360 * b.clock().boundsPlayed() / (2 * kSideBoundsPerPeriod);
  if (b.losingSide) {
    out.result.routStages = routStagesChosen(b, *b.losingSide);
    out.summary = out.result.winner + " wins; " + b.side(*b.losingSide).id + " routs " +
                  std::to_string(out.result.routStages) + " stage" +
                  (out.result.routStages == 1 ? "" : "s") + " (C-21)";
  } else if (auto side = nightRetreatChosen(b, meeting.periodsFought)) {
    out.result.nightRetreatSide = *side;
    out.summary = "night falls undecided; " + *side + " retreats in the night (C-20)";
  } else {
    out.summary = "night falls undecided; the battle resumes next morning (C-20)";
  }
  for (int s = 0; s < 2; ++s)
    out.records.push_back("Losses: " + b.side(s).id + " lost " +
                          ee(b.losses().lostEe(b.side(s).id)) + " of " +
                          ee(b.losses().originalEe(b.side(s).id)) + " element equivalents (T-11)");
  return out;
}

}  // namespace

battle::TableDisplay HfgBattleRules::table(TableSize size) const {
  battle::TableDisplay view;
  view.rules = "hfg";
  view.unit = "paces";
  const battle::TableDimensions d = battle::tableDimensions(size);
  view.width = d.widthPaces;
  view.depth = d.depthPaces;
  view.stepName = "bound";
  return view;
}

std::unique_ptr<battle::RunningBattle> HfgBattleRules::begin(
    const battle::BattleInput& meeting) const {
  return std::make_unique<HfgRunningBattle>(meeting, m_factory);
}

const battle::Battle* hfgBattleOf(const battle::RunningBattle& running) {
  const auto* hfg = dynamic_cast<const HfgRunningBattle*>(&running);
  return hfg ? &hfg->engineBattle() : nullptr;
}

const battle::BattleRulesRegistry& builtInBattleRules() {
  static const battle::BattleRulesRegistry registry = [] {
    battle::BattleRulesRegistry r;
    r.add("hfg", "Horse, Foot and Guns (hfg-battle.md), the computer generals", [] {
      // One ComputerGenerals per battle: it keeps the bound's tasks and a cache of combat odds.
      return std::make_unique<HfgBattleRules>([](const battle::BattleSetup&) {
        return std::make_unique<battle::ComputerGenerals>(battle::AiSettings{});
      });
    });
    r.add("tchae",
          "They Couldn't Hit an Elephant (tchae.md), corps level through section 7, the computer "
          "generals",
          [] { return std::make_unique<tchae::TchaeBattleRules>(); });
    r.add("c3",
          "C3, Command, Control and Communications (c3.md): orders by messenger, minute by "
          "minute, the computer generals",
          [] { return std::make_unique<c3::C3BattleRules>(); });
    return r;
  }();
  return registry;
}

}  // namespace hfg::maps
