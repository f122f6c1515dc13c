// Shortcut keys over Dear ImGui 1.86's io.KeysDown, which imgui_impl_sdl fills by SDL scancode.
#include "editor/key_map.h"

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
    if (letter('N')) out.push_back(Shortcut::New);
    if (letter('O')) out.push_back(Shortcut::Open);
    if (letter('S')) out.push_back(io.KeyShift ? Shortcut::SaveAs : Shortcut::Save);
    if (letter('Z')) out.push_back(io.KeyShift ? Shortcut::Redo : Shortcut::Undo);
    if (letter('Y')) out.push_back(Shortcut::Redo);
  }
  if (!typing && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Delete), false))
    out.push_back(Shortcut::Delete);
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
    out.push_back(Shortcut::Escape);
  if (ImGui::IsKeyPressed(functionKeyIndex(1), false)) out.push_back(Shortcut::Help);
  return out;
}

const char* shortcutText(Shortcut shortcut) {
  switch (shortcut) {
    case Shortcut::New:
      return "Ctrl+N";
    case Shortcut::Open:
      return "Ctrl+O";
    case Shortcut::Save:
      return "Ctrl+S";
    case Shortcut::SaveAs:
      return "Ctrl+Shift+S";
    case Shortcut::Undo:
      return "Ctrl+Z";
    case Shortcut::Redo:
      return "Ctrl+Y";
    case Shortcut::Delete:
      return "Delete";
    case Shortcut::Escape:
      return "Escape";
    case Shortcut::Help:
      return "F1";
  }
  return "";
}

}  // namespace hfg
