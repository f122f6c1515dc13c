// Table plans: the PDF's page count for paper and scale, a 1,000 p grid square measuring 100 mm
// at 15 mm scale (read back from the PDF), and the PNG.
#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/dice/dice.h"
#include "maps/map_error.h"
#include "maps/table/book_terrain.h"
#include "maps/table/table_export.h"
#include "tests/maps/test_data.h"

#ifdef HFG_HAVE_POPPLER
#include <poppler-document.h>
#include <poppler-page.h>
#endif

using namespace hfg;
using namespace hfg::maps;

namespace {

TableSetup bookTable(TableSize size = TableSize::Standard) {
  TableSetup s;
  s.name = "Test table";
  s.size = size;
  s.extent = extentOf(size);
  Dice dice(11);
  s.features = generateBookTerrain(s.extent, dice).features;
  return s;
}

}  // namespace

TEST_CASE("1.1 figure scales: 10 mm = 100 p at 15 mm and smaller, x 1.5 at 25 mm") {
  CHECK(millimetresPerPace(FigureScale::Mm15) == doctest::Approx(0.1));
  CHECK(millimetresPerPace(FigureScale::Mm25) == doctest::Approx(0.15));
  CHECK(figureScaleFromKey("6mm") == FigureScale::Mm15);
  CHECK(figureScaleFromKey("28mm") == FigureScale::Mm25);
  CHECK_FALSE(figureScaleFromKey("54mm"));
}

TEST_CASE("PDF tiling: sheets for the paper and scale, worked by hand") {
  PdfSettings a4;
  // 6 x 3 at 15 mm = 1,200 x 600 mm. A4 landscape: 277 x 182 mm per sheet (10 mm margins, 8 mm
  // label), 10 mm overlap: ceil(1190 / 267) = 5 columns, ceil(590 / 172) = 4 rows = 20 sheets.
  // Portrait (190 x 269): ceil(1190 / 180) = 7 x ceil(590 / 259) = 3 = 21. Landscape wins.
  TileLayout t = tileLayout(extentOf(TableSize::Standard), 0.1, a4);
  CHECK(t.landscape);
  CHECK(t.columns == 5);
  CHECK(t.rows == 4);
  CHECK(t.pages() == 22);
  // 25 mm: 1,800 x 900 mm. Landscape ceil(1790 / 267) = 7 x ceil(890 / 172) = 6 = 42;
  // portrait ceil(1790 / 180) = 10 x ceil(890 / 259) = 4 = 40. Portrait wins.
  TileLayout big = tileLayout(extentOf(TableSize::Standard), 0.15, a4);
  CHECK_FALSE(big.landscape);
  CHECK(big.columns * big.rows == 40);
  // Letter landscape 259.4 x 187.9: ceil(1190 / 249.4) = 5 x ceil(590 / 177.9) = 4 = 20.
  PdfSettings letter;
  letter.paper = Paper::Letter;
  TileLayout l = tileLayout(extentOf(TableSize::Standard), 0.1, letter);
  CHECK(l.columns * l.rows == 20);
  CHECK(l.paperWidthMm == doctest::Approx(279.4));
}

#ifdef HFG_HAVE_POPPLER
TEST_CASE("PDF: page count, paper size, and a 1,000 p grid square is 100 mm on the sheet") {
  test::TempDir dir("table_pdf");
  TableSetup setup = bookTable();
  PlanOptions options;
  auto layout = writeTablePdf(setup, dir.file("table.pdf"), options);
  std::unique_ptr<poppler::document> doc(poppler::document::load_from_file(dir.file("table.pdf")));
  REQUIRE(doc);
  CHECK(doc->pages() == 22);
  CHECK(doc->pages() == layout.pages());
  const double mmPerPoint = 25.4 / 72;
  int measured = 0;
  for (int i = 2; i < doc->pages(); ++i) {
    std::unique_ptr<poppler::page> page(doc->create_page(i));
    REQUIRE(page);
    poppler::rectf box = page->page_rect();
    CHECK(box.width() * mmPerPoint == doctest::Approx(297).epsilon(0.002));
    CHECK(box.height() * mmPerPoint == doctest::Approx(210).epsilon(0.002));
    // The vertical grid lines' labels ("3000p") sit 1 mm right of their lines on one baseline.
    std::map<long, double> labelX;
    double baseline = -1;
    for (const auto& word : page->text_list()) {
      auto bytes = word.text().to_utf8();
      std::string s(bytes.begin(), bytes.end());
      if (s.size() < 5 || s.back() != 'p' || s.find_first_not_of("0123456789") != s.size() - 1)
        continue;
      long value = std::atol(s.c_str());
      if (value % 1000 != 0) continue;
      if (baseline < 0) baseline = word.bbox().y();
      if (std::abs(word.bbox().y() - baseline) > 0.5) continue;
      labelX[value] = word.bbox().x();
    }
    for (auto it = labelX.begin(); it != labelX.end(); ++it) {
      auto next = std::next(it);
      if (next == labelX.end() || next->first != it->first + 1000) continue;
      CHECK((next->second - it->second) * mmPerPoint == doctest::Approx(100).epsilon(0.003));
      ++measured;
    }
  }
  CHECK(measured >= 10);
}

TEST_CASE("PDF at 25 mm on Letter: the page count follows the scale and the paper") {
  test::TempDir dir("table_pdf25");
  PlanOptions options;
  options.scale = FigureScale::Mm25;
  PdfSettings letter;
  letter.paper = Paper::Letter;
  auto layout = writeTablePdf(bookTable(), dir.file("table.pdf"), options, letter);
  std::unique_ptr<poppler::document> doc(poppler::document::load_from_file(dir.file("table.pdf")));
  REQUIRE(doc);
  CHECK(doc->pages() == layout.pages());
  CHECK(doc->pages() == tileLayout(extentOf(TableSize::Standard), 0.15, letter).pages());
}
#endif

TEST_CASE("PNG: the whole table with margins, at the pixels per millimetre asked") {
  test::TempDir dir("table_png");
  PlanOptions options;
  writeTablePng(bookTable(), dir.file("table.png"), options, 1);
  std::ifstream in(dir.file("table.png"), std::ios::binary);
  std::vector<unsigned char> head(24);
  in.read(reinterpret_cast<char*>(head.data()), 24);
  REQUIRE(in.gcount() == 24);
  CHECK(head[1] == 'P');
  CHECK(head[2] == 'N');
  CHECK(head[3] == 'G');
  auto be32 = [&](int at) {
    return (static_cast<unsigned>(head[static_cast<std::size_t>(at)]) << 24) |
           (head[static_cast<std::size_t>(at) + 1] << 16) |
           (head[static_cast<std::size_t>(at) + 2] << 8) | head[static_cast<std::size_t>(at) + 3];
  };
  CHECK(be32(16) == 1200 + 2 * 16);      // table 1,200 mm + 16 mm margins at 1 px/mm
  CHECK(be32(20) == 600 + 2 * 16 + 58);  // + the legend band
}

TEST_CASE(
    "PDF with the faded Gettysburg scan: the scan is embedded once, not once per "
    "sheet" HFG_NEEDS_SHARED_DATA) {
  TableSetup setup = bookTable();
  TableGround ground;
  ground.crsWkt = "EPSG:32618";
  ground.centreCrs = {308700, 4406400};  // near Little Round Top, inside the scan
  ground.facingDegrees = 270;
  ground.gridFacingDegrees = 271.4;
  ground.backgroundImage = test::sharedFile("gettysburg_gnpc_map_utm18n.tif");
  setup.ground = ground;
  auto background = renderTableBackground(setup, 20);
  REQUIRE(background);
  int opaque = 0;
  for (std::size_t i = 3; i < background->rgba.size(); i += 4) opaque += background->rgba[i] > 0;
  CHECK(opaque >
        static_cast<int>(background->rgba.size() / 4 / 4));  // the scan reaches much of the table
  test::TempDir dir("table_pdf_scan");
  writeTablePdf(setup, dir.file("scan.pdf"), PlanOptions{});
  auto bytes = std::filesystem::file_size(dir.file("scan.pdf"));
  CHECK(bytes < 15u * 1024 * 1024);  // 22 copies of the 2,400 x 1,200 pixel scan would be far more
}

TEST_CASE("PNG: a plan too large for memory is refused with the resolution that would fit") {
  test::TempDir dir("table_png_big");
  PlanOptions options;
  options.scale = FigureScale::Mm25;
  TableSetup setup = bookTable(TableSize::Paired);
  try {
    writeTablePng(setup, dir.file("big.png"), options, 10);
    FAIL("wrote a 27,000 x 18,000 pixel PNG");
  } catch (const MapError& e) {
    CHECK(std::string(e.what()).find("too large; use at most") != std::string::npos);
  }
}
