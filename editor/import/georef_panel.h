// The georeferencing panel: click control points on a scan, type or pick their places, see the fit.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "editor/shell/background_job.h"
#include "editor/map/background_layer.h"
#include "editor/map/camera.h"
#include "editor/import/georef_session.h"
#include "editor/import/import_job.h"
#include "editor/shell/panel.h"

namespace hfg {

class MapCanvas;

/// Over GeorefSession (the model): the scan is shown in pixel units; a click on it adds a point
/// (Add point mode), whose longitude and latitude are typed in the table or taken from a click on
/// the already georeferenced Map ("Pick on map"). The table shows each point's residual and its
/// leave-one-out check residual (maps::fitGcps), the worst row highlighted. The fit method is a
/// choice. "Warped preview" shows the scan warped through the current fit (a warped VRT written
/// by maps/georef on a worker thread, redone whenever the fit changes); Apply imports the scan
/// with these points as the map's background, one undoable step.
class GeorefPanel : public Panel {
 public:
  explicit GeorefPanel(MapCanvas& canvas);
  ~GeorefPanel() override;  ///< removes the preview files it wrote

  /// Opens the scan to georeference (any raster GDAL reads). False with error() set. Points
  /// already clicked are dropped.
  bool openScan(const std::string& path);
  const std::string& scanPath() const { return m_scanPath; }
  GeorefSession& session() { return m_session; }
  const GeorefSession& session() const { return m_session; }

  /// A click on the scan at a pixel: adds a point there and selects it.
  std::size_t clickScan(double pixel, double line);
  /// Types a point's longitude and latitude (WGS 84 degrees).
  void typeLonLat(std::size_t index, double lon, double lat);
  /// Starts picking the selected point's place on the Map panel (needs a map frame).
  bool pickOnMap(std::size_t index);
  std::optional<std::size_t> selected() const { return m_selected; }
  void select(std::optional<std::size_t> index) { m_selected = index; }

  /// The scan view's camera (pixel units: world x = column, world y = -row).
  Camera& camera() { return m_camera; }
  BackgroundLayer& scanLayer() { return m_scan; }
  BackgroundLayer& previewLayer() { return m_preview; }

  /// Shows the warped preview instead of the scan; it is (re)made whenever the fit changes.
  void setShowPreview(bool show) { m_showPreview = show; }
  /// Starts writing the preview for the current fit when one is needed. True when started.
  bool updatePreview(const Document& document);
  /// Takes a finished preview and opens it; true when one arrived. Called each frame.
  bool pollPreview();
  BackgroundJob<std::string>& previewJob() { return m_previewJob; }
  const std::string& previewPath() const { return m_previewPath; }

  /// Imports the scan with the session's points and method into the map (a UTM frame around the
  /// points when the map has none). False with error() set when there is no fit yet.
  bool startApply(const Document& document);
  /// Applies a finished import to the document; true when an edit was made. Called each frame.
  bool pollApply(Document& document);
  ImportJob& applyJob() { return m_applyJob; }

  const std::string& error() const { return m_error; }
  void setTextureBackend(const TextureBackend& backend);
  void documentChanged(Document* document) override;

 protected:
  void drawContent(Document& document) override;
  PanelPlacement defaultPlacement() const override { return {0.1f, 0.05f, 0.75f, 0.85f}; }

 private:
  void drawTable(Document& document);
  void drawView(Document& document);
  void drawFitLine();

  MapCanvas& m_canvas;
  std::string m_scanPath;
  std::string m_pathEdit;
  BackgroundLayer m_scan{TextureBackend{}};
  BackgroundLayer m_preview{TextureBackend{}};
  Camera m_camera;
  bool m_fitScanPending = true;
  bool m_fitPreviewPending = true;
  GeorefSession m_session{"EPSG:4326"};
  std::optional<std::size_t> m_selected;
  bool m_addMode = true;
  bool m_showPreview = false;
  BackgroundJob<std::string> m_previewJob;
  std::string m_previewPath;
  std::string m_previewKey;  ///< the points and method the preview shows (or is being made for)
  int m_previewCount = 0;
  ImportJob m_applyJob;
  MapFrame m_applyFrame;
  std::string m_error;
  std::string m_message;
  std::map<std::string, std::pair<double, double>> m_typing;  ///< lon, lat typed per point name
  std::uint64_t m_applySerial = 0;  ///< the document the running import is for
};

}  // namespace hfg
