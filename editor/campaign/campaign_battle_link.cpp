// Hands campaign meetings to the battle panel and the engine's result back to the campaign runner (C-28).
#include "editor/campaign/campaign_battle_link.h"

#include <exception>
#include <stdexcept>

#include "core/battle/hfg/campaign_result.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/io/battle_io.h"
#include "maps/campaign_battles/campaign_battle.h"

namespace hfg {
namespace {

/// FNV-1a: a stable name hash (std::hash differs between standard libraries).
std::uint64_t nameHash(const std::string& text) {
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char c : text) h = (h ^ c) * 1099511628211ull;
  return h;
}

/// The engine's set-up for `meeting` in the running campaign, by the shared hand-off (C-28):
/// the same table, forces and arrivals as `hfg campaign run --auto-battles`.
battle::BattleSetup meetingSetup(CampaignPanel& campaign, const Scenario& scenario,
                                 const BattleMeeting& meeting, std::uint64_t seed) {
  const CampaignSession* session = campaign.session();
  if (!session) throw std::runtime_error("no campaign is running");
  return maps::campaignBattleSetup(scenario, session->state(), meeting, seed).setup;
}

/// Side colours from the orbats and the result going back to `campaign`'s form (C-28).
void linkResult(BattlePanel& battles, CampaignPanel& campaign, const Scenario& scenario,
                const BattleMeeting& meeting, const battle::BattleSetup& setup) {
  // The orbats' colours (ELEMENT COLOUR CODING), defender first as in the set-up.
  const Side* defender = scenario.findSide(meeting.defenderSide);
  const Side* attacker = scenario.findSide(meeting.attackerSide);
  battles.view().setSideColours(
      {parseHexColour(defender ? defender->colour : "", BattleView::kDefaultSideColours[0]),
       parseHexColour(attacker ? attacker->colour : "", BattleView::kDefaultSideColours[1])});
  battles.setCampaignBattle(meeting.id);
  battles.setResultTarget("Send the result to the campaign",
                          [&campaign, id = meeting.id, setup](const battle::TableResult& result) {
                            campaign.fillResultForm(battle::campaignResultOf(result, setup, id));
                            campaign.bringToFront();  // the loser picks the rout there
                          });
}

bool openMeeting(BattlePanel& battles, CampaignPanel& campaign, const Scenario& scenario,
                 const BattleMeeting& meeting) {
  battles.bringToFront();
  battle::BattleSetup setup;
  try {
    const std::uint64_t seed = meetingSeed(scenario, meeting);
    setup = meetingSetup(campaign, scenario, meeting, seed);
    battles.playHotSeat(setup, seed, meeting.id);
  } catch (const std::exception& e) {
    battles.setMessage(meeting.id + ": the table could not be built: " + e.what());
    return false;
  }
  linkResult(battles, campaign, scenario, meeting, setup);
  return true;
}

/// After the state is saved: the meeting being played hot seat goes beside it; a battle file
/// left from an earlier save is removed so that it cannot come back with a later state.
std::string keepBattle(BattlePanel& battles, const std::filesystem::path& stateFile) {
  const std::filesystem::path file = battleFileBeside(stateFile);
  if (!battles.hotSeat() || battles.campaignBattle().empty()) {
    std::error_code ignored;
    std::filesystem::remove(file, ignored);
    return "";
  }
  return "battle " + battles.campaignBattle() + " (being played): " + battles.saveBattle(file);
}

/// After a state is opened: the battle saved beside it is reopened when its meeting still waits.
std::string reopenBattle(BattlePanel& battles, CampaignPanel& campaign, const Scenario& scenario,
                         const std::filesystem::path& stateFile) {
  const std::filesystem::path file = battleFileBeside(stateFile);
  if (!std::filesystem::exists(file) || !campaign.session()) return "";
  try {
    const std::string id = io::loadBattleSave(file).campaignBattle;
    for (const BattleMeeting& meeting : campaign.session()->state().pendingBattles) {
      if (meeting.id != id) continue;
      if (!battles.openBattle(file)) return file.string() + ": not reopened: " + battles.message();
      linkResult(battles, campaign, scenario, meeting, *battles.setup());
      return "Reopened battle " + id + " where it was left (" + file.filename().string() + ")";
    }
    return "";  // its meeting is settled: the file is history
  } catch (const std::exception& e) {
    return file.string() + ": not reopened: " + e.what();
  }
}

}  // namespace

std::uint64_t meetingSeed(const Scenario& scenario, const BattleMeeting& meeting) {
  return Dice::forStream(scenario.settings.seed,
                         nameHash(meeting.id + "/" + std::to_string(meeting.day)))
      .state();
}

void playMeetingHere(BattlePanel& battles, CampaignPanel& campaign, const Scenario& scenario,
                     const BattleMeeting& meeting) {
  openMeeting(battles, campaign, scenario, meeting);
}

void autoResolveMeeting(BattlePanel& battles, CampaignPanel& campaign, const Scenario& scenario,
                        const BattleMeeting& meeting, const SideMoveSourceFactory& factory) {
  if (openMeeting(battles, campaign, scenario, meeting))
    battles.autoResolve(factory, meetingSeed(scenario, meeting));
}

std::optional<BattleResult> resolveMeetingResult(CampaignPanel& campaign, const Scenario& scenario,
                                                 const BattleMeeting& meeting,
                                                 const SideMoveSourceFactory& factory) {
  try {
    const std::uint64_t seed = meetingSeed(scenario, meeting);
    // The same table and dice as "watch it", so both ways give the same battle.
    const battle::BattleSetup setup = meetingSetup(campaign, scenario, meeting, seed);
    SideDispatchSource source(factory);
    Dice dice(seed);
    SeededDieSource die(dice);
    const BattleHistory history = playWithHistory(battle::Battle(setup), source, die, 0);
    const BattleResult result =
        battle::campaignResultOf(battle::resultOf(history.latest()), setup, meeting.id);
    // C-21 asks the loser for the rout; an undecided battle (C-20) has none to choose.
    const std::string next = result.winner.empty()
                                 ? "undecided: apply, and the campaign carries it on (C-20)."
                                 : "the loser chooses the rout, then apply.";
    campaign.fillResultForm(result, "Auto-resolved by the computer generals (" +
                                        std::to_string(result.boundsFought) +
                                        " bounds a side): " + next);
    return result;
  } catch (const std::exception& e) {
    BattleResult none;
    none.battle = meeting.id;
    campaign.fillResultForm(none, meeting.id + ": could not be auto-resolved: " + e.what());
    return std::nullopt;
  }
}

std::filesystem::path battleFileBeside(const std::filesystem::path& stateFile) {
  return stateFile.parent_path() / (stateFile.stem().string() + ".battle.json");
}

void connectBattles(CampaignPanel& campaign, BattlePanel& battles, SideMoveSourceFactory factory) {
  campaign.setBattleKeeper(
      [&battles](const std::filesystem::path& stateFile) { return keepBattle(battles, stateFile); },
      [&campaign, &battles](const Scenario& scenario, const std::filesystem::path& stateFile) {
        return reopenBattle(battles, campaign, scenario, stateFile);
      });
  campaign.setPlayHere(
      [&campaign, &battles](const Scenario& scenario, const BattleMeeting& meeting) {
        playMeetingHere(battles, campaign, scenario, meeting);
      });
  campaign.setAutoResolve(
      std::move(factory),
      [&campaign, &battles](const Scenario& scenario, const BattleMeeting& meeting,
                            const SideMoveSourceFactory& f, CampaignPanel::AutoResolveMode mode) {
        if (mode == CampaignPanel::AutoResolveMode::Watch)
          autoResolveMeeting(battles, campaign, scenario, meeting, f);
        else
          resolveMeetingResult(campaign, scenario, meeting, f);
      });
}

}  // namespace hfg
