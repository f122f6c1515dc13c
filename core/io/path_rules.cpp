// Checks that a path named inside a file stays inside its folder, as written and on disk.
#include "core/io/path_rules.h"

#include <system_error>

#include "core/io/load_error.h"
#include "core/io/message_text.h"

namespace hfg::io {
namespace {

/// True when `path` (normalised) is strictly below `root` (normalised).
bool isBelow(const std::filesystem::path& root, const std::filesystem::path& path) {
  std::filesystem::path relative = path.lexically_relative(root);
  if (relative.empty() || relative == ".") return false;
  return *relative.begin() != "..";
}

}  // namespace

std::string pathProblem(const std::filesystem::path& rootFolder,
                        const std::filesystem::path& baseFolder, std::string_view relative) {
  if (relative.empty()) return "expected a relative file path, found an empty string";
  if (relative.find('\\') != std::string_view::npos)
    return "expected '/' as the folder separator, found '\\' in " + quoteForMessage(relative);
  for (char c : relative)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F)
      return "control character in the path " + quoteForMessage(relative);
  std::filesystem::path path(relative);
  if (path.has_root_path())
    return "absolute path " + quoteForMessage(relative) +
           " refused; expected a path relative to the file's folder";

  std::filesystem::path root = std::filesystem::absolute(rootFolder).lexically_normal();
  std::filesystem::path target = std::filesystem::absolute(baseFolder / path).lexically_normal();
  if (!isBelow(root, target))
    return "path " + quoteForMessage(relative) + " leads outside the folder " + rootFolder.string();

  // Follow symbolic links as far as the path exists: a link may not lead out either.
  std::error_code ec;
  std::filesystem::path realRoot = std::filesystem::weakly_canonical(root, ec);
  if (ec) return "cannot resolve the folder " + rootFolder.string() + ": " + ec.message();
  std::filesystem::path realTarget = std::filesystem::weakly_canonical(target, ec);
  if (ec) return "cannot resolve " + quoteForMessage(relative) + ": " + ec.message();
  if (!isBelow(realRoot, realTarget))
    return "path " + quoteForMessage(relative) + " leads outside the folder " +
           rootFolder.string() + " through a symbolic link";
  return {};
}

std::filesystem::path resolveInside(const std::filesystem::path& rootFolder,
                                    const std::filesystem::path& baseFolder,
                                    std::string_view relative, const std::filesystem::path& file,
                                    const std::string& field) {
  std::string problem = pathProblem(rootFolder, baseFolder, relative);
  if (!problem.empty()) throw LoadError(file, field, problem);
  return (baseFolder / std::filesystem::path(relative)).lexically_normal();
}

std::filesystem::path folderOf(const std::filesystem::path& file) {
  std::filesystem::path folder = file.parent_path();
  return folder.empty() ? std::filesystem::path(".") : folder;
}

}  // namespace hfg::io
