// Helpers shared by the `hfg map ...` subcommands: error handling, GDAL warnings, frames, GCP files.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/model/stage_map.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/gdal_session.h"
#include "maps/georef/gcp_fit.h"

namespace hfg::cli {

/// Runs a map command's body: MapError, LoadError, SaveError and other failures print
/// "error: <message>" on stderr and set exit code 1; success leaves 0.
void runMapCommand(const std::function<void()>& body);

/// Prints each GDAL warning captured as "warning: GDAL: ..." on stderr (and errors too, when the
/// step did not fail because of them), once each.
void printGdalMessages(const maps::GdalMessageCapture& capture);

/// Parses "west,south,east,north" in WGS 84 degrees; throws CLI::ValidationError when malformed.
maps::GeoBounds parseRegion(const std::string& text);

/// Adds `--region W,S,E,N` to a command, stored in `region`.
void addRegionOption(CLI::App& cmd, std::optional<maps::GeoBounds>& region);

/// The map's local frame: the frame of an hfg map file or the UTM zone of a georeferenced file's
/// centre (`frameFrom`), else the UTM zone of the region's centre, else of all the sources' extent
/// (a scan without coordinates of its own counts by the extent of `gcps`, when given).
/// Throws MapError when a file has no coordinates.
MapFrame chooseFrame(const std::vector<std::string>& sources,
                     const std::optional<maps::GeoBounds>& region, const std::string& frameFrom,
                     const maps::GcpSet* gcps = nullptr);

/// GCPs from a QGIS ".points" file, or a CSV "name,pixel,line,x,y[,crs]" (a header row and '#'
/// comments allowed). A CSV's crs column (EPSG:xxxx) or `defaultCrs` gives the CRS.
/// Throws MapError naming the file and line.
maps::GcpSet loadGcpFile(const std::string& path, const std::string& defaultCrs);

/// "poly1" | "poly2" | "poly3" | "tps".
maps::GcpMethod gcpMethodFromName(const std::string& name);
/// The CLI11 check for a --method option.
CLI::Validator gcpMethodValidator();

/// The number written with `decimals` decimals.
std::string fixed(double value, int decimals);

}  // namespace hfg::cli
