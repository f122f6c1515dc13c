// Names of element fates for records and save files.
#include "core/battle/hfg/battle_resolver.h"

namespace hfg::battle {

std::string_view keyOf(ElementFate fate) {
  switch (fate) {
    case ElementFate::Present: return "present";
    case ElementFate::Destroyed: return "destroyed";
    case ElementFate::Spent: return "spent";
    case ElementFate::OffTable: return "off_table";
  }
  return "?";
}

}  // namespace hfg::battle
