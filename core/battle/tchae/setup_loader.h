// Reading a TCHAE battle set-up file (JSON) into a BattleState, refusing bad files with the field named.
#pragma once

#include <filesystem>
#include <string>

#include "core/battle/tchae/battle_state.h"
#include "core/io/load_error.h"

namespace hfg::tchae {

/// Files larger than this are refused unread.
inline constexpr std::uintmax_t kMaxSetupBytes = 4u << 20;

/// Parses set-up text (format "hfg-tchae-battle", version 1; docs/tchae.md "Set-up files").
/// `source` names the text in error messages. Bad input throws hfg::LoadError naming the field.
BattleState parseBattleSetup(const std::string& text, const std::string& source);
/// Reads and parses a set-up file.
BattleState loadBattleSetup(const std::filesystem::path& file);

}  // namespace hfg::tchae
