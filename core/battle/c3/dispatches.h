// Orders and Messages on the table (K-22, K-28 to K-32, KB-19 to KB-23): written at a Commander's
// staff (one item at a time, 5 minutes times his rating), carried by a messenger riding at 300
// m/min through the ground and around enemy the sender knows of, tested on arrival for delay and
// loss, then delivered (Event e) or, for an Order lost, noticed later by its sender (Event i).
#pragma once

#include <string>
#include <vector>

#include "core/battle/c3/battle_state.h"
#include "core/battle/c3/c3_dice.h"

namespace hfg::c3 {

/// KB-19: the next link from `from` towards `to` along the chain of command (down or up).
int nextLink(const C3Battle& battle, int from, int to);

/// KB-21, K-22: hands an Order or Message to the staff of `from` for the addressee `to`.
/// Returns the dispatch's id. A Unit's own commander has no staff rating (KB-18): his items leave
/// at once.
/// KB-21: an Order to several addressees is one item: `sameItemAs` (a dispatch id) shares its
/// processing, and only a messenger per addressee is added.
int sendOrder(C3Battle& battle, int from, int to, const C3Order& order, int sameItemAs = -1);
int sendMessage(C3Battle& battle, int from, int to, const std::string& contents,
                std::optional<Response> sealed = std::nullopt,
                std::vector<C3Order> sealedOrders = {});

/// A delivered item, for section 2 step 2: its recipient has Event e.
struct Delivery {
  int dispatchId = 0;
  int recipient = 0;
};

/// Section 2 step 1 and 3 for messengers: staff work ending, a minute's ride (KB-20), arrivals
/// and the receipt test (K-32, KB-22), receipt delays ending. Returns what was delivered.
std::vector<Delivery> runDispatches(C3Battle& battle, C3Dice& dice);

/// KB-23: lost Orders whose sender now sees a Unit of the addressee, 30 minutes after he
/// reckoned it would arrive. Returns their ids (Event i for the sender).
std::vector<int> noticeLostOrders(C3Battle& battle);

/// The fatigue that counts for a receiver's delay (KB-22): his Unit's, or the Unit he is in base
/// contact with, else 0; and whether that Unit is engaged.
int receiverFatigue(const C3Battle& battle, int commander);
bool receiverEngaged(const C3Battle& battle, int commander);

}  // namespace hfg::c3
