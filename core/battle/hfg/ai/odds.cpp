// Runs many seeded battles on worker threads and turns their summaries into odds, losses, lengths and ways of losing.
#include "core/battle/hfg/ai/odds.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "core/battle/hfg/ai/auto_resolve.h"
#include "core/dice/parallel_runs.h"

namespace hfg::battle {
namespace {

std::string armName(TroopCategory c) { return std::string(keyOf(c)); }

std::string percent(double p) {
  char b[16];
  std::snprintf(b, sizeof b, "%.1f%%", 100 * p);
  return b;
}

}  // namespace

Interval wilsonInterval(int successes, int trials, double z) {
  if (trials <= 0) return {0, 1};
  const double n = trials;
  const double p = successes / n;
  const double z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

RunSummary summariseRun(const Battle& battle) {
  RunSummary r;
  r.winner = battle.losingSide ? 1 - *battle.losingSide : -1;
  r.bounds = battle.clock().boundsPlayed();
  for (const auto& e : battle.elements()) {
    const bool lost = e.condition == ElementCondition::Destroyed ||
                      e.condition == ElementCondition::OffTable ||
                      e.condition == ElementCondition::Routing;
    if (lost)
      r.lostEeByArm[static_cast<std::size_t>(e.side)][armName(categoryOf(e.type()))] += e.ee;
  }
  for (const auto& l : battle.logEntries())
    if (l.kind == LogKind::Refused) ++r.refusals;
  if (battle.losingSide) {
    const int s = *battle.losingSide;
    const auto& arms = r.lostEeByArm[static_cast<std::size_t>(s)];
    std::string heaviest = "no";
    double most = 0;
    for (const auto& [arm, ee] : arms)
      if (ee > most) {
        most = ee;
        heaviest = arm;
      }
    std::string first;
    for (const auto& l : battle.logEntries()) {
      if (l.kind != LogKind::End || l.text.rfind("command ", 0) != 0) continue;
      const std::string id = l.text.substr(8, l.text.find(' ', 8) - 8);
      const auto& commands = battle.side(s).commands;
      if (std::any_of(commands.begin(), commands.end(),
                      [&](const BattleCommandSetup& c) { return c.id == id; })) {
        first = id;
        break;
      }
    }
    r.wayLost[static_cast<std::size_t>(s)] =
        heaviest + " losses heaviest" +
        (first.empty() ? std::string() : ", command " + first + " defeated first");
  }
  return r;
}

OddsReport oddsFromRuns(const std::array<std::string, 2>& sideIds,
                        const std::vector<RunSummary>& runs) {
  OddsReport rep;
  rep.runs = static_cast<int>(runs.size());
  rep.sideIds = sideIds;
  std::vector<int> lengths;
  std::array<std::map<std::string, int>, 2> ways;
  for (const auto& r : runs) {
    if (r.winner >= 0)
      ++rep.wins[static_cast<std::size_t>(r.winner)];
    else
      ++rep.draws;
    lengths.push_back(r.bounds);
    rep.refusals += r.refusals;
    for (std::size_t s = 0; s < 2; ++s) {
      for (const auto& [arm, ee] : r.lostEeByArm[s]) {
        rep.expectedLostEeByArm[s][arm] += ee;
        rep.expectedLostEe[s] += ee;
      }
      if (!r.wayLost[s].empty()) ++ways[s][r.wayLost[s]];
    }
  }
  const int n = rep.runs;
  for (std::size_t s = 0; s < 2; ++s) {
    rep.winInterval[s] = wilsonInterval(rep.wins[s], n);
    if (n > 0) {
      rep.expectedLostEe[s] /= n;
      for (auto& [arm, ee] : rep.expectedLostEeByArm[s]) ee /= n;
    }
    for (const auto& [way, count] : ways[s])
      if (count > rep.commonestWayLostRuns[s]) {
        rep.commonestWayLostRuns[s] = count;
        rep.commonestWayLost[s] = way;
      }
  }
  rep.drawInterval = wilsonInterval(rep.draws, n);
  for (std::size_t s = 0; s < 2; ++s) {
    const int losses = rep.wins[1 - s];
    const Interval lose = wilsonInterval(losses, n);
    const Interval win = rep.winInterval[s];
    if (n == 0)
      rep.verdict[s] = "no runs";
    else if (rep.wins[s] == 0 && lose.low >= 0.95)
      rep.verdict[s] = "certain defeat";
    else if (losses == 0 && win.low >= 0.95)
      rep.verdict[s] = "certain victory";
    else if (win.low > 0.5)
      rep.verdict[s] = "likely victory";
    else if (lose.low > 0.5)
      rep.verdict[s] = "likely defeat";
    else
      rep.verdict[s] = "even or undecided";
  }
  if (!lengths.empty()) {
    std::sort(lengths.begin(), lengths.end());
    const auto at = [&](double q) {
      return lengths[static_cast<std::size_t>(
          std::floor(q * static_cast<double>(lengths.size() - 1)))];
    };
    rep.length.min = lengths.front();
    rep.length.max = lengths.back();
    rep.length.q1 = at(0.25);
    rep.length.median = at(0.5);
    rep.length.q3 = at(0.75);
    double sum = 0;
    for (int l : lengths) sum += l;
    rep.length.mean = sum / static_cast<double>(lengths.size());
    // About 8 bins.
    rep.length.binWidth = std::max(1, (rep.length.max - rep.length.min + 8) / 8);
    for (int l : lengths) {
      const int start =
          rep.length.min + (l - rep.length.min) / rep.length.binWidth * rep.length.binWidth;
      if (rep.length.histogram.empty() || rep.length.histogram.back().first != start) {
        while (!rep.length.histogram.empty() &&
               rep.length.histogram.back().first + rep.length.binWidth < start)
          rep.length.histogram.push_back(
              {rep.length.histogram.back().first + rep.length.binWidth, 0});
        rep.length.histogram.push_back({start, 0});
      }
      ++rep.length.histogram.back().second;
    }
  }
  return rep;
}

OddsReport runOdds(const BattleSetup& setup, const OddsOptions& options) {
  if (options.runs < 1) throw std::invalid_argument("runs: expected at least 1 run");
  if (options.threads < 1) throw std::invalid_argument("threads: expected at least 1 thread");
  const auto problems = validateBattleSetup(setup);
  if (!problems.empty()) throw std::invalid_argument(problems.front());
  std::vector<RunSummary> runs(static_cast<std::size_t>(options.runs));
  forEachRun(options.runs, options.threads, [&](int i) {
    const AutoBattle b = fightWithComputerGenerals(setup, options.ai, options.seed,
                                                   static_cast<std::uint64_t>(i), options.settings);
    runs[static_cast<std::size_t>(i)] = summariseRun(*b.battle);
  });
  return oddsFromRuns({setup.sides[0].id, setup.sides[1].id}, runs);
}

std::string describeOdds(const OddsReport& r) {
  std::string out;
  char line[256];
  std::snprintf(line, sizeof line, "%d runs\n", r.runs);
  out += line;
  for (std::size_t s = 0; s < 2; ++s) {
    std::snprintf(line, sizeof line, "%s wins %d (%s, 95%% Wilson %s-%s): %s\n",
                  r.sideIds[s].c_str(), r.wins[s],
                  percent(r.runs ? static_cast<double>(r.wins[s]) / r.runs : 0).c_str(),
                  percent(r.winInterval[s].low).c_str(), percent(r.winInterval[s].high).c_str(),
                  r.verdict[s].c_str());
    out += line;
  }
  std::snprintf(line, sizeof line, "nightfall, undecided: %d (%s, 95%% Wilson %s-%s)\n", r.draws,
                percent(r.runs ? static_cast<double>(r.draws) / r.runs : 0).c_str(),
                percent(r.drawInterval.low).c_str(), percent(r.drawInterval.high).c_str());
  out += line;
  for (std::size_t s = 0; s < 2; ++s) {
    std::snprintf(line, sizeof line, "%s expected losses %.2f EE:", r.sideIds[s].c_str(),
                  r.expectedLostEe[s]);
    out += line;
    for (const auto& [arm, ee] : r.expectedLostEeByArm[s]) {
      std::snprintf(line, sizeof line, " %s %.2f", arm.c_str(), ee);
      out += line;
    }
    out += "\n";
  }
  std::snprintf(
      line, sizeof line, "length (bounds): min %d, quartiles %d / %d / %d, max %d, mean %.1f\n",
      r.length.min, r.length.q1, r.length.median, r.length.q3, r.length.max, r.length.mean);
  out += line;
  int most = 1;
  for (const auto& [start, count] : r.length.histogram) most = std::max(most, count);
  for (const auto& [start, count] : r.length.histogram) {
    std::snprintf(line, sizeof line, "  %3d-%-3d %5d %s\n", start, start + r.length.binWidth - 1,
                  count, std::string(static_cast<std::size_t>(40 * count / most), '#').c_str());
    out += line;
  }
  for (std::size_t s = 0; s < 2; ++s) {
    if (r.commonestWayLost[s].empty()) continue;
    std::snprintf(line, sizeof line, "%s most often lost with %s (%d runs)\n", r.sideIds[s].c_str(),
                  r.commonestWayLost[s].c_str(), r.commonestWayLostRuns[s]);
    out += line;
  }
  if (r.refusals > 0) out += std::to_string(r.refusals) + " orders refused by the engine\n";
  return out;
}

}  // namespace hfg::battle
