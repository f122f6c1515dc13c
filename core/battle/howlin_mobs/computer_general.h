// A computer general for one side (section 7, MG-1 ... MG-16): the side's plan and first orders,
// re-ordering with its one courier, the hand for each phase, the card each turn, and the
// General's help. It reads only the side's view (MG-14); every choice is logged with a reason
// (MG-16). Effort is a fixed count of candidates, never a clock (MG-15).
#pragma once

#include <string>
#include <vector>

#include "core/battle/howlin_mobs/hm_player.h"
#include "core/battle/howlin_mobs/howlin_settings.h"

namespace hfg::howlin_mobs {

class HmComputerGeneral final : public HmPlayer {
 public:
  explicit HmComputerGeneral(HowlinMobsSettings settings = {}) : m_s(settings) {}
  /// MG-1, MG-2: the plan at set-up as one order per command of the side.
  std::vector<WrittenOrder> firstOrders(const HmSideView& view);
  /// MG-5.
  std::vector<Card> pickHand(const HmSideView& view, int commandId, const std::vector<Card>& deck,
                             int size) override;
  /// MG-3: at most one order, weighing the courier's time and risk.
  std::optional<WrittenOrder> writeOrder(const HmSideView& view) override;
  /// MG-6, MG-8, MG-9.
  CardChoice chooseCard(const HmSideView& view, int commandId) override;
  /// MG-10, MG-11.
  int generalHelp(const HmSideView& view, int commandId, const HelpRequest& request) override;
  /// MG-16: one line per decision, in the order made.
  const std::vector<std::string>& reasons() const { return m_reasons; }

 private:
  void why(int commandId, const std::string& what);
  HowlinMobsSettings m_s;
  std::vector<std::string> m_reasons;
};

}  // namespace hfg::howlin_mobs
