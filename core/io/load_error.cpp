// Message formatting for load and save errors.
#include "core/io/load_error.h"

#include <utility>

namespace hfg {
namespace {

std::string fieldMessage(const std::filesystem::path& file, const std::string& field,
                         const std::string& problem) {
  std::string out = file.string();
  if (!field.empty()) out += ": " + field;
  return out + ": " + problem;
}

std::string lineMessage(const std::filesystem::path& file, int line, int column,
                        const std::string& problem) {
  return file.string() + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + problem;
}

}  // namespace

LoadError::LoadError(std::filesystem::path file, std::string field, std::string problem)
    : std::runtime_error(fieldMessage(file, field, problem)),
      m_file(std::move(file)),
      m_field(std::move(field)),
      m_problem(std::move(problem)) {}

LoadError::LoadError(std::filesystem::path file, int line, int column, std::string problem)
    : std::runtime_error(lineMessage(file, line, column, problem)),
      m_file(std::move(file)),
      m_problem(std::move(problem)),
      m_line(line),
      m_column(column) {}

SaveError::SaveError(const std::filesystem::path& file, const std::string& problem)
    : std::runtime_error(file.string() + ": cannot save: " + problem) {}

}  // namespace hfg
