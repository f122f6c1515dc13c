// The army rules of ORGANISING AN ARMY and TROOP DEFINITIONS applied to one side's orbat.
#include "core/rules/orbat_validation.h"

#include <algorithm>
#include <map>
#include <string>

#include "core/rules/troop_table.h"

namespace hfg {
namespace {

/// The minimum size of a subordinate or allied command, its general included (ARMY SIZE).
constexpr int kMinimumCommandElements = 6;

std::string path(std::string_view base, std::string_view member, std::size_t index) {
  std::string out(base);
  if (!out.empty()) out += '.';
  out += member;
  out += '[';
  out += std::to_string(index);
  out += ']';
  return out;
}

std::string quoted(std::string_view text) { return "\"" + std::string(text) + "\""; }

/// What a wargamer calls the thing: its name, else its id.
std::string_view labelOf(const std::string& name, const std::string& id) {
  return name.empty() ? std::string_view(id) : std::string_view(name);
}

std::string gradeWord(Grade grade) {
  switch (grade) {
    case Grade::Basic: return "Basic";
    case Grade::Elite: return "Elite";
    case Grade::Inferior: return "Inferior";
    case Grade::Heavy: return "Heavy";
    case Grade::Horse: return "Horse";
  }
  return "?";
}

std::string yearLimitText(TroopType type) {
  const YearLimits limits = yearLimitsOf(type);
  if (limits.firstYear && limits.lastYear)
    return "from " + std::to_string(*limits.firstYear) + " to " + std::to_string(*limits.lastYear);
  if (limits.firstYear) return "from " + std::to_string(*limits.firstYear);
  if (limits.lastYear) return "up to " + std::to_string(*limits.lastYear);
  return "in any year";
}

std::string gradesAllowedText(TroopType type) {
  std::string out;
  for (Grade g : {Grade::Basic, Grade::Elite, Grade::Inferior, Grade::Heavy, Grade::Horse}) {
    if (!armyPointCost(type, g)) continue;
    if (!out.empty()) out += ", ";
    out += gradeWord(g);
  }
  return out.empty() ? "none" : out;
}

class SideChecker {
 public:
  SideChecker(const Side& side, int year, std::string_view fileName)
      : m_side(side), m_year(year), m_file(fileName) {}

  std::vector<Problem> run() {
    checkCommanderInChief();
    for (std::size_t a = 0; a < m_side.armies.size(); ++a) checkArmy(a);
    checkNavalControl();
    return std::move(m_problems);
  }

 private:
  void add(std::string where, std::string_view ruleName, std::string message) {
    m_problems.push_back({std::move(where), std::string(ruleName), std::move(message)});
  }

  void checkCommanderInChief() {
    if (m_side.armies.empty()) {
      add(problemWhere(m_file, "armies"), rule::kArmySize,
          "The side has no armies, so no staff element: every side needs at least one general, "
          "its Commander-in-Chief");
      return;
    }
    const std::string where = problemWhere(m_file, "commanderInChiefArmy");
    if (m_side.commanderInChiefArmy.empty()) {
      add(where, rule::kArmySize,
          "No Commander-in-Chief: commanderInChiefArmy is empty; name the army whose commander "
          "leads the side");
      return;
    }
    const Army* army = m_side.findArmy(m_side.commanderInChiefArmy);
    if (!army)
      add(where, rule::kArmySize,
          "commanderInChiefArmy names army " + quoted(m_side.commanderInChiefArmy) +
              ", which this side does not have, so the side has no Commander-in-Chief");
    // A C-in-C army without a valid commanderCommand is reported by checkArmy.
  }

  void checkArmy(std::size_t a) {
    const Army& army = m_side.armies[a];
    const std::string armyPath = path("", "armies", a);
    const std::string_view armyLabel = labelOf(army.name, army.id);
    const std::string armyWhere = problemWhere(m_file, armyPath, armyLabel);
    checkId(army.id, "army", armyWhere, m_armyIds);

    if (army.aggression < 0)
      add(problemWhere(m_file, armyPath + ".aggression", armyLabel), rule::kAggression,
          std::string(armyLabel) + " has aggression factor " + std::to_string(army.aggression) +
              "; an aggression factor cannot be negative");

    if (army.commands.empty()) {
      add(armyWhere, rule::kArmyComposition,
          std::string(armyLabel) +
              " has no commands; each army must include 1 or more staff elements");
    }
    const Command* commander = army.findCommand(army.commanderCommand);
    if (army.commanderCommand.empty()) {
      add(problemWhere(m_file, armyPath + ".commanderCommand", armyLabel), rule::kArmySize,
          std::string(armyLabel) +
              " has no commander: commanderCommand is empty; name the command whose general "
              "leads the army");
    } else if (!commander) {
      add(problemWhere(m_file, armyPath + ".commanderCommand", armyLabel), rule::kArmySize,
          std::string(armyLabel) + " names " + quoted(army.commanderCommand) +
              " as its commander's command, but it has no command with that id");
    }

    int logistics = 0;
    for (std::size_t c = 0; c < army.commands.size(); ++c) {
      const Command& command = army.commands[c];
      const bool leadsArmy = commander == &command;
      checkCommand(command, path(armyPath, "commands", c), leadsArmy);
      for (std::size_t e = 0; e < command.elements.size(); ++e) {
        const Element& element = command.elements[e];
        if (categoryOf(element.type) != TroopCategory::Train) continue;
        const std::string elementPath = path(path(armyPath, "commands", c), "elements", e);
        const std::string where =
            problemWhere(m_file, elementPath, labelOf(element.name, element.id));
        if (++logistics == 2)
          add(where, rule::kArmyComposition,
              std::string(armyLabel) + " has more than one logistics element (this " +
                  std::string(displayNameOf(element.type)) +
                  " is the second); an army may include at most 1 logistics element");
        if (!leadsArmy)
          add(where, rule::kArmySize,
              "This " + std::string(displayNameOf(element.type)) + " is in " +
                  std::string(labelOf(command.name, command.id)) +
                  "; logistic elements must be part of a C-in-C's or other army commander's own "
                  "command");
      }
    }
  }

  void checkCommand(const Command& command, const std::string& commandPath, bool leadsArmy) {
    const std::string_view label = labelOf(command.name, command.id);
    const std::string where = problemWhere(m_file, commandPath, label);
    checkId(command.id, "command", where, m_unitIds);

    // ARMY SIZE: "Each subordinate or allied staff element controls a command of at least 6
    // elements including itself." An army commander's own command is exempt unless allied.
    const bool needsMinimum = !leadsArmy || command.allied;
    if (needsMinimum && command.elementCount() < kMinimumCommandElements)
      add(where, rule::kArmySize,
          std::string(label) + " has " + std::to_string(command.elementCount()) +
              " elements including its general; " +
              (command.allied ? "an allied" : "a subordinate") + " command needs at least " +
              std::to_string(kMinimumCommandElements));

    if (command.aggression && *command.aggression < 0)
      add(problemWhere(m_file, commandPath + ".aggression", label), rule::kAggression,
          std::string(label) + " has aggression factor " + std::to_string(*command.aggression) +
              "; an aggression factor cannot be negative");

    checkGeneral(command, commandPath, leadsArmy);
    for (std::size_t e = 0; e < command.elements.size(); ++e)
      checkElement(command.elements[e], path(commandPath, "elements", e));
  }

  void checkGeneral(const Command& command, const std::string& commandPath, bool leadsArmy) {
    const General& general = command.general;
    const std::string_view label = labelOf(command.name, command.id);
    const std::string where = problemWhere(m_file, commandPath + ".general.staffType", label);
    const std::string who =
        general.name.empty() ? "The general of " + std::string(label) : std::string(general.name);
    if (!isStaff(general.staffType)) {
      add(where, rule::kTroopDefinitions,
          who + " has a " + std::string(displayNameOf(general.staffType)) +
              " as his staff element; a general's element must be an Army HQ, a Command Party "
              "or a Native Potentate");
      return;
    }
    if (general.staffType == TroopType::ArmyHQ && !leadsArmy && !command.allied)
      add(where, rule::kTroopDefinitions,
          who +
              " has an Army HQ, but an Army HQ belongs to an army commander or an allied "
              "general; a subordinate general has a Command Party");
    if (general.staffType == TroopType::NativePotentate && !leadsArmy)
      add(where, rule::kTroopDefinitions,
          who +
              " is a Native Potentate, who is the sole commander of a native army; a general "
              "under him has a Command Party");
  }

  void checkElement(const Element& element, const std::string& elementPath) {
    const std::string_view label = labelOf(element.name, element.id);
    const std::string where = problemWhere(m_file, elementPath, label);
    const std::string typeName(displayNameOf(element.type));
    checkId(element.id, "element", where, m_unitIds);

    if (isStaff(element.type)) {
      add(where, rule::kTroopDefinitions,
          typeName +
              " is a staff element, and staff elements are the commands' generals; "
              "give the command a general instead of listing it among its elements");
      return;
    }

    if (element.type == TroopType::Submarine && element.grade == Grade::Basic) {
      std::string message =
          "A Basic Submarine has no usable cost: the book's figure is unreadable (printed "
          "\"0\"), so Submarines must be Inferior (10 AP)";
      if (m_year < kFirstYearOfBasicSubmarines)
        message += "; besides, all submarines before 1900 are Inferior";
      add(where, rule::kSubmarineCost, message);
    } else if (!armyPointCost(element.type, element.grade)) {
      add(where, rule::kElementCost,
          typeName + " cannot be graded " + gradeWord(element.grade) + "; " + typeName +
              " may be: " + gradesAllowedText(element.type));
    }

    if (!allowedInYear(element.type, m_year))
      add(where, rule::kTroopDates,
          typeName + " cannot fight in " + std::to_string(m_year) + "; the type exists " +
              yearLimitText(element.type));

    if (element.admiral) {
      ++m_flagships;
      if (m_flagships == 2)
        add(where, rule::kTroopDefinitions,
            "A second admiral's flagship; only 1 naval element of a side can be a flagship");
      if (categoryOf(element.type) != TroopCategory::Naval)
        add(where, rule::kNavalContingents,
            typeName + " carries an admiral, but only a naval element can be a flagship");
      else if (element.type == TroopType::Flotilla || element.type == TroopType::Submarine)
        add(where, rule::kNavalContingents,
            "A " + typeName +
                " cannot be a flagship; any naval element other than a Flotilla "
                "or Submarine can");
    }
  }

  /// NAVAL CONTINGENTS: a flagship (any naval element but Flotilla or Submarine) makes its
  /// admiral the general of all naval elements; "otherwise all naval elements are controlled by
  /// the C-in-C". So every naval element is in the flagship's command, or with no flagship in
  /// the C-in-C's own command.
  void checkNavalControl() {
    const Command* flagshipCommand = nullptr;
    for (const auto& army : m_side.armies)
      for (const auto& command : army.commands)
        for (const auto& element : command.elements)
          if (!flagshipCommand && element.admiral && isFlagshipType(element.type))
            flagshipCommand = &command;
    const Command* controller = flagshipCommand;
    if (!controller) {
      const Army* cinc = m_side.findArmy(m_side.commanderInChiefArmy);
      controller = cinc ? cinc->findCommand(cinc->commanderCommand) : nullptr;
      if (!controller) return;  // no C-in-C: reported already
    }
    const std::string controllerLabel(labelOf(controller->name, controller->id));
    for (std::size_t a = 0; a < m_side.armies.size(); ++a)
      for (std::size_t c = 0; c < m_side.armies[a].commands.size(); ++c) {
        const Command& command = m_side.armies[a].commands[c];
        if (&command == controller) continue;
        for (std::size_t e = 0; e < command.elements.size(); ++e) {
          const Element& element = command.elements[e];
          if (categoryOf(element.type) != TroopCategory::Naval) continue;
          const std::string elementPath =
              path(path(path("", "armies", a), "commands", c), "elements", e);
          add(problemWhere(m_file, elementPath, labelOf(element.name, element.id)),
              rule::kNavalContingents,
              "This " + std::string(displayNameOf(element.type)) + " is in " +
                  std::string(labelOf(command.name, command.id)) + "; all naval elements are " +
                  (flagshipCommand ? "under the admiral, so they belong in " + controllerLabel +
                                         ", the flagship's command"
                                   : "controlled by the C-in-C when there is no flagship, so they "
                                     "belong in " +
                                         controllerLabel));
        }
      }
  }

  static bool isFlagshipType(TroopType type) {
    return categoryOf(type) == TroopCategory::Naval && type != TroopType::Flotilla &&
           type != TroopType::Submarine;
  }

  /// Ids must be non-empty and not used twice in `seen` (the first place wins).
  void checkId(const std::string& id, std::string_view what, const std::string& where,
               std::map<std::string, std::string>& seen) {
    if (id.empty()) {
      add(where, rule::kUniqueIds,
          "This " + std::string(what) + " has no id; every " + std::string(what) +
              " needs one so that scenarios and saved campaigns can refer to it");
      return;
    }
    // Remember the place without the file name: the message already sits in that file.
    const std::string place = where.substr(std::min(where.size(), m_file.size() + 2));
    auto [it, inserted] = seen.emplace(id, place);
    if (!inserted)
      add(where, rule::kUniqueIds,
          "The id " + quoted(id) + " is already used by " + it->second +
              "; ids must be unique within a side (commands and elements share one set of ids)");
  }

  const Side& m_side;
  int m_year;
  std::string_view m_file;
  std::vector<Problem> m_problems;
  std::map<std::string, std::string> m_armyIds;
  std::map<std::string, std::string> m_unitIds;  ///< commands and elements share one namespace
  int m_flagships = 0;
};

}  // namespace

std::vector<Problem> validateSide(const Side& side, int year, std::string_view fileName) {
  return SideChecker(side, year, fileName).run();
}

}  // namespace hfg
