// `hfg campaign balance SCENARIO --runs N`: whole campaigns with automatic orders and auto-battles, and each side's odds.
#include <filesystem>
#include <iostream>
#include <regex>
#include <sstream>
#include <thread>

#include "app/cli/campaign_balance.h"
#include "app/cli/campaign_balance_io.h"
#include "app/cli/commands.h"
#include "core/crypto/digest.h"
#include "core/io/atomic_file.h"
#include "core/io/load_error.h"
#include "core/io/scenario_io.h"

namespace hfg::cli {
namespace {

struct BalanceOptions {
  std::string scenario;
  int runs = 0;
  std::uint64_t seed = 1;
  int days = 0;  ///< 0: the scenario's last day
  int threads = 0;
  std::string shard;
  std::string out;
  bool json = false;
  std::vector<std::string> parts;
};

/// "I/N" with 1 <= I <= N; false with a message otherwise.
bool parseShard(const std::string& text, BalanceStudy& study) {
  std::smatch m;
  static const std::regex pattern("([0-9]{1,6})/([0-9]{1,6})");
  if (std::regex_match(text, m, pattern)) {
    study.shardIndex = std::stoi(m[1]);
    study.shardCount = std::stoi(m[2]);
    if (study.shardIndex >= 1 && study.shardIndex <= study.shardCount) return true;
  }
  std::cerr << "--shard " << text << ": expected I/N with 1 <= I <= N (shard I of N, e.g. 2/4)\n";
  return false;
}

void printReport(const BalanceStudy& study, bool json) {
  const BalanceReport report = balanceReportOf(study);
  if (json)
    writeBalanceJson(report, std::cout);
  else
    std::cout << describeBalance(report);
}

/// The study's options from the command line; false (usage error printed) when they do not fit.
bool studyOf(const BalanceOptions& o, const Scenario& scenario, BalanceStudy& study) {
  study.scenarioName = scenario.name;
  study.scenarioDigest = sha256Hex(readFileBounded(o.scenario, kMaxJsonFileBytes));
  for (const auto& side : scenario.sides) study.sideIds.push_back(side.orbat.id);
  study.seed = o.seed;
  study.runs = o.runs;
  study.days = o.days > 0 ? o.days : scenario.settings.lastDay;
  if (study.days > scenario.settings.lastDay) {
    std::cerr << "--days " << o.days << ": the campaign ends after day "
              << scenario.settings.lastDay << " (the scenario's settings.last_day, C-4)\n";
    return false;
  }
  if (!o.shard.empty() && !parseShard(o.shard, study)) return false;
  if (!o.shard.empty() && o.out.empty()) {
    std::cerr << "--shard needs --out PART.json: a shard's runs are merged with `hfg campaign "
                 "balance merge`\n";
    return false;
  }
  return true;
}

void runBalance(const BalanceOptions& o) {
  try {
    const Scenario scenario = loadScenario(o.scenario);
    BalanceStudy study;
    if (!studyOf(o, scenario, study)) {
      setExitCode(kUsage);
      return;
    }
    const int threads = o.threads > 0
                            ? o.threads
                            : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    playBalanceStudy(scenario, study, threads);
    if (!o.out.empty()) {
      std::ostringstream part;
      writeBalancePart(study, part);
      writeFileAtomically(o.out, part.str());
    }
    if (study.shardCount == 1)
      printReport(study, o.json);
    else
      std::cout << "shard " << study.shardIndex << "/" << study.shardCount << ": "
                << study.results.size() << " of " << study.runs << " runs written to " << o.out
                << "\n";
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
  } catch (const SaveError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kFailure);
  } catch (
      const std::exception& e) {  // a run the engine refused, a battle that could not be set up
    std::cerr << o.scenario << ": " << e.what() << '\n';
    setExitCode(kInvalid);
  }
}

void runMerge(const BalanceOptions& o) {
  try {
    std::vector<BalanceStudy> parts;
    for (const auto& file : o.parts) parts.push_back(readBalancePart(file));
    printReport(mergeBalanceParts(parts), o.json);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
  } catch (const std::invalid_argument& e) {
    std::cerr << "merge: " << e.what() << '\n';
    setExitCode(kInvalid);
  }
}

}  // namespace

void registerCampaignBalance(CLI::App& campaign) {
  auto o = std::make_shared<BalanceOptions>();
  auto* cmd =
      campaign.add_subcommand("balance",
                              "Play many whole campaigns with automatic orders and auto-battles "
                              "and report each side's odds");
  cmd->add_option("SCENARIO", o->scenario, "scenario file (scenario.json)");
  cmd->add_option("--runs", o->runs, "campaigns to play")->check(CLI::Range(1, 1000000));
  cmd->add_option("--seed", o->seed, "study seed; run i uses dice stream i of it (C-26)")
      ->default_val(1);
  cmd->add_option("--days", o->days,
                  "days each campaign runs at most (default: the scenario's last day)")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--threads", o->threads,
                  "worker threads (default: all cores); never changes the result")
      ->check(CLI::Range(1, 1024));
  cmd->add_option("--shard", o->shard,
                  "play only shard I of N (runs r with r % N == I-1); needs --out");
  cmd->add_option("--out", o->out,
                  "write the runs' results as a part file (hfg-balance-part) for merge");
  cmd->add_flag("--json", o->json, "the report as JSON");
  auto* merge =
      cmd->add_subcommand("merge", "Combine the part files of a sharded study into its report");
  merge->add_option("PART", o->parts, "part files written with --shard I/N --out")->required();
  merge->add_flag("--json", o->json, "the report as JSON");
  merge->callback([o] { runMerge(*o); });
  cmd->footer(
      "Exit status: 0 played, 1 scenario or part refused, 2 usage error, 3 a file could not be "
      "written.");
  cmd->callback([o, merge] {
    if (merge->parsed()) return;
    if (o->scenario.empty() || o->runs < 1) {
      std::cerr
          << "campaign balance: expected SCENARIO and --runs N (or `merge PART...`); see --help\n";
      setExitCode(kUsage);
      return;
    }
    runBalance(*o);
  });
}

}  // namespace hfg::cli
