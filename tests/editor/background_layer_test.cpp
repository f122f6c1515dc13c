// The background layer reads windows from a generated GeoTIFF's overviews only when the view needs.
#include <doctest/doctest.h>

#include <cstdint>
#include <filesystem>
#include <vector>

#include "editor/map/background_layer.h"
#include "editor/map/camera.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/raster/overviews.h"
#include "tests/editor/imgui_headless.h"

namespace hfg {
namespace {

// 8192 x 4096 px grey GeoTIFF at 2 m a pixel, west edge at x = 500000, north edge at y = 5008192,
// tiled, with overviews 2 .. 32.
std::string writeLargeScan(const std::filesystem::path& dir) {
  maps::ensureGdalRegistered();
  const int w = 8192, h = 4096;
  const std::string path = (dir / "large_scan.tif").string();
  char** options = CSLSetNameValue(nullptr, "TILED", "YES");
  maps::DatasetPtr ds(GetGDALDriverManager()->GetDriverByName("GTiff")->Create(
      path.c_str(), w, h, 1, GDT_Byte, options));
  CSLDestroy(options);
  REQUIRE(ds);
  double gt[6] = {500000, 2, 0, 5008192, 0, -2};
  ds->SetGeoTransform(gt);
  std::vector<std::uint8_t> row(static_cast<size_t>(w), 180);
  bool written = true;
  for (int r = 0; r < h; ++r)
    written = written && ds->GetRasterBand(1)->RasterIO(GF_Write, 0, r, w, 1, row.data(), w, 1,
                                                        GDT_Byte, 0, 0, nullptr) == CE_None;
  REQUIRE(written);
  ds.reset();
  maps::OverviewOptions overviews;
  overviews.factors = {2, 4, 8, 16, 32};
  maps::buildOverviews(path, overviews);
  return path;
}

struct FakeTextures {
  int uploads = 0;
  int releases = 0;
  int lastWidth = 0;
  TextureBackend backend() {
    TextureBackend b;
    b.upload = [this](int width, int, const std::uint8_t*) {
      lastWidth = width;
      return reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(++uploads));
    };
    b.release = [this](ImTextureID) { ++releases; };
    return b;
  }
};

}  // namespace

TEST_CASE("a large scan is drawn from its overviews and re-read only when the view needs") {
  const auto dir = std::filesystem::temp_directory_path() / "hfg_editor_background";
  std::filesystem::create_directories(dir);
  const std::string path = writeLargeScan(dir);
  FakeTextures textures;
  {
    BackgroundLayer layer(textures.backend());
    // Map frame origin at (500000, 5000000): local x 0 .. 16384 m, y 0 .. 8192 m.
    REQUIRE(layer.open(path, {500000, 5000000}));
    CHECK(layer.grid().overviewFactors == std::vector<int>{2, 4, 8, 16, 32});
    Camera camera;
    camera.setViewport({0, 0}, {1024, 512});
    camera.setCentreMetres({8192, 4096});
    camera.setPixelsPerMetre(1024.0 / 16384);  // whole scan: 8 source px per screen px
    CHECK(layer.update(camera));
    CHECK(layer.loadedWindow().factor == 8);
    CHECK(textures.lastWidth == 1024);
    CHECK_FALSE(layer.update(camera));  // same view: no read
    // Zoom in to full resolution near the middle: a new, small, full-resolution window.
    camera.setPixelsPerMetre(0.5);
    CHECK(layer.update(camera));
    CHECK(layer.loadedWindow().factor == 1);
    CHECK(layer.loadedWindow().width < 8192);
    // A small pan stays inside the margin read before.
    camera.panByPixels({30, 20});
    CHECK_FALSE(layer.update(camera));
    CHECK(layer.readCount() == 2);
    CHECK(textures.releases == 1);  // the first texture was freed when the second came

    test::ImGuiHeadless imgui;
    imgui.frame([&] {
      ImDrawList& dl = *ImGui::GetBackgroundDrawList();
      const int before = dl.CmdBuffer.Size;
      layer.paint(dl, camera, 0.5f);
      bool drewTexture = false;
      for (int i = 0; i < dl.CmdBuffer.Size; ++i)
        drewTexture |=
            dl.CmdBuffer[i].TextureId == reinterpret_cast<ImTextureID>(std::uintptr_t{2});
      CHECK(dl.CmdBuffer.Size >= before);
      CHECK(drewTexture);
    });
  }
  CHECK(textures.releases == 2);  // and the last when the layer closed
  std::filesystem::remove_all(dir);
}

TEST_CASE("a raster without georeferencing is refused in plain words") {
  const auto dir = std::filesystem::temp_directory_path() / "hfg_editor_background_plain";
  std::filesystem::create_directories(dir);
  maps::ensureGdalRegistered();
  const std::string path = (dir / "plain.tif").string();
  {
    maps::DatasetPtr ds(GetGDALDriverManager()->GetDriverByName("GTiff")->Create(
        path.c_str(), 64, 64, 1, GDT_Byte, nullptr));
    REQUIRE(ds);
  }
  BackgroundLayer layer({});
  CHECK_FALSE(layer.open(path, {0, 0}));
  CHECK(layer.error().find("plain.tif: has no geotransform") != std::string::npos);
  CHECK_FALSE(layer.open((dir / "missing.tif").string(), {0, 0}));
  CHECK(layer.error().find("missing.tif") != std::string::npos);
  CHECK_FALSE(layer.isOpen());
  std::filesystem::remove_all(dir);
}

}  // namespace hfg
