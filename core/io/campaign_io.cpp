// Campaign state files: JSON or binary, chosen on load by the magic header.
#include "core/io/campaign_io.h"

#include "core/io/atomic_file.h"
#include "core/io/document_io.h"
#include "core/io/path_rules.h"

namespace hfg {

CampaignState loadCampaignState(const std::filesystem::path& file) {
  CampaignState state;
  // Look at the first bytes before reading: each form has its own size limit.
  if (readFileHead(file, io::kBinaryMagic.size()) == io::kBinaryMagic)
    io::loadBinaryBytes(readFileBounded(file, kMaxBinaryFileBytes), file, io::kCampaignStateFormat,
                        state);
  else
    io::loadJsonText(readFileBounded(file, kMaxJsonFileBytes), file, io::kCampaignStateFormat,
                     state);
  io::resolveInside(io::folderOf(file), io::folderOf(file), state.scenarioFile, file,
                    "scenario_file");
  return state;
}

void saveCampaignState(const CampaignState& state, const std::filesystem::path& file,
                       SaveFormat format) {
  std::string problem = io::pathProblem(io::folderOf(file), io::folderOf(file), state.scenarioFile);
  if (!problem.empty()) throw SaveError(file, "scenario_file: " + problem);
  std::string bytes;
  try {
    bytes = format == SaveFormat::Binary ? io::toBinaryBytes(io::kCampaignStateFormat, state)
                                         : io::toJsonText(io::kCampaignStateFormat, state);
  } catch (const std::exception& e) {
    throw SaveError(file, e.what());
  }
  writeFileAtomically(file, bytes);
}

}  // namespace hfg
