// forEachRun: every run once, on any number of threads, and a run's failure comes back to the caller.
#include <doctest/doctest.h>

#include <stdexcept>
#include <vector>

#include "core/dice/dice.h"
#include "core/dice/parallel_runs.h"

TEST_CASE(
    "C-26 forEachRun: each run draws from its own stream, so 1 and 3 threads fill the same slots") {
  const auto play = [](int threads) {
    std::vector<std::uint64_t> out(25, 0);
    hfg::forEachRun(25, threads, [&](int i) {
      out[static_cast<std::size_t>(i)] = hfg::Dice::forStream(7, i).next();
    });
    return out;
  };
  const auto one = play(1);
  CHECK(one == play(3));
  CHECK(one[0] != one[1]);
  CHECK(one[24] == hfg::Dice::forStream(7, 24).next());
}

TEST_CASE("forEachRun: a run's exception is rethrown; no runs or threads is refused") {
  CHECK_THROWS_WITH_AS(hfg::forEachRun(8, 2,
                                       [](int i) {
                                         if (i == 5) throw std::runtime_error("run 5 failed");
                                       }),
                       "run 5 failed", std::runtime_error);
  CHECK_THROWS_AS(hfg::forEachRun(0, 1, [](int) {}), std::invalid_argument);
  CHECK_THROWS_AS(hfg::forEachRun(3, 0, [](int) {}), std::invalid_argument);
}
