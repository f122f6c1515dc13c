// The user's data folder and the small lists kept in it (recent campaigns, the welcome marker).
#include "editor/shell/user_data.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstdio>
#include <ctime>
#include <functional>
#include <exception>
#include <sstream>
#include <system_error>

#include "core/io/atomic_file.h"

namespace hfg {
namespace {

constexpr std::size_t kMaxRecentCampaigns = 8;
constexpr std::uint64_t kMaxListBytes = 64 * 1024;

std::filesystem::path recentCampaignsFile() { return userDataFolder() / "recent-campaigns.txt"; }
std::filesystem::path welcomeMarker() { return userDataFolder() / "welcome-seen"; }

std::string today() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm local{};
  localtime_r(&now, &local);
  char text[16];
  std::strftime(text, sizeof text, "%Y-%m-%d", &local);
  return text;
}

}  // namespace

std::filesystem::path userDataFolder() {
  // XDG Base Directory: $XDG_DATA_HOME must be absolute to count.
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && xdg[0] == '/')
    return std::filesystem::path(xdg) / "hfg";
  if (const char* home = std::getenv("HOME"); home && home[0] != '\0')
    return std::filesystem::path(home) / ".local" / "share" / "hfg";
  return std::filesystem::current_path() / "hfg-data";
}

std::filesystem::path campaignsFolder() { return userDataFolder() / "campaigns"; }
std::filesystem::path mailFolder() { return userDataFolder() / "mail"; }

std::filesystem::path newCampaignStatePath(const std::filesystem::path& scenarioFile) {
  // The scenario's folder names a bundled campaign (campaigns/saalfeld-1806/scenario.json).
  std::string name = scenarioFile.parent_path().filename().string();
  if (name.empty() || name == "." || name == "..") name = scenarioFile.stem().string();
  if (name.empty()) name = "campaign";
  const std::string stem = name + "-" + today();
  std::error_code error;
  for (int n = 1;; ++n) {
    const std::filesystem::path candidate =
        campaignsFolder() / (stem + (n == 1 ? std::string() : "-" + std::to_string(n)) + ".json");
    if (!std::filesystem::exists(candidate, error)) return candidate;
  }
}

std::vector<std::string> loadRecentCampaigns() {
  std::vector<std::string> out;
  try {
    std::istringstream in(readFileBounded(recentCampaignsFile(), kMaxListBytes));
    for (std::string line; std::getline(in, line) && out.size() < kMaxRecentCampaigns;)
      if (!line.empty() && std::find(out.begin(), out.end(), line) == out.end())
        out.push_back(line);
  } catch (const std::exception&) {
    // no list yet, or unreadable: start empty
  }
  return out;
}

std::vector<std::string> rememberRecentCampaign(const std::string& path) {
  std::vector<std::string> list = loadRecentCampaigns();
  list.erase(std::remove(list.begin(), list.end(), path), list.end());
  list.insert(list.begin(), path);
  if (list.size() > kMaxRecentCampaigns) list.resize(kMaxRecentCampaigns);
  std::string text;
  for (const std::string& line : list) text += line + "\n";
  try {
    std::filesystem::create_directories(userDataFolder());
    writeFileAtomically(recentCampaignsFile(), text);
  } catch (const std::exception&) {
    // a read-only home: the list lives for this session only
  }
  return list;
}

std::string documentKey(const std::filesystem::path& document) {
  std::error_code ec;
  const std::string full = std::filesystem::absolute(document, ec).lexically_normal().string();
  char hash[17];
  std::snprintf(hash, sizeof hash, "%016zx", std::hash<std::string>{}(full));
  return document.stem().string() + "-" + hash;
}

bool welcomeSeen() {
  std::error_code error;
  return std::filesystem::exists(welcomeMarker(), error);
}

void markWelcomeSeen() {
  try {
    std::filesystem::create_directories(userDataFolder());
    writeFileAtomically(welcomeMarker(),
                        "The welcome panel was closed; delete this file to see it again.\n");
  } catch (const std::exception&) {
    // shown again next time: harmless
  }
}

}  // namespace hfg
