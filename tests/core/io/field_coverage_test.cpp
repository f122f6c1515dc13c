// Every member of every saved model type is written by its `serialize`: a field added to the model
// but not to core/io/model_fields.h would otherwise be silently lost on save.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "core/io/model_fields.h"

namespace {

/// Converts to anything; only used in unevaluated contexts to count aggregate members.
struct AnyField {
  template <class T>
  operator T() const;  // NOLINT: implicit on purpose
};

/// The number of members of an aggregate: the most AnyFields it can be brace-initialised from.
template <class T, class... Fields>
constexpr std::size_t memberCount() {
  if constexpr (requires { T{Fields{}..., AnyField{}}; })
    return memberCount<T, Fields..., AnyField>();
  else
    return sizeof...(Fields);
}

/// A visitor that collects the field names `serialize` uses.
struct FieldCounter {
  std::vector<std::string> names;
  template <class T>
  void required(const char* name, T&) {
    names.emplace_back(name);
  }
  template <class T, class D = T>
  void optional(const char* name, T&, const D& = D{}) {
    names.emplace_back(name);
  }
};

/// File field names are unique within a type and snake_case.
bool goodNames(const std::vector<std::string>& names) {
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i].empty() || names[i][0] < 'a' || names[i][0] > 'z') return false;
    for (char c : names[i])
      if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
    for (std::size_t j = 0; j < i; ++j)
      if (names[j] == names[i]) return false;
  }
  return true;
}

template <class T>
std::size_t serializedCount() {
  T value{};
  FieldCounter counter;
  hfg::io::serialize(counter, value);
  CHECK(goodNames(counter.names));
  return counter.names.size();
}

}  // namespace

#define HFG_CHECK_ALL_FIELDS(Type, notSaved)                                                   \
  do {                                                                                         \
    INFO(#Type " gained or lost a member: update core/io/model_fields.h and docs/formats.md"); \
    CHECK(serializedCount<Type>() + (notSaved) == memberCount<Type>());                        \
  } while (false)

TEST_CASE("every model member is saved") {
  using namespace hfg;
  HFG_CHECK_ALL_FIELDS(Work, 0);
  HFG_CHECK_ALL_FIELDS(StageNode, 0);
  HFG_CHECK_ALL_FIELDS(StageLink, 0);
  HFG_CHECK_ALL_FIELDS(TerrainFeature, 0);
  HFG_CHECK_ALL_FIELDS(MapFrame, 0);
  HFG_CHECK_ALL_FIELDS(StageMap, 0);
  HFG_CHECK_ALL_FIELDS(Element, 0);
  HFG_CHECK_ALL_FIELDS(General, 0);
  HFG_CHECK_ALL_FIELDS(Command, 0);
  HFG_CHECK_ALL_FIELDS(Army, 0);
  HFG_CHECK_ALL_FIELDS(Side, 0);
  HFG_CHECK_ALL_FIELDS(ScenarioSettings, 0);
  HFG_CHECK_ALL_FIELDS(ForcePlacement, 0);
  HFG_CHECK_ALL_FIELDS(Reinforcement, 0);
  HFG_CHECK_ALL_FIELDS(Objective, 0);
  HFG_CHECK_ALL_FIELDS(VictoryRule, 0);
  HFG_CHECK_ALL_FIELDS(ScenarioSide, 1);  // the orbat lives in its own file
  HFG_CHECK_ALL_FIELDS(Scenario, 1);      // the map lives in its own file
  HFG_CHECK_ALL_FIELDS(Weather, 0);
  HFG_CHECK_ALL_FIELDS(Location, 0);
  HFG_CHECK_ALL_FIELDS(ElementState, 0);
  HFG_CHECK_ALL_FIELDS(Force, 0);
  HFG_CHECK_ALL_FIELDS(CampaignEvent, 0);
  HFG_CHECK_ALL_FIELDS(CampaignState, 0);
}
