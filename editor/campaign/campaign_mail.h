// Play by email from the campaign runner: export a side's view, write its sealed orders, import orders files with the umpire's checks in plain words.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "editor/campaign/campaign_session.h"

namespace hfg {

/// What an import did: `applied` when the orders replaced the side's; otherwise why not, each
/// problem in plain words ("stale orders: ...", "tampered orders: ...", "illegal: side ...").
struct OrdersImport {
  bool applied = false;
  std::string side;
  std::vector<std::string> problems;
};

/// Exports `side`'s view at this dawn (C-6) with its digest and signing token (order_seal) to
/// `file`. Makes the campaign key first if the campaign has none. Returns a message.
std::string exportSideFile(CampaignSession& session, const std::string& side,
                           const std::filesystem::path& file);

/// Writes the seated side's orders for today to `file`, sealed with the token of its view.
std::string writeSealedOrders(CampaignSession& session, const std::filesystem::path& file);

/// Loads an orders file (core/io), checks its seal (checkOrdersSeal: wrong day, stale view,
/// unsigned when `requireSigned`, tampered) and the orders themselves (the engine's C-5
/// validation); only orders that pass everything replace the side's orders.
OrdersImport importOrdersFile(CampaignSession& session, const std::filesystem::path& file,
                              bool requireSigned);

}  // namespace hfg
