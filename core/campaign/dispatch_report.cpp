// Writes a side's dawn dispatch in markdown from its view (C-6) and the events of yesterday (C-27).
#include "core/campaign/dispatch_report.h"

#include <cmath>
#include <cstdio>

#include "core/campaign/side_view.h"

namespace hfg {
namespace {

std::string nodeName(const Scenario& scenario, const std::string& id) {
  const StageNode* n = scenario.map.findNode(id);
  return n && !n->name.empty() ? n->name : id;
}

std::string whereText(const Scenario& scenario, const Location& loc) {
  if (loc.atNode()) return nodeName(scenario, loc.node);
  const StageLink* l = scenario.map.findLink(loc.link);
  if (!l) return loc.link;
  const std::string from = loc.towards == l->to ? l->from : l->to;
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", loc.stagesFromStart);
  return std::string(buf) + " stages from " + nodeName(scenario, from) + " towards " +
         nodeName(scenario, loc.towards);
}

std::string periodName(Period p) {
  switch (p) {
    case Period::Morning: return "Morning";
    case Period::Afternoon: return "Afternoon";
    case Period::Night: return "Night";
  }
  return "?";
}

std::string when(int day, Period p) { return "day " + std::to_string(day) + ", " + periodName(p); }

}  // namespace

std::string dawnDispatch(const Scenario& scenario, const CampaignState& state,
                         const std::string& side) {
  const SideView view = buildSideView(scenario, state, side);
  const Side* s = scenario.findSide(side);
  const std::string sideName = s && !s->name.empty() ? s->name : side;
  const int yesterday = state.day - 1;
  std::string md;
  md += "# Dispatch for " + sideName + ": dawn of day " + std::to_string(state.day) + " (" +
        formatDate(addDays(scenario.settings.startDate, state.day - 1)) + ")\n\n";

  md += "## Weather\n\n";
  if (view.weather.raining)
    md += "Heavy rain; bad roads are mud (1 stage a period on them).\n";
  else if (view.weather.roadsAffected)
    md += "The rain has stopped but bad roads are still mud.\n";
  else
    md += "Fine.\n";
  for (const auto& e : view.log)
    if (e.rule == "C-9" && e.day == yesterday)
      md += "- " + when(e.day, e.period) + ": " + e.text + "\n";
  md += "\n## Our forces\n\n| force | where | state |\n|---|---|---|\n";
  for (const auto& f : view.own) {
    std::string st = f.inBattle ? "in battle (" + f.battle + ")"
                     : f.embarkedOn == "rail"
                         ? "on the railway to " + nodeName(scenario, f.transitTo)
                     : f.embarkedOn == "water" ? "embarked"
                     : f.mustRest              ? "must rest"
                                               : "ready";
    md += "| " + f.name + " | " +
          (f.embarkedOn == "rail" ? std::string("-") : whereText(scenario, f.location)) + " | " +
          st + " |\n";
  }
  md += "\n## What our forces did yesterday\n\n";
  bool any = false;
  for (const auto& e : view.log) {
    if (e.day != yesterday || e.side != side) continue;
    md += "- " + periodName(e.period) + " (" + e.rule + "): " + e.text + "\n";
    any = true;
  }
  if (!any) md += "Nothing to report.\n";

  md += "\n## The enemy\n\n";
  if (view.enemy.empty()) {
    md += "No enemy force has been seen.\n";
  } else {
    md += "| force | last seen at | when | elements |\n|---|---|---|---|\n";
    for (const auto& k : view.enemy)
      md += "| " + k.name + " | " + whereText(scenario, k.location) + " | " +
            when(k.asOfDay, k.asOfPeriod) + (k.inOrAfterBattle ? " (from a battle)" : "") + " | " +
            std::to_string(k.elementCount) + " |\n";
  }

  md += "\n## Battles\n\n";
  any = false;
  for (const auto& e : view.log) {
    if (e.day != yesterday || !e.side.empty()) continue;
    if (e.rule == "C-16" || e.rule == "C-17" || e.rule == "C-18" || e.rule == "C-19" ||
        e.rule == "C-20" || e.rule == "C-21" || e.rule == "C-28") {
      md += "- " + periodName(e.period) + " (" + e.rule + "): " + e.text + "\n";
      any = true;
    }
  }
  for (const auto& b : view.battles) {
    md += "- Waiting for a result: " + b.id + " at " +
          (b.node.empty() ? "a point on the road " + b.link : nodeName(scenario, b.node)) + ", " +
          when(b.day, static_cast<Period>(b.period)) + "; side " + b.defenderSide + " defends\n";
    any = true;
  }
  if (!any) md += "None.\n";

  md += "\n## Works and bridges\n\n";
  any = false;
  for (const auto& w : view.ownWorks) {
    md += "- Our " + std::string(keyOf(w.work.kind)) + " at " + nodeName(scenario, w.node) + "\n";
    any = true;
  }
  for (const auto& w : view.enemyWorks) {
    md += "- Enemy " + std::string(keyOf(w.work.kind)) + " at " + nodeName(scenario, w.node) + "\n";
    any = true;
  }
  for (const auto& b : view.bridges) {
    const StageLink* l = scenario.map.findLink(b.link);
    md += "- The bridge between " +
          (l ? nodeName(scenario, l->from) + " and " + nodeName(scenario, l->to) : b.link) +
          " is " + std::string(keyOf(b.bridge)) + "\n";
    any = true;
  }
  if (!any) md += "None.\n";
  return md;
}

}  // namespace hfg
