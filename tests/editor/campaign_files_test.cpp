// Issue 25: where the editor writes (the user's data folder), a campaign's copy of its scenario, UI scripts.
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <filesystem>
#include <stdexcept>
#include <string>

#include "core/io/campaign_io.h"
#include "core/io/scenario_io.h"
#include "editor/shell/autosave.h"
#include "editor/campaign/campaign_files.h"
#include "editor/shell/ui_script.h"
#include "editor/shell/user_data.h"
#include "editor/shell/workspace.h"
#include "tests/editor/imgui_headless.h"
#include "tests/paths/test_paths.h"

namespace hfg {
namespace {

/// XDG_DATA_HOME set for one test case, restored after.
struct DataHome {
  std::string old;
  bool had = false;
  std::filesystem::path folder;
  explicit DataHome(const std::string& name)
      : folder(std::filesystem::temp_directory_path() / name) {
    if (const char* value = std::getenv("XDG_DATA_HOME")) old = value, had = true;
    std::filesystem::remove_all(folder);
    ::setenv("XDG_DATA_HOME", folder.c_str(), 1);
  }
  ~DataHome() {
    if (had)
      ::setenv("XDG_DATA_HOME", old.c_str(), 1);
    else
      ::unsetenv("XDG_DATA_HOME");
    std::filesystem::remove_all(folder);
  }
};

const std::string kSaalfeld =
    hfg::testpaths::sourceDir().string() + "/campaigns/saalfeld-1806/scenario.json";

}  // namespace

TEST_CASE(
    "user data folder: XDG_DATA_HOME/hfg, else ~/.local/share/hfg; a relative XDG path does not "
    "count") {
  DataHome home("hfg_xdg_test");
  CHECK(userDataFolder() == home.folder / "hfg");
  CHECK(campaignsFolder() == home.folder / "hfg" / "campaigns");
  ::setenv("XDG_DATA_HOME", "relative/path", 1);
  const char* user = std::getenv("HOME");
  if (user) CHECK(userDataFolder() == std::filesystem::path(user) / ".local" / "share" / "hfg");
}

TEST_CASE(
    "new campaign state names are free names in the campaigns folder, never the scenario's "
    "folder") {
  DataHome home("hfg_xdg_names");
  const auto first = newCampaignStatePath(kSaalfeld);
  CHECK(first.parent_path() == campaignsFolder());
  CHECK(first.filename().string().rfind("saalfeld-1806-", 0) == 0);
  std::filesystem::create_directories(first.parent_path());
  std::ofstream(first) << "{}";
  const auto second = newCampaignStatePath(kSaalfeld);
  CHECK(second != first);
  CHECK(second.filename().string().find("-2.json") != std::string::npos);
}

TEST_CASE("recent campaigns: newest first, no repeats, kept in the data folder") {
  DataHome home("hfg_xdg_recent");
  CHECK(loadRecentCampaigns().empty());
  rememberRecentCampaign("/a.json");
  rememberRecentCampaign("/b.json");
  const auto list = rememberRecentCampaign("/a.json");
  REQUIRE(list.size() == 2);
  CHECK(list.front() == "/a.json");
  CHECK(loadRecentCampaigns() == list);
  CHECK_FALSE(welcomeSeen());
  markWelcomeSeen();
  CHECK(welcomeSeen());
}

TEST_CASE("a scenario's autosave goes to the data folder, not beside the scenario") {
  DataHome home("hfg_xdg_autosave");
  const auto path = autosavePathFor(kSaalfeld);
  CHECK(path.string().rfind((home.folder / "hfg" / "autosave").string(), 0) == 0);
  CHECK(path.filename() == "scenario.json");
  CHECK(autosavePathFor("/x/scenario.json") != autosavePathFor("/y/scenario.json"));
}

TEST_CASE("a state saved away from its scenario names a copy beside it; below it, the original") {
  const auto folder = std::filesystem::temp_directory_path() / "hfg_campaign_copy";
  std::filesystem::remove_all(folder);
  const Scenario scenario = loadScenario(kSaalfeld);
  std::string note;
  const auto state = folder / "elsewhere" / "my-campaign.json";
  const std::string named = scenarioFileForState(scenario, kSaalfeld, state, note);
  CHECK(named == "my-campaign.scenario/scenario.json");
  CHECK(note.empty());
  const Scenario copy = loadScenario(folder / "elsewhere" / named);
  CHECK(copy.map.nodes.size() == scenario.map.nodes.size());
  CHECK(copy.sides.size() == scenario.sides.size());
  // A state beside the scenario names it directly.
  CHECK(scenarioFileForState(scenario, folder / "elsewhere" / named,
                             folder / "elsewhere" / "x.json", note) == named);
  std::filesystem::remove_all(folder);
}

TEST_CASE(
    "Campaign > New campaign by the workspace: saved at once in the data folder, listed, "
    "continued") {
  DataHome home("hfg_xdg_menu");
  test::ImGuiHeadless imgui;
  Workspace ws;
  ws.setFiles({[](const std::filesystem::path& p) { return loadScenario(p); },
               [](const Scenario& s, const std::filesystem::path& p) { saveScenario(s, p); }});
  ws.openDocument(loadScenario(kSaalfeld), kSaalfeld);
  imgui.frame([&] { ws.drawFrame(); });
  REQUIRE(ws.newCampaign());
  REQUIRE(ws.campaignPanel().session());
  REQUIRE_FALSE(ws.recentCampaigns().empty());
  const std::filesystem::path saved = ws.recentCampaigns().front();
  CHECK(saved.parent_path() == campaignsFolder());
  CHECK(loadCampaignState(saved).day == 1);
  CHECK(ws.mapCanvas().isOpen());
  CHECK(ws.campaignPanel().isOpen());
  ws.closeDocument();
  REQUIRE(ws.continueCampaign());  // opens the campaign's copy of the scenario with it
  REQUIRE(ws.document());
  CHECK(ws.document()->path().string().rfind(campaignsFolder().string(), 0) == 0);
  CHECK(ws.campaignPanel().session()->state().day == 1);
}

TEST_CASE(
    "UI scripts: steps are read with their line; a bad one is refused naming the file and line") {
  const UiScript script =
      UiScript::parse("# comment\nclick New campaign\nkey ctrl+shift+n\nwait 3\nshot a\n", "s.ui");
  REQUIRE(script.steps().size() == 4);
  CHECK(script.steps()[0].kind == UiStep::Kind::Click);
  CHECK(script.steps()[0].argument == "New campaign");
  CHECK(script.steps()[0].line == 2);
  CHECK(script.steps()[1].kind == UiStep::Kind::Key);
  CHECK_THROWS_WITH_AS(UiScript::parse("jump here\n", "s.ui"), doctest::Contains("s.ui:1"),
                       std::runtime_error);
  CHECK_THROWS_WITH_AS(UiScript::parse("key ctrl+banana\n", "s.ui"),
                       doctest::Contains("ctrl+banana"), std::runtime_error);
  CHECK_THROWS_AS(UiScript::parse("wait soon\n", "s.ui"), std::runtime_error);
}

TEST_CASE(
    "UI scripts: a click is a hover, a press and a release at the target; a missing target fails") {
  test::ImGuiHeadless imgui;
  UiScript script = UiScript::parse("click here\n", "s.ui");
  const auto find = [](const std::string& name) -> std::optional<ImVec2> {
    if (name == "here") return ImVec2{100, 50};
    return std::nullopt;
  };
  ImGuiIO& io = ImGui::GetIO();
  script.beforeFrame(io, find);
  CHECK(io.MousePos.x == 100);
  CHECK_FALSE(io.MouseDown[0]);
  script.beforeFrame(io, find);
  CHECK(io.MouseDown[0]);
  script.beforeFrame(io, find);
  CHECK_FALSE(io.MouseDown[0]);
  script.beforeFrame(io, find);
  CHECK(script.finished());
  CHECK(script.error().empty());
  UiScript missing = UiScript::parse("click nowhere\n", "s.ui");
  for (int i = 0; i <= UiScript::kTargetWaitFrames + 1; ++i) missing.beforeFrame(io, find);
  CHECK(missing.finished());
  CHECK(missing.error().find("nowhere") != std::string::npos);
}

}  // namespace hfg
