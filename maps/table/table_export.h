// Table plans as files: a PNG of the whole table, and a PDF tiled 1:1 on A4 or Letter with an
// overview page and an assembly sheet (issue 7, part 4).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/model/battlefield.h"
#include "maps/table/table_plan.h"

namespace hfg::maps {

enum class Paper { A4, Letter };
std::optional<Paper> paperFromKey(std::string_view key);  ///< "a4", "letter"

/// How the table splits into sheets at 1:1.
struct TileLayout {
  double paperWidthMm = 0;  ///< as printed (after choosing the orientation)
  double paperHeightMm = 0;
  bool landscape = false;
  int columns = 0;
  int rows = 0;
  double tileWidthMm = 0;  ///< the part of the table on one sheet
  double tileHeightMm = 0;
  int pages() const { return columns * rows + 2; }  ///< tiles, the overview and the assembly sheet
};

struct PdfSettings {
  Paper paper = Paper::A4;
  double marginMm = 10;   ///< unprintable border kept clear on every side
  double headerMm = 8;    ///< the page label above the tile
  double overlapMm = 10;  ///< each tile repeats this much of its neighbours
};

/// The tiling for a table: the orientation with fewer sheets (landscape on a tie).
TileLayout tileLayout(const TableExtent& extent, double mmPerPace, const PdfSettings& settings);

/// The plan the PNG shows (table, margins, legend, scale bar, north arrow), straight RGBA, for a
/// window to show. Throws MapError when it would be too large.
RgbaImage renderTablePlan(const TableSetup& setup, const PlanOptions& options,
                          double pixelsPerMillimetre = 3);

/// Writes the PNG (stb_image_write) of the table with margins, legend, scale bar and north
/// arrow. Throws MapError when the file cannot be written.
void writeTablePng(const TableSetup& setup, const std::string& path, const PlanOptions& options,
                   double pixelsPerMillimetre = 3);

/// Writes the PDF: page 1 the overview (the table on one page with legend, scale bar, north
/// arrow and departures), page 2 the assembly sheet, then one page per tile at 1:1, row by row
/// from the north-west. Returns the layout used. Throws MapError.
TileLayout writeTablePdf(const TableSetup& setup, const std::string& path,
                         const PlanOptions& options, const PdfSettings& settings = {});

}  // namespace hfg::maps
