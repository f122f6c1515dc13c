// Importing several map sources (scans, DEM tiles, vector files) into one frame: the shared core of
// `hfg map import` and `hfg map stages`.
#pragma once

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <vector>

#include "app/cli/progress_bar.h"
#include "core/model/stage_map.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/vector/settlement.h"

namespace hfg::cli {

struct SourceOptions {
  std::vector<std::string> sources;
  std::optional<maps::GeoBounds> region;
  std::string frameFrom;  ///< hfg map file or georeferenced file giving the frame
  std::string mapping;    ///< vector mapping file; empty = built-in OSM mapping
  std::vector<std::string> layers;
  std::string gcps;  ///< control points for the scan(s)
  std::string gcpCrs;
  std::string method = "poly1";
  std::string samples;      ///< colour samples for classifying the scan(s)
  std::string productsDir;  ///< where warped scans and hillshades go
  double gentleMaxSlopeDegrees = 10;
  bool quiet = false;
};

/// Adds the options above (except the sources and products folder) to a command.
void addSourceOptions(CLI::App& cmd, SourceOptions& options);

struct ImportedSources {
  MapFrame frame;
  std::vector<TerrainFeature> terrain;  ///< ids made unique across sources
  std::vector<maps::Settlement> settlements;
  std::vector<std::string> products;
  std::vector<std::string> messages;
};

/// Sniffs each source (scan, elevation, vector; all elevation files form one DEM mosaic), imports
/// it into one frame, printing progress and GDAL's warnings on stderr. Throws MapError.
ImportedSources importSources(const SourceOptions& options);

/// The hfg map of the imported sources: terrain, and the stage network (C-1..C-3) when
/// `targetStageKm` is given. `name` empty = the output file's stem.
StageMap assembleMap(const ImportedSources& imported, std::optional<double> targetStageKm,
                     const std::string& name, bool quiet);

/// Prints what was imported and written (text, or JSON with --json) on stdout.
void printImportSummary(const StageMap& map, const ImportedSources& imported,
                        const std::string& mapPath, const std::vector<std::string>& extraFiles,
                        bool json);

}  // namespace hfg::cli
