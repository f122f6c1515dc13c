// What one side's campaign map shows, built from its SideView only (C-6).
#include "editor/campaign/campaign_picture.h"

#include <algorithm>
#include <string>

#include "editor/campaign/campaign_session.h"

namespace hfg {

Vec2 locationPosition(const StageMap& map, const Location& location) {
  if (location.atNode()) {
    const StageNode* node = map.findNode(location.node);
    return node != nullptr ? node->position : Vec2{};
  }
  for (const StageLink& link : map.links) {
    if (link.id != location.link) continue;
    const StageNode* from = map.findNode(link.from);
    const StageNode* to = map.findNode(link.to);
    if (from == nullptr || to == nullptr) return {};
    // stagesFromStart counts from the end the force left, the one it is not heading to.
    const StageNode* start = location.towards == link.from ? to : from;
    const StageNode* end = start == from ? to : from;
    const double t = link.stages > 0 ? location.stagesFromStart / link.stages : 0.0;
    return {start->position.x + (end->position.x - start->position.x) * t,
            start->position.y + (end->position.y - start->position.y) * t};
  }
  return {};
}

CampaignPicture buildCampaignPicture(const Scenario& scenario, const SideView& view) {
  CampaignPicture picture;
  picture.side = view.side;
  for (const Force& force : view.own) {
    if (!force.transitTo.empty() && force.location.node.empty() && force.location.link.empty())
      continue;  // on the railway, off the map (C-25)
    picture.markers.push_back({force.id, force.name.empty() ? force.id : force.name,
                               locationPosition(scenario.map, force.location), true,
                               force.inBattle});
  }
  for (const KnownEnemyForce& enemy : view.enemy) {
    std::string label = enemy.name.empty() ? enemy.force : enemy.name;
    label += " (day " + std::to_string(enemy.asOfDay) + " " +
             std::string(periodName(enemy.asOfPeriod)) + ")";
    const int age = (view.day * 3 + static_cast<int>(view.period)) -
                    (enemy.asOfDay * 3 + static_cast<int>(enemy.asOfPeriod));
    picture.markers.push_back({enemy.force, std::move(label),
                               locationPosition(scenario.map, enemy.location), false,
                               enemy.inOrAfterBattle, std::max(0, age)});
  }
  return picture;
}

}  // namespace hfg
