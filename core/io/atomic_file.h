// Crash-safe file replacement with a backup, and the size-bounded reader every loader uses.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace hfg {

/// Largest JSON file any loader accepts (docs/formats.md, "Limits").
inline constexpr std::uint64_t kMaxJsonFileBytes = 64ull << 20;
/// Largest binary campaign state the loader accepts.
inline constexpr std::uint64_t kMaxBinaryFileBytes = 256ull << 20;

/// Reads a whole regular file of at most `maxBytes`. The size is checked before reading, and
/// FIFOs, devices and folders are refused without blocking. Throws LoadError naming the file.
std::string readFileBounded(const std::filesystem::path& file, std::uint64_t maxBytes);

/// The first `count` bytes of a regular file (fewer if it is shorter), e.g. to tell JSON from
/// binary before choosing the size limit. Throws LoadError.
std::string readFileHead(const std::filesystem::path& file, std::size_t count);

/// "NAME.bak" beside NAME: where writeFileAtomically keeps the previous version.
std::filesystem::path backupPathOf(const std::filesystem::path& file);

/// Replaces `file` with `contents` so that a crash or error at any point leaves either the old
/// or the new file complete: writes a temporary file in the same folder, flushes and fsyncs it,
/// keeps the previous file as NAME.bak, then renames over. On failure the original file is
/// untouched, the temporary file removed, and SaveError thrown.
void writeFileAtomically(const std::filesystem::path& file, std::string_view contents);

}  // namespace hfg
