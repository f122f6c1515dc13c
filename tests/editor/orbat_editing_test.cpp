// UI tests of the editable orbat tree: add, duplicate, delete, drag to move; totals follow;
// pickers offer only what the year and the book allow.
#include <doctest/doctest.h>

#include <string>

#include "core/rules/army_points.h"
#include "core/rules/troop_table.h"
#include "editor/shell/demo_scenario.h"
#include "editor/orbat/orbat_choices.h"
#include "editor/shell/workspace.h"
#include "imgui_headless.h"

namespace hfg {

using test::ImGuiHeadless;

namespace {

std::string copyTree(ImGuiHeadless& imgui, Workspace& ws) {
  std::string clipboard;
  ImGui::GetIO().ClipboardUserData = &clipboard;
  ImGui::GetIO().SetClipboardTextFn = [](void* user, const char* text) {
    *static_cast<std::string*>(user) = text;
  };
  ws.orbatPanel().requestCopyAsText();
  imgui.frame([&] { ws.drawFrame(); });
  ImGui::GetIO().SetClipboardTextFn = nullptr;
  return clipboard;
}

struct FirstCommand {
  const Side* side;
  const Command* command;
};

FirstCommand firstCommand(Workspace& ws) {
  const Side& side = ws.document()->scenario().sides[0].orbat;
  return {&side, &side.armies[0].commands[0]};
}

}  // namespace

TEST_CASE("orbat ui: adding an element in the tree changes the command, army and side totals") {
  ImGuiHeadless imgui;
  Workspace ws;
  ws.openDocument(makeDemoScenario());
  ws.showOnly("orbat");
  const std::string commandId = firstCommand(ws).command->id;
  const int sideBefore = sidePoints(*firstCommand(ws).side).points;
  const int commandBefore = commandPoints(*firstCommand(ws).command).points;
  const std::string before = copyTree(imgui, ws);
  CHECK(before.find(std::to_string(sideBefore) + " AP") != std::string::npos);

  REQUIRE(ws.orbatPanel().addElementTo(*ws.document(), commandId));
  const Element& added = firstCommand(ws).command->elements.back();
  CHECK(added.type == TroopType::Bayonets);  // 1866: bayonets are in use
  CHECK(ws.orbatPanel().selection().element == added.id);
  const int cost = *elementPoints(added);
  CHECK(commandPoints(*firstCommand(ws).command).points == commandBefore + cost);
  CHECK(sidePoints(*firstCommand(ws).side).points == sideBefore + cost);
  const std::string after = copyTree(imgui, ws);
  CHECK(after.find(std::to_string(sideBefore + cost) + " AP") != std::string::npos);
  CHECK(ws.document()->history().undoLabel() == "Add Bayonets");

  ws.document()->undo();
  CHECK(sidePoints(*firstCommand(ws).side).points == sideBefore);
}

TEST_CASE("orbat ui: duplicate, delete and drag between commands, each one undo step") {
  ImGuiHeadless imgui;
  Workspace ws;
  ws.openDocument(makeDemoScenario());
  ws.showOnly("orbat");
  OrbatPanel& panel = ws.orbatPanel();
  Document& doc = *ws.document();
  const Army& army = doc.scenario().sides[0].orbat.armies[0];
  REQUIRE(army.commands.size() >= 2);
  const std::string c0 = army.commands[0].id, c1 = army.commands[1].id;
  const std::size_t n0 = army.commands[0].elements.size(), n1 = army.commands[1].elements.size();
  const std::string e0 = army.commands[0].elements[0].id;

  panel.select({c0, e0});
  REQUIRE(panel.duplicateSelected(doc));
  CHECK(doc.scenario().sides[0].orbat.armies[0].commands[0].elements.size() == n0 + 1);
  CHECK(panel.selection().element != e0);
  REQUIRE(panel.deleteSelected(doc));
  CHECK(doc.scenario().sides[0].orbat.armies[0].commands[0].elements.size() == n0);

  // Drag e0 onto the second element of the other command: it lands before it.
  const std::string target =
      army.commands[1].elements.size() > 1
          ? doc.scenario().sides[0].orbat.armies[0].commands[1].elements[1].id
          : std::string();
  REQUIRE(panel.dropElement(doc, c0, e0, c1, target));
  const Army& now = doc.scenario().sides[0].orbat.armies[0];
  CHECK(now.commands[0].elements.size() == n0 - 1);
  CHECK(now.commands[1].elements.size() == n1 + 1);
  CHECK(now.commands[1].elements[target.empty() ? n1 : 1].id == e0);
  // Drag within a command to the end.
  REQUIRE(panel.dropElement(doc, c1, e0, c1, ""));
  CHECK(doc.scenario().sides[0].orbat.armies[0].commands[1].elements.back().id == e0);
  CHECK(doc.history().size() == 4);
  doc.jumpTo(0);
  CHECK(doc.scenario().sides[0].orbat.armies[0].commands[0].elements[0].id == e0);

  // The panel draws with a selection (properties below the tree).
  panel.select({c0, e0});
  const ImDrawData& data = imgui.frame([&] { ws.drawFrame(); });
  CHECK(data.TotalVtxCount > 0);
  panel.select({c0, {}});
  imgui.frame([&] { ws.drawFrame(); });
  REQUIRE(panel.addCommandTo(doc, doc.scenario().sides[0].orbat.id,
                             doc.scenario().sides[0].orbat.armies[0].id));
  CHECK(doc.scenario().sides[0].orbat.armies[0].commands.back().name == "New command");
}

TEST_CASE("orbat ui: pickers offer types of the scenario year and grades the book allows") {
  const auto in1700 = choosableTypes(1700);
  const auto in1866 = choosableTypes(1866);
  auto has = [](const std::vector<TroopType>& v, TroopType t) {
    return std::find(v.begin(), v.end(), t) != v.end();
  };
  for (TroopType t : in1866) {
    CHECK(allowedInYear(t, 1866));
    CHECK_FALSE(isStaff(t));
  }
  CHECK(has(in1700, TroopType::Firelocks) == allowedInYear(TroopType::Firelocks, 1700));
  CHECK_FALSE(has(in1866, TroopType::ArmyHQ));
  CHECK(in1866.size() < static_cast<std::size_t>(kTroopTypeCount));
  for (TroopType t : allTroopTypes())
    for (Grade g : choosableGrades(t)) CHECK(bookAllowsGrade(t, g));
  const auto artillery = choosableGrades(TroopType::Smoothbore);
  CHECK(std::find(artillery.begin(), artillery.end(), Grade::Horse) != artillery.end());
  CHECK(std::find(artillery.begin(), artillery.end(), Grade::Elite) == artillery.end());
  CHECK(allowedInYear(defaultElement(1700).type, 1700));
  CHECK(totalsText({48, 0}, 7.5) == "48 AP, 7.5 EE");
  CHECK(totalsText({48, 2}, 7) == "48 AP, 7 EE (2 unpriced)");
}

}  // namespace hfg

#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace hfg {

TEST_CASE("orbat ui: export a side to CSV, edit the sheet, import it back as one undo step") {
  ImGuiHeadless imgui;
  Workspace ws;
  ws.openDocument(makeDemoScenario());
  Document& doc = *ws.document();
  const Side& side = doc.scenario().sides[0].orbat;
  const auto file =
      std::filesystem::temp_directory_path() / ("hfg_orbat_" + std::to_string(::getpid()) + ".csv");
  REQUIRE(ws.orbatPanel().exportCsv(doc, side.id, file));
  // A spreadsheet user appends a row to the first command.
  const Command& first = side.armies[0].commands[0];
  std::ofstream(file, std::ios::app) << side.armies[0].id << ",,," << first.id
                                     << ",,,,,,,added-1,cuirassiers,elite,Garde du Corps,,\r\n";
  const int before = sidePoints(side).points;
  const std::size_t elements = first.elements.size();
  REQUIRE(ws.orbatPanel().importCsv(doc, side.id, file));
  const Side& now = doc.scenario().sides[0].orbat;
  CHECK(now.armies[0].commands[0].elements.size() == elements + 1);
  CHECK(now.armies[0].commands[0].elements.back().name == "Garde du Corps");
  CHECK(sidePoints(now).points ==
        before + *elementPoints(now.armies[0].commands[0].elements.back()));
  CHECK(doc.history().size() == 1);
  doc.undo();
  CHECK(doc.scenario().sides[0].orbat.armies[0].commands[0].elements.size() == elements);

  std::ofstream(file) << "army_id,command_id,element_id,type\na,c,e,nonsense\n";
  CHECK_FALSE(ws.orbatPanel().importCsv(doc, side.id, file));
  CHECK(ws.orbatPanel().csvMessage().find("line 2, column type") != std::string::npos);
  CHECK(doc.history().size() == 1);
  std::filesystem::remove(file);
  std::filesystem::remove(file.string() + ".bak");
}

}  // namespace hfg

namespace hfg {

TEST_CASE("orbat ui: drag an element with the mouse onto another command's row moves it there") {
  ImGuiHeadless imgui;
  Workspace ws;
  ws.openDocument(makeDemoScenario());
  ws.showOnly("orbat");
  OrbatPanel& panel = ws.orbatPanel();
  const Army& army = ws.document()->scenario().sides[0].orbat.armies[0];
  const std::string from = army.commands[0].id, to = army.commands[1].id;
  const std::string element = army.commands[0].elements[0].id;
  const std::size_t n1 = army.commands[1].elements.size();
  ImGuiIO& io = ImGui::GetIO();
  auto centre = [&](const std::string& id) {
    const auto rect = panel.rowRect(id);
    REQUIRE(rect);
    return ImVec2{rect->first.first + 40, (rect->first.second + rect->second.second) / 2};
  };
  for (int i = 0; i < 2; ++i) imgui.frame([&] { ws.drawFrame(); });
  if (!panel.rowRect(element)) {
    // Click the command's arrow to open it.
    const auto rect = panel.rowRect(from);
    REQUIRE(rect);
    io.MousePos = {rect->first.first + 8, (rect->first.second + rect->second.second) / 2};
    imgui.frame([&] { ws.drawFrame(); });
    io.MouseDown[0] = true;
    imgui.frame([&] { ws.drawFrame(); });
    io.MouseDown[0] = false;
    imgui.frame([&] { ws.drawFrame(); });
  }
  REQUIRE(panel.rowRect(element));
  io.MousePos = centre(element);
  imgui.frame([&] { ws.drawFrame(); });
  io.MouseDown[0] = true;
  imgui.frame([&] { ws.drawFrame(); });
  const ImVec2 target = centre(to);
  for (int step = 1; step <= 6; ++step) {
    io.MousePos = {io.MousePos.x + (target.x - io.MousePos.x) * step / 6.0f,
                   io.MousePos.y + (target.y - io.MousePos.y) * step / 6.0f};
    imgui.frame([&] { ws.drawFrame(); });
  }
  io.MousePos = target;
  imgui.frame([&] { ws.drawFrame(); });
  io.MouseDown[0] = false;
  imgui.frame([&] { ws.drawFrame(); });
  imgui.frame([&] { ws.drawFrame(); });
  const Army& now = ws.document()->scenario().sides[0].orbat.armies[0];
  REQUIRE(now.commands[1].elements.size() == n1 + 1);
  CHECK(now.commands[1].elements.back().id == element);
  CHECK(ws.document()->history().size() == 1);
}

}  // namespace hfg

namespace hfg {

TEST_CASE(
    "orbat ui: clicking + Element under a command adds one; the side total in the tree rises") {
  ImGuiHeadless imgui;
  Workspace ws;
  ws.openDocument(makeDemoScenario());
  ws.showOnly("orbat");
  OrbatPanel& panel = ws.orbatPanel();
  ImGuiIO& io = ImGui::GetIO();
  const Side& side = ws.document()->scenario().sides[0].orbat;
  const std::string commandId = side.armies[0].commands[0].id;
  const int before = sidePoints(side).points;
  const std::size_t elementsBefore = side.armies[0].commands[0].elements.size();
  auto click = [&](float x, float y) {
    io.MousePos = {x, y};
    imgui.frame([&] { ws.drawFrame(); });
    io.MouseDown[0] = true;
    imgui.frame([&] { ws.drawFrame(); });
    io.MouseDown[0] = false;
    imgui.frame([&] { ws.drawFrame(); });
  };
  for (int i = 0; i < 2; ++i) imgui.frame([&] { ws.drawFrame(); });
  if (!panel.rowRect("+element:" + commandId)) {  // open the command by its arrow
    const auto row = panel.rowRect(commandId);
    REQUIRE(row);
    click(row->first.first + 8, (row->first.second + row->second.second) / 2);
  }
  const auto button = panel.rowRect("+element:" + commandId);
  REQUIRE(button);
  click((button->first.first + button->second.first) / 2,
        (button->first.second + button->second.second) / 2);
  const Side& now = ws.document()->scenario().sides[0].orbat;
  REQUIRE(now.armies[0].commands[0].elements.size() == elementsBefore + 1);
  const int after = sidePoints(now).points;
  CHECK(after > before);
  CHECK(copyTree(imgui, ws).find("[" + std::to_string(after) + " AP") != std::string::npos);
  CHECK(ws.document()->history().undoLabel() == "Add Bayonets");
}

}  // namespace hfg

namespace hfg {

TEST_CASE("orbat ui: Delete removes the selected element while the orbat panel has focus") {
  ImGuiHeadless imgui;
  Workspace ws;
  ws.openDocument(makeDemoScenario());
  ws.showOnly("orbat");
  imgui.frame([&] { ws.drawFrame(); });
  const Command& command = ws.document()->scenario().sides[0].orbat.armies[0].commands[0];
  const std::size_t count = command.elements.size();
  ws.orbatPanel().select({command.id, command.elements[0].id});
  ImGui::SetWindowFocus("Order of battle###orbat");
  ImGuiIO& io = ImGui::GetIO();
  io.KeysDown[io.KeyMap[ImGuiKey_Delete]] = true;
  imgui.frame([&] { ws.drawFrame(); });
  io.KeysDown[io.KeyMap[ImGuiKey_Delete]] = false;
  imgui.frame([&] { ws.drawFrame(); });
  CHECK(ws.document()->scenario().sides[0].orbat.armies[0].commands[0].elements.size() ==
        count - 1);
  CHECK(ws.orbatPanel().selection().element.empty());
}

}  // namespace hfg
