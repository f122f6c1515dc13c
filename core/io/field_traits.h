// Traits the field readers and writers share: enum names and keys, containers, defaults.
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

template <class E>
struct EnumInfo;

template <class E, std::optional<E> (*Find)(std::string_view), std::string (*Keys)()>
struct EnumInfoOf {
  static std::optional<E> find(std::string_view key) { return Find(key); }
  static std::string keys() { return Keys(); }
};

template <>
struct EnumInfo<TroopType> : EnumInfoOf<TroopType, troopTypeFromKey, troopTypeKeys> {
  static constexpr std::string_view kWhat = "troop type";
};
template <>
struct EnumInfo<Grade> : EnumInfoOf<Grade, gradeFromKey, gradeKeys> {
  static constexpr std::string_view kWhat = "grade";
};
template <>
struct EnumInfo<GeneralQuality>
    : EnumInfoOf<GeneralQuality, generalQualityFromKey, generalQualityKeys> {
  static constexpr std::string_view kWhat = "general quality";
};
template <>
struct EnumInfo<LinkKind> : EnumInfoOf<LinkKind, linkKindFromKey, linkKindKeys> {
  static constexpr std::string_view kWhat = "link kind";
};
template <>
struct EnumInfo<BridgeState> : EnumInfoOf<BridgeState, bridgeStateFromKey, bridgeStateKeys> {
  static constexpr std::string_view kWhat = "bridge state";
};
template <>
struct EnumInfo<WorkKind> : EnumInfoOf<WorkKind, workKindFromKey, workKindKeys> {
  static constexpr std::string_view kWhat = "work kind";
};
template <>
struct EnumInfo<TerrainClass> : EnumInfoOf<TerrainClass, terrainClassFromKey, terrainClassKeys> {
  static constexpr std::string_view kWhat = "terrain class";
};
template <>
struct EnumInfo<TableSize> : EnumInfoOf<TableSize, tableSizeFromKey, tableSizeKeys> {
  static constexpr std::string_view kWhat = "table size";
};
template <>
struct EnumInfo<Period> : EnumInfoOf<Period, periodFromKey, periodKeys> {
  static constexpr std::string_view kWhat = "period";
};
template <>
struct EnumInfo<ElementStatus>
    : EnumInfoOf<ElementStatus, elementStatusFromKey, elementStatusKeys> {
  static constexpr std::string_view kWhat = "element status";
};

template <>
struct EnumInfo<FeatureOrigin>
    : EnumInfoOf<FeatureOrigin, featureOriginFromKey, featureOriginKeys> {
  static constexpr std::string_view kWhat = "feature origin";
};
template <>
struct EnumInfo<PreparationKind>
    : EnumInfoOf<PreparationKind, preparationKindFromKey, preparationKindKeys> {
  static constexpr std::string_view kWhat = "preparation kind";
};
template <>
struct EnumInfo<StepKind> : EnumInfoOf<StepKind, stepKindFromKey, stepKindKeys> {
  static constexpr std::string_view kWhat = "step kind";
};
template <>
struct EnumInfo<WorkTask> : EnumInfoOf<WorkTask, workTaskFromKey, workTaskKeys> {
  static constexpr std::string_view kWhat = "work task";
};
template <>
struct EnumInfo<GoalKind> : EnumInfoOf<GoalKind, goalKindFromKey, goalKindKeys> {
  static constexpr std::string_view kWhat = "goal kind";
};

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
