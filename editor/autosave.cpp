// Autosave file naming and the "newer than the document" test.
#include "editor/autosave.h"

#include <system_error>

namespace hfg {

std::filesystem::path autosavePathFor(const std::filesystem::path& document) {
  std::filesystem::path folder = document;
  folder += ".autosave";
  return folder / document.filename();
}

bool hasNewerAutosave(const std::filesystem::path& document) {
  std::error_code ec;
  const auto autosave = autosavePathFor(document);
  if (!std::filesystem::is_regular_file(autosave, ec)) return false;
  const auto autosaveTime = std::filesystem::last_write_time(autosave, ec);
  if (ec) return false;
  const auto documentTime = std::filesystem::last_write_time(document, ec);
  return ec || autosaveTime > documentTime;  // no document at all: the autosave is all there is
}

void removeAutosave(const std::filesystem::path& document) {
  std::error_code ec;
  std::filesystem::remove_all(autosavePathFor(document).parent_path(), ec);
}

}  // namespace hfg
