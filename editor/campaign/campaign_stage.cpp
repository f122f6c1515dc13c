// Puts the campaign runner in a named situation for screenshots (--campaign) and tests.
#include "editor/campaign/campaign_stage.h"

namespace hfg {

bool playUntilBattle(CampaignSession& session, const std::vector<std::string>& forces,
                     const std::string& node, int maxDays) {
  const int lastDay = session.state().day + maxDays;
  while (session.phase() != SeatPhase::Battles && session.state().day < lastDay &&
         session.phase() != SeatPhase::Finished) {
    session.reveal();
    for (const std::string& id : forces) {
      const Force* force = session.state().findForce(id);
      if (force == nullptr || force->side != session.seatSide()) continue;
      ForceOrder order;
      order.force = id;
      order.goal = Goal{GoalKind::MarchTo, node, false};
      session.setOrder(order);
    }
    if (!session.confirm().empty()) return false;
  }
  return session.phase() == SeatPhase::Battles;
}

bool stageCampaign(CampaignPanel& panel, const Scenario& scenario, const std::string& stage) {
  if (stage != "handover" && stage != "orders" && stage != "animation" && stage != "result")
    return false;
  panel.start(scenario);
  panel.setOpen(true);
  CampaignSession& session = *panel.session();
  if (stage == "handover") return true;
  if (stage == "orders") {
    session.reveal();
    if (session.state().findForce("v-corps") == nullptr) return false;
    ForceOrder order;
    order.force = "v-corps";
    order.goal = Goal{GoalKind::MarchTo, "grafenthal", false};
    session.setOrder(order);
    panel.selectForce("v-corps");
    return true;
  }
  if (stage == "animation") {
    // Day 1: V Corps marches on Grafenthal, the Prussians hold; France's screen on day 2.
    if (session.state().findForce("v-corps") == nullptr) return false;
    session.reveal();
    ForceOrder order;
    order.force = "v-corps";
    order.goal = Goal{GoalKind::MarchTo, "grafenthal", false};
    session.setOrder(order);
    if (!session.confirm().empty()) return false;
    session.reveal();
    if (!session.confirm().empty() || session.phase() != SeatPhase::HandOver) return false;
    session.reveal();
    panel.setAnimationAutoplay(false);
    panel.startAnimation(1.5);
    return session.state().day == 2 && !panel.animation().empty();
  }
  return playUntilBattle(session, {"v-corps", "advance-guard"}, "saalfeld", 4);
}

}  // namespace hfg
