// Whoever decides for one side of a C3 battle (a script, a computer general, a human): it sees
// only its side's view (KB-14, KG-14) and answers the Events its Commanders are offered (K-16).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/battle/c3/battle_state.h"
#include "core/battle/c3/knowledge.h"

namespace hfg::c3 {

/// An Event offered to one Commander at this minute (K-14, KB-13).
struct OfferedEvent {
  int commander = 0;
  EventId id;
  int unitId = -1;      ///< the Unit it happened to, or the enemy Unit seen (Event a)
  int dispatchId = -1;  ///< Event e, i: the Order or Message
  std::string what;
};

/// A Command to a Unit (K-33, KT-7).
struct GivenCommand {
  int unitId = 0;
  UnitCommand command = UnitCommand::Halt;
  std::optional<Formation> to;  ///< Change formation, Square
};

/// One response (KT-6) with what it gives rise to (KB-16) and its reason (KG-16).
struct ResponseChoice {
  Response response = Response::D;
  std::vector<C3Order> orders;        ///< D: to subordinates (WHO names the addressees)
  std::vector<GivenCommand> commands; ///< A or D: to Units in base contact or his own Unit
  std::string message;                ///< B: to his immediate superior
  std::optional<Response> sealed;     ///< B: the superior's response, fixed now (K-16)
  std::vector<C3Order> sealedOrders;  ///< B: what a sealed D puts into force
  std::optional<PointM> rideTo;       ///< the Commander rides there (KG-10), metres
  std::string signal;                 ///< D: a signal made now (K-37), e.g. "three guns"
  std::string reason;                 ///< KG-16
};

class C3Player {
 public:
  virtual ~C3Player() = default;
  /// K-23, KB-56: initial Orders for the side's Commanders and Units, taken as received.
  virtual std::vector<C3Order> initialOrders(const C3SideView& view) = 0;
  /// K-16: the response now, or none (an Event is the only chance).
  virtual std::optional<ResponseChoice> respond(const C3SideView& view,
                                                const OfferedEvent& event) = 0;
};

/// Both sides' players, by side.
struct C3Players {
  C3Player* side[2] = {nullptr, nullptr};
  C3Player& of(int s) const { return *side[s]; }
};

}  // namespace hfg::c3
