// `hfg campaign run SCENARIO --days N [--auto-battles]`: a whole campaign from orders files or default orders.
#include <iostream>
#include <memory>
#include <stdexcept>

#include "app/cli/auto_battles.h"
#include "app/cli/campaign_day.h"
#include "app/cli/campaign_files.h"
#include "app/cli/commands.h"
#include "core/campaign/auto_orders.h"
#include "core/campaign/campaign_engine.h"
#include "core/crypto/digest.h"
#include "core/io/load_error.h"
#include "core/io/scenario_io.h"

namespace hfg::cli {
namespace {
namespace fs = std::filesystem;

struct RunOptions {
  std::string scenario;
  int days = 1;
  std::optional<std::uint64_t> seed;
  std::string ordersDir;
  bool autoOrders = false;
  std::string out;
  std::string key;
  bool autoBattles = false;
  std::string battleLogs;
  std::string battleRules;  ///< empty: the scenario's settings.battle_rules
};

/// The rule set that fights the campaign's battles: --battle-rules, else the scenario's
/// settings.battle_rules. Throws std::invalid_argument naming the option or field.
std::unique_ptr<battle::BattleRules> battleRulesFor(const RunOptions& options,
                                                    const Scenario& scenario) {
  const bool fromOption = !options.battleRules.empty();
  auto rules = maps::builtInBattleRules().make(
      fromOption ? options.battleRules : scenario.settings.battleRules,
      fromOption ? "--battle-rules" : options.scenario + ": settings.battle_rules");
  // HFG with the command line's generals (app/cli/auto_battles.h).
  if (rules->name() == "hfg") rules = std::make_unique<maps::HfgBattleRules>(autoBattleGenerals());
  return rules;
}

/// DIR/day-N-SIDE.json for each side that has one; the others get default orders (when
/// `autoOrders`) or hold.
std::vector<DayOrders> ordersForDay(const RunOptions& options, const Scenario& scenario,
                                    const CampaignState& state, const RoutePlanner& planner) {
  std::vector<DayOrders> orders;
  for (const auto& entry : scenario.sides) {
    const std::string& side = entry.orbat.id;
    if (!options.ordersDir.empty()) {
      fs::path file =
          fs::path(options.ordersDir) / ("day-" + std::to_string(state.day) + "-" + side + ".json");
      if (fs::exists(file)) {
        orders.push_back({file.string(), loadOrdersFile(file)});
        continue;
      }
    }
    if (options.autoOrders) {
      OrdersFile file;
      file.orders = autoOrders(scenario, state, planner, side);
      orders.push_back({"default orders for " + side, file});
    }
  }
  return orders;
}

void runRun(RunOptions options) {
  if (options.days < 1) {
    std::cerr << "--days: expected a number of days of at least 1\n";
    setExitCode(kUsage);
    return;
  }
  if (options.ordersDir.empty()) options.autoOrders = true;  // nothing else to go on
  try {
    Scenario scenario = loadScenario(options.scenario);
    Scenario seeded = scenario;
    if (options.seed) seeded.settings.seed = *options.seed;
    CampaignState state = makeInitialState(seeded);
    state.campaignKey = options.key.empty() ? randomSecretHex() : options.key;
    RoutePlanner planner(scenario.map);
    // C-20, C-28: every battle fought on the engine as the periods go by.
    maps::AutoBattleOptions battleOptions;
    battleOptions.logDir = options.battleLogs.empty()
                               ? fs::path(options.out).replace_extension("").string() + "-battles"
                               : options.battleLogs;
    maps::AutoBattles autoBattles(scenario, battleRulesFor(options, scenario), battleOptions);
    PeriodHook afterPeriod;
    if (options.autoBattles)
      afterPeriod = [&](CampaignEngine& engine, CampaignState& s, Dice& dice) {
        for (const auto& line : autoBattles.afterPeriod(engine, s, dice))
          std::cout << "  " << line << '\n';
      };
    for (int i = 0; i < options.days; ++i) {
      const int day = state.day;
      auto orders = ordersForDay(options, scenario, state, planner);
      if (!runDayWithOrders(scenario, state, orders, false, afterPeriod)) {
        std::cerr << "day " << day << ": orders refused; the campaign stops at dawn of day " << day
                  << " and is saved as it stood\n";
        saveCampaign(state, scenario, fs::absolute(options.scenario), options.out);
        setExitCode(kInvalid);
        return;
      }
      std::cout << "day " << day << " done (" << (state.weather.raining ? "raining" : "fine")
                << " at dawn of day " << state.day << ")\n";
    }
    auto battles = saveCampaign(state, scenario, fs::absolute(options.scenario), options.out);
    if (options.autoBattles) {
      for (const auto& b : state.pendingBattles)
        std::cout << "  " << b.id << " (" << b.attackerSide << " attacking " << b.defenderSide
                  << ") is fought from day " << b.day << " " << keyOf(static_cast<Period>(b.period))
                  << " when the campaign goes on\n";
    } else {
      for (const auto& line : pendingBattleLines(scenario, state))
        std::cout << "  " << line << '\n';
    }
    for (const auto& file : battles) std::cout << "  battle set-up: " << file.string() << '\n';
    std::cout << "saved " << options.out << " at dawn of day " << state.day << '\n';
    if (options.autoBattles && !autoBattles.logs().empty())
      std::cout << "battle logs: " << battleOptions.logDir.string() << '\n';
  } catch (const std::invalid_argument& e) {  // an unknown battle rule set
    std::cerr << e.what() << '\n';
    setExitCode(kUsage);
  } catch (const maps::CampaignBattleError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
  } catch (const SaveError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kFailure);
  }
}

}  // namespace

void registerCampaignRun(CLI::App& campaign) {
  auto options = std::make_shared<RunOptions>();
  auto* cmd = campaign.add_subcommand("run", "Run a campaign for N days from its start");
  cmd->add_option("SCENARIO", options->scenario, "scenario file (scenario.json)")->required();
  cmd->add_option("--days", options->days, "days to run")->required();
  cmd->add_option("--seed", options->seed, "dice seed (default: the scenario's)");
  cmd->add_option("--orders-dir", options->ordersDir,
                  "folder of orders files named day-N-SIDE.json; a side with none holds");
  cmd->add_flag("--auto-orders", options->autoOrders,
                "sides with no orders file march on their nearest objective (the default when "
                "there is no --orders-dir)");
  cmd->add_option("--out", options->out, "campaign state file to write")->required();
  cmd->add_option("--key", options->key, "the campaign's secret key in hex (default: fresh)");
  cmd->add_flag("--auto-battles", options->autoBattles,
                "fight every battle on the battle engine as the periods go by and apply its "
                "result (C-20, C-21, C-28)");
  cmd->add_option("--battle-rules", options->battleRules,
                  "the battle rule set fighting --auto-battles (default: the scenario's "
                  "settings.battle_rules, hfg)");
  cmd->add_option("--battle-logs", options->battleLogs,
                  "with --auto-battles: folder for each battle's set-up and log (default: OUT "
                  "without its extension, plus -battles)");
  cmd->callback([options] { runRun(*options); });
}

}  // namespace hfg::cli
