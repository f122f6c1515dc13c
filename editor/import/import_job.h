// An import (scan, DEM or vector layer) run on a worker thread, and its result as one undoable edit.
#pragma once

#include <string>

#include "core/edit/operation.h"
#include "editor/shell/background_job.h"
#include "maps/import/map_importer.h"

namespace hfg {

class Document;

/// Runs one maps/ importer off the UI thread on the shared BackgroundJob. The UI polls
/// fraction() and stage() each frame and may cancel(); the importer sees the cancel at its next
/// progress call (ProgressFn returns false). error() is the importer's MapError in plain words,
/// "Import cancelled." or "".
class ImportJob : private BackgroundJob<maps::ImportResult> {
 public:
  /// Starts importing with the standard importer of `kind` ("scan", "dem", "vector"). A job
  /// already running is cancelled and joined first.
  void start(maps::ImportRequest request, std::string kind);

  using BackgroundJob::cancel;
  using BackgroundJob::error;
  using BackgroundJob::finished;
  using BackgroundJob::fraction;
  using BackgroundJob::running;
  using BackgroundJob::stage;
  using BackgroundJob::takeResult;
  using BackgroundJob::wait;
};

/// A display product (warped scan, hillshade) as the map's backgroundImage: relative to the
/// document's folder when it lies inside it, else as given.
std::string backgroundPathFor(const Document& document, const std::string& product);

/// The import as ONE undoable step labelled `label`: every terrain feature added (ids that clash
/// with the map get a suffix), the map's frame set when it had none, and `backgroundImage` (the
/// warped scan or hillshade, relative to the scenario) set when not empty.
OperationPtr importOperation(const StageMap& map, const maps::ImportResult& result,
                             const MapFrame& frame, const std::string& backgroundImage,
                             const std::string& label);

}  // namespace hfg
