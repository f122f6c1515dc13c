// The play-by-email seal: tokens derived from the campaign key, digests of views, signatures.
#include "core/mail/order_seal.h"

#include "core/crypto/digest.h"

namespace hfg {
namespace {

std::string signatureOf(const OrdersFile& orders, const std::string& token) {
  return hmacSha256Hex(token, ordersSigningText(orders));
}

OrderError sealError(const OrdersFile& orders, std::string message) {
  return OrderError{orders.orders.side, "", -1, kSealRule, std::move(message)};
}

}  // namespace

std::string sideDayToken(const CampaignState& state, const std::string& side, int day) {
  if (state.campaignKey.empty()) return {};
  return hmacSha256Hex(state.campaignKey, "hfg-orders|" + side + "|" + std::to_string(day));
}

SideViewFile exportSideView(const Scenario& scenario, const CampaignState& state,
                            const std::string& side) {
  SideViewFile file;
  file.view = buildSideView(scenario, state, side);
  file.digest = sideViewDigest(file.view);
  file.token = sideDayToken(state, side, state.day);
  return file;
}

void sealOrders(OrdersFile& orders, const SideViewFile& view) {
  orders.orders.side = view.view.side;
  orders.orders.day = view.view.day;
  orders.viewDigest = view.digest;
  orders.signature = signatureOf(orders, view.token);
}

std::vector<OrderError> checkOrdersSeal(const Scenario& scenario, const CampaignState& state,
                                        const OrdersFile& orders, bool requireSigned) {
  std::vector<OrderError> errors;
  const std::string& side = orders.orders.side;
  if (!scenario.findSide(side)) {
    errors.push_back(sealError(orders, "no side \"" + side + "\" in this scenario"));
    return errors;
  }
  if (orders.orders.day != state.day) {
    errors.push_back(
        sealError(orders, "stale orders: written for day " + std::to_string(orders.orders.day) +
                              " but the campaign is at dawn of day " + std::to_string(state.day)));
    return errors;
  }
  if (!orders.viewDigest.empty() &&
      orders.viewDigest != sideViewDigest(buildSideView(scenario, state, side))) {
    errors.push_back(sealError(orders,
                               "stale orders: written against a different view of the campaign "
                               "(not this state's); export the side's view again"));
    return errors;
  }
  if (orders.signature.empty()) {
    if (requireSigned)
      errors.push_back(sealError(orders,
                                 "unsigned orders: sign them with the token in the "
                                 "side's exported view (hfg campaign sign-orders)"));
    return errors;
  }
  if (state.campaignKey.empty()) {
    errors.push_back(sealError(orders,
                               "signed orders, but this campaign state has no key to "
                               "check them with"));
    return errors;
  }
  if (!equalConstantTime(orders.signature,
                         signatureOf(orders, sideDayToken(state, side, state.day))))
    errors.push_back(sealError(orders,
                               "tampered orders: the signature does not match; they "
                               "were changed after signing, or signed for another "
                               "campaign, side or day"));
  return errors;
}

}  // namespace hfg
