// Play by email in the campaign runner: exported views, sealed orders, and imports refused as stale, tampered, unsigned or illegal.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "core/io/scenario_io.h"
#include "editor/campaign/campaign_mail.h"
#include "editor/shell/workspace.h"
#include "tests/editor/imgui_headless.h"
#include "tests/paths/test_paths.h"

namespace hfg {
namespace {

std::filesystem::path tempFolder() {
  const auto dir = std::filesystem::temp_directory_path() / "hfg_campaign_mail_test";
  std::filesystem::create_directories(dir);
  return dir;
}

std::string readText(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

bool mentions(const std::vector<std::string>& lines, const std::string& text) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

/// France's seat on day 1 with V Corps marching on Grafenthal.
std::unique_ptr<CampaignSession> frenchSeat() {
  auto session = std::make_unique<CampaignSession>(loadScenario(
      hfg::testpaths::sourceDir().string() + "/campaigns/saalfeld-1806/scenario.json"));
  session->reveal();
  return session;
}

ForceOrder marchTo(const std::string& force, const std::string& node) {
  ForceOrder order;
  order.force = force;
  order.goal = Goal{GoalKind::MarchTo, node, false};
  return order;
}

}  // namespace

TEST_CASE(
    "PBEM: a side's sealed orders are taken back by the runner; an exported view has a token") {
  const auto dir = tempFolder();
  auto seat = frenchSeat();
  CampaignSession& session = *seat;
  REQUIRE(session.phase() == SeatPhase::Orders);
  const std::string side = session.seatSide();
  CHECK(exportSideFile(session, side, dir / "view.json").find("written") != std::string::npos);
  CHECK(readText(dir / "view.json").find("\"token\"") != std::string::npos);
  session.setOrder(marchTo("v-corps", "grafenthal"));
  const std::string written = writeSealedOrders(session, dir / "orders.json");
  INFO(written);
  REQUIRE(std::filesystem::exists(dir / "orders.json"));
  session.removeOrder("v-corps");
  const OrdersImport ok = importOrdersFile(session, dir / "orders.json", true);
  INFO(ok.problems.size());
  CHECK(ok.applied);
  CHECK(ok.problems.empty());
  CHECK(ok.side == side);
  REQUIRE(session.orders().forces.size() == 1);
  CHECK(session.orders().forces.front().force == "v-corps");
}

TEST_CASE(
    "PBEM: tampered, stale, unsigned, illegal and unreadable orders are refused in plain words") {
  const auto dir = tempFolder();
  auto seat = frenchSeat();
  CampaignSession& session = *seat;
  session.setOrder(marchTo("v-corps", "grafenthal"));
  writeSealedOrders(session, dir / "signed.json");
  const std::string text = readText(dir / "signed.json");
  SUBCASE("tampered: changed after signing") {
    std::string changed = text;
    const auto at = changed.find("grafenthal");
    REQUIRE(at != std::string::npos);
    changed.replace(at, 10, "saalfeld");
    std::ofstream(dir / "tampered.json") << changed;
    const OrdersImport r = importOrdersFile(session, dir / "tampered.json", true);
    CHECK_FALSE(r.applied);
    CHECK(mentions(r.problems, "tampered"));
  }
  SUBCASE("stale: written against another view") {
    std::string changed = text;
    const auto at = changed.find("\"view_digest\"");
    REQUIRE(at != std::string::npos);
    const auto quote = changed.find('"', changed.find(':', at) + 1);
    changed[quote + 1] = changed[quote + 1] == '0' ? '1' : '0';
    std::ofstream(dir / "stale.json") << changed;
    const OrdersImport r = importOrdersFile(session, dir / "stale.json", true);
    CHECK_FALSE(r.applied);
    CHECK(mentions(r.problems, "stale"));
  }
  SUBCASE("unsigned when signatures are required") {
    std::string changed = text;
    const auto at = changed.find("\"signature\"");
    REQUIRE(at != std::string::npos);
    const auto open = changed.find('"', changed.find(':', at) + 1);
    const auto close = changed.find('"', open + 1);
    changed.erase(open + 1, close - open - 1);
    std::ofstream(dir / "unsigned.json") << changed;
    const OrdersImport r = importOrdersFile(session, dir / "unsigned.json", true);
    CHECK_FALSE(r.applied);
    CHECK(mentions(r.problems, "unsigned"));
  }
  SUBCASE("illegal: the engine refuses an order for a force that is not the side's") {
    auto otherSeat = frenchSeat();
    CampaignSession& other = *otherSeat;
    ForceOrder enemy;
    enemy.force = "no-such-force";
    enemy.goal = Goal{GoalKind::Hold, "", false};
    other.setOrder(enemy);
    writeSealedOrders(other, dir / "illegal.json");
    // Same campaign key: the file is sealed for this session's campaign.
    const OrdersImport r = importOrdersFile(other, dir / "illegal.json", true);
    CHECK_FALSE(r.applied);
    CHECK(mentions(r.problems, "illegal: "));
  }
  SUBCASE("unreadable: the message names the file") {
    std::ofstream(dir / "broken.json") << "{ not json";
    const OrdersImport r = importOrdersFile(session, dir / "broken.json", true);
    CHECK_FALSE(r.applied);
    CHECK(mentions(r.problems, (dir / "broken.json").string()));
  }
}

TEST_CASE("C-7 split: the runner's split order goes to the engine with the other orders") {
  auto seat = frenchSeat();
  CampaignSession& session = *seat;
  const Force* corps = session.state().findForce("v-corps");
  REQUIRE(corps);
  const Command* command =
      session.scenario().findSide("france")->findCommand(corps->commands.front());
  REQUIRE(command);
  REQUIRE_FALSE(command->elements.empty());
  SplitOrder split;
  split.force = "v-corps";
  split.newForce = "v-corps-1";
  split.newName = "V Corps (1)";
  split.elements = {command->elements.front().id};
  session.addSplit(split);
  REQUIRE(session.orders().splits.size() == 1);
  CHECK(session.check(session.orders()).empty());
  // The whole force split off leaves nothing behind: the engine says so with C-7.
  session.removeSplit(0);
  CHECK(session.orders().splits.empty());
  split.elements.clear();
  split.commands = corps->commands;
  session.addSplit(split);
  const auto problems = session.check(session.orders());
  REQUIRE(problems.size() == 1);
  CHECK(problems.front().find("C-7") != std::string::npos);
}

TEST_CASE(
    "PBEM in the runner by clicks: export, write signed orders, a tampered import is refused in "
    "words") {
  const auto dir = tempFolder() / "clicks";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  test::ImGuiHeadless imgui;
  Workspace ws;
  ws.openDocument(loadScenario(hfg::testpaths::sourceDir().string() +
                               "/campaigns/saalfeld-1806/scenario.json"));
  REQUIRE(ws.showOnly("campaign"));
  CampaignPanel& panel = ws.campaignPanel();
  const auto frames = [&](int n) {
    for (int i = 0; i < n; ++i) imgui.frame([&] { ws.drawFrame(); });
  };
  const auto click = [&](ImVec2 at) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = at;
    frames(1);
    io.MouseDown[0] = true;
    frames(1);
    io.MouseDown[0] = false;
    frames(2);
  };
  const auto clickButton = [&](const std::string& label) {
    const auto at = panel.buttonCentre(label);
    REQUIRE_MESSAGE(at, "no button " << label);
    click(*at);
  };
  frames(2);
  clickButton("Start campaign");
  panel.session()->reveal();
  frames(2);
  panel.setMailFolder(dir.string());
  clickButton("tab:Mail");
  const std::string side = panel.session()->seatSide();
  clickButton("Export " + panel.session()->sideName(side) + "'s view");
  CHECK(std::filesystem::exists(dir / (side + "-view-day1.json")));
  panel.session()->setOrder(marchTo("v-corps", "grafenthal"));
  clickButton("Write my signed orders");
  const auto orders = dir / (side + "-orders-day1.json");
  REQUIRE(std::filesystem::exists(orders));
  std::string text = readText(orders);
  text.replace(text.find("grafenthal"), 10, "saalfeld");
  std::ofstream(dir / "tampered.json") << text;
  panel.setImportPath((dir / "tampered.json").string());
  frames(1);
  clickButton("Import orders");
  CHECK(mentions(panel.mailMessages(), "tampered"));
  panel.setImportPath(orders.string());
  frames(1);
  clickButton("Import orders");
  REQUIRE_FALSE(panel.mailMessages().empty());
  CHECK(panel.mailMessages().front().find("taken") != std::string::npos);
}

}  // namespace hfg
