// Import wizard: the file's description and the import's progress; the work is in maps/ and ImportJob.
#include "editor/import/import_wizard.h"

#include <imgui.h>

#include "editor/shell/document.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/import/source_sniffing.h"
#include "maps/map_error.h"
#include "maps/raster/raster_info.h"

namespace hfg {
namespace {

const char* kindKey(ImportKind kind) {
  switch (kind) {
    case ImportKind::Scan: return "scan";
    case ImportKind::Dem: return "dem";
    case ImportKind::Vector: return "vector";
  }
  return "scan";
}

}  // namespace

ImportWizard::ImportWizard() : Panel("import", "Import") { setOpen(false); }

void ImportWizard::chooseFile(const std::string& path) {
  m_path = path;
  m_error.clear();
  m_messages.clear();
  switch (maps::sniffSource(path)) {
    case maps::SourceKind::Scan: m_kind = ImportKind::Scan; break;
    case maps::SourceKind::Elevation: m_kind = ImportKind::Dem; break;
    case maps::SourceKind::Vector:
      m_kind = ImportKind::Vector;
      m_description =
          path + ": vector layers (roads, rivers, woods, places are mapped to HFG terrain).";
      return;
    case maps::SourceKind::Unknown: break;
  }
  try {
    m_description = maps::plainDescription(maps::describeRaster(path));
  } catch (const maps::MapError& e) {
    m_description.clear();
    m_error = e.what();
  }
}

void ImportWizard::startImport(const Document& document) {
  m_error.clear();
  m_messages.clear();
  maps::ImportRequest request;
  request.paths = {m_path};
  request.frame = document.scenario().map.frame;
  try {
    // An empty map takes the UTM frame around the file, so it can be imported at all.
    if (request.frame.crsWkt.empty())
      request.frame = maps::makeUtmFrame(maps::geoBoundsOfFile(m_path));
  } catch (const maps::MapError& e) {
    m_error = e.what();
    return;
  }
  const std::filesystem::path base = document.path().empty()
                                         ? std::filesystem::temp_directory_path()
                                         : document.path().parent_path();
  request.outputDirectory = (base / "imported").string();
  m_importedFile = std::filesystem::path(m_path).filename().string();
  m_frame = request.frame;
  m_job.start(std::move(request), kindKey(m_kind));
}

bool ImportWizard::poll(Document& document) {
  if (!m_job.finished()) return false;
  auto result = m_job.takeResult();
  if (!result) {
    m_error = m_job.error();
    return false;
  }
  m_messages = result->messages;
  // The first display product (warped scan or hillshade) becomes the background, relative to the
  // scenario file when it lies beside it.
  const std::string background = result->products.empty()
                                     ? std::string()
                                     : backgroundPathFor(document, result->products.front());
  if (!document.edit(importOperation(document.scenario().map, *result, m_frame, background,
                                     "Import " + m_importedFile))) {
    m_error = document.lastError();
    return false;
  }
  return true;
}

void ImportWizard::drawContent(Document& document) {
  poll(document);
  ImGui::TextWrapped(
      "1. Choose a scan, an elevation grid (DEM) or a vector file (GeoJSON, "
      "Shapefile, OSM ...).");
  char buffer[1024];
  std::snprintf(buffer, sizeof buffer, "%s", m_path.c_str());
  ImGui::SetNextItemWidth(-ImGui::GetFontSize() * 6);
  if (ImGui::InputText("##importPath", buffer, sizeof buffer, ImGuiInputTextFlags_EnterReturnsTrue))
    chooseFile(buffer);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Type a path and press Enter, or Browse");
  ImGui::SameLine();
  if (ImGui::Button("Browse...")) {
    const std::filesystem::path folder = m_path.empty()
                                             ? std::filesystem::current_path()
                                             : std::filesystem::path(m_path).parent_path();
    m_browser.begin(FileBrowser::Mode::Open, "Import a map source", folder, {});
  }
  if (m_browser.isOpen())
    if (auto chosen = m_browser.draw()) chooseFile(chosen->string());

  if (!m_description.empty()) {
    ImGui::Separator();
    ImGui::TextWrapped("2. What GDAL says:");
    ImGui::TextWrapped("%s", m_description.c_str());
  }
  ImGui::Separator();
  ImGui::TextUnformatted("3. It is:");
  int kind = static_cast<int>(m_kind);
  ImGui::RadioButton("Scan", &kind, 0);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("A map image: warped into the map frame, shown under the map");
  ImGui::SameLine();
  ImGui::RadioButton("Elevation (DEM)", &kind, 1);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Heights: hills are found and a hillshade is made");
  ImGui::SameLine();
  ImGui::RadioButton("Vector layers", &kind, 2);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Roads, rivers, woods and places as terrain features");
  m_kind = static_cast<ImportKind>(kind);

  ImGui::Separator();
  if (m_job.running()) {
    ImGui::ProgressBar(static_cast<float>(m_job.fraction()), {-ImGui::GetFontSize() * 6, 0},
                       m_job.stage().c_str());
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) m_job.cancel();
  } else {
    ImGui::BeginDisabled(m_path.empty());
    if (ImGui::Button("4. Import")) startImport(document);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("Adds the features as one step you can undo");
  }
  if (!m_error.empty()) ImGui::TextColored({0.85f, 0.2f, 0.1f, 1}, "%s", m_error.c_str());
  for (const auto& message : m_messages) ImGui::BulletText("%s", message.c_str());
}

}  // namespace hfg
