// Connects the campaign runner to the battle panel: a pending meeting is played (or auto-resolved) on the table and its result fills the runner's form.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>

#include "editor/battle/battle_history.h"
#include "editor/battle/battle_panel.h"
#include "editor/campaign/campaign_panel.h"

namespace hfg {

/// The battle's dice seed: a stream of the campaign seed (C-26) named by the battle id and day,
/// so the same meeting gets the same dice.
std::uint64_t meetingSeed(const Scenario& scenario, const BattleMeeting& meeting);

/// Builds the meeting's table (tableForMeeting) and starts it hot seat in `battles`; when it is
/// over, "Send the result to the campaign" fills `campaign`'s result form (campaignResultOf).
/// A table that cannot be built is explained in the battle panel. Opens the battle panel.
void playMeetingHere(BattlePanel& battles, CampaignPanel& campaign, const Scenario& scenario,
                     const BattleMeeting& meeting);

/// The same, fought to the end by `factory`'s controllers and shown as a replay.
void autoResolveMeeting(BattlePanel& battles, CampaignPanel& campaign, const Scenario& scenario,
                        const BattleMeeting& meeting, const SideMoveSourceFactory& factory);

/// Fights the meeting to its end with `factory`'s controllers, with the same table and seed as
/// the battle panel, and fills `campaign`'s result form with it (C-28) without opening the battle
/// panel: the loser still picks the rout (C-21). Returns the result, or nothing (the reason in
/// the form's note) when the table cannot be built.
std::optional<BattleResult> resolveMeetingResult(CampaignPanel& campaign, const Scenario& scenario,
                                                 const BattleMeeting& meeting,
                                                 const SideMoveSourceFactory& factory);

/// Where a battle being played is saved beside a campaign state: "NAME.battle.json" for
/// "NAME.json".
std::filesystem::path battleFileBeside(const std::filesystem::path& stateFile);

/// Offers "Play it here" in the runner, and "Auto-resolve" when `factory` is set. A hot-seat
/// meeting on the battle panel is saved beside the campaign state and reopened with it.
void connectBattles(CampaignPanel& campaign, BattlePanel& battles,
                    SideMoveSourceFactory factory = {});

}  // namespace hfg
