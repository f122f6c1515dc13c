// Nearest-sample colour matching with an exact 24-bit cache.
#include "maps/scan/colour_matcher.h"

namespace hfg::maps {

ColourMatcher::ColourMatcher(const std::vector<ColourClass>& classes, double maxColourDistance)
    : m_maxSquared(maxColourDistance * maxColourDistance),
      // 16 MB, zero-initialized (0 = not matched yet); pages untouched by the scan's colours are
      // never faulted in.
      m_cache(new std::atomic<std::uint8_t>[std::size_t{1} << 24]()) {
  for (std::size_t c = 0; c < classes.size(); ++c)
    for (const Rgb& s : classes[c].samples)
      m_samples.push_back(
          {s[0], s[1], s[2],
           classes[c].terrain ? static_cast<std::uint8_t>(c + 1) : std::uint8_t{0}});
}

std::uint8_t ColourMatcher::nearestClass(std::uint8_t r, std::uint8_t g, std::uint8_t b) const {
  // Squared distances are small integers, exact as doubles; compared with the (possibly
  // fractional) squared maximum as before.
  double best = m_maxSquared;
  std::uint8_t cls = 0;
  for (const Sample& s : m_samples) {
    const int dr = r - s.r, dg = g - s.g, db = b - s.b;
    const double d = static_cast<double>(dr * dr + dg * dg + db * db);
    if (d <= best) {
      best = d;
      cls = s.cls;
    }
  }
  return cls;
}

void ColourMatcher::classifyPixels(const std::uint8_t* pixels, int bandCount, std::size_t count,
                                   std::uint8_t* out) const {
  const std::size_t step = static_cast<std::size_t>(bandCount);
  // Neighbouring pixels of a scan often share a colour: reuse the last answer before the cache.
  std::uint32_t lastKey = 0xffffffffu;
  std::uint8_t lastClass = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const std::uint8_t* p = pixels + i * step;
    if (bandCount == 4 && p[3] == 0) {
      out[i] = 0;
      continue;
    }
    const std::uint32_t key = (std::uint32_t{p[0]} << 16) | (std::uint32_t{p[1]} << 8) | p[2];
    if (key != lastKey) {
      lastKey = key;
      lastClass = classOf(p[0], p[1], p[2]);
    }
    out[i] = lastClass;
  }
}

}  // namespace hfg::maps
