// Puts the campaign runner in a named situation for screenshots (--campaign) and tests.
#pragma once

#include <string>

#include "editor/campaign/campaign_panel.h"

namespace hfg {

/// Both sides march the given forces on `node` each day (orders given through the session, as the
/// panel's clicks would) until the engine reports a meeting or `maxDays` pass. True on a battle.
bool playUntilBattle(CampaignSession& session, const std::vector<std::string>& forces,
                     const std::string& node, int maxDays);

/// Stages: "handover" (the cover before the first side), "orders" (France's screen on day 1 with
/// V Corps ordered to Grafenthal), "animation" (France's screen on day 2, day 1's march held
/// half-way through the afternoon), "result" (the battle result form after the armies meet).
/// Written for the bundled Saalfeld 1806 campaign. Returns false (with nothing started) for an
/// unknown stage, or when a stage cannot be reached with this scenario.
bool stageCampaign(CampaignPanel& panel, const Scenario& scenario, const std::string& stage);

}  // namespace hfg
