// Where a document's autosave goes and whether one is worth offering after a crash.
#pragma once

#include <filesystem>

namespace hfg {

/// Autosave every this many seconds while there are unsaved changes.
inline constexpr double kAutosaveIntervalSeconds = 180.0;

/// "<data folder>/autosave/<stem>-<hash of the full path>/<name>" (user_data.h): a folder of its
/// own, because saving a scenario also writes its map and orbat files next to it; the real files
/// and the document's folder are never touched.
std::filesystem::path autosavePathFor(const std::filesystem::path& document);

/// True when an autosave exists and was written after the document was last saved: the editor
/// stopped with unsaved changes, so recovery is offered.
bool hasNewerAutosave(const std::filesystem::path& document);

/// Deletes the autosave folder (after a save, or when the user discards the changes).
void removeAutosave(const std::filesystem::path& document);

}  // namespace hfg
