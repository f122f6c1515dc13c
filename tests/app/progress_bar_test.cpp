// The map commands' progress bar: redrawn in place on a terminal, plain lines elsewhere, silent when quiet.
#include <doctest/doctest.h>

#include <sstream>

#include "app/cli/progress_bar.h"

using hfg::cli::ProgressBar;

TEST_CASE(
    "progress bar on a terminal redraws one line with the stage, the bar and the percentage") {
  std::ostringstream out;
  {
    ProgressBar bar(out, false, true);
    auto progress = bar.callback();
    CHECK(progress(0.0, "warping"));
    CHECK(progress(0.004, "warping"));  // same whole percentage: not redrawn
    CHECK(progress(0.5, "warping"));
    CHECK(progress(1.0, "overviews"));
  }
  const std::string text = out.str();
  CHECK(text.find("\r\033[Kwarping [..............................] 0%") != std::string::npos);
  CHECK(text.find("warping [###############...............] 50%") != std::string::npos);
  CHECK(text.find("overviews [##############################] 100%\n") != std::string::npos);
  // 0 %, 50 % and 100 %: three draws, not four.
  size_t draws = 0;
  for (size_t at = text.find('\r'); at != std::string::npos; at = text.find('\r', at + 1)) ++draws;
  CHECK(draws == 3);
}

TEST_CASE("progress bar off a terminal writes plain lines with 10 % steps and no escape codes") {
  std::ostringstream out;
  ProgressBar bar(out, false, false);
  for (int i = 0; i <= 100; ++i) bar.update(i / 200.0, "reading");
  for (int i = 50; i <= 100; ++i) bar.update(i / 100.0, "writing");
  bar.finish();
  CHECK(out.str() == "reading: 0% 10% 20% 30% 40% 50%\nwriting: 50% 60% 70% 80% 90% 100%\n");
}

TEST_CASE("a quiet progress bar prints nothing and never cancels") {
  std::ostringstream out;
  ProgressBar bar(out, true, true);
  CHECK(bar.callback()(0.5, "anything"));
  bar.finish();
  CHECK(out.str().empty());
}

TEST_CASE("done() shows the last stage complete, on a terminal and off it") {
  std::ostringstream tty;
  {
    ProgressBar bar(tty, false, true);
    bar.update(0.8, "tracing crests");
    bar.done();
  }
  CHECK(tty.str().find("tracing crests [##############################] 100%\n") !=
        std::string::npos);
  std::ostringstream log;
  ProgressBar plain(log, false, false);
  plain.update(0.8, "tracing crests");
  plain.done();
  CHECK(log.str() == "tracing crests: 80% 100%\n");
}
