// Balance-study shards as files (hfg-balance-part), their merge, and the report as text or JSON.
#pragma once

#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include "app/cli/campaign_balance.h"

namespace hfg::cli {

/// Writes a study or shard with every run's result ("format": "hfg-balance-part").
void writeBalancePart(const BalanceStudy& study, std::ostream& out);
/// Reads one part file. Throws LoadError naming the file and field for anything malformed.
BalanceStudy readBalancePart(const std::filesystem::path& file);

/// The parts of one study combined into the whole study, runs in run order. Throws
/// std::invalid_argument when the parts belong to different studies (scenario, seed, days, runs,
/// shard count), a shard is given twice or missing, or a run is missing or repeated.
BalanceStudy mergeBalanceParts(const std::vector<BalanceStudy>& parts);

/// The report for a designer: each side's win probability with its interval, points, losses.
std::string describeBalance(const BalanceReport& report);
void writeBalanceJson(const BalanceReport& report, std::ostream& out);

}  // namespace hfg::cli
