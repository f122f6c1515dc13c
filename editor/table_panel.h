// The battle-table tool: a table cut from the map, its scan and a DEM, as `hfg table build` does.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include <imgui.h>

#include "core/model/battlefield.h"
#include "editor/shell/background_job.h"
#include "editor/shell/gl_texture.h"
#include "editor/shell/panel.h"
#include "maps/table/map_table.h"
#include "maps/table/table_background.h"

namespace hfg {

class ClassifyPanel;
class MapCanvas;

/// Cuts a battle table from the open map (its terrain, roads and named nodes), the scan under it
/// and a DEM (the hills) with maps::buildTableFromMap on a worker thread, shows its plan and
/// saves it as a set-up with its PNG and PDF. The scan's colours are the Scan classification
/// panel's samples (one list of samples in the editor, picked on the Map): with "Woods, town ...
/// from the scan's colours" ticked they give the table those classes, in place of the map's own
/// areas of the same classes. The table is a file of its own, as `hfg table build --out` writes
/// it: building one changes nothing in the scenario, so there is no undo step for it.
class TablePanel : public Panel {
 public:
  TablePanel(MapCanvas& canvas, ClassifyPanel& classify);
  ~TablePanel() override;

  /// Name, centre (local metres in the map's frame), facing and size of the table to cut.
  maps::MapTableRequest& request() { return m_request; }
  /// The elevation grid the hills come from ("" = none: no hills).
  std::string& demPath() { return m_demPath; }
  /// Whether the Scan classification panel's samples classify the scan for this table.
  void setUseScanColours(bool use) { m_useScanColours = use; }
  bool useScanColours() const { return m_useScanColours; }
  /// The next click on the Map sets the table's centre.
  void startPickingCentre();

  /// Cuts the table on a worker thread. False (message() says why) without a map or centre.
  bool startBuild(const Document& document);
  /// Takes a finished table; true when one arrived. Called each frame.
  bool pollBuild(const Document& document);
  BackgroundJob<TableSetup>& job() { return m_job; }
  /// The last table built, and its plan as shown in the panel.
  const std::optional<TableSetup>& table() const { return m_table; }
  const maps::RgbaImage& plan() const { return m_plan; }
  /// Writes the set-up (`hfg-table`), and beside it the plan's PNG and PDF (same stem). False
  /// (message() says why) without a table or when a file cannot be written.
  bool save(const std::filesystem::path& setupFile);
  /// Plain words: what the table holds, or what went wrong.
  const std::string& message() const { return m_message; }

  void setTextureBackend(const TextureBackend& backend);
  void documentChanged(Document* document) override;

 protected:
  void drawContent(Document& document) override;
  PanelPlacement defaultPlacement() const override { return {0.45f, 0.05f, 0.53f, 0.9f}; }

 private:
  void drawSettings(Document& document);
  void drawResult(Document& document);
  void releasePlan();

  MapCanvas& m_canvas;
  ClassifyPanel& m_classify;
  maps::MapTableRequest m_request;
  std::string m_demPath;
  bool m_useScanColours = true;
  bool m_haveCentre = false;
  BackgroundJob<TableSetup> m_job;
  std::optional<TableSetup> m_table;
  maps::RgbaImage m_plan;
  TextureBackend m_backend;
  ImTextureID m_texture = ImTextureID{};
  std::string m_message;
  bool m_failed = false;
  std::uint64_t m_jobSerial = 0;
  std::string m_saveName = "table.json";
};

}  // namespace hfg
