// The registry of per-version upgrade steps applied to a parsed JSON document before loading.
#pragma once

// cereal's json.hpp must come before any rapidjson header: it makes RAPIDJSON_ASSERT throw.
#include <cereal/archives/json.hpp>

#include <rapidjson/document.h>

#include <filesystem>
#include <string_view>
#include <vector>

#include "core/io/file_format.h"

namespace hfg::io {

/// Upgrades a document of `format` from `fromVersion` to `fromVersion + 1`. Steps must cope with
/// documents of the wrong shape (leave them alone: the loader reports the problem afterwards).
struct Migration {
  std::string_view format;
  int fromVersion;
  std::string_view summary;  ///< what changed, for docs/formats.md and `hfg validate`
  /// Null when version N+1 only added optional fields, so an N file needs no change.
  void (*upgrade)(rapidjson::Document& document);
};

/// Every step, in no particular order.
const std::vector<Migration>& migrationRegistry();

/// Applies the steps from `version` up to `format.currentVersion` in order and sets
/// "format_version" to the current version. Throws LoadError if a step is missing.
void migrateDocument(rapidjson::Document& document, const FileFormat& format, int version,
                     const std::filesystem::path& file);

}  // namespace hfg::io
