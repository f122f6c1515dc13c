// The one error every loader throws: which file, which field, and what was expected.
#pragma once

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>

namespace hfg {

/// A file could not be loaded. what() reads
/// "FILE: FIELD: PROBLEM" or, for JSON syntax errors, "FILE:LINE:COLUMN: PROBLEM".
class LoadError : public std::runtime_error {
 public:
  /// `field` is a path such as "armies[0].commands[1].elements[4].type", empty for the whole file.
  LoadError(std::filesystem::path file, std::string field, std::string problem);
  /// A syntax error at a 1-based line and column.
  LoadError(std::filesystem::path file, int line, int column, std::string problem);

  const std::filesystem::path& file() const { return m_file; }
  const std::string& field() const { return m_field; }
  const std::string& problem() const { return m_problem; }
  std::optional<int> line() const { return m_line; }
  std::optional<int> column() const { return m_column; }

 private:
  std::filesystem::path m_file;
  std::string m_field;
  std::string m_problem;
  std::optional<int> m_line;
  std::optional<int> m_column;
};

/// A file could not be saved; the previous file on disk is unchanged.
class SaveError : public std::runtime_error {
 public:
  SaveError(const std::filesystem::path& file, const std::string& problem);
};

}  // namespace hfg
