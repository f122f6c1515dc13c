// Builds the battle state from a set-up and keeps elements, the spatial index, PIPs and the log in step.
#include "core/battle/hfg/bound/battle_state.h"

#include <algorithm>
#include <stdexcept>

#include "core/battle/hfg/bound/command_defeat.h"
#include "core/battle/hfg/bound/losses.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/moves/water_crossing.h"
#include "core/rules/troop_table.h"

namespace hfg::battle {

std::string_view keyOf(ElementCondition condition) {
  switch (condition) {
    case ElementCondition::Ready: return "ready";
    case ElementCondition::Repulsed: return "repulsed";
    case ElementCondition::Routing: return "routing";
    case ElementCondition::Destroyed: return "destroyed";
    case ElementCondition::Spent: return "spent";
    case ElementCondition::OffTable: return "off_table";
  }
  return "ready";
}

std::string_view keyOf(LogKind kind) {
  switch (kind) {
    case LogKind::Bound: return "bound";
    case LogKind::Pips: return "pips";
    case LogKind::Move: return "move";
    case LogKind::Refused: return "refused";
    case LogKind::Shooting: return "shooting";
    case LogKind::CloseCombat: return "close_combat";
    case LogKind::Outcome: return "outcome";
    case LogKind::Loss: return "loss";
    case LogKind::End: return "end";
  }
  return "bound";
}

namespace {

std::vector<std::string> checked(const BattleSetup& setup) {
  auto errors = validateBattleSetup(setup);
  if (!errors.empty()) {
    std::string all;
    for (const auto& e : errors) all += (all.empty() ? "" : "\n") + e;
    throw std::invalid_argument(all);
  }
  return errors;
}

int attackerOf(const BattleSetup& setup) { return setup.sides[0].attacker ? 0 : 1; }

/// An element as it enters the battle; `armyAp` is its army's points, newcomers counted (T-11).
ElementInPlay elementStateOf(const PlacedElement& p, int side, int armyAp) {
  ElementInPlay e;
  e.placed = p;
  e.footprint = p.footprint;
  e.side = side;
  e.mounted = p.mounted;
  e.ee = battle::elementEquivalents(p.element.type, p.element.grade, armyAp);
  return e;
}

CommandPipState pipStateOf(const BattleCommandSetup& c, const BattleSideSetup& side,
                           bool hasElements) {
  CommandPipState st;
  st.commandId = c.id;
  st.quality = c.quality;
  st.commanderInChief = c.commanderInChief;
  st.allied = c.allied;
  st.aggression = c.aggression.value_or(side.aggression);
  st.hasElements = hasElements;
  return st;
}

/// T-11: a command with no elements has nothing to lose; the ledger refuses zero EE.
void enterLosses(LossLedger& ledger, const Battle& battle, const std::string& commandId,
                 const std::string& sideId, double ee) {
  if (ee <= 0) return;
  ledger.addCommand(commandId, sideId, ee);
  if (isNavalContingent(battle, commandId)) ledger.exemptFromDefeat(commandId);
}

}  // namespace

Battle::Battle(BattleSetup setup, BattleSettings settings)
    : m_setup((checked(setup), std::move(setup))),
      m_settings(settings),
      m_attackerSide(attackerOf(m_setup)),
      m_clock(attackerOf(m_setup), m_setup.boundsPerSideToNightfall),
      m_crossings(m_setup.crossings) {
  // CROSSING BY WATER: every road meeting a river is a road ford or bridge.
  for (auto& c : roadCrossings(m_setup.terrain)) m_crossings.push_back(std::move(c));
  if (m_setup.weather) m_weather = BattleWeather::fixed(*m_setup.weather);
  for (const auto& sp : m_setup.strongPoints) {
    StrongPointState st;
    st.placed = sp;
    st.side = sideIndex(sp.sideId);
    st.burning = sp.burning;
    m_strongPoints.push_back(std::move(st));
  }
  std::array<int, 2> armyAp{0, 0};
  for (const auto& p : m_setup.elements) {
    const int side = sideIndex(p.sideId);
    armyAp[static_cast<std::size_t>(side)] +=
        armyPointCost(p.element.type, p.element.grade).value_or(0);
  }
  std::map<std::string, double> commandEe;
  for (const auto& p : m_setup.elements) {
    const int side = sideIndex(p.sideId);
    m_elements.push_back(elementStateOf(p, side, armyAp[static_cast<std::size_t>(side)]));
    commandEe[p.commandId] += m_elements.back().ee;
  }
  for (std::size_t i = 0; i < m_elements.size(); ++i)
    if (m_elements[i].placed.onTable) m_index.insert(static_cast<int>(i), m_elements[i].footprint);
  for (int s = 0; s < 2; ++s) {
    const auto& sd = side(s);
    for (const auto& c : sd.commands) {
      m_pipStates[static_cast<std::size_t>(s)].push_back(
          pipStateOf(c, sd, commandEe.count(c.id) != 0));
      enterLosses(m_losses, *this, c.id, sd.id, commandEe[c.id]);
    }
  }
  // T-15: a command deployed on the table has arrived; a detachment of it still on the road
  // (C-20, C-28: off the table from a bound of its own) enters at that bound with no arrival
  // throw. A command whose troops wait from the start (arrivesAtBound 0) is a T-15 delayed
  // command, even with its general on the table: it still throws to arrive.
  std::set<std::string> delayedFromStart;
  for (const auto& p : m_setup.elements)
    if (!p.onTable && p.arrivesAtBound <= 0) delayedFromStart.insert(p.commandId);
  for (const auto& p : m_setup.elements)
    if (p.onTable && !delayedFromStart.count(p.commandId)) m_arriving.insert(p.commandId);
}

void Battle::addCommand(int side, const BattleCommandSetup& command,
                        const std::vector<PlacedElement>& elements) {
  if (side != 0 && side != 1) throw std::invalid_argument("addCommand: side must be 0 or 1");
  if (this->command(command.id))
    throw std::invalid_argument("addCommand: command '" + command.id +
                                "' is already in the battle");
  for (const auto& p : elements) {
    if (find(p.id))
      throw std::invalid_argument("addCommand: element '" + p.id + "' is already in the battle");
    if (p.commandId != command.id || p.sideId != m_setup.sides[static_cast<std::size_t>(side)].id)
      throw std::invalid_argument("addCommand: element '" + p.id + "' is not of command '" +
                                  command.id + "' and side '" +
                                  m_setup.sides[static_cast<std::size_t>(side)].id + "'");
  }
  auto& sd = m_setup.sides[static_cast<std::size_t>(side)];
  sd.commands.push_back(command);
  const double ee = placeNewcomers(side, elements);
  m_pipStates[static_cast<std::size_t>(side)].push_back(pipStateOf(command, sd, !elements.empty()));
  enterLosses(m_losses, *this, command.id, sd.id, ee);
}

double Battle::placeNewcomers(int side, const std::vector<PlacedElement>& elements) {
  // T-11: element equivalents against the army's points with the newcomers counted in.
  int armyAp = 0;
  for (const auto& p : m_setup.elements)
    if (sideIndex(p.sideId) == side)
      armyAp += armyPointCost(p.element.type, p.element.grade).value_or(0);
  for (const auto& p : elements)
    armyAp += armyPointCost(p.element.type, p.element.grade).value_or(0);
  double ee = 0;
  for (const auto& p : elements) {
    m_setup.elements.push_back(p);
    m_elements.push_back(elementStateOf(p, side, armyAp));
    ee += m_elements.back().ee;
    if (p.onTable) m_index.insert(static_cast<int>(m_elements.size() - 1), p.footprint);
  }
  return ee;
}

void Battle::addElements(int side, const std::string& commandId,
                         const std::vector<PlacedElement>& elements,
                         const std::string& generalElementId) {
  if (side != 0 && side != 1) throw std::invalid_argument("addElements: side must be 0 or 1");
  auto& sd = m_setup.sides[static_cast<std::size_t>(side)];
  const auto cmd = std::find_if(sd.commands.begin(), sd.commands.end(),
                                [&](const BattleCommandSetup& c) { return c.id == commandId; });
  if (cmd == sd.commands.end())
    throw std::invalid_argument("addElements: command '" + commandId +
                                "' is not in the battle on side '" + sd.id + "'");
  if (!generalElementId.empty()) {
    if (!cmd->generalElementId.empty() && find(cmd->generalElementId))
      throw std::invalid_argument("addElements: command '" + commandId + "' has its general");
    if (std::none_of(elements.begin(), elements.end(),
                     [&](const PlacedElement& p) { return p.id == generalElementId; }))
      throw std::invalid_argument("addElements: general '" + generalElementId +
                                  "' is not among the elements");
  }
  for (const auto& p : elements) {
    if (find(p.id))
      throw std::invalid_argument("addElements: element '" + p.id + "' is already in the battle");
    if (p.commandId != commandId || p.sideId != sd.id)
      throw std::invalid_argument("addElements: element '" + p.id + "' is not of command '" +
                                  commandId + "' and side '" + sd.id + "'");
  }
  const double ee = placeNewcomers(side, elements);
  if (!generalElementId.empty()) cmd->generalElementId = generalElementId;
  if (m_losses.hasCommand(commandId))
    m_losses.addToCommand(commandId, ee);
  else
    enterLosses(m_losses, *this, commandId, sd.id, ee);
}

std::optional<std::size_t> Battle::find(const std::string& elementId) const {
  for (std::size_t i = 0; i < m_elements.size(); ++i)
    if (m_elements[i].id() == elementId) return i;
  return std::nullopt;
}

int Battle::sideIndex(const std::string& sideId) const {
  return m_setup.sides[1].id == sideId ? 1 : 0;
}

const BattleCommandSetup* Battle::command(const std::string& commandId) const {
  for (const auto& s : m_setup.sides)
    for (const auto& c : s.commands)
      if (c.id == commandId) return &c;
  return nullptr;
}

void Battle::place(std::size_t index, const Footprint& fp) {
  m_elements[index].footprint = fp;
  if (m_elements[index].present()) m_index.insert(static_cast<int>(index), fp);
}

void Battle::remove(std::size_t index, ElementCondition why) {
  m_elements[index].condition = why;
  m_index.remove(static_cast<int>(index));
}

std::vector<std::size_t> Battle::near(const Footprint& fp, double radiusPaces) const {
  std::vector<std::size_t> out;
  for (int id : m_index.withinDistance(ringOf(fp), radiusPaces))
    out.push_back(static_cast<std::size_t>(id));
  return out;
}

int Battle::pipsLeftOf(const std::string& commandId) const {
  const auto it = m_pipsLeft.find(commandId);
  return it == m_pipsLeft.end() ? 0 : it->second;
}

void Battle::log(LogKind kind, std::string text, std::optional<CombatRecord> combat) {
  if (combat)
    for (const CombatantRecord& side : combat->sides) {
      for (const FactorEntry& f : side.factors) reach(f.id);
      if (!side.outcome.rowId.empty()) reach(side.outcome.rowId);
      for (const std::string& also : side.outcome.alsoRows) reach(also);
    }
  m_log.push_back({boundNumber(), kind, std::move(text), std::move(combat)});
}

void Battle::setAfire(const std::string& buaFeatureId) {
  for (auto& f : m_setup.terrain)
    if (f.id == buaFeatureId) f.burning = true;
}

void Battle::removeWork(const std::string& workId) {
  std::erase_if(m_setup.works, [&](const BattleWork& w) { return w.id == workId; });
}

}  // namespace hfg::battle
