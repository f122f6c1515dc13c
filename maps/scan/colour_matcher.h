// Nearest-sample colour matching for scan classification, with an exact cache per 24-bit colour.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "maps/scan/scan_classifier.h"

namespace hfg::maps {

/// Gives each colour the class of its nearest sample (1-based; 0 = background or farther than the
/// maximum distance). Ties go to the later sample in class order. Answers are cached per full
/// 24-bit colour, so each distinct colour of a scan is matched against the samples once; the cache
/// is exact (no quantization) and safe to share between threads.
class ColourMatcher {
 public:
  ColourMatcher(const std::vector<ColourClass>& classes, double maxColourDistance);

  /// The uncached answer: compares the colour with every sample.
  std::uint8_t nearestClass(std::uint8_t r, std::uint8_t g, std::uint8_t b) const;

  /// The same answer through the cache.
  std::uint8_t classOf(std::uint8_t r, std::uint8_t g, std::uint8_t b) const {
    const std::uint32_t key = (std::uint32_t{r} << 16) | (std::uint32_t{g} << 8) | b;
    // 0 = not yet matched, else class + 1. Two threads may both fill one entry; they write the
    // same value, and relaxed atomics make that race well defined.
    const std::uint8_t cached = m_cache[key].load(std::memory_order_relaxed);
    if (cached != 0) return static_cast<std::uint8_t>(cached - 1);
    const std::uint8_t cls = nearestClass(r, g, b);
    m_cache[key].store(static_cast<std::uint8_t>(cls + 1), std::memory_order_relaxed);
    return cls;
  }

  /// Classifies `count` pixels of `bandCount` interleaved bytes (RGB, or RGBA where alpha 0 means
  /// no data and gives class 0) into `out`.
  void classifyPixels(const std::uint8_t* pixels, int bandCount, std::size_t count,
                      std::uint8_t* out) const;

 private:
  struct Sample {
    int r, g, b;
    std::uint8_t cls;
  };
  std::vector<Sample> m_samples;
  double m_maxSquared;
  std::unique_ptr<std::atomic<std::uint8_t>[]> m_cache;
};

}  // namespace hfg::maps
