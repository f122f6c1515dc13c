// The name and current version of each file format hfg reads and writes.
#pragma once

#include <string_view>

namespace hfg::io {

/// Every file carries `"format": name` and `"format_version": N` (docs/formats.md).
struct FileFormat {
  std::string_view name;
  int currentVersion;
};

inline constexpr FileFormat kScenarioFormat{"hfg-scenario", 1};
inline constexpr FileFormat kMapFormat{"hfg-map", 1};
inline constexpr FileFormat kOrbatFormat{"hfg-orbat", 1};
inline constexpr FileFormat kCampaignStateFormat{"hfg-campaign-state", 5};
inline constexpr FileFormat kTableFormat{"hfg-table", 1};
inline constexpr FileFormat kOrdersFormat{"hfg-orders", 1};
inline constexpr FileFormat kSideViewFormat{"hfg-side-view", 1};
inline constexpr FileFormat kBattleSetupCampaignFormat{"hfg-battle-setup-campaign", 1};
inline constexpr FileFormat kBattleResultFormat{"hfg-battle-result", 1};

/// The eight bytes that open a binary file; the first is not ASCII, so no JSON file starts so.
inline constexpr std::string_view kBinaryMagic{"\x89HFGBIN\n", 8};

}  // namespace hfg::io
