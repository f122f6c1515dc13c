// Orders files: JSON only (they are small and written by players or their tools).
#include "core/io/orders_io.h"

#include "core/io/atomic_file.h"
#include "core/io/document_io.h"
#include "core/io/orders_fields.h"

namespace hfg {

OrdersFile loadOrdersFile(const std::filesystem::path& file) {
  OrdersFile orders;
  io::loadJsonText(readFileBounded(file, kMaxJsonFileBytes), file, io::kOrdersFormat, orders);
  return orders;
}

std::string ordersFileText(const OrdersFile& orders) {
  return io::toJsonText(io::kOrdersFormat, orders);
}

std::string ordersSigningText(const OrdersFile& orders) {
  OrdersFile unsigned_ = orders;
  unsigned_.signature.clear();  // an empty optional field is left out of the text
  return ordersFileText(unsigned_);
}

void saveOrdersFile(const OrdersFile& orders, const std::filesystem::path& file) {
  writeFileAtomically(file, ordersFileText(orders));
}

}  // namespace hfg
