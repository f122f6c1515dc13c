// Battle set-up files ("hfg-battle-setup"), scripts of moves with fixed dice ("hfg-battle-script"), single-combat cases ("hfg-combat-case") and saved hot-seat battles ("hfg-battle-save").
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/battle/hfg/battle_setup.h"
#include "core/battle/hfg/combat/combat_situation.h"
#include "core/battle/hfg/moves/move_order.h"
#include "core/io/file_format.h"

namespace hfg::io {

inline constexpr FileFormat kBattleSetupFormat{"hfg-battle-setup", 1};
inline constexpr FileFormat kBattleScriptFormat{"hfg-battle-script", 1};
inline constexpr FileFormat kCombatCaseFormat{"hfg-combat-case", 1};
inline constexpr FileFormat kBattleSaveFormat{"hfg-battle-save", 1};

/// One bound of a script: the orders of the moving side, in order.
struct ScriptBound {
  int bound = 0;  ///< 1-based over both sides
  std::vector<battle::MoveOrder> orders;
  std::optional<std::string> exchangeWith;  ///< T-6: the C-in-C swaps scores with this command
};

/// A battle replayed exactly: every die in the order the engine throws them, and each bound's
/// orders. Bounds not listed have no orders.
struct BattleScript {
  std::vector<int> dice;  ///< faces 1-6
  std::vector<ScriptBound> bounds;
  int stopAfterBound = 0;  ///< 0: play to the end of the battle
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

/// One bound of a saved hot-seat battle as the players gave it, in the order they gave it.
struct SavedBound {
  std::vector<std::string> doubled;       ///< T-6: Brilliant generals who doubled their PIP die
  std::vector<battle::MoveOrder> orders;  ///< committed and not taken back
  bool movesEnded = false;                ///< false only for the bound being played when saved
};

/// A hot-seat battle saved half-way: replayed through the engine from `setup` and `seed` with
/// every bound's choices, then checked against `stateDigest` (battleStateDigest).
struct BattleSave {
  std::string title;
  std::string campaignBattle;  ///< the campaign meeting's id, when played from the runner
  std::uint64_t seed = 0;
  battle::BattleSetup setup;
  std::vector<SavedBound> bounds;
  std::string stateDigest;
};

/// Most orders one saved bound may hold (a bound has a few dozen at most).
inline constexpr std::size_t kMaxSavedOrdersPerBound = 1000;
/// Largest battle save accepted: far above any real battle, well below the JSON limit.
inline constexpr std::uint64_t kMaxBattleSaveBytes = 16ull << 20;

/// The JSON text of a battle save.
std::string battleSaveToJson(const BattleSave& save);
/// Reads and checks the fields (not the replay). Throws LoadError naming the file and field.
BattleSave battleSaveFromJson(std::string_view text, const std::filesystem::path& file);
BattleSave loadBattleSave(const std::filesystem::path& file);
/// Writes atomically, keeping the previous file as NAME.bak. Throws SaveError.
void saveBattleSave(const BattleSave& save, const std::filesystem::path& file);

}  // namespace hfg::io
