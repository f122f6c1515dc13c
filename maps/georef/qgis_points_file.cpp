// QGIS .points parsing.
#include "maps/georef/qgis_points_file.h"

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <vector>

#include "maps/frame/crs.h"
#include "maps/map_error.h"

namespace hfg::maps {
namespace {

bool toNumber(const std::string& text, double& out) {
  char* end = nullptr;
  out = std::strtod(text.c_str(), &end);
  return end != text.c_str() && *end == '\0';
}

std::vector<std::string> splitCsv(const std::string& line) {
  std::vector<std::string> cells;
  std::stringstream in(line);
  std::string cell;
  while (std::getline(in, cell, ',')) {
    cell.erase(0, cell.find_first_not_of(" \t\r"));
    cell.erase(cell.find_last_not_of(" \t\r") + 1);
    cells.push_back(cell);
  }
  return cells;
}

}  // namespace

GcpSet loadQgisPointsFile(const std::string& path, const std::string& defaultCrs) {
  std::ifstream in(path);
  if (!in) throw MapError(path + ": cannot read the ground control point file");
  GcpSet set;
  std::string line;
  int lineNo = 0, serial = 0;
  while (std::getline(in, line)) {
    ++lineNo;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    if (line.rfind("#CRS:", 0) == 0) {
      const std::string wkt = line.substr(5);
      set.crsWkt = crsToWkt(parseCrs(wkt.substr(wkt.find_first_not_of(' ')),
                                     path + " line " + std::to_string(lineNo)));
      continue;
    }
    if (line[0] == '#' || line.rfind("mapX", 0) == 0) continue;  // comments and the header row
    const auto cells = splitCsv(line);
    const std::string where = path + " line " + std::to_string(lineNo);
    if (cells.size() < 5)
      throw MapError(where + ": expected mapX,mapY,sourceX,sourceY,enable; got " +
                     std::to_string(cells.size()) + " fields");
    double v[5];
    static const char* names[5] = {"mapX", "mapY", "sourceX", "sourceY", "enable"};
    for (int i = 0; i < 5; ++i)
      if (!toNumber(cells[static_cast<size_t>(i)], v[i]))
        throw MapError(where + ": field " + names[i] + " is \"" + cells[static_cast<size_t>(i)] +
                       "\", expected a number");
    ++serial;
    if (v[4] == 0) continue;
    set.points.push_back({"GCP " + std::to_string(serial), v[2], -v[3], v[0], v[1]});
  }
  if (set.crsWkt.empty()) {
    if (defaultCrs.empty())
      throw MapError(path + ": no \"#CRS:\" line and no CRS given for the ground control points");
    set.crsWkt = crsToWkt(parseCrs(defaultCrs, path + " default CRS"));
  }
  if (set.points.empty()) throw MapError(path + ": no enabled ground control points");
  return set;
}

}  // namespace hfg::maps
