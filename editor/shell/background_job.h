// A piece of maps/ work (network build, classification, warp preview) run off the UI thread.
#pragma once

#include <atomic>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "maps/map_error.h"
#include "maps/progress.h"

namespace hfg {

/// Runs `work(progress)` on a worker thread. The UI polls fraction() and stage() each frame, may
/// cancel() (the work sees it at its next progress call) and takes the result once finished().
/// Errors are kept as plain words: the MapError's message, or "<label> cancelled.".
template <typename Result>
class BackgroundJob {
 public:
  using JobWork = std::function<Result(const maps::ProgressFn&)>;

  BackgroundJob() = default;
  ~BackgroundJob() {
    cancel();
    join();
  }
  BackgroundJob(const BackgroundJob&) = delete;
  BackgroundJob& operator=(const BackgroundJob&) = delete;

  /// Starts `work`; a job already running is cancelled and joined first. `label` names the job
  /// in the cancel message ("Network build").
  void start(std::string label, JobWork work) {
    cancel();
    join();
    m_cancel = false;
    m_finished = false;
    m_fraction = 0;
    {
      std::lock_guard lock(m_mutex);
      m_stage = "Starting";
      m_error.clear();
      m_result.reset();
    }
    m_running = true;
    m_worker = std::thread([this, label = std::move(label), work = std::move(work)] {
      try {
        Result result = work([this](double fraction, const std::string& stage) {
          m_fraction = fraction;
          {
            std::lock_guard lock(m_mutex);
            m_stage = stage;
          }
          return !m_cancel.load();
        });
        std::lock_guard lock(m_mutex);
        m_result = std::move(result);
      } catch (const maps::Cancelled&) {
        std::lock_guard lock(m_mutex);
        m_error = label + " cancelled.";
      } catch (const std::exception& e) {
        std::lock_guard lock(m_mutex);
        m_error = e.what();
      }
      m_running = false;
      m_finished = true;
    });
  }
  void cancel() { m_cancel = true; }
  bool running() const { return m_running; }
  /// True once the worker ended (succeeded, failed or cancelled) and until takeResult().
  bool finished() const { return m_finished; }
  double fraction() const { return m_fraction; }
  std::string stage() const {
    std::lock_guard lock(m_mutex);
    return m_stage;
  }
  /// Waits for the worker (tests; the UI polls instead).
  void wait() { join(); }
  /// The result once finished and successful, else empty (see error()). Clears finished().
  std::optional<Result> takeResult() {
    if (!m_finished) return std::nullopt;
    join();
    std::lock_guard lock(m_mutex);
    std::optional<Result> out = std::move(m_result);
    m_result.reset();
    m_finished = false;
    return out;
  }
  std::string error() const {
    std::lock_guard lock(m_mutex);
    return m_error;
  }

 private:
  void join() {
    if (m_worker.joinable()) m_worker.join();
  }

  std::thread m_worker;
  std::atomic<bool> m_cancel{false};
  std::atomic<bool> m_running{false};
  std::atomic<bool> m_finished{false};
  std::atomic<double> m_fraction{0};
  mutable std::mutex m_mutex;  // guards the strings and the result
  std::string m_stage;
  std::string m_error;
  std::optional<Result> m_result;
};

}  // namespace hfg
