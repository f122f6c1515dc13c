// `hfg campaign sign-orders ORDERS --view SIDE.json --out SIGNED`: the player's seal on orders.
#include <iostream>

#include "app/cli/commands.h"
#include "core/mail/order_seal.h"
#include "core/io/load_error.h"

namespace hfg::cli {
namespace {

struct SignOptions {
  std::string orders;
  std::string view;
  std::string out;
};

void runSign(const SignOptions& options) {
  try {
    OrdersFile orders = loadOrdersFile(options.orders);
    SideViewFile view = loadSideViewFile(options.view);
    if (view.token.empty()) {
      std::cerr << options.view << ": token: the view carries no signing token\n";
      setExitCode(kInvalid);
      return;
    }
    if (!orders.orders.side.empty() && orders.orders.side != view.view.side) {
      std::cerr << options.orders << ": side: orders for \"" << orders.orders.side
                << "\" cannot be signed with side \"" << view.view.side << "\"'s view\n";
      setExitCode(kInvalid);
      return;
    }
    sealOrders(orders, view);
    saveOrdersFile(orders, options.out);
    std::cout << "signed orders of side " << orders.orders.side << " for day " << orders.orders.day
              << ": " << options.out << '\n';
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
  } catch (const SaveError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kFailure);
  }
}

}  // namespace

void registerCampaignSignOrders(CLI::App& campaign) {
  auto options = std::make_shared<SignOptions>();
  auto* cmd = campaign.add_subcommand(
      "sign-orders", "Seal orders with the day and token of a side's exported view");
  cmd->add_option("ORDERS", options->orders, "orders file (hfg-orders)")->required();
  cmd->add_option("--view", options->view, "the side's exported view (hfg-side-view)")->required();
  cmd->add_option("--out", options->out, "signed orders file to write")->required();
  cmd->callback([options] { runSign(*options); });
}

}  // namespace hfg::cli
