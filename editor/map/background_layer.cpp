// Background raster layer: window choice is pure (raster_view), reads go through maps/, GL through gl_texture.
#include "editor/map/background_layer.h"

#include <imgui.h>

#include <cmath>

#include "editor/map/camera.h"
#include "editor/map/map_paint_cache.h"
#include "maps/map_error.h"
#include "maps/raster/raster_open.h"
#include "maps/raster/rgba_window.h"

namespace hfg {
namespace {

constexpr int kMaxTextureSide = 4096;  // every GL 3.2 implementation allows this

ImVec2 toIm(Vec2 v) { return {static_cast<float>(v.x), static_cast<float>(v.y)}; }

}  // namespace

BackgroundLayer::BackgroundLayer(TextureBackend backend) : m_backend(std::move(backend)) {}

BackgroundLayer::~BackgroundLayer() { releaseTexture(); }

void BackgroundLayer::releaseTexture() {
  if (m_texture && m_backend.release) m_backend.release(m_texture);
  m_texture = nullptr;
  m_window = {};
}

bool BackgroundLayer::open(const std::string& path, Vec2 frameOrigin) {
  try {
    maps::DatasetPtr dataset = maps::openRaster(path);
    double gt[6] = {0, 1, 0, 0, 0, -1};
    if (dataset->GetGeoTransform(gt) != CE_None)
      throw maps::MapError(path +
                           ": has no geotransform (expected a georeferenced raster; "
                           "georeference the scan first)");
    if (gt[2] != 0 || gt[4] != 0)
      throw maps::MapError(path + ": is rotated (expected a north-up raster; warp it first)");
    RasterGrid grid;
    grid.width = dataset->GetRasterXSize();
    grid.height = dataset->GetRasterYSize();
    grid.geoTransform = {gt[0] - frameOrigin.x, gt[1], 0, gt[3] - frameOrigin.y, 0, gt[5]};
    grid.overviewFactors = maps::overviewFactors(*dataset);
    releaseTexture();
    m_dataset = std::move(dataset);
    m_grid = grid;
    m_path = path;
    m_error.clear();
    ++m_openCount;
    return true;
  } catch (const maps::MapError& e) {
    m_error = e.what();
    return false;
  }
}

bool BackgroundLayer::openPixelGrid(const std::string& path) {
  try {
    maps::DatasetPtr dataset = maps::openRaster(path);
    RasterGrid grid;
    grid.width = dataset->GetRasterXSize();
    grid.height = dataset->GetRasterYSize();
    grid.geoTransform = {0, 1, 0, 0, 0, -1};
    grid.overviewFactors = maps::overviewFactors(*dataset);
    releaseTexture();
    m_dataset = std::move(dataset);
    m_grid = grid;
    m_path = path;
    m_error.clear();
    ++m_openCount;
    return true;
  } catch (const maps::MapError& e) {
    m_error = e.what();
    return false;
  }
}

WorldBox BackgroundLayer::extent() const {
  WorldBox box;
  if (!m_dataset) return box;
  const auto& gt = m_grid.geoTransform;
  box.include({gt[0], gt[3]});
  box.include({gt[0] + m_grid.width * gt[1], gt[3] + m_grid.height * gt[5]});
  return box;
}

std::optional<std::array<std::uint8_t, 4>> BackgroundLayer::colourAt(Vec2 world) {
  if (!m_dataset) return std::nullopt;
  const auto& gt = m_grid.geoTransform;
  const auto column = static_cast<int>(std::floor((world.x - gt[0]) / gt[1]));
  const auto row = static_cast<int>(std::floor((world.y - gt[3]) / gt[5]));
  if (column < 0 || row < 0 || column >= m_grid.width || row >= m_grid.height) return std::nullopt;
  try {
    const maps::RgbaWindow pixel =
        maps::readRgbaWindow(*m_dataset, m_path, column, row, 1, 1, 1, 1);
    if (pixel.pixels.size() < 4) return std::nullopt;
    return std::array<std::uint8_t, 4>{pixel.pixels[0], pixel.pixels[1], pixel.pixels[2],
                                       pixel.pixels[3]};
  } catch (const maps::MapError& e) {
    m_error = e.what();
    return std::nullopt;
  }
}

void BackgroundLayer::setBackend(TextureBackend backend) {
  releaseTexture();
  m_backend = std::move(backend);
}

void BackgroundLayer::close() {
  releaseTexture();
  m_dataset.reset();
  m_path.clear();
  ++m_openCount;
}

bool BackgroundLayer::update(const Camera& camera) {
  if (!m_dataset || !m_backend.upload) return false;
  const WorldBox view = visibleWorld(camera, 0);
  const RasterWindow wanted =
      chooseRasterWindow(m_grid, view, camera.pixelsPerMetre(), 0.0, kMaxTextureSide);
  if (wanted.empty() || windowCovers(m_window, wanted)) return false;
  // Read with a margin so small pans reuse the texture.
  const RasterWindow read =
      chooseRasterWindow(m_grid, view, camera.pixelsPerMetre(), 0.25, kMaxTextureSide);
  try {
    const maps::RgbaWindow image =
        maps::readRgbaWindow(*m_dataset, m_path, read.x, read.y, read.width, read.height,
                             read.bufferWidth, read.bufferHeight);
    releaseTexture();
    m_texture = m_backend.upload(image.width, image.height, image.pixels.data());
    m_window = read;
    ++m_readCount;
    return true;
  } catch (const maps::MapError& e) {
    m_error = e.what();
    return false;
  }
}

void BackgroundLayer::paint(ImDrawList& dl, const Camera& camera, float opacity) const {
  if (!m_texture || m_window.empty() || opacity <= 0) return;
  // Top-left of the window is its north-west corner: world (min.x, max.y).
  const Vec2 a = camera.worldToScreen({m_window.world.min.x, m_window.world.max.y});
  const Vec2 b = camera.worldToScreen({m_window.world.max.x, m_window.world.min.y});
  const auto alpha = static_cast<int>(std::lround(255.0 * std::min(opacity, 1.0f)));
  dl.AddImage(m_texture, toIm(a), toIm(b), {0, 0}, {1, 1}, IM_COL32(255, 255, 255, alpha));
}

}  // namespace hfg
