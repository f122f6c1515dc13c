// Look-ups on the stage map and the names of its enums.
#include "core/model/stage_map.h"

#include "core/model/enum_names.h"

namespace hfg {
namespace {

template <typename T>
auto* findById(T& items, std::string_view id) {
  for (auto& item : items)
    if (item.id == id) return &item;
  return static_cast<decltype(&items[0])>(nullptr);
}

}  // namespace

const StageNode* StageMap::findNode(std::string_view id) const { return findById(nodes, id); }
StageNode* StageMap::findNode(std::string_view id) { return findById(nodes, id); }
const StageLink* StageMap::findLink(std::string_view id) const { return findById(links, id); }
StageLink* StageMap::findLink(std::string_view id) { return findById(links, id); }

std::vector<const StageLink*> StageMap::linksAt(std::string_view nodeId) const {
  std::vector<const StageLink*> out;
  for (const auto& link : links)
    if (link.from == nodeId || link.to == nodeId) out.push_back(&link);
  return out;
}

}  // namespace hfg
