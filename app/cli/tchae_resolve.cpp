// TCHAE battles from the command line: one fought and told, or the odds of many (same report as HFG's).
#include "app/cli/tchae_resolve.h"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <thread>
#include <vector>

#include "app/cli/commands.h"
// cereal's json.hpp must come before any rapidjson header: it makes RAPIDJSON_ASSERT throw.
#include <cereal/archives/json.hpp>

#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "core/battle/tchae/auto_battle.h"
#include "core/battle/tchae/end_of_game.h"
#include "core/battle/tchae/setup_loader.h"
#include "core/io/load_error.h"

namespace hfg::cli {
namespace {

bool loadTchae(const std::string& file, tchae::BattleState& out) {
  try {
    out = tchae::loadBattleSetup(file);
    return true;
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
    return false;
  }
}

bool writeLog(const tchae::BattleState& end, const std::string& file) {
  std::ofstream out(file);
  for (const tchae::TurnLogEntry& e : end.log) {  // one compact object a line
    rapidjson::StringBuffer line;
    rapidjson::Writer<rapidjson::StringBuffer> w(line);
    w.StartObject();
    w.Key("turn");
    w.Int(e.turn);
    w.Key("rule");
    w.String(e.ruleId.c_str());
    w.Key("text");
    w.String(e.text.c_str());
    if (e.privateTo) {
      w.Key("private_to");
      w.String(std::string(tchae::keyOf(*e.privateTo)).c_str());
    }
    w.EndObject();
    out << line.GetString() << '\n';
  }
  out.flush();
  return static_cast<bool>(out);
}

/// What one run left, as HFG's odds count it: a turn is one bound (7.3).
battle::RunSummary summaryOf(const tchae::BattleState& end) {
  battle::RunSummary r;
  r.winner = end.winner ? (*end.winner == tchae::Belligerent::Union ? 0 : 1) : -1;
  r.bounds = tchae::turnsOf(end);
  for (int s = 0; s < 2; ++s) {
    const tchae::Belligerent side =
        s == 0 ? tchae::Belligerent::Union : tchae::Belligerent::Confederate;
    r.lostEeByArm[static_cast<std::size_t>(s)] = tchae::brokenWeightByArm(end, side);
    if (end.winner && *end.winner != side) {
      const auto& arms = r.lostEeByArm[static_cast<std::size_t>(s)];
      const auto heaviest =
          std::max_element(arms.begin(), arms.end(),
                           [](const auto& a, const auto& b) { return a.second < b.second; });
      r.wayLost[static_cast<std::size_t>(s)] =
          (heaviest == arms.end() ? std::string("no") : heaviest->first) + " losses heaviest";
    }
  }
  return r;
}

}  // namespace

void resolveTchaeBattle(const TchaeResolveOptions& o) {
  tchae::BattleState setup;
  if (!loadTchae(o.setup, setup)) return;
  const tchae::BattleState end = tchae::fightAutomatically(setup, o.seed, o.run);
  std::cout << tchae::narrativeOf(end);
  if (o.log.empty()) return;
  if (!writeLog(end, o.log)) {
    std::cerr << o.log << ": could not write the log\n";
    setExitCode(kFailure);
    return;
  }
  std::cout << "log: " << o.log << " (" << end.log.size() << " events)\n";
}

bool tchaeOdds(const TchaeResolveOptions& o, battle::OddsReport& report) {
  tchae::BattleState setup;
  if (!loadTchae(o.setup, setup)) return false;
  std::vector<battle::RunSummary> runs(static_cast<std::size_t>(o.runs));
  // Run i always has the dice of stream i, so the report never depends on the thread count.
  const int threads = std::clamp(o.threads, 1, o.runs);
  std::vector<std::thread> workers;
  for (int t = 0; t < threads; ++t)
    workers.emplace_back([&, t] {
      for (int i = t; i < o.runs; i += threads)
        runs[static_cast<std::size_t>(i)] =
            summaryOf(tchae::fightAutomatically(setup, o.seed, static_cast<std::uint64_t>(i)));
    });
  for (auto& w : workers) w.join();
  report = battle::oddsFromRuns({"union", "confederate"}, runs);
  return true;
}

}  // namespace hfg::cli
