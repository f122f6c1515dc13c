// A campaign meeting as a TCHAE battle (7.1 forces, orders and dummies; 7.3 table, zones, time, arrivals).
#include "core/battle/tchae/campaign_setup.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/battle/tchae/campaign_forces.h"
#include "core/battle/tchae/campaign_ground.h"
#include "core/battle/tchae/campaign_outcome.h"
#include "core/dice/dice.h"
#include "core/model/campaign_state.h"

namespace hfg::tchae {

namespace {

constexpr double kDefenderSideMarginIn = 20;  // 7.3: 1,200 p from the side edges
constexpr double kAttackerSideMarginIn = 7;   // 7.3: 400 p
constexpr double kAttackerDepthIn = 20;       // 7.3: within 1,200 p of its base edge

struct Zone {
  Vec2 min, max;
};

/// 7.3 deployment zones: the defender south of the centre line, the attacker by the north edge.
Zone zoneOf(const TchaeTerrain& t, bool defender) {
  if (defender)
    return {{kDefenderSideMarginIn, 0}, {t.widthIn - kDefenderSideMarginIn, t.depthIn / 2}};
  return {{kAttackerSideMarginIn, t.depthIn - kAttackerDepthIn},
          {t.widthIn - kAttackerSideMarginIn, t.depthIn}};
}

/// Moves the blind so that its whole footprint lies in the zone.
void fitInZone(Blind& b, const Zone& z, const BattleState& s) {
  const battle::Footprint f = blindFootprint(b, s.level, s.settings);
  double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18;
  for (Vec2 c : f.corners()) {
    x0 = std::min(x0, c.x), y0 = std::min(y0, c.y), x1 = std::max(x1, c.x), y1 = std::max(y1, c.y);
  }
  Vec2 shift{0, 0};
  if (x0 < z.min.x)
    shift.x = z.min.x - x0;
  else if (x1 > z.max.x)
    shift.x = z.max.x - x1;
  if (y0 < z.min.y)
    shift.y = z.min.y - y0;
  else if (y1 > z.max.y)
    shift.y = z.max.y - y1;
  b.frontMidIn = b.frontMidIn + shift;
}

/// 7.1: the superior of a command: its army's commander when he is present and not the
/// C-in-C, else the C-in-C.
std::string superiorOf(const hfg::Side& side, const Command& c, const std::string& chief,
                       const BattleState& s) {
  if (c.id == chief) return {};
  const Army* a = side.armyOfCommand(c.id);
  if (a && a->commanderCommand != c.id && a->commanderCommand != chief &&
      s.commander(a->commanderCommand))
    return a->commanderCommand;
  return chief;
}

/// One command: its commander figure, its units on a new blind (not placed yet), its order.
Blind addCommand(CampaignBattleState& b, BattleState& s, const Scenario& scenario,
                 const std::string& sideId, const Command& command,
                 const std::vector<std::string>& elements, bool attacker) {
  const Belligerent side = b.sideOf(sideId);
  Commander c = campaignCommander(command);
  c.side = side;
  c.order = attacker ? Order::Attack : Order::Hold;
  s.commanders.push_back(c);
  Blind blind;
  blind.id = "blind-" + command.id;
  blind.side = side;
  blind.commanderId = command.id;
  blind.column = attacker;
  blind.headingDeg = attacker ? 270 : 90;
  for (const Element& e : command.elements) {
    if (std::find(elements.begin(), elements.end(), e.id) == elements.end()) continue;
    std::optional<Unit> u = campaignUnit(e, scenario.year(), s.settings);
    if (!u) {
      b.notPlaced.push_back({e.id, sideId, e.type});
      continue;
    }
    u->side = side;
    u->commanderId = command.id;
    u->blindId = blind.id;
    u->headingDeg = blind.headingDeg;
    blind.unitIds.push_back(u->id);
    s.units.push_back(*u);
  }
  return blind;
}

/// The centre of the command's elements in the HFG deployment (T-15), in inches, if it has any.
std::optional<Vec2> hfgPlaceOf(const TableSetup& ground, const std::string& command, double k) {
  Vec2 sum{0, 0};
  int n = 0;
  for (const TableElement& e : ground.elements)
    if (e.command == command) sum = sum + e.position, ++n;
  if (n == 0) return std::nullopt;
  return sum * (k / n);
}

/// A command the HFG deployment did not place: the zone's centre line, the n-th command
/// alternately right and left of the middle by an eighth of the zone's width a step.
Vec2 fallbackPlace(const Zone& z, int n) {
  const Vec2 centre = (z.min + z.max) * 0.5;
  const double step = (z.max.x - z.min.x) / 8;
  const int steps = (n + 1) / 2;
  return {centre.x + (n % 2 == 1 ? 1 : -1) * steps * step, centre.y};
}

/// 7.1: floor(real blinds x campaign_dummy_ratio) dummies a side, spread by the battle's dice
/// across its zone.
void addDummies(CampaignBattleState& b, Belligerent side, const Zone& zone, bool attacker,
                Dice& dice) {
  int real = 0;
  for (const Blind& x : b.state.blinds) real += x.side == side && !x.dummy ? 1 : 0;
  const int dummies =
      static_cast<int>(std::floor(real * b.state.settings.campaignDummyRatio + 1e-9));
  for (int i = 0; i < dummies; ++i) {
    Blind d;
    d.id = "blind-" + std::string(keyOf(side)) + "-dummy-" + std::to_string(i + 1);
    d.side = side;
    d.dummy = true;
    d.column = attacker;
    d.headingDeg = attacker ? 270 : 90;
    const double fx = (dice.roll(1000) - 0.5) / 1000.0, fy = (dice.roll(1000) - 0.5) / 1000.0;
    d.frontMidIn = {zone.min.x + fx * (zone.max.x - zone.min.x),
                    zone.min.y + fy * (zone.max.y - zone.min.y)};
    fitInZone(d, zone, b.state);
    b.state.blinds.push_back(d);
  }
}

/// Each command of the meeting's present forces on its blind, in its side's zone.
void addPresentForces(CampaignBattleState& b, const Scenario& scenario,
                      const hfg::BattleMeeting& meeting, const TableSetup& ground, double k) {
  BattleState& s = b.state;
  for (const std::string& sideId : b.sideIds) {
    const hfg::Side* side = scenario.findSide(sideId);
    if (!side)
      throw std::invalid_argument(meeting.id + ": no side '" + sideId + "' in the scenario");
    const bool attacker = sideId == meeting.attackerSide;
    std::vector<std::string> present;
    for (const BattleForce& f : meeting.present)
      if (f.side == sideId) present.insert(present.end(), f.commands.begin(), f.commands.end());
    const std::string chief = side->chiefAmong(present);
    const Zone zone = zoneOf(s.terrain, !attacker);
    int placed = 0;
    for (const BattleForce& f : meeting.present) {
      if (f.side != sideId) continue;
      for (const std::string& id : f.commands) {
        const Command* command = side->findCommand(id);
        if (!command)
          throw std::invalid_argument(meeting.id + ": no command '" + id + "' on side " + sideId);
        Blind blind = addCommand(b, s, scenario, sideId, *command, f.elements, attacker);
        blind.frontMidIn = hfgPlaceOf(ground, id, k).value_or(fallbackPlace(zone, placed++));
        fitInZone(blind, zone, s);
        Commander& c = *s.commander(id);
        c.objective = blind.frontMidIn;
        if (blind.unitIds.empty()) {  // EB-66: a general with no troops is on the table from turn 1
          c.onTable = true;
          c.cardInDeck = true;
          c.positionIn = blind.frontMidIn;
        } else {
          s.blinds.push_back(blind);
        }
      }
    }
    for (Commander& c : s.commanders)
      if (c.side == b.sideOf(sideId) && c.id != chief)
        c.superiorId = superiorOf(*side, *side->findCommand(c.id), chief, s);
  }
}

/// 7.1: the attacker's formations head for the defender's nearest blind; the defender holds.
void setObjectives(CampaignBattleState& b, Belligerent attacker) {
  BattleState& s = b.state;
  for (Commander& c : s.commanders) {
    if (c.side != attacker) continue;
    double best = 1e18;
    const Vec2 from = c.objective;
    for (const Blind& x : s.blinds)
      if (x.side != attacker && !x.dummy && distance(x.frontMidIn, from) < best) {
        best = distance(x.frontMidIn, from);
        c.objective = x.frontMidIn;
      }
  }
}

/// C-20: the battle ends undecided at nightfall, after the daylight periods left from its start.
int daylightTurns(const hfg::BattleMeeting& meeting, const TchaeSettings& s) {
  const int periods = std::max(1, static_cast<int>(hfg::Period::Night) - meeting.period);
  return s.turnsPerPeriod * periods;
}

}  // namespace

CampaignBattleState campaignBattleState(const Scenario& scenario, const hfg::BattleMeeting& meeting,
                                        const TableSetup& ground, std::uint64_t seed,
                                        const TchaeSettings& settings) {
  if (scenario.sides.size() != 2)
    throw std::invalid_argument(meeting.id + ": TCHAE needs a scenario of two sides");
  CampaignBattleState b;
  b.seed = seed;
  b.sideIds = {scenario.sides[0].orbat.id, scenario.sides[1].orbat.id};
  BattleState& s = b.state;
  s.settings = settings;
  s.level = settings.campaignLevel == "regimental" ? GameLevel::Regimental : GameLevel::Corps;
  CampaignGround g = campaignGround(ground);
  s.terrain = std::move(g.terrain);
  b.notes = std::move(g.notes);
  s.endRules.maxTurns = daylightTurns(meeting, settings);
  s.endRules.sideBreak = true;
  b.meeting = meeting;
  b.startIndex = periodIndexOf(meeting.day, static_cast<hfg::Period>(meeting.period));
  addPresentForces(b, scenario, meeting, ground, g.inchesPerPace);
  setObjectives(b, b.sideOf(meeting.attackerSide));
  Dice dice = Dice::forStream(seed, 2);
  for (const std::string& sideId : b.sideIds)
    addDummies(b, b.sideOf(sideId), zoneOf(s.terrain, sideId != meeting.attackerSide),
               sideId == meeting.attackerSide, dice);
  for (const BattleArrival& a : meeting.arrivals) addCampaignArrival(b, s, scenario, a, ground);
  s.note("7.1", "campaign battle " + meeting.id + ": " + std::to_string(s.units.size()) +
                    " units, " + std::to_string(s.blinds.size()) + " blinds on a " +
                    std::to_string(static_cast<int>(s.terrain.widthIn)) + " x " +
                    std::to_string(static_cast<int>(s.terrain.depthIn)) +
                    " in table; night after turn " + std::to_string(s.endRules.maxTurns) +
                    " (7.3, C-20)");
  return b;
}

}  // namespace hfg::tchae

namespace hfg::tchae {

namespace {

struct EntryPoint {
  Vec2 pointIn;       ///< on the table edge
  double headingDeg;  ///< into the table, square to that edge
  std::string edge;
};

/// C-19 (the HFG runner's fallback, without the map's roads): the straight line from the field
/// towards the node the force comes from, turned into the table's frame, to the table edge. With
/// no such node, the middle of the side's base edge.
EntryPoint entryOf(const Scenario& scenario, const hfg::BattleMeeting& meeting,
                   const BattleArrival& a, const TableSetup& ground, const TchaeTerrain& t) {
  const StageNode* from = scenario.map.findNode(a.fromNode);
  const Vec2 centre{t.widthIn / 2, t.depthIn / 2};
  if (!from || distance(from->position, meeting.position) < 1) {
    if (a.force.side == meeting.defenderSide) return {{centre.x, 0}, 90, "south"};
    return {{centre.x, t.depthIn}, 270, "north"};
  }
  const Vec2 d = from->position - meeting.position;
  const double kPi = 3.14159265358979323846;
  const double bearing =
      std::atan2(d.x, d.y) - (ground.ground ? ground.ground->gridFacingDegrees : 0) * kPi / 180;
  const Vec2 u{std::sin(bearing), std::cos(bearing)};
  double best = 1e18;
  EntryPoint e{centre, 90, "south"};
  auto edge = [&](double tHit, double heading, const char* name) {
    if (tHit > 0 && tHit < best) best = tHit, e.headingDeg = heading, e.edge = name;
  };
  if (u.x > 1e-9) edge((t.widthIn - centre.x) / u.x, 180, "east");
  if (u.x < -1e-9) edge(-centre.x / u.x, 0, "west");
  if (u.y > 1e-9) edge((t.depthIn - centre.y) / u.y, 270, "north");
  if (u.y < -1e-9) edge(-centre.y / u.y, 90, "south");
  e.pointIn = centre + u * best;
  return e;
}

}  // namespace

std::string addCampaignArrival(CampaignBattleState& b, BattleState& s, const Scenario& scenario,
                               const BattleArrival& arrival, const TableSetup& ground) {
  const hfg::Side* side = scenario.findSide(arrival.force.side);
  if (!side)
    throw std::invalid_argument(b.meeting.id + ": " + arrival.force.force + ": no side '" +
                                arrival.force.side + "'");
  const EntryPoint entry = entryOf(scenario, b.meeting, arrival, ground, s.terrain);
  const int periodsAfter =
      periodIndexOf(arrival.day, static_cast<hfg::Period>(arrival.period)) - b.startIndex;
  const bool attacker = arrival.force.side == b.meeting.attackerSide;
  std::string chief;
  for (const Commander& c : s.commanders)
    if (c.side == b.sideOf(arrival.force.side) && c.superiorId.empty()) chief = c.id;
  std::string line;
  for (const std::string& id : arrival.force.commands) {
    const Command* command = side->findCommand(id);
    if (!command)
      throw std::invalid_argument(b.meeting.id + ": no command '" + id + "' on side " +
                                  arrival.force.side);
    if (s.commander(id)) continue;  // already in the battle
    Blind blind =
        addCommand(b, s, scenario, arrival.force.side, *command, arrival.force.elements, attacker);
    Commander& c = *s.commander(id);
    c.superiorId = chief == id ? "" : chief;
    if (chief.empty()) chief = id;
    blind.column = true;  // 7.3: on column of march blinds
    blind.headingDeg = entry.headingDeg;
    const double depth = blindFootprint(blind, s.level, s.settings).depthPaces;
    blind.frontMidIn = entry.pointIn + battle::headingVector(entry.headingDeg) * (depth + 0.5);
    blind.frontMidIn.x = std::clamp(blind.frontMidIn.x, 3.0, s.terrain.widthIn - 3.0);
    blind.frontMidIn.y = std::clamp(blind.frontMidIn.y, 3.0, s.terrain.depthIn - 3.0);
    // 7.3: the turn it enters; later blinds of the same road queue behind the first.
    int turn = arrivalTurn(periodsAfter, arrival.fractionOfPeriod, s.settings);
    int& last = b.queueTurn[entry.edge + ":" + arrival.link + ":" + arrival.fromNode];
    turn = std::max(turn, last + 1);
    last = turn;
    blind.arrivalTurn = turn;
    c.objective = (Vec2{s.terrain.widthIn / 2, s.terrain.depthIn / 2});
    if (blind.unitIds.empty()) continue;
    s.blinds.push_back(blind);
    line += (line.empty() ? "" : "; ") + id + " on turn " + std::to_string(turn) + " by the " +
            entry.edge + " edge";
  }
  s.note("7.3",
         arrival.force.force + " arrives (C-19): " + (line.empty() ? "no troops to place" : line));
  return arrival.force.force + ": " + line;
}

}  // namespace hfg::tchae
