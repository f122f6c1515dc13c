// Campaign state look-ups and enum names.
#include "core/model/campaign_state.h"

#include "core/model/enum_names.h"

namespace hfg {
namespace {}  // namespace

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
