// The streaming pass of scan classification: strips of rows matched to classes and smoothed by
// worker threads, written to the classified raster and handed on to the polygonizer as they finish.
#pragma once

#include <gdal_priv.h>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "maps/gdal_handles.h"
#include "maps/scan/colour_matcher.h"
#include "maps/scan/scan_classifier.h"

namespace hfg::maps {

/// Classifies and smooths the scan strip by strip on `threadCount` worker threads: each strip is
/// read with `majorityRadiusPixels` rows of halo each side, matched through the colour cache,
/// majority filtered and written to `out` (strips are independent, so the raster does not depend
/// on the threads). Finished strips are also kept, a few at a time, for one reader going down the
/// rows (the polygonizer's first pass), so it need not read them back from the file.
class StripClassifier {
 public:
  StripClassifier(const std::string& scanPath, GDALDataset& out,
                  const std::vector<ColourClass>& classes, const ScanClassifySettings& settings,
                  int bandCount, int threadCount);
  ~StripClassifier();  ///< stops and joins the workers
  StripClassifier(const StripClassifier&) = delete;
  StripClassifier& operator=(const StripClassifier&) = delete;

  /// Starts the worker threads.
  void start();
  /// Row `y` of the smoothed classes once its strip is done (waits for it); rows above `y`'s strip
  /// are released. nullptr when the strip was released already or the work failed or stopped.
  const std::uint8_t* streamedRow(int y);
  /// Waits for every strip, rethrows a worker's error and flushes `out`.
  void finish();
  /// Makes the workers stop soon (cancel).
  void stop();
  /// Strips finished so far, of stripCount().
  int stripsDone() const { return m_done; }
  int stripCount() const { return m_stripCount; }

 private:
  void work();
  void joinWorkers();

  const std::string m_scanPath;
  GDALDataset& m_out;
  const ColourMatcher m_matcher;
  const int m_radius, m_classCount, m_bandCount, m_width, m_height, m_stripRows, m_stripCount,
      m_threadCount;
  const int m_keepAhead;  ///< strips kept for the reader at most, beyond the one it reads
  std::atomic<int> m_next{0}, m_done{0};
  std::atomic<bool> m_stop{false};
  std::mutex m_mutex;  ///< guards m_out, m_kept, m_firstKept, m_streaming, m_error
  std::condition_variable m_changed;
  std::map<int, std::vector<std::uint8_t>> m_kept;  ///< finished strips the reader may still want
  int m_firstKept = 0;                              ///< strips before this are released
  bool m_streaming = true;                          ///< false once the reader has gone back up
  std::exception_ptr m_error;
  std::vector<std::thread> m_workers;
  bool m_finished = false;
};

/// A one-band Byte dataset with the classified raster's size and georeferencing whose rows come
/// from the StripClassifier as they finish, and from `out` (the written file) once a reader goes
/// back to rows already released (GDALPolygonize reads the raster twice).
class ClassStreamDataset : public GDALDataset {
 public:
  ClassStreamDataset(StripClassifier& strips, GDALDataset& out);
  CPLErr GetGeoTransform(double* transform) override;
  const OGRSpatialReference* GetSpatialRef() const override;

 private:
  GDALDataset& m_out;
};

}  // namespace hfg::maps
