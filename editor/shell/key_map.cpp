// Shortcut keys over Dear ImGui 1.86's io.KeysDown, which imgui_impl_sdl fills by SDL scancode.
#include "editor/shell/key_map.h"

#include <SDL_scancode.h>
#include <imgui.h>

namespace hfg {

int letterKeyIndex(char letter) { return SDL_SCANCODE_A + (letter - 'A'); }

int functionKeyIndex(int number) { return SDL_SCANCODE_F1 + (number - 1); }

std::vector<Shortcut> pressedShortcuts() {
  const ImGuiIO& io = ImGui::GetIO();
  std::vector<Shortcut> out;
  const bool typing = io.WantTextInput;
  auto letter = [](char c) { return ImGui::IsKeyPressed(letterKeyIndex(c), false); };
  if (io.KeyCtrl && !typing) {
    if (letter('N')) out.push_back(io.KeyShift ? Shortcut::CampaignNew : Shortcut::New);
    if (letter('O')) out.push_back(io.KeyShift ? Shortcut::CampaignOpen : Shortcut::Open);
    if (letter('C') && io.KeyShift) out.push_back(Shortcut::CampaignContinue);
    if (letter('S')) out.push_back(io.KeyShift ? Shortcut::SaveAs : Shortcut::Save);
    if (letter('Z')) out.push_back(io.KeyShift ? Shortcut::Redo : Shortcut::Undo);
    if (letter('Y')) out.push_back(Shortcut::Redo);
  }
  if (!typing && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Delete), false))
    out.push_back(Shortcut::Delete);
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
    out.push_back(Shortcut::Escape);
  if (ImGui::IsKeyPressed(functionKeyIndex(1), false)) out.push_back(Shortcut::Help);
  if (!typing) {
    auto function = [](int n) { return ImGui::IsKeyPressed(functionKeyIndex(n), false); };
    if (function(5)) out.push_back(io.KeyShift ? Shortcut::CampaignSaveAs : Shortcut::CampaignSave);
    if (function(7)) out.push_back(Shortcut::CampaignExport);
    if (function(8)) out.push_back(Shortcut::CampaignImport);
    if (function(9)) out.push_back(Shortcut::CampaignResult);
  }
  return out;
}

const char* shortcutText(Shortcut shortcut) {
  switch (shortcut) {
    case Shortcut::New: return "Ctrl+N";
    case Shortcut::Open: return "Ctrl+O";
    case Shortcut::Save: return "Ctrl+S";
    case Shortcut::SaveAs: return "Ctrl+Shift+S";
    case Shortcut::Undo: return "Ctrl+Z";
    case Shortcut::Redo: return "Ctrl+Y";
    case Shortcut::Delete: return "Delete";
    case Shortcut::Escape: return "Escape";
    case Shortcut::Help: return "F1";
    case Shortcut::CampaignNew: return "Ctrl+Shift+N";
    case Shortcut::CampaignOpen: return "Ctrl+Shift+O";
    case Shortcut::CampaignContinue: return "Ctrl+Shift+C";
    case Shortcut::CampaignSave: return "F5";
    case Shortcut::CampaignSaveAs: return "Shift+F5";
    case Shortcut::CampaignExport: return "F7";
    case Shortcut::CampaignImport: return "F8";
    case Shortcut::CampaignResult: return "F9";
  }
  return "";
}

}  // namespace hfg
