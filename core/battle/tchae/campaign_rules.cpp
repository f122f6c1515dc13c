// The running TCHAE campaign battle: turns by map period, arrivals joining, the 7.2 result.
#include "core/battle/tchae/campaign_rules.h"

#include <cmath>
#include <cstdio>

#include "core/battle/tchae/campaign_ground.h"
#include "core/battle/tchae/campaign_outcome.h"
#include "core/battle/tchae/campaign_report.h"
#include "core/battle/tchae/campaign_setup.h"
#include "core/battle/tchae/side_view.h"
#include "core/battle/tchae/simple_general.h"
#include "core/battle/tchae/table_display.h"
#include "core/battle/tchae/tchae_battle.h"

namespace hfg::tchae {

namespace {

class TchaeRunningBattle final : public battle::RunningBattle {
 public:
  TchaeRunningBattle(const battle::BattleInput& in, const TchaeSettings& settings);
  battle::BattleReport opening() const override;
  battle::BattleReport join(const hfg::BattleMeeting& meeting) override;
  battle::BattleReport play(int periodsFought) override;
  bool ended() const override { return m_battle->state().ended; }
  battle::BattleOutcome outcome(const hfg::BattleMeeting& meeting) const override {
    battle::BattleOutcome out = campaignOutcome(m_setup, m_battle->state());
    out.result.battle = meeting.id;
    return out;
  }
  battle::TableDisplay view() const override {
    return tableDisplay(m_battle->state(), m_setup.sideIds);
  }
  std::vector<std::pair<std::string, std::string>> files() const override;
  const BattleState& state() const { return m_battle->state(); }

 private:
  const Scenario& m_scenario;
  TableSetup m_ground;
  CampaignBattleState m_setup;
  Dice m_dice;
  SimpleGeneral m_union, m_confederate;
  std::unique_ptr<TchaeBattle> m_battle;
  std::size_t m_arrivalsSeen = 0;
  std::size_t m_logged = 0;
};

TchaeRunningBattle::TchaeRunningBattle(const battle::BattleInput& in, const TchaeSettings& settings)
    : m_scenario(in.scenario), m_ground(in.ground ? in.ground() : TableSetup{}) {
  if (!in.ground) m_ground.extent = extentOf(in.scenario.settings.tableSize);
  m_setup = campaignBattleState(in.scenario, in.meeting, m_ground, in.seed, settings);
  m_dice = Dice::forStream(in.seed, 1);  // C-26: the battle's own stream
  m_battle = std::make_unique<TchaeBattle>(m_setup.state, m_dice, m_union, m_confederate);
  m_arrivalsSeen = in.meeting.arrivals.size();
}

battle::BattleReport TchaeRunningBattle::opening() const {
  battle::BattleReport out;
  const BattleState& s = m_setup.state;
  out.records.push_back("Rules: They Couldn't Hit an Elephant, corps level (E-105), " +
                        std::to_string(static_cast<int>(s.terrain.widthIn)) + " x " +
                        std::to_string(static_cast<int>(s.terrain.depthIn)) + " in (7.3); " +
                        std::to_string(s.settings.turnsPerPeriod) +
                        " turns a map period, night after turn " +
                        std::to_string(s.endRules.maxTurns) + " (C-20)");
  for (const std::string& n : m_setup.notes) out.records.push_back("Set-up: " + n);
  for (const NotPlacedElement& e : m_setup.notPlaced)
    out.records.push_back("Set-up: " + e.element + " (" + std::string(keyOf(e.type)) +
                          ") is not placed (7.1)");
  return out;
}

battle::BattleReport TchaeRunningBattle::join(const hfg::BattleMeeting& meeting) {
  battle::BattleReport out;
  for (; m_arrivalsSeen < meeting.arrivals.size(); ++m_arrivalsSeen) {
    const std::string line = addCampaignArrival(m_setup, m_battle->state(), m_scenario,
                                                meeting.arrivals[m_arrivalsSeen], m_ground);
    out.records.push_back("Join: " + line + " (C-19, 7.3)");
    out.lines.push_back(meeting.id + ": " + line);
  }
  return out;
}

battle::BattleReport TchaeRunningBattle::play(int periodsFought) {
  battle::BattleReport out;
  BattleState& s = m_battle->state();
  const int lastTurn = s.settings.turnsPerPeriod * periodsFought;
  int played = 0;
  while (!s.ended && s.turn <= lastTurn) {
    m_battle->playTurn();
    ++played;
  }
  for (; m_logged < s.log.size(); ++m_logged) {
    const TurnLogEntry& e = s.log[m_logged];
    const std::string only = e.privateTo ? "(" + m_setup.idOf(*e.privateTo) + " only) " : "";
    out.records.push_back("[" + std::to_string(e.turn) + "] " + e.ruleId + ": " + only + e.text);
  }
  out.records.push_back("-- " + std::to_string(played) + " turns played in map period " +
                        std::to_string(periodsFought) + " of the battle (7.3, C-20)");
  out.lines.push_back(m_setup.meeting.id + ": " + std::to_string(played) +
                      " TCHAE turns in map period " + std::to_string(periodsFought) +
                      (s.ended ? "; " + s.endReason : ""));
  return out;
}

std::vector<std::pair<std::string, std::string>> TchaeRunningBattle::files() const {
  // Each side's view as that side's player would receive it: nothing it has not spotted.
  std::vector<std::pair<std::string, std::string>> out;
  for (Belligerent side : {Belligerent::Union, Belligerent::Confederate})
    out.emplace_back("-" + m_setup.idOf(side) + "-view.txt",
                     describeView(sideView(m_battle->state(), side), side));
  return out;
}

}  // namespace

battle::TableDisplay TchaeBattleRules::table(TableSize size) const {
  battle::TableDisplay view;
  view.rules = "tchae";
  view.unit = "inches";
  const TchaeTerrain t = campaignTable(extentOf(size));
  view.width = t.widthIn;
  view.depth = t.depthIn;
  view.stepName = "turn";
  return view;
}

const BattleState* tchaeStateOf(const battle::RunningBattle& running) {
  const auto* tchae = dynamic_cast<const TchaeRunningBattle*>(&running);
  return tchae ? &tchae->state() : nullptr;
}

std::unique_ptr<battle::RunningBattle> TchaeBattleRules::begin(
    const battle::BattleInput& meeting) const {
  return std::make_unique<TchaeRunningBattle>(meeting, m_settings);
}

}  // namespace hfg::tchae
