// The rules for file paths written inside hfg files, which are untrusted (docs/formats.md).
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace hfg::io {

/// Why `relative`, written in a file in `baseFolder`, may not be used; empty when it may.
/// Paths must be relative, use '/' separators, and stay inside `rootFolder` both as written
/// (no ".." out of it) and once symbolic links are followed.
std::string pathProblem(const std::filesystem::path& rootFolder,
                        const std::filesystem::path& baseFolder, std::string_view relative);

/// `baseFolder / relative`, or LoadError naming `file` and `field` when pathProblem finds one.
std::filesystem::path resolveInside(const std::filesystem::path& rootFolder,
                                    const std::filesystem::path& baseFolder,
                                    std::string_view relative, const std::filesystem::path& file,
                                    const std::string& field);

/// The folder holding `file`, "." for a bare file name.
std::filesystem::path folderOf(const std::filesystem::path& file);

}  // namespace hfg::io
