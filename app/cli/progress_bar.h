// A progress bar on stderr for the map commands, driven by the maps library's ProgressFn.
#pragma once

#include <ostream>
#include <string>

#include "maps/progress.h"

namespace hfg::cli {

/// Draws "stage [#####.....]  50%" on one line of a terminal; when the stream is not a terminal
/// (a log, a pipe) it writes plain lines instead ("stage: 0% 10% ... 100%"), with no escape codes.
/// Quiet bars draw nothing. The ProgressFn never cancels.
class ProgressBar {
 public:
  /// `terminal`: whether `out` is an interactive terminal (see stderrIsTerminal()).
  ProgressBar(std::ostream& out, bool quiet, bool terminal);
  ~ProgressBar();
  ProgressBar(const ProgressBar&) = delete;
  ProgressBar& operator=(const ProgressBar&) = delete;

  /// The callback to hand to the maps library; valid while the bar lives.
  maps::ProgressFn callback();
  /// Shows a fraction of the current job (0..1) in a named stage.
  void update(double fraction, const std::string& stage);
  /// Shows the current stage at 100 % and ends the line: the job succeeded.
  void done();
  /// Ends the current line so that messages print cleanly after it.
  void finish();

 private:
  std::ostream& m_out;
  bool m_quiet;
  bool m_terminal;
  std::string m_stage;
  int m_percent = -1;  ///< last percentage drawn
  bool m_lineOpen = false;
};

/// True when standard error is a terminal.
bool stderrIsTerminal();

}  // namespace hfg::cli
