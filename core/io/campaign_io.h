// Loading and saving campaign states, as readable JSON or compact binary.
#pragma once

#include <filesystem>

#include "core/model/campaign_state.h"

namespace hfg {

/// JSON for reading and diffing; Binary (cereal portable binary) for large campaigns.
enum class SaveFormat { Json, Binary };

/// Loads a campaign state, telling JSON from binary by the file's first bytes.
/// `scenarioFile` must be relative to the state file and stay inside its folder.
/// Throws LoadError naming the file and field.
CampaignState loadCampaignState(const std::filesystem::path& file);

/// Saves atomically, keeping the previous file as NAME.bak. Throws SaveError.
void saveCampaignState(const CampaignState& state, const std::filesystem::path& file,
                       SaveFormat format = SaveFormat::Json);

}  // namespace hfg
