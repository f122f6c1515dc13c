// Progress reporting with cancel, bridged to GDAL's progress callbacks.
#pragma once

#include <gdal.h>

#include <functional>
#include <string>

namespace hfg::maps {

/// Called with the fraction done (0..1) and the current stage's name; return false to cancel.
using ProgressFn = std::function<bool(double fraction, const std::string& stage)>;

/// A progress function for one part of a longer job: its 0..1 maps onto [start, end] of `whole`.
ProgressFn subProgress(const ProgressFn& whole, double start, double end);

/// One step of a longer job: maps the step's own 0..1 onto [start, end] of the caller's progress,
/// and hands GDAL a GDALProgressFunc that forwards to it.
class ProgressStep {
 public:
  ProgressStep(const ProgressFn& progress, std::string stage, double start = 0.0, double end = 1.0);

  /// Reports the fraction done within this step; false once the user has cancelled.
  bool report(double fractionOfStep);
  bool cancelled() const { return m_cancelled; }
  /// Throws Cancelled when the user has cancelled.
  void throwIfCancelled() const;

  /// For GDAL functions taking (GDALProgressFunc, void*): pass gdalFunc() and this.
  static int CPL_STDCALL gdalFunc(double fraction, const char* message, void* self);

 private:
  const ProgressFn& m_progress;
  std::string m_stage;
  double m_start;
  double m_end;
  bool m_cancelled = false;
};

}  // namespace hfg::maps
