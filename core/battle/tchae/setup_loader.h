// Reading a TCHAE battle set-up file (JSON) into a BattleState, refusing bad files with the field named.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>

#include "core/battle/tchae/battle_state.h"

namespace hfg::tchae {

/// A set-up file that cannot be used: the message names the file, the field and what was expected.
class SetupError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Files larger than this are refused unread.
inline constexpr std::uintmax_t kMaxSetupBytes = 4u << 20;

/// Parses set-up text (format "hfg-tchae-battle", version 1; docs/tchae.md "Set-up files").
/// `source` names the text in error messages.
BattleState parseBattleSetup(const std::string& text, const std::string& source);
/// Reads and parses a set-up file.
BattleState loadBattleSetup(const std::filesystem::path& file);

}  // namespace hfg::tchae
