// Drawing one table plan with cairo: the look of a printed wargames table plan.
#include "maps/table/table_plan.h"

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <cstdio>
#include <map>
#include <numbers>
#include <set>

#include "maps/table/table_geometry.h"

namespace hfg::maps {
namespace {

struct Rgb {
  double r, g, b;
};

constexpr Rgb kCloth{0.84, 0.89, 0.71};
constexpr Rgb kInk{0.18, 0.16, 0.12};
constexpr Rgb kDefender{0.15, 0.25, 0.60};
constexpr Rgb kAttacker{0.65, 0.12, 0.10};

Rgb fillOf(TerrainClass t) {
  switch (t) {
    case TerrainClass::Woods: return {0.36, 0.60, 0.33};
    case TerrainClass::HillGentle: return {0.87, 0.79, 0.58};
    case TerrainClass::HillDifficult: return {0.74, 0.60, 0.40};
    case TerrainClass::BUA: return {0.72, 0.33, 0.27};
    case TerrainClass::Marsh: return {0.60, 0.76, 0.72};
    case TerrainClass::SlowGoing: return {0.76, 0.79, 0.48};
    case TerrainClass::Waterway:
    case TerrainClass::River:
    case TerrainClass::Stream: return {0.42, 0.62, 0.86};
    case TerrainClass::Gully: return {0.62, 0.50, 0.36};
    case TerrainClass::RoadGood: return {0.93, 0.86, 0.68};
    case TerrainClass::RoadBad: return {0.72, 0.58, 0.40};
    case TerrainClass::Railway: return {0.20, 0.20, 0.20};
  }
  return kInk;
}

Rgb edgeOf(TerrainClass t) {
  Rgb f = fillOf(t);
  return {f.r * 0.6, f.g * 0.6, f.b * 0.6};
}

void setColour(cairo_t* cr, Rgb c, double alpha = 1) {
  cairo_set_source_rgba(cr, c.r, c.g, c.b, alpha);
}

class Painter {
 public:
  Painter(cairo_t* cr, const TableSetup& setup, double mmPerPace)
      : m_cr(cr), m_setup(setup), m_k(mmPerPace) {}

  double x(Vec2 p) const { return p.x * m_k; }
  double y(Vec2 p) const { return (m_setup.extent.depthPaces - p.y) * m_k; }
  double mm(double paces) const { return paces * m_k; }

  void path(const Polyline& points, bool closed) {
    cairo_new_path(m_cr);
    for (std::size_t i = 0; i < points.size(); ++i) {
      if (i == 0)
        cairo_move_to(m_cr, x(points[i]), y(points[i]));
      else
        cairo_line_to(m_cr, x(points[i]), y(points[i]));
    }
    if (closed) cairo_close_path(m_cr);
  }

  void text(const std::string& s, double cx, double cy, double sizeMm, bool italic = false,
            bool bold = false, Rgb colour = kInk, double haloMm = 0) {
    cairo_select_font_face(m_cr, "Serif",
                           italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(m_cr, sizeMm);
    cairo_text_extents_t e;
    cairo_text_extents(m_cr, s.c_str(), &e);
    double tx = cx - e.width / 2 - e.x_bearing;
    double ty = cy - e.height / 2 - e.y_bearing;
    if (haloMm > 0) {
      cairo_move_to(m_cr, tx, ty);
      cairo_text_path(m_cr, s.c_str());
      cairo_set_source_rgba(m_cr, 1, 1, 0.95, 0.85);
      cairo_set_line_width(m_cr, haloMm);
      cairo_stroke(m_cr);
    }
    cairo_move_to(m_cr, tx, ty);
    setColour(m_cr, colour);
    cairo_show_text(m_cr, s.c_str());
  }

 private:
  cairo_t* m_cr;
  const TableSetup& m_setup;
  double m_k;
};

int drawOrder(TerrainClass t) {
  switch (t) {
    case TerrainClass::Waterway: return 0;
    case TerrainClass::HillGentle: return 1;
    case TerrainClass::HillDifficult: return 2;
    case TerrainClass::Marsh: return 3;
    case TerrainClass::SlowGoing: return 4;
    case TerrainClass::Woods: return 5;
    case TerrainClass::Gully: return 6;
    case TerrainClass::Stream: return 7;
    case TerrainClass::River: return 8;
    case TerrainClass::RoadBad: return 9;
    case TerrainClass::RoadGood: return 10;
    case TerrainClass::Railway: return 11;
    case TerrainClass::BUA: return 12;
  }
  return 13;
}

std::string thousands(long v) {
  std::string d = std::to_string(v);
  for (int i = static_cast<int>(d.size()) - 3; i > 0; i -= 3)
    d.insert(static_cast<std::size_t>(i), ",");
  return d;
}

void drawArea(cairo_t* cr, Painter& p, const TableFeature& f) {
  p.path(f.points, true);
  setColour(cr, fillOf(f.terrain));
  cairo_fill_preserve(cr);
  setColour(cr, edgeOf(f.terrain));
  cairo_set_line_width(cr, f.terrain == TerrainClass::HillDifficult ? 0.9 : 0.5);
  cairo_stroke(cr);
  // Hills: form lines towards the top, as on a printed plan.
  if (f.terrain == TerrainClass::HillGentle || f.terrain == TerrainClass::HillDifficult) {
    Vec2 c = centroidOf(f.points);
    for (double k : {0.72, 0.45}) {
      Polyline ring;
      for (Vec2 q : f.points) ring.push_back(c + (q - c) * k);
      p.path(ring, true);
      Rgb fill = fillOf(f.terrain);
      double darker = k < 0.5 ? 0.86 : 0.93;
      setColour(cr, {fill.r * darker, fill.g * darker, fill.b * darker});
      cairo_fill_preserve(cr);
      setColour(cr, edgeOf(f.terrain), 0.5);
      cairo_set_line_width(cr, 0.3);
      cairo_stroke(cr);
    }
  }
  AxisBox box = boundsOf(f.points);
  // Texture clipped to the outline: tree crowns, marsh tufts, slow-going dots.
  cairo_save(cr);
  p.path(f.points, true);
  cairo_clip(cr);
  const double step = p.mm(150);
  if (f.terrain == TerrainClass::Woods || f.terrain == TerrainClass::SlowGoing ||
      f.terrain == TerrainClass::Marsh) {
    Rgb dark = edgeOf(f.terrain);
    setColour(cr, dark, 0.8);
    cairo_set_line_width(cr, 0.3);
    int row = 0;
    for (double yy = p.y({0, box.max.y}); yy <= p.y({0, box.min.y}); yy += step, ++row) {
      for (double xx = p.x(box.min) + (row % 2) * step / 2; xx <= p.x(box.max); xx += step) {
        cairo_new_path(cr);
        if (f.terrain == TerrainClass::Woods) {
          cairo_arc(cr, xx, yy, step * 0.28, 0, 2 * std::numbers::pi);
          cairo_stroke(cr);
        } else if (f.terrain == TerrainClass::Marsh) {
          cairo_move_to(cr, xx - step * 0.25, yy);
          cairo_line_to(cr, xx + step * 0.25, yy);
          cairo_move_to(cr, xx, yy);
          cairo_line_to(cr, xx, yy - step * 0.2);
          cairo_stroke(cr);
        } else {
          cairo_arc(cr, xx, yy, step * 0.08, 0, 2 * std::numbers::pi);
          cairo_fill(cr);
        }
      }
    }
  }
  if (f.terrain == TerrainClass::BUA) {
    // Buildings: a few dark blocks inside the square.
    setColour(cr, {0.35, 0.15, 0.12}, 0.8);
    Vec2 c = centroidOf(f.points);
    for (int i = -1; i <= 1; i += 2)
      for (int j = -1; j <= 1; j += 2) {
        cairo_rectangle(cr, p.x(c + Vec2{i * 110.0 - 60, 0}), p.y(c + Vec2{0, j * 110.0 + 60}),
                        p.mm(120), p.mm(120));
        cairo_fill(cr);
      }
  }
  cairo_restore(cr);
  if (!f.crest.empty()) {
    bool ring = f.crest.size() > 3 && distance(f.crest.front(), f.crest.back()) < 1;
    p.path(f.crest, false);
    setColour(cr, {0.45, 0.30, 0.15});
    cairo_set_line_width(cr, f.terrain == TerrainClass::HillDifficult ? 0.8 : 0.6);
    double dash[] = {2.0, 1.2};
    cairo_set_dash(cr, dash, 2, 0);
    cairo_stroke(cr);
    cairo_set_dash(cr, nullptr, 0, 0);
    (void)ring;
  }
}

void drawLine(cairo_t* cr, Painter& p, const TableFeature& f) {
  double widthPaces = f.widthPaces > 0                      ? f.widthPaces
                      : f.terrain == TerrainClass::RoadGood ? 200
                      : f.terrain == TerrainClass::RoadBad  ? 150
                      : f.terrain == TerrainClass::Railway  ? 100
                      : f.terrain == TerrainClass::River    ? 400
                                                            : 200;
  double w = p.mm(widthPaces);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  p.path(f.points, false);
  switch (f.terrain) {
    case TerrainClass::RoadGood:
    case TerrainClass::RoadBad: {
      setColour(
          cr, f.terrain == TerrainClass::RoadGood ? Rgb{0.45, 0.38, 0.28} : Rgb{0.40, 0.30, 0.20});
      cairo_set_line_width(cr, w + 0.6);
      cairo_stroke_preserve(cr);
      setColour(cr, fillOf(f.terrain));
      cairo_set_line_width(cr, w);
      if (f.terrain == TerrainClass::RoadBad) {
        cairo_stroke_preserve(cr);
        setColour(cr, {0.45, 0.33, 0.22}, 0.7);
        cairo_set_line_width(cr, w * 0.25);
        double dash[] = {w * 0.8, w * 0.6};
        cairo_set_dash(cr, dash, 2, 0);
      }
      cairo_stroke(cr);
      cairo_set_dash(cr, nullptr, 0, 0);
      break;
    }
    case TerrainClass::Railway: {
      setColour(cr, kInk);
      cairo_set_line_width(cr, 0.6);
      cairo_stroke_preserve(cr);
      double dash[] = {0.3, p.mm(60)};
      cairo_set_dash(cr, dash, 2, 0);
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
      cairo_set_line_width(cr, w);
      cairo_stroke(cr);
      cairo_set_dash(cr, nullptr, 0, 0);
      break;
    }
    case TerrainClass::Gully: {
      setColour(cr, fillOf(f.terrain));
      cairo_set_line_width(cr, w);
      cairo_stroke_preserve(cr);
      setColour(cr, edgeOf(f.terrain));
      cairo_set_line_width(cr, 0.4);
      double dash[] = {1.0, 1.0};
      cairo_set_dash(cr, dash, 2, 0);
      cairo_stroke(cr);
      cairo_set_dash(cr, nullptr, 0, 0);
      break;
    }
    default: {  // streams and rivers
      setColour(cr, {0.20, 0.38, 0.62});
      cairo_set_line_width(cr, w + 0.5);
      cairo_stroke_preserve(cr);
      setColour(cr, fillOf(f.terrain));
      cairo_set_line_width(cr, w);
      cairo_stroke(cr);
      break;
    }
  }
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

void drawElement(cairo_t* cr, Painter& p, const TableElement& e, bool defender) {
  cairo_save(cr);
  cairo_translate(cr, p.x(e.position), p.y(e.position));
  cairo_rotate(cr, e.headingDegrees * std::numbers::pi / 180);
  double w = p.mm(e.frontagePaces), d = p.mm(e.depthPaces);
  cairo_rectangle(cr, -w / 2, -d / 2, w, d);
  setColour(cr, defender ? kDefender : kAttacker, 0.85);
  cairo_fill_preserve(cr);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_set_line_width(cr, 0.25);
  cairo_stroke(cr);
  // The front edge, thick.
  cairo_move_to(cr, -w / 2, -d / 2);
  cairo_line_to(cr, w / 2, -d / 2);
  cairo_set_source_rgb(cr, 1, 0.95, 0.6);
  cairo_set_line_width(cr, 0.6);
  cairo_stroke(cr);
  std::string mark = "T";  // train
  switch (categoryOf(e.type)) {
    case TroopCategory::Artillery: mark = "A"; break;
    case TroopCategory::Mounted: mark = "C"; break;
    case TroopCategory::Foot: mark = "F"; break;
    case TroopCategory::Staff: mark = "G"; break;
    case TroopCategory::Naval: mark = "N"; break;
    case TroopCategory::Train: break;
  }
  cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size(cr, std::min(d * 0.7, 3.0));
  cairo_text_extents_t te;
  cairo_text_extents(cr, mark.c_str(), &te);
  cairo_move_to(cr, -te.width / 2 - te.x_bearing, -te.height / 2 - te.y_bearing);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_show_text(cr, mark.c_str());
  cairo_restore(cr);
}

void drawPreparation(cairo_t* cr, Painter& p, const Preparation& w) {
  cairo_save(cr);
  cairo_translate(cr, p.x(w.position), p.y(w.position));
  cairo_rotate(cr, w.headingDegrees * std::numbers::pi / 180);
  setColour(cr, {0.40, 0.25, 0.10});
  double l = p.mm(w.lengthPaces > 0 ? w.lengthPaces : 400);
  if (w.kind == PreparationKind::Redoubt || w.kind == PreparationKind::StrongPoint) {
    // Open at the back for a redoubt (B-13).
    cairo_move_to(cr, -l / 2, l / 2);
    cairo_line_to(cr, -l / 2, -l / 2);
    cairo_line_to(cr, l / 2, -l / 2);
    cairo_line_to(cr, l / 2, l / 2);
    if (w.kind == PreparationKind::StrongPoint) cairo_close_path(cr);
    cairo_set_line_width(cr, 1.0);
    cairo_stroke(cr);
  } else {
    cairo_move_to(cr, -l / 2, 0);
    cairo_line_to(cr, l / 2, 0);
    cairo_set_line_width(cr, 1.0);
    cairo_stroke(cr);
    for (double t = -l / 2; t <= l / 2; t += 2) {  // ticks towards the enemy
      cairo_move_to(cr, t, 0);
      cairo_line_to(cr, t + 0.6, -1.2);
    }
    cairo_set_line_width(cr, 0.4);
    cairo_stroke(cr);
  }
  cairo_restore(cr);
}

}  // namespace

std::optional<FigureScale> figureScaleFromKey(std::string_view key) {
  if (key == "2mm" || key == "6mm" || key == "10mm" || key == "12mm" || key == "15mm" ||
      key == "18mm")
    return FigureScale::Mm15;
  if (key == "25mm" || key == "28mm") return FigureScale::Mm25;
  return std::nullopt;
}

double millimetresPerPace(FigureScale scale) { return scale == FigureScale::Mm25 ? 0.15 : 0.10; }
std::string_view keyOf(FigureScale scale) { return scale == FigureScale::Mm25 ? "25mm" : "15mm"; }

namespace {

// The historical scan, faded.
void drawBackground(cairo_t* cr, const RgbaImage& background, double opacity, double W, double H) {
  cairo_surface_t* img =
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, background.width, background.height);
  cairo_surface_flush(img);
  unsigned char* data = cairo_image_surface_get_data(img);
  int stride = cairo_image_surface_get_stride(img);
  for (int r = 0; r < background.height; ++r)
    for (int c = 0; c < background.width; ++c) {
      const std::uint8_t* s =
          &background.rgba[(static_cast<std::size_t>(r) * background.width + c) * 4];
      auto* d = reinterpret_cast<std::uint32_t*>(data + r * stride) + c;
      std::uint32_t a = s[3];
      *d = (a << 24) | ((s[0] * a / 255) << 16) | ((s[1] * a / 255) << 8) | (s[2] * a / 255);
    }
  cairo_surface_mark_dirty(img);
  // The same id on every page: cairo's PDF writer embeds the scan once, not once per sheet.
  std::string id = "hfg-table-background-" +
                   std::to_string(reinterpret_cast<std::uintptr_t>(background.rgba.data()));
  auto* owned = static_cast<unsigned char*>(std::malloc(id.size()));
  if (owned) {
    std::memcpy(owned, id.data(), id.size());
    cairo_surface_set_mime_data(img, CAIRO_MIME_TYPE_UNIQUE_ID, owned, id.size(), std::free, owned);
  }
  cairo_save(cr);
  cairo_scale(cr, W / background.width, H / background.height);
  cairo_set_source_surface(cr, img, 0, 0);
  cairo_paint_with_alpha(cr, opacity);
  cairo_restore(cr);
  cairo_surface_destroy(img);
}

// No data: grey, hatched, labelled.
void drawNoData(cairo_t* cr, Painter& p, const TableSetup& setup, double W, double H) {
  for (const auto& r : setup.noDataAreas) {
    p.path(r, true);
    cairo_set_source_rgba(cr, 0.80, 0.80, 0.80, 0.9);
    cairo_fill(cr);
    cairo_save(cr);
    p.path(r, true);
    cairo_clip(cr);
    cairo_set_source_rgba(cr, 0.55, 0.55, 0.55, 0.8);
    cairo_set_line_width(cr, 0.3);
    for (double t = -H; t < W + H; t += 6) {
      cairo_move_to(cr, t, 0);
      cairo_line_to(cr, t + H, H);
    }
    cairo_stroke(cr);
    cairo_restore(cr);
  }
  for (const auto& r : setup.noDataAreas) {
    AxisBox b = boundsOf(r);
    if (p.mm(b.max.x - b.min.x) > 40 && p.mm(b.max.y - b.min.y) > 10)
      p.text("no map data", p.x(centroidOf(r)), p.y(centroidOf(r)), 4, true, false,
             {0.35, 0.35, 0.35}, 1.0);
  }
}

// A grid line every `options.gridPaces`, labelled near the visible part's edge.
void drawGrid(cairo_t* cr, Painter& p, const TableSetup& setup, const PlanOptions& options,
              double W, double H, const DrawArea& shown) {
  cairo_set_source_rgba(cr, 0.25, 0.25, 0.25, 0.45);
  cairo_set_line_width(cr, 0.25);
  for (double gx = options.gridPaces; gx < setup.extent.widthPaces; gx += options.gridPaces) {
    cairo_move_to(cr, p.mm(gx), 0);
    cairo_line_to(cr, p.mm(gx), H);
  }
  for (double gy = options.gridPaces; gy < setup.extent.depthPaces; gy += options.gridPaces) {
    cairo_move_to(cr, 0, H - p.mm(gy));
    cairo_line_to(cr, W, H - p.mm(gy));
  }
  cairo_stroke(cr);
  // Grid labels "1000p" start 1 mm right of (or above) their line, near the visible part's edge.
  cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, 2.5);
  cairo_set_source_rgba(cr, 0.2, 0.2, 0.2, 0.9);
  for (double gx = options.gridPaces; gx < setup.extent.widthPaces; gx += options.gridPaces) {
    double lx = p.mm(gx) + 1;
    if (lx < shown.x0 || lx + 12 > shown.x1) continue;
    std::string s = std::to_string(static_cast<long>(gx)) + "p";
    cairo_move_to(cr, lx, std::max(shown.y0, 0.0) + 4);
    cairo_show_text(cr, s.c_str());
  }
  for (double gy = options.gridPaces; gy < setup.extent.depthPaces; gy += options.gridPaces) {
    double ly = H - p.mm(gy) - 1;
    if (ly - 3 < shown.y0 || ly > shown.y1) continue;
    std::string s = std::to_string(static_cast<long>(gy)) + "p";
    cairo_move_to(cr, std::max(shown.x0, 0.0) + 1, ly);
    cairo_show_text(cr, s.c_str());
  }
}

// Deployment zones, works and elements.
void drawForces(cairo_t* cr, Painter& p, const TableSetup& setup) {
  for (const auto& z : setup.zones) {
    bool defender = z.side == setup.defender;
    cairo_rectangle(cr, p.x({z.min.x, 0}), p.y({0, z.max.y}), p.mm(z.max.x - z.min.x),
                    p.mm(z.max.y - z.min.y));
    setColour(cr, defender ? kDefender : kAttacker, 0.9);
    cairo_set_line_width(cr, 0.7);
    double dash[] = {4, 2};
    cairo_set_dash(cr, dash, 2, 0);
    cairo_stroke(cr);
    cairo_set_dash(cr, nullptr, 0, 0);
    std::string name = (defender ? "Defender" : "Attacker") + std::string(" deployment zone");
    if (!z.side.empty()) name += " (" + z.side + ")";
    double ly = defender ? p.y({0, z.max.y}) + 4 : p.y({0, z.min.y}) - 3;
    p.text(name, p.x({(z.min.x + z.max.x) / 2, 0}), ly, 3.5, false, true,
           defender ? kDefender : kAttacker, 0.8);
  }
  for (const auto& w : setup.preparations) drawPreparation(cr, p, w);
  for (const auto& e : setup.elements) drawElement(cr, p, e, e.side == setup.defender);
}

// Feature labels and real place names.
void drawLabels(Painter& p, const std::vector<const TableFeature*>& order) {
  for (const TableFeature* f : order) {
    if (f->points.size() < 2) continue;
    bool area = naturalShapeOf(f->terrain) == FeatureShape::Area;
    Vec2 at = area ? centroidOf(f->points) : f->points[f->points.size() / 2];
    std::string label = f->name.empty() ? std::string() : f->name;
    if (area && f->terrain != TerrainClass::BUA) {
      std::string what(displayNameOf(f->terrain));
      label = label.empty() ? what : label + " (" + what + ")";
    }
    if (label.empty()) continue;
    double size = f->terrain == TerrainClass::BUA ? 4 : 3.2;
    double dy = f->terrain == TerrainClass::BUA ? -p.mm(400) : 0;
    p.text(label, p.x(at), p.y(at) + dy, size, f->terrain != TerrainClass::BUA,
           f->terrain == TerrainClass::BUA, kInk, 0.9);
  }
}

// Arrivals: arrows pointing onto the table.
void drawArrivals(cairo_t* cr, Painter& p, const TableSetup& setup) {
  for (const auto& a : setup.arrivals) {
    Vec2 in = a.edge == "south"   ? Vec2{0, 1}
              : a.edge == "north" ? Vec2{0, -1}
              : a.edge == "west"  ? Vec2{1, 0}
                                  : Vec2{-1, 0};
    Vec2 side{-in.y, in.x};
    Vec2 tip = a.position + in * 350;
    cairo_move_to(cr, p.x(tip), p.y(tip));
    cairo_line_to(cr, p.x(a.position + side * 150), p.y(a.position + side * 150));
    cairo_line_to(cr, p.x(a.position - side * 150), p.y(a.position - side * 150));
    cairo_close_path(cr);
    setColour(cr, a.side == setup.defender ? kDefender : kAttacker);
    cairo_fill(cr);
  }
}

// The table edge and the edge sections 1-6 (B-51), numbered outside the edge.
void drawEdge(cairo_t* cr, Painter& p, const TableSetup& setup, double W, double H) {
  cairo_rectangle(cr, 0, 0, W, H);
  setColour(cr, kInk);
  cairo_set_line_width(cr, 0.8);
  cairo_stroke(cr);
  for (int s = 1; s <= 6; ++s) {
    auto [a, b] = edgeSection(setup.extent, s);
    Vec2 mid = (a + b) * 0.5;
    Vec2 out = s == 1 ? Vec2{-1, 0} : s <= 3 ? Vec2{0, 1} : s == 4 ? Vec2{1, 0} : Vec2{0, -1};
    double ox = p.x(mid) + out.x * 6, oy = p.y(mid) - out.y * 6;
    cairo_new_path(cr);
    cairo_arc(cr, ox, oy, 3.5, 0, 2 * std::numbers::pi);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill_preserve(cr);
    setColour(cr, kInk);
    cairo_set_line_width(cr, 0.4);
    cairo_stroke(cr);
    p.text(std::to_string(s), ox, oy, 4, false, true);
  }
  // Section boundaries at the middle of the long edges.
  for (double yy : {0.0, H}) {
    cairo_move_to(cr, W / 2, yy - 3);
    cairo_line_to(cr, W / 2, yy + 3);
  }
  cairo_set_line_width(cr, 0.6);
  cairo_stroke(cr);
}

}  // namespace

void drawTable(cairo_t* cr, const TableSetup& setup, const PlanOptions& options, double k,
               const RgbaImage* background, const std::optional<DrawArea>& visible) {
  Painter p(cr, setup, k);
  const double W = p.mm(setup.extent.widthPaces), H = p.mm(setup.extent.depthPaces);
  cairo_save(cr);
  cairo_rectangle(cr, 0, 0, W, H);
  cairo_clip(cr);
  setColour(cr, kCloth);
  cairo_paint(cr);
  if (background && options.background && background->width > 0)
    drawBackground(cr, *background, options.backgroundOpacity, W, H);
  drawNoData(cr, p, setup, W, H);
  // Terrain in drawing order.
  std::vector<const TableFeature*> order;
  for (const auto& f : setup.features) order.push_back(&f);
  std::stable_sort(order.begin(), order.end(), [](const TableFeature* a, const TableFeature* b) {
    return drawOrder(a->terrain) < drawOrder(b->terrain);
  });
  for (const TableFeature* f : order) {
    if (f->points.size() < 2) continue;
    if (naturalShapeOf(f->terrain) == FeatureShape::Area)
      drawArea(cr, p, *f);
    else
      drawLine(cr, p, *f);
  }
  drawGrid(cr, p, setup, options, W, H, visible.value_or(DrawArea{0, 0, W, H}));
  drawForces(cr, p, setup);
  drawLabels(p, order);
  drawArrivals(cr, p, setup);
  cairo_restore(cr);
  drawEdge(cr, p, setup, W, H);
}

double drawLegend(cairo_t* cr, const TableSetup& setup, double x, double y, double width) {
  std::set<TerrainClass> present;
  for (const auto& f : setup.features) present.insert(f.terrain);
  std::vector<std::pair<std::string, Rgb>> entries;
  for (int t = 0; t < kTerrainClassCount; ++t) {
    auto terrain = static_cast<TerrainClass>(t);
    if (present.count(terrain))
      entries.push_back({std::string(displayNameOf(terrain)), fillOf(terrain)});
  }
  if (!setup.noDataAreas.empty()) entries.push_back({"No map data", {0.80, 0.80, 0.80}});
  if (!setup.defender.empty()) entries.push_back({"Defender (" + setup.defender + ")", kDefender});
  if (!setup.attacker.empty()) entries.push_back({"Attacker (" + setup.attacker + ")", kAttacker});
  const double rowH = 6, colW = 50;
  int perColumn = std::max(1, static_cast<int>(width / colW));
  cairo_select_font_face(cr, "Serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size(cr, 4);
  setColour(cr, kInk);
  cairo_move_to(cr, x, y + 4);
  cairo_show_text(cr, "Legend");
  for (std::size_t i = 0; i < entries.size(); ++i) {
    double ex = x + colW * static_cast<double>(i % static_cast<std::size_t>(perColumn));
    double ey = y + 7 + rowH * static_cast<double>(i / static_cast<std::size_t>(perColumn));
    cairo_rectangle(cr, ex, ey, 8, 4);
    setColour(cr, entries[i].second);
    cairo_fill_preserve(cr);
    setColour(cr, kInk);
    cairo_set_line_width(cr, 0.3);
    cairo_stroke(cr);
    cairo_select_font_face(cr, "Serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, 3.5);
    cairo_move_to(cr, ex + 10, ey + 3.4);
    cairo_show_text(cr, entries[i].first.c_str());
  }
  int rows = static_cast<int>((entries.size() + static_cast<std::size_t>(perColumn) - 1) /
                              static_cast<std::size_t>(perColumn));
  double extra = 7 + rowH * rows;
  cairo_select_font_face(cr, "Serif", CAIRO_FONT_SLANT_ITALIC, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, 3);
  cairo_move_to(cr, x, y + extra + 3);
  cairo_show_text(cr,
                  "Dashed brown: hill crest. Circled numbers: edge sections 1-6 (B-51). Grid: "
                  "1,000 p. Arrows: road arrivals.");
  return extra + 5;
}

void drawScaleBar(cairo_t* cr, double k, double x, double y, std::string_view figureScale) {
  const double mile = 2000 * k;
  for (int i = 0; i < 4; ++i) {
    cairo_rectangle(cr, x + mile / 4 * i, y, mile / 4, 3);
    if (i % 2 == 0)
      setColour(cr, kInk);
    else
      cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill_preserve(cr);
    setColour(cr, kInk);
    cairo_set_line_width(cr, 0.3);
    cairo_stroke(cr);
  }
  cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, 3);
  for (int i = 0; i <= 4; ++i) {
    std::string s = thousands(500L * i);
    cairo_text_extents_t e;
    cairo_text_extents(cr, s.c_str(), &e);
    cairo_move_to(cr, x + mile / 4 * i - e.width / 2, y + 7);
    cairo_show_text(cr, s.c_str());
  }
  char caption[160];
  std::snprintf(caption, sizeof caption, "paces; 1 mile = 2,000 p = %.0f mm here", mile);
  cairo_move_to(cr, x, y + 12);
  cairo_show_text(cr, caption);
  std::snprintf(caption, sizeof caption, "%s figures: 10 mm = %.0f p on the table",
                std::string(figureScale).c_str(), figureScale == "25mm" ? 100 / 1.5 : 100.0);
  cairo_move_to(cr, x, y + 16);
  cairo_show_text(cr, caption);
}

void drawNorthArrow(cairo_t* cr, const TableSetup& setup, double cx, double cy, double size) {
  // Table north is "up" and points at the compass bearing `facing`; true north is turned back.
  double angle = setup.ground ? -setup.ground->facingDegrees * std::numbers::pi / 180 : 0;
  cairo_save(cr);
  cairo_translate(cr, cx, cy);
  cairo_rotate(cr, angle);
  cairo_move_to(cr, 0, -size / 2);
  cairo_line_to(cr, size / 5, size / 2);
  cairo_line_to(cr, 0, size / 3);
  cairo_close_path(cr);
  setColour(cr, kInk);
  cairo_fill(cr);
  cairo_move_to(cr, 0, -size / 2);
  cairo_line_to(cr, -size / 5, size / 2);
  cairo_line_to(cr, 0, size / 3);
  cairo_close_path(cr);
  cairo_set_line_width(cr, 0.4);
  cairo_stroke(cr);
  cairo_select_font_face(cr, "Serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size(cr, size / 3);
  cairo_text_extents_t e;
  cairo_text_extents(cr, "N", &e);
  cairo_move_to(cr, -e.width / 2 - e.x_bearing, -size / 2 - 1.5);
  cairo_show_text(cr, "N");
  cairo_restore(cr);
  cairo_select_font_face(cr, "Serif", CAIRO_FONT_SLANT_ITALIC, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, 2.8);
  const char* caption = setup.ground ? "true north" : "table north (no map)";
  cairo_text_extents_t ce;
  cairo_text_extents(cr, caption, &ce);
  cairo_move_to(cr, cx - ce.width / 2, cy + size / 2 + 5);
  cairo_show_text(cr, caption);
}

}  // namespace hfg::maps
