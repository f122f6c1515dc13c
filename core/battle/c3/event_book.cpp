#include "core/battle/c3/event_book.h"

#include "core/battle/c3/source_tables.h"

namespace hfg::c3 {

bool EventBook::offer(int commander, const EventId& event, int minute) {
  return m_offeredAt.emplace(std::make_pair(commander, event), minute).second;
}

bool EventBook::respond(int commander, const EventId& event, Response response, int minute,
                        const C3Settings& s) {
  const auto key = std::make_pair(commander, event);
  const auto it = m_offeredAt.find(key);
  if (it == m_offeredAt.end() || it->second != minute) return false;  // now or never
  if (m_answered.count(key)) return false;                            // one response
  if (!allows(event.kind, response, s)) return false;                 // KT-5
  m_answered.insert(key);
  return true;
}

}  // namespace hfg::c3
