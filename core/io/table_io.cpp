// Table set-up files: one JSON document, checked and migrated like every other hfg file.
#include "core/io/table_io.h"

#include "core/io/atomic_file.h"
#include "core/io/document_io.h"

namespace hfg {

TableSetup loadTableSetup(const std::filesystem::path& file) {
  TableSetup setup;
  io::loadJsonText(readFileBounded(file, kMaxJsonFileBytes), file, io::kTableFormat, setup);
  return setup;
}

std::string tableSetupJson(const TableSetup& setup) {
  return io::toJsonText(io::kTableFormat, setup);
}

void saveTableSetup(const TableSetup& setup, const std::filesystem::path& file) {
  std::string text;
  try {
    text = tableSetupJson(setup);
  } catch (const std::exception& e) {
    throw SaveError(file, e.what());
  }
  writeFileAtomically(file, text);
}

}  // namespace hfg
