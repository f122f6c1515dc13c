// A shared run counter and a small pool of threads: whichever thread is free takes the next run.
#include "core/dice/parallel_runs.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

namespace hfg {

void forEachRun(int runs, int threads, const std::function<void(int)>& run) {
  if (runs < 1) throw std::invalid_argument("runs: expected at least 1 run");
  if (threads < 1) throw std::invalid_argument("threads: expected at least 1 thread");
  std::atomic<int> next{0};
  std::exception_ptr failure;
  std::mutex failureMutex;
  const auto work = [&] {
    for (int i = next++; i < runs; i = next++) {
      try {
        run(i);
      } catch (...) {
        std::lock_guard lock(failureMutex);
        if (!failure) failure = std::current_exception();
        next = runs;
      }
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < std::min(threads, runs); ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace hfg
