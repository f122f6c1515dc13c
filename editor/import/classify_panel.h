// The colour-sample terrain classification tool: pick colours on the scan, preview, accept.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/model/terrain.h"
#include "editor/shell/background_job.h"
#include "editor/shell/panel.h"
#include "maps/scan/scan_classifier.h"

namespace hfg {

class MapCanvas;

/// Samples are picked by clicking the map's background scan (in the Map panel) for one HFG area
/// class at a time, or for "background" (paper, lettering: left unclassified). Preview runs
/// maps::classifyScan on a worker thread and shows the areas it finds translucent over the map;
/// Accept adds them as terrain features in one undoable step. The scan must be georeferenced in
/// the map's frame (the map's background image after a scan import).
class ClassifyPanel : public Panel {
 public:
  explicit ClassifyPanel(MapCanvas& canvas);

  /// The class the next picked colours are for; nullopt = background.
  void setPickClass(std::optional<TerrainClass> terrain) { m_pickClass = terrain; }
  std::optional<TerrainClass> pickClass() const { return m_pickClass; }
  /// Puts the Map panel in pick mode: each click there samples the scan for the pick class.
  void startPicking();
  /// True while the Map panel's clicks sample colours for this panel.
  bool picking() const;
  /// Adds the scan's colour under the map point to the pick class. False outside the scan or on
  /// a transparent (no data) pixel.
  bool sampleAt(Vec2 worldMetres);
  /// Adds a colour for a class directly (typed, or a test).
  void addSample(std::optional<TerrainClass> terrain, maps::Rgb colour);
  void removeSample(std::size_t classIndex, std::size_t sampleIndex);
  /// The classes with their samples, in the order first sampled (the classifier's order).
  const std::vector<maps::ColourClass>& classes() const { return m_classes; }
  maps::ScanClassifySettings& settings() { return m_settings; }

  /// Classifies the map's background scan on a worker thread. False (message() says why) when
  /// there is no scan or no sampled area class.
  bool startPreview(const Document& document);
  /// Takes a finished preview and shows it on the map; true when one arrived. Called each frame.
  bool pollPreview(const Document& document);
  BackgroundJob<maps::ScanClassification>& job() { return m_job; }
  /// The previewed areas (local metres), not yet part of the map.
  const std::vector<TerrainFeature>& preview() const { return m_preview; }
  /// Adds the previewed areas to the map as ONE undoable step and clears the preview.
  bool accept(Document& document);
  void clearPreview();
  /// Plain words: what the preview found, or what went wrong.
  const std::string& message() const { return m_message; }

  void documentChanged(Document* document) override;

 protected:
  void drawContent(Document& document) override;
  PanelPlacement defaultPlacement() const override { return {0.6f, 0.35f, 0.22f, 0.45f}; }

 private:
  void drawSamples();
  void drawPreview(Document& document);

  MapCanvas& m_canvas;
  std::optional<TerrainClass> m_pickClass = TerrainClass::Woods;
  std::vector<maps::ColourClass> m_classes;
  maps::ScanClassifySettings m_settings;
  BackgroundJob<maps::ScanClassification> m_job;
  std::vector<TerrainFeature> m_preview;
  std::string m_message;
  bool m_failed = false;
  std::uint64_t m_jobSerial = 0;  ///< the document the running preview is for
};

}  // namespace hfg
