// Where a document's autosave goes and whether one is worth offering after a crash.
#pragma once

#include <filesystem>

namespace hfg {

/// Autosave every this many seconds while there are unsaved changes.
inline constexpr double kAutosaveIntervalSeconds = 180.0;

/// "<document>.autosave", beside the document (the scenario file itself is never overwritten
/// by an autosave).
std::filesystem::path autosavePathFor(const std::filesystem::path& document);

/// True when an autosave exists and was written after the document was last saved: the editor
/// stopped with unsaved changes, so recovery is offered.
bool hasNewerAutosave(const std::filesystem::path& document);

}  // namespace hfg
