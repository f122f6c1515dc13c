// Hill detection: HAND mask, summit regions, GDALPolygonize, slope classes, crest lines.
#include "maps/elevation/hill_finder.h"

#include <gdal_alg.h>
#include <ogrsf_frmts.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "maps/elevation/drainage.h"
#include "maps/elevation/slope.h"
#include "maps/elevation/summit_regions.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"

namespace hfg::maps {
namespace {

struct Component {
  int label = 0;
  std::vector<int> cells;  // indices into the grid
  float peak = 0;
  float peakRelief = 0;
  double meanSlope = 0;
};

// The cells of each region label 1..count.
std::vector<Component> regionsOf(const std::vector<int>& labels, int count) {
  std::vector<Component> out(static_cast<size_t>(count));
  for (int k = 0; k < count; ++k) out[static_cast<size_t>(k)].label = k + 1;
  for (size_t i = 0; i < labels.size(); ++i)
    if (labels[i] > 0) out[static_cast<size_t>(labels[i] - 1)].cells.push_back(static_cast<int>(i));
  return out;
}

/// Mean slope of the hill's upper half (above half its relief): the hill grown to its foot takes
/// in the long gentle ground below, which says nothing of how steep the hill itself is.
double upperSlope(const Component& comp, const std::vector<float>& relief,
                  const std::vector<float>& slope) {
  double sum = 0;
  int count = 0;
  for (int i : comp.cells)
    if (relief[static_cast<size_t>(i)] >= 0.5f * comp.peakRelief &&
        !std::isnan(slope[static_cast<size_t>(i)])) {
      sum += slope[static_cast<size_t>(i)];
      ++count;
    }
  return count ? sum / count : 0;
}

struct Axes {
  Vec2 centre;
  Vec2 major;  // unit vector along the long axis
  double majorExtent = 0;
  double minorExtent = 0;
};

Axes principalAxes(const DemGrid& grid, const Component& comp) {
  Axes a;
  const double n = static_cast<double>(comp.cells.size());
  for (int i : comp.cells)
    a.centre = a.centre + grid.cellCentre(i % grid.width, i / grid.width) * (1.0 / n);
  double sxx = 0, syy = 0, sxy = 0;
  for (int i : comp.cells) {
    const Vec2 d = grid.cellCentre(i % grid.width, i / grid.width) - a.centre;
    sxx += d.x * d.x;
    syy += d.y * d.y;
    sxy += d.x * d.y;
  }
  const double angle = 0.5 * std::atan2(2 * sxy, sxx - syy);
  a.major = {std::cos(angle), std::sin(angle)};
  const Vec2 minor{-a.major.y, a.major.x};
  double lo = 1e300, hi = -1e300, lo2 = 1e300, hi2 = -1e300;
  for (int i : comp.cells) {
    const Vec2 d = grid.cellCentre(i % grid.width, i / grid.width) - a.centre;
    lo = std::min(lo, dot(d, a.major));
    hi = std::max(hi, dot(d, a.major));
    lo2 = std::min(lo2, dot(d, minor));
    hi2 = std::max(hi2, dot(d, minor));
  }
  a.majorExtent = hi - lo + grid.cellMetres;
  a.minorExtent = hi2 - lo2 + grid.cellMetres;
  return a;
}

Polyline simplifyLine(const Polyline& line, double tolerance) {
  if (line.size() < 3) return line;
  OGRLineString ls;
  for (Vec2 p : line) ls.addPoint(p.x, p.y);
  std::unique_ptr<OGRGeometry> simple(ls.Simplify(tolerance));
  const auto* out = simple ? dynamic_cast<const OGRLineString*>(simple.get()) : nullptr;
  if (!out) return line;
  Polyline result;
  for (int i = 0; i < out->getNumPoints(); ++i) result.push_back({out->getX(i), out->getY(i)});
  return result;
}

Polyline crestLine(const DemGrid& grid, const Component& comp, const std::vector<float>& relief,
                   const Axes& axes, double fraction, double tolerance) {
  const double bin = 2 * grid.cellMetres;
  std::map<long, int> highestInBin;  // slice along the long axis -> highest cell
  for (int i : comp.cells) {
    const Vec2 d = grid.cellCentre(i % grid.width, i / grid.width) - axes.centre;
    const long b = std::lround(std::floor(dot(d, axes.major) / bin));
    auto [it, fresh] = highestInBin.try_emplace(b, i);
    if (!fresh && grid.heightsMetres[static_cast<size_t>(i)] >
                      grid.heightsMetres[static_cast<size_t>(it->second)])
      it->second = i;
  }
  Polyline crest;
  for (const auto& [b, i] : highestInBin)
    if (relief[static_cast<size_t>(i)] >= fraction * comp.peakRelief)
      crest.push_back(grid.cellCentre(i % grid.width, i / grid.width));
  if (crest.size() == 1) {  // a round knoll: a short crest across the summit along the long axis
    const Vec2 s = crest[0];
    crest = {s - axes.major * (grid.cellMetres / 2), s + axes.major * (grid.cellMetres / 2)};
  }
  return simplifyLine(crest, tolerance);
}

std::vector<Polyline> polygonizeOutlines(const DemGrid& grid, const std::vector<int>& labels,
                                         int labelCount, double tolerance, ProgressStep& step) {
  std::vector<float> labelValues(labels.begin(), labels.end());
  DatasetPtr raster = gridToLocalDataset(grid, labelValues);
  GDALRasterBand* band = raster->GetRasterBand(1);
  band->DeleteNoDataValue();
  GdalMessageCapture capture;
  GDALDriver* memory = GetGDALDriverManager()->GetDriverByName("Memory");
  DatasetPtr vectors(memory->Create("", 0, 0, 0, GDT_Unknown, nullptr));
  OGRLayer* layer = vectors->CreateLayer("hills", nullptr, wkbPolygon, nullptr);
  OGRFieldDefn field("label", OFTInteger);
  layer->CreateField(&field);
  // 8-connected, as the regions were grown.
  char connected[] = "8CONNECTED=8";
  char* options[] = {connected, nullptr};
  if (GDALPolygonize(GDALRasterBand::ToHandle(band), GDALRasterBand::ToHandle(band),
                     OGRLayer::ToHandle(layer), 0, options, ProgressStep::gdalFunc,
                     &step) != CE_None) {
    step.throwIfCancelled();
    throw MapError(withGdalReason("cannot polygonize the hill areas", capture.lastError()));
  }
  // One outline per label: the largest polygon's outer ring (holes are not part of the model).
  std::vector<Polyline> outlines(static_cast<size_t>(labelCount) + 1);
  std::vector<double> areas(outlines.size(), 0.0);
  for (auto& feature : *layer) {
    const int label = feature->GetFieldAsInteger(0);
    const auto* polygon = dynamic_cast<const OGRPolygon*>(feature->GetGeometryRef());
    if (label <= 0 || label > labelCount || !polygon || !polygon->getExteriorRing()) continue;
    if (polygon->get_Area() <= areas[static_cast<size_t>(label)]) continue;
    areas[static_cast<size_t>(label)] = polygon->get_Area();
    OGRPolygon outer;
    OGRLinearRing exterior(*polygon->getExteriorRing());
    outer.addRing(&exterior);
    std::unique_ptr<OGRGeometry> simple(outer.SimplifyPreserveTopology(tolerance));
    const auto* sp = simple ? dynamic_cast<const OGRPolygon*>(simple.get()) : nullptr;
    const OGRLinearRing* ring =
        sp && sp->getExteriorRing() ? sp->getExteriorRing() : outer.getExteriorRing();
    Polyline outline;
    for (int i = 0; i < ring->getNumPoints(); ++i)
      outline.push_back({ring->getX(i), ring->getY(i)});
    if (outline.size() > 1 && outline.front() == outline.back())
      outline.pop_back();  // implicitly closed
    outlines[static_cast<size_t>(label)] = std::move(outline);
  }
  return outlines;
}

}  // namespace

std::vector<FoundHill> findHills(const DemGrid& grid, const HillSettings& settings,
                                 const ProgressFn& progress) {
  ensureGdalRegistered();
  if (grid.width < 3 || grid.height < 3)
    throw MapError("the DEM grid is too small to find hills (need 3 x 3 cells)");
  ProgressStep reliefStep(progress, "measuring relief", 0.0, 0.3);
  const std::vector<float> relief =
      heightAboveDrainage(grid, drainageOf(grid), settings.streamAreaSquareMetres);
  reliefStep.report(1);
  reliefStep.throwIfCancelled();
  const std::vector<float> slope = slopeDegrees(grid);
  std::vector<char> mask(grid.cellCount(), 0);
  for (size_t i = 0; i < mask.size(); ++i) mask[i] = relief[i] >= settings.footHeightMetres ? 1 : 0;
  int regionCount = 0;
  std::vector<int> labels = summitRegions(grid, mask, settings.minProminenceMetres, regionCount);
  std::vector<Component> comps = regionsOf(labels, regionCount);

  // Drop areas narrower than a hill may be; relabel the rest 1..n for polygonizing.
  std::vector<Component> kept;
  std::vector<Axes> axes;
  std::vector<int> relabel(comps.size() + 1, 0);
  for (auto& comp : comps) {
    if (comp.cells.empty()) continue;
    Axes a = principalAxes(grid, comp);
    if (a.minorExtent < settings.minAcrossMetres) continue;
    comp.peak = -1e30f;
    for (int i : comp.cells) {
      comp.peak = std::max(comp.peak, grid.heightsMetres[static_cast<size_t>(i)]);
      comp.peakRelief = std::max(comp.peakRelief, relief[static_cast<size_t>(i)]);
    }
    if (comp.peakRelief < settings.minReliefMetres) continue;
    comp.meanSlope = upperSlope(comp, relief, slope);
    relabel[static_cast<size_t>(comp.label)] = static_cast<int>(kept.size()) + 1;
    comp.label = static_cast<int>(kept.size()) + 1;
    kept.push_back(std::move(comp));
    axes.push_back(a);
  }
  for (int& l : labels) l = relabel[static_cast<size_t>(l)];
  const double tolerance =
      settings.simplifyToleranceMetres > 0 ? settings.simplifyToleranceMetres : grid.cellMetres;
  ProgressStep polygonStep(progress, "outlining hills", 0.3, 0.9);
  const std::vector<Polyline> outlines =
      kept.empty()
          ? std::vector<Polyline>{}
          : polygonizeOutlines(grid, labels, static_cast<int>(kept.size()), tolerance, polygonStep);

  std::vector<size_t> order(kept.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(),
            [&](size_t a, size_t b) { return kept[a].peak > kept[b].peak; });
  std::vector<FoundHill> hills;
  ProgressStep crestStep(progress, "tracing crests", 0.9, 1.0);
  for (size_t k : order) {
    const Component& comp = kept[k];
    TerrainFeature hill;
    hill.id = "hill-" + std::to_string(hills.size() + 1);
    hill.terrain = comp.meanSlope >= settings.difficultMeanSlopeDegrees
                       ? TerrainClass::HillDifficult
                       : TerrainClass::HillGentle;
    hill.points = outlines[static_cast<size_t>(comp.label)];
    if (hill.points.size() < 3) continue;
    hill.crest = crestLine(grid, comp, relief, axes[k], settings.crestReliefFraction, tolerance);
    hills.push_back({std::move(hill), comp.peak, comp.peakRelief, comp.meanSlope,
                     static_cast<double>(comp.cells.size()) * grid.cellMetres * grid.cellMetres});
    crestStep.report(static_cast<double>(hills.size()) / static_cast<double>(kept.size()));
  }
  crestStep.report(1);
  crestStep.throwIfCancelled();
  return hills;
}

}  // namespace hfg::maps
