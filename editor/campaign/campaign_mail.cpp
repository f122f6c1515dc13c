// Play-by-email files for the campaign runner, with the checks done by core/campaign/order_seal and the engine.
#include "editor/campaign/campaign_mail.h"

#include <exception>

#include "core/mail/order_seal.h"
#include "core/io/orders_io.h"
#include "core/mail/side_view_io.h"

namespace hfg {

std::string exportSideFile(CampaignSession& session, const std::string& side,
                           const std::filesystem::path& file) {
  try {
    session.ensureMailKey();
    saveSideViewFile(exportSideView(session.scenario(), session.state(), side), file);
    return session.sideName(side) + "'s view at dawn of day " +
           std::to_string(session.state().day) + " written: " + file.string();
  } catch (const std::exception& e) {
    return std::string("Could not export the side's view: ") + e.what();
  }
}

std::string writeSealedOrders(CampaignSession& session, const std::filesystem::path& file) {
  try {
    session.ensureMailKey();
    const std::string side = session.seatSide();
    const SideOrders* mine = session.ordersOf(side);
    if (!mine) return "No orders for " + session.sideName(side);
    OrdersFile orders;
    orders.orders = *mine;
    orders.orders.side = side;
    sealOrders(orders, exportSideView(session.scenario(), session.state(), side));
    saveOrdersFile(orders, file);
    return session.sideName(side) + "'s signed orders for day " +
           std::to_string(orders.orders.day) + " written: " + file.string();
  } catch (const std::exception& e) {
    return std::string("Could not write the orders: ") + e.what();
  }
}

OrdersImport importOrdersFile(CampaignSession& session, const std::filesystem::path& file,
                              bool requireSigned) {
  OrdersImport out;
  OrdersFile orders;
  try {
    orders = loadOrdersFile(file);
  } catch (const std::exception& e) {
    out.problems.push_back(e.what());  // names the file and the field
    return out;
  }
  out.side = orders.orders.side;
  for (const OrderError& error :
       checkOrdersSeal(session.scenario(), session.state(), orders, requireSigned))
    out.problems.push_back(error.message);
  if (!out.problems.empty()) return out;
  for (const std::string& problem : session.check(orders.orders))
    out.problems.push_back("illegal: " + problem);
  if (!out.problems.empty()) return out;
  out.applied = session.replaceOrders(orders.orders);
  if (!out.applied)
    out.problems.push_back(
        "orders for " + session.sideName(out.side) +
        " can only be taken while orders are being written (not during battles)");
  return out;
}

}  // namespace hfg
