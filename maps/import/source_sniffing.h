// Telling map sources apart by what GDAL finds in them: scan, elevation grid or vector layers.
#pragma once

#include <string>

namespace hfg::maps {

enum class SourceKind { Unknown, Scan, Elevation, Vector };

/// Rasters of 8-bit bands (RGB, palette, grey) are scans; single-band rasters of other types
/// (Int16, Float32 ...) are elevation grids; files with vector layers and no bands are vectors.
/// Missing or unreadable files are Unknown.
SourceKind sniffSource(const std::string& path);

}  // namespace hfg::maps
