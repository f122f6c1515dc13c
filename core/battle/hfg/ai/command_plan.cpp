// Plans a side's bound: attack or hold, the objective (BUA, hill or the enemy's weaker flank), command roles, reserves and the crisis.
#include "core/battle/hfg/ai/command_plan.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/battle/hfg/ai/enemy_picture.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"

namespace hfg::battle {
namespace {

bool fighting(const ElementInPlay& e) {
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
std::optional<Objective> weakerFlank(const Battle& battle, const std::vector<KnownEnemy>& enemies,
                                     Vec2 forward, std::optional<bool> westFlank = {}) {
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

namespace {

/// What planSide works from: the side, its generals' settings and its picture of the enemy.
struct PlanContext {
  explicit PlanContext(const Battle& b) : battle(b) {}
  const Battle& battle;
  int side = 0;
  int enemy = 1;
  Difficulty difficulty = Difficulty::Normal;
  Doctrine doctrine = Doctrine::Balanced;
  bool easy = false;
  Vec2 forward;
  std::optional<Vec2> own;
  std::vector<KnownEnemy> known;
  std::vector<KnownEnemy> knownFighting;
  std::optional<Vec2> theirs;
};

PlanContext planContext(const Battle& battle, const AiSettings& settings) {
  PlanContext c(battle);
  c.side = battle.movingSide();
  c.enemy = 1 - c.side;
  c.difficulty = settings.difficulty[static_cast<std::size_t>(c.side)];
  c.doctrine = settings.doctrine[static_cast<std::size_t>(c.side)];
  c.easy = c.difficulty == Difficulty::Easy;
  c.forward = forwardOf(battle, c.side);
  c.own = centreOf(battle, c.side);
  // B-20 with memory: the enemy where the side has seen it, not where it stands unseen.
  c.known = knownEnemies(battle, c.side);
  c.knownFighting = fightingEnemies(battle, c.side);
  // Only staff (or routers) known: they are the target.
  c.theirs = c.knownFighting.empty() ? centreOfKnown(c.known) : centreOfKnown(c.knownFighting);
  return c;
}

/// Attack or hold (issue #5: the attacker attacks, the defender holds good ground).
bool decidesToAttack(const PlanContext& c, double strengthRatio) {
  const Battle& battle = c.battle;
  if (battle.attackerSide() == c.side)
    return !(c.doctrine == Doctrine::Cautious && strengthRatio < 0.8);
  if (c.easy) return false;
  // Issue #18 (tempo, T-15): the stronger side must win, and the day running out lowers the
  // bar: after half the day a defender not outnumbered goes in.
  const bool lateInDay =
      battle.clock().boundNumberOfMovingSide() * 2 >= battle.setup().boundsPerSideToNightfall;
  double needed = c.doctrine == Doctrine::Aggressive ? 1.0
                  : c.doctrine == Doctrine::Balanced ? 1.2
                                                     : 1.5;
  if (lateInDay) needed = c.doctrine == Doctrine::Cautious ? 1.2 : 1.0;
  // Hard generals go in whenever they are not outnumbered: a draw at nightfall wins nothing.
  if (c.difficulty == Difficulty::Hard) needed = std::min(needed, 0.9);
  return strengthRatio >= needed;
}

/// The attack's options: Easy generals go for the nearest enemy; others for the enemy's weaker
/// flank or an unheld BUA or hill between the armies.
std::vector<Objective> attackOptions(const PlanContext& c) {
  std::vector<Objective> options;
  if (c.easy) {
    double best = std::numeric_limits<double>::max();
    Objective o;
    for (const auto& k : c.known)
      if (distance(k.pose.centre(), *c.own) < best) {
        best = distance(k.pose.centre(), *c.own);
        o = {k.pose.centre(), "the nearest enemy", 1, {}};
      }
    options.push_back(o);
    return options;
  }
  if (auto flank = weakerFlank(c.battle, c.knownFighting, c.forward)) options.push_back(*flank);
  const double gap = dot(*c.theirs - *c.own, c.forward);
  for (const auto& f : c.battle.setup().terrain) {
    const bool bua = f.terrain == TerrainClass::BUA;
    if ((!bua && !isHill(f)) || f.outline.size() < 3) continue;
    const Vec2 centre = ringCentre(f.outline);
    // Between the armies, nearer the enemy than our start line, and not already held by us.
    const double along = gap > 1 ? dot(centre - *c.own, c.forward) / gap : 0;
    if (along < 0.25 || along > 1.15 || heldBy(c.battle, c.side, f.outline)) continue;
    const double across = std::abs(centre.x - c.theirs->x);
    double score = (bua ? 1.6 : 1.3) - across / 8000.0;
    if (heldByKnown(c.knownFighting, f.outline)) score -= 0.2;  // a hard nut, still worth cracking
    options.push_back({centre, std::string(bua ? "BUA '" : "hill '") + f.id + "'", score, {}});
  }
  return options;
}

/// A holding side's ground: a BUA or hill near its line not held by the enemy, up to a third of
/// the way over (not Easy), else where it stands.
void chooseGroundToHold(const PlanContext& c, SidePlan& plan) {
  plan.objective = *c.own;
  plan.objectiveText = "its ground";
  if (c.easy) return;
  const double gap = dot(*c.theirs - *c.own, c.forward);
  double bestScore = 0;
  for (const auto& f : c.battle.setup().terrain) {
    const bool bua = f.terrain == TerrainClass::BUA;
    if ((!bua && !isHill(f)) || f.outline.size() < 3) continue;
    const Vec2 centre = ringCentre(f.outline);
    const double along = gap > 1 ? dot(centre - *c.own, c.forward) / gap : 0;
    if (along < -0.3 || along > 0.35 || heldByKnown(c.knownFighting, f.outline)) continue;
    const double score = (bua ? 1.5 : 1.2) - std::abs(centre.x - c.own->x) / 6000.0;
    if (score > bestScore) {
      bestScore = score;
      plan.objective = centre;
      plan.objectiveText = std::string(bua ? "BUA '" : "hill '") + f.id + "'";
    }
  }
}

/// The side's objective (attack) or position (hold).
void chooseObjective(const PlanContext& c, SidePlan& plan) {
  const Battle& battle = c.battle;
  if (c.own && !c.theirs && plan.attacking) {
    // Nothing known of the enemy yet: the attacker goes looking for it across the table.
    plan.objective = *c.own + c.forward * 3000;
    plan.objectiveText = "no enemy in sight: forward";
  } else if (!c.own || !c.theirs) {
    plan.objective =
        c.own.value_or(Vec2{battle.table().widthPaces / 2, battle.table().depthPaces / 2});
    plan.objectiveText = "no enemy in sight";
  } else if (plan.attacking) {
    std::vector<Objective> options = attackOptions(c);
    if (options.empty()) options.push_back({*c.theirs, "the enemy's staff", 1, {}});
    const auto best =
        std::max_element(options.begin(), options.end(),
                         [](const Objective& a, const Objective& b) { return a.score < b.score; });
    plan.objective = best->at;
    plan.objectiveText = best->text;
    plan.westFlank = best->west;
  } else {
    chooseGroundToHold(c, plan);
  }
}

/// The crisis (reserves go in) and where the reserve goes: where most friends are fighting.
void judgeCrisis(const PlanContext& c, SidePlan& plan) {
  const Battle& battle = c.battle;
  const std::string& sideId = battle.side(c.side).id;
  const double original = battle.losses().originalEe(sideId);
  bool defeatedCommand = false;
  for (const auto& cmd : battle.side(c.side).commands)
    defeatedCommand = defeatedCommand || battle.losses().defeated(cmd.id);
  const int dayBounds = battle.setup().boundsPerSideToNightfall;
  plan.crisis = c.easy || (original > 0 && battle.losses().lostEe(sideId) >= 0.25 * original) ||
                defeatedCommand || battle.clock().boundNumberOfMovingSide() * 2 >= dayBounds;
  Vec2 fightCentre;
  int fightingCount = 0;
  const auto& els = battle.elements();
  for (std::size_t i = 0; i < els.size(); ++i) {
    if (els[i].side != c.side || !fighting(els[i])) continue;
    for (auto j : battle.near(els[i].footprint, battle.settings().contactEpsPaces))
      if (els[j].side == c.enemy) {
        fightCentre = fightCentre + els[i].footprint.centre();
        ++fightingCount;
        break;
      }
  }
  // Half the side's fighting elements in contact is a crisis too: the line needs feeding.
  int fightingElements = 0;
  for (const auto& e : els) fightingElements += e.side == c.side && fighting(e) ? 1 : 0;
  if (fightingElements > 0 && fightingCount * 2 >= fightingElements) plan.crisis = true;
  // Hard generals commit the reserve at the moment of contact (issue #18), not when half the
  // line is fighting.
  if (c.difficulty == Difficulty::Hard && fightingCount * 5 >= std::max(1, fightingElements))
    plan.crisis = true;
  plan.crisisPoint = fightingCount > 0 ? fightCentre * (1.0 / fightingCount) : plan.objective;
}

/// A command present on the table and where its centre stands.
struct Active {
  const BattleCommandSetup* cmd;
  Vec2 centre;
};

std::vector<Active> activeCommands(const PlanContext& c) {
  std::vector<Active> active;
  for (const auto& cmd : c.battle.side(c.side).commands)
    if (auto cc = centreOf(c.battle, c.side, cmd.id)) active.push_back({&cmd, *cc});
  return active;
}

/// With 3 or more commands the rear-most is the reserve (not Easy).
std::optional<std::size_t> reserveOf(const PlanContext& c, const std::vector<Active>& active) {
  if (c.easy || active.size() < 3) return std::nullopt;
  std::size_t reserve = 0;
  for (std::size_t k = 1; k < active.size(); ++k)
    if (dot(active[k].centre, c.forward) < dot(active[reserve].centre, c.forward)) reserve = k;
  return reserve;
}

/// The main effort: the command nearest the objective across the table that can take ground.
std::optional<std::size_t> mainEffortOf(const PlanContext& c, const SidePlan& plan,
                                        const std::vector<Active>& active,
                                        std::optional<std::size_t> reserve) {
  if (!plan.attacking) return std::nullopt;
  const Battle& battle = c.battle;
  // Issue #18: the main effort is a command that can take ground - foot or horse - not an
  // army HQ with its guns (which led the attack in Bohemian battles while the corps pinned).
  std::vector<double> striking(active.size(), 0.0);
  double strongest = 0;
  for (std::size_t k = 0; k < active.size(); ++k) {
    for (const auto& e : battle.elements())
      if (e.side == c.side && fighting(e) && e.placed.commandId == active[k].cmd->id &&
          (categoryOf(e.type()) == TroopCategory::Foot ||
           categoryOf(e.type()) == TroopCategory::Mounted))
        striking[k] += e.ee;
    strongest = std::max(strongest, striking[k]);
  }
  std::optional<std::size_t> main;
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
  return main;
}

/// Within a command of 6 or more elements the rear line (a third at most, 450 p or more behind
/// the main line) waits for the crisis.
void holdBackRearLine(const PlanContext& c, CommandPlan& cp) {
  std::vector<std::pair<double, std::string>> depthOrder;
  for (const auto& e : c.battle.elements())
    if (e.side == c.side && fighting(e) && e.placed.commandId == cp.commandId)
      depthOrder.push_back({dot(e.footprint.centre(), c.forward), e.id()});
  if (depthOrder.size() < 6) return;
  // The main line is where most of the command stands (the upper median), not its most
  // forward element: a second line stands 450 p or more behind it.
  std::sort(depthOrder.begin(), depthOrder.end());
  const double line = depthOrder[depthOrder.size() / 2].first;
  const std::size_t cap = depthOrder.size() / 3;
  for (const auto& d : depthOrder)
    if (cp.heldBack.size() < cap && d.first < line - 450) cp.heldBack.push_back(d.second);
}

/// Each command's role and objective point.
void assignRoles(const PlanContext& c, SidePlan& plan) {
  const std::vector<Active> active = activeCommands(c);
  const std::optional<std::size_t> reserve = reserveOf(c, active);
  const std::optional<std::size_t> main = mainEffortOf(c, plan, active, reserve);
  for (std::size_t k = 0; k < active.size(); ++k) {
    CommandPlan cp;
    cp.commandId = active[k].cmd->id;
    const Vec2 centre = active[k].centre;
    if (c.battle.losses().defeated(cp.commandId)) {
      cp.role = CommandRole::Retire;
      cp.objective = centre;
    } else if (reserve && k == *reserve) {
      cp.role = plan.crisis ? CommandRole::MainEffort : CommandRole::Reserve;
      cp.objective = plan.crisis ? plan.crisisPoint : centre;
    } else if (!plan.attacking) {
      cp.role = CommandRole::Hold;
      const bool nearGround = distance(plan.objective, centre) < 2500;
      cp.objective = nearGround ? plan.objective : centre;
    } else if (c.easy || (main && k == *main)) {
      cp.role = CommandRole::MainEffort;
      cp.objective = plan.objective;
    } else {
      cp.role = CommandRole::Pin;
      // Straight on at the enemy line in front of it.
      cp.objective = c.theirs ? pinObjective(centre, c.knownFighting, *c.theirs) : centre;
    }
    if (!c.easy && !plan.crisis && cp.role != CommandRole::Reserve) holdBackRearLine(c, cp);
    plan.commands.push_back(std::move(cp));
  }
}

}  // namespace

SidePlan planSide(const Battle& battle, const AiSettings& settings) {
  const PlanContext c = planContext(battle, settings);
  SidePlan plan;
  plan.side = c.side;
  const double ownEe = presentEe(battle, c.side);
  const double enemyEe = presentEe(battle, c.enemy);
  plan.strengthRatio = enemyEe > 0 ? ownEe / enemyEe : 10.0;
  plan.attacking = decidesToAttack(c, plan.strengthRatio);
  chooseObjective(c, plan);
  judgeCrisis(c, plan);
  assignRoles(c, plan);
  return plan;
}

SidePlan continuePlan(const Battle& battle, const SidePlan& kept, SidePlan fresh) {
  const auto revised = [&](std::string why) {
    fresh.revision = std::move(why);
    return fresh;
  };
  if (kept.commands.empty() || kept.side != fresh.side) return revised("new");
  if (fresh.crisis && !kept.crisis) return revised("crisis: reserves committed");
  if (fresh.attacking != kept.attacking)
    return revised(fresh.attacking ? "crisis: now attacking" : "crisis: now holding");
  if (kept.commands.size() != fresh.commands.size())
    return revised("crisis: commands present changed");
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
      const auto flank = weakerFlank(battle, fightingEnemies(battle, fresh.side),
                                     forwardOf(battle, fresh.side), kept.westFlank);
      if (!flank) return revised("crisis: objective gone");
      plan.objective = flank->at;
      plan.objectiveText = flank->text;
      plan.westFlank = kept.westFlank;
    } else if (kept.objectiveText.rfind("BUA '", 0) == 0 ||
               kept.objectiveText.rfind("hill '", 0) == 0) {
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
