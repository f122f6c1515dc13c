// Progress steps and the GDAL progress bridge.
#include "maps/progress.h"

#include <algorithm>

#include "maps/map_error.h"

namespace hfg::maps {

ProgressFn subProgress(const ProgressFn& whole, double start, double end) {
  if (!whole) return {};
  return [whole, start, end](double fraction, const std::string& stage) {
    return whole(start + (end - start) * std::clamp(fraction, 0.0, 1.0), stage);
  };
}

ProgressStep::ProgressStep(const ProgressFn& progress, std::string stage, double start, double end)
    : m_progress(progress), m_stage(std::move(stage)), m_start(start), m_end(end) {}

bool ProgressStep::report(double fractionOfStep) {
  if (m_cancelled) return false;
  if (!m_progress) return true;
  double f = std::clamp(fractionOfStep, 0.0, 1.0);
  if (!m_progress(m_start + (m_end - m_start) * f, m_stage)) m_cancelled = true;
  return !m_cancelled;
}

void ProgressStep::throwIfCancelled() const {
  if (m_cancelled) throw Cancelled("cancelled by the user during: " + m_stage);
}

int CPL_STDCALL ProgressStep::gdalFunc(double fraction, const char* /*message*/, void* self) {
  return static_cast<ProgressStep*>(self)->report(fraction) ? TRUE : FALSE;
}

}  // namespace hfg::maps
