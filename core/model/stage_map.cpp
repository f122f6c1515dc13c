// Look-ups on the stage map and the names of its enums.
#include "core/model/stage_map.h"

#include "core/model/enum_names.h"

namespace hfg {
namespace {

constexpr EnumNames<LinkKind, 4> kLinkKinds{{{{LinkKind::GoodRoad, "good_road"},
                                              {LinkKind::BadRoad, "bad_road"},
                                              {LinkKind::Railway, "railway"},
                                              {LinkKind::Water, "water"}}}};
constexpr EnumNames<BridgeState, 3> kBridgeStates{{{{BridgeState::None, "none"},
                                                    {BridgeState::Intact, "intact"},
                                                    {BridgeState::Broken, "broken"}}}};
constexpr EnumNames<WorkKind, 2> kWorkKinds{
    {{{WorkKind::Entrenchment, "entrenchment"}, {WorkKind::Redoubt, "redoubt"}}}};

template <typename T>
auto* findById(T& items, std::string_view id) {
  for (auto& item : items)
    if (item.id == id) return &item;
  return static_cast<decltype(&items[0])>(nullptr);
}

}  // namespace

std::string_view keyOf(LinkKind kind) { return kLinkKinds.key(kind); }
std::optional<LinkKind> linkKindFromKey(std::string_view key) { return kLinkKinds.find(key); }
std::string linkKindKeys() { return kLinkKinds.list(); }
std::string_view keyOf(BridgeState state) { return kBridgeStates.key(state); }
std::optional<BridgeState> bridgeStateFromKey(std::string_view key) {
  return kBridgeStates.find(key);
}
std::string bridgeStateKeys() { return kBridgeStates.list(); }
std::string_view keyOf(WorkKind kind) { return kWorkKinds.key(kind); }
std::optional<WorkKind> workKindFromKey(std::string_view key) { return kWorkKinds.find(key); }
std::string workKindKeys() { return kWorkKinds.list(); }

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
