// Saving a hot-seat battle half-way and reopening it: same state, same next dice; tampered, corrupt and oversized files refused with file and field.
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "core/battle/hfg/bound/state_digest.h"
#include "core/io/atomic_file.h"
#include "core/battle/hfg/io/battle_io.h"
#include "core/io/campaign_io.h"
#include "core/io/load_error.h"
#include "core/io/scenario_io.h"
#include "editor/campaign/campaign_battle_link.h"
#include "editor/campaign/campaign_stage.h"
#include "editor/battle/hot_seat_battle.h"
#include "editor/shell/workspace.h"
#include "tests/editor/imgui_headless.h"
#include "tests/paths/test_paths.h"

namespace hfg {
namespace {

std::filesystem::path tempFile(const std::string& name) {
  return std::filesystem::temp_directory_path() /
         ("hfg_hotseat_save_" + std::to_string(::getpid()) + "_" + name);
}

void writeAll(const std::filesystem::path& file, const std::string& text) {
  std::ofstream(file) << text;
}

battle::BattleSetup cavalryClash() {
  return io::loadBattleSetup(hfg::testpaths::sourceDir().string() +
                             "/tests/fixtures/battles/cavalry_clash.setup.json");
}

battle::MoveOrder charge() {
  battle::MoveOrder o;
  o.elementIds = {"fr-c1", "fr-c2"};
  o.path = {{5200, 2200}};
  return o;
}

/// Bound 1: the French charge and fight; bound 2: the Austrians stand; bound 3: the French have
/// thrown their PIPs and given one order, and the bound is still in play.
HotSeatBattle playedHalfWay(std::uint64_t& seedOut) {
  const battle::BattleSetup setup = cavalryClash();
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    HotSeatBattle game(setup, seed);
    game.rollPips();
    if (!game.check(charge()).legal()) continue;
    REQUIRE_FALSE(game.commit(charge()));
    game.endMoves();
    if (game.step() != HotSeatStep::RollPips) continue;
    game.rollPips();
    game.endMoves();
    if (game.step() != HotSeatStep::RollPips) continue;
    game.rollPips();
    battle::MoveOrder turn;
    turn.elementIds = {"fr-cp"};
    turn.action = battle::MoveAction::Turn;
    turn.finalHeadingDeg = 60;
    if (!game.check(turn).legal()) continue;
    REQUIRE_FALSE(game.commit(turn));
    seedOut = seed;
    return game;
  }
  FAIL("no seed plays three bounds of the cavalry clash");
  return HotSeatBattle(setup, 1);
}

}  // namespace

TEST_CASE("hot seat save: bounds played, saved, reopened: the same state and the same next dice") {
  std::uint64_t seed = 0;
  HotSeatBattle game = playedHalfWay(seed);
  REQUIRE(game.history().bounds() == 2);
  const auto file = tempFile("half.json");
  io::saveBattleSave(game.toSave("cavalry clash"), file);

  const io::BattleSave save = io::loadBattleSave(file);
  CHECK(save.title == "cavalry clash");
  CHECK(save.seed == seed);
  REQUIRE(save.bounds.size() == 3);
  CHECK(save.bounds[0].orders.size() == 1);
  CHECK(save.bounds[0].movesEnded);
  CHECK_FALSE(save.bounds[2].movesEnded);
  const auto reopened = HotSeatBattle::fromSave(save, file);
  CHECK(battle::battleStateDigest(reopened->current()) ==
        battle::battleStateDigest(game.current()));
  CHECK(reopened->diceState() == game.diceState());
  CHECK(reopened->step() == HotSeatStep::Moving);
  CHECK(reopened->history().bounds() == 2);
  REQUIRE(reopened->orders().size() == 1);
  CHECK(reopened->canUndo() == game.canUndo());
  // Play on both: the same dice come, so the same battle.
  game.endMoves();
  reopened->endMoves();
  game.rollPips();
  reopened->rollPips();
  CHECK(reopened->current().pipsLeftOf("au1") == game.current().pipsLeftOf("au1"));
  CHECK(battle::battleStateDigest(reopened->current()) ==
        battle::battleStateDigest(game.current()));
  // A second save keeps the first as NAME.bak (atomic write, core/io).
  io::saveBattleSave(game.toSave("cavalry clash"), file);
  CHECK(std::filesystem::exists(backupPathOf(file)));
  std::filesystem::remove(file);
  std::filesystem::remove(backupPathOf(file));
}

TEST_CASE("hot seat save: a tampered or corrupt file is refused naming the file and the field") {
  std::uint64_t seed = 0;
  const HotSeatBattle game = playedHalfWay(seed);
  const std::string good = io::battleSaveToJson(game.toSave("clash"));
  const auto file = tempFile("bad.json");
  const auto refusal = [&](const std::string& text) -> std::string {
    writeAll(file, text);
    try {
      const io::BattleSave save = io::loadBattleSave(file);
      HotSeatBattle::fromSave(save, file);
    } catch (const LoadError& e) {
      return e.what();
    }
    return "";
  };
  // `from` replaced by `to` at its first place after `anchor`.
  const auto replaced = [&](const std::string& anchor, const std::string& from,
                            const std::string& to) {
    std::string text = good;
    const auto start = text.find(anchor);
    REQUIRE_MESSAGE(start != std::string::npos, anchor);
    const auto at = text.find(from, start);
    REQUIRE_MESSAGE(at != std::string::npos, from);
    return text.replace(at, from.size(), to);
  };
  SUBCASE("an order moved further than the rules allow: the engine refuses it on replay") {
    const std::string why = refusal(replaced("\"bounds\"", "2200", "3900"));
    CHECK(why.find(file.string()) != std::string::npos);
    CHECK(why.find("bounds[0].orders[0]") != std::string::npos);
    CHECK(why.find("refuses this order on replay") != std::string::npos);
  }
  SUBCASE("the recorded state does not match what the replay gives") {
    const std::string digest = game.toSave().stateDigest;
    const std::string other =
        std::string(digest.substr(0, 63)) + (digest.back() == '0' ? "1" : "0");
    const std::string why = refusal(replaced("\"state_digest\"", digest, other));
    CHECK(why.find("state_digest") != std::string::npos);
    CHECK(why.find("not the battle that was saved") != std::string::npos);
  }
  SUBCASE("a bound in the middle still in play") {
    const std::string why = refusal(replaced("\"moves_ended\"", "true", "false"));
    CHECK(why.find("bounds[0].moves_ended") != std::string::npos);
  }
  SUBCASE("cut short") {
    const std::string why = refusal(good.substr(0, good.size() / 2));
    CHECK(why.find(file.string()) != std::string::npos);
  }
  SUBCASE("no seed") {
    const std::string why = refusal(replaced("\"seed\"", "\"seed\"", "\"sead\""));
    CHECK(why.find("seed") != std::string::npos);
  }
  SUBCASE("larger than a battle save may be") {
    writeAll(file, std::string(io::kMaxBattleSaveBytes + 1, ' '));
    CHECK_THROWS_AS(io::loadBattleSave(file), LoadError);
  }
  std::filesystem::remove(file);
}

TEST_CASE(
    "hot seat save: Battle > Save battle and Open battle through the panel and the workspace") {
  test::ImGuiHeadless imgui;
  Workspace ws;
  REQUIRE(ws.showOnly("battle"));
  BattlePanel& panel = ws.battlePanel();
  const auto frames = [&](int n) {
    for (int i = 0; i < n; ++i) imgui.frame([&] { ws.drawFrame(); });
  };
  const auto file = tempFile("panel.json");
  CHECK(panel.saveBattle(file).find("No hot-seat battle") == 0);
  ws.browseSaveBattle();  // nothing to save: no browser
  CHECK_FALSE(ws.fileBrowser().isOpen());
  panel.playHotSeat(cavalryClash(), 7, "clash");
  frames(2);
  ws.browseSaveBattle();
  CHECK(ws.fileBrowser().isOpen());
  CHECK(ws.fileBrowser().fileName() == "battle.save.json");
  ws.fileBrowser().close();
  frames(1);
  panel.hotSeat()->rollPips();
  frames(1);
  const std::string digest = battle::battleStateDigest(panel.hotSeat()->current());
  REQUIRE(panel.saveBattle(file) == "Saved " + file.string());
  panel.playHotSeat(cavalryClash(), 8, "another");
  REQUIRE(ws.openBattle(file));
  frames(2);
  REQUIRE(panel.hotSeat());
  CHECK(battle::battleStateDigest(panel.hotSeat()->current()) == digest);
  CHECK(panel.hotSeat()->step() == HotSeatStep::Moving);
  // A broken file: the error popup names it; the battle on the panel stays.
  writeAll(file, "{\"format\": \"hfg-battle-save\"");
  CHECK_FALSE(ws.openBattle(file));
  CHECK(ws.pendingError().find(file.string()) != std::string::npos);
  CHECK(battle::battleStateDigest(panel.hotSeat()->current()) == digest);
  std::filesystem::remove(file);
  std::filesystem::remove(backupPathOf(file));
}

TEST_CASE("hot seat save C-28: a meeting being played survives saving and reopening the campaign") {
  test::ImGuiHeadless imgui;
  Workspace ws;
  const auto frames = [&](int n) {
    for (int i = 0; i < n; ++i) imgui.frame([&] { ws.drawFrame(); });
  };
  // A copy of the campaign: saving the state needs the scenario's file, and the editor writes
  // its layout beside it.
  const auto folder = tempFile("campaign");
  std::filesystem::remove_all(folder);
  std::filesystem::copy(hfg::testpaths::sourceDir().string() + "/campaigns/saalfeld-1806", folder,
                        std::filesystem::copy_options::recursive);
  const std::filesystem::path scenarioFile = folder / "scenario.json";
  ws.openDocument(loadScenario(scenarioFile), scenarioFile);
  REQUIRE(ws.showOnly("campaign"));
  CampaignPanel& campaign = ws.campaignPanel();
  REQUIRE(stageCampaign(campaign, ws.document()->scenario(), "result"));
  frames(2);
  REQUIRE(campaign.session());
  // A state can be saved only between days (CampaignSession::canSave): one whose day ended with
  // the meeting still waiting for its result, as this one reopened from the state is.
  const auto waiting = folder / "waiting-state.json";
  CampaignState ended = campaign.session()->state();
  ended.scenarioFile = "scenario.json";
  saveCampaignState(ended, waiting);
  campaign.openState(ws.document()->scenario(), waiting);
  REQUIRE(campaign.session());
  REQUIRE(campaign.session()->canSave());
  frames(2);
  const BattleMeeting meeting = campaign.session()->state().pendingBattles.front();
  const auto play = campaign.buttonCentre("Play it here");
  REQUIRE(play);
  ImGui::GetIO().MousePos = *play;
  frames(1);
  ImGui::GetIO().MouseDown[0] = true;
  frames(1);
  ImGui::GetIO().MouseDown[0] = false;
  frames(2);
  BattlePanel& panel = ws.battlePanel();
  REQUIRE(panel.hotSeat());
  CHECK(panel.campaignBattle() == meeting.id);
  // One bound fought and the next side's PIPs thrown.
  panel.hotSeat()->rollPips();
  panel.hotSeat()->endMoves();
  panel.hotSeat()->rollPips();
  const std::string digest = battle::battleStateDigest(panel.hotSeat()->current());

  const auto stateFile = folder / "campaign-state.json";
  INFO("canSave: " << campaign.session()->canSave());
  const std::string said = campaign.saveState(stateFile);
  INFO(said);
  REQUIRE(said.find("Saved") == 0);
  CHECK(said.find("battle " + meeting.id) != std::string::npos);
  REQUIRE(std::filesystem::exists(battleFileBeside(stateFile)));

  // Another battle on the panel, then the campaign reopened: the meeting is back where it was,
  // and its result still goes to the campaign.
  panel.playHotSeat(cavalryClash(), 3, "something else");
  campaign.openState(ws.document()->scenario(), stateFile);
  REQUIRE(campaign.session());
  REQUIRE(panel.hotSeat());
  CHECK(panel.campaignBattle() == meeting.id);
  CHECK(battle::battleStateDigest(panel.hotSeat()->current()) == digest);
  REQUIRE_FALSE(campaign.messages().empty());
  CHECK(campaign.messages().back().find("Reopened battle " + meeting.id) == 0);
  ws.showOnly("battle");
  frames(2);
  CHECK(panel.buttonCentre("stop-and-send"));
  ws.closeDocument();
  std::filesystem::remove_all(folder);
}

}  // namespace hfg
