// Battle set-up and result files: JSON documents over the model's BattleSetup and BattleResult.
#include "core/io/battle_files_io.h"

#include "core/io/atomic_file.h"
#include "core/io/document_io.h"
#include "core/io/orders_fields.h"

namespace hfg {

void saveBattleSetupFile(const BattleMeeting& setup, const std::filesystem::path& file) {
  writeFileAtomically(file, io::toJsonText(io::kBattleSetupCampaignFormat, setup));
}

BattleMeeting loadBattleSetupFile(const std::filesystem::path& file) {
  BattleMeeting setup;
  io::loadJsonText(readFileBounded(file, kMaxJsonFileBytes), file, io::kBattleSetupCampaignFormat,
                   setup);
  return setup;
}

BattleResult loadBattleResultFile(const std::filesystem::path& file) {
  BattleResult result;
  io::loadJsonText(readFileBounded(file, kMaxJsonFileBytes), file, io::kBattleResultFormat, result);
  return result;
}

void saveBattleResultFile(const BattleResult& result, const std::filesystem::path& file) {
  writeFileAtomically(file, io::toJsonText(io::kBattleResultFormat, result));
}

}  // namespace hfg
