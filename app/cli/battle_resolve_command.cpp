// `hfg battle resolve SETUP`: a battle fought by computer generals (result, JSON-lines log, narrative), or with --runs the odds of many.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <thread>

#include "app/cli/commands.h"
#include "app/cli/json_output.h"
#include "app/cli/c3_resolve.h"
#include "app/cli/tchae_resolve.h"
#include "core/battle/hfg/ai/auto_resolve.h"
#include "core/battle/hfg/ai/odds.h"
#include "core/battle/hfg/bound/rule_reach.h"
#include "core/battle/hfg/campaign_result.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/io/battle_files_io.h"
#include "core/battle/hfg/io/battle_io.h"
#include "core/battle/hfg/io/battle_log_io.h"
#include "core/io/load_error.h"
#include "maps/campaign_battles/hfg_battle_rules.h"

namespace hfg::cli {
namespace {

struct ResolveOptions {
  std::string setup;
  std::uint64_t seed = 1;
  std::uint64_t run = 0;
  std::string out;
  std::string log;
  std::string battleId;
  int runs = 0;
  int threads = 0;
  bool json = false;
  bool ruleReach = false;
  std::vector<std::string> difficulty;
  std::vector<std::string> doctrine;
  std::string rules = "hfg";
};

/// "hard" for both sides or "SIDE=hard" for one; false with a message on a bad value.
template <typename T, typename Parse>
bool applyPerSide(const std::vector<std::string>& values, const battle::BattleSetup& setup,
                  std::array<T, 2>& out, Parse parse, const std::string& option,
                  const std::string& keys) {
  for (const auto& v : values) {
    const auto eq = v.find('=');
    const std::string name = eq == std::string::npos ? v : v.substr(eq + 1);
    const auto parsed = parse(name);
    if (!parsed) {
      std::cerr << option << " " << v << ": expected " << keys << ", optionally after SIDE=\n";
      return false;
    }
    if (eq == std::string::npos) {
      out = {*parsed, *parsed};
      continue;
    }
    const std::string side = v.substr(0, eq);
    if (side == setup.sides[0].id)
      out[0] = *parsed;
    else if (side == setup.sides[1].id)
      out[1] = *parsed;
    else {
      std::cerr << option << " " << v << ": no side '" << side << "' (the set-up's sides are '"
                << setup.sides[0].id << "' and '" << setup.sides[1].id << "')\n";
      return false;
    }
  }
  return true;
}

void writeOddsJson(const battle::OddsReport& r) {
  JsonStreamWriter w(std::cout);
  w.beginObject();
  w.field("runs", r.runs);
  w.field("draws", r.draws);
  w.key("draw_interval");
  w.beginArray();
  w.value(r.drawInterval.low);
  w.value(r.drawInterval.high);
  w.endArray();
  w.key("sides");
  w.beginArray();
  for (std::size_t s = 0; s < 2; ++s) {
    w.beginObject();
    w.field("id", r.sideIds[s]);
    w.field("wins", r.wins[s]);
    w.field("win_probability", r.runs ? static_cast<double>(r.wins[s]) / r.runs : 0.0);
    w.key("win_interval");
    w.beginArray();
    w.value(r.winInterval[s].low);
    w.value(r.winInterval[s].high);
    w.endArray();
    w.field("verdict", r.verdict[s]);
    w.field("expected_lost_ee", r.expectedLostEe[s]);
    w.key("expected_lost_ee_by_arm");
    w.beginObject();
    for (const auto& [arm, ee] : r.expectedLostEeByArm[s]) w.field(arm, ee);
    w.endObject();
    w.field("commonest_way_lost", r.commonestWayLost[s]);
    w.field("commonest_way_lost_runs", r.commonestWayLostRuns[s]);
    w.endObject();
  }
  w.endArray();
  w.key("length_bounds");
  w.beginObject();
  w.field("min", r.length.min);
  w.field("q1", r.length.q1);
  w.field("median", r.length.median);
  w.field("q3", r.length.q3);
  w.field("max", r.length.max);
  w.field("mean", r.length.mean);
  w.field("bin_width", r.length.binWidth);
  w.key("histogram");
  w.beginArray();
  for (const auto& [start, count] : r.length.histogram) {
    w.beginObject();
    w.field("from", start);
    w.field("runs", count);
    w.endObject();
  }
  w.endArray();
  w.endObject();
  w.field("refusals", static_cast<long long>(r.refusals));
  w.endObject();
  std::cout << '\n';
}

/// --rules: a registered rule set that reads set-up files: HFG (hfg-battle-setup), TCHAE
/// (hfg-tchae-battle), or C3 (an hfg-battle-setup read as a campaign meeting, KB-56).
bool checkRules(const ResolveOptions& o) {
  try {
    const auto rules = maps::builtInBattleRules().make(o.rules, "--rules");
    if (rules->name() == "hfg" || rules->name() == "tchae" || rules->name() == "c3") return true;
    std::cerr << "--rules " << o.rules << ": the rule set " << o.rules
              << " reads no battle set-up files\n";
  } catch (const std::invalid_argument& e) {
    std::cerr << e.what() << '\n';
  }
  setExitCode(kUsage);
  return false;
}

/// --rules tchae: the same report for a TCHAE set-up; the HFG generals' options do not apply.
void runTchaeResolve(const ResolveOptions& o) {
  if (!o.out.empty() || !o.difficulty.empty() || !o.doctrine.empty() || o.ruleReach) {
    std::cerr << "--rules tchae: --out, --difficulty, --doctrine and --rule-reach are HFG's (a "
                 "TCHAE set-up has no "
                 "campaign elements and one computer general)\n";
    setExitCode(kUsage);
    return;
  }
  TchaeResolveOptions t{o.setup, o.seed, o.run, o.runs, 1, o.log};
  if (o.runs <= 0) {
    resolveTchaeBattle(t);
    return;
  }
  if (!o.log.empty()) {
    std::cerr << "--log is for one battle; with --runs the odds are printed\n";
    setExitCode(kUsage);
    return;
  }
  t.threads = o.threads > 0 ? o.threads
                            : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  battle::OddsReport report;
  if (!tchaeOdds(t, report)) return;
  if (o.json)
    writeOddsJson(report);
  else
    std::cout << battle::describeOdds(report);
}

void runResolve(const ResolveOptions& o) {
  if (!checkRules(o)) return;
  if (o.rules == "tchae") {
    runTchaeResolve(o);
    return;
  }
  if (o.rules == "c3") {
    if (o.runs > 0 || !o.out.empty() || !o.log.empty() || !o.difficulty.empty() ||
        !o.doctrine.empty() || o.ruleReach) {
      std::cerr << "--rules c3: one battle told on stdout; --runs, --out, --log, --difficulty, "
                   "--doctrine and --rule-reach are not built for C3 yet\n";
      setExitCode(kUsage);
      return;
    }
    resolveC3Battle(o.setup, o.seed);
    return;
  }
  battle::BattleSetup setup;
  try {
    setup = io::loadBattleSetup(o.setup);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
    return;
  }
  battle::AiSettings ai;
  if (!applyPerSide(o.difficulty, setup, ai.difficulty, fromKey<battle::Difficulty>, "--difficulty",
                    "easy, normal or hard") ||
      !applyPerSide(o.doctrine, setup, ai.doctrine, fromKey<battle::Doctrine>, "--doctrine",
                    "aggressive, balanced or cautious")) {
    setExitCode(kUsage);
    return;
  }
  if (o.runs > 0) {
    if (!o.out.empty() || !o.log.empty()) {
      std::cerr << "--out and --log are for one battle; with --runs the odds are printed\n";
      setExitCode(kUsage);
      return;
    }
    battle::OddsOptions options;
    options.runs = o.runs;
    options.threads = o.threads > 0
                          ? o.threads
                          : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    options.seed = o.seed;
    options.ai = ai;
    const battle::OddsReport report = battle::runOdds(setup, options);
    if (o.json)
      writeOddsJson(report);
    else
      std::cout << battle::describeOdds(report);
    if (o.ruleReach) {
      // Issue #17: the same runs again, one after another (run i has the dice of stream i, so
      // they are the battles the odds counted), summing each battle's rule reach.
      battle::RuleReach reach;
      for (int run = 0; run < o.runs; ++run)
        battle::addReach(reach, *battle::fightWithComputerGenerals(setup, ai, o.seed,
                                                                   static_cast<std::uint64_t>(run))
                                     .battle);
      std::cout << battle::describeRuleReach(reach);
    }
    return;
  }
  const battle::AutoBattle fought = battle::fightWithComputerGenerals(setup, ai, o.seed, o.run);
  const std::string id =
      o.battleId.empty() ? std::filesystem::path(o.setup).stem().string() : o.battleId;
  std::cout << battle::narrativeOf(*fought.battle);
  if (o.ruleReach) {
    battle::RuleReach reach;
    battle::addReach(reach, *fought.battle);
    std::cout << battle::describeRuleReach(reach);
  }
  try {
    if (!o.out.empty()) {
      saveBattleResultFile(battle::campaignResultOf(battle::resultOf(*fought.battle), setup, id),
                           o.out);
      std::cout << "result of " << id << ": " << o.out << '\n';
    }
  } catch (const SaveError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kFailure);
    return;
  }
  if (!o.log.empty()) {
    std::ofstream log(o.log);
    io::writeBattleLogJsonLines(*fought.battle, log);
    log.flush();
    if (!log) {
      std::cerr << o.log << ": could not write the log\n";
      setExitCode(kFailure);
      return;
    }
    std::cout << "log: " << o.log << " (" << fought.battle->logEntries().size() << " events)\n";
  }
}

}  // namespace

void registerBattleResolve(CLI::App& battleCmd) {
  auto o = std::make_shared<ResolveOptions>();
  auto* cmd = battleCmd.add_subcommand(
      "resolve", "Fight a battle with computer generals, or with --runs estimate its odds");
  cmd->add_option("SETUP", o->setup,
                  "battle set-up (hfg-battle-setup; hfg-tchae-battle with --rules tchae)")
      ->required();
  cmd->add_option("--seed", o->seed,
                  "seed of the dice (C-26); run i of an odds study uses stream i of it")
      ->default_val(1);
  cmd->add_option("--run", o->run, "replay run I of an odds study with the same --seed")
      ->default_val(0);
  cmd->add_option(
      "--out", o->out,
      "campaign result file to write (hfg-battle-result, read by `hfg campaign apply-result`)");
  cmd->add_option("--log", o->log, "the battle's log as JSON lines (one event a line)");
  cmd->add_option("--battle-id", o->battleId,
                  "battle id in the result (default: the set-up's file stem)");
  cmd->add_option("--runs", o->runs, "fight N battles and report the odds instead")
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--threads", o->threads, "worker threads for --runs (default: all cores)")
      ->check(CLI::Range(1, 1024));
  cmd->add_flag("--json", o->json, "with --runs: the odds as JSON");
  cmd->add_flag("--rule-reach", o->ruleReach,
                "also print how often each rule id took effect (with --runs: over all runs)");
  cmd->add_option("--difficulty", o->difficulty,
                  "easy, normal or hard; SIDE=LEVEL for one side (repeatable)");
  cmd->add_option("--doctrine", o->doctrine,
                  "aggressive, balanced or cautious; SIDE=DOCTRINE for one side (repeatable)");
  cmd->add_option("--rules", o->rules,
                  "the battle rule set fighting it: hfg (default) or tchae (docs/tchae.md)");
  cmd->footer(
      "Exit status: 0 fought, 1 set-up refused, 2 usage error, 3 a file could not be written.");
  cmd->callback([o] { runResolve(*o); });
}

}  // namespace hfg::cli
