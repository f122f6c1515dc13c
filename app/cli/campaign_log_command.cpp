// `hfg campaign log STATE [--day D] [--force F] [--kind K]`: the campaign log (C-27), day by day.
#include <algorithm>
#include <iostream>

#include "app/cli/campaign_files.h"
#include "app/cli/commands.h"
#include "app/cli/json_output.h"
#include "core/io/load_error.h"

namespace hfg::cli {
namespace {

struct LogOptions {
  std::string state;
  std::optional<int> day;
  std::string force;
  std::string kind;
  bool json = false;
};

bool wanted(const LogOptions& options, const CampaignEvent& event) {
  if (options.day && event.day != *options.day) return false;
  if (!options.kind.empty() && event.kind != options.kind) return false;
  if (!options.force.empty() &&
      std::find(event.forces.begin(), event.forces.end(), options.force) == event.forces.end())
    return false;
  return true;
}

std::string diceText(const std::vector<int>& dice) {
  std::string out;
  for (int die : dice) out += (out.empty() ? "" : " ") + std::to_string(die);
  return out;
}

void printText(const Scenario& scenario, const CampaignState& state,
               const std::vector<const CampaignEvent*>& events) {
  int day = 0;
  for (const CampaignEvent* event : events) {
    if (event->day != day) {
      day = event->day;
      std::cout << (day == events.front()->day ? "" : "\n") << "Day " << day << "\n";
    }
    std::string line = "  " + std::string(keyOf(event->period));
    line.resize(std::max<std::size_t>(line.size(), 12), ' ');
    std::string rule = event->rule.empty() ? "-" : event->rule;
    rule.resize(std::max<std::size_t>(rule.size(), 6), ' ');
    std::string kind = event->kind;
    kind.resize(std::max<std::size_t>(kind.size(), 14), ' ');
    std::cout << line << rule << kind << event->text;
    if (!event->dice.empty()) std::cout << " [dice " << diceText(event->dice) << "]";
    if (!event->side.empty()) std::cout << " (" << event->side << " only)";
    std::cout << "\n";
  }
  if (events.empty()) std::cout << "no events match\n";
  for (const auto& battle : state.pendingBattles)
    std::cout << "\n"
              << battle.id << " at "
              << (battle.node.empty() ? battle.link : nodeLabel(scenario, battle.node))
              << " is pending: it waits for a result (no battle resolver yet; "
                 "`hfg campaign apply-result`)\n";
  std::cout << "\nThe campaign stands at dawn of day " << state.day << ".\n";
}

void printJson(const std::vector<const CampaignEvent*>& events) {
  JsonStreamWriter out(std::cout);
  out.beginArray();
  for (const CampaignEvent* event : events) {
    out.beginObject();
    out.field("day", event->day);
    out.field("period", keyOf(event->period));
    out.field("rule", event->rule);
    out.field("kind", event->kind);
    out.key("forces");
    out.beginArray();
    for (const auto& force : event->forces) out.value(force);
    out.endArray();
    out.field("node", event->node);
    out.field("link", event->link);
    out.key("dice");
    out.beginArray();
    for (int die : event->dice) out.value(die);
    out.endArray();
    out.field("text", event->text);
    out.field("side", event->side);
    out.endObject();
  }
  out.endArray();
  std::cout << '\n';
}

void runLog(const LogOptions& options) {
  try {
    LoadedCampaign campaign = loadCampaign(options.state);
    std::vector<const CampaignEvent*> events;
    for (const auto& event : campaign.state.log)
      if (wanted(options, event)) events.push_back(&event);
    if (options.json)
      printJson(events);
    else
      printText(campaign.scenario, campaign.state, events);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
  }
}

}  // namespace

void registerCampaignLog(CLI::App& campaign) {
  auto options = std::make_shared<LogOptions>();
  auto* cmd = campaign.add_subcommand("log", "Print the campaign log (the umpire's: all events)");
  cmd->add_option("STATE", options->state, "campaign state file")->required();
  cmd->add_option("--day", options->day, "only this day");
  cmd->add_option("--force", options->force, "only events about this force id");
  cmd->add_option("--kind", options->kind, "only this kind (march, weather, meeting, ...)");
  cmd->add_flag("--json", options->json, "print the events as a JSON array");
  cmd->callback([options] { runLog(*options); });
}

}  // namespace hfg::cli
