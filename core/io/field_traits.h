// Traits the field readers and writers share: containers and defaults (enum names: EnumKeys,
// core/model/enum_names.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/battlefield.h"
#include "core/model/orders.h"
#include "core/model/campaign_state.h"
#include "core/model/scenario.h"
#include "core/model/stage_map.h"
#include "core/model/terrain.h"
#include "core/model/troop_type.h"

namespace hfg::io {

template <class T>
inline constexpr bool kIsVector = false;
template <class T>
inline constexpr bool kIsVector<std::vector<T>> = true;
template <class T>
inline constexpr bool kIsOptional = false;
template <class T>
inline constexpr bool kIsOptional<std::optional<T>> = true;

/// Optional fields are left out of JSON when they hold this value.
template <class T>
bool isDefault(const T& value, const T& fallback) {
  if constexpr (kIsVector<T>)
    return value.empty();
  else if constexpr (kIsOptional<T>)
    return !value.has_value();
  else
    return value == fallback;
}

}  // namespace hfg::io
