// C-28: a resolved battle turned back into the campaign's result.
#include "core/battle/hfg/campaign_result.h"

#include <map>

namespace hfg::battle {
namespace {

ElementStatus statusOf(ElementFate fate, bool routing) {
  switch (fate) {
    case ElementFate::Destroyed: return ElementStatus::Destroyed;
    case ElementFate::Spent: return ElementStatus::Spent;
    case ElementFate::OffTable: return ElementStatus::OffTable;
    case ElementFate::Present: break;
  }
  return routing ? ElementStatus::OffTable : ElementStatus::Present;
}

}  // namespace

hfg::BattleResult campaignResultOf(const TableResult& result, const BattleSetup& setup,
                                   const std::string& battleId) {
  std::map<std::string, std::string> commandOfGeneral;
  for (const auto& side : setup.sides)
    for (const auto& command : side.commands)
      if (!command.generalElementId.empty())
        commandOfGeneral[command.generalElementId] = command.id;

  hfg::BattleResult out;
  out.battle = battleId;
  for (const auto& element : result.elements) {
    auto general = commandOfGeneral.find(element.elementId);
    out.elements.push_back({general != commandOfGeneral.end() ? general->second : element.elementId,
                            statusOf(element.fate, element.routing)});
  }
  out.winner = result.winnerSideId.value_or("");
  out.boundsFought = (result.boundsPlayed + 1) / 2;
  out.routStages = 1;
  return out;
}

}  // namespace hfg::battle
