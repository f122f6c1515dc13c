// An import (scan, DEM or vector layer) run on a worker thread, and its result as one undoable edit.
#pragma once

#include <atomic>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "core/edit/operation.h"
#include "maps/import/map_importer.h"

namespace hfg {

class Document;

/// Runs one maps/ importer off the UI thread. The UI polls fraction() and stage() each frame and
/// may cancel(); the importer sees the cancel at its next progress call (ProgressFn returns false).
class ImportJob {
 public:
  ImportJob() = default;
  ~ImportJob();  ///< cancels and joins a running import
  ImportJob(const ImportJob&) = delete;
  ImportJob& operator=(const ImportJob&) = delete;

  /// Starts importing with the standard importer of `kind` ("scan", "dem", "vector"). A job
  /// already running is cancelled and joined first.
  void start(maps::ImportRequest request, std::string kind);
  void cancel() { m_cancel = true; }
  bool running() const { return m_running; }
  /// True once the worker finished (succeeded, failed or was cancelled) and until take().
  bool finished() const { return m_finished; }
  double fraction() const { return m_fraction; }
  std::string stage() const;
  /// Waits for the worker (tests; the UI polls instead).
  void wait();

  /// The result once finished and successful; empty after a failure or cancel (see error()).
  std::optional<maps::ImportResult> takeResult();
  /// Plain words: the importer's MapError, "Import cancelled." or "".
  std::string error() const;

 private:
  void join();

  std::thread m_worker;
  std::atomic<bool> m_cancel{false};
  std::atomic<bool> m_running{false};
  std::atomic<bool> m_finished{false};
  std::atomic<double> m_fraction{0};
  mutable std::mutex m_mutex;  // guards the strings and the result
  std::string m_stage;
  std::string m_error;
  std::optional<maps::ImportResult> m_result;
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
