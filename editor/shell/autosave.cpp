// Autosave file naming and the "newer than the document" test.
#include "editor/shell/autosave.h"

#include <system_error>

#include "editor/shell/user_data.h"

namespace hfg {

std::filesystem::path autosavePathFor(const std::filesystem::path& document) {
  // In the user's data folder, never beside the document (a bundled scenario's folder is not the
  // user's to write): one folder per document, named by its file and a hash of its full path.
  return userDataFolder() / "autosave" / documentKey(document) / document.filename();
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
