// Side view files: the view's fields, then its digest and the day's signing token.
#include "core/mail/side_view_io.h"

#include "core/crypto/digest.h"
#include "core/io/atomic_file.h"
#include "core/io/document_io.h"
#include "core/mail/side_view_fields.h"

namespace hfg {
namespace io {

template <class Io>
void serialize(Io& io, SideViewFile& file) {
  serialize(io, file.view);
  io.optional("digest", file.digest);
  io.optional("token", file.token);
}

}  // namespace io

std::string sideViewDigestText(const SideView& view) {
  SideViewFile bare{view, "", ""};
  return io::toJsonText(io::kSideViewFormat, bare);
}

std::string sideViewDigest(const SideView& view) { return sha256Hex(sideViewDigestText(view)); }

std::string sideViewFileText(const SideViewFile& file) {
  return io::toJsonText(io::kSideViewFormat, file);
}

void saveSideViewFile(const SideViewFile& view, const std::filesystem::path& file) {
  writeFileAtomically(file, sideViewFileText(view));
}

SideViewFile loadSideViewFile(const std::filesystem::path& file) {
  SideViewFile view;
  io::loadJsonText(readFileBounded(file, kMaxJsonFileBytes), file, io::kSideViewFormat, view);
  return view;
}

}  // namespace hfg
