// A campaign battle's set-up file ("hfg-battle-setup-campaign") and its result ("hfg-battle-result").
#pragma once

#include <filesystem>
#include <string>

#include "core/model/battle_handoff.h"

namespace hfg {

/// Writes the set-up of a battle waiting for its result (C-28). Throws SaveError.
void saveBattleSetupFile(const BattleMeeting& setup, const std::filesystem::path& file);
/// Loads a battle set-up file. Throws LoadError.
BattleMeeting loadBattleSetupFile(const std::filesystem::path& file);

/// Loads a battle result (typed in by hand, or from the resolver). Throws LoadError.
BattleResult loadBattleResultFile(const std::filesystem::path& file);
/// Saves a battle result atomically. Throws SaveError.
void saveBattleResultFile(const BattleResult& result, const std::filesystem::path& file);

}  // namespace hfg
