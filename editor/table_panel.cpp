// The battle-table tool: settings, the worker that cuts the table, its plan and its files.
#include "editor/table_panel.h"

#include <imgui.h>

#include <algorithm>
#include <map>

#include "core/io/table_io.h"
#include "editor/import/classify_panel.h"
#include "editor/shell/document.h"
#include "editor/map/map_canvas.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/table/table_export.h"

namespace hfg {
namespace {

constexpr double kPlanPixelsPerMm = 1.2;  // a 6x3 table at 15 mm: about 1,500 pixels wide

// A text field over a std::string (ImGui edits a fixed buffer).
bool inputString(const char* label, std::string& value) {
  char buffer[1024];
  value.copy(buffer, sizeof buffer - 1);
  buffer[std::min(value.size(), sizeof buffer - 1)] = '\0';
  if (!ImGui::InputText(label, buffer, sizeof buffer)) return false;
  value = buffer;
  return true;
}

void tooltip(const char* text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

// "12 Gentle hill, 19 Woods ...": the table's features by class, in the book's order.
std::string featureCounts(const TableSetup& table) {
  std::map<TerrainClass, int> count;
  for (const auto& f : table.features) ++count[f.terrain];
  std::string out;
  for (const auto& [terrain, n] : count)
    out +=
        (out.empty() ? "" : ", ") + std::to_string(n) + " " + std::string(displayNameOf(terrain));
  return out.empty() ? "no features" : out;
}

}  // namespace

TablePanel::TablePanel(MapCanvas& canvas, ClassifyPanel& classify)
    : Panel("table", "Battle table"), m_canvas(canvas), m_classify(classify) {
  setOpen(false);
  m_request.name = "Battle table";
}

TablePanel::~TablePanel() { releasePlan(); }

void TablePanel::setTextureBackend(const TextureBackend& backend) {
  releasePlan();
  m_backend = backend;
}

void TablePanel::releasePlan() {
  if (m_texture && m_backend.release) m_backend.release(m_texture);
  m_texture = ImTextureID{};
}

void TablePanel::documentChanged(Document* document) {
  (void)document;
  m_job.cancel();
  m_table.reset();
  m_plan = {};
  releasePlan();
  m_message.clear();
  m_haveCentre = false;
  m_request.centreLocal.reset();
}

void TablePanel::startPickingCentre() {
  m_canvas.beginPick("Click the Map where the table's centre is", [this](Vec2 world) {
    m_request.centreLocal = world;
    m_haveCentre = true;
    return false;  // one click
  });
}

bool TablePanel::startBuild(const Document& document) {
  m_failed = true;
  const Scenario& scenario = document.scenario();
  if (!m_haveCentre && !m_request.centreLocal && m_request.centre == LonLat{}) {
    m_message = "Set the table's centre first (Pick on map, or type its longitude and latitude).";
    return false;
  }
  maps::TableSources sources;
  // An empty map (a new scenario cut from a DEM alone) is no source: the table takes a UTM frame.
  if (!scenario.map.frame.crsWkt.empty() || !scenario.map.terrain.empty() ||
      !scenario.map.nodes.empty())
    sources.map = scenario.map;
  sources.mapPath =
      document.path().empty() ? std::string("the open map") : document.path().string();
  if (!m_demPath.empty()) sources.demPaths = {m_demPath};
  if (!scenario.map.backgroundImage.empty())
    sources.scanPath = (document.path().parent_path() / scenario.map.backgroundImage).string();
  maps::MapTableRequest request = m_request;
  request.size = scenario.settings.tableSize;
  if (m_useScanColours && !sources.scanPath.empty()) {
    request.scanColours = m_classify.classes();
    request.scanClassify = m_classify.settings();
  }
  m_failed = false;
  m_message.clear();
  m_jobSerial = document.serial();
  m_job.start("Table building", [sources = std::move(sources),
                                 request = std::move(request)](const maps::ProgressFn& progress) {
    return maps::buildTableFromMap(sources, request, progress);
  });
  return true;
}

bool TablePanel::pollBuild(const Document& document) {
  if (!m_job.finished()) return false;
  auto result = m_job.takeResult();
  m_failed = true;
  if (!result) {
    m_message = m_job.error();
    return false;
  }
  if (document.serial() != m_jobSerial) {
    m_message = "The map changed while the table was cut: Build again to see the change.";
  }
  m_table = std::move(*result);
  try {
    m_plan = maps::renderTablePlan(*m_table, {}, kPlanPixelsPerMm);
  } catch (const maps::MapError& e) {
    m_message = e.what();
    return false;
  }
  releasePlan();
  m_failed = false;
  if (m_message.empty())
    m_message = std::to_string(m_table->features.size()) + " features: " + featureCounts(*m_table) +
                ". " + std::to_string(m_table->departures.size()) + " departures from the book.";
  return true;
}

bool TablePanel::save(const std::filesystem::path& setupFile) {
  if (!m_table) {
    m_message = "Build the table first.";
    m_failed = true;
    return false;
  }
  std::filesystem::path stem = setupFile;
  stem.replace_extension();
  try {
    saveTableSetup(*m_table, setupFile);
    maps::writeTablePng(*m_table, stem.string() + ".png", {});
    maps::writeTablePdf(*m_table, stem.string() + ".pdf", {});
  } catch (const std::exception& e) {
    m_message = e.what();
    m_failed = true;
    return false;
  }
  m_saveName = setupFile.filename().string();
  m_message =
      featureCounts(*m_table) + ". Wrote " + m_saveName + " and its .png and .pdf beside it.";
  m_failed = false;
  return true;
}

void TablePanel::drawContent(Document& document) {
  pollBuild(document);
  drawSettings(document);
  ImGui::Separator();
  drawResult(document);
}

void TablePanel::drawSettings(Document& document) {
  const Scenario& scenario = document.scenario();
  inputString("Name", m_request.name);
  if (m_request.centreLocal) {
    LonLat at{};
    try {
      const Vec2 ll =
          maps::FrameProjector(scenario.map.frame, "EPSG:4326").toSource(*m_request.centreLocal);
      at = {ll.x, ll.y};
    } catch (const std::exception&) {}
    ImGui::Text("Centre: %.4f, %.4f (picked on the map)", at.lon, at.lat);
  } else {
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
    ImGui::InputDouble("Longitude", &m_request.centre.lon, 0, 0, "%.4f");
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
    ImGui::InputDouble("Latitude", &m_request.centre.lat, 0, 0, "%.4f");
  }
  if (ImGui::Button(m_canvas.picking() ? "Picking..." : "Pick centre on map")) startPickingCentre();
  tooltip("The next click on the Map is the table's centre");
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
  ImGui::InputDouble("Facing (deg)", &m_request.facingDegrees, 15, 90, "%.0f");
  tooltip("Compass bearing the defender faces: table north points this way");
  ImGui::Text("Size: %s (Scenario panel)", std::string(keyOf(scenario.settings.tableSize)).c_str());
  inputString("DEM", m_demPath);
  tooltip("An elevation grid (GeoTIFF, SRTM .hgt) for the hills");
  const bool haveScan = !scenario.map.backgroundImage.empty();
  ImGui::BeginDisabled(!haveScan);
  ImGui::Checkbox("Woods, town ... from the scan's colours", &m_useScanColours);
  ImGui::EndDisabled();
  tooltip(
      "The Scan classification panel's samples classify the scan under the map for the table; "
      "they replace the map's own areas of the sampled classes");
  std::size_t samples = 0;
  for (const auto& c : m_classify.classes()) samples += c.samples.size();
  ImGui::SameLine();
  ImGui::TextDisabled("(%zu samples)", samples);
  ImGui::SameLine();
  if (ImGui::SmallButton("Pick samples")) {
    m_classify.bringToFront();
    m_classify.startPicking();
  }
}

void TablePanel::drawResult(Document& document) {
  if (m_job.running()) {
    ImGui::ProgressBar(static_cast<float>(m_job.fraction()), {-ImGui::GetFontSize() * 5, 0},
                       m_job.stage().c_str());
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) m_job.cancel();
  } else {
    if (ImGui::Button("Build table")) startBuild(document);
    tooltip("Cut the table from the map, the scan and the DEM (as hfg table build does)");
    ImGui::SameLine();
    ImGui::BeginDisabled(!m_table);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
    inputString("##file", m_saveName);
    ImGui::SameLine();
    if (ImGui::Button("Save")) {
      const std::filesystem::path folder =
          document.path().empty() ? std::filesystem::current_path() : document.path().parent_path();
      save(folder / m_saveName);
    }
    tooltip("The set-up beside the scenario, with the plan as PNG and as a PDF to print at 1:1");
    ImGui::EndDisabled();
  }
  if (!m_message.empty()) {
    if (m_failed)
      ImGui::TextColored({1, 0.45f, 0.35f, 1}, "%s", m_message.c_str());
    else
      ImGui::TextWrapped("%s", m_message.c_str());
  }
  if (m_plan.width <= 0) return;
  if (!m_texture && m_backend.upload)
    m_texture = m_backend.upload(m_plan.width, m_plan.height, m_plan.rgba.data());
  const float width = ImGui::GetContentRegionAvail().x;
  const ImVec2 size{width,
                    width * static_cast<float>(m_plan.height) / static_cast<float>(m_plan.width)};
  if (m_texture)
    ImGui::Image(m_texture, size);
  else
    ImGui::Dummy(size);  // headless: no textures
}

}  // namespace hfg
