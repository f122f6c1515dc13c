// Orders files ("hfg-orders"): one side's orders for one day, with the play-by-email seal.
#pragma once

#include <filesystem>
#include <string>

#include "core/model/orders.h"

namespace hfg {

/// What an orders file holds: the orders, the digest of the side view they were written
/// against and the signature over both (docs/formats.md, "hfg-orders").
struct OrdersFile {
  SideOrders orders;       ///< orders.side and orders.day: the state's day they are for
  std::string viewDigest;  ///< "hfg-side-view" digest; empty when not written against a view
  std::string signature;   ///< HMAC-SHA256 with the side's day token; empty = unsigned
};

/// Loads an orders file. Throws LoadError naming the file and field.
OrdersFile loadOrdersFile(const std::filesystem::path& file);

/// The file's JSON text.
std::string ordersFileText(const OrdersFile& orders);

/// The bytes the signature covers: the file's JSON text with the signature left out.
std::string ordersSigningText(const OrdersFile& orders);

/// Saves atomically. Throws SaveError.
void saveOrdersFile(const OrdersFile& orders, const std::filesystem::path& file);

}  // namespace hfg
