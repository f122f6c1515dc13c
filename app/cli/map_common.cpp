// Shared parts of the map commands: errors to exit codes, GDAL messages, frame choice, GCP files.
#include "app/cli/map_common.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "app/cli/commands.h"
#include "core/io/load_error.h"
#include "core/io/scenario_io.h"
#include "maps/frame/crs.h"
#include "maps/frame/crs_transform.h"
#include "maps/georef/qgis_points_file.h"
#include "maps/georef/scan_fit.h"
#include "maps/map_error.h"

namespace hfg::cli {
namespace {

std::vector<std::string> splitCsv(const std::string& line) {
  std::vector<std::string> cells;
  std::string cell;
  bool quoted = false;
  for (char c : line) {
    if (c == '"') {
      quoted = !quoted;
    } else if (c == ',' && !quoted) {
      cells.push_back(cell);
      cell.clear();
    } else {
      cell += c;
    }
  }
  cells.push_back(cell);
  for (auto& s : cells) {
    const auto first = s.find_first_not_of(" \t\r");
    const auto last = s.find_last_not_of(" \t\r");
    s = first == std::string::npos ? std::string() : s.substr(first, last - first + 1);
  }
  return cells;
}

std::optional<double> number(const std::string& text) {
  if (text.empty()) return std::nullopt;
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

maps::GcpSet loadGcpCsv(const std::string& path, const std::string& defaultCrs) {
  std::ifstream in(path);
  if (!in) throw maps::MapError(path + ": cannot open the control point file");
  maps::GcpSet set;
  std::string rowCrs;  // from the optional 6th column; all rows must agree
  std::string line;
  int lineNo = 0;
  static const char* kColumns[] = {"name", "pixel", "line", "x", "y"};
  while (std::getline(in, line)) {
    ++lineNo;
    if (line.find_first_not_of(" \t\r") == std::string::npos || line[0] == '#') continue;
    const auto cells = splitCsv(line);
    const std::string where = path + " line " + std::to_string(lineNo);
    if (cells.size() < 5 || cells.size() > 6)
      throw maps::MapError(where + ": expected name,pixel,line,x,y[,crs], found " +
                           std::to_string(cells.size()) + " columns");
    // A header row: before the first point, no number at all in the numeric columns.
    if (set.points.empty() && !number(cells[1]) && !number(cells[2]) && !number(cells[3]) &&
        !number(cells[4]))
      continue;
    maps::GroundControlPoint p;
    p.name = cells[0].empty() ? "GCP " + std::to_string(set.points.size() + 1) : cells[0];
    double* targets[] = {&p.pixel, &p.line, &p.x, &p.y};
    for (int i = 0; i < 4; ++i) {
      auto v = number(cells[static_cast<size_t>(i) + 1]);
      if (!v)
        throw maps::MapError(where + ": column '" + kColumns[i + 1] + "' is '" +
                             cells[static_cast<size_t>(i) + 1] + "', expected a number");
      *targets[i] = *v;
    }
    if (cells.size() == 6 && !cells[5].empty()) {
      if (!rowCrs.empty() && rowCrs != cells[5])
        throw maps::MapError(where + ": column 'crs' is " + cells[5] + " but earlier rows said " +
                             rowCrs + "; all points must share one CRS");
      rowCrs = cells[5];
    }
    set.points.push_back(p);
  }
  if (set.points.empty())
    throw maps::MapError(path + ": no control points found (expected name,pixel,line,x,y rows)");
  const std::string crsText = rowCrs.empty() ? defaultCrs : rowCrs;
  if (crsText.empty())
    throw maps::MapError(
        path +
        ": the control points have no CRS: add a 6th column 'crs' (for example EPSG:4326) "
        "or pass --gcp-crs");
  set.crsWkt = maps::crsToWkt(maps::parseCrs(crsText, path + ": column 'crs'"));
  return set;
}

/// WGS 84 bounds of the control points' map positions.
maps::GeoBounds gcpBounds(const maps::GcpSet& gcps) {
  const maps::CrsTransform toLonLat(gcps.crsWkt, "EPSG:4326");
  maps::GeoBounds b{180, 90, -180, -90};
  for (const auto& p : gcps.points) {
    const Vec2 ll = toLonLat.apply({p.x, p.y});
    b.west = std::min(b.west, ll.x);
    b.east = std::max(b.east, ll.x);
    b.south = std::min(b.south, ll.y);
    b.north = std::max(b.north, ll.y);
  }
  return b;
}

}  // namespace

void runMapCommand(const std::function<void()>& body) {
  try {
    body();
  } catch (const maps::MapError& e) {
    std::cerr << "error: " << e.what() << '\n';
    setExitCode(kInvalid);
  } catch (const LoadError& e) {
    std::cerr << "error: " << e.what() << '\n';
    setExitCode(kInvalid);
  } catch (const SaveError& e) {
    std::cerr << "error: " << e.what() << '\n';
    setExitCode(kInvalid);
  } catch (const std::bad_alloc&) {
    std::cerr << "error: out of memory\n";
    setExitCode(kInvalid);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << '\n';
    setExitCode(kInvalid);
  }
}

void printGdalMessages(const maps::GdalMessageCapture& capture) {
  std::set<std::string> seen;
  for (const auto& w : capture.warnings())
    if (seen.insert(w).second) std::cerr << "warning: GDAL: " << w << '\n';
  for (const auto& e : capture.errors())
    if (seen.insert(e).second) std::cerr << "warning: GDAL reported an error: " << e << '\n';
}

maps::GeoBounds parseRegion(const std::string& text) {
  std::vector<std::string> cells = splitCsv(text);
  maps::GeoBounds b;
  double* targets[] = {&b.west, &b.south, &b.east, &b.north};
  if (cells.size() != 4)
    throw CLI::ValidationError("--region", "expected west,south,east,north in degrees");
  for (size_t i = 0; i < 4; ++i) {
    auto v = number(cells[i]);
    if (!v) throw CLI::ValidationError("--region", "'" + cells[i] + "' is not a number");
    *targets[i] = *v;
  }
  if (!b.valid() || b.west < -180 || b.east > 180 || b.south < -90 || b.north > 90)
    throw CLI::ValidationError(
        "--region", "expected west < east and south < north, within -180..180 and -90..90");
  return b;
}

void addRegionOption(CLI::App& cmd, std::optional<maps::GeoBounds>& region) {
  cmd.add_option_function<std::string>(
         "--region", [&region](const std::string& text) { region = parseRegion(text); },
         "the map's area in WGS 84 degrees: west,south,east,north (DEMs are cut to it, vector "
         "features outside "
         "it left out)")
      ->type_name("W,S,E,N");
}

MapFrame chooseFrame(const std::vector<std::string>& sources,
                     const std::optional<maps::GeoBounds>& region, const std::string& frameFrom,
                     const maps::GcpSet* gcps) {
  if (!frameFrom.empty()) {
    const std::filesystem::path p(frameFrom);
    if (p.extension() == ".json") {
      // An hfg map file keeps its frame; any other JSON (GeoJSON) is a georeferenced file.
      try {
        StageMap map = loadMap(p);
        if (map.frame.crsWkt.empty())
          throw maps::MapError(frameFrom + ": the map file has no frame (frame.crs is empty)");
        return map.frame;
      } catch (const LoadError&) {}
    }
    return maps::makeUtmFrame(maps::geoBoundsOfFile(frameFrom));
  }
  if (region) return maps::makeUtmFrame(*region);
  std::optional<maps::GeoBounds> all;
  for (const auto& s : sources) {
    maps::GeoBounds b;
    try {
      b = maps::geoBoundsOfFile(s);
    } catch (const maps::MapError&) {
      if (!gcps || gcps->points.empty()) throw;
      b = gcpBounds(*gcps);
    }
    if (!all) {
      all = b;
    } else {
      all->west = std::min(all->west, b.west);
      all->south = std::min(all->south, b.south);
      all->east = std::max(all->east, b.east);
      all->north = std::max(all->north, b.north);
    }
  }
  if (!all) throw maps::MapError("no source files given");
  return maps::makeUtmFrame(*all);
}

maps::GcpSet loadGcpFile(const std::string& path, const std::string& defaultCrs) {
  if (!std::filesystem::exists(path)) throw maps::MapError(path + ": control point file not found");
  if (std::filesystem::path(path).extension() == ".points") {
    maps::GcpSet set = maps::loadQgisPointsFile(path, defaultCrs);
    if (set.points.empty()) throw maps::MapError(path + ": no enabled control points in the file");
    return set;
  }
  return loadGcpCsv(path, defaultCrs);
}

maps::GcpMethod gcpMethodFromName(const std::string& name) {
  return maps::gcpMethodFromKey(name).value_or(maps::GcpMethod::Polynomial1);
}

CLI::Validator gcpMethodValidator() { return CLI::IsMember({"poly1", "poly2", "poly3", "tps"}); }

std::string fixed(double value, int decimals) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

}  // namespace hfg::cli
