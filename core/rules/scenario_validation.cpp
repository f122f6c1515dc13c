// Scenario-level reference checks: placements, map links and nodes, objectives and settings.
#include "core/rules/scenario_validation.h"

#include <map>
#include <set>
#include <string>
#include <tuple>

#include "core/model/stage_map_index.h"
#include "core/rules/orbat_validation.h"

namespace hfg {
namespace {

std::string indexed(std::string_view member, std::size_t index) {
  return std::string(member) + "[" + std::to_string(index) + "]";
}

std::string quoted(std::string_view text) { return "\"" + std::string(text) + "\""; }

class ScenarioChecker {
 public:
  ScenarioChecker(const Scenario& scenario, std::string_view scenarioFile)
      : m_scenario(scenario),
        m_file(scenarioFile),
        m_mapFile(scenario.mapFile.empty() ? std::string("map") : scenario.mapFile),
        m_mapIndex(scenario.map) {}

  std::vector<Problem> run() {
    checkSides();
    checkMap();
    for (std::size_t i = 0; i < m_scenario.startPositions.size(); ++i)
      checkPlacement(m_scenario.startPositions[i], indexed("startPositions", i));
    for (std::size_t i = 0; i < m_scenario.reinforcements.size(); ++i)
      checkReinforcement(m_scenario.reinforcements[i], indexed("reinforcements", i));
    checkObjectives();
    checkSettings();
    return std::move(m_problems);
  }

 private:
  void add(std::string where, std::string_view ruleName, std::string message) {
    m_problems.push_back({std::move(where), std::string(ruleName), std::move(message)});
  }

  std::string orbatFileOf(std::size_t i) const {
    const auto& file = m_scenario.sides[i].orbatFile;
    return file.empty() ? "orbat of sides[" + std::to_string(i) + "]" : file;
  }

  void checkSides() {
    std::map<std::string, std::string> sideIds;
    std::map<std::string, std::string> commandSides;
    for (std::size_t i = 0; i < m_scenario.sides.size(); ++i) {
      const Side& side = m_scenario.sides[i].orbat;
      const std::string file = orbatFileOf(i);
      for (auto& p : validateSide(side, m_scenario.year(), file))
        m_problems.push_back(std::move(p));

      const std::string where = problemWhere(file, "id", side.name);
      if (side.id.empty()) {
        add(where, rule::kUniqueIds,
            "The side has no id; placements and objectives name sides by id");
      } else if (!sideIds.emplace(side.id, file).second) {
        add(where, rule::kUniqueIds,
            "Side id " + quoted(side.id) + " is also used by " + sideIds[side.id] +
                "; each side needs its own id");
      }
      for (std::size_t a = 0; a < side.armies.size(); ++a)
        for (std::size_t c = 0; c < side.armies[a].commands.size(); ++c) {
          const Command& command = side.armies[a].commands[c];
          if (command.id.empty()) continue;  // reported by validateSide
          auto [it, inserted] = commandSides.emplace(command.id, side.id);
          if (!inserted && it->second != side.id)
            add(problemWhere(file, indexed("armies", a) + "." + indexed("commands", c),
                             command.name.empty() ? command.id : command.name),
                rule::kUniqueIds,
                "Command id " + quoted(command.id) + " is used by both side " + quoted(it->second) +
                    " and side " + quoted(side.id) +
                    "; start positions and reinforcements need command ids that are unique "
                    "in the scenario");
        }
    }
  }

  void checkMap() {
    const StageMap& map = m_scenario.map;
    std::set<std::string> nodeIds;
    for (std::size_t i = 0; i < map.nodes.size(); ++i) {
      const StageNode& node = map.nodes[i];
      const std::string where = problemWhere(m_mapFile, indexed("nodes", i), node.name);
      if (node.id.empty())
        add(where, "C-1", "This node has no id; links, placements and objectives name nodes by id");
      else if (!nodeIds.insert(node.id).second)
        add(where, "C-1", "Node id " + quoted(node.id) + " is used by more than one node");
    }
    std::set<std::string> linkIds;
    for (std::size_t i = 0; i < map.links.size(); ++i) checkLink(map.links[i], i, linkIds);
  }

  void checkLink(const StageLink& link, std::size_t i, std::set<std::string>& linkIds) {
    const StageMap& map = m_scenario.map;
    const std::string base = indexed("links", i);
    const std::string where = problemWhere(m_mapFile, base, link.id);
    if (link.id.empty())
      add(where, "C-1", "This link has no id; saved campaigns name links by id");
    else if (!linkIds.insert(link.id).second)
      add(where, "C-1", "Link id " + quoted(link.id) + " is used by more than one link");

    const StageNode* from = nullptr;
    const StageNode* to = nullptr;
    for (const auto& [end, field, node] :
         {std::tuple{&link.from, "from", &from}, std::tuple{&link.to, "to", &to}}) {
      *node = m_mapIndex.findNode(map, *end);
      if (!*node)
        add(problemWhere(m_mapFile, base + "." + field, link.id), "C-1",
            "The link's " + std::string(field) + " end names node " + quoted(*end) +
                ", which the map does not have");
    }
    if (!link.from.empty() && link.from == link.to)
      add(where, "C-1", "The link joins node " + quoted(link.from) + " to itself");
    if (!(link.stages > 0))
      add(problemWhere(m_mapFile, base + ".stages", link.id), "C-1",
          "The link is " + std::to_string(link.stages) +
              " stages long; a link's length must be more than 0 stages");

    for (const StageNode* node : {from, to}) {
      if (!node) continue;
      if (link.kind == LinkKind::Water && !node->port)
        add(where, "C-2", "A water link ends at " + quoted(node->id) + ", which is not a port");
      if (link.kind == LinkKind::Railway && !node->station)
        add(where, "C-2",
            "A railway link ends at " + quoted(node->id) + ", which is not a station");
    }
  }

  void checkPlacement(const ForcePlacement& force, const std::string& base) {
    const std::string where =
        problemWhere(m_file, base, force.name.empty() ? force.id : force.name);
    if (force.id.empty())
      add(where, "C-7", "This force has no id; the campaign tracks forces by id");
    else if (!m_forceIds.emplace(force.id, base).second)
      add(where, "C-7",
          "Force id " + quoted(force.id) + " is also used by " + m_forceIds[force.id] +
              "; each placed force needs its own id");

    const Side* side = m_scenario.findSide(force.side);
    if (!side)
      add(problemWhere(m_file, base + ".side", force.id), "C-7",
          "The force belongs to side " + quoted(force.side) + ", which the scenario does not have");
    if (force.commands.empty())
      add(where, "C-7", "The force has no commands; a force is one or more commands");
    for (std::size_t c = 0; c < force.commands.size(); ++c) {
      const std::string& commandId = force.commands[c];
      const std::string commandWhere =
          problemWhere(m_file, base + "." + indexed("commands", c), commandId);
      if (side && !side->findCommand(commandId)) {
        const Side* owner = m_scenario.sideOfCommand(commandId);
        add(commandWhere, "C-7",
            owner ? "Command " + quoted(commandId) + " belongs to side " + quoted(owner->id) +
                        ", not to " + quoted(side->id)
                  : "Command " + quoted(commandId) + " is not in side " + quoted(side->id) +
                        "'s orbat");
      }
      auto [it, inserted] = m_placedCommands.emplace(commandId, base);
      if (!inserted)
        add(commandWhere, "C-7",
            "Command " + quoted(commandId) + " is already placed by " + it->second +
                "; a command can start or arrive in one place only");
    }
    if (m_mapIndex.nodeIndex(force.node) < 0)
      add(problemWhere(m_file, base + ".node", force.id), "C-7",
          "The force is placed at node " + quoted(force.node) + ", which the map does not have");
  }

  void checkReinforcement(const Reinforcement& reinforcement, const std::string& base) {
    checkPlacement(reinforcement.force, base + ".force");
    const int lastDay = m_scenario.settings.lastDay;
    if (reinforcement.day < 1 || reinforcement.day > lastDay)
      add(problemWhere(m_file, base + ".day", reinforcement.force.id), "C-7",
          "The reinforcement arrives on day " + std::to_string(reinforcement.day) +
              "; it must arrive between day 1 and the last day, " + std::to_string(lastDay));
  }

  void checkObjectives() {
    for (std::size_t i = 0; i < m_scenario.objectives.size(); ++i) {
      const Objective& objective = m_scenario.objectives[i];
      const std::string base = indexed("objectives", i);
      if (m_mapIndex.nodeIndex(objective.node) < 0)
        add(problemWhere(m_file, base + ".node", objective.node), "scenario objectives",
            "The objective is node " + quoted(objective.node) + ", which the map does not have");
      if (!m_scenario.findSide(objective.side))
        add(problemWhere(m_file, base + ".side", objective.side), "scenario objectives",
            "The objective scores for side " + quoted(objective.side) +
                ", which the scenario does not have");
    }
  }

  void checkSettings() {
    const ScenarioSettings& settings = m_scenario.settings;
    if (!settings.colonialSide.empty() && !m_scenario.findSide(settings.colonialSide))
      add(problemWhere(m_file, "settings.colonialSide"), "C-15",
          "The colonial side " + quoted(settings.colonialSide) +
              " is not one of the scenario's sides");
    if (settings.intelLagPeriods < 0)
      add(problemWhere(m_file, "settings.intelLagPeriods"), "C-6",
          "The intelligence lag is " + std::to_string(settings.intelLagPeriods) +
              " periods; it must be 0 (full knowledge) or more");
    if (settings.lastDay < 1)
      add(problemWhere(m_file, "settings.lastDay"), "C-4",
          "The campaign's last day is " + std::to_string(settings.lastDay) +
              "; it must be day 1 or later");
  }

  const Scenario& m_scenario;
  std::string_view m_file;
  std::string m_mapFile;
  StageMapIndex m_mapIndex;  ///< links and placements name nodes: look-ups by hash, not scans
  std::vector<Problem> m_problems;
  std::map<std::string, std::string> m_forceIds;        ///< force id -> where first used
  std::map<std::string, std::string> m_placedCommands;  ///< command id -> placement path
};

}  // namespace

std::vector<Problem> validateScenario(const Scenario& scenario, std::string_view scenarioFile) {
  return ScenarioChecker(scenario, scenarioFile).run();
}

}  // namespace hfg
