// The main menu bar: File (new, open, recent, save), Edit (undo, redo), Battle (save, open), View (panels, scale), Help.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace hfg {

class Document;
class Panel;

/// What the user asked for this frame; the workspace acts on it.
struct MenuRequest {
  bool newDocument = false;
  bool open = false;                    ///< File > Open...: show the file browser
  std::optional<std::string> openPath;  ///< a recent file
  bool openDemo = false;
  bool save = false;
  bool saveAs = false;
  bool undo = false;
  bool redo = false;
  bool quit = false;
  bool fitMap = false;
  bool saveBattle = false;              ///< Battle > Save battle...: the hot-seat battle half-way
  bool openBattle = false;              ///< Battle > Open battle...
  std::optional<double> uiScale;  ///< a new UI scale was chosen
};

class MainMenu {
 public:
  /// Draws the bar. View lists `panels` with check marks; Edit names the next undo and redo;
  /// Battle offers saving only while a hot-seat battle is on the battle panel.
  MenuRequest draw(const std::vector<Panel*>& panels, const Document* document,
                   const std::vector<std::string>& recentFiles, double uiScale, bool hotSeatBattle = false);
};

}  // namespace hfg
