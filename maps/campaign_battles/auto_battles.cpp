// The auto-battle driver: each campaign battle fought by its rule set map period by map period, its result applied.
#include "maps/campaign_battles/auto_battles.h"

#include <stdexcept>

#include "core/io/atomic_file.h"

namespace hfg::maps {

struct AutoBattles::Live {
  BattleMeeting meeting;  ///< the campaign's set-up as last seen
  std::unique_ptr<battle::RunningBattle> battle;
  int startIndex = 0;  ///< periodIndexOf the first period fought
};

namespace {

std::string placeOf(const Scenario& scenario, const BattleMeeting& meeting) {
  auto name = [&](const std::string& node) {
    const StageNode* n = scenario.map.findNode(node);
    return n && !n->name.empty() ? n->name : node;
  };
  if (!meeting.node.empty()) return name(meeting.node);
  const StageLink* link = scenario.map.findLink(meeting.link);
  return link ? "the road between " + name(link->from) + " and " + name(link->to)
              : "the link " + meeting.link;
}

std::string when(int day, int period) {
  return "day " + std::to_string(day) + " " + std::string(keyOf(static_cast<Period>(period)));
}

}  // namespace

AutoBattles::AutoBattles(const Scenario& scenario, MoveSourceFactory factory,
                         AutoBattleOptions options)
    : AutoBattles(scenario, std::make_unique<HfgBattleRules>(std::move(factory)),
                  std::move(options)) {}

AutoBattles::AutoBattles(const Scenario& scenario, std::unique_ptr<battle::BattleRules> rules,
                         AutoBattleOptions options)
    : m_scenario(scenario), m_rules(std::move(rules)), m_options(std::move(options)) {
  if (!m_rules) throw std::invalid_argument("AutoBattles: no battle rule set");
}

AutoBattles::~AutoBattles() = default;

std::vector<std::string> AutoBattles::running() const {
  std::vector<std::string> ids;
  for (const auto& [id, live] : m_live) ids.push_back(id);
  return ids;
}

const battle::RunningBattle* AutoBattles::runningBattle(const std::string& id) const {
  const auto it = m_live.find(id);
  return it == m_live.end() ? nullptr : it->second->battle.get();
}

const battle::Battle* AutoBattles::battleOf(const std::string& id) const {
  const battle::RunningBattle* running = runningBattle(id);
  return running ? hfgBattleOf(*running) : nullptr;
}

std::vector<std::string> AutoBattles::afterPeriod(CampaignEngine& engine, CampaignState& state,
                                                  Dice& dice) {
  std::vector<std::string> lines;
  const int justRun = periodIndexOf(state.day, state.period) - 1;
  // Copies: applyBattleResult changes the list. A battle whose result is already in (typed in,
  // waiting for its last period, C-20) is not fought again.
  std::vector<BattleMeeting> pending;
  for (const BattleMeeting* b : battlesAwaitingResult(state)) pending.push_back(*b);
  for (const auto& meeting : pending) {
    const int start = periodIndexOf(meeting.day, static_cast<Period>(meeting.period));
    if (start > justRun) continue;  // a night meeting is fought from dawn (C-20)
    auto it = m_live.find(meeting.id);
    Live& live = it != m_live.end() ? *it->second : begin(meeting, state, dice, lines);
    live.meeting = meeting;
    live.meeting.battleRules = std::string(m_rules->name());
    report(meeting.id, live.battle->join(meeting), lines);
    const int periods = justRun - live.startIndex + 1;
    report(meeting.id, live.battle->play(periods), lines);
    const bool ended = live.battle->ended();
    if (ended) {
      finish(live, engine, lines);
      state.rngState = dice.state();
    }
    writeFiles(live);  // after finish, so an ended battle's log closes with its result
    if (ended) m_live.erase(meeting.id);
  }
  return lines;
}

AutoBattles::Live& AutoBattles::begin(const BattleMeeting& meeting, CampaignState& state,
                                      Dice& dice, std::vector<std::string>& lines) {
  const std::uint64_t seed = dice.next();  // C-26: the battle's dice come from the campaign's
  state.rngState = dice.state();
  // The state file records which rule set fights the battle (kept when its result is applied).
  for (auto& pending : state.pendingBattles)
    if (pending.id == meeting.id) pending.battleRules = std::string(m_rules->name());
  auto live = std::make_unique<Live>();
  live->meeting = meeting;
  live->meeting.battleRules = std::string(m_rules->name());
  live->startIndex = periodIndexOf(meeting.day, static_cast<Period>(meeting.period));
  // The ground, cut on demand while the rule set begins (`in` lives no longer than that).
  const battle::BattleInput in{
      m_scenario, state, live->meeting, seed,
      [&] { return campaignBattleSetup(m_scenario, state, live->meeting, seed).table; }};
  live->battle = m_rules->begin(in);
  auto& log = m_logs[meeting.id];
  const std::string place = placeOf(m_scenario, meeting);
  log.push_back("Battle " + meeting.id + " at " + place + ", " + when(meeting.day, meeting.period) +
                " (C-28)");
  log.push_back("Defender " + meeting.defenderSide + " (south edge), attacker " +
                meeting.attackerSide + " (north edge) (C-17); seed " + std::to_string(seed));
  for (const auto& f : meeting.present)
    log.push_back("Present: " + f.force + " (" + f.side + ", " + std::to_string(f.elements.size()) +
                  " elements)");
  report(meeting.id, live->battle->opening(), lines);
  lines.push_back(meeting.id + " at " + place + ": " + meeting.attackerSide + " attacks " +
                  meeting.defenderSide);
  return *m_live.emplace(meeting.id, std::move(live)).first->second;
}

void AutoBattles::report(const std::string& id, battle::BattleReport report,
                         std::vector<std::string>& lines) {
  auto& log = m_logs[id];
  for (auto& r : report.records) log.push_back(std::move(r));
  for (auto& l : report.lines) lines.push_back(std::move(l));
}

void AutoBattles::finish(Live& live, CampaignEngine& engine, std::vector<std::string>& lines) {
  const std::string& id = live.meeting.id;
  battle::BattleOutcome outcome = live.battle->outcome(live.meeting);
  auto& log = m_logs[id];
  for (auto& r : outcome.records) log.push_back(std::move(r));
  const hfg::BattleResult& result = outcome.result;
  const auto errors = engine.applyBattleResult(result);
  if (!errors.empty()) {
    std::string all;
    for (const auto& e : errors) all += "\n  " + e;
    throw CampaignBattleError(id + ": the campaign refused the battle's result:" + all);
  }
  log.push_back("Result: after " + std::to_string(result.boundsFought) + " bounds a side, " +
                outcome.summary);
  for (const auto& e : result.elements)
    if (e.status != ElementStatus::Present)
      log.push_back("Result: " + e.element + " " + std::string(keyOf(e.status)));
  lines.push_back(id + ": " + outcome.summary);
}

void AutoBattles::writeFiles(const Live& live) const {
  if (m_options.logDir.empty()) return;
  std::error_code ec;
  std::filesystem::create_directories(m_options.logDir, ec);
  const std::string& id = live.meeting.id;
  std::string text;
  for (const auto& line : m_logs.at(id)) text += line + '\n';
  // Rewritten after every period: the previous version is not worth a .bak beside it.
  std::vector<std::pair<std::filesystem::path, std::string>> files{
      {m_options.logDir / (id + ".log"), text}};
  for (auto& [suffix, contents] : live.battle->files())
    files.emplace_back(m_options.logDir / (id + suffix), contents);
  for (const auto& [file, contents] : files) {
    writeFileAtomically(file, contents);
    std::filesystem::remove(backupPathOf(file), ec);
  }
}

}  // namespace hfg::maps
