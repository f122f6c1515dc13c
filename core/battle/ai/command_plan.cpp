// Plans a side's bound: attack or hold, the objective (BUA, hill or the enemy's weaker flank), command roles, reserves and the crisis.
#include "core/battle/ai/command_plan.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/battle/ai/enemy_picture.h"
#include "core/battle/geometry/shapes.h"
#include "core/battle/geometry/terrain_geometry.h"

namespace hfg::battle {
namespace {

bool fighting(const ElementState& e) {
  return e.present() && e.condition != ElementCondition::Routing && !isStaff(e.type());
}

double presentEe(const Battle& battle, int side) {
  double total = 0;
  for (const auto& e : battle.elements())
    if (e.side == side && fighting(e)) total += e.ee;
  return total;
}

Vec2 ringCentre(const Ring& ring) {
  Vec2 c;
  for (Vec2 p : ring) c = c + p;
  return ring.empty() ? c : c * (1.0 / static_cast<double>(ring.size()));
}

bool heldBy(const Battle& battle, int side, const Ring& outline) {
  for (const auto& e : battle.elements())
    if (e.side == side && fighting(e) && ringContains(outline, e.footprint.centre())) return true;
  return false;
}

/// The enemy's fighting elements as the moving side knows them (B-20 with memory).
std::vector<KnownEnemy> fightingEnemies(const Battle& battle, int side) {
  std::vector<KnownEnemy> out;
  for (const auto& k : knownEnemies(battle, side))
    if (fighting(battle.elements()[k.index])) out.push_back(k);
  return out;
}

bool heldByKnown(const std::vector<KnownEnemy>& enemies, const Ring& outline) {
  for (const auto& k : enemies)
    if (ringContains(outline, k.pose.centre())) return true;
  return false;
}

std::optional<Vec2> centreOfKnown(const std::vector<KnownEnemy>& enemies) {
  if (enemies.empty()) return std::nullopt;
  Vec2 c;
  for (const auto& k : enemies) c = c + k.pose.centre();
  return c * (1.0 / static_cast<double>(enemies.size()));
}

struct Objective {
  Vec2 at;
  std::string text;
  double score = 0;
  std::optional<bool> west;  ///< a flank objective: the west flank
};

/// The enemy's weaker flank: the left or right third of its known fighting elements across the
/// table with the fewer EE; scored 1 plus how much weaker it is than the other. `westFlank`
/// forces the flank (a kept plan follows the flank it chose).
std::optional<Objective> weakerFlank(const Battle& battle, const std::vector<KnownEnemy>& enemies, Vec2 forward,
                                     std::optional<bool> westFlank = {}) {
  std::vector<std::pair<double, std::size_t>> across;
  const auto& els = battle.elements();
  std::vector<Vec2> at(els.size());
  for (const auto& k : enemies) {
    across.push_back({k.pose.centre().x, k.index});
    at[k.index] = k.pose.centre();
  }
  if (across.empty()) return std::nullopt;
  std::sort(across.begin(), across.end());
  const std::size_t third = std::max<std::size_t>(1, across.size() / 3);
  const auto flank = [&](bool low) {
    double ee = 0;
    Vec2 c;
    for (std::size_t k = 0; k < third; ++k) {
      const auto& e = els[across[low ? k : across.size() - 1 - k].second];
      ee += e.ee;
      c = c + at[across[low ? k : across.size() - 1 - k].second];
    }
    return std::pair{ee, c * (1.0 / static_cast<double>(third))};
  };
  const auto west = flank(true);
  const auto east = flank(false);
  const bool westWeaker = westFlank ? *westFlank : west.first <= east.first;
  const auto& weak = westWeaker ? west : east;
  const auto& strong = westWeaker ? east : west;
  // "Left" as the attacker sees it: facing north the west is on the left.
  const bool left = (forward.y > 0) == westWeaker;
  Objective o;
  o.at = weak.second;
  o.text = std::string("the enemy's ") + (left ? "left" : "right") + " flank";
  o.score = 1.0 + (strong.first - weak.first) / std::max(strong.first, 1e-9);
  o.west = westWeaker;
  return o;
}

/// A pinning command goes straight on at the enemy line in front of it; one off beyond the end
/// of the known enemy line goes for that end (issue #5 follow-up: a cavalry corps on a far wing
/// marched past the enemy 6,000 p to its side and never met it).
Vec2 pinObjective(Vec2 commandCentre, const std::vector<KnownEnemy>& enemies, Vec2 enemyCentre) {
  double lo = enemyCentre.x;
  double hi = enemyCentre.x;
  for (const auto& k : enemies) {
    lo = std::min(lo, k.pose.centre().x);
    hi = std::max(hi, k.pose.centre().x);
  }
  return {std::clamp(commandCentre.x, lo, hi), enemyCentre.y};
}

}  // namespace

std::string_view keyOf(CommandRole role) {
  switch (role) {
    case CommandRole::MainEffort: return "main effort";
    case CommandRole::Pin: return "pin";
    case CommandRole::Hold: return "hold";
    case CommandRole::Reserve: return "reserve";
    case CommandRole::Retire: return "retire";
  }
  return "hold";
}

std::optional<Vec2> centreOf(const Battle& battle, int side, const std::string& commandId) {
  Vec2 c;
  int n = 0;
  for (const auto& e : battle.elements())
    if (e.side == side && fighting(e) && (commandId.empty() || e.placed.commandId == commandId)) {
      c = c + e.footprint.centre();
      ++n;
    }
  if (n == 0) return std::nullopt;
  return c * (1.0 / n);
}

Vec2 forwardOf(const Battle& battle, int side) {
  return battle.side(side).baseEdge == BaseEdge::South ? Vec2{0, 1} : Vec2{0, -1};
}

SidePlan planSide(const Battle& battle, const AiSettings& settings) {
  SidePlan plan;
  const int side = battle.movingSide();
  const int enemy = 1 - side;
  plan.side = side;
  const Difficulty difficulty = settings.difficulty[static_cast<std::size_t>(side)];
  const Doctrine doctrine = settings.doctrine[static_cast<std::size_t>(side)];
  const bool easy = difficulty == Difficulty::Easy;
  const Vec2 forward = forwardOf(battle, side);
  const auto own = centreOf(battle, side);
  // B-20 with memory: the enemy where the side has seen it, not where it stands unseen.
  const std::vector<KnownEnemy> known = knownEnemies(battle, side);
  const std::vector<KnownEnemy> knownFighting = fightingEnemies(battle, side);
  // Only staff (or routers) known: they are the target.
  auto theirs = knownFighting.empty() ? centreOfKnown(known) : centreOfKnown(knownFighting);
  const double ownEe = presentEe(battle, side);
  const double enemyEe = presentEe(battle, enemy);
  plan.strengthRatio = enemyEe > 0 ? ownEe / enemyEe : 10.0;

  // Attack or hold (issue #5: the attacker attacks, the defender holds good ground).
  if (battle.attackerSide() == side) {
    plan.attacking = !(doctrine == Doctrine::Cautious && plan.strengthRatio < 0.8);
  } else if (!easy) {
    // Issue #18 (tempo, T-15): the stronger side must win, and the day running out lowers the
    // bar: after half the day a defender not outnumbered goes in.
    const bool lateInDay = battle.clock().boundNumberOfMovingSide() * 2 >= battle.setup().boundsPerSideToNightfall;
    double needed = doctrine == Doctrine::Aggressive ? 1.0 : doctrine == Doctrine::Balanced ? 1.2 : 1.5;
    if (lateInDay) needed = doctrine == Doctrine::Cautious ? 1.2 : 1.0;
    // Hard generals go in whenever they are not outnumbered: a draw at nightfall wins nothing.
    if (difficulty == Difficulty::Hard) needed = std::min(needed, 0.9);
    plan.attacking = plan.strengthRatio >= needed;
  }
  if (own && !theirs && plan.attacking) {
    // Nothing known of the enemy yet: the attacker goes looking for it across the table.
    plan.objective = *own + forward * 3000;
    plan.objectiveText = "no enemy in sight: forward";
  } else if (!own || !theirs) {
    plan.objective = own.value_or(Vec2{battle.table().widthPaces / 2, battle.table().depthPaces / 2});
    plan.objectiveText = "no enemy in sight";
  } else if (plan.attacking) {
    std::vector<Objective> options;
    if (easy) {
      double best = std::numeric_limits<double>::max();
      Objective o;
      for (const auto& k : known)
        if (distance(k.pose.centre(), *own) < best) {
          best = distance(k.pose.centre(), *own);
          o = {k.pose.centre(), "the nearest enemy", 1, {}};
        }
      options.push_back(o);
    } else {
      if (auto flank = weakerFlank(battle, knownFighting, forward)) options.push_back(*flank);
      const double gap = dot(*theirs - *own, forward);
      for (const auto& f : battle.setup().terrain) {
        const bool bua = f.terrain == TerrainClass::BUA;
        if ((!bua && !isHill(f)) || f.outline.size() < 3) continue;
        const Vec2 c = ringCentre(f.outline);
        // Between the armies, nearer the enemy than our start line, and not already held by us.
        const double along = gap > 1 ? dot(c - *own, forward) / gap : 0;
        if (along < 0.25 || along > 1.15 || heldBy(battle, side, f.outline)) continue;
        const double across = std::abs(c.x - theirs->x);
        double score = (bua ? 1.6 : 1.3) - across / 8000.0;
        if (heldByKnown(knownFighting, f.outline)) score -= 0.2;  // a hard nut, still worth cracking
        options.push_back({c, std::string(bua ? "BUA '" : "hill '") + f.id + "'", score, {}});
      }
    }
    if (options.empty()) options.push_back({*theirs, "the enemy's staff", 1, {}});
    const auto best = std::max_element(options.begin(), options.end(),
                                       [](const Objective& a, const Objective& b) { return a.score < b.score; });
    plan.objective = best->at;
    plan.objectiveText = best->text;
    plan.westFlank = best->west;
  } else {
    plan.objective = *own;
    plan.objectiveText = "its ground";
    if (!easy) {
      // Good ground near its line: a BUA or hill not held by the enemy, up to a third of the way over.
      const double gap = dot(*theirs - *own, forward);
      double bestScore = 0;
      for (const auto& f : battle.setup().terrain) {
        const bool bua = f.terrain == TerrainClass::BUA;
        if ((!bua && !isHill(f)) || f.outline.size() < 3) continue;
        const Vec2 c = ringCentre(f.outline);
        const double along = gap > 1 ? dot(c - *own, forward) / gap : 0;
        if (along < -0.3 || along > 0.35 || heldByKnown(knownFighting, f.outline)) continue;
        const double score = (bua ? 1.5 : 1.2) - std::abs(c.x - own->x) / 6000.0;
        if (score > bestScore) {
          bestScore = score;
          plan.objective = c;
          plan.objectiveText = std::string(bua ? "BUA '" : "hill '") + f.id + "'";
        }
      }
    }
  }

  // The crisis: reserves go in.
  const std::string& sideId = battle.side(side).id;
  const double original = battle.losses().originalEe(sideId);
  bool defeatedCommand = false;
  for (const auto& c : battle.side(side).commands) defeatedCommand = defeatedCommand || battle.losses().defeated(c.id);
  const int dayBounds = battle.setup().boundsPerSideToNightfall;
  plan.crisis = easy || (original > 0 && battle.losses().lostEe(sideId) >= 0.25 * original) || defeatedCommand ||
                battle.clock().boundNumberOfMovingSide() * 2 >= dayBounds;
  Vec2 fightCentre;
  int fightingCount = 0;
  const auto& els = battle.elements();
  for (std::size_t i = 0; i < els.size(); ++i) {
    if (els[i].side != side || !fighting(els[i])) continue;
    for (auto j : battle.near(els[i].footprint, battle.settings().contactEpsPaces))
      if (els[j].side == enemy) {
        fightCentre = fightCentre + els[i].footprint.centre();
        ++fightingCount;
        break;
      }
  }
  // Half the side's fighting elements in contact is a crisis too: the line needs feeding.
  int fightingElements = 0;
  for (const auto& e : els) fightingElements += e.side == side && fighting(e) ? 1 : 0;
  if (fightingElements > 0 && fightingCount * 2 >= fightingElements) plan.crisis = true;
  // Hard generals commit the reserve at the moment of contact (issue #18), not when half the
  // line is fighting.
  if (difficulty == Difficulty::Hard && fightingCount * 5 >= std::max(1, fightingElements)) plan.crisis = true;
  plan.crisisPoint = fightingCount > 0 ? fightCentre * (1.0 / fightingCount) : plan.objective;

  // Roles.
  struct Active {
    const BattleCommandSetup* cmd;
    Vec2 centre;
  };
  std::vector<Active> active;
  for (const auto& c : battle.side(side).commands)
    if (auto cc = centreOf(battle, side, c.id)) active.push_back({&c, *cc});
  std::optional<std::size_t> reserve;
  if (!easy && active.size() >= 3) {
    reserve = 0;
    for (std::size_t k = 1; k < active.size(); ++k)
      if (dot(active[k].centre, forward) < dot(active[*reserve].centre, forward)) reserve = k;
  }
  std::optional<std::size_t> main;
  if (plan.attacking) {
    // Issue #18: the main effort is a command that can take ground - foot or horse - not an
    // army HQ with its guns (which led the attack in Bohemian battles while the corps pinned).
    std::vector<double> striking(active.size(), 0.0);
    double strongest = 0;
    for (std::size_t k = 0; k < active.size(); ++k) {
      for (const auto& e : els)
        if (e.side == side && fighting(e) && e.placed.commandId == active[k].cmd->id &&
            (categoryOf(e.type()) == TroopCategory::Foot || categoryOf(e.type()) == TroopCategory::Mounted))
          striking[k] += e.ee;
      strongest = std::max(strongest, striking[k]);
    }
    double best = std::numeric_limits<double>::max();
    for (std::size_t k = 0; k < active.size(); ++k) {
      if (reserve && k == *reserve) continue;
      if (battle.losses().defeated(active[k].cmd->id)) continue;
      if (striking[k] < 0.25 * strongest) continue;
      const double d = std::abs(active[k].centre.x - plan.objective.x);
      if (d < best) {
        best = d;
        main = k;
      }
    }
  }
  for (std::size_t k = 0; k < active.size(); ++k) {
    CommandPlan cp;
    cp.commandId = active[k].cmd->id;
    const Vec2 c = active[k].centre;
    if (battle.losses().defeated(cp.commandId)) {
      cp.role = CommandRole::Retire;
      cp.objective = c;
    } else if (reserve && k == *reserve) {
      cp.role = plan.crisis ? CommandRole::MainEffort : CommandRole::Reserve;
      cp.objective = plan.crisis ? plan.crisisPoint : c;
    } else if (!plan.attacking) {
      cp.role = CommandRole::Hold;
      const bool nearGround = distance(plan.objective, c) < 2500;
      cp.objective = nearGround ? plan.objective : c;
    } else if (easy || (main && k == *main)) {
      cp.role = CommandRole::MainEffort;
      cp.objective = plan.objective;
    } else {
      cp.role = CommandRole::Pin;
      // Straight on at the enemy line in front of it.
      cp.objective = theirs ? pinObjective(c, knownFighting, *theirs) : c;
    }
    // Within a large command the rear line waits for the crisis.
    if (!easy && !plan.crisis && cp.role != CommandRole::Reserve) {
      std::vector<std::pair<double, std::string>> depthOrder;
      for (const auto& e : els)
        if (e.side == side && fighting(e) && e.placed.commandId == cp.commandId)
          depthOrder.push_back({dot(e.footprint.centre(), forward), e.id()});
      if (depthOrder.size() >= 6) {
        // The main line is where most of the command stands (the upper median), not its most
        // forward element: a second line stands 450 p or more behind it.
        std::sort(depthOrder.begin(), depthOrder.end());
        const double line = depthOrder[depthOrder.size() / 2].first;
        const std::size_t cap = depthOrder.size() / 3;
        for (const auto& d : depthOrder)
          if (cp.heldBack.size() < cap && d.first < line - 450) cp.heldBack.push_back(d.second);
      }
    }
    plan.commands.push_back(std::move(cp));
  }
  return plan;
}

SidePlan continuePlan(const Battle& battle, const SidePlan& kept, SidePlan fresh) {
  const auto revised = [&](std::string why) {
    fresh.revision = std::move(why);
    return fresh;
  };
  if (kept.commands.empty() || kept.side != fresh.side) return revised("new");
  if (fresh.crisis && !kept.crisis) return revised("crisis: reserves committed");
  if (fresh.attacking != kept.attacking) return revised(fresh.attacking ? "crisis: now attacking" : "crisis: now holding");
  if (kept.commands.size() != fresh.commands.size()) return revised("crisis: commands present changed");
  for (std::size_t k = 0; k < kept.commands.size(); ++k) {
    const CommandPlan& was = kept.commands[k];
    const CommandPlan& now = fresh.commands[k];
    if (was.commandId != now.commandId) return revised("crisis: commands present changed");
    if (was.role == CommandRole::MainEffort && now.role == CommandRole::Retire)
      return revised("crisis: main effort defeated");
  }
  SidePlan plan = fresh;
  plan.revision = "kept";
  if (kept.objectiveText != fresh.objectiveText) {
    if (kept.westFlank) {
      // The same flank as before, where the enemy's fighting elements now stand.
      const auto flank = weakerFlank(battle, fightingEnemies(battle, fresh.side), forwardOf(battle, fresh.side), kept.westFlank);
      if (!flank) return revised("crisis: objective gone");
      plan.objective = flank->at;
      plan.objectiveText = flank->text;
      plan.westFlank = kept.westFlank;
    } else if (kept.objectiveText.rfind("BUA '", 0) == 0 || kept.objectiveText.rfind("hill '", 0) == 0) {
      // planSide offers a BUA or hill until the side holds it: still wanted unless it is now held.
      bool stillOffered = false;
      for (const auto& f : battle.setup().terrain)
        if (f.outline.size() >= 3 && kept.objectiveText.find("'" + f.id + "'") != std::string::npos)
          stillOffered = !heldBy(battle, fresh.side, f.outline);
      if (!stillOffered) return revised("crisis: objective taken");
      plan.objective = kept.objective;
      plan.objectiveText = kept.objectiveText;
      plan.westFlank.reset();
    } else {
      return revised("crisis: objective changed");
    }
  }
  // Roles carry over; objective points follow the role (the main effort goes for the kept
  // objective, the others keep fresh points in front of them).
  for (std::size_t k = 0; k < plan.commands.size(); ++k) {
    CommandPlan& cp = plan.commands[k];
    const CommandPlan& was = kept.commands[k];
    if (cp.role == CommandRole::Retire || was.role == CommandRole::Retire) continue;
    if (was.role == cp.role) {
      if (cp.role == CommandRole::MainEffort && plan.attacking) cp.objective = plan.objective;
      continue;
    }
    cp.role = was.role;
    if (cp.role == CommandRole::MainEffort) {
      cp.objective = plan.attacking ? plan.objective : was.objective;
    } else if (cp.role == CommandRole::Reserve) {
      if (auto c = centreOf(battle, plan.side, cp.commandId)) cp.objective = *c;
    } else if (cp.role == CommandRole::Pin) {
      // Straight on at the enemy in front of it: the fresh main effort's point is the side's
      // objective, so look ahead the way a pinning command does.
      const auto c = centreOf(battle, plan.side, cp.commandId);
      const auto known = fightingEnemies(battle, plan.side);
      const auto theirs = centreOfKnown(known);
      if (c) cp.objective = theirs ? pinObjective(*c, known, *theirs) : *c;
    }
  }
  return plan;
}

}  // namespace hfg::battle
