// Every enum a file names has one list of names (EnumKeys): each value named once, each name
// found again, and the lists in declaration order so that keyOf takes one look (enum_names.h).
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "core/battle/hfg/ai/ai_settings.h"
#include "core/battle/hfg/battle_setup.h"
#include "core/battle/hfg/combat/combat_situation.h"
#include "core/battle/hfg/combat/combatant.h"
#include "core/battle/hfg/moves/move_order.h"
#include "core/model/battlefield.h"
#include "core/model/campaign_state.h"
#include "core/model/orders.h"
#include "core/model/scenario.h"
#include "core/model/stage_map.h"
#include "core/model/terrain.h"
#include "core/model/troop_type.h"

namespace {

template <class E>
void checkList() {
  const auto& entries = hfg::EnumKeys<E>::names.entries;
  std::set<std::string_view> keys;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const auto& e = entries[i];
    CAPTURE(hfg::EnumKeys<E>::what);
    CAPTURE(e.key);
    CHECK(static_cast<std::size_t>(e.value) == i);  // declaration order
    CHECK_FALSE(e.key.empty());
    CHECK(keys.insert(e.key).second);  // no name twice
    CHECK(hfg::keyOf(e.value) == e.key);
    CHECK(hfg::fromKey<E>(e.key) == e.value);
    CHECK(hfg::keysOf<E>().find(std::string(e.key)) != std::string::npos);
  }
  CHECK_FALSE(hfg::fromKey<E>("no such name").has_value());
}

template <class... E>
void checkLists() {
  (checkList<E>(), ...);
}

}  // namespace

TEST_CASE("enum names: one list per enum, every value named once and found again") {
  using namespace hfg;
  checkLists<TroopType, TroopCategory, Grade, GeneralQuality, LinkKind, BridgeState, WorkKind,
             TerrainClass, TableSize, Period, ElementStatus, FeatureOrigin, PreparationKind,
             StepKind, WorkTask, GoalKind, battle::TableWeather, battle::BaseEdge,
             battle::CrossingKind, battle::BattleWorkKind, battle::MoveKind, battle::MoveAction,
             battle::CombatKind, battle::Going, battle::Difficulty, battle::Doctrine>();
  CHECK(keysOf<Period>() == "morning, afternoon, night");
  CHECK(keyOf(TroopType::LightCavalry) == "light_cavalry");
  CHECK(displayNameOf(TroopType::LightCavalry) == "Light Cavalry");
}
