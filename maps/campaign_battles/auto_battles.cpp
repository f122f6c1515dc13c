// The auto-battle driver: each campaign battle fought 12 bounds a side per map period, its result applied.
#include "maps/campaign_battles/auto_battles.h"

#include <cstdio>
#include <stdexcept>

#include "core/battle/campaign_result.h"
#include "core/battle/hfg_resolver.h"
#include "core/io/atomic_file.h"
#include "core/io/battle_io.h"
#include "maps/campaign_battles/battle_choices.h"

namespace hfg::maps {

struct AutoBattles::Live {
  BattleSetup meeting;                         ///< the campaign's set-up as last seen
  CampaignBattle converted;
  std::unique_ptr<battle::Battle> battle;
  std::unique_ptr<battle::MoveSource> moves;
  Dice dice;
  int startIndex = 0;                          ///< periodIndexOf the first period fought
  std::size_t arrivalsSeen = 0;                ///< meeting.arrivals already in the battle
  std::size_t logged = 0;                      ///< engine log entries copied so far
};

namespace {

std::string placeOf(const Scenario& scenario, const BattleSetup& meeting) {
  auto name = [&](const std::string& node) {
    const StageNode* n = scenario.map.findNode(node);
    return n && !n->name.empty() ? n->name : node;
  };
  if (!meeting.node.empty()) return name(meeting.node);
  const StageLink* link = scenario.map.findLink(meeting.link);
  return link ? "the road between " + name(link->from) + " and " + name(link->to) : "the link " + meeting.link;
}

std::string ee(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

std::string when(int day, int period) {
  return "day " + std::to_string(day) + " " + std::string(keyOf(static_cast<Period>(period)));
}

}  // namespace

AutoBattles::AutoBattles(const Scenario& scenario, MoveSourceFactory factory, AutoBattleOptions options)
    : m_scenario(scenario), m_factory(std::move(factory)), m_options(std::move(options)) {}

AutoBattles::~AutoBattles() = default;

std::vector<std::string> AutoBattles::running() const {
  std::vector<std::string> ids;
  for (const auto& [id, live] : m_live) ids.push_back(id);
  return ids;
}

const battle::Battle* AutoBattles::battleOf(const std::string& id) const {
  const auto it = m_live.find(id);
  return it == m_live.end() ? nullptr : it->second->battle.get();
}

std::vector<std::string> AutoBattles::afterPeriod(CampaignEngine& engine, CampaignState& state, Dice& dice) {
  std::vector<std::string> lines;
  const int justRun = periodIndexOf(state.day, state.period) - 1;
  // Copies: applyBattleResult changes the list. A battle whose result is already in (typed in,
  // waiting for its last period, C-20) is not fought again.
  std::vector<BattleSetup> pending;
  for (const BattleSetup* b : battlesAwaitingResult(state)) pending.push_back(*b);
  for (const auto& meeting : pending) {
    const int start = periodIndexOf(meeting.day, static_cast<Period>(meeting.period));
    if (start > justRun) continue;  // a night meeting is fought from dawn (C-20)
    auto it = m_live.find(meeting.id);
    if (it == m_live.end()) {
      auto live = std::make_unique<Live>();
      const std::uint64_t seed = dice.next();  // C-26: the battle's dice come from the campaign's
      state.rngState = dice.state();
      live->meeting = meeting;
      live->converted = campaignBattleSetup(m_scenario, state, meeting, seed);
      try {
        live->battle = std::make_unique<battle::Battle>(live->converted.setup);
      } catch (const std::invalid_argument& e) {
        throw CampaignBattleError(meeting.id + ": the battle engine refused the set-up: " + e.what());
      }
      live->dice = Dice::forStream(seed, 1);
      live->moves = m_factory ? m_factory(live->converted.setup) : nullptr;
      if (!live->moves) throw CampaignBattleError(meeting.id + ": no generals (the move source factory gave none)");
      live->startIndex = start;
      live->arrivalsSeen = meeting.arrivals.size();
      auto& log = m_logs[meeting.id];
      const auto& s = live->converted.setup;
      const std::string place = placeOf(m_scenario, meeting);
      log.push_back("Battle " + meeting.id + " at " + place + ", " +
                    when(meeting.day, meeting.period) + " (C-28)");
      log.push_back("Defender " + meeting.defenderSide + " (south edge), attacker " + meeting.attackerSide +
                    " (north edge) (C-17); seed " + std::to_string(seed));
      for (const auto& f : meeting.present)
        log.push_back("Present: " + f.force + " (" + f.side + ", " + std::to_string(f.elements.size()) +
                      " elements)");
      log.push_back(std::string("Weather: ") + (meeting.raining ? "rain" : "fair") + " (C-9); " +
                    std::to_string(meeting.works.size()) + " works (C-22); night falls after " +
                    std::to_string(s.boundsPerSideToNightfall) + " bounds a side (C-20)");
      for (const auto& n : live->converted.notes) log.push_back("Set-up: " + n);
      lines.push_back(meeting.id + " at " + place + ": " + meeting.attackerSide +
                      " attacks " + meeting.defenderSide);
      it = m_live.emplace(meeting.id, std::move(live)).first;
    }
    Live& live = *it->second;
    live.meeting = meeting;
    join(live, meeting, lines);

    // C-20: 12 bounds by each side make one map period.
    const int periods = justRun - live.startIndex + 1;
    const int before = live.battle->clock().boundsPlayed();
    SeededDieSource source(live.dice);
    battle::playBattle(*live.battle, *live.moves, source, 2 * kSideBoundsPerPeriod * periods);
    auto& log = m_logs[meeting.id];
    const auto& entries = live.battle->logEntries();
    for (; live.logged < entries.size(); ++live.logged) {
      const auto& e = entries[live.logged];
      log.push_back("[" + std::to_string(e.bound) + "] " + std::string(battle::keyOf(e.kind)) + ": " + e.text);
    }
    const int played = live.battle->clock().boundsPlayed() - before;
    log.push_back("-- " + std::to_string(played) + " bounds played in " + when(justRun / 3 + 1, justRun % 3) +
                  ", map period " + std::to_string(periods) + " of the battle (C-20)");
    lines.push_back(meeting.id + ": " + std::to_string(played) + " bounds in map period " + std::to_string(periods));
    const bool ended = live.battle->ended();
    if (ended) {
      finish(live, engine, lines);
      state.rngState = dice.state();
    }
    writeFiles(live);  // after finish, so an ended battle's log closes with its result
    if (ended) m_live.erase(it);
  }
  return lines;
}

void AutoBattles::join(Live& live, const BattleSetup& meeting, std::vector<std::string>& lines) {
  auto& log = m_logs[meeting.id];
  for (; live.arrivalsSeen < meeting.arrivals.size(); ++live.arrivalsSeen) {
    const BattleArrival& arrival = meeting.arrivals[live.arrivalsSeen];
    std::vector<battle::Footprint> occupied;  // where elements stand now
    for (const auto& e : live.battle->elements())
      if (e.present()) occupied.push_back(e.footprint);
    JoiningForce join = joiningForce(m_scenario, live.converted, live.battle->setup(), meeting, arrival, occupied);
    try {
      for (const auto& command : join.commands) {
        std::vector<battle::PlacedElement> elements;
        for (const auto& e : join.elements)
          if (e.commandId == command.id) elements.push_back(e);
        live.battle->addCommand(join.side, command, elements);
      }
    } catch (const std::invalid_argument& e) {
      throw CampaignBattleError(meeting.id + ": " + arrival.force.force + " cannot join: " + e.what());
    }
    const std::string text = arrival.force.force + (arrival.soundOfGuns ? " marches to the sound of the guns (C-20)"
                                                                        : " arrives (C-19)") +
                             " by the " + join.edge + " edge from bound " + std::to_string(join.bound);
    log.push_back("Join: " + text);
    for (const auto& n : join.notes) log.push_back("Join: " + n);
    lines.push_back(meeting.id + ": " + text);
  }
}

void AutoBattles::finish(Live& live, CampaignEngine& engine, std::vector<std::string>& lines) {
  const battle::Battle& b = *live.battle;
  const std::string& id = live.meeting.id;
  hfg::BattleResult result = battle::campaignResultOf(battle::resultOf(b), b.setup(), id);
  auto& log = m_logs[id];
  std::string text;
  if (b.losingSide) {
    result.routStages = routStagesChosen(b, *b.losingSide);
    text = result.winner + " wins; " + b.side(*b.losingSide).id + " routs " + std::to_string(result.routStages) +
           " stage" + (result.routStages == 1 ? "" : "s") + " (C-21)";
  } else if (auto side = nightRetreatChosen(b, live.meeting.periodsFought)) {
    result.nightRetreatSide = *side;
    text = "night falls undecided; " + *side + " retreats in the night (C-20)";
  } else {
    text = "night falls undecided; the battle resumes next morning (C-20)";
  }
  for (int s = 0; s < 2; ++s)
    log.push_back("Losses: " + b.side(s).id + " lost " + ee(b.losses().lostEe(b.side(s).id)) + " of " +
                  ee(b.losses().originalEe(b.side(s).id)) + " element equivalents (T-11)");
  const auto errors = engine.applyBattleResult(result);
  if (!errors.empty()) {
    std::string all;
    for (const auto& e : errors) all += "\n  " + e;
    throw CampaignBattleError(id + ": the campaign refused the battle's result:" + all);
  }
  log.push_back("Result: after " + std::to_string(result.boundsFought) + " bounds a side, " + text);
  for (const auto& e : result.elements)
    if (e.status != ElementStatus::Present)
      log.push_back("Result: " + e.element + " " + std::string(keyOf(e.status)));
  lines.push_back(id + ": " + text);
}

void AutoBattles::writeFiles(const Live& live) const {
  if (m_options.logDir.empty()) return;
  std::error_code ec;
  std::filesystem::create_directories(m_options.logDir, ec);
  const std::string& id = live.meeting.id;
  std::string text;
  for (const auto& line : m_logs.at(id)) text += line + '\n';
  // Rewritten after every period: the previous version is not worth a .bak beside it.
  for (const auto& [file, contents] : {std::pair{m_options.logDir / (id + ".log"), text},
                                       std::pair{m_options.logDir / (id + "-setup.json"),
                                                 io::battleSetupToJson(live.battle->setup())}}) {
    writeFileAtomically(file, contents);
    std::filesystem::remove(backupPathOf(file), ec);
  }
}

}  // namespace hfg::maps
