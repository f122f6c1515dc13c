// Colour samples from the scan under the map, the classifier in maps/scan, accept via core/edit.
#include "editor/import/classify_panel.h"

#include <imgui.h>

#include <filesystem>
#include <map>
#include <unistd.h>

#include "editor/shell/document.h"
#include "editor/import/import_job.h"
#include "editor/map/map_canvas.h"
#include "editor/map/map_style.h"

namespace hfg {
namespace {

std::string className(const std::optional<TerrainClass>& terrain) {
  return terrain ? std::string(displayNameOf(*terrain))
                 : std::string("Background (paper, lettering)");
}

ImVec4 rgbToImVec(const maps::Rgb& c) {
  return {static_cast<float>(c[0]) / 255.0f, static_cast<float>(c[1]) / 255.0f,
          static_cast<float>(c[2]) / 255.0f, 1.0f};
}

const std::string kPickPrompt = "Click the scan where it shows ";

void tooltip(const char* text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

}  // namespace

ClassifyPanel::ClassifyPanel(MapCanvas& canvas)
    : Panel("classify", "Scan classification"), m_canvas(canvas) {
  setOpen(false);
}

void ClassifyPanel::documentChanged(Document* document) {
  (void)document;
  m_job.cancel();
  m_preview.clear();
  m_message.clear();
}

bool ClassifyPanel::picking() const {
  return m_canvas.picking() && m_canvas.pickPrompt().rfind(kPickPrompt, 0) == 0;
}

void ClassifyPanel::startPicking() {
  m_canvas.beginPick(kPickPrompt + className(m_pickClass), [this](Vec2 world) {
    if (!sampleAt(world)) m_message = "No scan colour there (outside the scan or transparent).";
    return true;  // keep picking until the user stops
  });
}

bool ClassifyPanel::sampleAt(Vec2 worldMetres) {
  const auto colour = m_canvas.background().colourAt(worldMetres);
  if (!colour || (*colour)[3] == 0) return false;
  addSample(m_pickClass, {(*colour)[0], (*colour)[1], (*colour)[2]});
  return true;
}

void ClassifyPanel::addSample(std::optional<TerrainClass> terrain, maps::Rgb colour) {
  for (auto& c : m_classes)
    if (c.terrain == terrain) {
      c.samples.push_back(colour);
      return;
    }
  m_classes.push_back({terrain, {colour}});
}

void ClassifyPanel::removeSample(std::size_t classIndex, std::size_t sampleIndex) {
  if (classIndex >= m_classes.size()) return;
  auto& samples = m_classes[classIndex].samples;
  if (sampleIndex < samples.size())
    samples.erase(samples.begin() + static_cast<std::ptrdiff_t>(sampleIndex));
  if (samples.empty()) m_classes.erase(m_classes.begin() + static_cast<std::ptrdiff_t>(classIndex));
}

bool ClassifyPanel::startPreview(const Document& document) {
  m_failed = true;
  const BackgroundLayer& scan = m_canvas.background();
  if (!scan.isOpen() || document.scenario().map.backgroundImage.empty()) {
    m_message =
        "The map has no scan under it: import a georeferenced scan first (View > Import, "
        "or Georeferencing > Apply).";
    return false;
  }
  bool anyArea = false;
  for (const auto& c : m_classes) anyArea = anyArea || c.terrain.has_value();
  if (!anyArea) {
    m_message = "Pick colours for at least one terrain class (woods, BUA, marsh ...) first.";
    return false;
  }
  m_failed = false;
  m_message.clear();
  m_jobSerial = document.serial();
  const std::filesystem::path folder = document.path().empty()
                                           ? std::filesystem::temp_directory_path()
                                           : document.path().parent_path() / "imported";
  std::filesystem::create_directories(folder);
  const std::string output = (folder / (std::filesystem::path(scan.path()).stem().string() +
                                        "_classes_" + std::to_string(::getpid()) + ".tif"))
                                 .string();
  m_job.start("Classification",
              [scanPath = scan.path(), frame = document.scenario().map.frame, classes = m_classes,
               output, settings = m_settings](const maps::ProgressFn& progress) {
                return maps::classifyScan(scanPath, frame, classes, output, settings, progress);
              });
  return true;
}

bool ClassifyPanel::pollPreview(const Document& document) {
  if (!m_job.finished()) return false;
  auto result = m_job.takeResult();
  if (!result) {
    m_message = m_job.error();
    m_failed = true;
    return false;
  }
  if (document.serial() != m_jobSerial) {
    m_message = "The preview finished after another scenario was opened; it was dropped.";
    m_failed = true;
    return false;
  }
  m_preview = std::move(result->features);
  std::map<std::string, int> byClass;
  for (const auto& f : m_preview) ++byClass[std::string(displayNameOf(f.terrain))];
  m_message = std::to_string(m_preview.size()) + " areas";
  const char* separator = ": ";
  for (const auto& [name, count] : byClass) {
    m_message += separator + std::to_string(count) + " " + name;
    separator = ", ";
  }
  m_message += ". Not on the map yet: Accept adds them.";
  m_failed = false;
  m_canvas.setPreviewTerrain(m_preview);
  return true;
}

bool ClassifyPanel::accept(Document& document) {
  if (m_preview.empty()) return false;
  maps::ImportResult result;
  result.terrain = m_preview;
  const std::size_t count = m_preview.size();
  if (!document.edit(importOperation(document.scenario().map, result, document.scenario().map.frame,
                                     "", "Classify scan (" + std::to_string(count) + " areas)"))) {
    m_message = document.lastError();
    m_failed = true;
    return false;
  }
  clearPreview();
  m_message = "Added " + std::to_string(count) + " areas (Ctrl+Z undoes it).";
  return true;
}

void ClassifyPanel::clearPreview() {
  m_preview.clear();
  m_canvas.setPreviewTerrain({});
}

void ClassifyPanel::drawContent(Document& document) {
  pollPreview(document);
  if (!m_canvas.background().isOpen()) {
    ImGui::TextWrapped(
        "The map has no scan under it. Import a georeferenced scan (View > Import) "
        "or georeference one (View > Georeferencing), then pick its colours here.");
    return;
  }
  ImGui::TextWrapped(
      "1. Choose a class, then click the scan on the Map where it shows that class. "
      "Sample the paper and lettering as Background.");
  const std::string current = className(m_pickClass);
  const bool ownPick = picking();
  ImGui::SetNextItemWidth(ImGui::CalcTextSize(className(std::nullopt).c_str()).x +
                          ImGui::GetFrameHeight() * 2);
  if (ImGui::BeginCombo("Class", current.c_str())) {
    if (ImGui::Selectable(className(std::nullopt).c_str(), !m_pickClass)) m_pickClass.reset();
    for (int i = 0; i < kTerrainClassCount; ++i) {
      const auto c = static_cast<TerrainClass>(i);
      if (naturalShapeOf(c) != FeatureShape::Area) continue;  // a scan gives areas only
      if (ImGui::Selectable(className(c).c_str(), m_pickClass == c)) m_pickClass = c;
    }
    ImGui::EndCombo();
    if (ownPick) startPicking();  // the prompt names the new class
  }
  ImGui::SameLine();
  if (ImGui::Button(ownPick ? "Picking..." : "Pick on map")) startPicking();
  tooltip("Each click on the Map adds the scan's colour there to this class (Escape stops)");
  drawSamples();
  ImGui::Separator();
  ImGui::TextUnformatted("2. Settings");
  float distance = static_cast<float>(m_settings.maxColourDistance);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
  if (ImGui::SliderFloat("Colour distance", &distance, 5, 200, "%.0f"))
    m_settings.maxColourDistance = distance;
  tooltip("A pixel farther than this (RGB distance) from every sample stays unclassified");
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
  ImGui::SliderInt("Smoothing (px)", &m_settings.majorityRadiusPixels, 0, 6);
  tooltip("Majority filter radius: removes speckle and lettering");
  float minArea = static_cast<float>(m_settings.minAreaSquareMetres / 10000.0);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
  if (ImGui::SliderFloat("Smallest area (ha)", &minArea, 0, 20, "%.1f"))
    m_settings.minAreaSquareMetres = minArea * 10000.0;
  tooltip("Smaller areas are dropped (a few trees are not a battlefield wood)");
  ImGui::Separator();
  drawPreview(document);
}

void ClassifyPanel::drawSamples() {
  if (m_classes.empty()) {
    ImGui::TextDisabled("No samples yet.");
    return;
  }
  const float size = ImGui::GetTextLineHeight();
  for (std::size_t i = 0; i < m_classes.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    const auto& c = m_classes[i];
    ImGui::TextUnformatted(className(c.terrain).c_str());
    for (std::size_t k = 0; k < c.samples.size(); ++k) {
      ImGui::PushID(static_cast<int>(k));
      ImGui::SameLine();
      const maps::Rgb colour = c.samples[k];
      if (ImGui::ColorButton("##sample", rgbToImVec(colour),
                             ImGuiColorEditFlags_NoPicker | ImGuiColorEditFlags_NoTooltip,
                             {size, size})) {
        ImGui::PopID();
        removeSample(i, k);
        ImGui::PopID();
        return;  // the list changed under the loop
      }
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip("RGB %d, %d, %d - click to remove", colour[0], colour[1], colour[2]);
      ImGui::PopID();
    }
    ImGui::PopID();
  }
}

void ClassifyPanel::drawPreview(Document& document) {
  ImGui::TextUnformatted("3. Preview, then accept");
  if (m_job.running()) {
    ImGui::ProgressBar(static_cast<float>(m_job.fraction()), {-ImGui::GetFontSize() * 5, 0},
                       m_job.stage().c_str());
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) m_job.cancel();
  } else {
    if (ImGui::Button("Preview")) startPreview(document);
    tooltip("Classify the whole scan and show the areas over the map, without changing it");
    ImGui::SameLine();
    ImGui::BeginDisabled(m_preview.empty());
    if (ImGui::Button("Accept as terrain")) accept(document);
    tooltip("Add the previewed areas as terrain features, one step you can undo");
    ImGui::SameLine();
    if (ImGui::Button("Clear preview")) clearPreview();
    ImGui::EndDisabled();
  }
  if (!m_message.empty()) {
    if (m_failed)
      ImGui::TextColored({1, 0.45f, 0.35f, 1}, "%s", m_message.c_str());
    else
      ImGui::TextWrapped("%s", m_message.c_str());
  }
}

}  // namespace hfg
