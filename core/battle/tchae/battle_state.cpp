// Look-ups and the log of a battle state.
#include "core/battle/tchae/battle_state.h"

#include <algorithm>

namespace hfg::tchae {

namespace {
template <class T, class V>
T* findById(V& items, const std::string& id) {
  auto it = std::find_if(items.begin(), items.end(), [&](const auto& x) { return x.id == id; });
  return it == items.end() ? nullptr : &*it;
}
}  // namespace

Unit* BattleState::unit(const std::string& id) { return findById<Unit>(units, id); }
const Unit* BattleState::unit(const std::string& id) const {
  return findById<const Unit>(units, id);
}
Commander* BattleState::commander(const std::string& id) {
  return findById<Commander>(commanders, id);
}
const Commander* BattleState::commander(const std::string& id) const {
  return findById<const Commander>(commanders, id);
}
Blind* BattleState::blind(const std::string& id) { return findById<Blind>(blinds, id); }
const Blind* BattleState::blind(const std::string& id) const {
  return findById<const Blind>(blinds, id);
}

void BattleState::note(std::string ruleId, std::string text) {
  log.push_back({turn, std::move(ruleId), std::move(text), std::nullopt});
}

void BattleState::notePrivate(Belligerent side, std::string ruleId, std::string text) {
  log.push_back({turn, std::move(ruleId), std::move(text), side});
}

bool BattleState::commands(const std::string& upperId, const std::string& lowerId) const {
  std::string at = lowerId;
  for (int guard = 0; guard < 32 && !at.empty(); ++guard) {
    if (at == upperId) return true;
    const Commander* c = commander(at);
    if (!c) return false;
    at = c->superiorId;
  }
  return false;
}

}  // namespace hfg::tchae
