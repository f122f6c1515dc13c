// `hfg info FILE`: a summary of a scenario: sides, armies, army points, element equivalents, map.
#include <cstdio>
#include <iostream>

#include "app/cli/commands.h"
#include "app/cli/json_output.h"
#include "core/io/load_error.h"
#include "core/io/scenario_io.h"
#include "core/rules/army_points.h"

namespace hfg::cli {
namespace {

struct InfoOptions {
  std::string file;
  bool json = false;
};

std::string oneDecimal(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", value);
  return buffer;
}

int elementCount(const Side& side) {
  int count = 0;
  for (const auto& army : side.armies)
    for (const auto& command : army.commands) count += command.elementCount();
  return count;
}

void printText(const Scenario& s) {
  std::cout << s.name << "\n"
            << "  start " << formatDate(s.settings.startDate) << ", " << s.settings.lastDay
            << " days, seed " << s.settings.seed << "\n"
            << "  map: " << s.map.nodes.size() << " nodes, " << s.map.links.size() << " links, "
            << s.map.terrain.size() << " terrain features\n";
  for (const auto& entry : s.sides) {
    const Side& side = entry.orbat;
    PointTotal points = sidePoints(side);
    std::cout << "  side " << side.name << " (" << side.id << "): " << side.armies.size()
              << (side.armies.size() == 1 ? " army, " : " armies, ") << elementCount(side)
              << " elements, " << points.points << " AP, " << oneDecimal(sideEquivalents(side))
              << " EE\n";
    for (const auto& army : side.armies) {
      std::cout << "    army " << army.name << ": aggression " << army.aggression << ", "
                << armyPoints(army).points << " AP, " << oneDecimal(armyEquivalents(army))
                << " EE\n";
      int armyAp = armyPoints(army).points;
      for (const auto& command : army.commands)
        std::cout << "      " << command.name << " (" << command.general.name << ", "
                  << keyOf(command.general.quality) << "): " << command.elementCount()
                  << " elements, " << commandPoints(command).points << " AP, "
                  << oneDecimal(commandEquivalents(command, armyAp)) << " EE\n";
    }
  }
}

void printJson(const Scenario& s) {
  JsonStreamWriter out(std::cout);
  out.beginObject();
  out.field("name", s.name);
  out.field("start_date", formatDate(s.settings.startDate));
  out.field("nodes", static_cast<long long>(s.map.nodes.size()));
  out.field("links", static_cast<long long>(s.map.links.size()));
  out.field("terrain_features", static_cast<long long>(s.map.terrain.size()));
  out.key("sides");
  out.beginArray();
  for (const auto& entry : s.sides) {
    const Side& side = entry.orbat;
    out.beginObject();
    out.field("id", side.id);
    out.field("name", side.name);
    out.field("elements", static_cast<long long>(elementCount(side)));
    out.field("army_points", static_cast<long long>(sidePoints(side).points));
    out.field("element_equivalents", sideEquivalents(side));
    out.key("armies");
    out.beginArray();
    for (const auto& army : side.armies) {
      out.beginObject();
      out.field("id", army.id);
      out.field("name", army.name);
      out.field("aggression", static_cast<long long>(army.aggression));
      out.field("commands", static_cast<long long>(army.commands.size()));
      out.field("army_points", static_cast<long long>(armyPoints(army).points));
      out.field("element_equivalents", armyEquivalents(army));
      out.endObject();
    }
    out.endArray();
    out.endObject();
  }
  out.endArray();
  out.endObject();
  std::cout << '\n';
}

void runInfo(const InfoOptions& options) {
  try {
    Scenario scenario = loadScenario(options.file);
    if (options.json)
      printJson(scenario);
    else
      printText(scenario);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
  }
}

}  // namespace

void registerInfo(CLI::App& app) {
  auto options = std::make_shared<InfoOptions>();
  auto* cmd = app.add_subcommand("info", "Summarise a scenario: sides, armies, points, map");
  cmd->add_option("FILE", options->file, "scenario file (scenario.json)")->required();
  cmd->add_flag("--json", options->json, "print the summary as JSON");
  cmd->callback([options] { runInfo(*options); });
}

}  // namespace hfg::cli
