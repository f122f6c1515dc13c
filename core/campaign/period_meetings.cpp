// A period's meetings: avoidances, new battles with their defender, and arrivals (C-16..C-20).
#include <algorithm>
#include <cmath>
#include <map>

#include "core/campaign/campaign_engine.h"
#include "core/campaign/force_roster.h"
#include "core/campaign/map_rules.h"
#include "core/campaign/movement.h"
#include "core/campaign/period_action.h"

namespace hfg {

void CampaignEngine::reviveSpent(const Force& f) {
  const auto all = forceRoster(m_scenario, m_state, f, RosterFilter::All);
  std::erase_if(m_state.elementStates, [&](const ElementState& e) {
    return e.status == ElementStatus::Spent &&
           std::any_of(all.begin(), all.end(),
                       [&](const RosterElement& r) { return r.id == e.element; });
  });
}

std::string CampaignEngine::placeText(const std::string& node, const std::string& link) const {
  if (!node.empty()) return nodeName(node);
  const StageLink* l = m_planner.index().findLink(m_scenario.map, link);
  return "the road between " + nodeName(l->from) + " and " + nodeName(l->to);
}

void CampaignEngine::applyMeeting(const PassContext& pass, std::size_t index) {
  const Meeting& meeting = pass.result.meetings[index];
  const std::vector<Mover>& movers = pass.movers;
  const auto& map = m_scenario.map;
  const int day = m_state.day;
  const Period period = m_state.period;
  const Vec2 pos = positionOf(map, m_planner.index(), meeting.place);
  const std::string node =
      meeting.place.node >= 0 ? map.nodes[static_cast<std::size_t>(meeting.place.node)].id : "";
  const std::string link =
      meeting.place.link >= 0 ? map.links[static_cast<std::size_t>(meeting.place.link)].id : "";
  const std::string where = placeText(node, link);
  for (int a : meeting.avoided) {
    const Force& f = *m_state.findForce(movers[static_cast<std::size_t>(a)].force);
    log({day,
         period,
         "C-18",
         "avoid",
         {f.id},
         node,
         {},
         f.name + " avoids battle at " + where + " and falls back",
         "",
         link,
         pos});
  }
  BattleMeeting* setup = nullptr;
  if (!meeting.existingBattle.empty()) {
    for (auto& b : m_state.pendingBattles)
      if (b.id == meeting.existingBattle) setup = &b;
  } else if (!meeting.participants.empty()) {
    setup = &openBattle(pass, index);
  }
  if (!setup) return;
  for (const auto& a : meeting.arrivals) {
    Force& f = *m_state.findForce(movers[static_cast<std::size_t>(a.mover)].force);
    reviveSpent(f);
    BattleForce bf{f.id, f.side, f.commands, {}};
    for (const auto& e : forceRoster(m_scenario, m_state, f, RosterFilter::OnField))
      bf.elements.push_back(e.id);
    BattleArrival arrival;
    arrival.force = bf;
    arrival.fromNode = a.fromNode >= 0 ? map.nodes[static_cast<std::size_t>(a.fromNode)].id : "";
    arrival.link = a.link >= 0 ? map.links[static_cast<std::size_t>(a.link)].id : "";
    // C-25, C-19 Interpretation (docs/rules.md): a force that detrains at the station where the
    // battle is comes along its railway: it enters where the line crosses the table's edge.
    const StageLink* rail =
        a.link < 0 && !f.railLink.empty() && f.location.atNode() && f.location.node == node
            ? m_planner.index().findLink(map, f.railLink)
            : nullptr;
    if (rail) {
      arrival.link = rail->id;
      arrival.fromNode = rail->otherEnd(node);
    }
    arrival.day = day;
    arrival.period = static_cast<int>(period);
    arrival.fractionOfPeriod = a.time;
    arrival.soundOfGuns = !meeting.existingBattle.empty();
    setup->arrivals.push_back(arrival);
    f.inBattle = true;
    f.battle = setup->id;
    log({day,
         period,
         arrival.soundOfGuns ? "C-20" : "C-19",
         "arrival",
         {f.id},
         node,
         {},
         f.name + " arrives at the battle at " + where + (rail ? " by the railway" : "") +
             " from " + nodeName(arrival.fromNode),
         "",
         link,
         pos});
  }
}

BattleMeeting& CampaignEngine::openBattle(const PassContext& pass, std::size_t index) {
  const Meeting& meeting = pass.result.meetings[index];
  const std::vector<Mover>& movers = pass.movers;
  const auto& map = m_scenario.map;
  const int day = m_state.day;
  const Period period = m_state.period;
  const Vec2 pos = positionOf(map, m_planner.index(), meeting.place);
  const std::string node =
      meeting.place.node >= 0 ? map.nodes[static_cast<std::size_t>(meeting.place.node)].id : "";
  const std::string link =
      meeting.place.link >= 0 ? map.links[static_cast<std::size_t>(meeting.place.link)].id : "";
  const std::string where = placeText(node, link);
  BattleMeeting b;
  b.id = "battle-" + std::to_string(m_state.nextBattleNumber++);
  // Battles cease at nightfall (C-20): a meeting in the night is fought from dawn.
  const bool nightfall = period == Period::Night;
  b.day = nightfall ? day + 1 : day;
  b.period = nightfall ? 0 : static_cast<int>(period);
  b.node = node;
  b.link = link;
  b.stagesAlongLink = meeting.place.s;
  b.position = pos;
  b.raining = m_state.weather.raining;
  b.roadsAffected = m_state.weather.roadsAffected;
  // C-17: the side there first defends; arriving together, the dice decide.
  std::map<std::string, double> first;
  std::vector<std::string> sides;
  for (std::size_t k = 0; k < meeting.participants.size(); ++k) {
    const std::string& s = movers[static_cast<std::size_t>(meeting.participants[k])].side;
    if (!first.count(s)) {
      first[s] = meeting.arrivedAt[k];
      sides.push_back(s);
    } else {
      first[s] = std::min(first[s], meeting.arrivedAt[k]);
    }
  }
  std::string text;
  if (sides.size() >= 2) {
    const double ta = first[sides[0]];
    const double tb = first[sides[1]];
    if (std::abs(ta - tb) > 1e-7) {
      b.defenderSide = ta < tb ? sides[0] : sides[1];
      b.attackerSide = ta < tb ? sides[1] : sides[0];
      text = "side " + b.defenderSide + " was there first and defends";
    } else {
      b.defenderSide = defenderByDice(sides[0], sides[1], b.defenderDice);
      b.attackerSide = b.defenderSide == sides[0] ? sides[1] : sides[0];
      text = "both arrived together; the dice make side " + b.defenderSide + " the defender";
    }
  }
  std::vector<std::string> ids;
  for (int p : meeting.participants) ids.push_back(movers[static_cast<std::size_t>(p)].force);
  log({day,
       period,
       "C-16",
       "meeting",
       ids,
       node,
       {},
       "Opposing forces meet at " + where,
       "",
       link,
       pos});
  log({day, period, "C-17", "defender", ids, node, b.defenderDice, text, "", link, pos});
  if (!node.empty()) b.works = worksAt(map, m_state, node, b.defenderSide);
  m_state.pendingBattles.push_back(b);
  BattleMeeting& setup = m_state.pendingBattles.back();
  for (int p : meeting.participants) {
    Force& f = *m_state.findForce(movers[static_cast<std::size_t>(p)].force);
    reviveSpent(f);
    BattleForce bf{f.id, f.side, f.commands, {}};
    for (const auto& e : forceRoster(m_scenario, m_state, f, RosterFilter::OnField))
      bf.elements.push_back(e.id);
    setup.present.push_back(bf);
    f.inBattle = true;
    f.battle = setup.id;
  }
  // The defender's forces first, each side in listing order.
  std::stable_sort(setup.present.begin(), setup.present.end(),
                   [&](const BattleForce& x, const BattleForce& y) {
                     return (x.side == setup.defenderSide) > (y.side == setup.defenderSide);
                   });
  log({day,
       period,
       "C-28",
       "battle",
       ids,
       node,
       {},
       "Battle " + setup.id + " at " + where + " awaits its result",
       "",
       link,
       pos});
  return setup;
}

}  // namespace hfg
