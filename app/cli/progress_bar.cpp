// The stderr progress bar: redrawn in place on a terminal, plain text lines elsewhere.
#include "app/cli/progress_bar.h"

#include <algorithm>
#include <cmath>

#include <unistd.h>

namespace hfg::cli {
namespace {
constexpr int kBarWidth = 30;
}  // namespace

bool stderrIsTerminal() { return ::isatty(STDERR_FILENO) == 1; }

ProgressBar::ProgressBar(std::ostream& out, bool quiet, bool terminal)
    : m_out(out), m_quiet(quiet), m_terminal(terminal) {}

ProgressBar::~ProgressBar() { finish(); }

maps::ProgressFn ProgressBar::callback() {
  return [this](double fraction, const std::string& stage) {
    update(fraction, stage);
    return true;
  };
}

void ProgressBar::update(double fraction, const std::string& stage) {
  if (m_quiet) return;
  const double clamped = std::clamp(std::isfinite(fraction) ? fraction : 0.0, 0.0, 1.0);
  const int percent = static_cast<int>(std::floor(clamped * 100.0));
  const bool newStage = stage != m_stage;
  if (m_terminal) {
    if (!newStage && percent == m_percent) return;
    const int filled = percent * kBarWidth / 100;
    // "\r" and erase-to-end-of-line redraw the bar in place.
    m_out << "\r\033[K" << stage << " [" << std::string(static_cast<size_t>(filled), '#')
          << std::string(static_cast<size_t>(kBarWidth - filled), '.') << "] " << percent << "%";
    m_out.flush();
    m_lineOpen = true;
  } else {
    // Plain lines: the stage name once, then each 10 % step reached.
    if (newStage) {
      if (m_lineOpen) m_out << '\n';
      m_out << stage << ":";
      m_lineOpen = true;
      m_percent = -1;
    }
    const int step = percent / 10 * 10;
    if (step > m_percent) {
      m_out << ' ' << step << '%';
      m_out.flush();
      m_percent = step;
    }
    m_stage = stage;
    return;
  }
  m_stage = stage;
  m_percent = percent;
}

void ProgressBar::done() {
  if (m_lineOpen) update(1.0, m_stage);
  finish();
}

void ProgressBar::finish() {
  if (m_lineOpen) {
    m_out << '\n';
    m_out.flush();
  }
  m_lineOpen = false;
  m_stage.clear();
  m_percent = -1;
}

}  // namespace hfg::cli
