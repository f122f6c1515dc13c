// Where the editor writes what is the user's: campaign states, autosaves, exports (XDG on Linux).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace hfg {

/// The user's data folder: $XDG_DATA_HOME/hfg, else $HOME/.local/share/hfg, else the current
/// folder's `hfg-data` (no home at all). Not created here.
std::filesystem::path userDataFolder();

/// Where new campaign states go: userDataFolder()/campaigns. Created on demand by the savers.
std::filesystem::path campaignsFolder();

/// Where a side's view and signed orders are exported for email: userDataFolder()/mail.
std::filesystem::path mailFolder();

/// A state file name not yet taken in campaignsFolder() for a campaign of `scenarioFile`:
/// "<scenario folder>-<YYYY-MM-DD>.json", then "-2", "-3"... (never the scenario's own folder).
std::filesystem::path newCampaignStatePath(const std::filesystem::path& scenarioFile);

/// Campaign state files opened or saved recently, newest first, kept in
/// userDataFolder()/recent-campaigns.txt (one path a line). Missing or unreadable: none.
std::vector<std::string> loadRecentCampaigns();
/// Puts `path` first and writes the list back (atomically); a failure to write is ignored
/// (the list is a convenience, never data).
std::vector<std::string> rememberRecentCampaign(const std::string& path);

/// A folder-safe name for a document: its stem and a hash of its full path ("scenario-1f0c..."),
/// so two scenarios called scenario.json keep their autosaves and layouts apart.
std::string documentKey(const std::filesystem::path& document);

/// True once the welcome panel has been closed on this machine (a marker in the data folder).
bool welcomeSeen();
void markWelcomeSeen();

}  // namespace hfg
