// PNG and tiled PDF table plans.
#include "maps/table/table_export.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

#include <cairo-pdf.h>
#include <cairo.h>
#include <stb_image_write.h>

#include "maps/map_error.h"

namespace hfg::maps {
namespace {

constexpr double kPointsPerMm = 72.0 / 25.4;

std::optional<RgbaImage> backgroundFor(const TableSetup& setup, const PlanOptions& options) {
  if (!options.background) return std::nullopt;
  return renderTableBackground(setup, 5);  // 0.5 mm a pixel at 15 mm: sharp enough to read at 1:1
}

std::string titleOf(const TableSetup& setup, const PlanOptions& options) {
  std::string t = options.title.empty() ? setup.name : options.title;
  if (t.empty()) t = "HFG battle table";
  char size[64];
  std::snprintf(size, sizeof size, " - %s table, %.0f x %.0f p",
                std::string(keyOf(setup.size)).c_str(), setup.extent.widthPaces,
                setup.extent.depthPaces);
  return t + size;
}

void text(cairo_t* cr, const std::string& s, double x, double y, double size, bool bold = false) {
  cairo_select_font_face(cr, "Serif", CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size);
  cairo_set_source_rgb(cr, 0.15, 0.13, 0.1);
  cairo_move_to(cr, x, y);
  cairo_show_text(cr, s.c_str());
}

std::string tileName(int row, int column) {
  std::string name(1, static_cast<char>('A' + row % 26));
  if (row >= 26) name = std::string(1, static_cast<char>('A' + row / 26 - 1)) + name;
  return name + std::to_string(column + 1);
}

/// Everything on a sheet but the table: title, legend, scale bar, north arrow. Returns the
/// height used below `y`.
double drawFurniture(cairo_t* cr, const TableSetup& setup, const PlanOptions& options, double k,
                     double x, double y, double width) {
  text(cr, titleOf(setup, options), x, y + 6, 6, true);
  const double bar = std::max(2000 * k, 64.0);  // one mile, or room for its caption
  double legend = drawLegend(cr, setup, x, y + 10, width - bar - 40);
  drawScaleBar(cr, k, x + width - bar - 26, y + 14, keyOf(options.scale));
  drawNorthArrow(cr, setup, x + width - 12, y + 20, 16);
  return std::max(10 + legend, 40.0);
}

}  // namespace

std::optional<Paper> paperFromKey(std::string_view key) {
  if (key == "a4" || key == "A4") return Paper::A4;
  if (key == "letter" || key == "Letter") return Paper::Letter;
  return std::nullopt;
}

TileLayout tileLayout(const TableExtent& extent, double k, const PdfSettings& s) {
  const double paperShort = s.paper == Paper::A4 ? 210 : 215.9;
  const double paperLong = s.paper == Paper::A4 ? 297 : 279.4;
  const double tableW = extent.widthPaces * k, tableH = extent.depthPaces * k;
  auto count = [&](double length, double printable) {
    if (length <= printable) return 1;
    return static_cast<int>(std::ceil((length - s.overlapMm) / (printable - s.overlapMm) - 1e-9));
  };
  auto make = [&](bool landscape) {
    TileLayout t;
    t.landscape = landscape;
    t.paperWidthMm = landscape ? paperLong : paperShort;
    t.paperHeightMm = landscape ? paperShort : paperLong;
    t.tileWidthMm = t.paperWidthMm - 2 * s.marginMm;
    t.tileHeightMm = t.paperHeightMm - 2 * s.marginMm - s.headerMm;
    t.columns = count(tableW, t.tileWidthMm);
    t.rows = count(tableH, t.tileHeightMm);
    return t;
  };
  TileLayout land = make(true), port = make(false);
  return port.columns * port.rows < land.columns * land.rows ? port : land;
}

namespace {

// The whole plan on one sheet in straight RGBA; `name` (a file, "the plan") for messages.
RgbaImage planImage(const TableSetup& setup, const PlanOptions& options, double ppm,
                    const std::string& name) {
  const double k = millimetresPerPace(options.scale);
  const double margin = 16, furniture = 58;
  const double tableW = setup.extent.widthPaces * k, tableH = setup.extent.depthPaces * k;
  const double sheetW = tableW + 2 * margin, sheetH = tableH + 2 * margin + furniture;
  const int width = static_cast<int>(std::ceil(sheetW * ppm)),
            height = static_cast<int>(std::ceil(sheetH * ppm));
  // Two full-size buffers (cairo's and stb's) are held at once: keep them under about 1 GB.
  constexpr double kMaxPixels = 120e6;
  if (static_cast<double>(width) * height > kMaxPixels) {
    char text[200];
    std::snprintf(text, sizeof text,
                  ": a %d x %d pixel plan is too large; use at most %.1f pixels per mm", width,
                  height, ppm * std::sqrt(kMaxPixels / (static_cast<double>(width) * height)));
    throw MapError(name + text);
  }
  auto background = backgroundFor(setup, options);
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(surface);
    throw MapError(name + ": the plan is too large for an image (" + std::to_string(width) + " x " +
                   std::to_string(height) + " pixels)");
  }
  cairo_t* cr = cairo_create(surface);
  cairo_scale(cr, ppm, ppm);
  cairo_set_source_rgb(cr, 0.98, 0.97, 0.93);
  cairo_paint(cr);
  cairo_save(cr);
  cairo_translate(cr, margin, margin);
  drawTable(cr, setup, options, k, background ? &*background : nullptr);
  cairo_restore(cr);
  drawFurniture(cr, setup, options, k, margin, tableH + 2 * margin - 4, tableW);
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  // cairo keeps premultiplied native-endian ARGB; stb wants straight RGBA.
  const unsigned char* data = cairo_image_surface_get_data(surface);
  const int stride = cairo_image_surface_get_stride(surface);
  RgbaImage image{width, height,
                  std::vector<std::uint8_t>(static_cast<std::size_t>(width) * height * 4)};
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c) {
      std::uint32_t px = *reinterpret_cast<const std::uint32_t*>(data + r * stride + c * 4);
      unsigned a = px >> 24;
      unsigned char* out = &image.rgba[(static_cast<std::size_t>(r) * width + c) * 4];
      auto un = [&](unsigned v) {
        return static_cast<unsigned char>(a ? std::min(255u, v * 255 / a) : 0);
      };
      out[0] = un((px >> 16) & 0xff);
      out[1] = un((px >> 8) & 0xff);
      out[2] = un(px & 0xff);
      out[3] = static_cast<unsigned char>(a);
    }
  cairo_surface_destroy(surface);
  return image;
}

}  // namespace

RgbaImage renderTablePlan(const TableSetup& setup, const PlanOptions& options,
                          double pixelsPerMillimetre) {
  return planImage(setup, options, pixelsPerMillimetre, "the plan");
}

void writeTablePng(const TableSetup& setup, const std::string& path, const PlanOptions& options,
                   double ppm) {
  const RgbaImage image = planImage(setup, options, ppm, path);
  if (!stbi_write_png(path.c_str(), image.width, image.height, 4, image.rgba.data(),
                      image.width * 4))
    throw MapError(path + ": cannot write the PNG");
}

namespace {

/// What every page of the PDF shares: the table, its scan, the paper and its layout.
struct PdfPages {
  cairo_t* cr;
  const TableSetup& setup;
  const PlanOptions& options;
  const PdfSettings& settings;
  const TileLayout& layout;
  const RgbaImage* bg;
  double k;
  double tableW, tableH;
  int totalPages() const { return layout.pages(); }
};

// Page 1: the whole table reduced, with the furniture, the scan's fit and the departures.
void overviewPage(const PdfPages& pdf) {
  cairo_t* cr = pdf.cr;
  const TableSetup& setup = pdf.setup;
  const PlanOptions& options = pdf.options;
  const double k = pdf.k, tableW = pdf.tableW, tableH = pdf.tableH, m = pdf.settings.marginMm;
  const double pageW = pdf.layout.paperWidthMm, pageH = pdf.layout.paperHeightMm;
  const int totalPages = pdf.totalPages();
  const RgbaImage* bg = pdf.bg;
  char line[256];
  double usableW = pageW - 2 * m, usableH = pageH - 2 * m - 70;
  double fit = std::min(usableW / tableW, (usableH - 12) / tableH);
  cairo_save(cr);
  cairo_translate(cr, m + (usableW - tableW * fit) / 2, m + 12);
  cairo_scale(cr, fit, fit);
  drawTable(cr, setup, options, k, bg);
  cairo_restore(cr);
  double y = m + 12 + tableH * fit + 8;
  double used = drawFurniture(cr, setup, options, k * fit, m, y, usableW);
  std::snprintf(
      line, sizeof line,
      "Overview, reduced to %.0f%%: the scale bar is drawn at this reduction. Page 1 of %d.",
      fit * 100, totalPages);
  text(cr, line, m, m + 5, 3.5);
  if (setup.ground && !setup.ground->backgroundImage.empty() && options.background)
    text(cr, "The scan is drawn by " + describeGroundFit(*setup.ground) + ".", m, m + 9.5, 3);
  double dy = y + used + 4;
  if (!setup.departures.empty() && dy < pageH - m - 5) {
    text(cr, "Departures from the book (" + std::to_string(setup.departures.size()) + "):", m, dy,
         3.5, true);
    for (const auto& d : setup.departures) {
      dy += 4;
      if (dy > pageH - m) break;
      text(cr, "- " + d.text, m + 2, dy, 2.8);
    }
  }
  cairo_show_page(cr);
}

// Page 2: the assembly sheet, the table with the sheets' outlines and names.
void assemblyPage(const PdfPages& pdf) {
  cairo_t* cr = pdf.cr;
  const TableSetup& setup = pdf.setup;
  const PlanOptions& options = pdf.options;
  const PdfSettings& settings = pdf.settings;
  const TileLayout& layout = pdf.layout;
  const double k = pdf.k, tableW = pdf.tableW, tableH = pdf.tableH, m = settings.marginMm;
  const double pageW = layout.paperWidthMm, pageH = layout.paperHeightMm;
  const int totalPages = pdf.totalPages();
  const RgbaImage* bg = pdf.bg;
  char line[256];
  double usableW = pageW - 2 * m, usableH = pageH - 2 * m - 40;
  double fit = std::min(usableW / tableW, usableH / tableH);
  double ox = m + (usableW - tableW * fit) / 2, oy = m + 20;
  cairo_save(cr);
  cairo_translate(cr, ox, oy);
  cairo_scale(cr, fit, fit);
  drawTable(cr, setup, options, k, bg);
  cairo_restore(cr);
  double stepW = layout.tileWidthMm - settings.overlapMm,
         stepH = layout.tileHeightMm - settings.overlapMm;
  for (int r = 0; r < layout.rows; ++r)
    for (int c = 0; c < layout.columns; ++c) {
      double x0 = c * stepW, y0 = r * stepH;
      double w = std::min(layout.tileWidthMm, tableW - x0),
             h = std::min(layout.tileHeightMm, tableH - y0);
      cairo_rectangle(cr, ox + x0 * fit, oy + y0 * fit, w * fit, h * fit);
      cairo_set_source_rgba(cr, 0.1, 0.1, 0.5, 0.9);
      cairo_set_line_width(cr, 0.4);
      cairo_stroke(cr);
      std::string name = tileName(r, c);
      cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
      cairo_set_font_size(cr, 5);
      cairo_text_extents_t e;
      cairo_text_extents(cr, name.c_str(), &e);
      cairo_move_to(cr, ox + (x0 + w / 2) * fit - e.width / 2,
                    oy + (y0 + h / 2) * fit + e.height / 2);
      cairo_set_source_rgba(cr, 0.1, 0.1, 0.5, 0.9);
      cairo_show_text(cr, name.c_str());
    }
  text(cr,
       "Assembly sheet: " + std::to_string(layout.columns * layout.rows) + " sheets, " +
           std::to_string(layout.rows) + " rows (A from the north edge) x " +
           std::to_string(layout.columns) + " columns (1 from the west edge)",
       m, m + 6, 4.5, true);
  std::snprintf(line, sizeof line,
                "Print at 100%% (no fit to page). Trim each sheet along its grey overlap band "
                "(%.0f mm) on the "
                "right and bottom and tape it over its neighbour. Page 2 of %d.",
                settings.overlapMm, totalPages);
  text(cr, line, m, m + 12, 3);
  cairo_show_page(cr);
}

// The sheets at 1:1, row by row from the north-west, each with its overlap bands and label.
void tilePages(const PdfPages& pdf) {
  cairo_t* cr = pdf.cr;
  const TableSetup& setup = pdf.setup;
  const PlanOptions& options = pdf.options;
  const PdfSettings& settings = pdf.settings;
  const TileLayout& layout = pdf.layout;
  const double k = pdf.k, m = settings.marginMm;
  const int totalPages = pdf.totalPages();
  const RgbaImage* bg = pdf.bg;
  char line[256];
  double stepW = layout.tileWidthMm - settings.overlapMm,
         stepH = layout.tileHeightMm - settings.overlapMm;
  int page = 2;
  for (int r = 0; r < layout.rows; ++r)
    for (int c = 0; c < layout.columns; ++c) {
      ++page;
      double x0 = c * stepW, y0 = r * stepH;
      double ox = m - x0, oy = m + settings.headerMm - y0;  // table origin on this page
      cairo_save(cr);
      cairo_rectangle(cr, m, m + settings.headerMm, layout.tileWidthMm, layout.tileHeightMm);
      cairo_clip(cr);
      cairo_translate(cr, ox, oy);
      drawTable(cr, setup, options, k, bg,
                DrawArea{x0, y0, x0 + layout.tileWidthMm, y0 + layout.tileHeightMm});
      cairo_restore(cr);
      // Overlap bands (right and bottom) in which the next sheet repeats this one.
      cairo_set_source_rgba(cr, 0.5, 0.5, 0.5, 0.18);
      if (c + 1 < layout.columns)
        cairo_rectangle(cr, m + layout.tileWidthMm - settings.overlapMm, m + settings.headerMm,
                        settings.overlapMm, layout.tileHeightMm);
      if (r + 1 < layout.rows)
        cairo_rectangle(cr, m, m + settings.headerMm + layout.tileHeightMm - settings.overlapMm,
                        layout.tileWidthMm, settings.overlapMm);
      cairo_fill(cr);
      std::string name = tileName(r, c);
      std::snprintf(
          line, sizeof line,
          "Sheet %s (row %c, column %d) - %s, %s figures, 1:1: 10 mm = %.0f p - page %d of %d",
          name.c_str(), 'A' + r % 26, c + 1, setup.name.empty() ? "HFG table" : setup.name.c_str(),
          std::string(keyOf(options.scale)).c_str(), 10 / k, page, totalPages);
      text(cr, line, m, m + 5, 3.2, true);
      cairo_show_page(cr);
    }
}

}  // namespace

TileLayout writeTablePdf(const TableSetup& setup, const std::string& path,
                         const PlanOptions& options, const PdfSettings& settings) {
  const double k = millimetresPerPace(options.scale);
  TileLayout layout = tileLayout(setup.extent, k, settings);
  const double tableW = setup.extent.widthPaces * k, tableH = setup.extent.depthPaces * k;
  auto background = backgroundFor(setup, options);
  const RgbaImage* bg = background ? &*background : nullptr;
  const double pageW = layout.paperWidthMm, pageH = layout.paperHeightMm;
  cairo_surface_t* surface =
      cairo_pdf_surface_create(path.c_str(), pageW * kPointsPerMm, pageH * kPointsPerMm);
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(surface);
    throw MapError(path + ": cannot create the PDF");
  }
  cairo_t* cr = cairo_create(surface);
  cairo_scale(cr, kPointsPerMm, kPointsPerMm);  // user units: millimetres on paper
  const PdfPages pdf{cr, setup, options, settings, layout, bg, k, tableW, tableH};
  overviewPage(pdf);
  assemblyPage(pdf);
  tilePages(pdf);
  cairo_destroy(cr);
  cairo_surface_finish(surface);
  cairo_status_t status = cairo_surface_status(surface);
  cairo_surface_destroy(surface);
  if (status != CAIRO_STATUS_SUCCESS)
    throw MapError(path + ": cannot write the PDF: " + cairo_status_to_string(status));
  return layout;
}

}  // namespace hfg::maps
