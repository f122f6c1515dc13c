// Events offered to Commanders once, and responses made then or never (K-14, K-16, KT-5, KB-13),
// with a Message's response sealed when it is sent (K-16, KB-16, KG-7), of shared/spec/c3.md.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>

#include "core/battle/c3/c3_settings.h"
#include "core/battle/c3/c3_types.h"

namespace hfg::c3 {

/// One Event as it happened: its kind and a key naming the happening (e.g. "a:enemy 12:first").
struct EventId {
  Event kind = Event::A;
  std::string key;
  bool operator<(const EventId& o) const { return std::tie(kind, key) < std::tie(o.kind, o.key); }
};

/// Which Events each Commander has been offered, and at which minute he may answer.
class EventBook {
 public:
  /// Offers `event` to `commander` at `minute` (he sees it or was told of it, K-14). Returns false
  /// if he has been offered it before: each Event is offered to each Commander once (KB-13).
  bool offer(int commander, const EventId& event, int minute);
  /// K-16: a response is allowed only at the minute the Event was offered, once, and only one
  /// that KT-5 allows for it. Records it when allowed.
  bool respond(int commander, const EventId& event, Response response, int minute,
               const C3Settings& s);

 private:
  std::map<std::pair<int, EventId>, int> m_offeredAt;
  std::set<std::pair<int, EventId>> m_answered;
};

/// K-16, KB-16: a Message whose recipient's response was fixed when it was sent, on its contents
/// alone; on receipt that response is carried out whatever the recipient sees by then.
struct SealedMessage {
  int from = 0;
  int to = 0;
  int sentAt = 0;
  std::string contents;
  std::optional<Response> sealedResponse;  ///< nullopt: no response
  std::string sealedOrder;                 ///< what a response D orders, in words (KG-16)
};

}  // namespace hfg::c3
