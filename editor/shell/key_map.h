// The editor's keyboard shortcuts, read from Dear ImGui 1.86 key state (the one place for it).
#pragma once

#include <vector>

namespace hfg {

enum class Shortcut {
  New,
  Open,
  Save,
  SaveAs,
  Undo,
  Redo,
  Delete,
  Escape,
  Help,
  // the Campaign menu
  CampaignNew,
  CampaignOpen,
  CampaignContinue,
  CampaignSave,
  CampaignSaveAs,
  CampaignExport,
  CampaignImport,
  CampaignResult,
};

/// imgui_impl_sdl (1.86) indexes io.KeysDown by SDL scancode, so a letter's key index is its
/// scancode; ImGui::IsKeyPressed takes that index directly. `letter` is 'A'..'Z'.
int letterKeyIndex(char letter);
/// F1..F12 the same way.
int functionKeyIndex(int number);

/// Shortcuts pressed this frame: Ctrl+N/O/S, Ctrl+Shift+S, Ctrl+Z, Ctrl+Y (and Ctrl+Shift+Z),
/// Delete, Escape and F1; for the campaign Ctrl+Shift+N/O/C, F5 (Shift+F5), F7, F8 and F9. Ctrl shortcuts and Delete are ignored while a text field has the
/// keyboard, so typing never triggers them.
std::vector<Shortcut> pressedShortcuts();

/// "Ctrl+Z" and so on, for menus and the help panel.
const char* shortcutText(Shortcut shortcut);

}  // namespace hfg
