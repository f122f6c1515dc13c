// Drawing a table plan with cairo at true tabletop scale: terrain, grid, edge sections, zones,
// forces, works, legend, scale bar and north arrow. User units are millimetres on the table.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/model/battlefield.h"
#include "maps/table/table_background.h"

// cairo's own declaration, so that users of this header need not see cairo's include path.
typedef struct _cairo cairo_t;  // NOLINT(modernize-use-using)

namespace hfg::maps {

/// Figure scales (1.1): 15 mm and smaller use 10 mm = 100 p (1 mile = 200 mm); 25 mm x 1.5.
enum class FigureScale { Mm15, Mm25 };
std::optional<FigureScale> figureScaleFromKey(
    std::string_view key);  ///< "2mm" ... "15mm", "25mm", "28mm"
double millimetresPerPace(FigureScale scale);
std::string_view keyOf(FigureScale scale);

struct PlanOptions {
  FigureScale scale = FigureScale::Mm15;
  bool background = true;  ///< the faded scan when the setup has one
  double backgroundOpacity = 0.35;
  double gridPaces = 1000;  ///< "a grid every 1,000 paces"
  std::string title;        ///< defaults to the setup's name
};

/// The table drawn with its north-west corner at the current origin, 1 user unit = 1 mm on the
/// table at `mmPerPace`. `visible` (mm, optional) limits grid labels to a tiled page's part.
struct DrawArea {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};
void drawTable(cairo_t* cr, const TableSetup& setup, const PlanOptions& options, double mmPerPace,
               const RgbaImage* background, const std::optional<DrawArea>& visible = std::nullopt);

/// Legend of the classes on the table, the sides and works; returns the height used (mm).
double drawLegend(cairo_t* cr, const TableSetup& setup, double x, double y, double width);
/// A scale bar of 2,000 p (one mile) marked every 500 p, at `mmPerPace`.
void drawScaleBar(cairo_t* cr, double mmPerPace, double x, double y, std::string_view figureScale);
/// A north arrow: true north when the table was cut from a map, else "table north".
void drawNorthArrow(cairo_t* cr, const TableSetup& setup, double cx, double cy, double size);

}  // namespace hfg::maps
