// MG-1 ... MG-16 for one side, from its view only.
#include "core/battle/howlin_mobs/computer_general.h"

#include <algorithm>
#include <cmath>

#include "core/battle/howlin_mobs/ai_view.h"
#include "core/battle/howlin_mobs/fight_odds.h"
#include "core/battle/howlin_mobs/fight_tables.h"
#include "core/battle/howlin_mobs/order_table.h"
#include "core/battle/howlin_mobs/zones.h"

namespace hfg::howlin_mobs {
namespace {

constexpr double kMarchIn = 24;     // MG-8: column marching when no enemy is within 24"
constexpr double kFireSoonIn = 21;  // MG-5: an enemy within a move of the 12" fire zone
constexpr double kCourierRisk = 1.0 / 6;
constexpr double kGunStandOffIn = 24;  // MG-12: in long range (36"), beyond small arms (12")

std::vector<int> ownCommands(const HmSideView& v, bool batteries) {
  std::vector<int> out;
  for (const auto& c : v.commands)
    if (c.side == v.side && c.independentBattery == batteries && !unitsOf(v, c.id).empty())
      out.push_back(c.id);
  return out;
}

bool holds(const std::vector<Card>& hand, Card c) {
  return std::find(hand.begin(), hand.end(), c) != hand.end();
}

/// Adds `card` to `hand` when the deck still has one to give and the hand has room.
void want(std::vector<Card>& hand, const std::vector<Card>& deck, Card card, int size) {
  if (static_cast<int>(hand.size()) >= size) return;
  if (std::count(hand.begin(), hand.end(), card) < std::count(deck.begin(), deck.end(), card))
    hand.push_back(card);
}

std::string orderText(const WrittenOrder& o, double inchesPerPace) {
  return std::string(orderName(o.kind)) + " (" +
         std::to_string(std::lround(o.point.x * inchesPerPace)) + "\", " +
         std::to_string(std::lround(o.point.y * inchesPerPace)) + "\")";
}

FightSituation situationIn(const Unit& u) {
  FightSituation f;
  f.crack = u.crack;
  f.behindWorks = u.protection == Protection::Works;
  f.inCover = u.protection == Protection::Cover;
  f.casualties = u.kind == UnitKind::Infantry ? u.damage.casualties : 0;
  f.lowOnAmmo = u.lowOnAmmo;
  f.onGround = u.onGround;
  return f;
}

/// MG-8: the worst odds among the command's fights this move could start (1 when none).
double worstContactOdds(const HmSideView& v, int commandId, const HowlinMobsSettings& s) {
  double worst = 1;
  for (const Unit* u : unitsOf(v, commandId)) {
    if (!u->formed() || u->skirmisher() || u->kind == UnitKind::Artillery) continue;
    for (const Unit* e : enemiesOf(v)) {
      if (gapIn(*u, *e, s) > 12 || e->routing || e->kind == UnitKind::Artillery) continue;
      const FightOdds o =
          fightOdds(fightModifier(situationIn(*u), s), fightModifier(situationIn(*e), s));
      worst = std::min(worst, o.attackerWins);
    }
  }
  return worst;
}

}  // namespace

void HmComputerGeneral::why(int commandId, const std::string& what) {
  m_reasons.push_back("command " + std::to_string(commandId) + ": " + what);
}

std::vector<WrittenOrder> HmComputerGeneral::firstOrders(const HmSideView& v) {
  const double ipp = 1 / m_s.pacesPerInch;
  const std::vector<const Unit*> enemy = enemiesOf(v);
  const Vec2 enemyCentre = centreOf(enemy, v.tableSizePaces * 0.5);
  std::vector<int> cmds = ownCommands(v, false);
  std::vector<WrittenOrder> orders;
  auto centre = [&](int id) { return centreOf(unitsOf(v, id), commandIn(v, id).general); };
  std::sort(cmds.begin(), cmds.end(), [&](int a, int b) {
    return distance(centre(a), enemyCentre) < distance(centre(b), enemyCentre);
  });
  const bool attacking = v.attacker == v.side;
  const std::size_t spearhead = attacking ? (cmds.size() + 1) / 2 : 0;
  for (std::size_t i = 0; i < cmds.size(); ++i) {
    WrittenOrder o{OrderKind::Hold, cmds[i], centre(cmds[i]), -1};
    if (i < spearhead) {  // MG-1: the attack goes in on the enemy nearest the spearhead
      const Unit* target = nearestEnemy(v, centre(cmds[i]));
      o = {OrderKind::Attack, cmds[i], target ? target->footprint.centre() : enemyCentre, -1};
    } else if (attacking) {  // MG-2: Support for the commands behind
      o = {OrderKind::Support, cmds[i], {}, cmds[i % spearhead]};
    } else if (cmds.size() >= 3 && i + 1 == cmds.size()) {
      o = {OrderKind::Reserve, cmds[i], {}, -1};  // the defender's furthest command
    }
    why(cmds[i],
        "first order " + orderText(o, ipp) +
            (o.kind == OrderKind::Support ? " of command " + std::to_string(o.supportedCommandId)
                                          : ""));
    orders.push_back(o);
  }
  for (int id : ownCommands(v, true)) {  // MG-2, MG-12: guns hold where they reach the enemy
    const Vec2 at = centre(id);
    const double d = distance(at, enemyCentre);
    const double reach = kGunStandOffIn * m_s.pacesPerInch;
    const Vec2 p = d > reach ? at + (enemyCentre - at) * ((d - reach) / d) : at;
    orders.push_back({OrderKind::Hold, id, p, -1});
    why(id, "battery holds " + orderText(orders.back(), ipp) +
                ", the enemy inside its long range, short of his muskets");
  }
  return orders;
}

std::vector<Card> HmComputerGeneral::pickHand(const HmSideView& v, int id,
                                              const std::vector<Card>& deck, int size) {
  std::vector<Card> hand;
  const Shaken k = shakenOf(v, id);
  const double gap = enemyGapIn(v, id, m_s);
  const bool battery = commandIn(v, id).independentBattery;
  const bool move = orderWantsMove(v, id, m_s);
  if (cardDutyActive(v, id, m_s)) {  // MT-11 obligation first (MG-5)
    want(hand, deck, gap > kMarchIn ? Card::DoubleMove : Card::Move, size);
    want(hand, deck, Card::Move, size);
  }
  if (k.routing + k.onGround + k.lowOnAmmo > 0 || gap <= 12) want(hand, deck, Card::Rally, size);
  if (gap <= kFireSoonIn) {
    want(hand, deck, Card::Fire, size);
    want(hand, deck, Card::Fire, size);
    if (!battery) want(hand, deck, Card::DoubleFire, size);
  }
  if (move) {
    want(hand, deck, gap > kMarchIn ? Card::DoubleMove : Card::Move, size);
    want(hand, deck, Card::Move, size);
  }
  for (Card c :
       {Card::Fire, Card::Move, Card::Rally, Card::DoubleMove, Card::DoubleFire, Card::Fire,
        Card::Move, Card::Rally, Card::Fire, Card::Move, Card::DoubleMove, Card::DoubleFire})
    want(hand, deck, c, size);
  why(id, "hand of " + std::to_string(hand.size()) + (move ? ", the order asks to move" : "") +
              (gap <= kFireSoonIn ? ", enemy near: fire" : "") +
              (k.routing + k.onGround > 0 ? ", shaken: a Rally" : ""));
  return hand;
}

std::optional<WrittenOrder> HmComputerGeneral::writeOrder(const HmSideView& v) {
  if (!v.courierReady) return std::nullopt;
  const double ipp = 1 / m_s.pacesPerInch;
  const int roundsLeft = (v.lastPhase - v.phase) * 5 + (5 - v.round) + 1;
  std::optional<WrittenOrder> best;
  int bestRank = 0;
  double bestDist = 0;
  std::string reason;
  for (int id : ownCommands(v, false)) {
    const auto& c = commandIn(v, id);
    if (!c.order) continue;
    const Shaken k = shakenOf(v, id);
    const Vec2 at = centreOf(unitsOf(v, id), c.general);
    std::optional<WrittenOrder> o;
    int rank = 0;
    std::string r;
    const bool home = distance(at, v.armyCommander) * ipp <= 12;
    if (2 * (k.gone + k.routing) >= k.units && c.order->kind != OrderKind::Withdraw && !home) {
      o = WrittenOrder{OrderKind::Withdraw, id, v.armyCommander, -1};
      rank = 3, r = "half the command is routing or gone: Withdraw to the Army Commander";
    } else if (v.attacker == v.side && 2 * (k.gone + k.routing) < k.units &&
               (c.order->kind == OrderKind::Hold || c.order->kind == OrderKind::Reserve)) {
      if (const Unit* e = nearestEnemy(v, at)) {
        o = WrittenOrder{OrderKind::Attack, id, e->footprint.centre(), -1};
        rank = 2, r = "its order is done and the enemy stands: Attack again";
      }
    }
    if (!o) continue;
    const double dist = distance(v.armyCommander, c.general);
    const int turns = std::max(1, static_cast<int>(std::ceil(dist * ipp / m_s.courierMoveIn)));
    if (turns > roundsLeft) continue;  // MG-3: he would not arrive before night
    if (rank > bestRank || (rank == bestRank && dist < bestDist)) {
      best = o, bestRank = rank, bestDist = dist;
      const double risk = 1 - std::pow(1 - kCourierRisk, turns);
      reason = orderText(*o, ipp) + ", " + r + "; the courier needs " + std::to_string(turns) +
               " turn(s), risk " + std::to_string(std::lround(100 * risk)) + "%";
    }
  }
  if (best) why(best->commandId, reason);
  return best;
}

CardChoice HmComputerGeneral::chooseCard(const HmSideView& v, int id) {
  const std::vector<Card>& hand = commandIn(v, id).hand;
  const Shaken k = shakenOf(v, id);
  const int formed = k.units - k.gone - k.routing - k.onGround;
  auto play = [&](Card c, const std::string& r) {
    why(id, "plays " + std::string(cardName(c)) + ": " + r);
    return CardChoice{c, false};
  };
  if (holds(hand, Card::Rally) && (k.routing > 0 || (k.onGround > 0 && k.onGround >= formed)))
    return play(Card::Rally, "routers would run further, or half the command is down");
  if (canFireNow(v, id, m_s)) {
    const bool doubleIt = holds(hand, Card::DoubleFire) && k.lowOnAmmo == 0 &&
                          (holds(hand, Card::Rally) || enemyGapIn(v, id, m_s) <= 6);
    if (doubleIt) return play(Card::DoubleFire, "targets in the zones, a Rally to resupply");
    if (holds(hand, Card::Fire)) return play(Card::Fire, "targets in the fire zones");
    if (holds(hand, Card::DoubleFire)) return play(Card::DoubleFire, "targets, no plain Fire left");
  }
  const bool attack = commandIn(v, id).order && commandIn(v, id).order->kind == OrderKind::Attack;
  const double odds = worstContactOdds(v, id, m_s);
  if (orderWantsMove(v, id, m_s) && (attack || odds >= 0.4)) {
    const bool march = enemyGapIn(v, id, m_s) > kMarchIn;
    if (holds(hand, Card::DoubleMove) && (march || !holds(hand, Card::Move)))
      return play(Card::DoubleMove, march ? "no enemy within 24\": march" : "closing");
    if (holds(hand, Card::Move)) return play(Card::Move, "closing on the order's aim");
  }
  if (holds(hand, Card::Rally) && k.onGround + k.lowOnAmmo > 0)
    return play(Card::Rally, "stand up and resupply");
  // MG-6: a pass costs the card least likely to be wanted later.
  for (Card c : {Card::DoubleFire, Card::Move, Card::DoubleMove, Card::Rally, Card::Fire})
    if (holds(hand, c)) {
      why(id, "passes, discarding " + std::string(cardName(c)));
      return {c, true};
    }
  return {hand.front(), true};
}

int HmComputerGeneral::generalHelp(const HmSideView& v, int id, const HelpRequest& r) {
  const auto& c = commandIn(v, id);
  const bool nextHitKills = c.generalHits + 1 >= m_s.generalKilledAtHits;
  const double hitCost = nextHitKills ? 3.0 : 0.35;  // a card each later phase; his life
  double stake = 0.9;                                // a fight: roughly its whole result
  if (r.what == AidFor::MoraleTest) {
    const Unit* u = nullptr;
    for (const Unit& x : v.units)
      if (x.id == r.unitId) u = &x;
    const bool routs =
        u && (u->onGround || u->mountedCavalry() ||
              (u->kind == UnitKind::Artillery && u->formation == Formation::Limbered));
    stake = routs ? 1.0 : 0.4;
  }
  int best = 0;
  double bestValue = 0;
  for (int h = 1; h <= 2; ++h) {
    const int useful = r.what == AidFor::MoraleTest ? std::clamp(10 - r.before, 0, h) : h;
    const double value = 0.1 * useful * stake - 0.1 * m_s.generalRiskPerPoint * h * hitCost;
    if (value > bestValue) best = h, bestValue = value;
  }
  if (best > 0)
    why(id, "the General adds +" + std::to_string(best) + " to unit " + std::to_string(r.unitId));
  return best;
}

}  // namespace hfg::howlin_mobs
