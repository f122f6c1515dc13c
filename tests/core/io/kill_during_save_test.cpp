// Crash safety: a saving process is killed with SIGKILL at random moments, 100 times per kind of
// save; afterwards each file is the old version or the new one, complete, and so is its backup.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <functional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "core/io/atomic_file.h"
#include "core/battle/hfg/io/battle_io.h"
#include "core/io/campaign_io.h"
#include "core/io/scenario_io.h"
#include "io_test_support.h"

namespace hfg {
namespace {

namespace fs = std::filesystem;

/// Saves version 0 or 1 of a document into a folder.
using SaveVersion = std::function<void(int version, const fs::path& folder)>;

constexpr int kKills = 100;

/// The bytes of every file that version `version` writes, by path inside the folder.
std::vector<std::pair<std::string, std::string>> filesOf(const SaveVersion& save, int version,
                                                         const fs::path& folder) {
  fs::remove_all(folder);
  fs::create_directories(folder);
  save(version, folder);
  std::vector<std::pair<std::string, std::string>> files;
  for (const auto& entry : fs::recursive_directory_iterator(folder))
    if (entry.is_regular_file())
      files.emplace_back(fs::relative(entry.path(), folder).string(), test::readText(entry.path()));
  return files;
}

/// True when `bytes` is one of the two versions of the file `name`.
bool isOneVersion(const std::string& name, const std::string& bytes,
                  const std::vector<std::pair<std::string, std::string>> (&versions)[2]) {
  for (const auto& files : versions)
    for (const auto& [file, contents] : files)
      if (file == name && contents == bytes) return true;
  return false;
}

/// Temporary files left in `folder`: a kill that left one landed in the middle of a save.
int temporaryFiles(const fs::path& folder) {
  int count = 0;
  for (const auto& entry : fs::recursive_directory_iterator(folder))
    if (entry.path().filename().string().find(".tmp-") != std::string::npos) ++count;
  return count;
}

/// Forks a child that saves the two versions in turn for ever, kills it after a random pause of up
/// to `maxPause`, and checks every file and backup in the folder.
void killDuringSaves(const std::string& kind, const SaveVersion& save,
                     std::chrono::microseconds maxPause) {
  test::ScratchFolder scratch("kill_" + kind);
  const std::vector<std::pair<std::string, std::string>> versions[2] = {
      filesOf(save, 0, scratch / "v0"), filesOf(save, 1, scratch / "v1")};
  const fs::path folder = scratch / "live";
  fs::create_directories(folder);
  save(0, folder);
  save(1, folder);  // now every file has a backup
  std::mt19937 random(20261201);
  std::uniform_int_distribution<long> pause(0, maxPause.count());
  for (int kill = 0; kill < kKills; ++kill) {
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      try {
        for (int version = kill % 2;; version = 1 - version) save(version, folder);
      } catch (...) {
        ::_exit(3);
      }
    }
    std::this_thread::sleep_for(std::chrono::microseconds(pause(random)));
    ::kill(child, SIGKILL);
    int status = 0;
    ::waitpid(child, &status, 0);
    REQUIRE(WIFSIGNALED(status));  // killed while saving, not failed on its own
    for (const auto& file : versions[0]) {
      const std::string& name =
          file.first;  // not a structured binding: INFO captures it (clang 14)
      INFO(kind << " kill " << kill << ": " << name);
      CHECK(isOneVersion(name, test::readText(folder / name), versions));
      CHECK(isOneVersion(name, test::readText(backupPathOf(folder / name)), versions));
    }
  }
  // Evidence that the kills fell inside saves, not only between them.
  MESSAGE(kind << ": " << temporaryFiles(folder) << " of " << kKills
               << " kills interrupted a write");
  CHECK(temporaryFiles(folder) > 0);
}

}  // namespace

TEST_CASE(
    "a campaign save killed at random moments leaves the old or the new state, and its backup") {
  CampaignState state = test::fullCampaignState();
  killDuringSaves(
      "campaign_json",
      [&](int version, const fs::path& folder) {
        state.day = 3 + version;
        saveCampaignState(state, folder / "state.json");
      },
      std::chrono::microseconds(20000));
  killDuringSaves(
      "campaign_binary",
      [&](int version, const fs::path& folder) {
        state.day = 3 + version;
        saveCampaignState(state, folder / "state.hfgb", SaveFormat::Binary);
      },
      std::chrono::microseconds(20000));
}

TEST_CASE(
    "a battle save killed at random moments leaves the old or the new battle, and its backup") {
  io::BattleSave save;
  save.title = "kill test";
  save.setup = io::loadBattleSetup(test::fixture("battles/cavalry_clash.setup.json"));
  killDuringSaves(
      "battle",
      [&](int version, const fs::path& folder) {
        save.seed = 7 + static_cast<std::uint64_t>(version);
        save.bounds.assign(static_cast<std::size_t>(version) + 1, io::SavedBound{});
        io::saveBattleSave(save, folder / "battle.json");
      },
      std::chrono::microseconds(20000));
}

TEST_CASE("an autosave or a map import killed at random moments leaves whole files and backups") {
  Scenario scenario = test::fullScenario();
  // The editor's autosave and `hfg map import` both end in these savers.
  killDuringSaves(
      "scenario",
      [&](int version, const fs::path& folder) {
        scenario.name = version == 0 ? "before" : "after";
        saveScenario(scenario, folder / "scenario.json");
      },
      std::chrono::microseconds(20000));
  killDuringSaves(
      "map",
      [&](int version, const fs::path& folder) {
        scenario.map.name = version == 0 ? "before" : "after";
        saveMap(scenario.map, folder / "map.json");
      },
      std::chrono::microseconds(20000));
}

}  // namespace hfg
