// Plays balance-study campaigns on worker threads and tallies wins, points, battles and losses per side.
#include "app/cli/campaign_balance.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <stdexcept>

#include "app/cli/auto_battles.h"
#include "app/cli/campaign_day.h"
#include "core/campaign/auto_orders.h"
#include "core/campaign/campaign_engine.h"
#include "core/campaign/objective_points.h"
#include "core/dice/dice.h"
#include "core/dice/parallel_runs.h"

namespace hfg::cli {
namespace {

/// Each element id (a general's is its command's id) to the index of its side.
std::map<std::string, std::size_t> sideOfElements(const Scenario& scenario) {
  std::map<std::string, std::size_t> sides;
  for (std::size_t s = 0; s < scenario.sides.size(); ++s)
    for (const auto& army : scenario.sides[s].orbat.armies)
      for (const auto& command : army.commands) {
        sides[command.id] = s;
        for (const auto& element : command.elements) sides[element.id] = s;
      }
  return sides;
}

/// Elements destroyed and spent per side (C-21), from the state's element statuses.
void countLosses(const Scenario& scenario, const CampaignState& state, CampaignRunResult& result) {
  const auto sides = sideOfElements(scenario);
  result.destroyed.assign(scenario.sides.size(), 0);
  result.spent.assign(scenario.sides.size(), 0);
  for (const auto& element : state.elementStates) {
    const auto side = sides.find(element.element);
    if (side == sides.end()) continue;
    if (element.status == ElementStatus::Destroyed) ++result.destroyed[side->second];
    if (element.status == ElementStatus::Spent) ++result.spent[side->second];
  }
}

/// Automatic orders (C-8 goals on the nearest objective) for every side at this dawn.
std::vector<DayOrders> automaticOrders(const Scenario& scenario, const CampaignState& state,
                                       const RoutePlanner& planner) {
  std::vector<DayOrders> orders;
  for (const auto& side : scenario.sides) {
    OrdersFile file;
    file.orders = autoOrders(scenario, state, planner, side.orbat.id);
    orders.push_back({"default orders for " + side.orbat.id, file});
  }
  return orders;
}

double mean(const std::vector<double>& values) {
  double sum = 0;
  for (double v : values) sum += v;
  return values.empty() ? 0 : sum / static_cast<double>(values.size());
}

double sampleSd(const std::vector<double>& values) {
  if (values.size() < 2) return 0;
  const double m = mean(values);
  double squares = 0;
  for (double v : values) squares += (v - m) * (v - m);
  return std::sqrt(squares / static_cast<double>(values.size() - 1));
}

}  // namespace

CampaignRunResult playCampaignRun(const Scenario& scenario, int days, std::uint64_t seed, int run) {
  CampaignState state = makeInitialState(scenario);
  state.rngState = Dice::forStream(seed, static_cast<std::uint64_t>(run)).state();  // C-26
  state.campaignKey = std::string(64, '0');  // orders are the umpire's own, unsigned
  const RoutePlanner planner(scenario.map);
  maps::AutoBattles autoBattles(scenario, autoBattleGenerals());
  const PeriodHook afterPeriod = [&](CampaignEngine& engine, CampaignState& s, Dice& dice) {
    autoBattles.afterPeriod(engine, s, dice);
  };
  CampaignRunResult result;
  result.run = run;
  std::optional<int> winner;
  for (int i = 0; i < days && !winner; ++i) {
    const int day = state.day;
    if (!runDayWithOrders(scenario, state, automaticOrders(scenario, state, planner), false,
                          afterPeriod))
      throw std::runtime_error("run " + std::to_string(run) + ", day " + std::to_string(day) +
                               ": the engine refused the automatic orders");
    winner = victoryAtDawn(scenario, objectivePoints(scenario, state));
  }
  result.points = objectivePoints(scenario, state);
  result.decisive = winner.has_value();
  if (!winner) winner = leaderOnPoints(result.points);
  result.winner = winner.value_or(-1);
  result.endDay = state.day;
  result.battles = static_cast<int>(autoBattles.logs().size());
  countLosses(scenario, state, result);
  return result;
}

void playBalanceStudy(const Scenario& scenario, BalanceStudy& study, int threads) {
  if (study.shardCount < 1 || study.shardIndex < 1 || study.shardIndex > study.shardCount)
    throw std::invalid_argument("shard: expected I/N with 1 <= I <= N");
  std::vector<int> mine;
  for (int r = study.shardIndex - 1; r < study.runs; r += study.shardCount) mine.push_back(r);
  study.results.assign(mine.size(), {});
  if (mine.empty()) return;  // more shards than runs: this one has none
  forEachRun(static_cast<int>(mine.size()), threads, [&](int i) {
    study.results[static_cast<std::size_t>(i)] =
        playCampaignRun(scenario, study.days, study.seed, mine[static_cast<std::size_t>(i)]);
  });
}

BalanceReport balanceReportOf(const BalanceStudy& study) {
  BalanceReport report;
  report.scenarioName = study.scenarioName;
  report.seed = study.seed;
  report.days = study.days;
  report.runs = static_cast<int>(study.results.size());
  std::vector<double> endDays;
  std::vector<double> battles;
  for (const auto& r : study.results) {
    endDays.push_back(r.endDay);
    battles.push_back(r.battles);
    report.battlesTotal += r.battles;
    if (r.winner < 0) ++report.draws;
  }
  report.endDayMean = mean(endDays);
  report.battlesMean = mean(battles);
  report.drawInterval = battle::wilsonInterval(report.draws, report.runs);
  for (std::size_t s = 0; s < study.sideIds.size(); ++s) {
    SideBalance side;
    side.id = study.sideIds[s];
    std::vector<double> points;
    std::vector<double> destroyed;
    std::vector<double> spent;
    for (const auto& r : study.results) {
      if (r.winner == static_cast<int>(s)) {
        ++side.wins;
        if (r.decisive) ++side.decisiveWins;
      }
      points.push_back(r.points[s]);
      destroyed.push_back(r.destroyed[s]);
      spent.push_back(r.spent[s]);
    }
    side.winInterval = battle::wilsonInterval(side.wins, report.runs);
    side.pointsMean = mean(points);
    side.pointsSd = sampleSd(points);
    side.pointsMin =
        points.empty() ? 0 : static_cast<int>(*std::min_element(points.begin(), points.end()));
    side.pointsMax =
        points.empty() ? 0 : static_cast<int>(*std::max_element(points.begin(), points.end()));
    side.destroyedMean = mean(destroyed);
    side.spentMean = mean(spent);
    report.sides.push_back(side);
  }
  return report;
}

}  // namespace hfg::cli
