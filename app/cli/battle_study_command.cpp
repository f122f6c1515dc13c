// `hfg battle audit SETUP...` (the generals' behaviour audit) and `hfg battle duel SETUP...` (one difficulty level against another), issue #18.
#include <cmath>
#include <ctime>
#include <iostream>
#include <thread>

#include "app/cli/commands.h"
#include "app/cli/json_output.h"
#include "core/battle/hfg/ai/behaviour_audit.h"
#include "core/battle/hfg/ai/odds.h"
#include "core/io/battle_files_io.h"
#include "core/battle/hfg/io/battle_io.h"
#include "core/io/load_error.h"

namespace hfg::cli {
namespace {

struct StudyOptions {
  std::vector<std::string> setups;
  std::uint64_t seed = 7;
  int runs = 6;
  int threads = 0;
  bool json = false;
  std::string difficulty = "normal";
  std::string a = "hard";
  std::string b = "normal";
};

std::optional<battle::BattleSetup> loadSetup(const std::string& path) {
  try {
    return io::loadBattleSetup(path);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
    return std::nullopt;
  }
}

double cpuSeconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

void writeCounts(JsonStreamWriter& w, const battle::BehaviourCounts& c) {
  w.field("element_bounds", static_cast<long long>(c.elementBounds));
  w.field("orders", static_cast<long long>(c.ordersGiven));
  w.field("lone_advances", static_cast<long long>(c.loneAdvances));
  w.field("advance_recoil_loops", static_cast<long long>(c.advanceRecoilLoops));
  w.field("small_move_pips", static_cast<long long>(c.smallMovePips));
  w.field("main_effort_out_of_contact", static_cast<long long>(c.mainEffortOutOfContact));
  w.field("exploit_taken", static_cast<long long>(c.exploitTaken));
  w.field("exploit_missed", static_cast<long long>(c.exploitMissed));
}

void printRates(const battle::BehaviourCounts& c) {
  std::printf("per 1,000 element-bounds (%ld element-bounds, %ld orders):\n", c.elementBounds,
              c.ordersGiven);
  std::printf("  lone advances into enemy range   %7.2f (%ld)\n", c.per1000(c.loneAdvances),
              c.loneAdvances);
  std::printf("  advance-recoil-advance loops     %7.2f (%ld)\n", c.per1000(c.advanceRecoilLoops),
              c.advanceRecoilLoops);
  std::printf("  PIPs on moves < 100 p, no contact %6.2f (%ld)\n", c.per1000(c.smallMovePips),
              c.smallMovePips);
  std::printf("  main effort out of contact       %7.2f (%ld)\n",
              c.per1000(c.mainEffortOutOfContact), c.mainEffortOutOfContact);
  std::printf("  exploitation chances taken       %7.2f (%ld), missed %.2f (%ld)\n",
              c.per1000(c.exploitTaken), c.exploitTaken, c.per1000(c.exploitMissed),
              c.exploitMissed);
}

void runAudit(const StudyOptions& o) {
  const auto level = fromKey<battle::Difficulty>(o.difficulty);
  if (!level) {
    std::cerr << "--difficulty " << o.difficulty << ": expected easy, normal or hard\n";
    setExitCode(kUsage);
    return;
  }
  const battle::AiSettings ai = battle::AiSettings::uniform(*level);
  battle::BehaviourCounts total;
  int battles = 0;
  int decided = 0;
  double cpu = 0;
  for (const auto& path : o.setups) {
    const auto setup = loadSetup(path);
    if (!setup) return;
    battle::BehaviourCounts counts;
    std::array<int, 2> wins{0, 0};
    std::array<double, 2> ee{0, 0};
    std::array<double, 2> lost{0, 0};
    const double start = cpuSeconds();
    for (int r = 0; r < o.runs; ++r) {
      battle::AuditedBattle fought;
      try {
        fought = battle::fightAudited(*setup, ai, o.seed, static_cast<std::uint64_t>(r));
      } catch (const std::invalid_argument& e) {
        std::cerr << path << ": " << e.what() << '\n';
        setExitCode(kInvalid);
        return;
      }
      const battle::Battle& b = *fought.fought.battle;
      if (r == 0) ee = battle::startingEe(battle::Battle(*setup));
      if (b.losingSide) ++wins[static_cast<std::size_t>(1 - *b.losingSide)];
      for (int s = 0; s < 2; ++s)
        lost[static_cast<std::size_t>(s)] += b.losses().lostEe(b.side(s).id) / o.runs;
      counts += fought.counts;
    }
    const double used = cpuSeconds() - start;
    cpu += used;
    battles += o.runs;
    decided += wins[0] + wins[1];
    total += counts;
    if (!o.json) continue;
    JsonStreamWriter w(std::cout);
    w.beginObject();
    w.field("setup", path);
    w.field("runs", o.runs);
    w.key("sides");
    w.beginArray();
    for (std::size_t s = 0; s < 2; ++s) {
      w.beginObject();
      w.field("id", setup->sides[s].id);
      w.field("starting_ee", ee[s]);
      w.field("wins", wins[s]);
      w.field("mean_lost_ee", lost[s]);
      w.endObject();
    }
    w.endArray();
    writeCounts(w, counts);
    w.field("cpu_seconds", used);
    w.endObject();
    std::cout << '\n';
  }
  if (o.json) return;
  std::printf("%d battles, %d decided before nightfall (%.1f%%), %.0f ms CPU a battle\n", battles,
              decided, battles ? 100.0 * decided / battles : 0.0,
              battles ? 1000.0 * cpu / battles : 0.0);
  printRates(total);
}

void runDuel(const StudyOptions& o) {
  const auto a = fromKey<battle::Difficulty>(o.a);
  const auto b = fromKey<battle::Difficulty>(o.b);
  if (!a || !b) {
    std::cerr << "--a " << o.a << " --b " << o.b << ": expected easy, normal or hard\n";
    setExitCode(kUsage);
    return;
  }
  // Each set-up twice: A as the first side, then A as the second, with the same dice streams.
  long games = 0;
  double score = 0;
  double squares = 0;
  std::array<long, 3> wdl{0, 0, 0};
  for (const auto& path : o.setups) {
    const auto setup = loadSetup(path);
    if (!setup) return;
    for (int aSide = 0; aSide < 2; ++aSide) {
      battle::OddsOptions options;
      options.runs = o.runs;
      options.threads = o.threads > 0
                            ? o.threads
                            : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
      options.seed = o.seed;
      options.ai.difficulty[static_cast<std::size_t>(aSide)] = *a;
      options.ai.difficulty[static_cast<std::size_t>(1 - aSide)] = *b;
      battle::OddsReport r;
      try {
        r = battle::runOdds(*setup, options);
      } catch (const std::invalid_argument& e) {
        std::cerr << path << ": " << e.what() << '\n';
        setExitCode(kInvalid);
        return;
      }
      const long won = r.wins[static_cast<std::size_t>(aSide)];
      const long lostGames = r.wins[static_cast<std::size_t>(1 - aSide)];
      wdl[0] += won;
      wdl[1] += r.draws;
      wdl[2] += lostGames;
      games += r.runs;
      score += won + 0.5 * r.draws;
      squares += won + 0.25 * r.draws;
    }
  }
  const double mean = games ? score / games : 0;
  const double variance = games ? std::max(0.0, squares / games - mean * mean) : 0;
  const double half = games > 1 ? 1.96 * std::sqrt(variance / static_cast<double>(games - 1)) : 0;
  if (o.json) {
    JsonStreamWriter w(std::cout);
    w.beginObject();
    w.field("a", o.a);
    w.field("b", o.b);
    w.field("games", static_cast<long long>(games));
    w.field("wins", static_cast<long long>(wdl[0]));
    w.field("draws", static_cast<long long>(wdl[1]));
    w.field("losses", static_cast<long long>(wdl[2]));
    w.field("score", mean);
    w.key("interval");
    w.beginArray();
    w.value(std::max(0.0, mean - half));
    w.value(std::min(1.0, mean + half));
    w.endArray();
    w.endObject();
    std::cout << '\n';
    return;
  }
  std::printf("%s against %s: %ld games (each set-up with sides swapped), +%ld =%ld -%ld\n",
              o.a.c_str(), o.b.c_str(), games, wdl[0], wdl[1], wdl[2]);
  std::printf("score %.3f, 95%% interval [%.3f, %.3f] (win 1, nightfall 1/2, loss 0)\n", mean,
              std::max(0.0, mean - half), std::min(1.0, mean + half));
}

}  // namespace

void registerBattleStudies(CLI::App& battleCmd) {
  auto o = std::make_shared<StudyOptions>();
  auto* audit = battleCmd.add_subcommand(
      "audit",
      "Fight set-ups with computer generals and count their faults per 1,000 element-bounds");
  audit->add_option("SETUP", o->setups, "battle set-ups (hfg-battle-setup)")->required();
  audit->add_option("--runs", o->runs, "battles per set-up")
      ->default_val(6)
      ->check(CLI::Range(1, 100000));
  audit
      ->add_option("--seed", o->seed,
                   "seed of the dice; run i uses stream i (as `battle resolve --runs`)")
      ->default_val(7);
  audit->add_option("--difficulty", o->difficulty, "easy, normal or hard (both sides)")
      ->default_val("normal");
  audit->add_flag("--json", o->json,
                  "one JSON object a set-up: starting EE, wins, losses, counts, CPU seconds");
  audit->footer("Exit status: 0 fought, 1 a set-up refused, 2 usage error.");
  audit->callback([o] { runAudit(*o); });

  auto d = std::make_shared<StudyOptions>();
  auto* duel = battleCmd.add_subcommand("duel",
                                        "Play difficulty level A against B on set-ups, each with "
                                        "sides swapped; print A's score and its 95% interval");
  duel->add_option("SETUP", d->setups, "battle set-ups (hfg-battle-setup)")->required();
  duel->add_option("--a", d->a, "A's level: easy, normal or hard")->default_val("hard");
  duel->add_option("--b", d->b, "B's level: easy, normal or hard")->default_val("normal");
  duel->add_option("--runs", d->runs, "battles per set-up and side")
      ->default_val(6)
      ->check(CLI::Range(1, 100000));
  duel->add_option("--seed", d->seed, "seed of the dice")->default_val(7);
  duel->add_option("--threads", d->threads, "worker threads (default: all cores)")
      ->check(CLI::Range(1, 1024));
  duel->add_flag("--json", d->json, "the score as JSON");
  duel->footer("Exit status: 0 played, 1 a set-up refused, 2 usage error.");
  duel->callback([d] { runDuel(*d); });
}

}  // namespace hfg::cli
