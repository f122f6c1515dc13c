// Campaign state look-ups and enum names.
#include "core/model/campaign_state.h"

#include "core/model/enum_names.h"

namespace hfg {
namespace {

constexpr EnumNames<Period, 3> kPeriods{
    {{{Period::Morning, "morning"}, {Period::Afternoon, "afternoon"}, {Period::Night, "night"}}}};
constexpr EnumNames<ElementStatus, 4> kStatuses{{{{ElementStatus::Present, "present"},
                                                  {ElementStatus::Spent, "spent"},
                                                  {ElementStatus::OffTable, "off_table"},
                                                  {ElementStatus::Destroyed, "destroyed"}}}};

}  // namespace

std::string_view keyOf(Period period) { return kPeriods.key(period); }
std::optional<Period> periodFromKey(std::string_view key) { return kPeriods.find(key); }
std::string periodKeys() { return kPeriods.list(); }
std::string_view keyOf(ElementStatus status) { return kStatuses.key(status); }
std::optional<ElementStatus> elementStatusFromKey(std::string_view key) {
  return kStatuses.find(key);
}
std::string elementStatusKeys() { return kStatuses.list(); }

const Force* CampaignState::findForce(std::string_view id) const {
  for (const auto& f : forces)
    if (f.id == id) return &f;
  return nullptr;
}

Force* CampaignState::findForce(std::string_view id) {
  for (auto& f : forces)
    if (f.id == id) return &f;
  return nullptr;
}

}  // namespace hfg
