// PNG output, and the hfg-editor executable end to end: exit codes and a real screenshot.
#include "editor/shell/screenshot.h"

#include "core/battle/hfg/io/battle_io.h"
#include "core/io/campaign_io.h"
#include "editor/battle/hot_seat_battle.h"

#include <doctest/doctest.h>
#include <stb_image.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "tests/case_needs.h"
#include "tests/editor/screenshot_check.h"
#include "tests/paths/test_paths.h"

namespace hfg {
namespace {

std::filesystem::path tempPath(const std::string& name) {
  return std::filesystem::temp_directory_path() /
         ("hfg_editor_test_" + std::to_string(::getpid()) + "_" + name);
}

struct RunResult {
  int exitCode = -1;
  std::string output;  ///< stdout and stderr together
};

RunResult run(const std::string& command) {
  const auto log = tempPath("run.log");
  const int status = std::system((command + " >" + log.string() + " 2>&1").c_str());
  RunResult result;
  if (WIFEXITED(status)) result.exitCode = WEXITSTATUS(status);
  std::ifstream in(log);
  std::stringstream text;
  text << in.rdbuf();
  result.output = text.str();
  std::filesystem::remove(log);
  return result;
}

const std::string kEditor = hfg::testpaths::editorExe().string();

/// hfg-editor with `args` under Xvfb, writing `png` at width x height.
RunResult screenshot(const std::string& args, const std::filesystem::path& png, int width,
                     int height) {
  return run(test::kXvfbRun + kEditor + " " + args + " --screenshot " + png.string() + " --width " +
             std::to_string(width) + " --height " + std::to_string(height));
}

}  // namespace

TEST_CASE("png: rows are flipped from OpenGL's bottom-up order and alpha made opaque") {
  // 2x2: bottom row red, green; top row blue, white (alpha 0 must become 255).
  const std::vector<std::uint8_t> bottomUp{255, 0, 0,   0,   0,   255, 0,   10,
                                           0,   0, 255, 255, 255, 255, 255, 0};
  const auto file = tempPath("flip.png");
  writePngBottomUp(file, 2, 2, bottomUp);
  int w = 0, h = 0, n = 0;
  unsigned char* px = stbi_load(file.string().c_str(), &w, &h, &n, 4);
  REQUIRE(px);
  CHECK(w == 2);
  CHECK(h == 2);
  const std::vector<std::uint8_t> got(px, px + 16);
  stbi_image_free(px);
  const std::vector<std::uint8_t> topDown{0,   0, 255, 255, 255, 255, 255, 255,
                                          255, 0, 0,   255, 0,   255, 0,   255};
  CHECK(got == topDown);
  std::filesystem::remove(file);
}

TEST_CASE("png: a buffer of the wrong size is refused with the file name") {
  const auto file = tempPath("bad.png");
  CHECK_THROWS_WITH_AS(writePngBottomUp(file, 2, 2, std::vector<std::uint8_t>(15)),
                       doctest::Contains(file.string().c_str()), std::runtime_error);
  CHECK_THROWS_AS(writePngBottomUp(file, 0, 2, {}), std::runtime_error);
  CHECK_FALSE(std::filesystem::exists(file));
}

TEST_CASE("hfg-editor: without a usable video driver it explains and exits 3") {
  const RunResult r = run("SDL_VIDEODRIVER=nonesuch " + kEditor + " --demo");
  CHECK(r.exitCode == 3);
  CHECK(r.output.find("cannot open a window") != std::string::npos);
}

TEST_CASE("hfg-editor: the offscreen driver is no display for a person; exits 3") {
  const RunResult r = run("SDL_VIDEODRIVER=offscreen " + kEditor + " --demo");
  CHECK(r.exitCode == 3);
  CHECK(r.output.find("no display") != std::string::npos);
}

TEST_CASE("hfg-editor: usage errors exit 2") {
  CHECK(run(kEditor + " --frames 0").exitCode == 2);
  CHECK(run(kEditor + " --demo some.json").exitCode == 2);  // a file and --demo exclude
  const RunResult r = run(kEditor + " --demo --panel nonesuch");
  CHECK(r.exitCode == 2);
  CHECK(r.output.find("map, orbat") != std::string::npos);
  // A UI script that cannot be read, or has a bad step, is a usage error naming the file and line.
  const RunResult script = run(kEditor + " --ui-script /nonexistent/steps.ui");
  CHECK(script.exitCode == 2);
  CHECK(script.output.find("/nonexistent/steps.ui") != std::string::npos);
  const auto bad = tempPath("bad.ui");
  std::ofstream(bad) << "wait 1\nfly away\n";
  const RunResult badStep = run(kEditor + " --ui-script " + bad.string());
  CHECK(badStep.exitCode == 2);
  CHECK(badStep.output.find(bad.string() + ":2") != std::string::npos);
  std::filesystem::remove(bad);
}

TEST_CASE("hfg-editor: a scenario that fails to load is named in the message; exit 1") {
  const auto file = tempPath("scenario.json");
  std::ofstream(file) << "{}";
  const RunResult r =
      run(kEditor + " " + file.string() + " --screenshot " + tempPath("never.png").string());
  CHECK(r.exitCode == 1);
  CHECK(r.output.find(file.string()) != std::string::npos);
  // `{}` is not a scenario: the loader's message says what the file lacks.
  CHECK(r.output.find("format") != std::string::npos);
  std::filesystem::remove(file);
  const RunResult missing = run(kEditor + " /nonexistent/x.json --screenshot /tmp/never.png");
  CHECK(missing.exitCode == 1);
  CHECK(missing.output.find("/nonexistent/x.json: no such file") != std::string::npos);
}

// Run by the `editor_screenshot` ctest entry (--no-skip); skipped in the plain test_editor run.
TEST_CASE("screenshot: hfg-editor --demo under Xvfb writes a full-size, non-blank PNG" *
          doctest::test_suite("screenshot") HFG_NAMED_NEEDS("xvfb-run")) {
  const auto png = tempPath("demo.png");
  const RunResult r = screenshot("--demo", png, 1280, 800);
  INFO(r.output);
  REQUIRE(r.exitCode == 0);
  const test::RgbImage image = test::loadRgbPng(png);
  REQUIRE(!image.rgb.empty());
  CHECK(image.width == 1280);
  CHECK(image.height == 800);
  CHECK(test::distinctColours(image) >
        200);  // text, anti-aliased lines and terrain fills, not a cleared buffer
  std::filesystem::remove(png);
}

// One ctest entry per main panel (editor_screenshot_<panel>), with the panel in
// HFG_SCREENSHOT_PANEL; skipped in the plain test_editor run.
TEST_CASE("screenshot: one panel of the bundled campaign, full size, is a real render" *
          doctest::test_suite("screenshot") HFG_NAMED_NEEDS("xvfb-run $HFG_SCREENSHOT_PANEL")) {
  const char* panel = std::getenv("HFG_SCREENSHOT_PANEL");
  REQUIRE(panel);  // a need of the case: tests/doctest_main.cpp leaves it out, skipped, when unset
  const auto png = tempPath(std::string("panel_") + panel + ".png");
  const std::string scenario =
      hfg::testpaths::sourceDir().string() + "/campaigns/default/scenario.json";
  const RunResult r = screenshot(scenario + " --panel " + panel, png, 900, 700);
  INFO(r.output);
  REQUIRE(r.exitCode == 0);
  const test::RgbImage image = test::loadRgbPng(png);
  REQUIRE(!image.rgb.empty());
  CHECK(image.width == 900);
  CHECK(image.height == 700);
  CHECK(test::distinctColours(image) > 30);  // anti-aliased text at least: not a cleared buffer
  std::filesystem::remove(png);
}

TEST_CASE("screenshot: the campaign runner on Saalfeld 1806 (hand-over, orders, result form)" *
          doctest::test_suite("screenshot") HFG_NAMED_NEEDS("xvfb-run $HFG_SCREENSHOT_CAMPAIGN")) {
  const char* stage = std::getenv("HFG_SCREENSHOT_CAMPAIGN");
  REQUIRE(stage);  // a need of the case: tests/doctest_main.cpp leaves it out, skipped, when unset
  const char* keep = std::getenv("HFG_SCREENSHOT_KEEP");  // a folder to keep the PNG in
  const auto png = keep ? std::filesystem::path(keep) / (std::string("campaign-") + stage + ".png")
                        : tempPath(std::string("campaign_") + stage + ".png");
  const std::string scenario =
      hfg::testpaths::sourceDir().string() + "/campaigns/saalfeld-1806/scenario.json";
  const RunResult r =
      screenshot(scenario + " --panel campaign --campaign " + stage, png, 1280, 800);
  INFO(r.output);
  REQUIRE(r.exitCode == 0);
  const test::RgbImage image = test::loadRgbPng(png);
  REQUIRE(!image.rgb.empty());
  CHECK(image.width == 1280);
  CHECK(image.height == 800);
  CHECK(test::distinctColours(image) > 30);  // text and markers: not a cleared buffer
  if (!keep) std::filesystem::remove(png);
}

// The battle panel mid-replay (editor_screenshot_battle_<stage>); docs/editor.md "Battles".
TEST_CASE("screenshot: the battle panel mid-replay shows both sides' elements" *
          doctest::test_suite("screenshot") HFG_NAMED_NEEDS("xvfb-run $HFG_SCREENSHOT_BATTLE")) {
  const char* stage = std::getenv("HFG_SCREENSHOT_BATTLE");
  REQUIRE(stage);  // a need of the case: tests/doctest_main.cpp leaves it out, skipped, when unset
  const std::string fixtures = hfg::testpaths::sourceDir().string() + "/tests/fixtures/battles/";
  std::string args;
  if (std::string(stage) == "replay")  // the river crossing after bound 3, a combat pinned
    args = "--battle " + fixtures + "river_crossing.setup.json --script " + fixtures +
           "river_crossing.script.json --bound 3 --combat";
  else if (std::string(stage) == "clash")  // the cavalry clash after its one bound
    args = "--battle " + fixtures + "cavalry_clash.setup.json --script " + fixtures +
           "cavalry_clash.script.json --bound 1 --combat";
  else if (std::string(stage) == "campaign")  // Saalfeld 1806's first meeting played here
    args = hfg::testpaths::sourceDir().string() +
           "/campaigns/saalfeld-1806/scenario.json --campaign battle";
  else if (std::string(stage) == "movearea") {
    // The French PIPs thrown, saved half-way, reopened with the Cuirassiers selected.
    HotSeatBattle game(io::loadBattleSetup(fixtures + "cavalry_clash.setup.json"), 1);
    game.rollPips();
    io::saveBattleSave(game.toSave("cavalry clash"), tempPath("movearea.save.json"));
    args = "--open-battle " + tempPath("movearea.save.json").string() + " --battle-select fr-c1";
  } else  // "hotseat": the cavalry clash deployed, waiting for the French PIP throw
    args = "--battle " + fixtures + "cavalry_clash.setup.json";
  const char* keep = std::getenv("HFG_SCREENSHOT_KEEP");
  const auto png = keep ? std::filesystem::path(keep) / (std::string("battle-") + stage + ".png")
                        : tempPath(std::string("battle_") + stage + ".png");
  const RunResult r = screenshot(args, png, 1280, 800);
  INFO(r.output);
  REQUIRE(r.exitCode == 0);
  const test::RgbImage image = test::loadRgbPng(png);
  REQUIRE(!image.rgb.empty());
  CHECK(image.width == 1280);
  CHECK(image.height == 800);
  // Both side colours (editor/battle/battle_view.h defaults; a campaign's come from its orbats).
  const bool campaign = std::string(stage) == "campaign";
  const int blueRgb[3] = {campaign ? 0x2b : 45, campaign ? 0x4f : 85, campaign ? 0xb8 : 200};
  const int redRgb[3] = {campaign ? 0x1a : 200, campaign ? 0x1a : 45, campaign ? 0x1a : 40};
  bool blue = false, red = false;
  for (std::size_t i = 0; i + 2 < image.rgb.size(); i += 3) {
    const int pr = image.rgb[i], pg = image.rgb[i + 1], pb = image.rgb[i + 2];
    blue = blue || (pr == blueRgb[0] && pg == blueRgb[1] && pb == blueRgb[2]);
    red = red || (pr == redRgb[0] && pg == redRgb[1] && pb == redRgb[2]);
  }
  // The move area's 1-PIP green (editor/battle/battle_view.cpp, alpha 95) over the table cloth.
  std::size_t shaded = 0;
  const auto blend = [](int over, int under) { return (over * 95 + under * (255 - 95)) / 255; };
  const int areaRgb[3] = {blend(40, 196), blend(190, 214), blend(60, 160)};
  for (std::size_t i = 0; i + 2 < image.rgb.size(); i += 3)
    if (std::abs(image.rgb[i] - areaRgb[0]) <= 4 && std::abs(image.rgb[i + 1] - areaRgb[1]) <= 4 &&
        std::abs(image.rgb[i + 2] - areaRgb[2]) <= 4)
      ++shaded;
  CHECK(blue);
  CHECK(red);
  if (std::string(stage) == "movearea") {
    CHECK(shaded > 5000);
    std::filesystem::remove(tempPath("movearea.save.json"));
  }
  if (!keep) std::filesystem::remove(png);
}

}  // namespace hfg

namespace hfg {

// Issue 25 (editor_ui_campaign_two_days): the real editor under Xvfb, driven by synthetic clicks
// and keys only (tests/editor/ui/two_days_*.ui), from start-up to the end of day 2, through the
// menu bar: the welcome panel, the tutorial, Campaign > New campaign, two sides' orders on the
// map, Campaign > Save campaign, quit, start again, Campaign > Continue, day 2, F5.
TEST_CASE(
    "ui: a new user from start-up to the end of day 2 by the menu bar (start play save continue)" *
    doctest::test_suite("screenshot") HFG_NAMED_NEEDS("xvfb-run")) {
  const std::filesystem::path work = std::filesystem::temp_directory_path() / "hfg_ui_two_days";
  std::filesystem::remove_all(work);
  std::filesystem::create_directories(work / "data");
  const char* keep = std::getenv("HFG_SCREENSHOT_KEEP");
  const std::filesystem::path shots = keep ? std::filesystem::path(keep) : work / "shots";
  std::filesystem::create_directories(shots);
  const std::string source = hfg::testpaths::sourceDir().string();
  const std::filesystem::path bundled =
      std::filesystem::path(source) / "campaigns" / "saalfeld-1806";
  auto listing = [&] {
    std::set<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(bundled))
      names.insert(entry.path().filename().string());
    return names;
  };
  const std::set<std::string> before = listing();
  auto play = [&](const std::string& script) {
    return run("XDG_DATA_HOME=" + (work / "data").string() + " HFG_CAMPAIGNS=" + source +
               "/campaigns " + test::kXvfbRun + kEditor + " --ui-script " + source +
               "/tests/editor/ui/" + script + " --ui-shots " + shots.string() +
               " --width 1600 --height 1000");
  };
  const RunResult first = play("two_days_1.ui");
  INFO(first.output);
  REQUIRE(first.exitCode == 0);
  const RunResult second = play("two_days_2.ui");
  INFO(second.output);
  REQUIRE(second.exitCode == 0);

  // The campaign went to the user's data folder, was listed as recent, and is at dawn of day 3.
  std::ifstream recent(work / "data" / "hfg" / "recent-campaigns.txt");
  std::string stateFile;
  std::getline(recent, stateFile);
  INFO(stateFile);
  REQUIRE_FALSE(stateFile.empty());
  CHECK(stateFile.rfind((work / "data" / "hfg" / "campaigns").string(), 0) == 0);
  const CampaignState state = loadCampaignState(stateFile);
  CHECK(state.day == 3);
  CHECK(state.forces.size() >= 6);
  CHECK(listing() == before);  // nothing written into the bundled campaign's folder
  for (const char* shot :
       {"campaign-ui-01-welcome", "campaign-ui-05-orders", "campaign-ui-10-dawn-day3"}) {
    const test::RgbImage image = test::loadRgbPng(shots / (std::string(shot) + ".png"));
    INFO(shot);
    REQUIRE_FALSE(image.rgb.empty());
    CHECK(image.width == 1600);
    CHECK(test::distinctColours(image) > 30);
  }
  if (!keep) std::filesystem::remove_all(work);
}

}  // namespace hfg
