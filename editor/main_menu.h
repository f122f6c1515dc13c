// The main menu bar: File (open, demo, quit) and View (toggle panels, fit map).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace hfg {

class Panel;

/// What the user asked for this frame; the workspace or the app acts on it.
struct MenuRequest {
  std::optional<std::string> openPath;  ///< File > Open... confirmed with this path
  bool openDemo = false;
  bool quit = false;
  bool fitMap = false;
};

class MainMenu {
 public:
  /// Draws the bar (and the Open dialog when shown). View lists `panels` with check marks.
  MenuRequest draw(const std::vector<Panel*>& panels);

 private:
  void drawOpenDialog(MenuRequest& request);

  bool m_showOpenDialog = false;
  std::string m_pathInput;
};

}  // namespace hfg
