// A small builder of campaign scenarios in code, for the campaign tests.
#pragma once

#include <string>
#include <vector>

#include "core/campaign/campaign_engine.h"
#include "core/model/scenario.h"

namespace hfg::test {

/// Builds a scenario: nodes (positions in km), links, sides with one army each, commands whose
/// elements are named "<command>-1", "<command>-2", ... and forces at start.
class CampaignFixture {
 public:
  CampaignFixture() {
    scenario.settings.startDate = {1866, 6, 1};
    scenario.settings.seed = 1866;
    scenario.settings.intelLagPeriods = 3;
  }

  CampaignFixture& node(const std::string& id, double xKm, double yKm, bool port = false,
                        bool station = false) {
    StageNode n;
    n.id = id;
    n.name = "N" + id;
    n.position = {xKm * 1000.0, yKm * 1000.0};
    n.port = port;
    n.station = station;
    scenario.map.nodes.push_back(n);
    return *this;
  }

  CampaignFixture& link(const std::string& a, const std::string& b,
                        LinkKind kind = LinkKind::GoodRoad, double stages = 1.0) {
    StageLink l;
    l.id = a + "-" + b;
    l.from = a;
    l.to = b;
    l.kind = kind;
    l.stages = stages;
    scenario.map.links.push_back(l);
    return *this;
  }

  /// A chain of good-road links a-b-c-... each 1 stage, nodes 12 km apart along x.
  CampaignFixture& chain(const std::vector<std::string>& ids, LinkKind kind = LinkKind::GoodRoad) {
    for (std::size_t i = 0; i < ids.size(); ++i)
      if (!scenario.map.findNode(ids[i])) node(ids[i], 12.0 * static_cast<double>(i), 0);
    for (std::size_t i = 1; i < ids.size(); ++i) link(ids[i - 1], ids[i], kind);
    return *this;
  }

  CampaignFixture& command(const std::string& side, const std::string& id,
                           std::vector<TroopType> types, TroopType staff = TroopType::CommandParty,
                           GeneralQuality quality = GeneralQuality::Ordinary,
                           std::vector<Grade> grades = {}) {
    Side& s = sideOf(side);
    Command c;
    c.id = id;
    c.name = "Command " + id;
    c.general.staffType = staff;
    c.general.quality = quality;
    for (std::size_t i = 0; i < types.size(); ++i) {
      Element e;
      e.id = id + "-" + std::to_string(i + 1);
      e.type = types[i];
      if (i < grades.size()) e.grade = grades[i];
      c.elements.push_back(e);
    }
    if (s.armies.front().commanderCommand.empty()) s.armies.front().commanderCommand = id;
    s.armies.front().commands.push_back(c);
    return *this;
  }

  CampaignFixture& aggression(const std::string& side, int value) {
    sideOf(side).armies.front().aggression = value;
    return *this;
  }

  CampaignFixture& force(const std::string& id, const std::string& side,
                         std::vector<std::string> commands, const std::string& at) {
    scenario.startPositions.push_back({id, "Force " + id, side, std::move(commands), at});
    return *this;
  }

  CampaignState start() const { return makeInitialState(scenario); }

  Scenario scenario;

 private:
  Side& sideOf(const std::string& id) {
    for (auto& s : scenario.sides)
      if (s.orbat.id == id) return s.orbat;
    ScenarioSide s;
    s.orbat.id = id;
    s.orbat.name = id;
    s.orbat.commanderInChiefArmy = id + "-army";
    Army a;
    a.id = id + "-army";
    s.orbat.armies.push_back(a);
    scenario.sides.push_back(s);
    return scenario.sides.back().orbat;
  }
};

/// Orders helpers.
inline Step march(std::vector<std::string> route) {
  Step s;
  s.kind = StepKind::March;
  s.route = std::move(route);
  return s;
}
inline Step rest() {
  Step s;
  s.kind = StepKind::Rest;
  return s;
}
inline Step work(WorkTask task, std::string target = "") {
  Step s;
  s.kind = StepKind::Work;
  s.work = task;
  s.target = std::move(target);
  return s;
}
inline ForceOrder stepsFor(std::string force, std::vector<Step> steps) {
  ForceOrder o;
  o.force = std::move(force);
  o.steps = std::move(steps);
  return o;
}
inline ForceOrder goalFor(std::string force, GoalKind kind, std::string node = "",
                          bool night = false) {
  ForceOrder o;
  o.force = std::move(force);
  o.goal = Goal{kind, std::move(node), night};
  return o;
}
inline SideOrders sideOrders(std::string side, int day, std::vector<ForceOrder> forces) {
  SideOrders s;
  s.side = std::move(side);
  s.day = day;
  s.forces = std::move(forces);
  return s;
}

/// Events of a given rule id, in log order.
inline std::vector<CampaignEvent> eventsOf(const CampaignState& state, const std::string& rule) {
  std::vector<CampaignEvent> out;
  for (const auto& e : state.log)
    if (e.rule == rule) out.push_back(e);
  return out;
}

}  // namespace hfg::test
