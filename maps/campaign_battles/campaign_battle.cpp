// A campaign meeting -> the battle engine's set-up (C-28): table, deployment, arrivals, works, weather.
#include "maps/campaign_battles/campaign_battle.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <set>

#include "core/campaign/force_roster.h"
#include "core/rules/troop_table.h"
#include "maps/campaign_battles/road_entry.h"
#include "maps/map_error.h"
#include "maps/table/battle_handoff.h"
#include "maps/table/deployment.h"
#include "maps/table/map_table.h"
#include "maps/table/table_window.h"

namespace hfg::maps {
namespace {

/// Decision: a column arriving by road comes on in rows of at most this width across its road.
constexpr double kArrivalRowPaces = 2400;
/// Elements waiting off the table stand this far inside the edge (the engine's bounds check).
constexpr double kEdgeInsetPaces = 0.5;

[[noreturn]] void fail(const BattleMeeting& meeting, const std::string& what) {
  throw CampaignBattleError(meeting.id + ": " + what);
}

const Side& sideOf(const Scenario& scenario, const BattleMeeting& meeting, const std::string& id,
                   const std::string& role) {
  if (id.empty()) fail(meeting, "no " + role + " side (C-17)");
  const Side* side = scenario.findSide(id);
  if (!side) fail(meeting, role + " side '" + id + "' is not in the scenario");
  return *side;
}

const Element* orbatElement(const Side& side, const std::string& commandId,
                            const std::string& elementId) {
  const Command* command = side.findCommand(commandId);
  if (!command) return nullptr;
  for (const auto& e : command->elements)
    if (e.id == elementId) return &e;
  return nullptr;
}

/// C-13: a detachment split off and fighting with no part of its command on the field fights as
/// that command, without its general (who is elsewhere). Appends the command, emptied, to `side`.
Command* standAloneCommand(Side& side, const Side& full, const std::string& commandId) {
  for (std::size_t a = 0; a < full.armies.size() && a < side.armies.size(); ++a)
    for (const auto& c : full.armies[a].commands)
      if (c.id == commandId) {
        Command alone = c;
        alone.elements.clear();
        side.armies[a].commands.push_back(std::move(alone));
        return &side.armies[a].commands.back();
      }
  return nullptr;
}

/// The side as far as it is on the field: the commands of `forces` (orbat order) with only
/// their present elements; detached elements join the first command of their force (or the
/// first command present). `generals` gets the commands whose general is present.
Side presentSide(const Scenario& scenario, const BattleMeeting& meeting, const Side& full,
                 const std::vector<BattleForce>& forces, std::set<std::string>& generals) {
  std::set<std::string> wanted;
  for (const auto& f : forces) wanted.insert(f.commands.begin(), f.commands.end());
  Side side = full;
  for (auto& army : side.armies) {
    std::erase_if(army.commands, [&](const Command& c) { return !wanted.count(c.id); });
    for (auto& c : army.commands) c.elements.clear();
  }
  auto firstCommand = [&]() -> Command* {
    for (auto& army : side.armies)
      if (!army.commands.empty()) return &army.commands.front();
    return nullptr;
  };
  for (const auto& f : forces)
    for (const auto& id : f.elements) {
      const auto roster = findRosterElement(scenario, id);
      if (!roster)
        fail(meeting,
             "element '" + id + "' of force '" + f.force + "' is in no orbat of the scenario");
      if (roster->general) {
        if (side.findCommand(roster->command)) generals.insert(roster->command);
        continue;
      }
      Command* host = side.findCommand(roster->command);
      if (!host && !f.commands.empty()) host = side.findCommand(f.commands.front());
      if (!host) host = firstCommand();
      if (!host) host = standAloneCommand(side, full, roster->command);
      if (!host)
        fail(meeting, "force '" + f.force + "' of side '" + full.id +
                          "' has only detached elements and no command present to lead them");
      const Element* element = orbatElement(full, roster->command, id);
      if (element) host->elements.push_back(*element);
    }
  return side;
}

/// C-17 approach: the compass bearing (local grid) from the field to where the attacker came from.
std::optional<double> attackerBearing(const Scenario& scenario, const CampaignState& state,
                                      const BattleMeeting& meeting, std::string& how) {
  auto bearingTo = [&](const std::string& node) -> std::optional<double> {
    const StageNode* n = scenario.map.findNode(node);
    if (!n || distance(n->position, meeting.position) < 1) return std::nullopt;
    const Vec2 d = n->position - meeting.position;
    return std::atan2(d.x, d.y) * 180 / std::numbers::pi;
  };
  for (const auto& f : meeting.present) {
    if (f.side != meeting.attackerSide) continue;
    const Force* force = state.findForce(f.force);
    if (!force) continue;
    if (auto b = bearingTo(force->cameFrom)) {
      how = "the attacker's " + f.force + " came from " + force->cameFrom;
      return b;
    }
  }
  for (const auto& a : meeting.arrivals)
    if (a.force.side == meeting.attackerSide)
      if (auto b = bearingTo(a.fromNode)) {
        how = "the attacker's arriving " + a.force.force + " comes from " + a.fromNode;
        return b;
      }
  for (const auto& f : meeting.present) {
    if (f.side != meeting.defenderSide) continue;
    const Force* force = state.findForce(f.force);
    if (!force) continue;
    if (auto b = bearingTo(force->cameFrom)) {
      how = "the defender's " + f.force + " came from " + force->cameFrom +
            " and faces the other way";
      return std::fmod(*b + 180, 360);
    }
  }
  return std::nullopt;
}

battle::BattleWork workOf(const Preparation& p) {
  battle::BattleWork w;
  w.id = p.id;
  w.sideId = p.side;
  const double h = p.headingDegrees * std::numbers::pi / 180;  // clockwise from table north
  const Vec2 front{std::sin(h), std::cos(h)};
  const Vec2 along{front.y, -front.x};
  switch (p.kind) {
    case PreparationKind::Redoubt:
    case PreparationKind::StrongPoint: {
      w.kind = battle::BattleWorkKind::Redoubt;
      const double half = (p.lengthPaces > 0 ? p.lengthPaces : 400) / 2;
      const Vec2 u = along * half, v = front * half;
      w.outline = {p.position - u - v, p.position + u - v, p.position + u + v, p.position - u + v};
      break;
    }
    case PreparationKind::Entrenchment:
    case PreparationKind::Elf:
    case PreparationKind::Obstacle:
      w.kind = p.kind == PreparationKind::Entrenchment ? battle::BattleWorkKind::Entrenchment
               : p.kind == PreparationKind::Elf        ? battle::BattleWorkKind::Elf
                                                       : battle::BattleWorkKind::Obstacle;
      w.a = p.position - along * (p.lengthPaces / 2);
      w.b = p.position + along * (p.lengthPaces / 2);
      w.enemySide = front;
      break;
  }
  return w;
}

/// Axis-aligned box of a footprint, for the "is the place free" test of a waiting column.
struct Box2 {
  Vec2 min, max;
};
Box2 boxOf(const battle::Footprint& f) {
  Box2 b{{1e300, 1e300}, {-1e300, -1e300}};
  for (Vec2 c : f.corners()) {
    b.min = {std::min(b.min.x, c.x), std::min(b.min.y, c.y)};
    b.max = {std::max(b.max.x, c.x), std::max(b.max.y, c.y)};
  }
  return b;
}
bool overlap(const Box2& a, const Box2& b) {
  const double gap = 1;  // touching is not overlapping
  return a.min.x < b.max.x - gap && b.min.x < a.max.x - gap && a.min.y < b.max.y - gap &&
         b.min.y < a.max.y - gap;
}

/// The footprints of a column waiting at `entry`, rows across its road, the first row just
/// inside the edge: the first layout (rows of 2,400, 1,200, 800 then 400 p, each shifted along
/// the edge in 100 p steps, nearest the road first) that stays on the table and overlaps nothing
/// in `occupied`; nothing when there is none.
std::optional<std::vector<battle::Footprint>> columnAt(
    const std::vector<battle::PlacedElement>& elements, const MapRoadEntry& entry,
    const TableExtent& extent, const std::vector<battle::Footprint>& occupied) {
  const Vec2 inward = entry.inward;
  const Vec2 along{inward.y, -inward.x};
  const double heading = std::atan2(inward.y, inward.x) * 180 / std::numbers::pi;
  const bool longEdge = entry.edge == "north" || entry.edge == "south";
  const double edgeLength = longEdge ? extent.widthPaces : extent.depthPaces;
  const double depthAcross = longEdge ? extent.depthPaces : extent.widthPaces;
  std::vector<Box2> taken;
  for (const auto& f : occupied) taken.push_back(boxOf(f));
  for (const double rowPaces : {kArrivalRowPaces, 1200.0, 800.0, 400.0}) {
    // Rows: [first, last) element ranges with their width and depth.
    struct Row {
      std::size_t first, last;
      double width, depth;
    };
    std::vector<Row> rows;
    double columnDepth = kEdgeInsetPaces, widest = 0;
    for (std::size_t i = 0; i < elements.size();) {
      Row r{i, i, 0, 0};
      while (r.last < elements.size()) {
        const TroopType t = elements[r.last].element.type;
        if (r.last > i && r.width + baseFrontagePaces(t) > rowPaces) break;
        r.width += baseFrontagePaces(t);
        r.depth = std::max(r.depth, static_cast<double>(baseDepthPaces(t)));
        ++r.last;
      }
      rows.push_back(r);
      columnDepth += r.depth;
      widest = std::max(widest, r.width);
      i = r.last;
    }
    if (columnDepth > depthAcross || widest > edgeLength) continue;
    for (int step = 0; step <= static_cast<int>(edgeLength / 100); ++step) {
      const double shift = 100.0 * ((step + 1) / 2) * (step % 2 ? 1 : -1);
      Vec2 centre = entry.position + along * shift;
      const double half = widest / 2;
      const double s = longEdge ? centre.x : centre.y;
      if (s < half - 1e-6 || s > edgeLength - half + 1e-6) continue;
      std::vector<battle::Footprint> out;
      double inset = kEdgeInsetPaces;
      bool free = true;
      for (const Row& r : rows) {
        double offset = -r.width / 2;
        for (std::size_t k = r.first; k < r.last && free; ++k) {
          const TroopType t = elements[k].element.type;
          const double w = baseFrontagePaces(t), d = baseDepthPaces(t);
          out.push_back(battle::Footprint::fromCentre(
              centre + along * (offset + w / 2) + inward * (inset + d / 2), heading, w, d));
          offset += w;
          const Box2 mine = boxOf(out.back());
          free = std::none_of(taken.begin(), taken.end(),
                              [&](const Box2& b) { return overlap(mine, b); });
        }
        inset += r.depth;
      }
      if (free) return out;
    }
  }
  return std::nullopt;
}

TableWindow windowOf(const CampaignBattle& converted, const BattleMeeting& meeting) {
  const TableGround ground = converted.table.ground.value_or(TableGround{});
  return TableWindow(meeting.position, ground.gridFacingDegrees, converted.table.extent,
                     ground.metresPerPace);
}

/// The commands of an arriving force `bf`: those not yet in the battle join as new commands
/// (`out.commands`, their ids in `fresh`), those fighting already take its elements in
/// (`out.joined`).
void joiningCommands(const Scenario& scenario, const Side& full, const battle::BattleSetup& current,
                     const BattleMeeting& meeting, const BattleForce& bf, JoiningForce& out,
                     std::set<std::string>& fresh) {
  auto inBattle = [&](const std::string& commandId) {
    for (const auto& s : current.sides)
      for (const auto& c : s.commands)
        if (c.id == commandId) return true;
    return false;
  };
  // Its commands; a body of detached elements alone (C-7) comes as the commands its elements
  // belong to (without their generals): those already fighting take its elements in, the
  // others join with it. Detached elements beside whole commands fight with the first of them.
  std::vector<std::string> commandIds = bf.commands;
  for (const auto& id : bf.commands.empty() ? bf.elements : std::vector<std::string>{}) {
    const auto roster = findRosterElement(scenario, id);
    if (roster && !roster->general &&
        std::find(commandIds.begin(), commandIds.end(), roster->command) == commandIds.end())
      commandIds.push_back(roster->command);
  }
  for (const auto& id : commandIds) {
    const Command* command = full.findCommand(id);
    if (!command)
      fail(meeting, "arriving force '" + bf.force + "': command '" + id + "' is not in the orbat");
    if (inBattle(id)) {
      out.joined.push_back(id);  // a detachment marching to its command's battle (C-20)
      continue;
    }
    fresh.insert(id);
    battle::BattleCommandSetup c;
    c.id = id;
    c.name = command->name;
    c.quality = command->general.quality;
    c.allied = command->allied;
    c.aggression = command->aggression;
    out.commands.push_back(c);
  }
}

}  // namespace

int arrivalBound(int periodsAfterStart, double fraction, bool attacker) {
  const int within = std::clamp(static_cast<int>(std::floor(fraction * kSideBoundsPerPeriod)), 0,
                                kSideBoundsPerPeriod - 1);
  const int sideBound = kSideBoundsPerPeriod * std::max(periodsAfterStart, 0) + within + 1;
  return attacker ? 2 * sideBound - 1 : 2 * sideBound;
}

JoiningForce joiningForce(const Scenario& scenario, const CampaignBattle& converted,
                          const battle::BattleSetup& current, const BattleMeeting& meeting,
                          const BattleArrival& arrival,
                          const std::vector<battle::Footprint>& occupied) {
  const BattleForce& bf = arrival.force;
  JoiningForce out;
  out.force = bf.force;
  if (current.sides[0].id != bf.side && current.sides[1].id != bf.side)
    fail(meeting,
         "arriving force '" + bf.force + "' is of side '" + bf.side + "', not in the battle");
  out.side = current.sides[0].id == bf.side ? 0 : 1;
  const Side* full = scenario.findSide(bf.side);
  if (!full)
    fail(meeting,
         "arriving force '" + bf.force + "': side '" + bf.side + "' is not in the scenario");
  const bool attacker = current.sides[static_cast<std::size_t>(out.side)].attacker;
  const int start = periodIndexOf(meeting.day, static_cast<Period>(meeting.period));
  const int rel = periodIndexOf(arrival.day, static_cast<Period>(arrival.period)) - start;
  out.bound = arrivalBound(rel, arrival.fractionOfPeriod, attacker);

  auto generalInBattle = [&](const std::string& commandId) {
    return std::any_of(
        current.elements.begin(), current.elements.end(),
        [&](const battle::PlacedElement& p) { return p.id == commandId + "-general"; });
  };
  std::set<std::string> fresh;  // its commands not yet in the battle
  joiningCommands(scenario, *full, current, meeting, bf, out, fresh);
  auto entry = roadEntry(scenario.map, windowOf(converted, meeting), meeting.position, arrival.link,
                         arrival.fromNode);
  if (!entry && arrival.link.empty() && arrival.fromNode.empty()) {
    // Decision (docs/rules.md): a force with no road to the field (a reinforcement that appears
    // at it, C-7) comes on at the middle of its side's base edge, as a T-15 delayed command.
    const TableExtent& t = converted.table.extent;
    entry = attacker ? MapRoadEntry{{t.widthPaces / 2, t.depthPaces}, "north", {0, -1}}
                     : MapRoadEntry{{t.widthPaces / 2, 0}, "south", {0, 1}};
    out.notes.push_back(bf.force + " has no road to the field: it comes by its base edge");
  }
  if (!entry)
    fail(meeting, "arriving force '" + bf.force + "' has no road onto the table (link '" +
                      arrival.link + "' and node '" + arrival.fromNode +
                      "': not on the map, or at the battlefield itself)");
  out.edge = entry->edge;

  for (const auto& id : bf.elements) {
    const auto roster = findRosterElement(scenario, id);
    if (!roster)
      fail(meeting,
           "element '" + id + "' of force '" + bf.force + "' is in no orbat of the scenario");
    const Command* own = full->findCommand(roster->command);
    if (!own)
      fail(meeting,
           "element '" + id + "' of force '" + bf.force + "' is not in side '" + bf.side + "'");
    const bool joins =
        std::find(out.joined.begin(), out.joined.end(), roster->command) != out.joined.end();
    std::string host = fresh.count(roster->command) || joins ? roster->command
                       : out.commands.empty()                ? ""
                                                             : out.commands.front().id;
    // C-13, C-28: a general who comes with a detachment to his command fighting without him
    // joins it at the detachment's bound and leads it from then on.
    const bool leadsJoined = roster->general && joins && !generalInBattle(roster->command);
    if (host.empty() || (roster->general && !fresh.count(roster->command) && !leadsJoined)) {
      if (!roster->general)
        out.notes.push_back("element " + id + " of " + bf.force +
                            " has no command of its own in the arrival: "
                            "it stays off the table");
      continue;
    }
    if (leadsJoined) {
      out.joinedGenerals.push_back(roster->command);
      out.notes.push_back("the general of " + roster->command + " comes with " + bf.force +
                          " and takes command of it from bound " + std::to_string(out.bound));
    }
    battle::PlacedElement e;
    e.sideId = bf.side;
    e.commandId = host;
    if (roster->general) {
      e.id = roster->command + "-general";
      e.element.id = e.id;
      e.element.type = own->general.staffType;
      e.element.name = own->general.name;
      for (auto& c : out.commands)
        if (c.id == roster->command) c.generalElementId = e.id;
    } else {
      const Element* element = orbatElement(*full, roster->command, id);
      e.id = id;
      if (element)
        e.element = *element;
      else
        e.element.type = roster->type;
    }
    e.onTable = false;
    e.arrivesAtBound = out.bound;
    out.elements.push_back(e);
  }

  // C-19: the column comes on by its road, in rows across the road, facing into the table,
  // where nothing stands (T-15: an arrival whose place is taken cannot enter).
  auto placed = columnAt(out.elements, *entry, converted.table.extent, occupied);
  if (!placed) {
    placed = columnAt(out.elements, *entry, converted.table.extent, {});
    if (!placed)
      fail(meeting,
           "arriving force '" + bf.force + "' is too large to wait by its road on the table");
    out.notes.push_back(bf.force + ": no free room where its road enters by the " + entry->edge +
                        " edge; it waits there until the place is clear (T-15)");
  }
  for (std::size_t k = 0; k < out.elements.size(); ++k) out.elements[k].footprint = (*placed)[k];
  return out;
}

CampaignBattle campaignBattleSetup(const Scenario& scenario, const CampaignState& state,
                                   const BattleMeeting& meeting, std::uint64_t seed) {
  const Side& defenderFull = sideOf(scenario, meeting, meeting.defenderSide, "defending");
  const Side& attackerFull = sideOf(scenario, meeting, meeting.attackerSide, "attacking");
  if (meeting.period != 0 && meeting.period != 1)
    fail(meeting, "starts in period " + std::to_string(meeting.period) +
                      ": battles are fought in the morning or afternoon (C-20)");
  const int start = periodIndexOf(meeting.day, static_cast<Period>(meeting.period));

  CampaignBattle out;
  out.id = meeting.id;
  // Arrivals that reached the field before the fighting began are there at the start.
  std::vector<BattleForce> present = meeting.present;
  std::vector<const BattleArrival*> arriving;
  for (const auto& a : meeting.arrivals) {
    if (periodIndexOf(a.day, static_cast<Period>(a.period)) < start) {
      present.push_back(a.force);
      out.notes.push_back(a.force.force +
                          " reached the field before the fighting began: deployed as present");
    } else {
      arriving.push_back(&a);
    }
  }
  std::vector<BattleForce> defenders, attackers;
  for (const auto& f : present) {
    if (f.side == meeting.defenderSide)
      defenders.push_back(f);
    else if (f.side == meeting.attackerSide)
      attackers.push_back(f);
    else
      fail(meeting,
           "force '" + f.force + "' is of side '" + f.side + "', neither defender nor attacker");
  }
  if (defenders.empty())
    fail(meeting, "no force of the defending side '" + meeting.defenderSide + "' is present");
  if (attackers.empty())
    fail(meeting, "no force of the attacking side '" + meeting.attackerSide + "' is present");

  // The table: the defender faces the attacker's approach.
  std::string how;
  const auto bearing = attackerBearing(scenario, state, meeting, how);
  if (bearing)
    out.notes.push_back("table north faces the attacker: " + how);
  else
    out.notes.push_back("no force's approach is known: table north is grid north");
  TableSources sources;
  sources.map = scenario.map;
  sources.mapPath = scenario.mapFile;
  MapTableRequest request;
  request.name = scenario.name + ": " + meeting.id;
  request.centreLocal = meeting.position;
  request.facingDegrees = bearing.value_or(0);
  request.size = scenario.settings.tableSize;
  request.fillByTheBook =
      true;  // C-26: the book fills what the map lacks, with the campaign's dice
  request.seed = seed;
  request.book.year = scenario.year();
  try {
    out.table = buildTableFromMap(sources, request);
    // The bearing above is on the map's grid; the request takes a compass bearing. Where the
    // map's grid north is not true north, cut again so table north points along the grid bearing.
    const TableGround& ground = *out.table.ground;
    const double convergence = ground.gridFacingDegrees - ground.facingDegrees;
    if (bearing && std::abs(convergence) > 1e-6) {
      request.facingDegrees = *bearing - convergence;
      out.table = buildTableFromMap(sources, request);
    }
  } catch (const MapError& e) {
    fail(meeting, std::string("the table cannot be cut from the scenario's map: ") + e.what());
  }

  // T-15: the forces present, defender first.
  std::set<std::string> generals;
  const Side defender = presentSide(scenario, meeting, defenderFull, defenders, generals);
  const Side attacker = presentSide(scenario, meeting, attackerFull, attackers, generals);
  deployForces(out.table, defender, attacker);
  std::erase_if(out.table.elements, [&](const TableElement& e) {
    return e.element == "general" && !generals.count(e.command);
  });
  placeWorks(out.table, defender.id, meeting.works);  // C-22 as T-14 preparations
  for (const auto& d : out.table.departures) out.notes.push_back(d.rule + ": " + d.text);

  out.setup = toBattleSetup(out.table, defender, attacker, scenario.year());
  // A general not at the meeting, or one the deployment found no room for (T-15), leaves his
  // command without a general on the table.
  std::set<std::string> placedIds;
  for (const auto& e : out.setup.elements) placedIds.insert(e.id);
  for (std::size_t s = 0; s < 2; ++s) {
    auto& side = out.setup.sides[s];
    const Side& full = s == 0 ? defenderFull : attackerFull;
    for (auto& c : side.commands)
      if (!generals.count(c.id) || !placedIds.count(c.generalElementId)) c.generalElementId.clear();
    const bool led =
        std::any_of(side.commands.begin(), side.commands.end(),
                    [](const battle::BattleCommandSetup& c) { return c.commanderInChief; });
    if (led || side.commands.empty()) continue;
    auto chief = std::find_if(side.commands.begin(), side.commands.end(),
                              [&](const battle::BattleCommandSetup& c) {
                                const Army* army = full.armyOfCommand(c.id);
                                return army && army->id == full.commanderInChiefArmy;
                              });
    if (chief == side.commands.end()) chief = side.commands.begin();
    chief->commanderInChief = true;
    out.notes.push_back("side " + side.id + "'s C-in-C is not on the field: " + chief->id +
                        " commands");
  }
  for (const auto& p : out.table.preparations) out.setup.works.push_back(workOf(p));
  out.setup.weather =
      meeting.raining ? battle::TableWeather::Rain : battle::TableWeather::Fair;  // C-9 once
  out.setup.boundsPerSideToNightfall =
      kSideBoundsPerPeriod * (static_cast<int>(Period::Night) - meeting.period);

  std::vector<battle::Footprint>
      occupied;  // on the table now, and earlier arrivals' waiting places
  for (const auto& e : out.setup.elements) occupied.push_back(e.footprint);
  for (const BattleArrival* a : arriving) {
    JoiningForce join = joiningForce(scenario, out, out.setup, meeting, *a, occupied);
    for (const auto& e : join.elements) occupied.push_back(e.footprint);
    auto& side = out.setup.sides[static_cast<std::size_t>(join.side)];
    for (auto& c : side.commands)
      if (std::find(join.joinedGenerals.begin(), join.joinedGenerals.end(), c.id) !=
          join.joinedGenerals.end())
        c.generalElementId = c.id + "-general";
    side.commands.insert(side.commands.end(), join.commands.begin(), join.commands.end());
    out.setup.elements.insert(out.setup.elements.end(), join.elements.begin(), join.elements.end());
    out.notes.push_back(a->force.force + " arrives by the " + join.edge + " edge from bound " +
                        std::to_string(join.bound) + (a->soundOfGuns ? " (C-20)" : " (C-19)"));
    out.notes.insert(out.notes.end(), join.notes.begin(), join.notes.end());
  }
  if (auto errors = battle::validateBattleSetup(out.setup, meeting.id); !errors.empty()) {
    std::string all;
    for (const auto& e : errors) all += "\n  " + e;
    fail(meeting, "the set-up is not usable:" + all);
  }
  return out;
}

}  // namespace hfg::maps
