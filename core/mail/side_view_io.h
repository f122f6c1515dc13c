// Side view files ("hfg-side-view"): what one side knows (C-6), exported for play by email.
#pragma once

#include <filesystem>
#include <string>

#include "core/campaign/side_view.h"

namespace hfg {

/// An exported side view: the view, its digest and the side's token for the day.
struct SideViewFile {
  SideView view;
  std::string digest;  ///< sha256Hex(sideViewDigestText(view)); orders quote it
  std::string token;   ///< the side's signing token for view.day (never the campaign key)
};

/// The bytes the digest covers: the view's JSON text without digest and token.
std::string sideViewDigestText(const SideView& view);
/// sha256Hex of sideViewDigestText.
std::string sideViewDigest(const SideView& view);

/// The file's JSON text.
std::string sideViewFileText(const SideViewFile& file);
/// Saves atomically. Throws SaveError.
void saveSideViewFile(const SideViewFile& view, const std::filesystem::path& file);
/// Loads an exported side view. Throws LoadError naming the file and field.
SideViewFile loadSideViewFile(const std::filesystem::path& file);

}  // namespace hfg
