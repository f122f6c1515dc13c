// A raster (scan or hillshade) drawn under the map from its overview pyramid, as a GPU texture.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "core/model/geometry.h"
#include "editor/shell/gl_texture.h"
#include "editor/map/raster_view.h"
#include "maps/gdal_handles.h"

struct ImDrawList;

namespace hfg {

class Camera;

/// Keeps one texture of the part of the raster around the view, at the overview level the zoom
/// needs (chooseRasterWindow), and reads a new one only when the view leaves it or the zoom
/// changes level; so a 30,000 x 20,000 scan costs one window read per level change or long pan.
class BackgroundLayer {
 public:
  explicit BackgroundLayer(TextureBackend backend);
  ~BackgroundLayer();
  BackgroundLayer(const BackgroundLayer&) = delete;
  BackgroundLayer& operator=(const BackgroundLayer&) = delete;

  /// Opens a north-up raster whose CRS is the map frame's; `frameOrigin` (CRS coordinates of
  /// local (0, 0)) places it in map metres. False with error() set on failure (the message names
  /// the file); the previous raster is kept then.
  bool open(const std::string& path, Vec2 frameOrigin);
  /// Opens any raster (georeferenced or not) in pixel units: world x = column, world y = -row,
  /// so a scan can be shown and clicked before it is georeferenced. False with error() set.
  bool openPixelGrid(const std::string& path);
  /// The colour of the full-resolution pixel under `world` (alpha 0 = no data there), or nothing
  /// outside the raster or on a failed read (error() set).
  std::optional<std::array<std::uint8_t, 4>> colourAt(Vec2 world);
  /// The raster's extent in world metres (pixel units for openPixelGrid).
  WorldBox extent() const;
  /// Replaces how textures are made (the editor's main sets the OpenGL one; without an upload
  /// function nothing is read, so headless runs cost nothing).
  void setBackend(TextureBackend backend);
  void close();
  bool isOpen() const { return m_dataset != nullptr; }
  const std::string& path() const { return m_path; }
  const std::string& error() const { return m_error; }
  const RasterGrid& grid() const { return m_grid; }

  /// Reads and uploads a new window when the camera's view is not covered by the loaded one.
  /// True when it read.
  bool update(const Camera& camera);
  /// Draws the loaded texture at its place, `opacity` 0..1.
  void paint(ImDrawList& drawList, const Camera& camera, float opacity) const;

  const RasterWindow& loadedWindow() const { return m_window; }
  /// How many window reads happened (tests and the status line).
  int readCount() const { return m_readCount; }
  /// How many times a raster was opened or closed: with readCount(), which texture is shown.
  int openCount() const { return m_openCount; }

 private:
  void releaseTexture();

  TextureBackend m_backend;
  maps::DatasetPtr m_dataset;
  std::string m_path;
  std::string m_error;
  RasterGrid m_grid;
  RasterWindow m_window;
  ImTextureID m_texture = nullptr;
  int m_readCount = 0;
  int m_openCount = 0;
};

}  // namespace hfg
