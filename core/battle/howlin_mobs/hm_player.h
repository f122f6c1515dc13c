// Who decides for a side in the battle sequence (section 2): the choices a player makes, each from
// its side's view only (hands are secret, MB-40).
#pragma once

#include <optional>
#include <vector>

#include "core/battle/howlin_mobs/battle_state.h"
#include "core/battle/howlin_mobs/general_aid.h"

namespace hfg::howlin_mobs {

/// What a General is asked before a unit he is with tests or fights (M-16).
struct HelpRequest {
  int unitId = 0;
  AidFor what = AidFor::MoraleTest;
  int before = 0;  ///< the unit state, or the fight modifier total, without his help
};

/// A command's choice for the turn (M-10, MB-7): a card to play, or one to discard (a pass).
struct CardChoice {
  Card card = Card::Move;
  bool pass = false;
};

/// Whoever decides for one side: a script, a computer general (MG-1 ... MG-16), a human.
class HmPlayer {
 public:
  virtual ~HmPlayer() = default;
  /// M-9: `size` cards from `deck` for the command.
  virtual std::vector<Card> pickHand(const HmSideView& view, int commandId,
                                     const std::vector<Card>& deck, int size) = 0;
  /// Section 2 step 3.1.2: at most one new written order this turn.
  virtual std::optional<WrittenOrder> writeOrder(const HmSideView& view) = 0;
  /// Section 2 step 3.1.3: the command still holds a card.
  virtual CardChoice chooseCard(const HmSideView& view, int commandId) = 0;
  /// M-16, MB-10: the command's General is with `request.unitId`; the help (0, 1 or 2) he adds
  /// to its morale test or fight, knowing he is then at risk (MB-11).
  virtual int generalHelp(const HmSideView& view, int commandId, const HelpRequest& request) = 0;
};

/// Both sides' players, indexed by HmSide.
struct Players {
  HmPlayer* side[2] = {nullptr, nullptr};
  HmPlayer& of(HmSide s) const { return *side[static_cast<int>(s)]; }
};

}  // namespace hfg::howlin_mobs
