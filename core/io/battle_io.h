// Battle set-up files ("hfg-battle-setup"), scripts of moves with fixed dice ("hfg-battle-script") and single-combat cases ("hfg-combat-case").
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/battle/battle_setup.h"
#include "core/battle/combat/combat_situation.h"
#include "core/battle/moves/move_order.h"
#include "core/io/file_format.h"

namespace hfg::io {

inline constexpr FileFormat kBattleSetupFormat{"hfg-battle-setup", 1};
inline constexpr FileFormat kBattleScriptFormat{"hfg-battle-script", 1};
inline constexpr FileFormat kCombatCaseFormat{"hfg-combat-case", 1};

/// One bound of a script: the orders of the moving side, in order.
struct ScriptBound {
  int bound = 0;                                ///< 1-based over both sides
  std::vector<battle::MoveOrder> orders;
  std::optional<std::string> exchangeWith;      ///< T-6: the C-in-C swaps scores with this command
};

/// A battle replayed exactly: every die in the order the engine throws them, and each bound's
/// orders. Bounds not listed have no orders.
struct BattleScript {
  std::vector<int> dice;                        ///< faces 1-6
  std::vector<ScriptBound> bounds;
  int stopAfterBound = 0;                       ///< 0: play to the end of the battle
};

/// One combat described in full (docs/formats.md "hfg-combat-case").
struct CombatCase {
  battle::CombatSituation situation;
  int dieA = 1;
  int dieB = 1;
};

/// Loads and checks a set-up (field errors, then validateBattleSetup). Throws LoadError naming
/// the file and field. Bases take the book's size for their type (1.3).
battle::BattleSetup loadBattleSetup(const std::filesystem::path& file);
battle::BattleSetup battleSetupFromJson(std::string_view text, const std::filesystem::path& file);
std::string battleSetupToJson(const battle::BattleSetup& setup);

/// Loads a script. Throws LoadError (dice outside 1-6, bounds out of order, ...).
BattleScript loadBattleScript(const std::filesystem::path& file);
BattleScript battleScriptFromJson(std::string_view text, const std::filesystem::path& file);

/// Loads a combat case. Throws LoadError.
CombatCase loadCombatCase(const std::filesystem::path& file);
CombatCase combatCaseFromJson(std::string_view text, const std::filesystem::path& file);

}  // namespace hfg::io
