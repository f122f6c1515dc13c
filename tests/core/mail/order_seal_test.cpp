// Play by email: day tokens, signatures over the orders' text, stale and tampered orders.
#include <doctest/doctest.h>

#include "core/campaign/auto_orders.h"
#include "core/mail/order_seal.h"
#include "core/crypto/digest.h"
#include "tests/core/campaign/fixture.h"

using namespace hfg;
using namespace hfg::test;

namespace {

CampaignFixture smallCampaign() {
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d", "e"});
  fx.command("blue", "inf", {TroopType::Bayonets, TroopType::Bayonets});
  fx.command("red", "rinf", {TroopType::Muskets});
  fx.force("b1", "blue", {"inf"}, "a").force("r1", "red", {"rinf"}, "e");
  fx.scenario.objectives = {{"d", "blue", 2}, {"b", "red", 1}, {"c", "blue", 1}};
  return fx;
}

OrdersFile marchOrders(int day) {
  OrdersFile file;
  file.orders = sideOrders("blue", day, {goalFor("b1", GoalKind::MarchTo, "c")});
  return file;
}

bool saysStale(const std::vector<OrderError>& errors) {
  return errors.size() == 1 && errors[0].rule == kSealRule &&
         errors[0].message.find("stale") != std::string::npos;
}

}  // namespace

TEST_CASE("SHA-256 and HMAC-SHA256 give the published test vectors") {
  CHECK(sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  // RFC 4231 test case 2.
  CHECK(hmacSha256Hex("Jefe", "what do ya want for nothing?") ==
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
  CHECK(randomSecretHex(32).size() == 64);
  CHECK(randomSecretHex(32) != randomSecretHex(32));
}

TEST_CASE("day tokens differ by side and day, and need the campaign key") {
  CampaignState state = smallCampaign().start();
  CHECK(sideDayToken(state, "blue", 1).empty());
  state.campaignKey = "k1";
  const std::string token = sideDayToken(state, "blue", 1);
  CHECK(token.size() == 64);
  CHECK(token != sideDayToken(state, "red", 1));
  CHECK(token != sideDayToken(state, "blue", 2));
  state.campaignKey = "k2";
  CHECK(token != sideDayToken(state, "blue", 1));
}

TEST_CASE("C-6 orders sealed against the side's view pass; changed or stale ones do not") {
  auto fx = smallCampaign();
  CampaignState state = fx.start();
  state.campaignKey = "secret";
  const SideViewFile view = exportSideView(fx.scenario, state, "blue");
  CHECK(view.digest == sideViewDigest(buildSideView(fx.scenario, state, "blue")));
  CHECK(sideViewFileText(view).find("secret") == std::string::npos);

  OrdersFile orders = marchOrders(1);
  sealOrders(orders, view);
  CHECK(orders.orders.day == 1);
  CHECK(orders.viewDigest == view.digest);
  CHECK(checkOrdersSeal(fx.scenario, state, orders, true).empty());

  SUBCASE("an order changed after signing is tampered") {
    orders.orders.forces[0].goal->node = "d";
    auto errors = checkOrdersSeal(fx.scenario, state, orders, true);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].message.find("tampered") != std::string::npos);
  }
  SUBCASE("orders for another day are stale") {
    state.day = 2;
    CHECK(saysStale(checkOrdersSeal(fx.scenario, state, orders, true)));
  }
  SUBCASE("orders written against another position are stale") {
    state.forces[0].location.node = "b";
    CHECK(saysStale(checkOrdersSeal(fx.scenario, state, orders, true)));
  }
  SUBCASE("unsigned orders pass only when the umpire allows them") {
    orders.signature.clear();
    CHECK(checkOrdersSeal(fx.scenario, state, orders, false).empty());
    CHECK(checkOrdersSeal(fx.scenario, state, orders, true).size() == 1);
  }
}

TEST_CASE("C-8 default orders march each force on its side's nearest objective not yet held") {
  auto fx = smallCampaign();
  CampaignState state = fx.start();
  RoutePlanner planner(fx.scenario.map);
  SideOrders blue = autoOrders(fx.scenario, state, planner, "blue");
  REQUIRE(blue.forces.size() == 1);
  REQUIRE(blue.forces[0].goal);
  CHECK(blue.forces[0].goal->kind == GoalKind::MarchTo);
  CHECK(blue.forces[0].goal->node == "c");  // c (2 stages) is nearer than d (3)
  SideOrders red = autoOrders(fx.scenario, state, planner, "red");
  REQUIRE(red.forces.size() == 1);
  CHECK(red.forces[0].goal->node == "b");
  // A force standing on an objective holds it.
  state.forces[0].location.node = "c";
  blue = autoOrders(fx.scenario, state, planner, "blue");
  CHECK(blue.forces[0].goal->kind == GoalKind::Hold);
  // The planner accepts the default orders.
  Dice dice(state.rngState);
  state.forces[0].location.node = "a";
  CampaignEngine engine(fx.scenario, state, dice);
  CHECK(engine
            .runDay({autoOrders(fx.scenario, state, planner, "blue"),
                     autoOrders(fx.scenario, state, planner, "red")})
            .empty());
}
