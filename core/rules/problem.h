// One thing wrong with a scenario or orbat, said so that a wargamer can find and fix it.
#pragma once

#include <string>
#include <string_view>

namespace hfg {

struct Problem {
  /// File and field path: `orbat-prussia.json: armies[0].commands[2] "VI Corps"`.
  std::string where;
  /// The book section or rule id broken: "ORGANISING AN ARMY: ARMY SIZE", "C-7", "B-18".
  std::string rule;
  /// Plain English: what is wrong and what the book expects.
  std::string message;
};

/// Builds a `where`: `file: path "label"`; the label is left out when empty.
inline std::string problemWhere(std::string_view file, std::string_view path,
                                std::string_view label = {}) {
  std::string out(file);
  out += ": ";
  out += path;
  if (!label.empty()) {
    out += " \"";
    out += label;
    out += '"';
  }
  return out;
}

/// "where: message [rule]", one line, for logs and the command line.
inline std::string formatProblem(const Problem& problem) {
  return problem.where + ": " + problem.message + " [" + problem.rule + "]";
}

}  // namespace hfg
