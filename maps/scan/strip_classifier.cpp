// Strips of a scan classified and smoothed on worker threads, streamed on to the polygonizer.
#include "maps/scan/strip_classifier.h"

#include <algorithm>
#include <climits>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "maps/map_error.h"
#include "maps/raster/raster_open.h"
#include "maps/scan/majority_filter.h"

namespace hfg::maps {
namespace {

// How many image rows one strip holds: whole rows, about 16 x `tilePixels`^2 pixels, so memory
// stays bounded whatever the width; at least 16 rows.
int stripRowsFor(int width, int tilePixels) {
  const long long cells = 16LL * tilePixels * tilePixels;
  return static_cast<int>(
      std::max<long long>(16, std::min<long long>(tilePixels, cells / std::max(1, width))));
}

// The band of ClassStreamDataset: reads rows through StripClassifier::streamedRow, falling back
// to the written file for rows already released.
class ClassStreamBand : public GDALRasterBand {
 public:
  ClassStreamBand(GDALDataset* owner, StripClassifier& strips, GDALDataset& out)
      : m_strips(strips), m_out(out) {
    poDS = owner;
    nBand = 1;
    nRasterXSize = out.GetRasterXSize();
    nRasterYSize = out.GetRasterYSize();
    eDataType = GDT_Byte;
    nBlockXSize = nRasterXSize;
    nBlockYSize = 1;
  }

 protected:
  CPLErr IReadBlock(int, int row, void* data) override {
    return IRasterIO(GF_Read, 0, row, nRasterXSize, 1, data, nRasterXSize, 1, GDT_Byte, 1,
                     nRasterXSize, nullptr);
  }

  CPLErr IRasterIO(GDALRWFlag flag, int x, int y, int width, int height, void* buffer,
                   int bufferWidth, int bufferHeight, GDALDataType bufferType, GSpacing pixelSpace,
                   GSpacing lineSpace, GDALRasterIOExtraArg* extra) override {
    if (flag != GF_Read || width != bufferWidth || height != bufferHeight) {
      CPLError(CE_Failure, CPLE_NotSupported,
               "the classified stream is read only, at full resolution");
      return CE_Failure;
    }
    auto* out = static_cast<GByte*>(buffer);
    for (int r = 0; r < height; ++r) {
      if (!m_fromFile) {
        const std::uint8_t* row = m_strips.streamedRow(y + r);
        if (row) {
          GDALCopyWords64(row + x, GDT_Byte, 1, out + r * lineSpace, bufferType,
                          static_cast<int>(pixelSpace), width);
          continue;
        }
        try {
          m_strips.finish();  // every strip written and flushed, or the workers' error
        } catch (...) {
          return CE_Failure;  // classifyScan calls finish() again and rethrows it
        }
        m_fromFile = true;
      }
      if (m_out.GetRasterBand(1)->RasterIO(GF_Read, x, y + r, width, 1, out + r * lineSpace, width,
                                           1, bufferType, pixelSpace, lineSpace, extra) != CE_None)
        return CE_Failure;
    }
    return CE_None;
  }

 private:
  StripClassifier& m_strips;
  GDALDataset& m_out;
  bool m_fromFile = false;
};

}  // namespace

StripClassifier::StripClassifier(const std::string& scanPath, GDALDataset& out,
                                 const std::vector<ColourClass>& classes,
                                 const ScanClassifySettings& settings, int bandCount,
                                 int threadCount)
    : m_scanPath(scanPath),
      m_out(out),
      m_matcher(classes, settings.maxColourDistance),
      m_radius(std::max(0, settings.majorityRadiusPixels)),
      m_classCount(static_cast<int>(classes.size())),
      m_bandCount(bandCount),
      m_width(out.GetRasterXSize()),
      m_height(out.GetRasterYSize()),
      m_stripRows(stripRowsFor(m_width, settings.tilePixels)),
      m_stripCount((m_height + m_stripRows - 1) / m_stripRows),
      m_threadCount(std::max(1, std::min(threadCount, m_stripCount))),
      m_keepAhead(m_threadCount + 1) {}

StripClassifier::~StripClassifier() {
  stop();
  joinWorkers();
}

void StripClassifier::joinWorkers() {
  if (m_workers.empty()) return;
  for (std::thread& t : m_workers) t.join();
  m_workers.clear();
#ifdef __GLIBC__
  mallopt(M_ARENA_MAX, 0);  // glibc's default: arenas by the number of cores
#endif
}

void StripClassifier::start() {
#ifdef __GLIBC__
  // GDAL's cached blocks are allocated and freed by different threads; with glibc's per-thread
  // arenas the freed blocks stay as holes in each arena and the process grew well past the block
  // cache's limit (measured at 16k x 16k: 490-565 MB peak instead of about 350). The workers
  // share the main arena instead; the default comes back when they are joined.
  mallopt(M_ARENA_MAX, 1);
#endif
  for (int t = 0; t < m_threadCount; ++t) m_workers.emplace_back([this] { work(); });
}

void StripClassifier::stop() {
  const std::lock_guard<std::mutex> lock(m_mutex);
  m_stop = true;
  m_changed.notify_all();
}

const std::uint8_t* StripClassifier::streamedRow(int y) {
  const int strip = y / m_stripRows;
  std::unique_lock<std::mutex> lock(m_mutex);
  if (!m_streaming || strip < m_firstKept) {
    // The reader went back up: release everything and let the workers run free.
    m_streaming = false;
    m_kept.clear();
    m_firstKept = INT_MAX;
    m_changed.notify_all();
    return nullptr;
  }
  if (strip > m_firstKept) {
    m_kept.erase(m_kept.begin(), m_kept.lower_bound(strip));
    m_firstKept = strip;
    m_changed.notify_all();
  }
  m_changed.wait(lock, [&] { return m_kept.count(strip) > 0 || m_stop || m_error; });
  const auto found = m_kept.find(strip);
  if (found == m_kept.end()) return nullptr;
  // The strip stays until the reader asks for a later one; only this thread releases strips.
  return found->second.data() +
         static_cast<std::size_t>(y - strip * m_stripRows) * static_cast<std::size_t>(m_width);
}

void StripClassifier::finish() {
  if (!m_finished) {
    {
      const std::lock_guard<std::mutex> lock(m_mutex);
      m_streaming = false;
      m_kept.clear();
      m_firstKept = INT_MAX;
      m_changed.notify_all();
    }
    joinWorkers();
    m_finished = true;
  }
  if (m_error) std::rethrow_exception(m_error);
  if (m_stop || m_done != m_stripCount)
    throw MapError("scan classification stopped before the end");
  m_out.FlushCache();
}

void StripClassifier::work() {
  try {
    DatasetPtr scan = openRaster(m_scanPath);  // a GDAL dataset is not shared between threads
    std::vector<std::uint8_t> pixels, classes;
    int bandMap[4] = {1, 2, 3, 4};
    for (int strip = m_next++; strip < m_stripCount && !m_stop; strip = m_next++) {
      {
        // Bounded memory: wait while the reader is too far behind.
        std::unique_lock<std::mutex> lock(m_mutex);
        m_changed.wait(lock,
                       [&] { return m_stop || !m_streaming || strip < m_firstKept + m_keepAhead; });
        if (m_stop) break;
      }
      const int y0 = strip * m_stripRows, rows = std::min(m_stripRows, m_height - y0);
      const int in0 = std::max(0, y0 - m_radius), in1 = std::min(m_height, y0 + rows + m_radius);
      const std::size_t inCells =
          static_cast<std::size_t>(m_width) * static_cast<std::size_t>(in1 - in0);
      pixels.resize(inCells * static_cast<std::size_t>(m_bandCount));
      classes.resize(inCells);
      if (scan->RasterIO(GF_Read, 0, in0, m_width, in1 - in0, pixels.data(), m_width, in1 - in0,
                         GDT_Byte, m_bandCount, bandMap, m_bandCount,
                         static_cast<GSpacing>(m_width) * m_bandCount, 1, nullptr) != CE_None)
        throw MapError(m_scanPath + ": cannot read the scan");
      m_matcher.classifyPixels(pixels.data(), m_bandCount, inCells, classes.data());
      std::vector<std::uint8_t> result;
      if (m_radius > 0) {
        result.resize(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(rows));
        majorityFilterRows({classes.data(), m_width, in1 - in0, in0, m_height}, m_radius,
                           m_classCount, y0, rows, result.data());
      } else {
        result = classes;  // no halo without smoothing
      }
      const std::lock_guard<std::mutex> lock(m_mutex);
      if (m_out.GetRasterBand(1)->RasterIO(GF_Write, 0, y0, m_width, rows, result.data(), m_width,
                                           rows, GDT_Byte, 0, 0, nullptr) != CE_None)
        throw MapError(std::string(m_out.GetDescription()) +
                       ": cannot write the classified raster");
      if (m_streaming && strip >= m_firstKept) m_kept.emplace(strip, std::move(result));
      ++m_done;
      m_changed.notify_all();
    }
  } catch (...) {
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_error) m_error = std::current_exception();
    m_stop = true;
    m_changed.notify_all();
  }
}

ClassStreamDataset::ClassStreamDataset(StripClassifier& strips, GDALDataset& out) : m_out(out) {
  nRasterXSize = out.GetRasterXSize();
  nRasterYSize = out.GetRasterYSize();
  SetBand(1, new ClassStreamBand(this, strips, out));
}

CPLErr ClassStreamDataset::GetGeoTransform(double* transform) {
  return m_out.GetGeoTransform(transform);
}

const OGRSpatialReference* ClassStreamDataset::GetSpatialRef() const {
  return m_out.GetSpatialRef();
}

}  // namespace hfg::maps
