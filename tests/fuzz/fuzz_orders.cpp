// libFuzzer target: an orders file, then the umpire's seal check, signed and unsigned, on the default campaign's first day.
#include <optional>

#include "core/campaign/campaign_engine.h"
#include "core/mail/order_seal.h"
#include "core/io/orders_io.h"
#include "core/io/scenario_io.h"
#include "tests/fuzz/fuzz_support.h"
#include "tests/paths/test_paths.h"

namespace {

struct Game {
  hfg::Scenario scenario;
  hfg::CampaignState state;
};

/// The default campaign's first day, keyed for play by email.
const Game& game() {
  static const Game loaded = [] {
    Game g{hfg::loadScenario(hfg::testpaths::sourceDir() / "campaigns/default/scenario.json"), {}};
    g.state = hfg::makeInitialState(g.scenario);
    g.state.campaignKey = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
    return g;
  }();
  return loaded;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto file = hfg::fuzz::writeInput(data, size, "orders.json");
  std::optional<hfg::OrdersFile> orders;
  hfg::fuzz::expectCleanErrors([&] { orders = hfg::loadOrdersFile(file); });
  if (!orders) return 0;
  hfg::checkOrdersSeal(game().scenario, game().state, *orders, true);
  hfg::checkOrdersSeal(game().scenario, game().state, *orders, false);
  return 0;
}
